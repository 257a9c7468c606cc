// Markets a venue stops listing (docs/decisions.md, "Markets a venue stops listing"), end to end
// against the venue simulator on both stores, read back over HTTP: a market that leaves its
// event's answer keeps its market, outcomes and payouts, the family keeps its scenario version,
// and the change feed announces nothing for its siblings, whether the family is a Kalshi
// exclusive event read by an increment or a full pass, a Kalshi threshold ladder, or a Gamma
// negRisk event. A new market in the event is a real change and still makes a new scenario
// version, in which the delisted market keeps its scenario and its payouts. The events are
// recorded responses (test/fixtures/cross-venue/SOURCES.md); the markets added to them are the
// recorded ones with another ticker.
import { syncOnce } from '../../src/sync/sync-pass';
import type { SyncIntervals } from '../../src/sync/sync-kinds';
import { fixtureJson } from '../catalog/venues/venue-fixtures';
import { STORE_KINDS } from '../support/stores';
import { get } from '../support/test-server';
import { simulatorWithServer } from '../support/simulator-with-server';
import { quickHttp } from '../support/venue-simulator';

const INTERVALS: SyncIntervals = { fullMs: 3_600_000, tradesMs: 300_000, historyMs: 3_600_000 };

type Json = Record<string, any>;

/** Recorded events of one file, by their native IDs (a fresh copy each time: tests change them). */
function recorded(file: string, ids: readonly string[], key: 'event_ticker' | 'id'): Json[] {
  const events = fixtureJson(`../cross-venue/${file}`) as Json[];
  return ids.map((id) => events.find((e) => e[key] === id)!);
}

const WORLD_CUP = 'KXMENWORLDCUP-26';
const WORLD_CUP_FAMILY = 'fam-kx-kxmenworldcup-26';
const IRAN = 'KXMENWORLDCUP-26-IR';
const LADDER = 'KXBTCD-26OCT0600';
const LADDER_FAMILY = 'fam-kx-kxbtcd-26oct0600';
const RUNG = 'KXBTCD-26OCT0600-T86999.99';
const FED = '606422';
const FED_FAMILY = 'fam-pm-606422';
const NO_CHANGE = '2589812';
const TEMPERATURE_FAMILY = 'fam-pm-1129478';

describe.each(STORE_KINDS)('markets a venue stops listing ($name store)', (kind) => {
  const venues = simulatorWithServer(kind);
  let minute = 0;
  /** A pass a minute after the last: Kalshi increments between its full passes, as continuous sync. */
  const pass = async (venue: 'kalshi' | 'polymarket') => {
    minute++;
    const report = await syncOnce(
      venues.server.store,
      quickHttp(venues.simulator),
      venues.simulator.endpoints,
      [venue],
      { clock: () => new Date(Date.UTC(2026, 10, 24, 12, minute)), intervals: INTERVALS },
    );
    expect(report.venues.map((v) => [v.venue, v.error, v.quarantined, v.skipped])).toEqual([
      [venue, undefined, [], []],
    ]);
    return report;
  };
  /** A change at the venue, in the minute before the next pass (what increments read by). */
  const changedAt = () => new Date(Date.UTC(2026, 10, 24, 12, minute, 30));

  const family = async (familyId: string) => {
    const found = await get(venues.server, `/v1/families?family_id=${familyId}`);
    return (found.body.items as Json[])[0]!;
  };
  /** Each market of the family: its version, its status and its listings' statuses. */
  const members = async (
    familyId: string,
  ): Promise<Record<string, { version: string; status: string; listings: string[] }>> => {
    const found = await get(venues.server, `/v1/markets?family_id=${familyId}&page_size=100`);
    return Object.fromEntries(
      (found.body.items as Json[]).map((m) => [
        m.market_id,
        {
          version: m.version,
          status: m.status,
          listings: (m.outcomes as Json[]).flatMap((o) =>
            (o.listings as Json[]).map((l) => l.status),
          ),
        },
      ]),
    );
  };
  /** Where the feed of the family's changes is now. */
  const feedNow = async (familyId: string) => ({
    familyId,
    cursor: String(
      (await get(venues.server, `/v1/changes?start=CURRENT&family_ids=${familyId}`)).body
        .next_cursor,
    ),
  });
  /** The changes of the family's resources since then, as `TYPE CHANGE resource`. */
  const changesSince = async (at: { familyId: string; cursor: string }) => {
    const page = await get(
      venues.server,
      `/v1/changes?cursor=${encodeURIComponent(at.cursor)}&family_ids=${at.familyId}&page_size=500`,
    );
    expect(page.status).toBe(200);
    return (page.body.items as Json[]).map(
      (c) => `${c.resource_type} ${c.change_type} ${c.resource_id}`,
    );
  };
  const payouts = async (outcomeId: string) => {
    const found = await get(venues.server, `/v1/payouts?outcome_ids=${outcomeId}`);
    return (found.body.items as Json[])[0]!;
  };
  const paysIn = (item: Json) =>
    (item.payouts as Json[]).filter((p) => p.value === '1').map((p) => p.scenario_id);

  beforeAll(async () => {
    const { kalshiEvents, gammaEvents } = venues.simulator.venues;
    kalshiEvents.push(
      ...recorded('kalshi/kalshi-iran-dataset-events-2026-03-01.json', [WORLD_CUP], 'event_ticker'),
      ...recorded('kalshi/kalshi-equinox-btc-daily-2026-10-06.json', [LADDER], 'event_ticker'),
    );
    gammaEvents.push(
      ...recorded('polymarket/gamma-equinox-fed-decision-october-2026-10-06.json', [FED], 'id'),
      ...recorded(
        'polymarket/gamma-equinox-highest-temperature-nyc-oct6-2026-10-06.json',
        ['1129478'],
        'id',
      ),
    );
    await pass('kalshi');
    await pass('polymarket');
  });

  test('a Kalshi exclusive event: the delisted market keeps its payouts, the family its version, the siblings theirs', async () => {
    const before = await family(WORLD_CUP_FAMILY);
    const market = 'mkt-kx-kxmenworldcup-26-ir';
    const siblings = await members(WORLD_CUP_FAMILY);
    expect(Object.keys(siblings)).toHaveLength(26);
    expect(siblings[market]).toEqual({ version: '1', status: 'OPEN', listings: ['OPEN', 'OPEN'] });
    const cursor = await feedNow(WORLD_CUP_FAMILY);

    venues.simulator.delistMarket('kalshi', IRAN);
    // Anything else in the event changes: the increment reads the event whole.
    venues.simulator.changeKalshiMarket(`${WORLD_CUP}-IT`, { status: 'closed' }, changedAt());
    await pass('kalshi');

    const after = await family(WORLD_CUP_FAMILY);
    expect(after.current_scenario_version).toBe(before.current_scenario_version);
    expect(after.scenario_versions).toEqual(before.scenario_versions);
    expect(after.market_ids).toContain(market);
    // What is announced: the closed sibling and the delisted market, each updated in place.
    expect((await changesSince(cursor)).sort()).toEqual([
      'CONTRACT UPDATED mkt-kx-kxmenworldcup-26-ir',
      'CONTRACT UPDATED mkt-kx-kxmenworldcup-26-it',
      'MAPPING UPDATED lst-kx-kxmenworldcup-26-ir-no',
      'MAPPING UPDATED lst-kx-kxmenworldcup-26-ir-yes',
      'MAPPING UPDATED lst-kx-kxmenworldcup-26-it-no',
      'MAPPING UPDATED lst-kx-kxmenworldcup-26-it-yes',
    ]);
    const now = await members(WORLD_CUP_FAMILY);
    expect(now[market]).toEqual({
      version: '1',
      status: 'UNKNOWN',
      listings: ['UNKNOWN', 'UNKNOWN'],
    });
    expect(now['mkt-kx-kxmenworldcup-26-it']).toMatchObject({ version: '1', status: 'CLOSED' });
    for (const [id, m] of Object.entries(now)) expect([id, m.version]).toEqual([id, '1']);

    const yes = await payouts('out-kx-kxmenworldcup-26-ir-yes');
    expect(yes).toMatchObject({
      status: 'SUPPORTED',
      family_id: WORLD_CUP_FAMILY,
      scenario_version: before.current_scenario_version,
    });
    expect(paysIn(yes)).toEqual(['ir']);
    expect(await payouts('out-kx-kxmenworldcup-26-ir-no')).toMatchObject({ status: 'SUPPORTED' });

    // A full pass reads every open event: still nothing to announce.
    const quiet = await feedNow(WORLD_CUP_FAMILY);
    minute += 60;
    await pass('kalshi');
    expect(await changesSince(quiet)).toEqual([]);
    expect((await family(WORLD_CUP_FAMILY)).current_scenario_version).toBe(
      before.current_scenario_version,
    );
  });

  test('a new market in the event is a real change: a new scenario version that keeps the delisted market', async () => {
    const before = await family(WORLD_CUP_FAMILY);
    const cursor = await feedNow(WORLD_CUP_FAMILY);
    const event = venues.simulator.venues.kalshiEvents.find((e) => e.event_ticker === WORLD_CUP)!;
    const colombia = (event.markets as Json[]).find((m) => m.ticker === `${WORLD_CUP}-CO`)!;
    (event.markets as Json[]).push({
      ...colombia,
      ticker: `${WORLD_CUP}-QA`,
      yes_sub_title: 'Qatar',
      no_sub_title: 'Qatar',
      title: String(colombia.title).replace('Colombia', 'Qatar'),
      rules_primary: String(colombia.rules_primary).replaceAll('Colombia', 'Qatar'),
      updated_time: changedAt().toISOString(),
    });
    await pass('kalshi');

    const after = await family(WORLD_CUP_FAMILY);
    expect(after.current_scenario_version).not.toBe(before.current_scenario_version);
    expect(after.scenario_versions).toEqual([
      ...before.scenario_versions,
      after.current_scenario_version,
    ]);
    const scenarios = await get(
      venues.server,
      `/v1/scenarios?family_id=${WORLD_CUP_FAMILY}&page_size=100`,
    );
    const ids = (scenarios.body.items as Json[]).map((s) => s.scenario_id);
    expect(ids).toEqual(expect.arrayContaining(['ir', 'qa', 'other']));
    expect(ids).toHaveLength(28);
    // Every market's payouts moved to the new version, the delisted one's too.
    const announced = await changesSince(cursor);
    expect(announced).toContain(
      `SCENARIO_VERSION CREATED ${WORLD_CUP_FAMILY}@${after.current_scenario_version}`,
    );
    expect(announced).toContain('CONTRACT CREATED mkt-kx-kxmenworldcup-26-qa');
    expect(announced).toContain('CONTRACT NEW_VERSION mkt-kx-kxmenworldcup-26-ir');
    expect(announced.filter((c) => c.startsWith('CONTRACT NEW_VERSION'))).toHaveLength(26);
    const yes = await payouts('out-kx-kxmenworldcup-26-ir-yes');
    expect(yes).toMatchObject({
      status: 'SUPPORTED',
      scenario_version: after.current_scenario_version,
    });
    expect(paysIn(yes)).toEqual(['ir']);
    expect((await members(WORLD_CUP_FAMILY))['mkt-kx-kxmenworldcup-26-ir']).toMatchObject({
      version: '2',
      status: 'UNKNOWN',
    });
  });

  test('a market listed again is OPEN again, in the same version', async () => {
    const cursor = await feedNow(WORLD_CUP_FAMILY);
    const event = venues.simulator.venues.kalshiEvents.find((e) => e.event_ticker === WORLD_CUP)!;
    const relisted = recorded(
      'kalshi/kalshi-iran-dataset-events-2026-03-01.json',
      [WORLD_CUP],
      'event_ticker',
    )[0]!.markets.find((m: Json) => m.ticker === IRAN);
    (event.markets as Json[]).push({ ...relisted, updated_time: changedAt().toISOString() });
    await pass('kalshi');
    expect((await changesSince(cursor)).sort()).toEqual([
      'CONTRACT UPDATED mkt-kx-kxmenworldcup-26-ir',
      'MAPPING UPDATED lst-kx-kxmenworldcup-26-ir-no',
      'MAPPING UPDATED lst-kx-kxmenworldcup-26-ir-yes',
    ]);
    expect((await members(WORLD_CUP_FAMILY))['mkt-kx-kxmenworldcup-26-ir']).toEqual({
      version: '2',
      status: 'OPEN',
      listings: ['OPEN', 'OPEN'],
    });
  });

  test('a Kalshi ladder: the delisted rung keeps its threshold, in this version and the next', async () => {
    const before = await family(LADDER_FAMILY);
    const cursor = await feedNow(LADDER_FAMILY);
    venues.simulator.delistMarket('kalshi', RUNG);
    venues.simulator.changeKalshiMarket(`${LADDER}-T86799.99`, { status: 'closed' }, changedAt());
    await pass('kalshi');
    expect((await family(LADDER_FAMILY)).current_scenario_version).toBe(
      before.current_scenario_version,
    );
    expect((await changesSince(cursor)).sort()).toEqual([
      'CONTRACT UPDATED mkt-kx-kxbtcd-26oct0600-t86799.99',
      'CONTRACT UPDATED mkt-kx-kxbtcd-26oct0600-t86999.99',
      'MAPPING UPDATED lst-kx-kxbtcd-26oct0600-t86799.99-no',
      'MAPPING UPDATED lst-kx-kxbtcd-26oct0600-t86799.99-yes',
      'MAPPING UPDATED lst-kx-kxbtcd-26oct0600-t86999.99-no',
      'MAPPING UPDATED lst-kx-kxbtcd-26oct0600-t86999.99-yes',
    ]);
    const rung = await payouts('out-kx-kxbtcd-26oct0600-t86999.99-yes');
    expect(rung).toMatchObject({
      status: 'SUPPORTED',
      scenario_version: before.current_scenario_version,
    });
    expect(paysIn(rung)).toEqual(['gt-86999p99-le-87199p99', 'gt-87199p99']);

    // A new rung splits the top interval: the delisted rung pays above its own threshold still.
    const event = venues.simulator.venues.kalshiEvents.find((e) => e.event_ticker === LADDER)!;
    const top = (event.markets as Json[]).find((m) => m.ticker === `${LADDER}-T87199.99`)!;
    (event.markets as Json[]).push({
      ...top,
      ticker: `${LADDER}-T87399.99`,
      floor_strike: 87399.99,
      yes_sub_title: String(top.yes_sub_title).replace('87,200', '87,400'),
      rules_primary: String(top.rules_primary).replace('87199.99', '87399.99'),
      updated_time: changedAt().toISOString(),
    });
    await pass('kalshi');
    const next = await family(LADDER_FAMILY);
    expect(next.current_scenario_version).not.toBe(before.current_scenario_version);
    const moved = await payouts('out-kx-kxbtcd-26oct0600-t86999.99-yes');
    expect(moved).toMatchObject({
      status: 'SUPPORTED',
      scenario_version: next.current_scenario_version,
    });
    expect(paysIn(moved)).toEqual([
      'gt-86999p99-le-87199p99',
      'gt-87199p99-le-87399p99',
      'gt-87399p99',
    ]);
  });

  test('a Gamma negRisk event: the delisted market keeps its payouts, the family its version', async () => {
    const before = await family(FED_FAMILY);
    const cursor = await feedNow(FED_FAMILY);
    venues.simulator.delistMarket('polymarket', NO_CHANGE);
    const event = venues.simulator.venues.gammaEvents.find((e) => e.id === FED)!;
    const cut = (event.markets as Json[]).find((m) => m.id === '2589811')!;
    cut.question = `${String(cut.question)} (reworded)`;
    await pass('polymarket');
    expect((await family(FED_FAMILY)).current_scenario_version).toBe(
      before.current_scenario_version,
    );
    expect((await changesSince(cursor)).sort()).toEqual([
      'CONTRACT UPDATED mkt-pm-2589811',
      'CONTRACT UPDATED mkt-pm-2589812',
      'MAPPING UPDATED lst-pm-2589812-no',
      'MAPPING UPDATED lst-pm-2589812-yes',
    ]);
    const yes = await payouts(`out-pm-${NO_CHANGE}-yes`);
    expect(yes).toMatchObject({
      status: 'SUPPORTED',
      scenario_version: before.current_scenario_version,
    });
    expect(paysIn(yes)).toEqual(['no-change']);
    for (const m of Object.values(await members(FED_FAMILY))) expect(m.version).toBe('1');
  });

  test('a Gamma negRisk event left with one listed market stays one family', async () => {
    const before = await family(TEMPERATURE_FAMILY);
    const cursor = await feedNow(TEMPERATURE_FAMILY);
    venues.simulator.delistMarket('polymarket', '5270619');
    await pass('polymarket');
    const after = await family(TEMPERATURE_FAMILY);
    expect(after.current_scenario_version).toBe(before.current_scenario_version);
    expect(after.market_ids).toEqual(before.market_ids);
    expect((await changesSince(cursor)).sort()).toEqual([
      'CONTRACT UPDATED mkt-pm-5270619',
      'MAPPING UPDATED lst-pm-5270619-no',
      'MAPPING UPDATED lst-pm-5270619-yes',
    ]);
    expect(paysIn(await payouts('out-pm-5270618-yes'))).toEqual(['55-f-or-below']);
  });
});
