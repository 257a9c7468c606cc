// POST /fair-values:batchUpsert and GET /fair-values over real HTTP on both stores: scopes,
// validation, atomicity (also under concurrent batches), expected revisions and expiry.
import { importCatalog } from '../../src/catalog/import-catalog';
import { probability } from '../fixtures/fair-value-bodies';
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import {
  OTHER_KEY,
  get,
  post,
  startTestServer,
  storePosition,
  type TestServer,
} from '../support/test-server';

const UPSERT = '/v1/fair-values:batchUpsert';

function expectedPayout(value: string, extra: Record<string, unknown> = {}) {
  return {
    outcome_id: 'out-fed-cut-no',
    market_version: '1',
    value_type: 'EXPECTED_PAYOUT',
    payout_currency: 'USD',
    value,
    source: 'desk-model',
    observed_at: '2026-11-20T10:00:00Z',
    ...extra,
  };
}

describe.each(STORE_KINDS)('fair values ($name store)', (kind) => {
  let server: TestServer;
  let now = new Date('2026-11-20T12:00:00.000Z');

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()], undefined, {
      clock: () => now,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /** Runs a request that must be rejected, and checks it wrote nothing. */
  async function rejected(body: unknown, key?: string) {
    const before = await storePosition(server.store);
    const scope = (body as { scope_id?: string }).scope_id ?? 'scope-a';
    const valuesBefore = await get(server, `/v1/fair-values?scope_id=${scope}`, key);
    const res = await post(server, UPSERT, body, key);
    expect(await storePosition(server.store)).toEqual(before);
    const valuesAfter = await get(server, `/v1/fair-values?scope_id=${scope}`, key);
    expect(valuesAfter.status).toBe(valuesBefore.status);
    expect(valuesAfter.body.items).toEqual(valuesBefore.body.items);
    return res;
  }

  test('a batch is written as one revision, without change records, and reads back', async () => {
    const before = await storePosition(server.store);
    const res = await post(server, UPSERT, {
      scope_id: 'scope-a',
      fair_values: [probability('0.62'), expectedPayout('0.380')],
    });
    expect(res.status).toBe(200);
    const revision = `rev-${before.revision + 1}`;
    expect(res.body.updated_at).toBe(now.toISOString());
    expect(res.body.items).toEqual([
      {
        fair_value_id: expect.stringMatching(/^fv-/),
        scope_id: 'scope-a',
        outcome_id: 'out-fed-cut-yes',
        market_version: '1',
        value_type: 'PROBABILITY',
        probability_event: 'FULL_PAYOUT',
        value: '0.62',
        source: 'desk-model',
        observed_at: '2026-11-20T10:00:00.000Z',
        updated_at: now.toISOString(),
        revision,
        status: 'CURRENT',
      },
      {
        fair_value_id: expect.stringMatching(/^fv-/),
        scope_id: 'scope-a',
        outcome_id: 'out-fed-cut-no',
        market_version: '1',
        value_type: 'EXPECTED_PAYOUT',
        payout_currency: 'USD',
        value: '0.38',
        source: 'desk-model',
        observed_at: '2026-11-20T10:00:00.000Z',
        updated_at: now.toISOString(),
        revision,
        status: 'CURRENT',
      },
    ]);
    expect(await storePosition(server.store)).toEqual({
      revision: before.revision + 1,
      changes: before.changes,
    });

    const read = await get(server, '/v1/fair-values?scope_id=scope-a');
    expect(read.status).toBe(200);
    expect(read.body.items.map((f: any) => [f.outcome_id, f.value, f.revision])).toEqual([
      ['out-fed-cut-no', '0.38', revision],
      ['out-fed-cut-yes', '0.62', revision],
    ]);
    expect(read.body.snapshot_id).toBe(revision);
    const one = await get(server, '/v1/fair-values?scope_id=scope-a&outcome_ids=out-fed-cut-yes');
    expect(one.body.items).toEqual([res.body.items[0]]);
  });

  test('an upsert with the current expected_revision replaces the value and keeps its ID', async () => {
    const [current] = (
      await get(server, '/v1/fair-values?scope_id=scope-a&outcome_ids=out-fed-cut-yes')
    ).body.items;
    const res = await post(server, UPSERT, {
      scope_id: 'scope-a',
      fair_values: [probability('0.64', { expected_revision: current.revision })],
    });
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({
      fair_value_id: current.fair_value_id,
      value: '0.64',
      revision: `rev-${Number(current.revision.slice(4)) + 1}`,
    });
    // rev-0 asserts that there is no value yet.
    const fresh = await post(server, UPSERT, {
      scope_id: 'scope-a',
      fair_values: [
        probability('0.1', { outcome_id: 'out-btc-100k-yes', expected_revision: 'rev-0' }),
      ],
    });
    expect(fresh.status).toBe(200);
  });

  test('an unauthorised scope is FORBIDDEN, with the same answer whether or not it holds values', async () => {
    const b = await rejected({ scope_id: 'scope-b', fair_values: [probability('0.5')] });
    const none = await rejected({ scope_id: 'scope-none', fair_values: [probability('0.5')] });
    // scope-a holds values, but not for OTHER_KEY.
    const a = await rejected({ scope_id: 'scope-a', fair_values: [probability('0.5')] }, OTHER_KEY);
    for (const res of [b, none, a]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    const strip = (body: any) => ({ ...body.error, request_id: undefined });
    expect(strip(b.body)).toEqual(strip(none.body));
    expect(strip(a.body)).toEqual(strip(none.body));
    expect(JSON.stringify(a.body)).not.toContain('0.6');

    for (const scope of ['scope-a', 'scope-none']) {
      const read = await get(server, `/v1/fair-values?scope_id=${scope}`, OTHER_KEY);
      expect(read.status).toBe(403);
      expect(strip(read.body)).toEqual(
        strip((await get(server, '/v1/fair-values?scope_id=scope-none', OTHER_KEY)).body),
      );
    }
    const own = await get(server, '/v1/fair-values?scope_id=scope-b', OTHER_KEY);
    expect(own.status).toBe(200);
    expect(own.body.items).toEqual([]);
  });

  test('a probability of 1.5 is rejected, and the whole batch with it', async () => {
    const res = await rejected({
      scope_id: 'scope-a',
      fair_values: [probability('0.3', { outcome_id: 'out-fed-cut-no' }), probability('1.5')],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.details.problems).toEqual([
      { path: 'fair_values[1].value', reason: 'a probability must be within [0, 1]' },
    ]);
  });

  test('a probability without FULL_PAYOUT is rejected', async () => {
    const { probability_event: _event, ...withoutEvent } = probability('0.4');
    const res = await rejected({ scope_id: 'scope-a', fair_values: [withoutEvent] });
    expect(res.status).toBe(400);
    expect(res.body.error.details.problems).toEqual([
      {
        path: 'fair_values[0].probability_event',
        reason: 'a PROBABILITY needs an explicit probability_event FULL_PAYOUT',
      },
    ]);
  });

  test('an unknown outcome or market version is rejected; every problem of the batch is listed', async () => {
    const { payout_currency: _currency, ...withoutCurrency } = expectedPayout('0.5');
    const res = await rejected({
      scope_id: 'scope-a',
      fair_values: [
        probability('0.5', { outcome_id: 'out-nope' }),
        probability('0.5', { market_version: '7' }),
        withoutCurrency,
        expectedPayout('0.5', { outcome_id: 'out-fed-cut-yes', payout_currency: 'EUR' }),
        expectedPayout('2', { outcome_id: 'out-btc-100k-yes' }),
        probability('0.5', {
          observed_at: '2026-11-20T10:00:00Z',
          valid_until: '2026-11-20T09:00:00Z',
        }),
        probability('0.5'),
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.problems).toEqual([
      { path: 'fair_values[0].outcome_id', reason: 'unknown outcome' },
      { path: 'fair_values[1].market_version', reason: 'market mkt-fed-cut has no version 7' },
      {
        path: 'fair_values[2].payout_currency',
        reason: 'an EXPECTED_PAYOUT needs its payout_currency',
      },
      { path: 'fair_values[3].payout_currency', reason: 'the outcome pays in USD' },
      { path: 'fair_values[4].value', reason: 'an expected payout is at most the payout unit 1' },
      { path: 'fair_values[5].valid_until', reason: 'must be after observed_at' },
      {
        path: 'fair_values[6]',
        reason: 'the same outcome, market version and value type as fair_values[5]',
      },
    ]);
  });

  test('values are decimal strings: numbers and exponents are rejected by the schema', async () => {
    for (const value of [0.5, '5e-1', '.5', '']) {
      const res = await rejected({
        scope_id: 'scope-a',
        fair_values: [probability(value as string)],
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details.problems[0].path).toBe('fair_values[0].value');
    }
  });

  test('a stale expected_revision is a REVISION_CONFLICT listing every conflict; nothing is written', async () => {
    const items = (await get(server, '/v1/fair-values?scope_id=scope-a')).body.items;
    const yes = items.find((f: any) => f.outcome_id === 'out-fed-cut-yes');
    const no = items.find((f: any) => f.outcome_id === 'out-fed-cut-no');
    const res = await rejected({
      scope_id: 'scope-a',
      fair_values: [
        probability('0.7', { expected_revision: 'rev-1' }),
        expectedPayout('0.3', { expected_revision: no.revision }),
        probability('0.7', { outcome_id: 'out-fed-cut-no', expected_revision: 'rev-2' }),
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('REVISION_CONFLICT');
    expect(res.body.error.details.problems).toEqual([
      {
        path: 'fair_values[0].expected_revision',
        reason: `expected rev-1, but the current value is ${yes.revision}`,
      },
      {
        path: 'fair_values[2].expected_revision',
        reason: 'expected rev-2, but there is no value yet',
      },
    ]);
  });

  test('concurrent batches with the same expected_revision: exactly one wins, the others write nothing', async () => {
    const [current] = (
      await get(server, '/v1/fair-values?scope_id=scope-a&outcome_ids=out-fed-cut-yes')
    ).body.items;
    const before = await storePosition(server.store);
    const values = ['0.11', '0.22', '0.33', '0.44'];
    const results = await Promise.all(
      values.map((value) =>
        post(server, UPSERT, {
          scope_id: 'scope-a',
          fair_values: [
            probability(value, { expected_revision: current.revision }),
            expectedPayout(value),
          ],
        }),
      ),
    );
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => [r.status, r.body.error.code])).toEqual(
      values.slice(1).map(() => [409, 'REVISION_CONFLICT']),
    );
    expect(await storePosition(server.store)).toEqual({
      revision: before.revision + 1,
      changes: before.changes,
    });
    const winner = won[0]!.body.items[0].value;
    const after = (await get(server, '/v1/fair-values?scope_id=scope-a')).body.items;
    // Both entries of the winning batch, and nothing of the losers (not even their second entry).
    expect(after.map((f: any) => [f.outcome_id, f.value])).toEqual([
      ['out-btc-100k-yes', '0.1'],
      ['out-fed-cut-no', winner],
      ['out-fed-cut-yes', winner],
    ]);
  });

  test('concurrent batches without expected revisions all land, one revision each', async () => {
    const before = await storePosition(server.store);
    const results = await Promise.all(
      ['0.5', '0.6', '0.7'].map((value) =>
        post(server, UPSERT, { scope_id: 'scope-a', fair_values: [expectedPayout(value)] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await storePosition(server.store)).revision).toBe(before.revision + 3);
    const revisions = results.map((r) => r.body.items[0].revision).sort();
    expect(new Set(revisions).size).toBe(3);
  });

  test('eight writers on different keys and an import at once: every batch and the import land', async () => {
    const outcomes = ['out-fed-cut-yes', 'out-fed-cut-no', 'out-btc-100k-yes', 'out-btc-100k-no'];
    const entries = outcomes.flatMap((outcome_id) => [
      probability('0.5', { outcome_id }),
      expectedPayout('0.5', { outcome_id }),
    ]);
    let importing = true;
    const writers = entries.map(async (entry) => {
      const statuses: number[] = [];
      for (let n = 0; n < 5 || (importing && n < 500); n++) {
        const value = `0.${(n % 9) + 1}`;
        const res = await post(
          server,
          UPSERT,
          { scope_id: 'scope-b', fair_values: [{ ...entry, value }] },
          OTHER_KEY,
        );
        statuses.push(res.status);
      }
      return statuses;
    });
    const edited = smallCatalog();
    edited.families[0]!.title = `${edited.families[0]!.title} (edited while values are written)`;
    const imported = await importCatalog(server.store, edited, {
      source: 'edited catalog',
    }).finally(() => {
      importing = false;
    });
    const statuses = (await Promise.all(writers)).flat();
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(imported.records).toBeGreaterThan(0);
    const head = await server.store.head();
    const [family] = await server.store.getByKeys(
      'family',
      [edited.families[0]!.family_id],
      head.revision,
    );
    expect(family?.title).toBe(edited.families[0]!.title);
  });

  test('valid_until: a value is EXPIRED, not CURRENT, once it has passed (service clock)', async () => {
    const res = await post(server, UPSERT, {
      scope_id: 'scope-a',
      fair_values: [
        probability('0.2', {
          outcome_id: 'out-btc-100k-yes',
          valid_until: new Date(now.getTime() + 60 * 60 * 1000).toISOString(),
        }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.items[0].status).toBe('CURRENT');
    const read = () => get(server, '/v1/fair-values?scope_id=scope-a&outcome_ids=out-btc-100k-yes');
    expect((await read()).body.items[0].status).toBe('CURRENT');
    const was = now;
    try {
      now = new Date(was.getTime() + 60 * 60 * 1000);
      expect((await read()).body.items[0]).toMatchObject({ status: 'EXPIRED', value: '0.2' });
    } finally {
      now = was;
    }
  });

  test('fair values never appear in the change feed', async () => {
    const start = await get(server, '/v1/changes');
    await post(server, UPSERT, { scope_id: 'scope-a', fair_values: [expectedPayout('0.9')] });
    const after = await get(
      server,
      `/v1/changes?cursor=${encodeURIComponent(start.body.next_cursor)}`,
    );
    expect(after.status).toBe(200);
    expect(after.body.items).toEqual([]);
    const all = await get(server, '/v1/changes?start=OLDEST_RETAINED&page_size=500');
    expect(JSON.stringify(all.body)).not.toMatch(/scope-a|fv-|desk-model/);
  });

  test('the batch cap and an empty batch', async () => {
    const many = Array.from({ length: 1001 }, () => probability('0.5'));
    expect((await rejected({ scope_id: 'scope-a', fair_values: many })).status).toBe(400);
    expect((await rejected({ scope_id: 'scope-a', fair_values: [] })).status).toBe(400);
  });

  test('without an API key: 401', async () => {
    const before = await storePosition(server.store);
    const body = { scope_id: 'scope-a', fair_values: [probability('0.5')] };
    expect((await post(server, UPSERT, body, null)).status).toBe(401);
    expect((await get(server, '/v1/fair-values?scope_id=scope-a', null)).status).toBe(401);
    expect(await storePosition(server.store)).toEqual(before);
  });
});
