// The diagram's computations as steps (docs/decisions.md, "A relationship diagram laid out in
// steps"): each yields after about STEP_ITEMS items of work, so the family diagram service can let
// other requests run between them (src/services/event-loop-turns.ts, runInSlices), and the plain
// functions drive the same steps through at once.

/** Items of work (relationships, edges, candidates weighed) between two steps. */
export const STEP_ITEMS = 4_096;

export { runSteps, type Steps } from '../../steps';

/** Counts items of work, telling when a step is due. */
export class StepCounter {
  private done = 0;

  /** Adds `items`; true once STEP_ITEMS have been added since the last step. */
  add(items = 1): boolean {
    this.done += items;
    if (this.done < STEP_ITEMS) return false;
    this.done = 0;
    return true;
  }
}
