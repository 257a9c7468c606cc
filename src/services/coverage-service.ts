// GET /coverage (schema/openapi.yaml, Coverage record): which capabilities are supported for which
// inputs, derived from the data itself: PAYOUTS only where payouts exist, QUOTES only where quotes
// exist, and so on. Missing support is reported, never treated as zero.
import { failOnProblems, msg, type Problem } from '../domain/errors';
import type {
  CoverageQuery,
  CoverageRecord,
  CoverageResult,
  ServiceLimits,
  SyncState,
} from '../resources/coverage';
import {
  BAR_INTERVALS,
  DEFAULT_RETENTION,
  type MarketDataCoverage,
  type RetentionWindows,
} from '../domain/market-data';
import { formatFamilyVersion } from '../domain/payout-key';
import type {
  FamilyRecord,
  ListingRecord,
  MarketRecord,
  ScenarioVersionRecord,
} from '../domain/records';
import { pageOf, type Store } from '../store/store';
import { CAPABILITIES, type AnalyticalStatus, type FeedState } from '../domain/value-sets';
import type { LiveState } from './live-feed';
import type { FeedRetention } from './change-feed-service';
import {
  DEFAULT_IDEMPOTENCY_LIMITS,
  DEFAULT_IDEMPOTENCY_RETENTION_HOURS,
  DEFAULT_WORK_LIMITS,
  JSON_SHAPE_LIMITS,
  LIMITS,
  type GraphqlLimits,
  type WorkLimits,
} from '../domain/limits';
import type { PageTokens } from './page-tokens';
import { readPage, type PagedRequest, type PageResult } from './pagination';

export type { CoverageQuery, CoverageResult, ServiceLimits };

export type CoverageView = CoverageRecord;

/** Everything one snapshot says about the inputs, read in a few batched calls. */
interface Facts {
  families: Map<string, FamilyRecord>;
  versions: Map<string, ScenarioVersionRecord[]>;
  marketData: Map<string, MarketDataCoverage>;
  /** The venue streams' state of each streamed listing, in this process. */
  feeds: Map<string, LiveState>;
  now: Date;
  observedAt: string;
}

export class CoverageService {
  constructor(
    private readonly store: Store,
    private readonly tokens: PageTokens,
    private readonly clock: () => Date,
    private readonly retention: () => Promise<FeedRetention>,
    private readonly graphqlLimits: Readonly<GraphqlLimits>,
    private readonly liveState: (listingId: string) => LiveState | undefined = () => undefined,
    private readonly retentionWindows: RetentionWindows = DEFAULT_RETENTION,
    private readonly workLimits: Readonly<WorkLimits> = DEFAULT_WORK_LIMITS,
    /** What the service keeps of keyed answers; the store's bounds are read from the store. */
    private readonly idempotency: { retentionHours: number; answerBytesMax: number } = {
      retentionHours: DEFAULT_IDEMPOTENCY_RETENTION_HOURS,
      answerBytesMax: DEFAULT_IDEMPOTENCY_LIMITS.answerBytesMax,
    },
  ) {}

  async coverage(
    query: CoverageQuery & PagedRequest,
  ): Promise<PageResult<CoverageView> & Pick<CoverageResult, 'serviceLimits' | 'sync'>> {
    const problems: Problem[] = [];
    const selectors = [
      query.listingIds !== undefined && 'listingIds',
      query.marketIds !== undefined && 'marketIds',
      query.familyId !== undefined && 'familyId',
    ].filter((s): s is string => s !== false);
    if (selectors.length > 1)
      problems.push({
        path: selectors.join(','),
        reason: msg`give one selector scope: {listingIds}, {marketIds} or {familyId}`,
      });
    for (const [name, ids] of [
      ['listingIds', query.listingIds],
      ['marketIds', query.marketIds],
    ] as const) {
      if (ids !== undefined && ids.length > LIMITS.idsPerRequestMax)
        problems.push({ path: name, reason: `at most ${LIMITS.idsPerRequestMax} IDs` });
    }
    failOnProblems(problems);
    const result = await readPage(
      this.store,
      this.tokens,
      'coverage',
      {
        listingIds: query.listingIds,
        marketIds: query.marketIds,
        familyId: query.familyId,
        venue: query.venue,
      },
      query,
      async (snapshot, page) => {
        const all = await this.records(query, snapshot.revision, snapshot.asOf);
        return pageOf(all, page);
      },
      (items) => Promise.resolve(items),
    );
    const retention = await this.retention();
    const now = this.clock().getTime();
    const lag = (at: string) => Math.max(0, Math.floor((now - Date.parse(at)) / 1000));
    // The resource's fields only: the checkpoint and the last full pass are the sync's own.
    const sync: SyncState[] = (await this.store.syncState.all()).map((state) => ({
      venue: state.venue,
      lastPassAt: state.lastPassAt,
      lastSuccessAt: state.lastSuccessAt,
      lagSeconds: state.lastSuccessAt === null ? null : lag(state.lastSuccessAt),
      lastError: state.lastError,
      responses: state.responses,
      quarantined: [...state.quarantined],
      kinds: state.kinds.map((k) => ({ ...k, lagSeconds: lag(k.lastSuccessAt) })),
    }));
    return {
      ...result,
      sync,
      serviceLimits: {
        pageSizeDefault: LIMITS.pageSizeDefault,
        pageSizeMax: LIMITS.pageSizeMax,
        resolveInputsMax: LIMITS.resolveInputsMax,
        composeLegsMax: LIMITS.composeLegsMax,
        analyzeLegsMax: LIMITS.analyzeLegsMax,
        positionsMax: LIMITS.positionsMax,
        candidatesMax: LIMITS.candidatesMax,
        fairValuesPerBatchMax: LIMITS.fairValuesPerBatchMax,
        idsPerRequestMax: LIMITS.idsPerRequestMax,
        tradesMax: LIMITS.tradesMax,
        evaluationCellsMax: this.workLimits.evaluationCellsMax,
        idLengthMax: LIMITS.idLengthMax,
        sourceLengthMax: LIMITS.sourceLengthMax,
        decimalLengthMax: LIMITS.decimalLengthMax,
        responseLimitBytes: this.workLimits.responseLimitBytes,
        fairValuesPerScopeMax: this.store.fairValueBounds.currentPerScope,
        fairValueHistoryPerValue: this.store.fairValueBounds.historyPerValue,
        jsonDepthMax: JSON_SHAPE_LIMITS.depthMax,
        jsonItemsMax: JSON_SHAPE_LIMITS.itemsMax,
        jsonStringBytesMax: JSON_SHAPE_LIMITS.stringBytesMax,
        idempotencyKeyLengthMax: LIMITS.idempotencyKeyLengthMax,
        idempotencyRetentionHours: this.idempotency.retentionHours,
        idempotencyAnswerBytesMax: this.idempotency.answerBytesMax,
        idempotencyBytesPerKey: this.store.idempotency.bounds.bytesPerTenant,
        idempotencyBytesTotal: this.store.idempotency.bounds.bytesTotal,
        changeFeedRetainedChanges: retention.retainedChanges,
        changeFeedOldestRetainedSeq: retention.oldestRetainedSeq,
        marketDataRetention: { ...this.retentionWindows },
        graphql: { ...this.graphqlLimits },
      },
    };
  }

  private async records(
    query: CoverageQuery,
    revision: number,
    observedAt: string,
  ): Promise<CoverageView[]> {
    if (query.listingIds !== undefined)
      return this.forListings([...new Set(query.listingIds)], query.venue, revision, observedAt);
    if (query.marketIds !== undefined)
      return this.forMarkets([...new Set(query.marketIds)], query.venue, revision, observedAt);
    const familyIds =
      query.familyId !== undefined
        ? [query.familyId]
        : (
            await this.store.findFamilies({}, revision, {
              offset: 0,
              limit: Number.MAX_SAFE_INTEGER,
            })
          ).items.map((f) => f.familyId);
    return this.forFamilies(familyIds, query.venue, revision, observedAt);
  }

  private async forListings(
    ids: string[],
    venue: string | undefined,
    rev: number,
    observedAt: string,
  ): Promise<CoverageView[]> {
    const listings = new Map(
      (await this.store.getByKeys('listing', ids, rev)).map((l) => [l.listingId, l]),
    );
    const markets = await this.marketsById(
      [...new Set([...listings.values()].map((l) => l.marketId))],
      rev,
    );
    const facts = await this.facts([...markets.values()], [...listings.values()], rev, observedAt);
    return ids.flatMap((id) => {
      const listing = listings.get(id);
      const market = listing ? markets.get(listing.marketId) : undefined;
      if (!listing || !market) return venue === undefined ? [unknown(id, 'LISTING', facts)] : [];
      if (venue !== undefined && listing.venue !== venue) return [];
      const outcomes = market.outcomes.filter((o) => o.outcomeId === listing.outcomeId);
      return familiesOf(market).map((familyId) =>
        record(id, 'LISTING', listing.venue, familyId, outcomes, [listing], facts),
      );
    });
  }

  private async forMarkets(
    ids: string[],
    venue: string | undefined,
    rev: number,
    observedAt: string,
  ): Promise<CoverageView[]> {
    const markets = await this.marketsById(ids, rev);
    const listings = await this.listingsOf([...markets.values()], rev);
    const facts = await this.facts([...markets.values()], listings, rev, observedAt);
    return ids.flatMap((id) => {
      const market = markets.get(id);
      if (!market) return venue === undefined ? [unknown(id, 'MARKET', facts)] : [];
      const own = listings.filter((l) => l.marketId === id);
      return byVenue(own, venue).flatMap(([v, onVenue]) =>
        familiesOf(market).map((familyId) =>
          record(id, 'MARKET', v, familyId, market.outcomes, onVenue, facts),
        ),
      );
    });
  }

  private async forFamilies(
    ids: string[],
    venue: string | undefined,
    rev: number,
    observedAt: string,
  ): Promise<CoverageView[]> {
    const memberIds = await this.store.marketIdsOfFamilies(ids, rev);
    const markets = await this.marketsById([...new Set([...memberIds.values()].flat())], rev);
    const listings = await this.listingsOf([...markets.values()], rev);
    const facts = await this.facts([...markets.values()], listings, rev, observedAt, ids);
    // Each family's listings in the order of `listings`, without a pass over all of them per
    // family (the overview covers every family: that pass made it quadratic in the catalog).
    const byMarket = new Map<string, number[]>();
    listings.forEach((l, i) => {
      const at = byMarket.get(l.marketId);
      if (at) at.push(i);
      else byMarket.set(l.marketId, [i]);
    });
    return ids.flatMap((id) => {
      if (!facts.families.has(id)) return venue === undefined ? [unknown(id, 'FAMILY', facts)] : [];
      // Composed combos are analytical markets, not catalog coverage (docs/decisions.md, Combos).
      const members = (memberIds.get(id) ?? [])
        .flatMap((mid) => markets.get(mid) ?? [])
        .filter((m) => !m.isCombo);
      const own = [...new Set(members.flatMap((m) => byMarket.get(m.marketId) ?? []))]
        .sort((a, b) => a - b)
        .map((i) => listings[i]!);
      return byVenue(own, venue).map(([v, onVenue]) =>
        record(
          id,
          'FAMILY',
          v,
          id,
          members.flatMap((m) => m.outcomes),
          onVenue,
          facts,
        ),
      );
    });
  }

  private async marketsById(ids: string[], rev: number): Promise<Map<string, MarketRecord>> {
    return new Map((await this.store.getByKeys('market', ids, rev)).map((m) => [m.marketId, m]));
  }

  private async listingsOf(markets: MarketRecord[], rev: number): Promise<ListingRecord[]> {
    const outcomeIds = markets.flatMap((m) => m.outcomes.map((o) => o.outcomeId));
    if (outcomeIds.length === 0) return [];
    return [...(await this.store.listingsOfOutcomes(outcomeIds, rev)).values()].flat();
  }

  private async facts(
    markets: MarketRecord[],
    listings: ListingRecord[],
    rev: number,
    observedAt: string,
    extraFamilies: string[] = [],
  ): Promise<Facts> {
    const familyIds = [...new Set([...markets.flatMap((m) => m.familyIds), ...extraFamilies])];
    const listingIds = listings.map((l) => l.listingId);
    const [families, versions, marketData] = await Promise.all([
      this.store.getByKeys('family', familyIds, rev),
      this.store.scenarioVersionsOfFamilies(familyIds, rev),
      listingIds.length > 0
        ? this.store.marketData.coverage(listingIds)
        : Promise.resolve(new Map<string, MarketDataCoverage>()),
    ]);
    const feeds = new Map<string, LiveState>();
    for (const id of listingIds) {
      const state = this.liveState(id);
      if (state) feeds.set(id, state);
    }
    return {
      families: new Map(families.map((f) => [f.familyId, f])),
      versions,
      marketData,
      feeds,
      now: this.clock(),
      observedAt,
    };
  }
}

function familiesOf(market: MarketRecord): (string | null)[] {
  return market.familyIds.length > 0 ? market.familyIds : [null];
}

/** Listings grouped by venue (sorted), narrowed to one venue when given; no listings: one null group. */
function byVenue(
  listings: ListingRecord[],
  venue: string | undefined,
): [string | null, ListingRecord[]][] {
  const groups = new Map<string, ListingRecord[]>();
  for (const l of listings) groups.set(l.venue, [...(groups.get(l.venue) ?? []), l]);
  if (venue !== undefined) return groups.has(venue) ? [[venue, groups.get(venue)!]] : [];
  if (groups.size === 0) return [[null, []]];
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

function unknown(
  inputId: string,
  inputType: CoverageView['inputType'],
  facts: Facts,
): CoverageView {
  return {
    inputId,
    inputType,
    venue: null,
    familyId: null,
    catalogStatus: 'UNKNOWN',
    analyticalStatus: 'UNSUPPORTED',
    scenarioVersion: null,
    capabilities: [],
    supportedConventionIds: [],
    historyStart: null,
    availableIntervals: [],
    quoteObservedAt: null,
    quoteAgeSeconds: null,
    feed: null,
    feedUpdatedAt: null,
    observedAt: facts.observedAt,
  };
}

function record(
  inputId: string,
  inputType: CoverageView['inputType'],
  venue: string | null,
  familyId: string | null,
  outcomes: MarketRecord['outcomes'],
  listings: ListingRecord[],
  facts: Facts,
): CoverageView {
  const versions = familyId !== null ? (facts.versions.get(familyId) ?? []) : [];
  const current = versions[versions.length - 1];
  const key = current ? formatFamilyVersion(current) : undefined;
  const paying =
    key === undefined ? 0 : outcomes.filter((o) => o.payouts[key] !== undefined).length;
  const analyticalStatus: AnalyticalStatus =
    paying > 0 && paying === outcomes.length ? 'SUPPORTED' : paying > 0 ? 'PARTIAL' : 'UNSUPPORTED';
  const data = listings.flatMap((l) => facts.marketData.get(l.listingId) ?? []);
  const dataCapabilities = new Set(data.flatMap((d) => d.capabilities));
  const capabilities = CAPABILITIES.filter((c) => {
    switch (c) {
      case 'CONTRACT_DETAILS':
        return true;
      case 'SCENARIOS':
        return current !== undefined;
      case 'PAYOUTS':
      case 'RELATIONSHIPS':
        return paying > 0;
      case 'EXPOSURE':
        return paying > 0 && listings.some((l) => l.tradingRules.payoutCurrency !== '');
      case 'QUOTES':
      case 'PRICE_HISTORY':
      case 'ORDERBOOKS':
      case 'TRADES':
        return dataCapabilities.has(c);
    }
  });
  const starts = data
    .map((d) => d.historyStart)
    .filter((s): s is string => s !== null)
    .sort();
  // Finest first, as the intervals of a listing's history are listed.
  const intervals = BAR_INTERVALS.filter((i) => data.some((d) => d.intervals.includes(i)));
  const quotes = data
    .map((d) => d.quoteObservedAt)
    .filter((q): q is string => q !== null)
    .sort();
  const stalest = quotes[0] ?? null;
  return {
    inputId,
    inputType,
    venue,
    familyId,
    catalogStatus: 'KNOWN',
    analyticalStatus,
    scenarioVersion: current?.version ?? null,
    capabilities,
    supportedConventionIds:
      familyId !== null ? (facts.families.get(familyId)?.supportedConventionIds ?? []) : [],
    historyStart: starts[0] ?? null,
    availableIntervals: intervals,
    quoteObservedAt: stalest,
    quoteAgeSeconds:
      stalest === null
        ? null
        : Math.max(0, Math.floor((facts.now.getTime() - Date.parse(stalest)) / 1000)),
    ...feedOf(listings, facts.feeds),
    observedAt: facts.observedAt,
  };
}

/**
 * The weakest feed among an input's listings: STALE when any streamed one is not current, POLLED
 * when any is polled, else LIVE; null when no stream follows any of them.
 */
function feedOf(
  listings: readonly ListingRecord[],
  feeds: Map<string, LiveState>,
): Pick<CoverageView, 'feed' | 'feedUpdatedAt' | 'feedReason'> {
  const states = listings.flatMap((l) => feeds.get(l.listingId) ?? []);
  if (states.length === 0) return { feed: null, feedUpdatedAt: null };
  const feed: FeedState = states.some((s) => !s.current)
    ? 'STALE'
    : states.some((s) => s.source === 'POLLED')
      ? 'POLLED'
      : 'LIVE';
  const reason = states.find((s) => s.reason !== undefined)?.reason;
  return {
    feed,
    feedUpdatedAt: states.map((s) => s.updatedAt).sort()[0]!,
    ...(reason !== undefined && { feedReason: reason }),
  };
}
