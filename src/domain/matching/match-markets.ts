// Proposed cross-venue pairs (docs/decisions.md, "Settlement terms"): every market's terms are
// extracted, candidates are blocked by quantity subject and observation day, and each Kalshi ×
// Polymarket candidate is compared term by term. The EQUIVALENT pairs can be written as an
// equivalence file (src/catalog/venues/equivalence.ts, equivalenceFile) for review: nothing is
// merged until that file is given to `settlegraph adapt`.
import { extractTerms } from '../settlement-terms/extract-terms';
import { NO_REFERENCE_DATA, type ReferenceData } from '../settlement-terms/reference-data';
import type { SettlementTerms, Window } from '../settlement-terms/settlement-terms';
import type { TermEvent, TermPayloads } from '../settlement-terms/term-inputs';
import { compareTerms, type Comparison } from './compare-terms';

export interface ProposedPair extends Comparison {
  kalshi: SettlementTerms;
  polymarket: SettlementTerms;
}

export interface MatchResult {
  pairs: ProposedPair[];
  /** Markets that could not be blocked (quantity or window UNKNOWN), with their terms. */
  unblocked: SettlementTerms[];
}

export function termsOfPayloads(
  sets: readonly TermPayloads[],
  reference: ReferenceData = NO_REFERENCE_DATA,
): SettlementTerms[] {
  return sets.flatMap((set) => {
    const events = new Map<string, TermEvent>(set.events.map((e) => [e.eventId, e]));
    return set.markets.map((m) => extractTerms(m, events.get(m.eventId), reference));
  });
}

/** The day (UTC) a window ends on, or the named event: candidates must share it. */
function windowDay(w: Window): string {
  switch (w.kind) {
    case 'INSTANT':
      return w.at.slice(0, 10);
    case 'PERIOD':
      return w.end.slice(0, 10);
    case 'EVENT':
      return w.event;
  }
}

function blockKey(t: SettlementTerms): string | undefined {
  if (t.quantity.status !== 'KNOWN' || t.window.status !== 'KNOWN') return undefined;
  return `${t.quantity.value.subject}|${windowDay(t.window.value)}`;
}

export function matchMarkets(terms: readonly SettlementTerms[]): MatchResult {
  const blocks = new Map<string, { kalshi: SettlementTerms[]; polymarket: SettlementTerms[] }>();
  const unblocked: SettlementTerms[] = [];
  for (const t of terms) {
    const key = blockKey(t);
    if (key === undefined) {
      unblocked.push(t);
      continue;
    }
    let block = blocks.get(key);
    if (!block) blocks.set(key, (block = { kalshi: [], polymarket: [] }));
    block[t.venue].push(t);
  }
  const pairs: ProposedPair[] = [];
  for (const block of blocks.values())
    for (const kalshi of block.kalshi)
      for (const polymarket of block.polymarket)
        pairs.push({ kalshi, polymarket, ...compareTerms(kalshi, polymarket) });
  // What a reviewer acts on first; the sort is stable, so blocks keep their order within each.
  const rank: Record<ProposedPair['verdict'], number> = {
    EQUIVALENT: 0,
    RELATED: 1,
    UNKNOWN: 2,
    DIFFERENT: 3,
  };
  pairs.sort((a, b) => rank[a.verdict] - rank[b.verdict]);
  return { pairs, unblocked };
}
