// What the HTTP benchmarks ask for, derived from the catalog the servers load: every market to look
// up in turn, a well-connected outcome for GET /relationships, 1,000 resolvable native identifiers, and
// the family of the nested GraphQL query.
import { readFileSync } from 'node:fs';
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import type { LoadRequest } from './load';

export const API_KEY = 'bench-key-0123456789';
export const RESOLVE_INPUTS = 1_000;
/** Markets in the family of the nested GraphQL query. */
export const NESTED_MARKETS = 50;

export interface Workload {
  readonly catalogFile: string;
  readonly marketCount: number;
  readonly listingCount: number;
  /** GET /v1/markets?market_id=… of every market, in catalog order: sent in turn. */
  readonly lookups: readonly LoadRequest[];
  /** Every market ID, in catalog order. */
  readonly marketIds: readonly string[];
  /** The family of the nested GraphQL query and the anchor's equivalent. */
  readonly familyId: string;
  readonly familyMarkets: number;
  /** POST /v1/markets:resolve with RESOLVE_INPUTS inputs, each one listing. */
  readonly resolve: LoadRequest;
  /** Its inputs: RESOLVE_INPUTS, or every listing of a smaller catalog. */
  readonly resolveInputs: number;
  /** The outcomes of the nested family: candidates for a well-connected outcome. */
  readonly candidateOutcomeIds: readonly string[];
}

/** The nested query of the GraphQL benchmarks: family → markets → outcomes → listings. */
export function nestedQuery(familyId: string): string {
  return `query Nested {
  family(familyId: ${JSON.stringify(familyId)}) {
    familyId
    markets(first: 500) {
      nodes {
        marketId
        version
        status
        outcomes {
          outcomeId
          listings { listingId venue venueMarketId venueOutcomeId mappingVersion status }
        }
      }
    }
  }
}`;
}

/** Book levels a side the dashboard shows (Listing.orderbook's depth). */
export const DASHBOARD_DEPTH = 3;
/** Markets a venue event of the dashboard shows. */
export const DASHBOARD_MARKETS = 25;

/**
 * A dashboard's query: a family's venue events → markets → outcomes → listings, with each
 * listing's quote and the top of its book.
 */
export function dashboardQuery(): string {
  return `query Dashboard($familyId: ID!) {
  family(familyId: $familyId) {
    familyId
    title
    events(first: 2) {
      nodes {
        eventId
        venue
        title
        markets(first: ${DASHBOARD_MARKETS}) {
          nodes {
            marketId
            title
            status
            outcomes {
              outcomeId
              label
              listings {
                listingId
                venue
                status
                quote { bid bidSize ask askSize midpoint last observedAt source }
                orderbook(depth: ${DASHBOARD_DEPTH}) { observedAt bids { price size } asks { price size } }
              }
            }
          }
        }
      }
    }
  }
}`;
}

export function graphqlRequest(query: string, variables?: Record<string, unknown>): LoadRequest {
  if (variables !== undefined)
    return { method: 'POST', path: '/graphql', body: JSON.stringify({ query, variables }) };
  return { method: 'POST', path: '/graphql', body: JSON.stringify({ query }) };
}

export function relationshipsRequest(outcomeId: string): LoadRequest {
  return { method: 'GET', path: `/v1/relationships?outcome_id=${encodeURIComponent(outcomeId)}` };
}

type CatalogListing = CatalogDocument['markets'][number]['outcomes'][number]['listings'][number];

/** Each input form of docs/decisions.md that selects one listing, in turn. */
function formOf(listing: CatalogListing, turn: number): Record<string, string> {
  const side = { venue_outcome_id: listing.venue_outcome_id };
  const forms: Record<string, string>[] = [];
  if (listing.token_id !== undefined) forms.push({ token_id: listing.token_id });
  if (listing.ticker !== undefined) forms.push({ ticker: listing.ticker, ...side });
  if (listing.slug !== undefined) forms.push({ slug: listing.slug, ...side });
  forms.push({ venue_market_id: listing.venue_market_id, ...side });
  return forms[turn % forms.length]!;
}

export function workloadOf(catalogFile: string): Workload {
  const catalog = JSON.parse(readFileSync(catalogFile, 'utf8')) as CatalogDocument;
  const marketsOf = new Map<string, CatalogDocument['markets']>();
  for (const market of catalog.markets) {
    for (const familyId of market.family_ids) {
      const list = marketsOf.get(familyId) ?? [];
      list.push(market);
      marketsOf.set(familyId, list);
    }
  }
  // The family closest to NESTED_MARKETS markets from above (the largest when none has as many).
  const families = [...marketsOf].sort(
    ([idA, a], [idB, b]) => rank(a.length) - rank(b.length) || (idA < idB ? -1 : idA > idB ? 1 : 0),
  );
  const [familyId, familyMarkets] = families[0] ?? [];
  if (familyId === undefined || familyMarkets === undefined)
    throw new Error(`${catalogFile} has no family with markets`);

  const listings = catalog.markets.flatMap((m) => m.outcomes.flatMap((o) => o.listings));
  const inputs = listings.slice(0, RESOLVE_INPUTS).map((listing, i) => ({
    client_reference: `in-${i}`,
    venue: listing.venue,
    ...formOf(listing, i >> 1),
  }));
  return {
    catalogFile,
    marketCount: catalog.markets.length,
    listingCount: listings.length,
    lookups: catalog.markets.map((market) => ({
      method: 'GET',
      path: `/v1/markets?market_id=${encodeURIComponent(market.market_id)}`,
    })),
    marketIds: catalog.markets.map((market) => market.market_id),
    familyId,
    familyMarkets: familyMarkets.length,
    resolve: { method: 'POST', path: '/v1/markets:resolve', body: JSON.stringify({ inputs }) },
    resolveInputs: inputs.length,
    candidateOutcomeIds: familyMarkets.flatMap((m) => m.outcomes.map((o) => o.outcome_id)),
  };

  function rank(markets: number): number {
    return markets >= NESTED_MARKETS ? markets - NESTED_MARKETS : 1_000_000 - markets;
  }
}

/**
 * The hostile queries the cost limits refuse (docs/decisions.md, "GraphQL limits") on a family of the catalog: family → markets → families → …
 * with six levels of markets, and 2,000 aliases of one selection. Both are refused before they run
 * (QUERY_TOO_COMPLEX: the first over the complexity limit, the second over the token limit).
 */
export function hostileQueries(familyId: string): { sixLevel: string; aliases: string } {
  const walk = (levels: number): string =>
    levels === 1
      ? 'markets { nodes { marketId title } }'
      : `markets { nodes { marketId families { ${walk(levels - 1)} } } }`;
  const family = JSON.stringify(familyId);
  return {
    sixLevel: `{ family(familyId: ${family}) { ${walk(6)} } }`,
    aliases: `{ ${Array.from(
      { length: 2000 },
      (_, i) =>
        `a${i}: family(familyId: ${family}) { markets { nodes { outcomes { listings { listingId } } } } }`,
    ).join(' ')} }`,
  };
}

/** The cheap query measured beside hostile load: one market with its outcomes. */
export function cheapQuery(marketId: string): string {
  return `{ market(marketId: ${JSON.stringify(marketId)}) { marketId title outcomes { outcomeId label } } }`;
}
