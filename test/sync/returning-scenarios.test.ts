// A family whose scenarios return to an earlier version's content (docs/decisions.md, "A family's
// scenarios returning to an earlier version"), end to end against the venue simulator on both
// stores, read back over HTTP: one market of a Kalshi exclusive event adds a VOID case to its
// rules, then drops it. The adapter derives the family's version label from its scenarios, so the
// second change names the first version again; that version becomes current again, every
// market's payouts are served at it, its relationships are those of the markets as they are, and
// the change feed announces the move once. The event is the recorded KXFEDDECISION-26DEC
// (test/fixtures/venues/SOURCES.md).
import { syncOnce } from '../../src/sync/sync-pass';
import type { SyncIntervals } from '../../src/sync/sync-kinds';
import { STORE_KINDS } from '../support/stores';
import { get } from '../support/test-server';
import { simulatorWithServer } from '../support/simulator-with-server';
import { quickHttp } from '../support/venue-simulator';

const INTERVALS: SyncIntervals = { fullMs: 3_600_000, tradesMs: 300_000, historyMs: 3_600_000 };
const FAMILY = 'fam-kx-kxfeddecision-26dec';
const HOLD = 'KXFEDDECISION-26DEC-H0';
const CANCELLED = 'If the FOMC meeting is cancelled, the market resolves 50-50.';
const OUTCOMES = ['h0', 'c25', 'c26', 'h25'].flatMap((m) =>
  ['yes', 'no'].map((side) => `out-kx-kxfeddecision-26dec-${m}-${side}`),
);

type Json = Record<string, any>;

describe.each(STORE_KINDS)('a family returning to an earlier version ($name store)', (kind) => {
  const venues = simulatorWithServer(kind);
  let minute = 0;
  /** A pass a minute after the last: Kalshi increments between its full passes. */
  const pass = async () => {
    minute++;
    const report = await syncOnce(
      venues.server.store,
      quickHttp(venues.simulator),
      venues.simulator.endpoints,
      ['kalshi'],
      { clock: () => new Date(Date.UTC(2026, 10, 24, 12, minute)), intervals: INTERVALS },
    );
    expect(report.venues.map((v) => [v.venue, v.error, v.quarantined])).toEqual([
      ['kalshi', undefined, []],
    ]);
  };
  const changedAt = () => new Date(Date.UTC(2026, 10, 24, 12, minute, 30));
  const family = async () =>
    (await get(venues.server, `/v1/families?family_id=${FAMILY}`)).body.items[0] as Json;
  const scenarioIds = async (version?: string) => {
    const query = version ? `&scenario_version=${version}` : '';
    const found = await get(
      venues.server,
      `/v1/scenarios?family_id=${FAMILY}&page_size=100${query}`,
    );
    return (found.body.items as Json[]).map((s) => `${s.scenario_version} ${s.scenario_id}`);
  };
  /** Each outcome's payout status at the family's current version, and the version served. */
  const payouts = async () => {
    const found = await get(
      venues.server,
      `/v1/payouts?${OUTCOMES.map((o) => `outcome_ids=${o}`).join('&')}&family_id=${FAMILY}`,
    );
    return (found.body.items as Json[]).map((p) => `${p.outcome_id} ${p.status}`);
  };
  const feedNow = async () =>
    String(
      (await get(venues.server, `/v1/changes?start=CURRENT&family_ids=${FAMILY}`)).body.next_cursor,
    );
  const changesSince = async (cursor: string) => {
    const page = await get(
      venues.server,
      `/v1/changes?cursor=${encodeURIComponent(cursor)}&family_ids=${FAMILY}&page_size=500`,
    );
    expect(page.status).toBe(200);
    return (page.body.items as Json[]).map(
      (c) => `${c.resource_type} ${c.change_type} ${c.resource_id} ${c.version}`,
    );
  };
  const relationshipTypes = async () => {
    const found = await get(
      venues.server,
      `/v1/relationships?outcome_id=out-kx-kxfeddecision-26dec-h0-yes&page_size=100`,
    );
    return (found.body.items as Json[]).map(
      (r) =>
        `${r.type} ${r.from_outcome_id} ${r.to_outcome_id} ${r.scenario_pins[0].scenario_version}`,
    );
  };
  const holdRules = () =>
    venues.simulator.venues.kalshiEvents
      .flatMap((e) => e.markets as Json[])
      .find((m) => m.ticker === HOLD)!.rules_secondary as string;

  beforeAll(() => pass());

  test('a VOID case added and dropped again: the first version is current again, every payout served at it, announced once', async () => {
    const first = await family();
    const original = holdRules();
    const allSupported = OUTCOMES.map((o) => `${o} SUPPORTED`);
    expect(await payouts()).toEqual(allSupported);
    const firstScenarios = await scenarioIds();
    const firstRelationships = await relationshipTypes();
    expect(firstRelationships.length).toBeGreaterThan(0);

    // The hold market's rules add a cancellation case: a VOID scenario, a new version, and the
    // other markets, whose rules do not address it, are not analysable there.
    venues.simulator.changeKalshiMarket(
      HOLD,
      { rules_secondary: `${original} ${CANCELLED}` },
      changedAt(),
    );
    await pass();
    const second = await family();
    expect(second.current_scenario_version).not.toBe(first.current_scenario_version);
    expect(second.scenario_versions).toEqual([
      first.current_scenario_version,
      second.current_scenario_version,
    ]);
    expect(await scenarioIds()).toContain(`${second.current_scenario_version} void-50-50`);
    expect(await payouts()).toEqual(
      OUTCOMES.map((o) => `${o} ${o.includes('-h0-') ? 'SUPPORTED' : 'UNSUPPORTED'}`),
    );

    // The rules drop it again: the scenarios are the first version's, which is current again.
    const cursor = await feedNow();
    venues.simulator.changeKalshiMarket(HOLD, { rules_secondary: original }, changedAt());
    await pass();
    const third = await family();
    expect(third.current_scenario_version).toBe(first.current_scenario_version);
    // Published once each; the order is the order in which they became current.
    expect(third.scenario_versions).toEqual([
      second.current_scenario_version,
      first.current_scenario_version,
    ]);
    expect(await scenarioIds()).toEqual(firstScenarios);
    expect(await payouts()).toEqual(allSupported);
    expect(await relationshipTypes()).toEqual(firstRelationships);
    // The second version keeps its scenarios for pins; no market has payouts there any more.
    expect(await scenarioIds(second.current_scenario_version)).toContain(
      `${second.current_scenario_version} void-50-50`,
    );
    const announced = await changesSince(cursor);
    expect(announced.filter((c) => c.startsWith('SCENARIO_VERSION'))).toEqual([
      `SCENARIO_VERSION UPDATED ${FAMILY}@${first.current_scenario_version} ${first.current_scenario_version}`,
    ]);
    // Every market's terms moved back to the first version: a new market version each.
    expect(announced.filter((c) => c.startsWith('CONTRACT NEW_VERSION'))).toHaveLength(4);

    // Passes over an unchanged venue announce nothing more, a full pass included.
    const quiet = await feedNow();
    await pass();
    minute += 60;
    await pass();
    expect(await changesSince(quiet)).toEqual([]);
    expect((await family()).current_scenario_version).toBe(first.current_scenario_version);
  });

  test('the VOID case added a second time makes the second version current again', async () => {
    const before = await family();
    const [second] = before.scenario_versions as string[];
    const cursor = await feedNow();
    venues.simulator.changeKalshiMarket(
      HOLD,
      { rules_secondary: `${holdRules()} ${CANCELLED}` },
      changedAt(),
    );
    await pass();
    const after = await family();
    expect(after.current_scenario_version).toBe(second);
    expect(after.scenario_versions).toEqual([before.current_scenario_version, second]);
    expect(await payouts()).toEqual(
      OUTCOMES.map((o) => `${o} ${o.includes('-h0-') ? 'SUPPORTED' : 'UNSUPPORTED'}`),
    );
    expect((await changesSince(cursor)).filter((c) => c.startsWith('SCENARIO_VERSION'))).toEqual([
      `SCENARIO_VERSION UPDATED ${FAMILY}@${second} ${second}`,
    ]);
  });
});
