// One sync pass (src/sync/sync-pass.ts) against the venue simulator on both stores: it reads both
// venues to the end of their paging and lands what `settlegraph adapt` makes of the same
// responses; a pass over unchanged venues changes nothing, a change at the venue lands, faults
// are retried, and a venue that cannot be read does not keep the other out.
import { importCatalog } from '../../src/catalog/import-catalog';
import { adaptVenuePayloads } from '../../src/catalog/venues/adapt-venues';
import { createServices } from '../../src/services/services';
import { MemoryStore } from '../../src/store/memory/memory-store';
import type { Store } from '../../src/store/store';
import { syncOnce, SYNC_VENUES } from '../../src/sync/sync-pass';
import { join } from 'node:path';
import { FIXTURES, payload } from '../catalog/venues/venue-fixtures';
import { STORE_KINDS } from '../support/stores';
import { quickHttp, VenueSimulator } from '../support/venue-simulator';

/** What the store serves of each market: identity, terms and listings (not observation times). */
async function marketsOf(store: Store) {
  const services = createServices(store, { tokenSecret: 'test' });
  const { items } = await services.reference.listMarketResources({ pageSize: 500 });
  return items.map((m) => ({
    marketId: m.marketId,
    version: m.version,
    title: m.title,
    status: m.status,
    outcomes: m.outcomes.map((o) => ({
      outcomeId: o.outcomeId,
      listings: o.listings.map((l) => l.listingId),
    })),
  }));
}

/** The recorded responses the simulator serves, adapted as `settlegraph adapt` would. */
async function expectedMarkets() {
  const files = (venue: string, names: string[]) =>
    names.map((name) => payload(join(FIXTURES, venue, name)));
  const doc = adaptVenuePayloads([
    {
      venue: 'polymarket',
      files: files('polymarket', [
        'gamma-events.json',
        'clob-books-btc.json',
        'clob-book-fed-no-change-yes.json',
      ]),
    },
    {
      venue: 'kalshi',
      files: files('kalshi', [
        'events-kxbtcd.json',
        'event-kxfeddecision-26dec.json',
        'events-other.json',
        'series-kxfeddecision.json',
        'orderbook-kxfeddecision-26dec-h0.json',
      ]),
    },
  ]);
  const store = new MemoryStore();
  await importCatalog(store, doc);
  return marketsOf(store);
}

describe.each(STORE_KINDS)('sync --once against the venue simulator ($name store)', (kind) => {
  let simulator: VenueSimulator;
  let store: Store;

  beforeEach(async () => {
    simulator = await VenueSimulator.start();
    store = await kind.open();
  });
  afterEach(async () => {
    await simulator.close();
    await store.close();
  });

  test('one pass reads both venues through their paging and lands what adapt makes of them', async () => {
    const report = await syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES);
    expect(report.venues.map((v) => [v.venue, v.error])).toEqual([
      ['polymarket', undefined],
      ['kalshi', undefined],
    ]);
    // Two items a page: every page of both lists was asked for.
    expect(simulator.served.get('/kalshi/trade-api/v2/events')).toBe(
      Math.ceil(simulator.venues.kalshiEvents.length / 2),
    );
    expect(simulator.served.get('/gamma/events/keyset')).toBe(
      Math.ceil(simulator.venues.gammaEvents.length / 2),
    );
    expect(report.imported?.records).toBeGreaterThan(0);
    const markets = await marketsOf(store);
    expect(markets.length).toBeGreaterThan(0);
    expect(markets).toEqual(await expectedMarkets());
  });

  test('a pass over unchanged venues announces nothing; a change at the venue lands', async () => {
    const first = await syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES);
    const before = await marketsOf(store);
    const again = await syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES);
    // New quote and book observations (market data) are written; the catalog does not change.
    expect(again.imported!.changes).toBe(0);
    expect(await marketsOf(store)).toEqual(before);

    const event = simulator.venues.kalshiEvents[0]!;
    const market = (event.markets as Record<string, unknown>[])[0]!;
    market.title = `${String(market.title)} (retitled)`;
    const changed = await syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES);
    expect(changed.imported!.revision).toBeGreaterThan(first.imported!.revision);
    expect(changed.imported!.changes).toBeGreaterThan(0);
    const titles = (await marketsOf(store)).map((m) => m.title);
    expect(titles).toContain(market.title);
  });

  test('429, 503, a reset connection and a body cut short are retried: the pass lands', async () => {
    simulator.faults.push('429', '503', 'reset', 'truncate', '503');
    const report = await syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES);
    expect(report.venues.every((v) => v.error === undefined)).toBe(true);
    expect(simulator.faults).toEqual([]);
    expect(await marketsOf(store)).toEqual(await expectedMarkets());
  });

  test('a venue that cannot be read is reported and left out; the other lands', async () => {
    // Polymarket is read first: three attempts of its first page all fail.
    simulator.faults.push('503', '503', '503');
    const report = await syncOnce(store, quickHttp(simulator, 3), simulator.endpoints, SYNC_VENUES);
    expect(report.venues[0]).toMatchObject({ venue: 'polymarket', responses: 0 });
    expect(report.venues[0]!.error).toMatch(/events\/keyset.*503 after 3 attempts/);
    expect(report.venues[1]!.venue).toBe('kalshi');
    expect(report.venues[1]!.error).toBeUndefined();
    const markets = await marketsOf(store);
    expect(markets.length).toBeGreaterThan(0);
    expect(
      markets.every((m) =>
        m.outcomes.every((o) => o.listings.every((l) => l.startsWith('lst-kx'))),
      ),
    ).toBe(true);
  });

  test('one bad event is quarantined with its reason, the rest lands, and the next pass retries it', async () => {
    const expected = await expectedMarkets();
    const event = simulator.venues.kalshiEvents[1]!;
    const market = (event.markets as Record<string, unknown>[])[0]!;
    const ticker = market.ticker;
    market.ticker = 42;
    const report = await syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES);
    const kalshi = report.venues.find((v) => v.venue === 'kalshi')!;
    expect(kalshi.error).toBeUndefined();
    // The event, then the books of its markets: they name markets the pass no longer holds.
    const [refused, ...books] = kalshi.quarantined;
    expect(refused).toEqual({
      source: expect.stringMatching(/\/events\?.*#events\[1\]$/),
      path: expect.stringContaining('ticker'),
      reason: expect.any(String),
    });
    for (const book of books)
      expect(book).toEqual({
        source: expect.stringMatching(/\/markets\/[^/]+\/orderbook$/),
        path: '$.response.orderbook',
        reason: expect.stringMatching(/^no market ".+" among the kalshi payloads$/),
      });
    const [state] = (await store.syncState.all()).filter((s) => s.venue === 'kalshi');
    expect(state!.quarantined).toEqual(kalshi.quarantined);
    const landed = await marketsOf(store);
    expect(landed.length).toBeGreaterThan(0);
    expect(landed.length).toBeLessThan(expected.length);

    market.ticker = ticker;
    const retried = await syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES);
    expect(retried.venues.every((v) => v.quarantined?.length === 0)).toBe(true);
    expect(await marketsOf(store)).toEqual(expected);
  });

  test('each page is one commit; a pass stopped part-way resumes at its checkpoint', async () => {
    const expected = await expectedMarkets();
    // Kalshi's second page of events is unreachable: the first page lands, the checkpoint stays.
    simulator.outage = (url) =>
      url.pathname.endsWith('/trade-api/v2/events') && url.searchParams.has('cursor');
    const stopped = await syncOnce(store, quickHttp(simulator, 2), simulator.endpoints, ['kalshi']);
    expect(stopped.venues[0]).toMatchObject({ venue: 'kalshi', pages: 1 });
    expect(stopped.venues[0]!.error).toMatch(/503 after 2 attempts/);
    const [state] = await store.syncState.all();
    expect(state!.checkpoint).toEqual(expect.any(String));
    expect(state!.lastSuccessAt).toBeNull();
    const partial = await marketsOf(store);
    expect(partial.length).toBeGreaterThan(0);

    simulator.outage = undefined;
    const firstPageReads = simulator.served.get('/kalshi/trade-api/v2/events');
    const resumed = await syncOnce(store, quickHttp(simulator), simulator.endpoints, ['kalshi']);
    expect(resumed.venues[0]!.error).toBeUndefined();
    const pages = Math.ceil(simulator.venues.kalshiEvents.length / 2);
    // From the checkpoint on: the first page is not read again.
    expect(resumed.venues[0]!.pages).toBe(pages - 1);
    expect(simulator.served.get('/kalshi/trade-api/v2/events')).toBe(firstPageReads! + pages - 1);
    expect(resumed.imported!.commits).toBe(pages - 1);
    const [done] = await store.syncState.all();
    expect(done!.checkpoint).toBeNull();
    expect(done!.lastSuccessAt).toEqual(expect.any(String));
    const kalshiOnly = expected.filter((m) =>
      m.outcomes.some((o) => o.listings.some((l) => l.startsWith('lst-kx'))),
    );
    expect(await marketsOf(store)).toEqual(kalshiOnly);
  });
});
