// GET /scenarios and GET /payouts over real HTTP on both stores.
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { smallCatalog, smallCatalogJson } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';

describe.each(STORE_KINDS)('scenarios and payouts ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()]);
    // Publish version 2 of the bitcoin family; only the YES outcome gets payouts for it.
    const json = smallCatalogJson() as any;
    json.families[1].scenario_versions.push({
      version: '2',
      scenarios: [
        { scenario_id: 'low', label: 'Below 100k' },
        { scenario_id: 'high', label: '100k or more' },
        { scenario_id: 'void', label: 'No reference price', kind: 'VOID' },
      ],
    });
    json.markets[1].outcomes[0].payouts['fam-btc@2'] = { low: '0', high: '1', void: '0.5' };
    await importCatalog(server.store, validateCatalog(json));
  });
  afterAll(async () => {
    await server.close();
  });

  test('GET /scenarios lists the current version, in published order', async () => {
    const res = await get(server, '/v1/scenarios?family_id=fam-btc');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        scenario_id: 'low',
        family_id: 'fam-btc',
        scenario_version: '2',
        label: 'Below 100k',
        description: '',
        kind: 'NORMAL',
        observed_at: expect.any(String),
      },
      {
        scenario_id: 'high',
        family_id: 'fam-btc',
        scenario_version: '2',
        label: '100k or more',
        description: '',
        kind: 'NORMAL',
        observed_at: expect.any(String),
      },
      {
        scenario_id: 'void',
        family_id: 'fam-btc',
        scenario_version: '2',
        label: 'No reference price',
        description: '',
        kind: 'VOID',
        observed_at: expect.any(String),
      },
    ]);
  });

  test('GET /scenarios with scenario_version reads an older version; pages work', async () => {
    const old = await get(server, '/v1/scenarios?family_id=fam-btc&scenario_version=1');
    expect(old.body.items.map((s: any) => s.scenario_id)).toEqual(['low', 'high']);
    const first = await get(server, '/v1/scenarios?family_id=fam-fed&page_size=2');
    expect(first.body.items.map((s: any) => s.scenario_id)).toEqual(['cut', 'hold']);
    const second = await get(
      server,
      `/v1/scenarios?family_id=fam-fed&page_size=2&page_token=${encodeURIComponent(first.body.next_page_token)}`,
    );
    expect(second.body.items.map((s: any) => s.scenario_id)).toEqual(['void']);
    expect(second.body.next_page_token).toBeNull();
  });

  test('an unknown family or scenario version is an exact lookup with no match: 200, empty items', async () => {
    for (const query of ['family_id=fam-none', 'family_id=fam-btc&scenario_version=9']) {
      const res = await get(server, `/v1/scenarios?${query}`);
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([]);
    }
  });

  test('GET /scenarios without family_id is INVALID_REQUEST', async () => {
    const res = await get(server, '/v1/scenarios');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.details.problems[0].path).toBe('family_id');
  });

  test('GET /payouts gives per-unit vectors; an outcome without payouts there is UNSUPPORTED, never zero', async () => {
    const res = await get(
      server,
      '/v1/payouts?outcome_ids=out-btc-100k-yes&outcome_ids=out-btc-100k-no&family_id=fam-btc',
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        outcome_id: 'out-btc-100k-yes',
        family_id: 'fam-btc',
        scenario_version: '2',
        status: 'SUPPORTED',
        payout_currency: 'USD',
        payout_unit: '1',
        payouts: [
          { scenario_id: 'low', value: '0' },
          { scenario_id: 'high', value: '1' },
          { scenario_id: 'void', value: '0.5' },
        ],
      },
      {
        outcome_id: 'out-btc-100k-no',
        family_id: 'fam-btc',
        scenario_version: '2',
        status: 'UNSUPPORTED',
        reason: expect.stringContaining('no payouts for scenario version 2'),
        payout_currency: null,
        payout_unit: '1',
        payouts: null,
      },
    ]);
    const pinned = await get(
      server,
      '/v1/payouts?outcome_ids=out-btc-100k-no&family_id=fam-btc&scenario_version=1',
    );
    expect(pinned.body.items[0]).toMatchObject({
      status: 'SUPPORTED',
      payouts: [
        { scenario_id: 'low', value: '1' },
        { scenario_id: 'high', value: '0' },
      ],
    });
  });

  test('GET /payouts without family_id covers each family of the market at its current version', async () => {
    const res = await get(server, '/v1/payouts?outcome_ids=out-fed-cut-no&outcome_ids=out-unknown');
    expect(res.body.items).toEqual([
      expect.objectContaining({
        outcome_id: 'out-fed-cut-no',
        family_id: 'fam-fed',
        scenario_version: '1',
        status: 'SUPPORTED',
      }),
    ]);
    const other = await get(server, '/v1/payouts?outcome_ids=out-fed-cut-no&family_id=fam-btc');
    expect(other.body.items[0]).toMatchObject({
      status: 'UNSUPPORTED',
      payouts: null,
      reason: expect.stringContaining('not in family fam-btc'),
    });
  });

  test.each([
    ['family_id=fam-btc', 'outcome_ids'],
    ['outcome_ids=out-btc-100k-yes&scenario_version=1', 'scenario_version'],
  ])('GET /payouts?%s is INVALID_REQUEST (%s)', async (query, path) => {
    const res = await get(server, `/v1/payouts?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.details.problems.map((p: any) => p.path)).toContain(path);
  });

  // Found by schemathesis: Node's parser refused it with 431 and Fastify's own body.
  test('GET /payouts with a request line over 16 KiB is 400 INVALID_REQUEST with the Error body', async () => {
    const query = Array.from({ length: 2_000 }, (_, i) => `outcome_ids=out-${i}`).join('&');
    const res = await get(server, `/v1/payouts?family_id=fam-btc&${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      error: {
        code: 'INVALID_REQUEST',
        message: expect.stringContaining('16 KiB'),
        request_id: res.headers.get('x-request-id'),
      },
    });
  });
});
