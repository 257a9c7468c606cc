// Long computations on the request path give the event loop a turn now and then
// (docs/decisions.md, "Bounded memory"): the memory store answers without I/O, so a large
// evaluation would otherwise hold the process for its whole duration, health checks included.
import { setImmediate as immediate } from 'node:timers/promises';

/** How long a computation runs before other work gets a turn. */
export const SLICE_MS = 20;

/**
 * How long one stage of a large evaluation runs on the serving thread before other work gets a
 * turn (docs/decisions.md, "Evaluation: two at once"): the stages of two evaluations at once share
 * a turn, and on a loaded machine each millisecond of it is several of wall time.
 */
export const STEP_MS = 2;

/** Lets waiting I/O (other requests, health checks) run before going on. */
export function yieldToEventLoop(): Promise<void> {
  return immediate();
}

/**
 * Runs a computation's steps through, letting other work run after every step: for steps cut by
 * size rather than by time (a large body's scans, src/http/json-bodies.ts).
 */
export async function runTurnByTurn<T>(steps: Iterator<unknown, T, undefined>): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done === true) return step.value;
    await yieldToEventLoop();
  }
}

/** Runs a computation's steps through, letting other work run after every slice of SLICE_MS. */
export async function runInSlices<T>(steps: Iterator<unknown, T, undefined>): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}

/** When the current turn's slice of takeTurn started, if one is open. */
let sliceStart = 0;
let sliceOpen = false;

/**
 * Goes on at once until calls in this turn of the event loop have gone on for a slice of SLICE_MS,
 * then in a later turn, each waiting call going only while that turn's slice lasts. For work that
 * starts many times over in one turn (a field resolver under a list of a thousand items): a
 * GraphQL executor calls every item's resolver before any of them waits, so the time between two
 * calls is the work of the first. The memory store slices its reads alike
 * (src/store/memory/answer-in-turn.ts), which this layer cannot import.
 */
export function takeTurn(): Promise<void> {
  if (goesNow()) return Promise.resolve();
  return new Promise((resolve) => {
    setImmediate(function attempt() {
      if (goesNow()) resolve();
      else setImmediate(attempt);
    });
  });
}

function goesNow(): boolean {
  const now = performance.now();
  if (!sliceOpen) {
    sliceOpen = true;
    sliceStart = now;
    // Closed at the next turn's check phase: the first call after it opens that turn's slice.
    setImmediate(() => {
      sliceOpen = false;
    });
  }
  return now - sliceStart < SLICE_MS;
}

/**
 * A list of at most this many items is given as it is while the turn's slice lasts: its items'
 * work is a few resolvers', and each promise of a short list cost more than the wait it could
 * save (a dashboard's 200 outcomes: docs/decisions.md, "The dashboard query: an answer below a
 * bound written in one call").
 */
const SHORT_LIST_ITEMS = 8;

/**
 * The items of a list, each given once a turn is taken after the one before it (takeTurn): a
 * GraphQL executor completes a list that is given at once in one piece, every item's fields and
 * their resolvers, and completes an item given as a promise when it resolves. A short list goes
 * at once, as it is, while the turn's slice lasts, and whole once a turn is taken when the slice is
 * spent (one promise for the list where its items would take five each and wait for the same
 * turn); a longer one's first items go at once in that slice too, each for a few promises.
 */
export function inTurns<T>(
  items: readonly T[],
): readonly (T | Promise<T>)[] | Promise<readonly T[]> {
  if (items.length <= SHORT_LIST_ITEMS) return goesNow() ? items : takeTurn().then(() => items);
  let previous: Promise<void> = Promise.resolve();
  return items.map((item) => {
    previous = previous.then(takeTurn);
    return previous.then(() => item);
  });
}
