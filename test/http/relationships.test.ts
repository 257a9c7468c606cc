// GET /relationships and POST /relationships:analyze over real HTTP on both stores, on the demo
// catalog: including the deliberately separate pair, shown as a relationship and not merged.
import { readFileSync } from 'node:fs';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, storePosition, type TestServer } from '../support/test-server';

const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');
const KX_YES = 'out-fed-dec26-cut-any-kx-yes';
const KX_NO = 'out-fed-dec26-cut-any-kx-no';
const PM_YES = 'out-fed-dec26-cut-any-pm-yes';

describe.each(STORE_KINDS)('relationships over HTTP ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [demo]);
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  const list = (query: string) => get(server, `/v1/relationships?${query}`);

  test('the separate pair: Kalshi YES implies Polymarket YES, the cancelled meeting is the witness', async () => {
    const res = await list(`outcome_id=${KX_YES}&type=IMPLICATION`);
    expect(res.status).toBe(200);
    const pair = res.body.items.find((r: any) => r.to_outcome_id === PM_YES);
    expect(pair).toEqual({
      relationship_id: expect.any(String),
      type: 'IMPLICATION',
      from_outcome_id: KX_YES,
      to_outcome_id: PM_YES,
      related_market_ids: ['mkt-fed-dec26-cut-any-kx', 'mkt-fed-dec26-cut-any-pm'],
      related_event_ids: ['evt-kx-fedcut-26dec', 'evt-pm-fedcut-26dec'],
      explanation: expect.stringContaining('implies'),
      scenario_pins: [{ family_id: 'fam-fed-2026-12', scenario_version: '2' }],
      witnesses: [
        { family_id: 'fam-fed-2026-12', scenario_version: '2', scenario_id: 'cancelled' },
        { family_id: 'fam-fed-2026-12', scenario_version: '2', scenario_id: 'cut-50-plus' },
      ],
    });
    expect(res.body.items.every((r: any) => r.type === 'IMPLICATION')).toBe(true);
  });

  test('pinned to scenario version 1 (no cancellation scenario) the pair is EQUALITY', async () => {
    const res = await list(
      `outcome_id=${KX_YES}&family_id=fam-fed-2026-12&scenario_version=1&type=EQUALITY`,
    );
    expect(res.body.items.map((r: any) => [r.type, r.scenario_pins])).toEqual([
      ['EQUALITY', [{ family_id: 'fam-fed-2026-12', scenario_version: '1' }]],
    ]);
    const ids = [res.body.items[0].from_outcome_id, res.body.items[0].to_outcome_id].sort();
    expect(ids).toEqual([KX_YES, PM_YES].sort());
  });

  test('a market starts from its outcomes: YES and NO of one market are COMPLEMENT', async () => {
    const res = await list('market_id=mkt-fed-dec26-cut-any-kx&type=COMPLEMENT&page_size=500');
    const own = res.body.items.filter(
      (r: any) =>
        [r.from_outcome_id, r.to_outcome_id].sort().join() === [KX_NO, KX_YES].sort().join(),
    );
    expect(own).toHaveLength(1);
    expect(own[0].witnesses.map((w: any) => w.scenario_id)).toEqual(
      expect.arrayContaining(['cut-50-plus']),
    );
  });

  test('the bitcoin ladder: a higher threshold implies a lower one; intervals exclude each other', async () => {
    const res = await list('market_id=mkt-btc-dec31-above-100k&page_size=500');
    const types = new Set(res.body.items.map((r: any) => r.type));
    expect([...types]).toEqual(expect.arrayContaining(['IMPLICATION', 'COMPLEMENT']));
    const exclusive = await list(
      'market_id=mkt-btc-dec31-100k-110k&type=EXCLUSIVITY&page_size=500',
    );
    expect(exclusive.body.items.length).toBeGreaterThan(0);
  });

  test('event_id starts from every market of the event; pages walk the whole list', async () => {
    const all = await list('event_id=evt-kx-fed-26dec&page_size=500');
    expect(all.body.items.length).toBeGreaterThan(5);
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page: any = await list(
        `event_id=evt-kx-fed-26dec&page_size=7${token ? `&page_token=${encodeURIComponent(token)}` : ''}`,
      );
      seen.push(...page.body.items.map((r: any) => r.relationship_id));
      token = page.body.next_page_token;
    } while (token);
    expect(seen).toEqual(all.body.items.map((r: any) => r.relationship_id));
  });

  test('related_venue keeps neighbours listed there without changing the start', async () => {
    const all = await list(`outcome_id=${KX_YES}&page_size=500`);
    const onPolymarket = await list(`outcome_id=${KX_YES}&related_venue=polymarket&page_size=500`);
    const neighbours = (items: any[]) =>
      items.map((r: any) => (r.from_outcome_id === KX_YES ? r.to_outcome_id : r.from_outcome_id));
    expect(neighbours(all.body.items)).toContain(KX_NO);
    expect(neighbours(onPolymarket.body.items)).not.toContain(KX_NO);
    expect(neighbours(onPolymarket.body.items)).toContain(PM_YES);
    expect(
      onPolymarket.body.items.every(
        (r: any) => r.from_outcome_id === KX_YES || r.to_outcome_id === KX_YES,
      ),
    ).toBe(true);
  });

  test('an unknown family or scenario version pins nothing: 200 with empty items', async () => {
    expect(
      (await list(`outcome_id=${KX_YES}&family_id=fam-fed-2026-12&scenario_version=9`)).body.items,
    ).toEqual([]);
    expect(
      (await list(`outcome_id=${KX_YES}&family_id=fam-none&scenario_version=1`)).body.items,
    ).toEqual([]);
    expect((await list('outcome_id=out-unknown')).body.items).toEqual([]);
  });

  test.each([
    [`market_id=mkt-fed-dec26-cut-any-kx&outcome_id=${KX_YES}`, 'market_id,outcome_id'],
    [`event_id=evt-kx-fed-26dec&outcome_id=${KX_YES}`, 'outcome_id,event_id'],
    ['type=EQUALITY', 'market_id'],
    [`outcome_id=${KX_YES}&family_id=fam-fed-2026-12`, 'scenario_version'],
    [`outcome_id=${KX_YES}&scenario_version=1`, 'family_id'],
    [`outcome_id=${KX_YES}&type=SIMILAR`, 'type'],
  ])('%s is INVALID_REQUEST (%s)', async (query, path) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.details.problems.map((p: any) => p.path).join(' ')).toContain(path);
  });

  test('POST /relationships:analyze classifies every pair of the basket', async () => {
    const res = await post(server, '/v1/relationships:analyze', {
      legs: [
        { outcome_id: KX_YES },
        { outcome_id: PM_YES },
        { listing_id: 'lst-kx-fed-dec26-cut-any-no' },
        { outcome_id: 'out-btc-dec31-above-100k-yes' },
      ],
    });
    expect(res.status).toBe(200);
    const byLegs = Object.fromEntries(
      res.body.items.map((p: any) => [[...p.leg_indices].sort().join('-'), p]),
    );
    expect(byLegs['0-1']).toMatchObject({
      status: 'RELATED',
      type: 'IMPLICATION',
      leg_indices: [0, 1],
      from_outcome_id: KX_YES,
      to_outcome_id: PM_YES,
      family_id: 'fam-fed-2026-12',
      scenario_version: '2',
    });
    expect(byLegs['0-1'].witnesses[0]).toEqual({
      family_id: 'fam-fed-2026-12',
      scenario_version: '2',
      scenario_id: 'cancelled',
    });
    expect(byLegs['0-2']).toMatchObject({ status: 'RELATED', type: 'COMPLEMENT' });
    expect(byLegs['0-3']).toMatchObject({
      status: 'NO_SHARED_SCOPE',
      type: null,
      family_id: null,
      witnesses: [],
    });
    expect(res.body.scenario_pins).toEqual([
      { family_id: 'fam-fed-2026-12', scenario_version: '2' },
    ]);
    const pinned = await post(server, '/v1/relationships:analyze', {
      legs: [{ outcome_id: KX_YES }, { outcome_id: PM_YES }],
      scenario_pins: [{ family_id: 'fam-fed-2026-12', scenario_version: '1' }],
    });
    expect(pinned.body.items[0]).toMatchObject({ type: 'EQUALITY', scenario_version: '1' });
  });

  test.each([
    ['one leg', { legs: [{ outcome_id: KX_YES }] }, 'legs'],
    [
      'a leg with both IDs',
      {
        legs: [
          { outcome_id: KX_YES, listing_id: 'lst-kx-fed-dec26-cut-any-no' },
          { outcome_id: PM_YES },
        ],
      },
      'legs[0]',
    ],
    ['a leg with neither ID', { legs: [{}, { outcome_id: PM_YES }] }, 'legs[0]'],
    [
      'an unknown outcome',
      { legs: [{ outcome_id: 'out-nope' }, { outcome_id: PM_YES }] },
      'legs[0]',
    ],
    [
      'an unknown listing',
      { legs: [{ outcome_id: KX_YES }, { listing_id: 'lst-nope' }] },
      'legs[1]',
    ],
    [
      'an unknown pin',
      {
        legs: [{ outcome_id: KX_YES }, { outcome_id: PM_YES }],
        scenario_pins: [{ family_id: 'fam-fed-2026-12', scenario_version: '7' }],
      },
      'scenario_pins[0]',
    ],
  ])('analyze with %s is INVALID_REQUEST and changes nothing', async (_name, body, path) => {
    const before = await storePosition(server.store);
    const res = await post(server, '/v1/relationships:analyze', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.details.problems.map((p: any) => p.path)).toContain(path);
    expect(await storePosition(server.store)).toEqual(before);
  });
});
