// Accepted review decisions applied by the sync (docs/decisions.md, "Cross-venue pair review"):
// each page is adapted with the accepted pairs it has a side of merged (the other side from the
// store), so re-reading a venue never undoes a merge; after the pages, the pairs decided since
// are merged from what the store holds, and a merge whose decision is no longer an accepted one
// on the markets' current statements (reopened, or rejected since) is undone. One merge for all:
// src/catalog/venues/reviewed-pairs.ts, through the equivalence file's (equivalence.ts).
import type { ImportDraft, MarketDraft } from '../catalog/import-draft';
import { importDraft, type ImportResult } from '../catalog/import-catalog';
import { marketServiceId } from '../catalog/venues/catalog-ids';
import { withoutMerged } from '../catalog/venues/equivalence';
import { storedMarketDraft } from '../catalog/venues/kept-members';
import {
  kalshiKey,
  mergeAcceptedPairs,
  polymarketKey,
  sideKey,
  type AcceptedPair,
  type ReviewedMerges,
} from '../catalog/venues/reviewed-pairs';
import type { PairIds } from '../domain/review/pair-decision';
import type { Venue } from '../venues/common/venue-model';
import type { Store } from '../store/store';

export interface ReviewedPairsReport {
  /** Accepted pairs merged by this step (decided since, or not merged by a page). */
  readonly merged: readonly PairIds[];
  /** Pairs whose merge this step undid: their decision is reopened or no longer an acceptance. */
  readonly unmerged: readonly PairIds[];
  /** Accepted pairs left apart, with the reason. */
  readonly notMerged: readonly { readonly pair: PairIds; readonly reason: string }[];
  readonly imported?: ImportResult;
}

/** The pairs whose latest decision is ACCEPT. */
export async function acceptedPairsOf(store: Store): Promise<AcceptedPair[]> {
  return (await store.pairDecisions.latest()).filter((d) => d.decision === 'ACCEPT');
}

/** A page's draft with the accepted pairs it has a side of merged. */
export async function mergeReviewedPairs(
  store: Store,
  draft: ImportDraft,
  accepted: readonly AcceptedPair[],
): Promise<ReviewedMerges> {
  const here = new Set(draft.markets.map(sideKey));
  // Both sides as stored: the other one to merge with, and both for their cross-venue families.
  const wanted = accepted.flatMap((p) => {
    const [k, pm] = [kalshiKey(p), polymarketKey(p)];
    return here.has(k) || here.has(pm) ? [k, pm] : [];
  });
  if (wanted.length === 0) return { draft, merged: [], notMerged: [] };
  const { revision } = await store.head();
  const stored = new Map<string, MarketDraft>();
  for (const key of new Set(wanted)) {
    const side = await storedSide(store, key, revision);
    if (side) stored.set(key, side.draft);
  }
  return mergeAcceptedPairs(draft, accepted, stored);
}

/** After the pages: every decided pair as its latest decision says, from what the store holds. */
export async function syncReviewedPairs(
  store: Store,
  clock: () => Date = () => new Date(),
): Promise<ReviewedPairsReport> {
  const latest = await store.pairDecisions.latest();
  if (latest.length === 0) return { merged: [], unmerged: [], notMerged: [] };
  const { revision } = await store.head();
  const markets: MarketDraft[] = [];
  const merged: PairIds[] = [];
  const unmerged: PairIds[] = [];
  const notMerged: { pair: PairIds; reason: string }[] = [];
  for (const decision of latest) {
    const kalshi = await storedSide(store, kalshiKey(decision), revision);
    const poly = await storedSide(store, polymarketKey(decision), revision);
    if (!kalshi || !poly) continue;
    const pair = {
      kalshiTicker: decision.kalshiTicker,
      polymarketMarketId: decision.polymarketMarketId,
    };
    const apart = withoutMerged(kalshi.draft, poly.draft);
    const carriesMerge = !sameJson(apart, kalshi.draft);
    if (decision.decision === 'ACCEPT') {
      const result = mergeAcceptedPairs(
        { ...emptyDraft(), markets: [poly.draft] },
        [decision],
        new Map([[kalshiKey(decision), kalshi.draft]]),
      );
      if (result.merged.length > 0) {
        // A page merged it already when it read either market; else it is merged here.
        if (!(poly.mappedElsewhere && carriesMerge)) {
          markets.push(result.draft.markets[0]!);
          merged.push(pair);
        }
        continue;
      }
      notMerged.push(...result.notMerged);
    }
    // Not (or no longer) to be merged: undone when the store shows it merged.
    if (poly.mappedElsewhere || carriesMerge) {
      markets.push(apart, poly.draft);
      unmerged.push(pair);
    }
  }
  const report = { merged, unmerged, notMerged };
  if (markets.length === 0) return report;
  const imported = await importDraft(
    store,
    { ...emptyDraft(), markets },
    { source: 'reviewed cross-venue pairs', clock, crossVenue: { keep: true } },
  );
  return imported.records === 0 ? report : { ...report, imported };
}

interface StoredSide {
  draft: MarketDraft;
  /** Some of the market's own listings are mapped to another market's outcomes (a merge). */
  mappedElsewhere: boolean;
}

/** The stored market of `venue/venueMarketId` as a market draft, with its own venue listings. */
async function storedSide(
  store: Store,
  key: string,
  revision: number,
): Promise<StoredSide | undefined> {
  const at = key.indexOf('/');
  const venue = key.slice(0, at) as Venue;
  const venueMarketId = key.slice(at + 1);
  const [record] = await store.getByKeys(
    'market',
    [marketServiceId({ venue, marketId: venueMarketId })],
    revision,
  );
  if (!record) return undefined;
  const listings = await store.findListings({ venue, venueMarketId }, revision);
  const draft = storedMarketDraft(record, listings);
  if (!draft) return undefined;
  const own = new Set(record.outcomes.map((o) => o.outcomeId));
  return { draft, mappedElsewhere: listings.some((l) => !own.has(l.outcomeId)) };
}

function emptyDraft(): ImportDraft {
  return { conventions: [], families: [], jointScopes: [], events: [], markets: [] };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
