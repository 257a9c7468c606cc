// Long computations on the request path give the event loop a turn now and then
// (docs/decisions.md, "Bounded memory"): the memory store answers without I/O, so a large
// evaluation would otherwise hold the process for its whole duration, health checks included.
import { setImmediate as immediate } from 'node:timers/promises';

/** How long a computation runs before other work gets a turn. */
export const SLICE_MS = 20;

/** Lets waiting I/O (other requests, health checks) run before going on. */
export function yieldToEventLoop(): Promise<void> {
  return immediate();
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
