// The market-data fields of Listing over real HTTP on both stores: the same values as REST, the
// same errors, and batched through per-request DataLoaders.
import { MemoryStore } from '../../src/store/memory/memory-store';
import {
  KX_NO,
  KX_YES,
  PM_YES,
  fixedNow,
  marketDataCatalog,
} from '../fixtures/market-data-catalog';
import { countingMarketData } from '../support/counting-market-data';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

const LISTING = /* GraphQL */ `
  query Listing($id: ID!, $after: String) {
    listing(listingId: $id) {
      listingId
      quote {
        bid
        ask
        midpoint
        last
        observedAt
        ageSeconds
        source
      }
      orderbook {
        observedAt
        bids {
          price
          size
        }
        asks {
          price
          size
        }
      }
      trades(first: 2, after: $after) {
        edges {
          node {
            tradeId
            price
            quantity
            takerSide
            executedAt
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      priceHistory(interval: ONE_HOUR, start: "2026-11-20T00:00:00Z", end: "2026-11-21T00:00:00Z") {
        totalCount
        nodes {
          interval
          start
          close
          volume
        }
      }
      stats(window: ONE_HOUR) {
        window
        windowStart
        windowEnd
        statistics {
          name
          value
          reason
          unit
          currency
          scopeKey
          source
          method
          asOf
        }
      }
      fees {
        kind
        formula
        rate
        effectiveFrom
        rounding
      }
    }
  }
`;

describe.each(STORE_KINDS)('Listing market data over GraphQL ($name store)', (kind) => {
  let server: TestServer;
  let calls: Map<string, number>;

  beforeAll(async () => {
    const counted = countingMarketData(await kind.open());
    calls = counted.calls;
    server = await startTestServer(counted.store, [marketDataCatalog()], undefined, {
      clock: fixedNow,
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  test('quote, orderbook, trades, priceHistory, stats and fees answer as REST does', async () => {
    const { listing } = await data(server, LISTING, { id: KX_YES });
    const rest = async (path: string) => (await get(server, `/v1/${path}`)).body.items;
    const [quote] = await rest(`quotes?listing_id=${KX_YES}`);
    expect(listing.quote).toEqual({
      bid: quote.bid,
      ask: quote.ask,
      midpoint: '0.41',
      last: quote.last,
      observedAt: quote.observed_at,
      ageSeconds: 60,
      source: 'QUOTE',
    });
    const [book] = await rest(`orderbooks?listing_id=${KX_YES}`);
    expect(listing.orderbook).toEqual({
      observedAt: book.observed_at,
      bids: book.bids,
      asks: book.asks,
    });
    expect(listing.trades.edges.map((e: any) => e.node.tradeId)).toEqual(['kx-2', 'kx-1']);
    expect(listing.trades.pageInfo.hasNextPage).toBe(true);
    const next = await data(server, LISTING, {
      id: KX_YES,
      after: listing.trades.pageInfo.endCursor,
    });
    expect(next.listing.trades.edges.map((e: any) => e.node.tradeId)).toEqual(['kx-4']);
    expect(listing.priceHistory).toEqual({
      totalCount: 2,
      nodes: [
        { interval: 'ONE_HOUR', start: '2026-11-20T14:00:00.000Z', close: '0.4', volume: '0' },
        { interval: 'ONE_HOUR', start: '2026-11-20T15:00:00.000Z', close: '0.4', volume: '40' },
      ],
    });
    const [stats] = await rest(`market-stats?listing_id=${KX_YES}&window=1h`);
    expect(listing.stats.window).toBe('ONE_HOUR');
    expect(listing.stats.windowStart).toBe(stats.window_start);
    expect(listing.stats.statistics).toEqual(
      stats.statistics.map((s: any) => ({
        name: s.name.toUpperCase(),
        value: s.value,
        reason: s.reason ?? null,
        unit: s.unit,
        currency: s.currency,
        scopeKey: s.scope_key,
        source: s.source,
        // The same text, naming fields in GraphQL's camelCase (windowStart, payoutUnit).
        method: s.method.replace(/[a-z]+(?:_[a-z]+)+/g, (word: string) =>
          word.replace(/_([a-z])/g, (_m: string, c: string) => c.toUpperCase()),
        ),
        asOf: s.as_of,
      })),
    );
    expect(listing.stats.statistics.find((s: any) => s.name === 'VWAP').value).toBe('0.45');
    expect(listing.fees.map((f: any) => [f.kind, f.rate, f.effectiveFrom])).toEqual([
      ['TAKER', '0.07', null],
      ['TAKER', '0.035', '2026-12-01T05:00:00.000Z'],
      ['MAKER', '0.0175', null],
    ]);
  });

  test('the NO listing of a Kalshi book has its own, mirrored, book and NO-oriented vwap', async () => {
    const { listing } = await data(
      server,
      `{ listing(listingId: "${KX_NO}") {
          orderbook { bids { price size } asks { price size } }
          stats(window: ONE_HOUR) { statistics { name value scopeKey } } } }`,
    );
    expect(listing.orderbook.bids[0]).toEqual({ price: '0.58', size: '80' });
    expect(listing.orderbook.asks[0]).toEqual({ price: '0.6', size: '100' });
    const stat = (name: string) => listing.stats.statistics.find((s: any) => s.name === name);
    expect(stat('VWAP').value).toBe('0.55');
    expect(stat('TRADED_QUANTITY')).toMatchObject({
      value: '60',
      scopeKey: 'kalshi:KXFED-26DEC-CUT',
    });
  });

  test('orderbook(depth:) gives the best levels of each side; depth 0 is INVALID_REQUEST', async () => {
    const whole = await data(
      server,
      `{ listing(listingId: "${KX_YES}") { orderbook { bids { price size } asks { price size } } } }`,
    );
    const { bids, asks } = whole.listing.orderbook;
    expect(bids.length + asks.length).toBeGreaterThan(2);
    const top = await data(
      server,
      `{ listing(listingId: "${KX_YES}") { orderbook(depth: 1) { bids { price size } asks { price size } } } }`,
    );
    expect(top.listing.orderbook).toEqual({ bids: bids.slice(0, 1), asks: asks.slice(0, 1) });
    const refused = await graphql(
      server,
      `{ listing(listingId: "${KX_YES}") { orderbook(depth: 0) { bids { price } } } }`,
    );
    expect(refused.body.errors?.[0]?.extensions.code).toBe('INVALID_REQUEST');
    expect(refused.body.errors?.[0]?.message).toContain('depth');
    expect(refused.body.data?.listing).toEqual({ orderbook: null });
  });

  test('an interval the listing lacks is INVALID_REQUEST; an unknown listing is null', async () => {
    const res = await graphql(
      server,
      `{ listing(listingId: "${KX_YES}") { priceHistory(interval: ONE_MINUTE, start: "2026-11-20T00:00:00Z", end: "2026-11-21T00:00:00Z") { nodes { start } } } }`,
    );
    expect(res.body.errors?.[0]?.extensions.code).toBe('INVALID_REQUEST');
    expect(res.body.errors?.[0]?.message).toContain('available intervals: 1h');
    expect(res.body.data?.listing).toEqual({ priceHistory: null });
    const unknown = await data(server, `{ listing(listingId: "lst-none") { quote { bid } } }`);
    expect(unknown.listing).toBeNull();
  });

  test('a page of listings reads its trades and price history in one store call each; each listing keeps its own page', async () => {
    const PAGES = /* GraphQL */ `
      {
        markets(first: 10) {
          nodes {
            outcomes {
              listings {
                listingId
                trades(first: 1) {
                  totalCount
                  nodes {
                    tradeId
                  }
                  pageInfo {
                    hasNextPage
                    endCursor
                  }
                }
                priceHistory(
                  interval: ONE_HOUR
                  start: "2026-11-20T00:00:00Z"
                  end: "2026-11-21T00:00:00Z"
                  first: 1
                ) {
                  totalCount
                  nodes {
                    start
                    close
                  }
                }
              }
            }
          }
        }
      }
    `;
    const count = (method: string) => calls.get(method) ?? 0;
    const before = { pages: count('tradePages'), bars: count('barPages'), one: count('trades') };
    const res = await graphql(server, PAGES);
    expect(count('tradePages')).toBe(before.pages + 1);
    expect(count('barPages')).toBe(before.bars + 1);
    expect(count('trades')).toBe(before.one);
    const listings = res.body.data.markets.nodes.flatMap((m: any) =>
      m.outcomes.flatMap((o: any) => o.listings),
    );
    const byId = new Map<string, any>(listings.map((l: any) => [l.listingId, l]));
    expect(listings.length).toBe(5);
    // Each listing's page is what REST gives for that listing alone.
    for (const listing of listings) {
      const rest = await get(server, `/v1/trades?listing_id=${listing.listingId}&page_size=1`);
      expect(listing.trades.nodes.map((t: any) => t.tradeId)).toEqual(
        rest.body.items.map((t: any) => t.trade_id),
      );
      expect(listing.trades.pageInfo.hasNextPage).toBe(rest.body.next_page_token !== null);
    }
    expect(byId.get(KX_YES).trades).toMatchObject({ totalCount: 3, nodes: [{ tradeId: 'kx-2' }] });
    expect(byId.get(KX_NO).trades).toMatchObject({ totalCount: 1, nodes: [{ tradeId: 'kx-3' }] });
    // A listing's cursor continues that listing's list.
    const next = await data(
      server,
      `query($id: ID!, $after: String) { listing(listingId: $id) { trades(first: 5, after: $after) { nodes { tradeId } } } }`,
      { id: KX_YES, after: byId.get(KX_YES).trades.pageInfo.endCursor },
    );
    expect(next.listing.trades.nodes.map((t: any) => t.tradeId)).toEqual(['kx-1', 'kx-4']);
    expect(byId.get(KX_YES).priceHistory).toEqual({
      totalCount: 2,
      nodes: [{ start: '2026-11-20T14:00:00.000Z', close: '0.4' }],
    });
    expect(byId.get(PM_YES).priceHistory.totalCount).toBe(1);
    // A listing without hourly bars fails alone, as its own query would.
    expect(byId.get(KX_NO).priceHistory).toBeNull();
    const failed = (res.body.errors ?? []).filter((e: any) => e.path.at(-1) === 'priceHistory');
    expect(failed.length).toBe(listings.filter((l: any) => l.priceHistory === null).length);
    expect(failed.every((e: any) => e.extensions.code === 'INVALID_REQUEST')).toBe(true);
    const alone = await graphql(
      server,
      `{ listing(listingId: "${KX_NO}") { priceHistory(interval: ONE_HOUR, start: "2026-11-20T00:00:00Z", end: "2026-11-21T00:00:00Z", first: 1) { totalCount } } }`,
    );
    expect(failed.map((e: any) => e.message)).toContain(alone.body.errors?.[0]?.message);
  });

  test('a trade print is a Node: node(id) gives it back', async () => {
    const { listing } = await data(
      server,
      `{ listing(listingId: "${KX_YES}") { trades(first: 1) { nodes { id tradeId price } } } }`,
    );
    const [trade] = listing.trades.nodes;
    const { node } = await data(
      server,
      `query($id: ID!) { node(id: $id) { __typename id ... on TradePrint { tradeId price } } }`,
      { id: trade.id },
    );
    expect(node).toEqual({ __typename: 'TradePrint', ...trade });
  });
});

test('a page of listings costs one market-data read per field (quotes and books together), not one per listing', async () => {
  const { store, calls } = countingMarketData(new MemoryStore());
  const server = await startTestServer(store, [marketDataCatalog()], undefined, {
    clock: fixedNow,
  });
  try {
    const result = await data(
      server,
      `{ markets(first: 10) { edges { node { outcomes { listings {
          listingId quote { bid } orderbook { observedAt } fees { kind }
          stats(window: ONE_DAY) { windowStart } } } } } } }`,
    );
    const listings = result.markets.edges.flatMap((e: any) =>
      e.node.outcomes.flatMap((o: any) => o.listings),
    );
    expect(listings.map((l: any) => l.listingId)).toEqual(
      expect.arrayContaining([KX_YES, KX_NO, PM_YES]),
    );
    expect(listings.length).toBe(5);
    // quotes and books are one read (quotes need the books too); stats reads coverage, prints and
    // the latest books once.
    expect(calls.get('latestQuotes')).toBe(1);
    expect(calls.get('fees')).toBe(1);
    expect(calls.get('tradePrints')).toBe(1);
    expect(calls.get('latestOrderbooks')).toBe(2);
  } finally {
    await server.close();
  }
});
