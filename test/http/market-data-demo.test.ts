// Every listing of the demo catalog answers every market-data endpoint, over REST and GraphQL, on
// both stores; volume summed over distinct scope keys equals the prints' total (no double count).
import { readFileSync } from 'node:fs';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { dec, formatDec, sumDec } from '../../src/domain/arithmetic/decimal';
import { data } from '../graphql/graphql-client';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';

const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');
/** The demo's market data ends just before this (scripts/demo/build-demo-catalog.ts). */
const demoNow = () => new Date('2026-11-20T16:00:00.000Z');
const listingIds = demo.markets.flatMap((m) =>
  m.outcomes.flatMap((o) => o.listings.map((l) => l.listing_id)),
);
const batches: string[][] = [];
for (let i = 0; i < listingIds.length; i += 100) batches.push(listingIds.slice(i, i + 100));
const ids = (batch: string[]) => batch.map((id) => `listing_ids=${id}`).join('&');

describe.each(STORE_KINDS)('demo market data ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [demo], undefined, { clock: demoNow });
  }, 180_000);
  afterAll(async () => {
    await server.close();
  });

  /** Every item of every page of a market-data list, over the batches of listing IDs. */
  async function all(path: string, extra = ''): Promise<any[]> {
    const items: any[] = [];
    for (const batch of batches) {
      let token: string | null = null;
      do {
        const paging: string = token ? `&page_token=${encodeURIComponent(token)}` : '';
        const res: any = await get(server, `/v1/${path}?${ids(batch)}${extra}${paging}`);
        expect(res.status).toBe(200);
        items.push(...res.body.items);
        token = res.body.next_page_token;
      } while (token);
    }
    return items;
  }

  const listingsOf = (items: any[]) => [...new Set(items.map((i) => i.listing_id))].sort();

  test.each([
    ['quotes', ''],
    ['orderbooks', ''],
    ['fees', ''],
    ['trades', '&page_size=500'],
    [
      'price-history',
      '&interval=1h&start=2026-10-01T00:00:00Z&end=2026-11-21T00:00:00Z&page_size=500',
    ],
    ['market-stats', '&window=lifetime'],
  ])('every demo listing answers GET /%s', async (path, extra) => {
    expect(listingsOf(await all(path, extra))).toEqual([...listingIds].sort());
  });

  test('quotes are two-sided with an exact midpoint; books are sorted best first', async () => {
    for (const quote of await all('quotes')) {
      expect(dec(quote.bid).lte(quote.ask)).toBe(true);
      expect(quote.midpoint).toBe(formatDec(dec(quote.bid).plus(quote.ask).div(2)));
    }
    for (const book of await all('orderbooks')) {
      const bids = book.bids.map((l: any) => dec(l.price));
      const asks = book.asks.map((l: any) => dec(l.price));
      bids.slice(1).forEach((p: any, i: number) => expect(p.lt(bids[i])).toBe(true));
      asks.slice(1).forEach((p: any, i: number) => expect(p.gt(asks[i])).toBe(true));
    }
  });

  test('lifetime volume summed over distinct scope keys is every print once', async () => {
    const stats = await all('market-stats', '&window=lifetime');
    const byScope = new Map<string, string>();
    for (const record of stats) {
      const quantity = record.statistics.find((s: any) => s.name === 'traded_quantity');
      expect(quantity.value).not.toBeNull();
      const seen = byScope.get(quantity.scope_key);
      if (seen !== undefined) expect(quantity.value).toBe(seen);
      byScope.set(quantity.scope_key, quantity.value);
    }
    // Each Kalshi and Polymarket binary: one key for its YES and NO listings.
    expect(byScope.size).toBe(listingIds.length / 2);
    const total = sumDec(demo.market_data!.trades.map((t) => t.quantity));
    expect(formatDec(sumDec([...byScope.values()]))).toBe(formatDec(total));
  });

  test('GraphQL: every demo listing has a quote, book, trades, history, stats and fees', async () => {
    const result = await data(
      server,
      `{ families(first: 6) { edges { node { markets(first: 50) { nodes { outcomes { listings {
          listingId
          quote { midpoint }
          orderbook { bids { price } }
          trades(first: 1) { edges { node { tradeId } } }
          priceHistory(interval: ONE_HOUR, start: "2026-11-20T00:00:00Z", end: "2026-11-21T00:00:00Z") { nodes { close } }
          stats(window: LIFETIME) { statistics { name value } }
          fees { kind }
      } } } } } } } }`,
    );
    const seen = new Map<string, any>();
    for (const edge of result.families.edges)
      for (const market of edge.node.markets.nodes)
        for (const outcome of market.outcomes)
          for (const listing of outcome.listings) seen.set(listing.listingId, listing);
    expect([...seen.keys()].sort()).toEqual([...listingIds].sort());
    for (const listing of seen.values()) {
      expect(listing.quote.midpoint).toEqual(expect.any(String));
      expect(listing.orderbook.bids.length).toBeGreaterThan(0);
      expect(listing.trades.edges).toHaveLength(1);
      expect(listing.priceHistory.nodes).toEqual(expect.any(Array));
      expect(listing.stats.statistics.find((s: any) => s.name === 'TRADE_COUNT').value).not.toBe(
        '0',
      );
      expect(listing.fees.length).toBeGreaterThan(0);
    }
  });
});
