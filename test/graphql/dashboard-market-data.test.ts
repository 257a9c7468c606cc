// A dashboard's query over real HTTP on both stores: a family's markets → outcomes → listings,
// each listing's quote and top of book. However many listings the page holds, their quotes and
// books are one read of the store's market data, and each answers what REST answers.
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { validateCatalog } from '../../src/catalog/import-catalog';
import { ServiceError } from '../../src/domain/errors';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { generatedCatalogJson } from '../fixtures/generated-catalog';
import { fixedNow } from '../fixtures/market-data-catalog';
import { countingMarketData } from '../support/counting-market-data';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

const MARKETS = 60;
const LEVELS = 5;
const DEPTH = 2;

/** 60 markets of one family, 240 listings, each with a quote and a book of LEVELS levels a side. */
function dashboardCatalog(): CatalogDocument {
  const json = generatedCatalogJson({ markets: MARKETS, families: 1 }) as {
    markets: { outcomes: { listings: { listing_id: string }[] }[] }[];
  };
  const quotes: Record<string, unknown>[] = [];
  const orderbooks: Record<string, unknown>[] = [];
  let n = 0;
  const cents = (c: number) => `0.${String(c).padStart(2, '0')}`;
  for (const market of json.markets)
    for (const outcome of market.outcomes)
      for (const listing of outcome.listings) {
        const bid = 20 + (n++ % 60);
        // Every third listing's book is newer than its quote: the quote's top comes from the book.
        const bookAt = n % 3 === 0 ? '2026-11-20T15:59:00Z' : '2026-11-20T15:30:00Z';
        quotes.push({
          listing_id: listing.listing_id,
          bid: cents(bid),
          bid_size: '120',
          ask: cents(bid + 3),
          ask_size: '75.5',
          observed_at: '2026-11-20T15:45:00Z',
        });
        const levels = Array.from({ length: LEVELS }, (_, k) => k);
        orderbooks.push({
          listing_id: listing.listing_id,
          observed_at: bookAt,
          bids: levels.map((k) => [cents(bid - k), String(100 + k)]),
          asks: levels.map((k) => [cents(bid + 1 + k), `${50 + k}.25`]),
        });
      }
  return validateCatalog({
    ...json,
    market_data: { quotes, orderbooks, trades: [], price_history: [], fees: [] },
  });
}

const DASHBOARD = /* GraphQL */ `
  query Dashboard($familyId: ID!) {
    family(familyId: $familyId) {
      markets(first: 100) {
        nodes {
          outcomes {
            listings {
              listingId
              quote { bid bidSize ask askSize midpoint last observedAt source }
              orderbook(depth: ${DEPTH}) { observedAt bids { price size } asks { price size } }
            }
          }
        }
      }
    }
  }
`;

const BOOKS_ONLY = DASHBOARD.replace(
  'quote { bid bidSize ask askSize midpoint last observedAt source }',
  '',
);

interface DashboardListing {
  listingId: string;
  quote?: Record<string, unknown> | null;
  orderbook: { observedAt: string; bids: unknown[]; asks: unknown[] } | null;
}

function listingsOf(result: any): DashboardListing[] {
  return result.family.markets.nodes.flatMap((m: any) =>
    m.outcomes.flatMap((o: any) => o.listings as DashboardListing[]),
  );
}

describe.each(STORE_KINDS)('a dashboard of quotes and books ($name store)', (kind) => {
  let server: TestServer;
  let calls: Map<string, number>;

  beforeAll(async () => {
    const counted = countingMarketData(await kind.open());
    calls = counted.calls;
    server = await startTestServer(counted.store, [dashboardCatalog()], undefined, {
      clock: fixedNow,
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  test('240 listings with quotes and books: one read of quotes, books and coverage', async () => {
    calls.clear();
    const listings = listingsOf(await data(server, DASHBOARD, { familyId: 'fam-gen-0' }));
    expect(listings).toHaveLength(MARKETS * 4);
    expect(Object.fromEntries(calls)).toEqual({
      writtenAt: 1,
      latestQuotes: 1,
      latestOrderbooks: 1,
      coverage: 1,
    });
    for (const listing of listings) {
      expect(listing.quote).not.toBeNull();
      expect(listing.orderbook?.bids).toHaveLength(DEPTH);
      expect(listing.orderbook?.asks).toHaveLength(DEPTH);
    }
  });

  test('books alone read no quotes and no coverage', async () => {
    calls.clear();
    const listings = listingsOf(await data(server, BOOKS_ONLY, { familyId: 'fam-gen-0' }));
    expect(listings).toHaveLength(MARKETS * 4);
    expect(listings.every((l) => l.quote === undefined && l.orderbook !== null)).toBe(true);
    expect(Object.fromEntries(calls)).toEqual({ writtenAt: 1, latestOrderbooks: 1 });
  });

  test('each quote and book is what GET /v1/quotes and /v1/orderbooks answer', async () => {
    const listings = listingsOf(await data(server, DASHBOARD, { familyId: 'fam-gen-0' }));
    const ids = listings.map((l) => l.listingId);
    for (let start = 0; start < ids.length; start += 100) {
      const page = ids.slice(start, start + 100);
      const query = page.map((id) => `listing_ids=${encodeURIComponent(id)}`).join('&');
      const [quotes, books] = await Promise.all([
        get(server, `/v1/quotes?${query}`),
        get(server, `/v1/orderbooks?${query}`),
      ]);
      expect(quotes.status).toBe(200);
      expect(books.status).toBe(200);
      const quoteOf = new Map<string, any>(quotes.body.items.map((q: any) => [q.listing_id, q]));
      const bookOf = new Map<string, any>(books.body.items.map((b: any) => [b.listing_id, b]));
      for (const listing of listings.slice(start, start + 100)) {
        const rest = quoteOf.get(listing.listingId);
        expect(listing.quote).toEqual({
          bid: rest.bid,
          bidSize: rest.bid_size,
          ask: rest.ask,
          askSize: rest.ask_size,
          midpoint: rest.midpoint,
          last: rest.last,
          observedAt: rest.observed_at,
          source: rest.source,
        });
        const book = bookOf.get(listing.listingId);
        expect(listing.orderbook).toEqual({
          observedAt: book.observed_at,
          bids: book.bids.slice(0, DEPTH),
          asks: book.asks.slice(0, DEPTH),
        });
      }
    }
  });
});

test('a market-data read that fails leaves the page of markets whole: each quote and book reports it', async () => {
  // The memory store with its books unreadable, as a store that stops answering mid-request.
  const store = new MemoryStore();
  const unavailable = () =>
    Promise.reject(new ServiceError('SERVICE_UNAVAILABLE', 'the store is unavailable'));
  const marketData = new Proxy(store.marketData, {
    get: (target, property, receiver) =>
      property === 'latestOrderbooks' ? unavailable : Reflect.get(target, property, receiver),
  });
  const failing = new Proxy(store, {
    get: (target, property) => {
      if (property === 'marketData') return marketData;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  const server = await startTestServer(failing, [dashboardCatalog()], undefined, {
    clock: fixedNow,
  });
  try {
    const res = await graphql(server, DASHBOARD, { familyId: 'fam-gen-0' });
    expect(res.status).toBe(200);
    const listings = listingsOf(res.body.data);
    expect(listings).toHaveLength(MARKETS * 4);
    expect(listings.every((l) => l.quote === null && l.orderbook === null)).toBe(true);
    const errors = res.body.errors ?? [];
    expect(errors).toHaveLength(MARKETS * 4 * 2);
    expect(new Set(errors.map((e: any) => e.extensions.code))).toEqual(
      new Set(['SERVICE_UNAVAILABLE']),
    );
    expect(new Set(errors.map((e: any) => e.path.at(-1)))).toEqual(new Set(['quote', 'orderbook']));
  } finally {
    await server.close();
  }
});
