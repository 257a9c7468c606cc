// The memory store's reads run in turns of the event loop (docs/decisions.md, "A large family's
// relationship pages in turns"): a read started once reads have followed one another for a slice
// runs, not only answers, after other waiting work.
import { SLICE_MS, answerInTurn } from './answer-in-turn';

/** Holds the event loop for a whole slice, as a long run of reads does. */
function spendSlice(): void {
  const until = performance.now() + SLICE_MS;
  while (performance.now() < until);
}

/** Counts turns of the event loop (check phases) until stopped. */
function turnCounter(): { readonly turn: number; stop(): void } {
  let turn = 0;
  let stopped = false;
  const tick = () => {
    turn += 1;
    if (!stopped) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get turn() {
      return turn;
    },
    stop: () => (stopped = true),
  };
}

/** Lets any read waiting from an earlier test go and a new slice start. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 2 * SLICE_MS));

describe('reads in turns of the event loop', () => {
  beforeEach(quiet);

  test('a read within the slice runs at once', async () => {
    let ran = false;
    const answer = answerInTurn(() => {
      ran = true;
      return 'read';
    });
    expect(ran).toBe(true);
    expect(await answer).toBe('read');
  });

  test('a read started after a slice of reads runs after work that was waiting, not at once', async () => {
    const order: string[] = [];
    await answerInTurn(() => spendSlice());
    setImmediate(() => order.push('waiting work'));
    const answer = answerInTurn(() => {
      order.push('read');
      return 1;
    });
    expect(order).toEqual([]);
    expect(await answer).toBe(1);
    expect(order).toEqual(['waiting work', 'read']);
  });

  test('of many reads started together, those past the slice run in later turns', async () => {
    const ran: number[] = [];
    const turns: number[] = [];
    const counter = turnCounter();
    const answers = Array.from({ length: 4 }, (_, i) =>
      answerInTurn(() => {
        ran.push(i);
        turns.push(counter.turn);
        spendSlice();
      }),
    );
    // The first runs at once and spends the slice; the others wait for turns.
    expect(ran).toEqual([0]);
    await Promise.all(answers);
    counter.stop();
    expect(ran).toEqual([0, 1, 2, 3]);
    // Each later read had a slice of its own: no two ran in the same turn.
    expect(new Set(turns).size).toBe(4);
  });

  test("a read's error is its answer's rejection", async () => {
    await expect(
      answerInTurn(() => {
        throw new Error('no such revision');
      }),
    ).rejects.toThrow('no such revision');
  });
});
