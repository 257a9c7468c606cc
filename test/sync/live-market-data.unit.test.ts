// LiveMarketData's writes (src/services/live-market-data.ts): what a flush the store refused to
// take is written by the next one, nothing lost.
import { importCatalog } from '../../src/catalog/import-catalog';
import { ServiceError } from '../../src/domain/errors';
import { LiveMarketData } from '../../src/services/live-market-data';
import { MemoryStore } from '../../src/store/memory/memory-store';
import type { Store } from '../../src/store/store';
import { KX_YES, marketDataCatalog } from '../fixtures/market-data-catalog';

test('a flush the store does not take is written by the next one: trades and the changed book', async () => {
  const store = new MemoryStore();
  await importCatalog(store, marketDataCatalog(), { source: 'md' });
  let refuse = true;
  const flaky = new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'commit' && refuse)
        return () => {
          refuse = false;
          return Promise.reject(
            new ServiceError('SERVICE_UNAVAILABLE', 'the store is unavailable; retry later'),
          );
        };
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Store;
  const live = new LiveMarketData({ store: flaky });
  const at = '2026-11-24T09:00:00.000Z';
  live.setBook({
    listingId: KX_YES,
    bids: [{ price: '0.45', size: '3' }],
    asks: [],
    observedAt: at,
    source: 'LIVE',
  });
  live.addTrade({
    tradeId: 'live-1',
    listingId: KX_YES,
    price: '0.45',
    quantity: '3',
    takerSide: 'BUY',
    executedAt: at,
  });

  await expect(live.flush()).rejects.toThrow('the store is unavailable');
  await live.flush();

  const { revision } = await store.head();
  const trades = await store.marketData.trades({ listingIds: [KX_YES] }, revision, {
    offset: 0,
    limit: 10,
  });
  expect(trades.items.map((t) => t.tradeId)).toContain('live-1');
  expect((await store.marketData.latestOrderbooks([KX_YES])).get(KX_YES)?.observedAt).toBe(at);
});
