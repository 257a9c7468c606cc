// The pair-review port in memory (src/store/pair-decisions.ts).
import { pairKey, type PairDecisionRecord, type PairIds } from '../../domain/review/pair-decision';
import type { PairDecisionDraft, PairDecisionStore } from '../pair-decisions';

export class MemoryPairDecisions implements PairDecisionStore {
  private readonly byPair = new Map<string, PairDecisionRecord[]>();

  append(draft: PairDecisionDraft): Promise<PairDecisionRecord> {
    const key = pairKey(draft);
    const history = this.byPair.get(key) ?? [];
    const record: PairDecisionRecord = { ...draft, version: history.length + 1 };
    this.byPair.set(key, [...history, record]);
    return Promise.resolve({ ...record });
  }

  history(pair: PairIds): Promise<PairDecisionRecord[]> {
    return Promise.resolve((this.byPair.get(pairKey(pair)) ?? []).map((r) => ({ ...r })));
  }

  latest(): Promise<PairDecisionRecord[]> {
    return Promise.resolve(
      [...this.byPair.values()]
        .map((history) => ({ ...history[history.length - 1]! }))
        .sort(byPair),
    );
  }
}

function byPair(a: PairIds, b: PairIds): number {
  const x = pairKey(a);
  const y = pairKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
