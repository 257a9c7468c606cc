// Cross-venue equivalence is declared, never guessed (issue "Venue adapters", item 3; Concepts
// docs/decisions.md, "Venue adapters"). An equivalence file pairs a Kalshi market ticker
// with a Polymarket market (by condition ID or market ID, each in its own field) and says why:
//
//   {"format": "settlegraph.equivalence/v1",
//    "pairs": [{"kalshi_ticker": "KXFEDDECISION-26DEC-H0",
//               "polymarket_condition_id": "0x…", "reason": "…"}]}
//
// A pair whose settlement fields differ where the adapter can see them (resolution source,
// observation window end, void rule) is refused, each difference listed. An accepted pair becomes
// one market: the Kalshi market's IDs, both venues' events and families, and on each outcome both
// venues' listings and payouts. `settlegraph match` writes the EQUIVALENT pairs it proposes as
// such a file (equivalenceFile), for review.
import type { Problem } from '../../domain/errors';
import { windowText } from '../../domain/matching/compare-terms';
import type { ProposedPair } from '../../domain/matching/match-markets';
import { voidRuleKey } from '../../domain/settlement-terms/rules-text';
import type { SettlementTerms } from '../../domain/settlement-terms/settlement-terms';
import type { AdaptedMarket, BuiltCatalog } from './build-venue-catalog';
import type { MarketDraft } from '../import-draft';
import { parseFamilyVersion } from '../../domain/payout-key';
import { isCrossVenueFamily } from './cross-venue/cross-venue-membership';
import { JsonNode } from '../../venues/common/json-node';
import { PayloadError, problemAt } from '../../venues/common/payload-error';

export const EQUIVALENCE_FORMAT = 'settlegraph.equivalence/v1';

export interface EquivalencePair {
  path: string;
  kalshiTicker: string;
  polymarketConditionId?: string;
  polymarketMarketId?: string;
  reason: string;
}

export function readEquivalence(json: unknown): EquivalencePair[] {
  const root = new JsonNode(json);
  if (!root.isObject()) root.fail('an equivalence file is a JSON object');
  const format = root.need('format');
  if (format.string() !== EQUIVALENCE_FORMAT) format.fail(`must be "${EQUIVALENCE_FORMAT}"`);
  return root
    .need('pairs')
    .items()
    .map((pair) => {
      const condition = pair.opt('polymarket_condition_id');
      const market = pair.opt('polymarket_market_id');
      if ((condition === undefined) === (market === undefined))
        pair.fail(
          'name the Polymarket market by exactly one of polymarket_condition_id or polymarket_market_id',
        );
      const reason = pair.need('reason');
      if (reason.string().trim() === '') reason.fail('say why the two markets settle alike');
      return {
        path: pair.path,
        kalshiTicker: pair.need('kalshi_ticker').id(),
        ...(condition ? { polymarketConditionId: condition.id() } : {}),
        ...(market ? { polymarketMarketId: market.id() } : {}),
        reason: reason.string(),
      };
    });
}

/** Applies the pairs to the built draft in place; returns the problems (nothing merged then). */
export function mergeEquivalents(
  built: BuiltCatalog,
  pairs: EquivalencePair[],
  file: string,
): Problem[] {
  const problems: Problem[] = [];
  const merges: [AdaptedMarket, AdaptedMarket, EquivalencePair][] = [];
  const used = new Map<string, string>();
  for (const pair of pairs) {
    const kalshi = built.markets.find(
      (m) => m.venue.venue === 'kalshi' && m.venue.ticker === pair.kalshiTicker,
    );
    const poly = built.markets.find(
      (m) =>
        m.venue.venue === 'polymarket' &&
        (pair.polymarketConditionId !== undefined
          ? m.venue.conditionId === pair.polymarketConditionId
          : m.venue.marketId === pair.polymarketMarketId),
    );
    const before = problems.length;
    if (!kalshi)
      problems.push(
        problemAt(
          file,
          `${pair.path}.kalshi_ticker`,
          `no Kalshi market with ticker "${pair.kalshiTicker}" among the payloads`,
        ),
      );
    if (!poly) {
      const field =
        pair.polymarketConditionId !== undefined
          ? 'polymarket_condition_id'
          : 'polymarket_market_id';
      const value = pair.polymarketConditionId ?? pair.polymarketMarketId ?? '';
      problems.push(
        problemAt(
          file,
          `${pair.path}.${field}`,
          `no Polymarket market with ${field.replace('polymarket_', '')} "${value}" among the payloads`,
        ),
      );
    }
    for (const m of [kalshi, poly]) {
      if (!m) continue;
      const id = m.draft.marketId;
      const other = used.get(id);
      if (other)
        problems.push(problemAt(file, pair.path, `market ${id} is already paired at ${other}`));
      used.set(id, pair.path);
      const notBinary = notYesNo(m.draft);
      if (notBinary) problems.push(problemAt(file, pair.path, notBinary));
    }
    if (kalshi && poly) {
      for (const d of differences(kalshi, poly)) problems.push(problemAt(file, pair.path, d));
      if (problems.length === before) merges.push([kalshi, poly, pair]);
    }
  }
  if (problems.length > 0) return problems;
  for (const [kalshi, poly, pair] of merges) merge(built, kalshi, poly, pair);
  return [];
}

/** Settlement fields both venues show and that differ: each one refuses the pair. */
function differences(kalshi: AdaptedMarket, poly: AdaptedMarket): string[] {
  const out: string[] = [];
  const kSource = sourceKey(kalshi.draft.settlementEvidence?.source ?? '');
  const pSource = sourceKey(poly.draft.settlementEvidence?.source ?? '');
  if (kSource && pSource && kSource !== pSource)
    out.push(
      `settlement rules differ: resolution source is "${kalshi.draft.settlementEvidence?.source}" on Kalshi but "${poly.draft.settlementEvidence?.source}" on Polymarket`,
    );
  const kEnd = kalshi.venue.windowEnd;
  const pEnd = poly.venue.windowEnd;
  if (kEnd && pEnd && kEnd !== pEnd)
    out.push(
      `settlement rules differ: observation window ends ${kEnd} (close_time) on Kalshi but ${pEnd} (endDate) on Polymarket`,
    );
  const kVoid = voidRuleKey(kalshi.reading);
  const pVoid = voidRuleKey(poly.reading);
  if (kVoid !== pVoid)
    out.push(`settlement rules differ: void rule is ${kVoid} on Kalshi but ${pVoid} on Polymarket`);
  return [...out, ...sharedFamilyDifferences(kalshi.draft, poly.draft)];
}

/** Why a market cannot be merged as a binary one; undefined when it can. */
export function notYesNo(m: MarketDraft): string | undefined {
  return m.outcomes.length === 2 && m.outcomes[0]!.label === 'YES' && m.outcomes[1]!.label === 'NO'
    ? undefined
    : `${m.marketId} is not a YES/NO market: only binary markets are merged`;
}

/**
 * A family both markets are in (a cross-venue family, docs/decisions.md "Cross-venue families")
 * states from their terms where each pays: merged, one outcome could not keep both payouts.
 */
export function sharedFamilyDifferences(kalshi: MarketDraft, poly: MarketDraft): string[] {
  const ours = kalshi.outcomes[0]?.payouts ?? {};
  const theirs = poly.outcomes[0]?.payouts ?? {};
  return Object.entries(ours).flatMap(([key, table]) => {
    const other = theirs[key];
    const scenario = other && Object.keys(table).find((s) => table[s] !== other[s]);
    return other && scenario !== undefined
      ? [
          `settlement rules differ: in ${key} YES pays ${table[scenario]} on Kalshi but ${other[scenario]} on Polymarket in scenario ${scenario}`,
        ]
      : [];
  });
}

/** Sources compared as a set of lower-cased texts without trailing "/" and scheme. */
function sourceKey(source: string): string {
  return source
    .split(' ; ')
    .map((s) =>
      s
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/\/+$/, ''),
    )
    .filter((s) => s !== '')
    .sort()
    .join(' ; ');
}

function merge(
  built: BuiltCatalog,
  kalshi: AdaptedMarket,
  poly: AdaptedMarket,
  pair: EquivalencePair,
): void {
  mergeMarketDrafts(kalshi.draft, poly.draft, poly.venue, pair.reason);
  built.draft.markets = built.draft.markets.filter((m) => m !== poly.draft);
  built.markets = built.markets.filter((m) => m !== poly);
}

/**
 * The merge itself, on the two market drafts (YES/NO both, checked by the caller): `into`, the
 * Kalshi market, becomes the one market, with the Polymarket market's events, families, tags,
 * payouts and listings, and a sentence naming it; the caller leaves `from` out of its draft.
 * Equivalence files (mergeEquivalents) and accepted review decisions (reviewed-pairs.ts) both
 * merge through it.
 */
export function mergeMarketDrafts(
  into: MarketDraft,
  from: MarketDraft,
  poly: { marketId: string; conditionId?: string | undefined },
  reason: string,
): void {
  into.eventIds = [...new Set([...into.eventIds, ...from.eventIds])];
  into.familyIds = [...new Set([...into.familyIds, ...from.familyIds])];
  into.tags = [...new Set([...into.tags, ...from.tags])];
  into.settlementSummary = `${into.settlementSummary}${mergeSentence(poly.marketId)}(condition ${poly.conditionId ?? ''}): ${reason}`;
  into.outcomes.forEach((o, i) => {
    const other = from.outcomes[i]!;
    o.payouts = { ...o.payouts, ...other.payouts };
    o.listings = [...o.listings, ...other.listings];
  });
}

/** How the merged market's summary names the Polymarket market, up to its condition. */
function mergeSentence(polymarketMarketId: string): string {
  return ` Settlement-equivalent to Polymarket market ${polymarketMarketId} `;
}

/**
 * A stored merged Kalshi market without what a merge with `from` added: its events, its own
 * venue's families and their payouts, the merge's sentence (up to a cross-venue family's sentence
 * after it, which stays) and its listings. What both markets share (a cross-venue family) stays.
 * A market never merged is returned as it was; so merging the result again is the same merge.
 */
export function withoutMerged(into: MarketDraft, from: MarketDraft): MarketDraft {
  const theirs = (id: string) => from.familyIds.includes(id) && !isCrossVenueFamily(id);
  const theirEvents = new Set(from.eventIds);
  const theirListings = new Set(from.outcomes.flatMap((o) => o.listings.map((l) => l.listingId)));
  const summary = into.settlementSummary;
  const polymarketId = from.outcomes[0]?.listings[0]?.venueMarketId;
  const at = polymarketId === undefined ? -1 : summary.indexOf(mergeSentence(polymarketId));
  const next = at < 0 ? -1 : summary.indexOf(' In cross-venue family ', at + 1);
  return {
    ...into,
    eventIds: into.eventIds.filter((id) => !theirEvents.has(id)),
    familyIds: into.familyIds.filter((id) => !theirs(id)),
    settlementSummary:
      at < 0 ? summary : summary.slice(0, at) + (next < 0 ? '' : summary.slice(next)),
    outcomes: into.outcomes.map((o) => ({
      ...o,
      payouts: Object.fromEntries(
        Object.entries(o.payouts).filter(([key]) => !theirs(parseFamilyVersion(key).familyId)),
      ),
      listings: o.listings.filter((l) => !theirListings.has(l.listingId)),
    })),
  };
}

export { PayloadError };

/** The EQUIVALENT pairs in the equivalence file format, each with the terms that agree. */
export function equivalenceFile(pairs: readonly ProposedPair[]): unknown {
  return {
    format: EQUIVALENCE_FORMAT,
    pairs: pairs
      .filter((p) => p.verdict === 'EQUIVALENT')
      .map((p) => ({
        kalshi_ticker: p.kalshi.venueMarketId,
        ...(p.polymarket.conditionId
          ? { polymarket_condition_id: p.polymarket.conditionId }
          : { polymarket_market_id: p.polymarket.venueMarketId }),
        reason: `Proposed from settlement terms: ${agreement(p.kalshi)}; ${p.reason}.`,
      })),
  };
}

function agreement(t: SettlementTerms): string {
  const parts: string[] = [];
  if (t.quantity.status === 'KNOWN') parts.push(`quantity ${t.quantity.value.name}`);
  if (t.source.status === 'KNOWN') parts.push(`source ${t.source.value}`);
  if (t.window.status === 'KNOWN') parts.push(`observed ${windowText(t.window.value)}`);
  if (t.exceptions.status === 'KNOWN')
    parts.push(`exceptional settlement ${t.exceptions.value.rule}`);
  return parts.join(', ');
}
