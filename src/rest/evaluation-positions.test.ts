// The one-pass reader of an evaluation body's positions: what it accepts is what JSON.parse and
// the request schema accept, with the same value in the service's names; everything else it
// leaves to the general path (false), never reading it differently.
import Ajv from 'ajv';
import { EvaluationRequestDefinition } from '../resources/evaluation-request';
import { positionListReader } from './evaluation-positions';
import { restCodec } from './rest-codec';

/** The reader's items for a JSON list text, or undefined when it leaves the list alone. */
function read(list: string): unknown[] | undefined {
  const reading = positionListReader.start();
  return reading.run(list, 1, list.length - 1) ? reading.items() : undefined;
}

const codec = restCodec(EvaluationRequestDefinition);
const validate = new Ajv({ allErrors: true, strict: false }).compile(codec.schema);

/** The general path's positions: parsed, validated against the body schema, in camelCase. */
function general(list: string): unknown[] | undefined {
  let body: unknown;
  try {
    body = JSON.parse(`{"positions":${list}}`);
  } catch {
    return undefined;
  }
  if (!validate(body)) return undefined;
  return codec.fromRest(body).positions;
}

const item = (fields: Record<string, unknown>) => JSON.stringify(fields);
const plain = {
  position_id: 'p1',
  instrument: { outcome_id: 'out-a-yes' },
  position_type: 'HELD',
  quantity: '10.25',
};

describe('positionListReader', () => {
  test('reads what the schema accepts as the general path does, members in any order, spaces anywhere', () => {
    const lists = [
      `[${item(plain)}]`,
      `[${item(plain)},${item({ ...plain, position_id: 'p2', position_type: 'OWED', quantity: '0' })}]`,
      `[ { "quantity" : "3" , "position_type":"OWED", "instrument": { "listing_id" : "lst-x" } ,"position_id":"é-1" } , ${item(plain)} ]`,
      `[${item({ ...plain, quantity: '-0.5' })}]`,
      `[${item({ ...plain, position_id: 'x'.repeat(256) })}]`,
      `[${item({ ...plain, quantity: '1'.repeat(100) })}]`,
    ];
    for (const list of lists) {
      expect(read(list)).toBeDefined();
      expect(read(list)).toEqual(general(list));
    }
  });

  test('one instrument object for every position on one outcome or listing', () => {
    const items = read(
      `[${item(plain)},${item({ ...plain, position_id: 'p2' })},${item({ ...plain, position_id: 'p3', instrument: { listing_id: 'out-a-yes' } })}]`,
    ) as { instrument: object }[];
    expect(items[0]!.instrument).toBe(items[1]!.instrument);
    expect(items[2]!.instrument).toEqual({ listingId: 'out-a-yes' });
  });

  test('leaves to the general path whatever it cannot prove valid, valid or not', () => {
    const lists = [
      // Valid JSON the schema accepts, in forms the reader does not read.
      `[{"position_id":"p\\u0031","instrument":{"outcome_id":"o"},"position_type":"HELD","quantity":"1"}]`,
      `[${item({ ...plain, position_id: 'a\u{1F600}' })}]`,
      `[\n  ${item(plain)},\n\t${item({ ...plain, position_id: 'p2' })}\n]`,
      `[${item({ ...plain, instrument: {} })}]`,
      `[${item({ ...plain, instrument: { outcome_id: 'o', listing_id: 'l' } })}]`,
      // What the schema or the parser refuses.
      `[${item({ ...plain, note: 'x' })}]`,
      `[${item({ position_id: 'p1', instrument: plain.instrument, position_type: 'HELD' })}]`,
      `[{"position_id":"p1","position_id":"p2","instrument":{"outcome_id":"o"},"position_type":"HELD","quantity":"1"}]`,
      `[${item({ ...plain, quantity: 10 })}]`,
      `[${item({ ...plain, quantity: '1.' })}]`,
      `[${item({ ...plain, quantity: '01' })}]`,
      `[${item({ ...plain, quantity: '+1' })}]`,
      `[${item({ ...plain, quantity: '1e3' })}]`,
      `[${item({ ...plain, quantity: '1'.repeat(101) })}]`,
      `[${item({ ...plain, position_id: '' })}]`,
      `[${item({ ...plain, position_id: 'x'.repeat(257) })}]`,
      `[${item({ ...plain, position_id: 7 })}]`,
      `[${item({ ...plain, position_type: 'LENT' })}]`,
      `[${item({ ...plain, instrument: { outcome_id: '' } })}]`,
      `[${item({ ...plain, instrument: { market_id: 'm' } })}]`,
      `[${item({ ...plain, instrument: 'out-a-yes' })}]`,
      `["p1"]`,
      `[${item(plain)},]`,
      `[${item(plain)},,${item(plain)}]`,
      `[${item(plain)}${item(plain)}]`,
      `[{"position_id":"p\u0001","instrument":{"outcome_id":"o"},"position_type":"HELD","quantity":"1"}]`,
      `[{"position_id":"p1","instrument":{"outcome_id":"o"},"position_type":"HELD","quantity":"1"`,
    ];
    for (const list of lists) expect([list, read(list)]).toEqual([list, undefined]);
  });

  test('a list longer than the schema allows is not the reader’s', () => {
    expect(positionListReader.maxItems).toBe(
      (codec.schema as { properties: { positions: { maxItems: number } } }).properties.positions
        .maxItems,
    );
  });
});
