// The GraphQL response cache keyed by what a query read (src/graphql/response-cache.ts;
// docs/decisions.md, "Cached answers keyed by what they read"): a query of listings' quotes and
// books is answered from the cache while the catalog and those listings' market data are as it
// read them, through market-data commits of other listings; a quote written for a listing it read
// (through the ingest path the streams use) is in the very next answer.
import { ingestMarketData } from '../../src/catalog/ingest-ndjson';
import { importCatalog } from '../../src/catalog/import-catalog';
import type { Store } from '../../src/store/store';
import { changedSmallCatalog } from '../fixtures/catalog-change';
import { KX_YES, PM_BTC, PM_YES, marketDataCatalog } from '../fixtures/market-data-catalog';
import { ndjson } from '../fixtures/market-data-ndjson';
import { lookups, serve, type CacheServer } from '../support/response-cache';
import { STORE_KINDS } from '../support/stores';
import { TEST_KEY } from '../support/test-server';

/** The quotes and books of two listings of one market, as a dashboard asks for them. */
const DASHBOARD = `query Dashboard($marketId: ID!) {
  market(marketId: $marketId) {
    marketId
    outcomes { outcomeId listings { listingId venue
      quote { bid ask bidSize askSize midpoint last observedAt source }
      orderbook { observedAt bids { price size } asks { price size } } } }
  }
}`;
const VARIABLES = { marketId: 'mkt-fed-cut' };

async function ask(
  server: CacheServer,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<string> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** A quote of a listing through the NDJSON ingest path, as the live streams commit theirs. */
async function writeQuote(store: Store, listingId: string, bid: string, observedAt: string) {
  const line = { type: 'quote', listing_id: listingId, bid, ask: '0.99', observed_at: observedAt };
  const result = await ingestMarketData(store, [{ name: 'quote.ndjson', text: ndjson([line]) }]);
  expect(result.rows).toBe(1);
}

function quoteOf(body: string, listingId: string): { bid: string } | null {
  const market = (JSON.parse(body) as { data: { market: { outcomes: unknown[] } } }).data.market;
  for (const outcome of market.outcomes as { listings: { listingId: string; quote: never }[] }[])
    for (const listing of outcome.listings)
      if (listing.listingId === listingId) return listing.quote;
  throw new Error(`${listingId} not in the answer`);
}

describe.each(STORE_KINDS)('GraphQL response cache keyed by what it read ($name store)', (kind) => {
  let store: Store;
  let cached: CacheServer;
  let uncached: CacheServer;

  beforeAll(async () => {
    store = await kind.open();
    await importCatalog(store, marketDataCatalog());
    cached = await serve(store);
    uncached = await serve(store, { responseCacheMiB: 0 });
  });
  afterAll(async () => {
    await cached.close();
    await uncached.close();
    await store.close();
  });

  test('quotes and books are served from the cache while nothing they read changed', async () => {
    const first = await ask(cached, DASHBOARD, VARIABLES);
    expect(quoteOf(first, KX_YES)).not.toBeNull();
    const hits = await lookups(cached, '/graphql', 'hit');
    expect(await ask(cached, DASHBOARD, VARIABLES)).toBe(first);
    expect(await lookups(cached, '/graphql', 'hit')).toBe(hits + 1);

    // Another market's listing: a new revision, but nothing the query read.
    const before = (await store.head()).revision;
    await writeQuote(store, PM_BTC, '0.31', '2026-11-21T10:00:00Z');
    expect((await store.head()).revision).toBeGreaterThan(before);
    expect(await ask(cached, DASHBOARD, VARIABLES)).toBe(first);
    expect(await lookups(cached, '/graphql', 'hit')).toBe(hits + 2);
    expect(await ask(uncached, DASHBOARD, VARIABLES)).toBe(first);
  });

  test('a quote written for a listing the query read is in the next answer', async () => {
    await ask(cached, DASHBOARD, VARIABLES);
    await ask(cached, DASHBOARD, VARIABLES);
    const hits = await lookups(cached, '/graphql', 'hit');
    await writeQuote(store, PM_YES, '0.47', '2026-11-21T11:00:00Z');
    const after = await ask(cached, DASHBOARD, VARIABLES);
    expect(quoteOf(after, PM_YES)?.bid).toBe('0.47');
    expect(await lookups(cached, '/graphql', 'hit')).toBe(hits);
    expect(after).toBe(await ask(uncached, DASHBOARD, VARIABLES));
    // Kept again with what it read now.
    expect(await ask(cached, DASHBOARD, VARIABLES)).toBe(after);
    expect(await lookups(cached, '/graphql', 'hit')).toBe(hits + 1);
  });

  test('a query of snapshot fields only is served through market-data commits', async () => {
    const query = `{ market(marketId: "mkt-fed-cut") { title outcomes { label } } }`;
    const first = await ask(cached, query);
    const hits = await lookups(cached, '/graphql', 'hit');
    await writeQuote(store, KX_YES, '0.36', '2026-11-21T12:00:00Z');
    expect(await ask(cached, query)).toBe(first);
    expect(await lookups(cached, '/graphql', 'hit')).toBe(hits + 1);
  });

  test('an answer that names its revision is kept for that revision only', async () => {
    const query = `{ markets(first: 2) { snapshotId nodes { marketId } } }`;
    const first = await ask(cached, query);
    expect(await ask(cached, query)).toBe(first);
    const hits = await lookups(cached, '/graphql', 'hit');
    await writeQuote(store, PM_BTC, '0.32', '2026-11-21T13:00:00Z');
    const after = await ask(cached, query);
    expect(after).not.toBe(first);
    expect(after).toBe(await ask(uncached, query));
    expect(await lookups(cached, '/graphql', 'hit')).toBe(hits);
  });

  test('the age of a quote reads the clock: never kept', async () => {
    const query = `{ listing(listingId: "${KX_YES}") { quote { bid ageSeconds } } }`;
    const hits = await lookups(cached, '/graphql', 'hit');
    await ask(cached, query);
    await ask(cached, query);
    expect(await lookups(cached, '/graphql', 'hit')).toBe(hits);
  });

  test('a catalog commit turns every kept answer away', async () => {
    await ask(cached, DASHBOARD, VARIABLES);
    const hits = await lookups(cached, '/graphql', 'hit');
    await importCatalog(store, changedSmallCatalog());
    expect(await ask(cached, DASHBOARD, VARIABLES)).toBe(await ask(uncached, DASHBOARD, VARIABLES));
    expect(await lookups(cached, '/graphql', 'hit')).toBe(hits);
  });
});
