// Reference reads of the specification: GET /events, /markets, /families (and the GraphQL
// lookups). Both adapters call these functions, so the two APIs cannot drift.
import { failOnProblems, type Problem } from '../domain/errors';
import type { LifecycleStatus, MarketRecord } from '../domain/records';
import { wordsOf } from '../domain/words';
import {
  emptyPage,
  type EventFilter,
  type FamilyFilter,
  type MarketFilter,
  type PageOf,
  type Store,
} from '../store/store';
import { LIMITS } from './limits';
import type { PageTokens } from './page-tokens';
import { readPage, type PagedRequest, type PageResult } from './pagination';
import {
  eventViews,
  familyViews,
  marketViews,
  type EventView,
  type FamilyView,
  type MarketView,
} from './reference-views';

export interface EventQuery extends PagedRequest {
  eventId?: string | undefined;
  venueEventId?: string | undefined;
  familyId?: string | undefined;
  q?: string | undefined;
  category?: string | undefined;
  venue?: string | undefined;
  status?: LifecycleStatus | undefined;
}

export type MarketInclude = 'EVIDENCE' | 'LEGS';

export interface MarketQuery extends PagedRequest {
  marketId?: string | undefined;
  marketIds?: string[] | undefined;
  venueMarketId?: string | undefined;
  version?: string | undefined;
  include?: MarketInclude[] | undefined;
  q?: string | undefined;
  category?: string | undefined;
  venue?: string | undefined;
  status?: LifecycleStatus | undefined;
  eventId?: string | undefined;
  familyId?: string | undefined;
}

export interface FamilyQuery extends PagedRequest {
  familyId?: string | undefined;
  q?: string | undefined;
  marketIds?: string[] | undefined;
  category?: string | undefined;
  venue?: string | undefined;
}

export class ReferenceService {
  constructor(
    private readonly store: Store,
    private readonly tokens: PageTokens,
  ) {}

  listEvents(query: EventQuery): Promise<PageResult<EventView>> {
    const problems: Problem[] = [];
    if (query.venueEventId !== undefined && query.venue === undefined) {
      problems.push({
        path: 'venue',
        reason: 'venue_event_id requires venue: a venue is never inferred from an ID',
      });
    }
    failOnProblems(problems);
    const filter: EventFilter = {
      eventIds: query.eventId !== undefined ? [query.eventId] : undefined,
      venueEventId: query.venueEventId,
      familyId: query.familyId,
      category: query.category,
      venue: query.venue,
      status: query.status,
      words: query.q !== undefined ? wordsOf(query.q) : undefined,
    };
    return readPage(
      this.store,
      this.tokens,
      'events',
      { ...filter },
      query,
      (s, page) => this.find(filter.words, () => this.store.findEvents(filter, s.revision, page)),
      (records, s) => eventViews(this.store, records, s.revision),
    );
  }

  listMarkets(query: MarketQuery): Promise<PageResult<MarketView>> {
    const problems: Problem[] = [];
    const selectors = [
      query.marketId !== undefined && 'market_id',
      query.marketIds !== undefined && 'market_ids',
      query.venueMarketId !== undefined && 'venue_market_id',
    ].filter((s): s is string => s !== false);
    if (selectors.length > 1) {
      problems.push({
        path: selectors.join(','),
        reason: 'the single, batch and native market selectors are mutually exclusive',
      });
    }
    if (query.version !== undefined && query.marketId === undefined) {
      problems.push({ path: 'version', reason: 'version requires market_id' });
    }
    if (query.venueMarketId !== undefined && query.venue === undefined) {
      problems.push({
        path: 'venue',
        reason: 'venue_market_id requires venue: a venue is never inferred from an ID',
      });
    }
    problems.push(...idListProblems('market_ids', query.marketIds));
    failOnProblems(problems);
    const filter: MarketFilter = {
      marketIds: query.marketId !== undefined ? [query.marketId] : query.marketIds,
      venueMarketId: query.venueMarketId,
      venue: query.venue,
      eventId: query.eventId,
      familyId: query.familyId,
      category: query.category,
      status: query.status,
      words: query.q !== undefined ? wordsOf(query.q) : undefined,
    };
    const version = query.version;
    return readPage(
      this.store,
      this.tokens,
      'markets',
      // Made only for a page token: V8 copies an object spread followed by another property
      // slowly (about 1 µs, measured), a visible share of a single lookup.
      () => ({ ...filter, version }),
      query,
      async (s, page) => {
        const found = await this.find(filter.words, () =>
          this.store.findMarkets(filter, s.revision, page),
        );
        return version === undefined ? found : this.atVersion(found, version);
      },
      (records, s) => marketViews(this.store, records, s.revision),
    );
  }

  listFamilies(query: FamilyQuery): Promise<PageResult<FamilyView>> {
    const problems: Problem[] = [];
    problems.push(...idListProblems('market_ids', query.marketIds));
    failOnProblems(problems);
    const filter: FamilyFilter = {
      familyIds: query.familyId !== undefined ? [query.familyId] : undefined,
      marketIds: query.marketIds,
      category: query.category,
      venue: query.venue,
      words: query.q !== undefined ? wordsOf(query.q) : undefined,
    };
    return readPage(
      this.store,
      this.tokens,
      'families',
      { ...filter },
      query,
      (s, page) => this.find(filter.words, () => this.store.findFamilies(filter, s.revision, page)),
      (records, s) => familyViews(this.store, records, s.revision),
    );
  }

  /** A q without any word matches nothing rather than everything. */
  private find<R>(words: string[] | undefined, run: () => Promise<PageOf<R>>): Promise<PageOf<R>> {
    if (words !== undefined && words.length === 0) return Promise.resolve(emptyPage());
    return run();
  }

  /**
   * A versioned lookup: the market must match the filters at the snapshot; the requested version
   * then replaces the current one (empty when that version was never published).
   */
  private async atVersion(
    found: PageOf<MarketRecord>,
    version: string,
  ): Promise<PageOf<MarketRecord>> {
    const current = found.items[0];
    if (!current) return found;
    if (current.version === version) return found;
    const old = await this.store.marketVersion(current.marketId, version);
    return { items: old ? [old] : [], hasMore: false, total: old ? 1 : 0 };
  }
}

/** An ID list parameter: at least one ID, at most the per-request cap. */
function idListProblems(path: string, ids: string[] | undefined): Problem[] {
  if (ids === undefined) return [];
  if (ids.length === 0) return [{ path, reason: 'needs at least one ID' }];
  if (ids.length > LIMITS.idsPerRequestMax)
    return [{ path, reason: `at most ${LIMITS.idsPerRequestMax} IDs` }];
  return [];
}
