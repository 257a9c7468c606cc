// takeTurn (event-loop-turns.ts): work started many times over in one turn, as a GraphQL
// executor starts a field's resolver for every item of a list, goes on a slice at a time
// (docs/decisions.md, "A large family's relationship pages in turns").
import { SLICE_MS, takeTurn } from './event-loop-turns';

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, 2 * SLICE_MS));

describe('turns taken by work started together', () => {
  beforeEach(quiet);

  test('within a slice, work goes on before waiting work', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('waiting work'));
    await takeTurn();
    order.push('started');
    expect(order).toEqual(['started']);
  });

  test('calls that follow one another for more than a slice: the later ones go after waiting work', async () => {
    let waited = false;
    setImmediate(() => (waited = true));
    const wentAfterWaiting: boolean[] = [];
    const calls: Promise<void>[] = [];
    // Each call costs a millisecond before the next, as a resolver's start does. The slice opens
    // inside the first call, so it opened no later than that call returned; the calls go on until
    // one starts two slices after that, so a pause of the process anywhere in the loop (a loaded
    // machine) cannot leave the last call inside the first slice.
    let firstReturnedAt: number | undefined;
    let lastStartedAt = 0;
    do {
      const index = calls.length;
      lastStartedAt = performance.now();
      calls.push(takeTurn().then(() => void (wentAfterWaiting[index] = waited)));
      firstReturnedAt ??= performance.now();
      busy(1);
    } while (calls.length < 3 || lastStartedAt - firstReturnedAt < 2 * SLICE_MS);
    await Promise.all(calls);
    expect(calls.length).toBeGreaterThan(2);
    expect(wentAfterWaiting[0]).toBe(false);
    expect(wentAfterWaiting.at(-1)).toBe(true);
  });
});
