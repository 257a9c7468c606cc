// Market data in catalog imports (src/catalog/plan-market-data.ts): every problem with its JSON
// path and nothing written; idempotent re-imports; COVERAGE change records.
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { ServiceError } from '../../src/domain/errors';
import { MemoryStore } from '../../src/store/memory/memory-store';
import type { Store } from '../../src/store/store';
import {
  KX_NO,
  KX_YES,
  PM_YES,
  marketDataCatalog,
  marketDataCatalogJson,
  marketDataOnly,
} from '../fixtures/market-data-catalog';
import { smallCatalog } from '../fixtures/small-catalog';
import { storePosition } from '../support/test-server';

const clock = () => new Date('2026-11-20T16:30:00.000Z');

async function problemsOf(store: Store, json: Record<string, unknown>): Promise<string[]> {
  try {
    await importCatalog(store, validateCatalog(json), { source: 'bad.json', clock });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return (error.details?.problems ?? []).map((p) => `${p.path}: ${p.reason}`);
  }
  throw new Error('the import did not fail');
}

describe('market data in catalog imports', () => {
  test('every market-data problem is listed with its JSON path, and nothing is written', async () => {
    const store = new MemoryStore();
    await importCatalog(store, smallCatalog(), { source: 'small', clock });
    const before = await storePosition(store);
    const json = marketDataCatalogJson() as any;
    const md = json.market_data;
    md.quotes[0].bid = '0.45'; // above its ask 0.41
    md.quotes[1].last = '1.5'; // above the payout unit
    md.quotes[2].bid_size = '-1';
    md.orderbooks[1].bids = [['0.44', '10']]; // crosses its ask 0.43
    md.orderbooks[2].asks = [['0.59', '0']];
    md.orderbooks.push({
      listing_id: KX_NO,
      observed_at: '2026-11-20T15:59:30Z',
      yes_bids: [['0.4', '1']],
      no_bids: [],
    });
    md.orderbooks.push({
      listing_id: PM_YES,
      observed_at: '2026-11-20T15:59:30Z',
      bids: [],
      yes_bids: [],
    });
    md.trades[1].quantity = '0';
    md.trades.push({ ...md.trades[0], price: '0.41' }); // kx-1 again, other content
    md.trades.push({ ...md.trades[2] }); // kx-3 again, same content: fine
    md.price_history[0].start = '2026-11-20T14:30:00Z';
    md.price_history[1].low = '0.45'; // above open 0.40
    md.fees[0].venue = 'polymarket';
    md.quotes.push({ listing_id: 'lst-none', observed_at: '2026-11-20T15:00:00Z' });
    expect(await problemsOf(store, json)).toEqual([
      '$.market_data.quotes[0]: bid 0.45 is above ask 0.41',
      '$.market_data.quotes[1].last: must be between 0 and the payout unit 1',
      '$.market_data.quotes[2].bid_size: must not be negative',
      '$.market_data.quotes[3].listing_id: unknown listing "lst-none"',
      '$.market_data.orderbooks[1]: crossed book: best bid 0.44 is above best ask 0.43',
      '$.market_data.orderbooks[2].asks[0][1]: must be positive',
      `$.market_data.orderbooks[3].listing_id: yes_bids and no_bids are given on the YES listing of a binary venue market; ${KX_NO} is NO`,
      '$.market_data.orderbooks[4]: give either bids and asks, or yes_bids and no_bids, not both',
      '$.market_data.trades[1].quantity: must be positive',
      '$.market_data.trades[5].trade_id: trade kx-1 is given again with other content (first at $.market_data.trades[0])',
      '$.market_data.price_history[0].start: a 1h bar starts on a 1h boundary',
      '$.market_data.price_history[1]: low must be at most open and close, and high at least open and close',
      `$.market_data.fees[0].listing_ids[0]: listing ${KX_YES} is on kalshi, not polymarket`,
      `$.market_data.fees[0].listing_ids[1]: listing ${KX_NO} is on kalshi, not polymarket`,
    ]);
    expect(await storePosition(store)).toEqual(before);
  });

  test('a trade_id already recorded with other content is refused; the same content is idempotent', async () => {
    const store = new MemoryStore();
    await importCatalog(store, marketDataCatalog(), { source: 'md', clock });
    const before = await storePosition(store);
    const trade = {
      trade_id: 'kx-1',
      listing_id: KX_YES,
      price: '0.4',
      quantity: '10',
      taker_side: 'BUY',
      executed_at: '2026-11-20T15:10:00.000Z',
    };
    const same = await importCatalog(store, marketDataOnly({ trades: [trade] }), {
      source: 'same',
      clock,
    });
    expect(same).toEqual({ revision: before.revision, records: 0, changes: 0 });
    expect(
      await problemsOf(store, {
        format: 'settlegraph.catalog/v1',
        market_data: { trades: [{ ...trade, quantity: '11' }] },
      }),
    ).toEqual([
      '$.market_data.trades[0].trade_id: trade kx-1 is already recorded with other content (listing lst-kx-fed-cut-yes, price 0.4, quantity 10, executed_at 2026-11-20T15:10:00.000Z); trade prints never change',
    ]);
    expect(await storePosition(store)).toEqual(before);
  });

  test('coverage: CREATED per listing with market data, UPDATED when history or intervals grow, nothing on re-import', async () => {
    const store = new MemoryStore();
    await importCatalog(store, marketDataCatalog(), { source: 'md', clock });
    const created = (await store.changesAfter(0, { resourceTypes: ['COVERAGE'] }, 100)).map((c) => [
      c.resourceId,
      c.changeType,
    ]);
    expect(created).toEqual(
      expect.arrayContaining([
        [KX_YES, 'CREATED'],
        [KX_NO, 'CREATED'],
        [PM_YES, 'CREATED'],
      ]),
    );
    const seq = await store.lastChangeSeq();
    await importCatalog(store, marketDataCatalog(), { source: 'md', clock });
    expect(await store.lastChangeSeq()).toBe(seq);

    await importCatalog(
      store,
      marketDataOnly({
        price_history: [
          {
            listing_id: KX_YES,
            interval: '1m',
            start: '2026-11-18T09:00:00Z',
            open: '0.3',
            high: '0.3',
            low: '0.3',
            close: '0.3',
            volume: '0',
          },
        ],
        quotes: [{ listing_id: KX_NO, bid: '0.5', observed_at: '2026-11-20T16:10:00Z' }],
      }),
      { source: 'more history', clock },
    );
    const updated = await store.changesAfter(seq, {}, 100);
    expect(updated).toEqual([
      expect.objectContaining({
        resourceType: 'COVERAGE',
        resourceId: KX_YES,
        changeType: 'UPDATED',
        version: '',
        familyIds: ['fam-fed'],
        description: `market data coverage of listing ${KX_YES} changed: history_start 2026-11-19T10:00:00.000Z -> 2026-11-18T09:00:00.000Z; intervals 1h -> 1m, 1h`,
      }),
    ]);
  });
});
