// inTurns (event-loop-turns.ts): a list's items given one after another, each once a turn is
// taken, so that the work each item starts when it is given (a GraphQL executor completing its
// fields) goes on a slice of the event loop at a time (docs/decisions.md, "A large GraphQL
// answer written in slices").
import { SLICE_MS, inTurns } from './event-loop-turns';

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** The items as they resolve, values and promises alike, of a list given at once or later. */
const given = async <T>(list: readonly (T | Promise<T>)[] | Promise<readonly T[]>): Promise<T[]> =>
  Promise.all((await list).map((item) => Promise.resolve(item)));

const quiet = () => new Promise((resolve) => setTimeout(resolve, 2 * SLICE_MS));

describe('a list given in turns', () => {
  beforeEach(quiet);

  test('gives every item, in order', async () => {
    expect(await given(inTurns(['a', 'b', 'c']))).toEqual(['a', 'b', 'c']);
    expect(inTurns([])).toEqual([]);
  });

  test('a short list goes on before waiting work', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('waiting work'));
    for (const item of await given(inTurns(['a', 'b']))) order.push(item);
    expect(order).toEqual(['a', 'b']);
  });

  test('a short list is given as it is while the slice lasts, whole after waiting work once it is spent', async () => {
    const short = ['a', 'b'];
    expect(inTurns(short)).toBe(short);
    busy(SLICE_MS + 1);
    let waited = false;
    setImmediate(() => (waited = true));
    const late = inTurns(short);
    expect(late).toBeInstanceOf(Promise);
    expect(await late).toBe(short);
    expect(waited).toBe(true);
  });

  test('items whose work lasts more than a slice: waiting work runs between them, and the later items go after it', async () => {
    let waited = false;
    setImmediate(() => (waited = true));
    const wentAfterWaiting: boolean[] = [];
    // Each item's work (as an executor's completion of it) costs a millisecond.
    const items = inTurns(Array.from({ length: 4 * SLICE_MS }, (_, i) => i));
    if (items instanceof Promise) throw new Error('a long list is given item by item');
    const done = items.map((item) =>
      Promise.resolve(item).then((i) => {
        wentAfterWaiting[i] = waited;
        busy(1);
      }),
    );
    await Promise.all(done);
    expect(wentAfterWaiting[0]).toBe(false);
    expect(wentAfterWaiting.at(-1)).toBe(true);
  });
});
