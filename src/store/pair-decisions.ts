// The pair-review port (src/domain/review/pair-decision.ts): every decision on a cross-venue pair,
// versioned per pair and kept whole. Like sync state it is written directly, outside revisions
// (docs/decisions.md, "Cross-venue pair review").
import type { PairDecisionRecord, PairIds } from '../domain/review/pair-decision';

export type PairDecisionDraft = Omit<PairDecisionRecord, 'version'>;

export interface PairDecisionStore {
  /** Adds the pair's next decision, numbered after its last one in the same write. */
  append(draft: PairDecisionDraft): Promise<PairDecisionRecord>;
  /** The pair's decisions, oldest first; empty when it was never decided. */
  history(pair: PairIds): Promise<PairDecisionRecord[]>;
  /** The last decision of every decided pair, by Kalshi ticker then Polymarket market ID. */
  latest(): Promise<PairDecisionRecord[]>;
}
