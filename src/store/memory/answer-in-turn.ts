// The memory store answers its reads without I/O, so an operation of many reads in quick succession
// (a relationships page of each outcome of a large family) would hold the event loop for all of
// them, /healthz and every other request waiting; on Neo4j each read is a round trip, a turn for
// other work. Here, once reads have followed one another for a slice of SLICE_MS, the next reads
// wait for the next turn of the event loop (docs/decisions.md, "A page of a large family's
// relationships costs the page"). A pause between reads as long as a slice starts a new one: the
// loop was free, or the caller's own work between reads is what held it.
//
// The read itself waits, not only its answer (docs/decisions.md, "A large family's relationship
// pages in turns"): a GraphQL operation starts all of its pages' reads in one turn, before any
// slice is over, so a read that ran at once and only delayed its answer did all the reads' work in
// that turn.
import { performance } from 'node:perf_hooks';

/** How long reads follow one another before other work gets a turn. */
export const SLICE_MS = 20;

let sliceStart = performance.now();
let lastAnswer = sliceStart;
/** Whether the immediate that starts the next turn's slice is queued. */
let turnQueued = false;
/** Turns given so far. */
let turns = 0;

/**
 * Runs a read at once, or in a later turn of the event loop when the slice is over. The read must
 * give the same answer then as now: records of a committed revision never change.
 */
export function answerInTurn<T>(read: () => T): Promise<T> {
  const now = performance.now();
  if (now - lastAnswer >= SLICE_MS) sliceStart = now;
  lastAnswer = now;
  if (now - sliceStart < SLICE_MS) return settle(read);
  return new Promise((resolve, reject) =>
    waitForTurn(() => void settle(read).then(resolve, reject)),
  );
}

/** How many turns reads have given other work since the process started (for tests). */
export function turnsGiven(): number {
  return turns;
}

/** The read's answer, or its error as a rejection; its end is when the next read's wait starts. */
function settle<T>(read: () => T): Promise<T> {
  try {
    return Promise.resolve(read());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  } finally {
    lastAnswer = performance.now();
  }
}

/**
 * Immediates queued before a turn's check phase all run in it, each followed by the work its
 * answer lets go on: a read waiting goes only while that turn's slice lasts, else waits for the
 * next turn, whose slice an immediate queued ahead of it starts.
 */
function waitForTurn(release: () => void): void {
  queueTurn();
  setImmediate(function attempt() {
    if (performance.now() - sliceStart < SLICE_MS) release();
    else {
      queueTurn();
      setImmediate(attempt);
    }
  });
}

function queueTurn(): void {
  if (turnQueued) return;
  turnQueued = true;
  setImmediate(() => {
    turnQueued = false;
    turns += 1;
    sliceStart = lastAnswer = performance.now();
  });
}
