import fc from 'fast-check';
import { jsonTextExcess, jsonTextExcessInSteps, jsonValueExcess } from './json-shape';
import type { JsonShapeLimits } from './limits';

const SMALL: JsonShapeLimits = { depthMax: 3, itemsMax: 4, stringBytesMax: 8 };
const text = (json: string) => jsonTextExcess(Buffer.from(json), SMALL)?.limit;
const value = (json: string) => jsonValueExcess(JSON.parse(json), SMALL)?.limit;

/** The scan in steps of `step` bytes, run through: its pauses, and its answer. */
function inSteps(bytes: Uint8Array, step: number, limits?: JsonShapeLimits) {
  const steps = jsonTextExcessInSteps(bytes, step, limits);
  let pauses = 0;
  for (;;) {
    const next = steps.next();
    if (next.done === true) return { pauses, excess: next.value };
    pauses += 1;
  }
}

describe('the shape of JSON text, read from its bytes', () => {
  test.each([
    ['[[[]]]', undefined],
    ['[[[[]]]]', 'depthMax'],
    ['{"a":{"b":{"c":1}}}', undefined],
    ['{"a":{"b":{"c":{}}}}', 'depthMax'],
    ['[1,2,3,4]', undefined],
    ['[1,2,3,4,5]', 'itemsMax'],
    ['{"a":1,"b":2,"c":3,"d":4,"e":5}', 'itemsMax'],
    // Items are counted per list: two lists of 4 are fine.
    ['[[1,2,3,4],[1,2,3,4]]', undefined],
    ['"12345678"', undefined],
    ['"123456789"', 'stringBytesMax'],
    ['{"123456789":1}', 'stringBytesMax'],
    // Structural characters and escaped quotes inside strings are text.
    ['["[[[[,,,,", "{\\"{{"]', undefined],
    ['["a\\\\", "b"]', undefined],
    ['["\\\\\\"[[["]', undefined],
  ])('%s: %s', (json, limit) => {
    expect(text(json)).toBe(limit);
    expect(value(json)).toBe(limit);
  });

  test('bytes, not characters: a string of 3 three-byte characters is 9 bytes', () => {
    expect(text('"€€€"')).toBe('stringBytesMax');
    expect(text('"€€"')).toBeUndefined();
  });

  test('malformed JSON is left to the parser; an unterminated long string is refused', () => {
    expect(text('[[[')).toBeUndefined();
    expect(text('"abc')).toBeUndefined();
    expect(text('"123456789')).toBe('stringBytesMax');
  });

  test('the issue sizes stop at the limit, whatever follows', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    expect(jsonTextExcess(Buffer.from(deep))?.limit).toBe('depthMax');
    let nested: unknown = [];
    for (let i = 0; i < 5000; i++) nested = [nested];
    expect(jsonValueExcess(nested)?.limit).toBe('depthMax');
  });

  test('on any JSON value of plain text, bytes and value refuse the same (maybe for another limit first)', () => {
    const plain = fc.string({ unit: fc.constantFrom('a', 'b', '[', '"', '\\', ',') });
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.integer(),
        plain,
        fc.array(tie('value'), { maxLength: 6 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), tie('value'), { maxKeys: 6 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, (v) => {
        const written = JSON.stringify(v);
        // Escapes make the text longer than the string: compare where none is needed.
        fc.pre(!/\\/.test(written));
        expect(jsonTextExcess(Buffer.from(written), SMALL) === undefined).toBe(
          jsonValueExcess(v, SMALL) === undefined,
        );
      }),
    );
  });

  test('in steps, the scan pauses every few bytes and answers as in one pass, word for word', () => {
    const plain = fc.string({
      unit: fc.constantFrom('a', '€', '[', ']', '{', '}', '"', '\\', ','),
    });
    fc.assert(
      fc.property(plain, fc.integer({ min: 1, max: 9 }), (json, step) => {
        const bytes = Buffer.from(json);
        const { pauses, excess } = inSteps(bytes, step, SMALL);
        expect(excess).toEqual(jsonTextExcess(bytes, SMALL));
        // Never more pauses than steps of the text (a string is skipped whole).
        expect(pauses).toBeLessThanOrEqual(Math.floor(bytes.length / step));
      }),
    );
    const deep = Buffer.from('['.repeat(5000) + ']'.repeat(5000));
    expect(inSteps(deep, 64)).toEqual({ pauses: 0, excess: jsonTextExcess(deep) });
    const long = Buffer.from(`[${'1,'.repeat(50_000)}1]`);
    const read = inSteps(long, 8 * 1024);
    expect(read.excess).toBeUndefined();
    expect(read.pauses).toBe(Math.floor((long.length - 1) / (8 * 1024)));
  });
});
