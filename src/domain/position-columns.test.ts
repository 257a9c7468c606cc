// A body's positions read into columns: the same positions the one-pass reader reads, and nothing
// it or the service's checks would not take (then undefined: the request's other path decides).
import { LIMITS } from './limits';
import { positionObjects, positionsOfColumns, readPositionColumns } from './position-columns';
import { positionListReading, readPositionRun } from './position-list-text';

const item = (id: string, instrument: string, type: string, quantity: string) =>
  `{"position_id":"${id}","instrument":{${instrument}},"position_type":"${type}","quantity":"${quantity}"}`;

const ITEMS = [
  item('p-1', '"outcome_id":"o-1"', 'HELD', '10'),
  item('p-2', '"listing_id":"l-9"', 'OWED', '0.5'),
  item('p-3', '"outcome_id":"o-1"', 'OWED', '3.25'),
  item('p-4', '"outcome_id":"l-9"', 'HELD', '7'),
];

/** The columns of items cut into runs as the long-list scan cuts them (commas between excluded). */
function columnsOf(runs: string[]) {
  const text = runs.join(',');
  const offsets: number[] = [];
  let at = 0;
  for (const run of runs) {
    offsets.push(at, at + run.length);
    at += run.length + 1;
  }
  return readPositionColumns(new TextEncoder().encode(text), Uint32Array.from(offsets));
}

describe('readPositionColumns', () => {
  test('reads the positions the one-pass reader reads, each instrument once', () => {
    const columns = columnsOf([ITEMS.slice(0, 2).join(','), ITEMS.slice(2).join(' , ')]);
    expect(columns).toBeDefined();
    const reading = positionListReading();
    expect(readPositionRun(`${ITEMS.join(',')}`, 0, ITEMS.join(',').length, reading)).toBe(true);
    expect(positionObjects(columns!)).toEqual(reading.positions);
    // An outcome and a listing of the same ID are two instruments.
    expect(columns!.instruments).toEqual([
      { outcomeId: 'o-1' },
      { listingId: 'l-9' },
      { outcomeId: 'l-9' },
    ]);
    expect([...columns!.instrument]).toEqual([0, 1, 0, 2]);
    const read = positionsOfColumns(columns!);
    expect([0, 1, 2, 3].map((i) => [read.id(i), read.quantity(i), read.owed(i)])).toEqual([
      ['p-1', '10', false],
      ['p-2', '0.5', true],
      ['p-3', '3.25', true],
      ['p-4', '7', false],
    ]);
  });

  test.each([
    ['a duplicate position ID', [...ITEMS, item('p-2', '"outcome_id":"o-1"', 'HELD', '1')]],
    ['a zero quantity', [...ITEMS, item('p-5', '"outcome_id":"o-1"', 'HELD', '0.00')]],
    ['a zero written 0', [...ITEMS, item('p-5', '"outcome_id":"o-1"', 'HELD', '0')]],
    ['a negative quantity', [...ITEMS, item('p-5', '"outcome_id":"o-1"', 'HELD', '-1')]],
    ['an escape', [...ITEMS, item('p-\\u0035', '"outcome_id":"o-1"', 'HELD', '1')]],
    ['a character past ASCII', [...ITEMS, item('p-é', '"outcome_id":"o-1"', 'HELD', '1')]],
    [
      'a member the schema does not know',
      [ITEMS[0]!.replace('{"position_id"', '{"x":"1","position_id"')],
    ],
  ])('leaves the list to the other path on %s', (_, items) => {
    expect(columnsOf([items.join(',')])).toBeUndefined();
  });

  test('takes quantities below one that are not zero, exactly as written', () => {
    const small = ['0.01', '0.10', '0.0000001', '0.5'];
    const columns = columnsOf([
      small.map((q, i) => item(`q-${i}`, '"outcome_id":"o-1"', 'HELD', q)).join(','),
    ]);
    const read = positionsOfColumns(columns!);
    expect(small.map((_, i) => read.quantity(i))).toEqual(small);
  });

  test('takes the longest list the schema accepts and leaves a longer one', () => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => item(`p-${i}`, '"outcome_id":"o-1"', 'HELD', '1'));
    expect(columnsOf([items(LIMITS.positionsMax).join(',')])?.count).toBe(LIMITS.positionsMax);
    expect(columnsOf([items(LIMITS.positionsMax + 1).join(',')])).toBeUndefined();
  });
});
