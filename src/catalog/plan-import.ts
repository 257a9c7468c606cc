// Turns an import draft (src/catalog/import-draft.ts) into the records and change records one import commits,
// against what the store already holds. Pure: no I/O. Every problem found is collected, so a bad
// file is rejected whole with all its problems listed (docs/catalog-format.md). Each record kind
// has its planner; they share a PlanContext (plan-context.ts) and run in the order below, each
// reading what the ones before it planned.
import type { Problem } from '../domain/errors';
import { NO_PROGRESS, type OnProgress } from '../domain/progress';
import { emptyKnownMarketData, type MarketDataBatch } from '../store/market-data';
import type { ChangeDraft, RecordPut, RelationshipSet } from '../store/store';
import type { ImportDraft } from './import-draft';
import type { KnownRecords } from './known-records';
import { PlanContext, type CrossVenueChanges, type NumberedVersion } from './plan-context';

export type { CrossVenueChanges };
import { planEvents } from './plan-events';
import { planConventions, planFamilies, planJointScopes } from './plan-families';
import {
  isEmptyRows,
  listingFactsOf,
  listingFactsOfDraft,
  planMarketData,
  rowsOfDraft,
} from './plan-market-data';
import { planMarkets } from './plan-markets';
import { planMemberships } from './plan-memberships';
import { planRelationships } from './plan-relationships';

export interface ImportPlan {
  puts: RecordPut[];
  changes: ChangeDraft[];
  relationshipSets: RelationshipSet[];
  /** Market data rows and coverage this import writes (absent without market data). */
  marketData?: MarketDataBatch;
  /**
   * The market versions this plan numbered itself (amended terms, no version named). Each must be
   * a label the market was never published under; the planner knows only the labels it was given
   * (KnownRecords.marketVersions), so the import checks these (import-catalog.ts).
   */
  numberedVersions: NumberedVersion[];
}

export type PlanResult = { ok: true; plan: ImportPlan } | { ok: false; problems: Problem[] };

/** What a plan keeps of the store's cross-venue memberships, and whom it tells how far it is. */
export interface PlanOptions {
  crossVenue?: CrossVenueChanges;
  onProgress?: OnProgress;
}

export function planImport(
  draft: ImportDraft,
  known: KnownRecords,
  committedAt: string,
  { crossVenue = {}, onProgress = NO_PROGRESS }: PlanOptions = {},
): PlanResult {
  const ctx = new PlanContext(draft, known, committedAt, crossVenue, onProgress);
  planConventions(ctx);
  planFamilies(ctx);
  planJointScopes(ctx);
  planEvents(ctx);
  planMarkets(ctx);
  planMemberships(ctx);
  planMarketDataOf(ctx);
  if (ctx.problems.length === 0) planRelationships(ctx);
  if (ctx.problems.length > 0) return { ok: false, problems: ctx.problems };
  return {
    ok: true,
    plan: {
      puts: ctx.puts,
      changes: ctx.changes,
      relationshipSets: ctx.relationshipSets,
      ...(ctx.marketData ? { marketData: ctx.marketData } : {}),
      numberedVersions: ctx.numberedVersions,
    },
  };
}

/**
 * Market data (plan-market-data.ts), validated against the listings as they will be after this
 * import; its COVERAGE changes join the import's changes.
 */
function planMarketDataOf(ctx: PlanContext): void {
  const rows = rowsOfDraft(ctx.draft.marketData);
  if (isEmptyRows(rows)) return;
  const context = ctx.known.marketData;
  const listings = new Map(context?.listings ?? []);
  for (const l of ctx.known.listings.values())
    if (!listings.has(l.listingId))
      listings.set(l.listingId, listingFactsOf(l, ctx.known.markets.get(l.marketId)));
  for (const l of listingFactsOfDraft(ctx.draft)) listings.set(l.listingId, l);
  const planned = planMarketData(rows, listings, context?.known ?? emptyKnownMarketData(), ctx.now);
  if (!planned.ok) {
    ctx.problems.push(...planned.problems);
    return;
  }
  ctx.marketData = planned.plan.batch;
  ctx.changes.push(...planned.plan.changes);
}
