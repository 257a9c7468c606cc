// Reference reads of the specification: GET /events, /markets, /families (and the GraphQL
// lookups). Both adapters call these functions, so the two APIs cannot drift.
import { failOnProblems, msg, type Problem } from '../domain/errors';
import type { MarketRecord } from '../domain/records';
import type { Market } from '../resources/market';
import type { EventsQuery, FamiliesQuery, MarketsQuery } from '../resources/reference-queries';
import { wordsOf } from '../domain/words';
import {
  emptyPage,
  type EventFilter,
  type FamilyFilter,
  type MarketFilter,
  type PageOf,
  type Store,
} from '../store/store';
import type { ListResult } from './snapshot';
import { LIMITS } from '../domain/limits';
import type { PageTokens } from './page-tokens';
import { readPage, type PagedRequest, type PageResult } from './pagination';
import {
  eventViews,
  familyViews,
  marketResource,
  marketViews,
  type EventView,
  type FamilyView,
  type MarketView,
} from './reference-views';

export type { EventsQuery, FamiliesQuery, MarketsQuery };

export class ReferenceService {
  constructor(
    private readonly store: Store,
    private readonly tokens: PageTokens,
  ) {}

  listEvents(query: EventsQuery & PagedRequest): Promise<PageResult<EventView>> {
    const problems: Problem[] = [];
    if (query.venueEventId !== undefined && query.venue === undefined) {
      problems.push({
        path: 'venue',
        reason: msg`{venueEventId} requires {venue}: a venue is never inferred from an ID`,
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

  /** The markets as resources (GET /markets), with what `include` asks for. */
  async listMarketResources(query: MarketsQuery): Promise<ListResult<Market>> {
    const result = await this.listMarkets(query);
    const include = query.include ?? [];
    return { ...result, items: result.items.map((view) => marketResource(view, include)) };
  }

  /** The markets with their outcomes' listings (GraphQL primes its loaders with them). */
  listMarkets(query: MarketsQuery & PagedRequest): Promise<PageResult<MarketView>> {
    const problems: Problem[] = [];
    const selectors = [
      query.marketId !== undefined && 'marketId',
      query.marketIds !== undefined && 'marketIds',
      query.venueMarketId !== undefined && 'venueMarketId',
    ].filter((s): s is string => s !== false);
    if (selectors.length > 1) {
      problems.push({
        path: selectors.join(','),
        reason: 'the single, batch and native market selectors are mutually exclusive',
      });
    }
    if (query.version !== undefined && query.marketId === undefined) {
      problems.push({ path: 'version', reason: msg`{version} requires {marketId}` });
    }
    if (query.venueMarketId !== undefined && query.venue === undefined) {
      problems.push({
        path: 'venue',
        reason: msg`{venueMarketId} requires {venue}: a venue is never inferred from an ID`,
      });
    }
    problems.push(...idListProblems('marketIds', query.marketIds));
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

  listFamilies(query: FamiliesQuery & PagedRequest): Promise<PageResult<FamilyView>> {
    const problems: Problem[] = [];
    problems.push(...idListProblems('marketIds', query.marketIds));
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
