// A computation written as steps: a generator that yields now and then and returns its result, so
// that a caller on a server can let other work run between the steps
// (src/services/event-loop-turns.ts) while a plain caller runs them through at once with runSteps.

/** Steps of a computation: a yield now and then, the result at the end. */
export type Steps<T> = Generator<void, T, undefined | void>;

/** Runs steps through without pausing. */
export function runSteps<T>(steps: Iterator<unknown, T, undefined>): T {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}
