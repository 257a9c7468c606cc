// The market-data contract of the Store port (src/store/market-data.ts): one suite, run against
// both stores (memory-market-data.unit.test.ts, neo4j-market-data.test.ts).
import { importCatalog } from '../../src/catalog/import-catalog';
import { ingestMarketData } from '../../src/catalog/ingest-ndjson';
import { barKey, feeKey, observationKey } from '../../src/domain/market-data';
import { emptyMarketDataBatch } from '../../src/store/market-data';
import type { Store } from '../../src/store/store';
import {
  KX_NO,
  KX_YES,
  PM_BTC,
  PM_NO,
  PM_YES,
  marketDataCatalog,
  marketDataOnly,
} from '../fixtures/market-data-catalog';

const page = { offset: 0, limit: 50 };
const clock = () => new Date('2026-11-20T16:30:00.000Z');

export function describeMarketDataContract(
  name: string,
  openEmptyStore: () => Promise<Store>,
): void {
  describe(`Store market-data contract: ${name}`, () => {
    let store: Store;

    beforeEach(async () => {
      store = await openEmptyStore();
    });
    afterEach(async () => {
      await store.close();
    });

    const loaded = () => importCatalog(store, marketDataCatalog(), { source: 'md', clock });

    test('an import writes market data in its one revision; re-importing writes nothing', async () => {
      const first = await loaded();
      expect(first.revision).toBe(1);
      const changes = await store.lastChangeSeq();
      const again = await importCatalog(store, marketDataCatalog(), { source: 'md', clock });
      expect(again).toEqual({ revision: 1, records: 0, changes: 0 });
      expect(await store.lastChangeSeq()).toBe(changes);
    });

    test('latest quote and book per listing; older observations are kept', async () => {
      await loaded();
      const quotes = await store.marketData.latestQuotes([PM_BTC, KX_YES, KX_NO, PM_YES]);
      expect([...quotes.keys()]).toEqual([KX_YES, PM_YES]);
      expect(quotes.get(KX_YES)).toEqual({
        listingId: KX_YES,
        bid: '0.4',
        bidSize: '100',
        ask: '0.42',
        askSize: '80',
        last: '0.41',
        observedAt: '2026-11-20T15:59:00.000Z',
      });
      const known = await store.marketData.known({
        tradeIds: [],
        quotes: [{ listingId: KX_YES, observedAt: '2026-11-20T15:00:00.000Z' }],
        orderbooks: [],
        bars: [],
        listingIds: [],
      });
      expect(known.quotes.get(observationKey(KX_YES, '2026-11-20T15:00:00.000Z'))?.bid).toBe(
        '0.38',
      );
      const books = await store.marketData.latestOrderbooks([KX_NO, KX_YES]);
      expect([...books.keys()]).toEqual([KX_NO, KX_YES]);
      expect(books.get(KX_NO)).toEqual({
        listingId: KX_NO,
        observedAt: '2026-11-20T15:59:00.000Z',
        bids: [
          { price: '0.58', size: '80' },
          { price: '0.57', size: '20' },
        ],
        asks: [
          { price: '0.6', size: '100' },
          { price: '0.61', size: '50' },
        ],
      });
    });

    test('writtenAt: the revision that last wrote each listing with market data', async () => {
      await loaded();
      const before = await store.marketData.writtenAt([KX_YES, PM_YES, 'lst-none']);
      expect(before).toEqual(
        new Map([
          [KX_YES, 1],
          [PM_YES, 1],
        ]),
      );
      const line = {
        type: 'quote',
        listing_id: KX_YES,
        bid: '0.45',
        observed_at: '2026-11-21T10:00:00Z',
      };
      await ingestMarketData(store, [{ name: 'q.ndjson', text: `${JSON.stringify(line)}\n` }]);
      const after = await store.marketData.writtenAt([KX_YES, PM_YES]);
      expect(after).toEqual(
        new Map([
          [KX_YES, 2],
          [PM_YES, 1],
        ]),
      );
    });

    test('trades: newest first with pages; prints oldest first; half-open ranges', async () => {
      const rev = (await loaded()).revision;
      const query = { listingIds: [KX_YES, KX_NO, PM_YES] };
      const first = await store.marketData.trades(query, rev, { offset: 0, limit: 2 });
      expect(first.items.map((t) => t.tradeId)).toEqual(['pm-1', 'kx-3']);
      expect(first).toMatchObject({ hasMore: true, total: 5 });
      const rest = await store.marketData.trades(query, rev, { offset: 2, limit: 10 });
      expect(rest.items.map((t) => t.tradeId)).toEqual(['kx-2', 'kx-1', 'kx-4']);
      expect(rest).toMatchObject({ hasMore: false, total: 5 });
      const prints = await store.marketData.tradePrints(
        { ...query, start: '2026-11-20T15:10:00.000Z', end: '2026-11-20T15:40:00.000Z' },
        rev,
      );
      expect(prints.map((t) => t.tradeId)).toEqual(['kx-1', 'kx-2', 'kx-3']);
      expect(prints[0]).toEqual({
        tradeId: 'kx-1',
        listingId: KX_YES,
        price: '0.4',
        quantity: '10',
        takerSide: 'BUY',
        executedAt: '2026-11-20T15:10:00.000Z',
      });
      expect(await store.marketData.tradePrints({ listingIds: [] }, rev)).toEqual([]);
      const byId = await store.marketData.tradesById(['kx-2', 'nope', 'pm-1', 'kx-2'], rev);
      expect([...byId.keys()].sort()).toEqual(['kx-2', 'pm-1']);
      expect(byId.get('kx-2')).toEqual(rest.items[0]);
      expect(await store.marketData.tradesById(['kx-2'], rev - 1)).toEqual(new Map());
      expect(await store.marketData.tradesById([], rev)).toEqual(new Map());
    });

    test('rows written later are not visible at an older revision; a revised bar keeps its place', async () => {
      const rev = (await loaded()).revision;
      const later = await importCatalog(
        store,
        marketDataOnly({
          trades: [
            {
              trade_id: 'kx-5',
              listing_id: KX_YES,
              price: '0.41',
              quantity: '5',
              taker_side: 'BUY',
              executed_at: '2026-11-20T15:50:00Z',
            },
          ],
          price_history: [
            {
              listing_id: KX_YES,
              interval: '1h',
              start: '2026-11-20T15:00:00Z',
              open: '0.40',
              high: '0.50',
              low: '0.40',
              close: '0.41',
              volume: '45',
            },
            {
              listing_id: KX_YES,
              interval: '1h',
              start: '2026-11-20T16:00:00Z',
              open: '0.41',
              high: '0.41',
              low: '0.41',
              close: '0.41',
              volume: '0',
            },
          ],
        }),
        { source: 'later', clock },
      );
      expect(later.revision).toBe(rev + 1);
      expect(later.records).toBe(3);
      const old = await store.marketData.trades({ listingIds: [KX_YES] }, rev, page);
      expect(old.items.map((t) => t.tradeId)).not.toContain('kx-5');
      const now = await store.marketData.trades({ listingIds: [KX_YES] }, rev + 1, page);
      expect(now.items[0]!.tradeId).toBe('kx-5');
      const range = {
        listingIds: [KX_YES],
        interval: '1h' as const,
        start: '2026-11-20T00:00:00.000Z',
        end: '2026-11-21T00:00:00.000Z',
      };
      const bars = await store.marketData.bars(range, rev, page);
      expect(bars.items.map((b) => [b.start, b.close])).toEqual([
        ['2026-11-20T14:00:00.000Z', '0.4'],
        ['2026-11-20T15:00:00.000Z', '0.41'],
      ]);
      const all = await store.marketData.bars(range, rev + 1, { offset: 1, limit: 1 });
      expect(all).toEqual({
        items: [expect.objectContaining({ start: '2026-11-20T15:00:00.000Z' })],
        hasMore: true,
        total: 3,
      });
    });

    test('bars of several listings order by listing, then start', async () => {
      const rev = (await loaded()).revision;
      const found = await store.marketData.bars(
        {
          listingIds: [PM_YES, KX_YES],
          interval: '1h',
          start: '2026-11-20T00:00:00.000Z',
          end: '2026-11-21T00:00:00.000Z',
        },
        rev,
        page,
      );
      expect(found.items.map((b) => `${b.listingId} ${b.start}`)).toEqual([
        `${KX_YES} 2026-11-20T14:00:00.000Z`,
        `${KX_YES} 2026-11-20T15:00:00.000Z`,
        `${PM_YES} 2026-11-20T15:00:00.000Z`,
      ]);
    });

    test('tradePages: one read of several queries, each page what trades() answers for it', async () => {
      const rev = (await loaded()).revision;
      const requests = [
        { query: { listingIds: [KX_YES] }, page: { offset: 0, limit: 2 } },
        { query: { listingIds: [KX_YES] }, page: { offset: 2, limit: 2 } },
        { query: { listingIds: [KX_NO] }, page },
        { query: { listingIds: [PM_YES], start: '2026-11-20T15:40:00.000Z' }, page },
        { query: { listingIds: [PM_YES], end: '2026-11-20T15:40:00.000Z' }, page },
        { query: { listingIds: [KX_YES, PM_YES] }, page: { offset: 1, limit: 2 } },
        { query: { listingIds: [PM_NO] }, page },
        { query: { listingIds: [] }, page },
      ];
      const pages = await store.marketData.tradePages(requests, rev);
      const ids = pages.map((p) => [p.items.map((t) => t.tradeId), p.hasMore, p.total]);
      expect(ids).toEqual([
        [['kx-2', 'kx-1'], true, 3],
        [['kx-4'], false, 3],
        [['kx-3'], false, 1],
        [['pm-1'], false, 1],
        [[], false, 0],
        [['kx-2', 'kx-1'], true, 4],
        [[], false, 0],
        [[], false, 0],
      ]);
      for (const [i, { query, page: asked }] of requests.entries())
        expect(pages[i]).toEqual(await store.marketData.trades(query, rev, asked));
      expect(await store.marketData.tradePages([], rev)).toEqual([]);
      const before = await store.marketData.tradePages(requests.slice(0, 1), rev - 1);
      expect(before).toEqual([{ items: [], hasMore: false, total: 0 }]);
    });

    test('barPages: one read of several queries, each page what bars() answers for it', async () => {
      const rev = (await loaded()).revision;
      const day = { start: '2026-11-20T00:00:00.000Z', end: '2026-11-21T00:00:00.000Z' };
      const requests = [
        { query: { listingIds: [KX_YES], interval: '1h' as const, ...day }, page },
        {
          query: { listingIds: [KX_YES], interval: '1h' as const, ...day },
          page: { offset: 1, limit: 1 },
        },
        {
          query: { listingIds: [PM_YES], interval: '1m' as const, ...day },
          page: { offset: 0, limit: 1 },
        },
        { query: { listingIds: [PM_YES, KX_YES], interval: '1h' as const, ...day }, page },
        {
          query: {
            listingIds: [KX_YES],
            interval: '1h' as const,
            start: '2026-11-20T14:30:00.000Z',
            end: day.end,
          },
          page,
        },
        { query: { listingIds: [PM_NO], interval: '1h' as const, ...day }, page },
      ];
      const pages = await store.marketData.barPages(requests, rev);
      const starts = pages.map((p) => [
        p.items.map((b) => `${b.listingId} ${b.interval} ${b.start}`),
        p.hasMore,
        p.total,
      ]);
      expect(starts).toEqual([
        [
          [`${KX_YES} 1h 2026-11-20T14:00:00.000Z`, `${KX_YES} 1h 2026-11-20T15:00:00.000Z`],
          false,
          2,
        ],
        [[`${KX_YES} 1h 2026-11-20T15:00:00.000Z`], false, 2],
        [[`${PM_YES} 1m 2026-11-20T15:40:00.000Z`], true, 2],
        [
          [
            `${KX_YES} 1h 2026-11-20T14:00:00.000Z`,
            `${KX_YES} 1h 2026-11-20T15:00:00.000Z`,
            `${PM_YES} 1h 2026-11-20T15:00:00.000Z`,
          ],
          false,
          3,
        ],
        [[`${KX_YES} 1h 2026-11-20T15:00:00.000Z`], false, 1],
        [[], false, 0],
      ]);
      for (const [i, { query, page: asked }] of requests.entries())
        expect(pages[i]).toEqual(await store.marketData.bars(query, rev, asked));
      expect(await store.marketData.barPages([], rev)).toEqual([]);
    });

    test('every fee line per listing, TAKER before MAKER, each kind by effective time; coverage summaries', async () => {
      await loaded();
      const fees = await store.marketData.fees([KX_YES, PM_BTC, PM_NO]);
      expect([...fees.keys()]).toEqual([KX_YES, PM_NO]);
      expect(fees.get(KX_YES)!.map((f) => [f.kind, f.effectiveFrom ?? null])).toEqual([
        ['TAKER', null],
        ['TAKER', '2026-12-01T05:00:00.000Z'],
        ['MAKER', null],
      ]);
      const coverage = await store.marketData.coverage([KX_YES, KX_NO, PM_BTC]);
      expect([...coverage.keys()]).toEqual([KX_YES, KX_NO]);
      expect(coverage.get(KX_YES)).toEqual({
        listingId: KX_YES,
        historyStart: '2026-11-19T10:00:00.000Z',
        intervals: ['1h'],
        capabilities: ['QUOTES', 'PRICE_HISTORY', 'ORDERBOOKS', 'TRADES'],
        quoteObservedAt: '2026-11-20T15:59:00.000Z',
        orderbookObservedAt: '2026-11-20T15:59:00.000Z',
        lastTrade: { tradeId: 'kx-2', price: '0.5', executedAt: '2026-11-20T15:20:00.000Z' },
      });
      expect(coverage.get(KX_NO)).toMatchObject({
        historyStart: '2026-11-20T15:30:00.000Z',
        intervals: [],
        capabilities: ['QUOTES', 'ORDERBOOKS', 'TRADES'],
      });
    });

    test('the latest stays the newest observation when an older one is written after it, and an instant written again replaces it', async () => {
      await loaded();
      const head = await store.head();
      const batch = emptyMarketDataBatch();
      const quote = {
        listingId: KX_YES,
        bid: '0.3',
        bidSize: '1',
        ask: '0.32',
        askSize: '1',
        last: null,
      };
      const level = (price: string) => [{ price, size: '5' }];
      // Older than the catalog's newest (15:59) of each listing, written after it.
      batch.quotes.push({ ...quote, observedAt: '2026-11-20T15:30:30.000Z' });
      batch.orderbooks.push({
        listingId: KX_NO,
        observedAt: '2026-11-20T15:30:30.000Z',
        bids: level('0.1'),
        asks: level('0.9'),
      });
      // The newest instant of PM_YES's quote (15:58:30) written again with another bid.
      batch.quotes.push({ ...quote, listingId: PM_YES, observedAt: '2026-11-20T15:58:30.000Z' });
      await store.commit({
        expectedRevision: head.revision,
        committedAt: '2026-11-20T16:40:00.000Z',
        puts: [],
        changes: [],
        marketData: batch,
      });
      const quotes = await store.marketData.latestQuotes([KX_YES, PM_YES]);
      expect(quotes.get(KX_YES)).toMatchObject({
        bid: '0.4',
        observedAt: '2026-11-20T15:59:00.000Z',
      });
      expect(quotes.get(PM_YES)).toEqual({
        ...quote,
        listingId: PM_YES,
        observedAt: '2026-11-20T15:58:30.000Z',
      });
      const books = await store.marketData.latestOrderbooks([KX_NO]);
      expect(books.get(KX_NO)?.observedAt).toBe('2026-11-20T15:59:00.000Z');
    });

    test('known() finds stored rows by key and skips the others', async () => {
      await loaded();
      const known = await store.marketData.known({
        tradeIds: ['kx-1', 'nope'],
        quotes: [{ listingId: PM_YES, observedAt: '2026-11-20T15:58:30.000Z' }],
        orderbooks: [{ listingId: KX_NO, observedAt: '2026-11-20T15:59:00.000Z' }],
        bars: [{ listingId: PM_YES, interval: '1m', start: '2026-11-20T15:41:00.000Z' }],
        listingIds: [KX_NO, 'lst-none'],
      });
      expect([...known.trades.keys()]).toEqual(['kx-1']);
      expect([...known.quotes.keys()]).toEqual([
        observationKey(PM_YES, '2026-11-20T15:58:30.000Z'),
      ]);
      expect([...known.orderbooks.keys()]).toEqual([
        observationKey(KX_NO, '2026-11-20T15:59:00.000Z'),
      ]);
      expect([...known.bars.keys()]).toEqual([barKey(PM_YES, '1m', '2026-11-20T15:41:00.000Z')]);
      expect([...known.fees.keys()]).toEqual([feeKey(KX_NO, 'TAKER')]);
      expect([...known.coverage.keys()]).toEqual([KX_NO]);
    });

    test('a commit with market data only advances the revision and writes in one transaction', async () => {
      await loaded();
      const head = await store.head();
      const batch = emptyMarketDataBatch();
      batch.trades.push({
        tradeId: 'direct-1',
        listingId: PM_NO,
        price: '0.55',
        quantity: '1',
        takerSide: 'SELL',
        executedAt: '2026-11-20T15:45:00.000Z',
      });
      const committed = await store.commit({
        expectedRevision: head.revision,
        committedAt: '2026-11-20T16:40:00.000Z',
        puts: [],
        changes: [],
        marketData: batch,
      });
      expect(committed.revision).toBe(head.revision + 1);
      const found = await store.marketData.trades(
        { listingIds: [PM_NO] },
        committed.revision,
        page,
      );
      expect(found.items.map((t) => t.tradeId)).toEqual(['direct-1']);
      await expect(
        store.commit({
          expectedRevision: head.revision,
          committedAt: '2026-11-20T16:41:00.000Z',
          puts: [],
          changes: [],
          marketData: { ...batch, trades: [{ ...batch.trades[0]!, tradeId: 'direct-2' }] },
        }),
      ).rejects.toThrow(/revision/);
      const after = await store.marketData.trades(
        { listingIds: [PM_NO] },
        committed.revision,
        page,
      );
      expect(after.items).toHaveLength(1);
    });

    test("prune deletes what is past each cutoff, never a listing's latest quote or book, and rewrites the coverage it touched", async () => {
      await loaded();
      const report = await store.marketData.prune(
        {
          observationsBefore: '2026-11-20T16:00:00.000Z',
          tradesBefore: '2026-11-20T15:15:00.000Z',
          barsBefore: { '1h': '2026-11-20T15:00:00.000Z', '1m': '2026-11-20T15:41:00.000Z' },
        },
        10_000,
      );
      expect(report).toEqual({
        quotes: 1,
        orderbooks: 0,
        trades: 2,
        bars: 2,
        listingIds: [KX_YES, PM_YES].sort(),
      });
      const { revision } = await store.head();
      // The latest quote and book stay, even older than the cutoff.
      expect([...(await store.marketData.latestQuotes([KX_YES, PM_YES])).keys()]).toEqual([
        KX_YES,
        PM_YES,
      ]);
      expect(
        (await store.marketData.trades({ listingIds: [KX_YES] }, revision, page)).items.map(
          (t) => t.tradeId,
        ),
      ).toEqual(['kx-2']);
      const coverage = await store.marketData.coverage([KX_YES, PM_YES]);
      expect(coverage.get(KX_YES)).toMatchObject({
        historyStart: '2026-11-20T15:00:00.000Z',
        intervals: ['1h'],
      });
      expect(coverage.get(PM_YES)).toMatchObject({
        historyStart: '2026-11-20T15:00:00.000Z',
        intervals: ['1m', '1h'],
      });
      const bars = await store.marketData.bars(
        {
          listingIds: [PM_YES],
          interval: '1m',
          start: '2026-11-20T00:00:00.000Z',
          end: '2026-11-21T00:00:00.000Z',
        },
        revision,
        page,
      );
      expect(bars.items.map((b) => b.start)).toEqual(['2026-11-20T15:41:00.000Z']);

      // Nothing is left past the cutoffs: a second prune deletes nothing and touches nobody.
      expect(
        await store.marketData.prune({ tradesBefore: '2026-11-20T15:15:00.000Z' }, 10_000),
      ).toEqual({ quotes: 0, orderbooks: 0, trades: 0, bars: 0, listingIds: [] });
    });

    test('prune deletes at most `limit` rows of a kind a call; every trade gone takes TRADES from the coverage', async () => {
      await loaded();
      const first = await store.marketData.prune({ tradesBefore: '2026-11-21T00:00:00.000Z' }, 2);
      expect(first.trades).toBe(2);
      const second = await store.marketData.prune({ tradesBefore: '2026-11-21T00:00:00.000Z' }, 2);
      expect(second.trades).toBe(2);
      const third = await store.marketData.prune({ tradesBefore: '2026-11-21T00:00:00.000Z' }, 2);
      expect(third.trades).toBe(1);
      const coverage = await store.marketData.coverage([KX_NO]);
      expect(coverage.get(KX_NO)?.capabilities).not.toContain('TRADES');
    });
  });
}
