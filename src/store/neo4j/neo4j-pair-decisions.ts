// The pair-review port on Neo4j (src/store/pair-decisions.ts): one PairReview node per pair holds
// its last version number, and one PairDecision node per decision the record as JSON in `doc`, as
// every row of this store keeps it. The review node is merged and its counter set in the same
// write that creates the decision, so two decisions on one pair at once get consecutive versions.
import { pairKey, type PairDecisionRecord, type PairIds } from '../../domain/review/pair-decision';
import type { PairDecisionDraft, PairDecisionStore } from '../pair-decisions';
import type { Executor } from './executor';
import { numberOf, stringOf } from './row-values';

export class Neo4jPairDecisions implements PairDecisionStore {
  constructor(private readonly executor: Executor) {}

  async append(draft: PairDecisionDraft): Promise<PairDecisionRecord> {
    const rows = await this.executor.write('put-pair-decision', {
      pairKey: pairKey(draft),
      draft: JSON.stringify(draft),
    });
    return parse(rows[0] ?? {});
  }

  async history(pair: PairIds): Promise<PairDecisionRecord[]> {
    const rows = await this.executor.read('pair-decision-history', { pairKey: pairKey(pair) });
    return rows.map(parse);
  }

  async latest(): Promise<PairDecisionRecord[]> {
    const rows = await this.executor.read('pair-decisions-latest');
    return rows.map(parse);
  }
}

function parse(row: Record<string, unknown>): PairDecisionRecord {
  const draft = JSON.parse(stringOf(row.doc, 'pair decision doc')) as PairDecisionDraft;
  return { ...draft, version: numberOf(row.version, 'pair decision version') };
}
