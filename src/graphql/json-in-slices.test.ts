import { setImmediate as immediate } from 'node:timers/promises';
import { jsonInSlices, utf8InSlices } from './json-in-slices';

class Price {
  constructor(readonly amount: string) {}
  toJSON(key: string) {
    return { amount: this.amount, key };
  }
}

/** A deep answer: lists under lists below the walked depth, as a family's relationship pages. */
function nested(depth: number, width: number): unknown {
  if (depth === 0) return { id: `x"\\\u2028é😀`, n: 1.5, flag: true, none: null };
  return { items: Array.from({ length: width }, () => nested(depth - 1, width)), depth };
}

describe('jsonInSlices', () => {
  test.each([
    ['a string', 'a "quoted" \u2028 line'],
    ['a number', 42],
    ['null', null],
    ['an empty object and list', { a: {}, b: [] }],
    ['a deep answer, written in one call', { data: nested(11, 2) }],
    ['a deep answer above the one-call bound, walked', { data: nested(13, 2) }],
    [
      'what an object leaves out and a list writes as null',
      { a: undefined, b: () => 1, c: Symbol('s'), d: [undefined, () => 1, Symbol('s'), NaN], e: 1 },
    ],
    ['only left-out members', { a: undefined, b: undefined }],
    [
      'toJSON with its key, in objects and lists',
      { price: new Price('0.25'), l: [new Price('1')] },
    ],
    [
      'a date, a boxed string, a map',
      { at: new Date(0), s: Object('boxed'), m: new Map([[1, 2]]) },
    ],
    ['an object without a prototype', Object.assign(Object.create(null), { z: 1, a: [2] })],
    ['integer-like keys, in JSON.stringify order', { b: 1, 2: 'two', a: 3, 1: 'one' }],
  ])('writes %s exactly as JSON.stringify', async (_name, value) => {
    expect(await jsonInSlices(value)).toBe(JSON.stringify(value));
  });

  test('lets other work run between the items of a large list', async () => {
    const answer = {
      data: { rows: Array.from({ length: 100_000 }, (_, i) => nested(i % 2, 2)) },
    };
    let turns = 0;
    let done = false;
    const written = jsonInSlices(answer).finally(() => {
      done = true;
    });
    while (!done) {
      await immediate();
      turns += 1;
    }
    expect(await written).toBe(JSON.stringify(answer));
    // Written in one piece, the text would be ready before a second turn.
    expect(turns).toBeGreaterThan(1);
  });
});

describe('utf8InSlices', () => {
  test('gives the bytes of Buffer.from, a surrogate pair at a run boundary included', async () => {
    // A pair straddling the first run's end (a run is 1 MiB of text).
    const text = `${'a'.repeat((1 << 20) - 1)}😀${'é'.repeat(3 << 20)}`;
    expect((await utf8InSlices(text)).equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect((await utf8InSlices('short ü')).equals(Buffer.from('short ü', 'utf8'))).toBe(true);
  });
});
