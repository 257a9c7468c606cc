// A family's scenarios returning to an earlier version (docs/decisions.md, "A family's scenarios
// returning to an earlier version"), through `settlegraph import` of catalog files on both
// stores, read back over HTTP. A catalog lists a family's versions oldest first and the last one
// listed is its current version (docs/catalog-format.md): a file that names an earlier version
// last makes it current again, so the payouts it keys to that version are served, its
// relationships are those of the markets as they are, and the move is announced once. Market
// versions the import numbers itself never take a label published before.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importFiles } from '../../src/cli/import-command';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { rules } from '../fixtures/small-catalog';

type Json = Record<string, any>;

const FAMILY = 'fam-fed';
const HOLD_CUT = [
  { scenario_id: 'cut', label: 'Cut' },
  { scenario_id: 'hold', label: 'Hold' },
];
const CANCELLED = { scenario_id: 'cancelled', label: 'Meeting cancelled', kind: 'VOID' };
const version = (label: string, scenarios: Json[]) => ({ version: label, scenarios });

/** YES pays in its own scenario; both sides 0.5 in a VOID one. */
function payouts(key: string, scenarios: Json[], wins: string): [Json, Json] {
  const side = (pays: (id: string) => boolean) =>
    Object.fromEntries(
      scenarios.map((s) => [
        s.scenario_id,
        s.kind === 'VOID' ? '0.5' : pays(s.scenario_id) ? '1' : '0',
      ]),
    );
  return [{ [key]: side((id) => id === wins) }, { [key]: side((id) => id !== wins) }];
}

/**
 * A catalog of the Fed family's listed `versions` and its two markets, their payouts keyed to
 * `keyed` (one of the listed versions); `marketVersion` names the markets' versions when given.
 */
function catalog(versions: Json[], keyed: string, marketVersion?: string): Json {
  const scenarios = versions.find((v) => v.version === keyed)!.scenarios as Json[];
  return {
    format: 'settlegraph.catalog/v1',
    families: [{ family_id: FAMILY, title: 'Fed decision', scenario_versions: versions }],
    events: [
      {
        event_id: 'evt-fed',
        venue: 'kalshi',
        venue_event_id: 'KXFED',
        title: 'Fed decision',
        family_ids: [FAMILY],
      },
    ],
    markets: ['cut', 'hold'].map((m) => {
      const [yes, no] = payouts(`${FAMILY}@${keyed}`, scenarios, m);
      const listing = (side: string) => ({
        listing_id: `lst-fed-${m}-${side}`,
        venue: 'kalshi',
        venue_market_id: `KXFED-${m.toUpperCase()}`,
        venue_outcome_id: side,
        venue_event_ids: ['KXFED'],
        trading_rules: rules(),
      });
      return {
        market_id: `mkt-fed-${m}`,
        ...(marketVersion !== undefined ? { version: marketVersion } : {}),
        title: `Fed ${m}`,
        event_ids: ['evt-fed'],
        family_ids: [FAMILY],
        settlement_summary: `YES if the Fed decides to ${m}`,
        outcomes: [
          {
            outcome_id: `out-fed-${m}-yes`,
            label: 'YES',
            payouts: yes,
            listings: [listing('yes')],
          },
          { outcome_id: `out-fed-${m}-no`, label: 'NO', payouts: no, listings: [listing('no')] },
        ],
      };
    }),
  };
}

describe.each(STORE_KINDS)(
  'a family returning to an earlier scenario version ($name store)',
  (kind) => {
    let server: TestServer;
    let dir: string;
    let files = 0;
    beforeEach(async () => {
      server = await startTestServer(await kind.open());
      dir = mkdtempSync(join(tmpdir(), 'settlegraph-versions-'));
    });
    afterEach(async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    });

    /** `settlegraph import` of the catalog written to a file: its one output line. */
    const importFile = async (doc: Json): Promise<string> => {
      const file = join(dir, `catalog-${++files}.json`);
      writeFileSync(file, JSON.stringify(doc));
      const out: string[] = [];
      const err: string[] = [];
      const exit = await importFiles(server.store, [file], {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
      expect({ exit, err }).toEqual({ exit: 0, err: [] });
      return out[0]!.slice(file.length + 2);
    };
    const read = async (path: string): Promise<Json> => {
      const found = await get(server, path);
      expect(found.status).toBe(200);
      return found.body as Json;
    };
    const family = async () => (await read(`/v1/families?family_id=${FAMILY}`)).items[0] as Json;
    const scenarios = async (pinned = '') =>
      ((await read(`/v1/scenarios?family_id=${FAMILY}${pinned}`)).items as Json[]).map(
        (s) => `${s.scenario_version} ${s.scenario_id}`,
      );
    const payoutsServed = async () =>
      (
        (await read('/v1/payouts?outcome_ids=out-fed-cut-yes&outcome_ids=out-fed-hold-no'))
          .items as Json[]
      ).map((p) => `${p.outcome_id} ${p.scenario_version} ${p.status}`);
    const relationships = async () =>
      ((await read('/v1/relationships?outcome_id=out-fed-cut-yes')).items as Json[]).map(
        (r) =>
          `${r.type} ${r.from_outcome_id} ${r.to_outcome_id} ${r.scenario_pins[0].scenario_version}`,
      );
    const feedNow = async () =>
      String((await read(`/v1/changes?start=CURRENT&family_ids=${FAMILY}`)).next_cursor);
    const changesSince = async (cursor: string) =>
      (
        (await read(`/v1/changes?cursor=${encodeURIComponent(cursor)}&family_ids=${FAMILY}`))
          .items as Json[]
      ).map((c) => `${c.resource_type} ${c.change_type} ${c.resource_id} ${c.version}`);

    const v1 = version('1', HOLD_CUT);
    const v2 = version('2', [...HOLD_CUT, CANCELLED]);

    test('a file that names the earlier version last again: it is current again, its payouts served, announced once', async () => {
      await importFile(catalog([v1], '1'));
      const first = { scenarios: await scenarios(), relationships: await relationships() };
      expect(first.relationships).toEqual([
        'COMPLEMENT out-fed-cut-no out-fed-cut-yes 1',
        'EQUALITY out-fed-cut-yes out-fed-hold-no 1',
        'COMPLEMENT out-fed-cut-yes out-fed-hold-yes 1',
      ]);
      await importFile(catalog([v1, v2], '2'));
      expect(await family()).toMatchObject({
        current_scenario_version: '2',
        scenario_versions: ['1', '2'],
      });

      // The VOID case is withdrawn: the file goes back to what it was.
      const cursor = await feedNow();
      await importFile(catalog([v1], '1'));
      expect(await family()).toMatchObject({
        current_scenario_version: '1',
        scenario_versions: ['2', '1'],
        analytical_coverage: 'COMPLETE',
      });
      expect(await scenarios()).toEqual(first.scenarios);
      expect(await payoutsServed()).toEqual([
        'out-fed-cut-yes 1 SUPPORTED',
        'out-fed-hold-no 1 SUPPORTED',
      ]);
      expect(await relationships()).toEqual(first.relationships);
      expect(await changesSince(cursor)).toEqual([
        `SCENARIO_VERSION UPDATED ${FAMILY}@1 1`,
        'CONTRACT NEW_VERSION mkt-fed-cut 3',
        'CONTRACT NEW_VERSION mkt-fed-hold 3',
      ]);
      // Version 2 keeps its scenarios, for pins.
      expect(await scenarios('&scenario_version=2')).toEqual(['2 cut', '2 hold', '2 cancelled']);

      // The same file again changes nothing.
      const quiet = await feedNow();
      expect(await importFile(catalog([v1], '1'))).toMatch(/^0 records written, 0 change records/);
      expect(await changesSince(quiet)).toEqual([]);
      // And a file listing both, version 2 last, makes version 2 current again.
      await importFile(catalog([v1, v2], '2'));
      expect(await family()).toMatchObject({
        current_scenario_version: '2',
        scenario_versions: ['1', '2'],
      });
      expect(await payoutsServed()).toEqual([
        'out-fed-cut-yes 2 SUPPORTED',
        'out-fed-hold-no 2 SUPPORTED',
      ]);
    });

    test('the same scenarios under a new label are a new version, as before', async () => {
      await importFile(catalog([v1, v2], '2'));
      const cursor = await feedNow();
      const v3 = version('3', HOLD_CUT);
      await importFile(catalog([v1, v2, v3], '3'));
      expect(await family()).toMatchObject({
        current_scenario_version: '3',
        scenario_versions: ['1', '2', '3'],
      });
      expect(await payoutsServed()).toEqual([
        'out-fed-cut-yes 3 SUPPORTED',
        'out-fed-hold-no 3 SUPPORTED',
      ]);
      expect((await changesSince(cursor)).filter((c) => c.startsWith('SCENARIO'))).toEqual([
        `SCENARIO_VERSION CREATED ${FAMILY}@3 3`,
      ]);
    });

    test('the last version listed is current even when a new one is published before it', async () => {
      await importFile(catalog([v1, v2], '2'));
      const cursor = await feedNow();
      const v3 = version('3', [...HOLD_CUT, { scenario_id: 'emergency', label: 'Emergency cut' }]);
      await importFile(catalog([v2, v3, v1], '1'));
      expect(await family()).toMatchObject({
        current_scenario_version: '1',
        scenario_versions: ['2', '3', '1'],
      });
      expect(await payoutsServed()).toEqual([
        'out-fed-cut-yes 1 SUPPORTED',
        'out-fed-hold-no 1 SUPPORTED',
      ]);
      const announced = await changesSince(cursor);
      expect(announced.filter((c) => c.startsWith('SCENARIO'))).toEqual([
        `SCENARIO_VERSION CREATED ${FAMILY}@3 3`,
        `SCENARIO_VERSION UPDATED ${FAMILY}@1 1`,
      ]);
    });

    test('a numbered market version never takes a label published before', async () => {
      await importFile(catalog([v1], '1', '1'));
      const withVoid = catalog([v1, v2], '2', '2');
      withVoid.markets[0].settlement_summary =
        'YES if the Fed cuts; half each if the meeting is cancelled';
      await importFile(withVoid);
      // Named again, the earlier market version is current again.
      await importFile(catalog([v1], '1', '1'));
      const market = async (at = '') =>
        (await read(`/v1/markets?market_id=mkt-fed-cut${at}`)).items[0] as Json;
      expect(await market()).toMatchObject({ version: '1' });
      // Amended without a version named: numbered past every label published, not "current + 1".
      const cursor = await feedNow();
      const amended = catalog([v1], '1');
      amended.markets[0].settlement_summary = 'YES if the Fed cuts by 25bp or more';
      await importFile(amended);
      expect(await market()).toMatchObject({
        version: '3',
        settlement_summary: 'YES if the Fed cuts by 25bp or more',
      });
      // Version 2 still names the terms it was published with.
      const second = await market('&version=2');
      expect(second.version).toBe('2');
      expect(second.settlement_summary).toBe(
        'YES if the Fed cuts; half each if the meeting is cancelled',
      );
      expect(await changesSince(cursor)).toEqual(['CONTRACT NEW_VERSION mkt-fed-cut 3']);
    });
  },
);
