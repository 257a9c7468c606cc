// Subscription.quote, .orderbook and .trades over a real WebSocket (graphql-ws) on both stores:
// fed by the venue streams of the same process (LiveMarketData), or, with the streams in another
// process, by what they write to the store. The first event is the current value; then each
// change, each trade once; an unknown listing is no match, as in every lookup.
import type { Client } from 'graphql-ws';
import { adaptVenuePayloads } from '../../src/catalog/venues/adapt-venues';
import { importCatalog } from '../../src/catalog/import-catalog';
import { LiveMarketData } from '../../src/services/live-market-data';
import { venueFiles } from '../catalog/venues/venue-fixtures';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, type TestServer } from '../support/test-server';
import { graphql } from './graphql-client';
import { next, wsClient, type Iterator } from './ws-client';

const LISTING = 'lst-pm-640102-yes';
const OTHER = 'lst-pm-640102-no';

const client = wsClient;

const QUOTE = `subscription($id: ID!) { quote(listingId: $id) { listingId bid ask midpoint last source } }`;
const BOOK = `subscription($id: ID!) { orderbook(listingId: $id) { listingId bids { price size } asks { price size } } }`;
const TRADES = `subscription($ids: [ID!]!) { trades(listingIds: $ids) { tradeId listingId price quantity takerSide } }`;

const book = (bids: [string, string][], asks: [string, string][]) => ({
  bids: bids.map(([price, size]) => ({ price, size })),
  asks: asks.map(([price, size]) => ({ price, size })),
});

describe.each(STORE_KINDS)('market data subscriptions ($name store)', (kind) => {
  let server: TestServer;
  let live: LiveMarketData;
  let ws: Client;

  beforeAll(async () => {
    const store = await kind.open();
    await importCatalog(store, adaptVenuePayloads([venueFiles('polymarket')]), {
      source: 'recorded',
    });
    live = new LiveMarketData({ store, feeds: { maxQueued: 100, bookIntervalMs: 0 } });
    server = await startTestServer(store, [], undefined, { liveFeeds: live });
    ws = client(server);
  });
  afterAll(async () => {
    await ws.dispose();
    await server.close();
  });

  test('from the streams of this process: the current book and quote first, then each change; every trade once, in order', async () => {
    live.setBook({
      listingId: LISTING,
      ...book([['0.4', '100']], [['0.45', '10']]),
      observedAt: new Date().toISOString(),
      source: 'LIVE',
    });
    const quotes = ws.iterate({ query: QUOTE, variables: { id: LISTING } }) as Iterator;
    const books = ws.iterate({ query: BOOK, variables: { id: LISTING } }) as Iterator;
    const trades = ws.iterate({ query: TRADES, variables: { ids: [LISTING, OTHER] } }) as Iterator;
    expect((await next(quotes)).data.quote).toEqual({
      listingId: LISTING,
      bid: '0.4',
      ask: '0.45',
      midpoint: '0.425',
      last: null,
      source: 'ORDERBOOK',
    });
    expect((await next(books)).data.orderbook).toEqual({
      listingId: LISTING,
      ...book([['0.4', '100']], [['0.45', '10']]),
    });
    // Subscriptions are registered once their first event is out; the trades one has none yet.
    await new Promise((resolve) => setTimeout(resolve, 200));

    live.setBook({
      listingId: LISTING,
      ...book(
        [
          ['0.41', '5'],
          ['0.4', '100'],
        ],
        [['0.45', '10']],
      ),
      observedAt: new Date().toISOString(),
      source: 'LIVE',
    });
    for (const [id, tradeId, price] of [
      [LISTING, 't-1', '0.45'],
      [OTHER, 't-2', '0.55'],
      [LISTING, 't-1', '0.45'],
      [LISTING, 't-3', '0.44'],
    ] as const)
      live.addTrade({
        tradeId,
        listingId: id,
        price,
        quantity: '2',
        takerSide: 'BUY',
        executedAt: new Date().toISOString(),
      });

    expect((await next(books)).data.orderbook.bids[0]).toEqual({ price: '0.41', size: '5' });
    const received = [await next(trades), await next(trades), await next(trades)];
    expect(received.map((r) => [r.data.trades.tradeId, r.data.trades.listingId])).toEqual([
      ['t-1', LISTING],
      ['t-2', OTHER],
      ['t-3', LISTING],
    ]);
    // The quote conflates: its latest value carries the new bid and the last trade.
    let quote = (await next(quotes)).data.quote;
    while (quote.last !== '0.44') quote = (await next(quotes)).data.quote;
    expect(quote).toMatchObject({ bid: '0.41', ask: '0.45', last: '0.44' });
    await Promise.all([quotes.return?.(), books.return?.(), trades.return?.()]);
  });

  test("coverage tells a live listing's feed from a stale one, and evaluation pricing says which", async () => {
    const coverage = async () =>
      (await get(server, `/v1/coverage?listing_ids=${LISTING}&listing_ids=lst-pm-640101-yes`)).body
        .items as { input_id: string; feed: string | null; feed_updated_at: string | null }[];
    live.setBook({
      listingId: LISTING,
      ...book([['0.4', '100']], [['0.45', '10']]),
      observedAt: new Date().toISOString(),
      source: 'LIVE',
    });
    expect((await coverage()).map((c) => [c.input_id, c.feed])).toEqual([
      [LISTING, 'LIVE'],
      ['lst-pm-640101-yes', null],
    ]);
    await live.flush();
    const [listing] = await server.store.getByKeys(
      'listing',
      [LISTING],
      (await server.store.head()).revision,
    );
    const evaluate = () =>
      post(server, '/v1/evaluations:run', {
        positions: [
          {
            position_id: 'p',
            instrument: { outcome_id: listing!.outcomeId },
            position_type: 'HELD',
            quantity: '2',
          },
        ],
        pricing: { mode: 'MIDPOINT' },
        include: ['SUMMARY'],
      });
    const fresh = await evaluate();
    expect(fresh.status).toBe(200);
    expect(fresh.body.warnings ?? []).toEqual([]);

    live.markStale([LISTING]);
    expect((await coverage())[0]!.feed).toBe('STALE');
    const stale = await evaluate();
    expect(stale.body.warnings).toEqual([
      expect.objectContaining({
        code: 'QUOTE_STALE',
        message: `the quote of ${LISTING} is not current: its streamed live feed lost the venue or is fetching its book again`,
      }),
    ]);
  });

  // One rule for unknown IDs (docs/decisions.md, "Unknown IDs"): no match, never an error. REST
  // answers 200 with no item, a GraphQL lookup null, a subscription leaves the ID out and, naming
  // no known ID, completes at once without an event.
  test('an unknown ID is no match on REST, GraphQL queries and subscriptions alike', async () => {
    for (const path of [
      '/v1/markets?market_id=mkt-unknown',
      '/v1/quotes?listing_ids=lst-unknown',
    ]) {
      const rest = await get(server, path);
      expect(rest.status).toBe(200);
      expect(rest.body.items).toEqual([]);
    }
    const query = await graphql(
      server,
      `
        {
          listing(listingId: "lst-unknown") {
            listingId
          }
          market(marketId: "mkt-unknown") {
            marketId
          }
        }
      `,
    );
    expect(query.body).toEqual({ data: { listing: null, market: null } });
    for (const [q, variables] of [
      [QUOTE, { id: 'lst-unknown' }],
      [BOOK, { id: 'lst-unknown' }],
      [TRADES, { ids: ['lst-unknown'] }],
    ] as const) {
      const unknown = ws.iterate({ query: q, variables }) as Iterator;
      expect(await next(unknown)).toBe('done');
    }
    // Beside a known listing, an unknown one is left out: no error, and the subscription stays
    // open for the known one's trades.
    const mixed = ws.iterate({
      query: TRADES,
      variables: { ids: ['lst-unknown', LISTING] },
    }) as Iterator;
    expect(await next(mixed, 1000)).toBe('timeout');
    await mixed.return?.();
  });

  test('over HTTP a subscription says where it is served', async () => {
    const overHttp = await graphql(server, QUOTE, { id: LISTING });
    expect(overHttp.body.errors?.[0]?.message).toBe(
      'subscriptions are served over WebSocket at /graphql (graphql-ws protocol); poll Query.listing(listingId) { quote } over HTTP',
    );
  });
});

describe.each(STORE_KINDS)(
  'market data subscriptions with the streams in another process ($name store)',
  (kind) => {
    test('what the streams write to the store is pushed', async () => {
      const store = await kind.open();
      await importCatalog(store, adaptVenuePayloads([venueFiles('polymarket')]), {
        source: 'recorded',
      });
      const server = await startTestServer(store, [], undefined, { marketDataPollMs: 50 });
      const ws = client(server);
      const writer = new LiveMarketData({ store });
      try {
        const books = ws.iterate({ query: BOOK, variables: { id: LISTING } }) as Iterator;
        const trades = ws.iterate({ query: TRADES, variables: { ids: [LISTING] } }) as Iterator;
        await new Promise((resolve) => setTimeout(resolve, 200));
        writer.setBook({
          listingId: LISTING,
          ...book([['0.3', '1']], [['0.35', '2']]),
          observedAt: new Date().toISOString(),
          source: 'LIVE',
        });
        await writer.flush();
        let event = (await next(books)).data.orderbook;
        while (event.asks[0]?.price !== '0.35') event = (await next(books)).data.orderbook;
        expect(event).toEqual({ listingId: LISTING, ...book([['0.3', '1']], [['0.35', '2']]) });
        // A trades subscriber sees the prints written after the server registered it, which on a
        // loaded machine may be later than the wait above: print until one arrives.
        let pushed: any = 'timeout';
        for (let n = 1; pushed === 'timeout' && n <= 20; n++) {
          writer.addTrade({
            tradeId: `stored-${n}`,
            listingId: LISTING,
            price: '0.33',
            quantity: '4',
            takerSide: 'SELL',
            executedAt: new Date().toISOString(),
          });
          await writer.flush();
          pushed = await next(trades, 1_000);
        }
        expect(pushed.data.trades).toEqual({
          tradeId: expect.stringMatching(/^stored-\d+$/),
          listingId: LISTING,
          price: '0.33',
          quantity: '4',
          takerSide: 'SELL',
        });
        await Promise.all([books.return?.(), trades.return?.()]);
      } finally {
        await ws.dispose();
        await server.close();
      }
    });
  },
);
