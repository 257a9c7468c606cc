// The cross-venue families of a sync (src/sync/cross-venue-sync.ts) on both stores, against the
// venue simulator: one `sync --once` of both venues stores the family `settlegraph adapt` makes of
// the same responses (the December 2026 FOMC markets of test/fixtures/venues/), with the same
// member payouts, versions and relationships over HTTP; a pass over unchanged venues writes
// nothing (and the continuous loop's later passes do not look again without a change); a member
// re-adapted from its page keeps its family; a member whose terms no longer place it leaves, and
// the store then holds what adapt makes of the changed responses.
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { adaptVenuePayloads } from '../../src/catalog/venues/adapt-venues';
import { isCrossVenueFamily } from '../../src/catalog/venues/cross-venue/cross-venue-membership';
import { MemoryStore } from '../../src/store/memory/memory-store';
import type { Store } from '../../src/store/store';
import { Metrics } from '../../src/app/metrics';
import { describePass } from '../../src/sync/sync-loop';
import { syncOnce, SYNC_VENUES } from '../../src/sync/sync-pass';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { quickHttp, VenueSimulator } from '../support/venue-simulator';

type Json = Record<string, any>;

/** What the simulator serves, adapted in one piece as `settlegraph adapt` does. */
function adaptedOf(simulator: VenueSimulator): CatalogDocument {
  const v = simulator.venues;
  const file = (name: string, json: unknown) => ({ file: name, text: JSON.stringify(json) });
  const kalshi = [
    file('events', { events: v.kalshiEvents, cursor: '' }),
    ...[...v.kalshiSeries.values()].map((series, i) => file(`series-${i}`, { series })),
  ];
  return adaptVenuePayloads([
    { venue: 'kalshi', files: kalshi },
    { venue: 'polymarket', files: [file('gamma-events', v.gammaEvents)] },
  ]);
}

/** The cross-venue family of `doc` (the FOMC one) and its scenario version. */
function crossVenueFamily(doc: CatalogDocument): { id: string; version: string } {
  const families = doc.families.filter((f) => isCrossVenueFamily(f.family_id));
  expect(families).toHaveLength(1);
  const f = families[0]!;
  return { id: f.family_id, version: f.scenario_versions[0]!.version };
}

/**
 * Every market in the family as served: version, families, and its outcomes' payouts in the
 * family's current scenario version (GET /v1/payouts).
 */
async function membersOver(server: TestServer, familyId: string) {
  const page = await get(server, `/v1/markets?family_id=${familyId}&page_size=200`);
  expect(page.status).toBe(200);
  const members: Json[] = [];
  for (const m of page.body.items as Json[]) {
    const outcomes = (m.outcomes as Json[]).map((o) => `outcome_ids=${o.outcome_id}`).join('&');
    const payouts = await get(server, `/v1/payouts?${outcomes}&family_id=${familyId}`);
    expect(payouts.status).toBe(200);
    members.push({
      market_id: m.market_id,
      version: m.version,
      family_ids: m.family_ids,
      payouts: (payouts.body.items as Json[]).map((p) => [
        p.outcome_id,
        p.scenario_version,
        p.status,
        p.payouts,
      ]),
    });
  }
  return members.sort((a, b) => (a.market_id < b.market_id ? -1 : 1));
}

async function relationshipsOver(
  server: TestServer,
  family: { id: string; version: string },
  eventId: string,
) {
  const page = await get(
    server,
    `/v1/relationships?event_id=${eventId}&family_id=${family.id}&scenario_version=${family.version}&page_size=500`,
  );
  expect(page.body).toEqual(expect.objectContaining({ items: expect.any(Array) }));
  return (page.body.items as Json[])
    .map((r) => `${r.from_outcome_id} ${r.type} ${r.to_outcome_id}`)
    .sort();
}

const FOMC_EVENT = 'evt-kx-kxfeddecision-26dec';

describe.each(STORE_KINDS)('cross-venue families of a sync ($name store)', (kind) => {
  let simulator: VenueSimulator;
  let store: Store;
  let server: TestServer;
  let adapted: TestServer;

  beforeEach(async () => {
    simulator = await VenueSimulator.start();
    store = await kind.open();
    server = await startTestServer(store);
    adapted = await startTestServer(new MemoryStore(), [adaptedOf(simulator)]);
  });
  afterEach(async () => {
    await simulator.close();
    await server.close();
    await adapted.close();
  });

  const pass = (step: 'ALWAYS' | 'ON_CHANGE' = 'ALWAYS') =>
    syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES, {
      crossVenueStep: step,
    });

  test('one pass stores the family adapt makes, with the same members, payouts and relationships', async () => {
    const report = await pass();
    const family = crossVenueFamily(adaptedOf(simulator));
    const { id, version } = family;
    expect(report.crossVenue!.families).toBe(1);
    const synced = await membersOver(server, id);
    expect(synced.length).toBe(report.crossVenue!.members);
    expect(synced.map((m) => m.market_id)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mkt-kx-/),
        expect.stringMatching(/^mkt-pm-/),
      ]),
    );
    expect(synced).toEqual(await membersOver(adapted, id));
    for (const m of synced)
      for (const [, at, status] of m.payouts) expect([at, status]).toEqual([version, 'SUPPORTED']);

    const relationships = await relationshipsOver(server, family, FOMC_EVENT);
    expect(relationships.some((r) => / IMPLICATION /.test(r))).toBe(true);
    expect(relationships.some((r) => r.startsWith('out-pm-') || / out-pm-/.test(r))).toBe(true);
    expect(relationships).toEqual(await relationshipsOver(adapted, family, FOMC_EVENT));

    const served = await get(server, `/v1/families?family_id=${id}`);
    expect(served.body.items.map((f: Json) => f.family_id)).toEqual([id]);
    const event = await get(server, `/v1/events?event_id=${FOMC_EVENT}`);
    expect(event.body.items[0].family_ids).toContain(id);
  });

  test('a pass over unchanged venues writes nothing; a re-adapted member keeps its family', async () => {
    await pass();
    const { id } = crossVenueFamily(adaptedOf(simulator));
    const before = await membersOver(server, id);
    const again = await pass();
    expect(again.imported?.changes ?? 0).toBe(0);
    expect(again.crossVenue!.imported).toBeUndefined();
    // The continuous loop's later passes look again only after a change of the catalog.
    expect((await pass('ON_CHANGE')).crossVenue).toBeUndefined();

    // A retitled Kalshi member: its page is adapted again without the family, which it keeps.
    const event = simulator.venues.kalshiEvents.find(
      (e) => e.event_ticker === 'KXFEDDECISION-26DEC',
    )!;
    const market = (event.markets as Json[]).find((m) => m.ticker === 'KXFEDDECISION-26DEC-H0')!;
    market.title = `${String(market.title)} (retitled)`;
    const changed = await pass('ON_CHANGE');
    expect(changed.imported!.changes).toBeGreaterThan(0);
    expect(changed.crossVenue!.families).toBe(1);
    expect(changed.crossVenue!.imported).toBeUndefined();
    expect(await membersOver(server, id)).toEqual(before);
  });

  test('a member whose terms no longer place it leaves, as adapt leaves it out', async () => {
    await pass();
    const { id } = crossVenueFamily(adaptedOf(simulator));
    const leaving = 'mkt-kx-kxfeddecision-26dec-c26';
    expect((await membersOver(server, id)).map((m) => m.market_id)).toContain(leaving);

    const event = simulator.venues.kalshiEvents.find(
      (e) => e.event_ticker === 'KXFEDDECISION-26DEC',
    )!;
    const market = (event.markets as Json[]).find((m) => m.ticker === 'KXFEDDECISION-26DEC-C26')!;
    market.rules_primary = 'This market resolves as the exchange decides after the meeting.';
    const report = await pass();
    expect(report.crossVenue!.imported?.changes).toBeGreaterThan(0);

    const now = crossVenueFamily(adaptedOf(simulator));
    expect(now.id).toBe(id);
    const fresh = await startTestServer(new MemoryStore(), [adaptedOf(simulator)]);
    const members = await membersOver(server, now.id);
    expect(members.map((m) => m.market_id)).not.toContain(leaving);
    expect(members).toEqual(await membersOver(fresh, now.id));
    await fresh.close();
    const left = await get(server, `/v1/markets?market_id=${leaving}`);
    expect(left.body.items[0].family_ids).not.toContain(id);
    const changes = await get(
      server,
      `/v1/changes?resource_types=CONTRACT&start=OLDEST_RETAINED&page_size=500`,
    );
    expect(changes.status).toBe(200);
    expect(
      (changes.body.items as Json[]).some(
        (c) => c.resource_id === leaving && /cross-venue families now none/.test(c.description),
      ),
    ).toBe(true);
  });
});

test('a cross-venue step that fails leaves the landed pages and is reported; the next pass derives the families', async () => {
  // A real memory store whose read of the stored terms fails once, as a Neo4j read past its
  // deadline does.
  class FailingOnce extends MemoryStore {
    failures = 1;
    override marketsWithTerms(revision: number) {
      if (this.failures-- > 0) return Promise.reject(new Error('read deadline passed'));
      return super.marketsWithTerms(revision);
    }
  }
  const simulator = await VenueSimulator.start();
  const store = new FailingOnce();
  try {
    const pass = () => syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES);
    const failed = await pass();
    expect(failed.crossVenueError).toBe('read deadline passed');
    expect(failed.crossVenue).toBeUndefined();
    expect(failed.imported!.changes).toBeGreaterThan(0);
    expect(describePass(failed)).toMatch(
      /; cross-venue families not derived \(read deadline passed\)$/,
    );
    const metrics = new Metrics();
    metrics.countSyncPass(failed);
    expect(await metrics.registry.metrics()).toContain(
      'settlegraph_sync_errors_total{venue="cross-venue"} 1',
    );
    const { id } = crossVenueFamily(adaptedOf(simulator));
    expect(await store.marketIdsOfFamilies([id], (await store.head()).revision)).toEqual(
      new Map([[id, []]]),
    );
    const next = await pass();
    expect(next.crossVenueError).toBeUndefined();
    expect(next.crossVenue!.imported!.records).toBeGreaterThan(0);
  } finally {
    await simulator.close();
    await store.close();
  }
});
