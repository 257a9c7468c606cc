// POST /markets:compose over real HTTP on both stores, on the demo catalog: hand-checked combined
// payouts under PRODUCT and VOID_LEG_REMOVED (the VOID scenario included, never the sum of the
// legs), findings, the INDEPENDENT joint scope, idempotence, the stored analytical market, and
// every bad input with its status and code and nothing stored.
import { readFileSync } from 'node:fs';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, storePosition, type TestServer } from '../support/test-server';

const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');
const FED = 'fam-fed-2026-12';
const BTC = 'fam-btc-2026-12-31';
const NBA = 'fam-nba-2027';
const FED_SCENARIOS = ['cut-50-plus', 'cut-25', 'hold', 'hike', 'cancelled'];

/** A payout vector as {scenario_id: value}. */
const vectorOf = (item: any): Record<string, string> =>
  Object.fromEntries(item.payouts.map((p: any) => [p.scenario_id, p.value]));

describe.each(STORE_KINDS)('POST /markets:compose ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [demo]);
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  const compose = (body: unknown) => post(server, '/v1/markets:compose', body);
  const payoutsOf = async (outcomeId: string, query = '') => {
    const res = await get(server, `/v1/payouts?outcome_ids=${outcomeId}${query}`);
    expect(res.status).toBe(200);
    return res.body.items;
  };

  test('PRODUCT (Polymarket): the VOID scenario pays 0.5 × 0.5; the result is documented in full', async () => {
    const res = await compose({
      venue: 'polymarket',
      settlement_convention_id: 'polymarket-parlay-v1',
      legs: [
        { outcome_id: 'out-fed-dec26-cut-any-pm-yes' },
        { outcome_id: 'out-fed-dec26-cut25-no' },
      ],
      client_reference: 'desk-42',
    });
    expect(res.status).toBe(200);
    const id = res.body.market.market_id;
    expect(id).toMatch(/^combo-[0-9a-f]{16}$/);
    expect(res.body).toEqual({
      market: {
        market_id: id,
        version: '1',
        title: expect.stringContaining('Combo'),
        description: expect.stringContaining('polymarket-parlay-v1'),
        category: 'Combo',
        tags: ['combo'],
        status: 'UNKNOWN',
        event_ids: [],
        family_ids: [FED],
        settlement_summary: expect.stringContaining('product'),
        payout_conditions: [
          expect.stringContaining('out-fed-dec26-cut-any-pm-yes'),
          expect.stringContaining('out-fed-dec26-cut25-no'),
        ],
        outcomes: [
          { outcome_id: `${id}-yes`, label: 'YES', listings: [] },
          { outcome_id: `${id}-no`, label: 'NO', listings: [] },
        ],
        is_combo: true,
        analytical_only: true,
        observed_at: expect.any(String),
        legs: [
          { outcome_id: 'out-fed-dec26-cut-any-pm-yes' },
          { outcome_id: 'out-fed-dec26-cut25-no' },
        ],
        settlement_convention_id: 'polymarket-parlay-v1',
      },
      coverage: {
        complete: true,
        submitted_count: 2,
        supported_count: 2,
        items: [
          {
            input_reference: 'out-fed-dec26-cut-any-pm-yes',
            outcome_id: 'out-fed-dec26-cut-any-pm-yes',
            status: 'SUPPORTED',
            family_ids: [FED],
          },
          {
            input_reference: 'out-fed-dec26-cut25-no',
            outcome_id: 'out-fed-dec26-cut25-no',
            status: 'SUPPORTED',
            family_ids: [FED],
          },
        ],
      },
      versions: {
        market_versions: [
          { market_id: 'mkt-fed-dec26-cut-any-pm', version: '1' },
          { market_id: 'mkt-fed-dec26-cut25', version: '1' },
        ],
        mapping_version: '',
        scenario_pins: [{ family_id: FED, scenario_version: '2' }],
        as_of: expect.any(String),
      },
      findings: [],
      client_reference: 'desk-42',
    });
    // Legs [1, 1, 0, 0, 0.5] and [1, 0, 1, 1, 0.5]: the product, not the sum [2, 1, 1, 1, 1].
    const [yes] = await payoutsOf(`${id}-yes`);
    expect(yes).toMatchObject({ family_id: FED, scenario_version: '2', status: 'SUPPORTED' });
    expect(yes.payouts.map((p: any) => p.scenario_id)).toEqual(FED_SCENARIOS);
    expect(vectorOf(yes)).toEqual({
      'cut-50-plus': '1',
      'cut-25': '0',
      hold: '0',
      hike: '0',
      cancelled: '0.25',
    });
    const [no] = await payoutsOf(`${id}-no`);
    expect(vectorOf(no)).toEqual({
      'cut-50-plus': '0',
      'cut-25': '1',
      hold: '1',
      hike: '1',
      cancelled: '0.75',
    });
  });

  test('VOID_LEG_REMOVED (Kalshi, legs by listing): void legs are removed, so the cancelled meeting pays 1', async () => {
    const res = await compose({
      venue: 'kalshi',
      settlement_convention_id: 'kalshi-combo-v1',
      legs: [
        { listing_id: 'lst-kx-fed-dec26-cut-any-yes' },
        { listing_id: 'lst-kx-fed-dec26-cut25-no' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.client_reference).toBeUndefined();
    expect(res.body.market.legs).toEqual([
      { listing_id: 'lst-kx-fed-dec26-cut-any-yes' },
      { listing_id: 'lst-kx-fed-dec26-cut25-no' },
    ]);
    expect(res.body.coverage.items.map((i: any) => [i.input_reference, i.outcome_id])).toEqual([
      ['lst-kx-fed-dec26-cut-any-yes', 'out-fed-dec26-cut-any-kx-yes'],
      ['lst-kx-fed-dec26-cut25-no', 'out-fed-dec26-cut25-no'],
    ]);
    expect(res.body.versions.mapping_version).toBe('1');
    expect(res.body.findings).toEqual([]);
    // Legs [1, 1, 0, 0, 0] and [1, 0, 1, 1, 0.5]: both void when the meeting is cancelled.
    const id = res.body.market.market_id;
    const [yes, no] = [(await payoutsOf(`${id}-yes`))[0], (await payoutsOf(`${id}-no`))[0]];
    expect(vectorOf(yes)).toEqual({
      'cut-50-plus': '1',
      'cut-25': '0',
      hold: '0',
      hike: '0',
      cancelled: '1',
    });
    expect(vectorOf(no)).toEqual({
      'cut-50-plus': '0',
      'cut-25': '1',
      hold: '1',
      hike: '1',
      cancelled: '0',
    });
  });

  test('REDUNDANT_LEG: BTC above 110k implies above 100k, so the 100k leg is redundant', async () => {
    const res = await compose({
      venue: 'kalshi',
      settlement_convention_id: 'kalshi-combo-v1',
      legs: [
        { listing_id: 'lst-kx-btc-dec31-above-110k-yes' },
        { listing_id: 'lst-kx-btc-dec31-above-100k-yes' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.findings).toEqual([
      {
        code: 'REDUNDANT_LEG',
        explanation: expect.stringContaining('Leg 1 is redundant'),
        leg_indices: [1, 0],
        witnesses: [
          { family_id: BTC, scenario_version: '1', scenario_id: '100k-110k' },
          { family_id: BTC, scenario_version: '1', scenario_id: '110k-120k' },
        ],
      },
    ]);
    const [yes] = await payoutsOf(`${res.body.market.market_id}-yes`);
    const [above110k] = await payoutsOf('out-btc-dec31-above-110k-yes');
    expect(vectorOf(yes)).toEqual(vectorOf(above110k));
  });

  test('IMPOSSIBLE_COMBINATION: two NBA champions, with a witness for each; only the void season pays', async () => {
    const res = await compose({
      venue: 'kalshi',
      settlement_convention_id: 'kalshi-combo-v1',
      legs: [{ outcome_id: 'out-nba27-okc-yes' }, { outcome_id: 'out-nba27-cle-yes' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.findings).toEqual([
      {
        code: 'IMPOSSIBLE_COMBINATION',
        explanation: expect.stringContaining('never both pay'),
        leg_indices: [0, 1],
        witnesses: [
          { family_id: NBA, scenario_version: '1', scenario_id: 'okc' },
          { family_id: NBA, scenario_version: '1', scenario_id: 'cle' },
        ],
      },
    ]);
    const [yes] = await payoutsOf(`${res.body.market.market_id}-yes`);
    const paying = Object.entries(vectorOf(yes)).filter(([, v]) => v !== '0');
    expect(paying).toEqual([['no-champion', '1']]);
  });

  test('DUPLICATE_LEG: one outcome by ID and by listing; PRODUCT applies its half payout twice', async () => {
    const res = await compose({
      venue: 'polymarket',
      settlement_convention_id: 'polymarket-parlay-v1',
      legs: [{ outcome_id: 'out-nba27-okc-yes' }, { listing_id: 'lst-pm-nba27-okc-yes' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.findings).toEqual([
      {
        code: 'DUPLICATE_LEG',
        explanation: expect.stringContaining('out-nba27-okc-yes'),
        leg_indices: [0, 1],
        witnesses: [
          { family_id: NBA, scenario_version: '1', scenario_id: 'okc' },
          { family_id: NBA, scenario_version: '1', scenario_id: 'no-champion' },
        ],
      },
    ]);
    const [yes] = await payoutsOf(`${res.body.market.market_id}-yes`);
    expect(vectorOf(yes)).toMatchObject({ okc: '1', cle: '0', 'no-champion': '0.25' });
  });

  test('BTC × NBA over the INDEPENDENT joint scope: joint scenario IDs, void NBA leg removed', async () => {
    const before = await get(server, `/v1/families?family_id=${NBA}`);
    const body = {
      venue: 'kalshi',
      settlement_convention_id: 'kalshi-combo-v1',
      legs: [{ outcome_id: 'out-nba27-okc-yes' }, { outcome_id: 'out-btc-dec31-above-100k-yes' }],
    };
    const res = await compose(body);
    expect(res.status).toBe(200);
    expect(res.body.market.family_ids).toEqual([BTC, NBA]);
    expect(res.body.versions.scenario_pins).toEqual([
      { family_id: BTC, scenario_version: '1' },
      { family_id: NBA, scenario_version: '1' },
    ]);
    expect(res.body.coverage.items.map((i: any) => i.family_ids)).toEqual([[NBA], [BTC]]);
    expect(res.body.findings).toEqual([]);
    const id = res.body.market.market_id;
    const items = await payoutsOf(`${id}-yes`);
    const joint = items.find((i: any) => i.family_id === `${BTC}+${NBA}`);
    expect(joint).toMatchObject({ scenario_version: '1+1', status: 'SUPPORTED', payout_unit: '1' });
    expect(joint.payouts).toHaveLength(7 * 12);
    expect(joint.payouts[0].scenario_id).toBe(`${BTC}/below-80k+${NBA}/okc`);
    const v = vectorOf(joint);
    expect(v[`${BTC}/100k-110k+${NBA}/okc`]).toBe('1');
    expect(v[`${BTC}/100k-110k+${NBA}/cle`]).toBe('0');
    expect(v[`${BTC}/below-80k+${NBA}/okc`]).toBe('0');
    expect(v[`${BTC}/100k-110k+${NBA}/no-champion`]).toBe('1');
    expect(v[`${BTC}/90k-100k+${NBA}/no-champion`]).toBe('0');
    // A member family alone has no payouts for the combo: UNSUPPORTED, never zero.
    expect(items.find((i: any) => i.family_id === NBA)).toMatchObject({
      status: 'UNSUPPORTED',
      payouts: null,
    });
    // The joint scope can be asked for by name (a + in a query string is written %2B).
    const named = await payoutsOf(`${id}-yes`, `&family_id=${BTC}%2B${NBA}&scenario_version=1%2B1`);
    expect(named.map((i: any) => i.family_id)).toEqual([`${BTC}+${NBA}`]);
    // Under PRODUCT (Polymarket) the void season halves instead.
    const parlay = await compose({
      ...body,
      venue: 'polymarket',
      settlement_convention_id: 'polymarket-parlay-v1',
    });
    const [pjoint] = await payoutsOf(
      `${parlay.body.market.market_id}-yes`,
      `&family_id=${BTC}%2B${NBA}`,
    );
    expect(vectorOf(pjoint)[`${BTC}/100k-110k+${NBA}/no-champion`]).toBe('0.5');
    // A combo does not make its families' catalog coverage partial.
    const after = await get(server, `/v1/families?family_id=${NBA}`);
    expect(after.body.items[0].analytical_coverage).toBe(before.body.items[0].analytical_coverage);
  });

  test('composing twice is idempotent: same market ID, nothing written; leg order and form do not matter', async () => {
    const body = { venue: 'kalshi', settlement_convention_id: 'kalshi-combo-v1' };
    const legs = [
      { outcome_id: 'out-fed-dec26-hold-yes' },
      { outcome_id: 'out-fed-dec26-cut25-no' },
    ];
    const first = await compose({ ...body, legs });
    expect(first.status).toBe(200);
    const position = await storePosition(server.store);
    // A combo is its composer's: the change feed, every key's, carries no change of it.
    const changes = await server.store.changesAfter(position.changes - 1, {}, 10);
    expect(changes.map((c) => c.resourceId)).not.toContain(first.body.market.market_id);
    const second = await compose({ ...body, legs });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const reordered = await compose({
      ...body,
      legs: [{ listing_id: 'lst-kx-fed-dec26-cut25-no' }, { outcome_id: 'out-fed-dec26-hold-yes' }],
    });
    expect(reordered.body.market.market_id).toBe(first.body.market.market_id);
    expect(reordered.body.market.legs).toEqual(legs);
    expect(reordered.body.coverage.items[0].input_reference).toBe('lst-kx-fed-dec26-cut25-no');
    expect(await storePosition(server.store)).toEqual(position);
  });

  test('scenario_pins select the version, and another version is another combo', async () => {
    const legs = [
      { outcome_id: 'out-fed-dec26-hold-yes' },
      { outcome_id: 'out-fed-dec26-cut25-no' },
    ];
    const base = { venue: 'kalshi', settlement_convention_id: 'kalshi-combo-v1', legs };
    const current = await compose(base);
    const pinnedCurrent = await compose({
      ...base,
      scenario_pins: [{ family_id: FED, scenario_version: '2' }],
    });
    expect(pinnedCurrent.body.market.market_id).toBe(current.body.market.market_id);
    const v1 = await compose({
      ...base,
      scenario_pins: [{ family_id: FED, scenario_version: '1' }],
    });
    expect(v1.status).toBe(200);
    expect(v1.body.market.market_id).not.toBe(current.body.market.market_id);
    expect(v1.body.versions.scenario_pins).toEqual([{ family_id: FED, scenario_version: '1' }]);
    const [yes] = await payoutsOf(
      `${v1.body.market.market_id}-yes`,
      `&family_id=${FED}&scenario_version=1`,
    );
    expect(vectorOf(yes)).toEqual({ 'cut-50-plus': '0', 'cut-25': '0', hold: '1', hike: '0' });
  });

  test('GET /markets finds the combo by its ID with its legs, never in a list; relationships:analyze reads its outcomes', async () => {
    const res = await compose({
      venue: 'kalshi',
      settlement_convention_id: 'kalshi-combo-v1',
      legs: [
        { outcome_id: 'out-btc-dec31-above-90k-yes' },
        { outcome_id: 'out-btc-dec31-100k-110k-no' },
      ],
    });
    const id = res.body.market.market_id;
    const found = await get(server, `/v1/markets?market_id=${id}&include=LEGS`);
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([res.body.market]);
    const inFamily = await get(server, `/v1/markets?family_id=${BTC}&page_size=500`);
    // A combo is its composer's: listed nowhere (docs/decisions.md, "Combos are private to the
    // key that composed them").
    expect(inFamily.body.items.map((m: any) => m.market_id)).not.toContain(id);
    const analysis = await post(server, '/v1/relationships:analyze', {
      legs: [{ outcome_id: `${id}-yes` }, { outcome_id: 'out-btc-dec31-above-90k-yes' }],
    });
    expect(analysis.status).toBe(200);
    expect(analysis.body.items[0]).toMatchObject({
      status: 'RELATED',
      type: 'IMPLICATION',
      from_outcome_id: `${id}-yes`,
      to_outcome_id: 'out-btc-dec31-above-90k-yes',
      family_id: BTC,
    });
    // No venue event or listing was created.
    expect((await get(server, `/v1/events?q=combo`)).body.items).toEqual([]);
    expect(res.body.market.outcomes.every((o: any) => o.listings.length === 0)).toBe(true);
  });

  const KALSHI = { venue: 'kalshi', settlement_convention_id: 'kalshi-combo-v1' };
  const TWO = [{ outcome_id: 'out-fed-dec26-hold-yes' }, { outcome_id: 'out-fed-dec26-cut25-no' }];

  test.each([
    ['fewer than 2 legs', 400, 'INVALID_REQUEST', { ...KALSHI, legs: [TWO[0]] }, ['legs']],
    [
      'more than 16 legs',
      400,
      'INVALID_REQUEST',
      { ...KALSHI, legs: Array.from({ length: 17 }, () => TWO[0]) },
      ['legs'],
    ],
    [
      'a leg with both outcome_id and listing_id',
      400,
      'INVALID_REQUEST',
      {
        ...KALSHI,
        legs: [
          { outcome_id: 'out-fed-dec26-hold-yes', listing_id: 'lst-kx-fed-dec26-hold-yes' },
          TWO[1],
        ],
      },
      ['legs[0]'],
    ],
    ['a leg with neither', 400, 'INVALID_REQUEST', { ...KALSHI, legs: [{}, TWO[1]] }, ['legs[0]']],
    [
      'every shape problem at once',
      400,
      'INVALID_REQUEST',
      { settlement_convention_id: '', legs: [{}] },
      ['venue', 'settlement_convention_id', 'legs', 'legs[0]'],
    ],
    [
      'an unknown outcome',
      400,
      'INVALID_REQUEST',
      { ...KALSHI, legs: [{ outcome_id: 'out-nope' }, TWO[1]] },
      ['legs[0]'],
    ],
    [
      'an unknown listing',
      400,
      'INVALID_REQUEST',
      { ...KALSHI, legs: [TWO[0], { listing_id: 'lst-nope' }] },
      ['legs[1]'],
    ],
    [
      'an unknown pin',
      400,
      'INVALID_REQUEST',
      { ...KALSHI, legs: TWO, scenario_pins: [{ family_id: FED, scenario_version: '9' }] },
      ['scenario_pins[0]'],
    ],
    [
      'a pin of a family no leg is in',
      400,
      'INVALID_REQUEST',
      { ...KALSHI, legs: TWO, scenario_pins: [{ family_id: NBA, scenario_version: '1' }] },
      ['scenario_pins[0]'],
    ],
    [
      'an unknown field',
      400,
      'INVALID_REQUEST',
      { ...KALSHI, legs: TWO, client_ref: 'x' },
      ['client_ref'],
    ],
    [
      'an unknown convention',
      422,
      'UNSUPPORTED_CONVENTION',
      { ...KALSHI, settlement_convention_id: 'nope-v1', legs: TWO },
      [],
    ],
    [
      'a convention of another venue',
      422,
      'UNSUPPORTED_CONVENTION',
      { venue: 'kalshi', settlement_convention_id: 'polymarket-parlay-v1', legs: TWO },
      [],
    ],
    [
      'a convention the family does not support',
      422,
      'UNSUPPORTED_CONVENTION',
      {
        ...KALSHI,
        legs: [{ outcome_id: 'out-house26-dem-yes' }, { outcome_id: 'out-house26-rep-no' }],
      },
      [],
    ],
    [
      'legs without a common scope (Fed × presidency, no joint scope)',
      422,
      'UNSUPPORTED_JOINT_SCOPE',
      {
        ...KALSHI,
        legs: [{ outcome_id: 'out-fed-dec26-hold-yes' }, { outcome_id: 'out-pres28-vance-yes' }],
      },
      ['legs[0]', 'legs[1]'],
    ],
    [
      'a family that supports no convention (Fed October)',
      422,
      'UNSUPPORTED_CONVENTION',
      {
        ...KALSHI,
        legs: [{ outcome_id: 'out-fed-oct26-hold-yes' }, { outcome_id: 'out-fed-oct26-cut25-no' }],
      },
      [],
    ],
  ])('%s: %i %s, nothing stored', async (_name, status, code, body, paths) => {
    const before = await storePosition(server.store);
    const res = await compose(body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    const problems = (res.body.error.details?.problems ?? []).map((p: any) => p.path);
    for (const path of paths) expect(problems).toContain(path);
    expect(await storePosition(server.store)).toEqual(before);
  });

  test('UNSUPPORTED_JOINT_SCOPE names the legs and the families', async () => {
    const res = await compose({
      ...KALSHI,
      legs: [{ outcome_id: 'out-fed-dec26-hold-yes' }, { outcome_id: 'out-pres28-vance-yes' }],
    });
    expect(res.body.error.message).toContain('0 (out-fed-dec26-hold-yes) in fam-fed-2026-12');
    expect(res.body.error.message).toContain('1 (out-pres28-vance-yes) in fam-pres-2028');
    expect(res.body.error.details.family_ids).toEqual([FED, 'fam-pres-2028']);
  });
});
