// How a long piece of work says how far it is: a narrow callback the caller supplies. The work
// loops (import planning and commit, adapt, match, a sync pass, the benchmarks) call it; what the
// person sees, a bar or log lines, is the command's concern (src/cli/progress.ts).

/** `done` of `total` (when known) units of one phase of the work. */
export interface ProgressTick {
  /** What is being done, in a few words ("plan relationships", "commit"). */
  readonly phase: string;
  readonly done: number;
  readonly total?: number;
  /** What is counted, plural ("families", "rows", "pages"). */
  readonly unit: string;
}

export type OnProgress = (tick: ProgressTick) => void;

/** For callers that show nothing. */
export const NO_PROGRESS: OnProgress = () => undefined;
