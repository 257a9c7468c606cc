// The synthetic venue pair the sync benchmark serves (test/support/synthetic-venues.ts) lands
// whole: every market of both venues, nothing quarantined, one ladder family per event.
import { MemoryStore } from '../../src/store/memory/memory-store';
import { createServices } from '../../src/services/services';
import { syncOnce, SYNC_VENUES } from '../../src/sync/sync-pass';
import { syntheticVenues } from '../support/synthetic-venues';
import { quickHttp, VenueSimulator } from '../support/venue-simulator';

test('a synthetic venue pair syncs whole', async () => {
  const simulator = await VenueSimulator.start(syntheticVenues({ events: 3, marketsPerEvent: 4 }));
  try {
    simulator.pageSize = 1000;
    const store = new MemoryStore();
    const report = await syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES);
    expect(report.venues.map((v) => [v.venue, v.error, v.quarantined, v.skipped])).toEqual([
      ['polymarket', undefined, [], []],
      ['kalshi', undefined, [], []],
    ]);
    const services = createServices(store, { tokenSecret: 'test' });
    const markets = await services.reference.listMarketResources({ pageSize: 500 });
    expect(markets.items).toHaveLength(2 * 3 * 4);
    const head = await store.head();
    const families = await store.findFamilies({}, head.revision, { offset: 0, limit: 500 });
    expect(families.items).toHaveLength(2 * 3);
  } finally {
    await simulator.close();
  }
});
