// No tenant can exhaust the process with Idempotency-Key records (docs/decisions.md, "Bounded
// idempotency records"), over real HTTP on both stores. The attack that ran the memory store's
// heap out: the same large fair-value batch sent again and again, each time under a fresh key, each
// record keeping the whole answer for 24 hours. Now a record keeps what rebuilds the answer from
// the request (its size does not grow with the batch), records are counted in bytes per API key
// and in total by the store's own accounting, and a record past a bound is refused with
// RATE_LIMITED: never one of another key's records evicted to make room, and every replay answers
// exactly as the first time. An answer larger than the records keep is kept as its size only, and
// its replay says so instead of writing again.
import { ApiKeys } from '../../src/http/auth';
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import {
  OTHER_KEY,
  TEST_KEY,
  TEST_KEYS,
  http,
  startTestServer,
  storePosition,
  type HttpResult,
  type TestServer,
} from '../support/test-server';

const UPSERT = '/v1/fair-values:batchUpsert';
const COMPOSE = '/v1/markets:compose';
const HOUR = 3_600_000;
const START = Date.parse('2026-11-20T12:00:00.000Z');

/** Bytes of records one API key, and all keys, may hold: about 9 and 16 records. */
const PER_KEY = 12 * 1024;
const TOTAL = 20 * 1024;
/** The largest answer kept whole: above a one-value batch's, below a compose's. */
const ANSWER_MAX = 1024;

/** A source label at its limit, in characters V8 and UTF-8 both store wide. */
const LONG_SOURCE = '€'.repeat(1024);

/**
 * Every value the small catalog takes in one scope (its 4 outcomes, both value types), with the
 * longest source allowed: the answer runs to about 25 KB, a record stays about 1 KB.
 */
function largeBatch(scope: string, value = '0.5') {
  const outcomes = ['out-fed-cut-yes', 'out-fed-cut-no', 'out-btc-100k-yes', 'out-btc-100k-no'];
  return {
    scope_id: scope,
    fair_values: outcomes.flatMap((outcome_id) => [
      {
        outcome_id,
        market_version: '1',
        value_type: 'PROBABILITY',
        probability_event: 'FULL_PAYOUT',
        value,
        source: LONG_SOURCE,
        observed_at: '2026-11-20T10:00:00Z',
      },
      {
        outcome_id,
        market_version: '1',
        value_type: 'EXPECTED_PAYOUT',
        payout_currency: 'USD',
        value,
        source: LONG_SOURCE,
        observed_at: '2026-11-20T10:00:00Z',
      },
    ]),
  };
}

describe.each(STORE_KINDS)('Idempotency records are bounded ($name store)', (kind) => {
  let server: TestServer;
  let now = new Date(START);

  beforeAll(async () => {
    const store = await kind.open({ idempotency: { bytesPerTenant: PER_KEY, bytesTotal: TOTAL } });
    server = await startTestServer(store, [smallCatalog()], undefined, {
      clock: () => now,
      idempotencyAnswerBytesMax: ANSWER_MAX,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const send = (path: string, body: unknown, key: string, apiKey?: string) =>
    http(server, 'POST', path, {
      body,
      ...(apiKey !== undefined ? { key: apiKey } : {}),
      headers: { 'Idempotency-Key': key },
    });
  const replayed = (res: HttpResult) => res.headers.get('idempotent-replayed');
  /** The store's own count of what one API key's records hold, and all records. */
  const usage = (apiKey: string) => server.store.idempotency.usage(tenantOf(apiKey));

  /** Sends the batch under fresh keys until one is refused (at most `max`): the answered ones. */
  async function fill(scope: string, prefix: string, apiKey: string | undefined, max = 60) {
    const answered: { key: string; res: HttpResult }[] = [];
    for (let i = 0; i < max; i++) {
      const key = `${prefix}-${i}`;
      const res = await send(UPSERT, largeBatch(scope), key, apiKey);
      if (res.status !== 200) return { answered, refused: { key, res } };
      answered.push({ key, res });
    }
    return { answered, refused: undefined };
  }

  test("one key's fresh keys each keep a small record, until its bound refuses one; the other key still writes until the total, and nothing is evicted", async () => {
    const attack = await fill('scope-a', `attack-${kind.name}`, undefined);
    expect(attack.refused).toBeDefined();
    const refused = attack.refused!.res;
    // Each record is about 1.2 KB while each answer is over 24 KB: what is kept does not grow
    // with the batch.
    const answerBytes = Buffer.byteLength(JSON.stringify(attack.answered[0]!.res.body));
    expect(answerBytes).toBeGreaterThan(24_000);
    const held = await usage(TEST_KEY);
    expect(held.tenantBytes).toBeLessThanOrEqual(PER_KEY);
    expect(held.tenantBytes / attack.answered.length).toBeLessThan(1500);
    expect(attack.answered.length).toBeGreaterThanOrEqual(8);

    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(24 * 3600));
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      details: {
        idempotency_bytes_per_key: PER_KEY,
        held_bytes: held.tenantBytes,
        retry_after_seconds: 24 * 3600,
      },
    });
    // Refused exactly when one more record would pass the bound.
    expect(held.tenantBytes + refused.body.error.details.record_bytes).toBeGreaterThan(PER_KEY);
    expect(refused.body.error.message).toContain('send the request without an Idempotency-Key');
    // Refused whole: the refused key has no record, a refused batch writes nothing, and without a
    // key the batch still writes.
    expect(
      await server.store.idempotency.find(tenantOf(TEST_KEY), attack.refused!.key, now.getTime()),
    ).toBeNull();
    const before = await storePosition(server.store);
    expect((await send(UPSERT, largeBatch('scope-a'), `again-${kind.name}`)).status).toBe(429);
    expect(await storePosition(server.store)).toEqual(before);
    const unkeyed = await http(server, 'POST', UPSERT, { body: largeBatch('scope-a') });
    expect(unkeyed.status).toBe(200);

    // The other API key is not shut out by the first's records: it writes with keys until all
    // records together reach the total, and is then refused by the total.
    const other = await fill('scope-b', `other-${kind.name}`, OTHER_KEY);
    expect(other.answered.length).toBeGreaterThan(0);
    expect(other.refused?.res.status).toBe(429);
    expect(other.refused?.res.body.error.details).toMatchObject({
      idempotency_bytes_total: TOTAL,
    });
    expect((await usage(OTHER_KEY)).totalBytes).toBeLessThanOrEqual(TOTAL);

    // Every record of both keys is still there: each replays its first answer exactly.
    for (const [apiKey, scope, { key, res }] of [
      ...attack.answered.map((a) => [undefined, 'scope-a', a] as const),
      ...other.answered.map((a) => [OTHER_KEY, 'scope-b', a] as const),
    ]) {
      const retry = await send(UPSERT, largeBatch(scope), key, apiKey);
      expect(retry.status).toBe(200);
      expect(replayed(retry)).toBe('true');
      expect(retry.body).toEqual(res.body);
    }

    // Room comes back as records expire: a day later the first key writes with a key again.
    const start = now;
    try {
      now = new Date(START + 24 * HOUR);
      const later = await send(UPSERT, largeBatch('scope-a'), `later-${kind.name}`);
      expect(later.status).toBe(200);
      expect((await usage(TEST_KEY)).tenantBytes).toBeLessThan(1500);
    } finally {
      now = start;
    }
  });

  test('a rebuilt answer replays exactly: normalised values, both value types, an expired value, over REST and GraphQL', async () => {
    const key = `exact-${kind.name}`;
    const body = {
      scope_id: 'scope-b',
      fair_values: [
        {
          outcome_id: 'out-fed-cut-yes',
          market_version: '1',
          value_type: 'PROBABILITY',
          probability_event: 'FULL_PAYOUT',
          value: '0.4100',
          source: 'desk-model',
          observed_at: '2026-11-20T11:00:00+02:00',
          valid_until: '2026-11-20T11:30:00+01:00',
        },
        {
          outcome_id: 'out-btc-100k-yes',
          market_version: '1',
          value_type: 'EXPECTED_PAYOUT',
          payout_currency: 'USD',
          value: '0.50',
          source: 'modèle',
          observed_at: '2026-11-20T10:00:00Z',
          valid_until: '2026-12-31T00:00:00Z',
        },
      ],
    };
    // The other key has room again: its records expired with the day above.
    const start = now;
    try {
      now = new Date(START + 25 * HOUR);
      const first = await send(UPSERT, body, key, OTHER_KEY);
      expect(first.status).toBe(200);
      expect(first.body.items.map((i: { status: string }) => i.status)).toEqual([
        'EXPIRED',
        'CURRENT',
      ]);
      expect(first.body.items[0].value).toBe('0.41');
      const record = await server.store.idempotency.find(tenantOf(OTHER_KEY), key, now.getTime());
      expect(record).toMatchObject({ kept: 'REBUILT' });
      expect(record!.result!.length).toBeLessThan(200);
      const after = await storePosition(server.store);
      const retry = await send(UPSERT, body, key, OTHER_KEY);
      expect(replayed(retry)).toBe('true');
      expect(retry.body).toEqual(first.body);
      // The same request as a GraphQL mutation is the same request: its answer, in GraphQL.
      const graphql = await send(
        '/graphql',
        {
          query: `mutation($input: UpsertFairValuesInput!) { upsertFairValues(input: $input) {
            updatedAt items { fairValueId value status observedAt validUntil revision payoutCurrency } } }`,
          variables: {
            input: {
              scopeId: 'scope-b',
              fairValues: body.fair_values.map((v) => ({
                outcomeId: v.outcome_id,
                marketVersion: v.market_version,
                valueType: v.value_type,
                ...(v.probability_event ? { probabilityEvent: v.probability_event } : {}),
                ...(v.payout_currency ? { payoutCurrency: v.payout_currency } : {}),
                value: v.value,
                source: v.source,
                observedAt: v.observed_at,
                validUntil: v.valid_until,
              })),
            },
          },
        },
        key,
        OTHER_KEY,
      );
      expect(replayed(graphql)).toBe('true');
      expect(graphql.body.data.upsertFairValues).toEqual({
        updatedAt: first.body.updated_at,
        items: first.body.items.map((i: Record<string, unknown>) => ({
          fairValueId: i.fair_value_id,
          value: i.value,
          status: i.status,
          observedAt: i.observed_at,
          validUntil: i.valid_until,
          revision: i.revision,
          payoutCurrency: i.payout_currency ?? null,
        })),
      });
      expect(await storePosition(server.store)).toEqual(after);
    } finally {
      now = start;
    }
  });

  test('an answer larger than the records keep is kept as its size: its replay is 409 ANSWER_NOT_KEPT naming the revision written, nothing written again', async () => {
    const start = now;
    try {
      now = new Date(START + 26 * HOUR);
      const key = `compose-${kind.name}`;
      const combo = {
        venue: 'kalshi',
        settlement_convention_id: 'kx-combo',
        legs: [{ outcome_id: 'out-fed-cut-yes' }, { outcome_id: 'out-fed-cut-no' }],
      };
      const first = await send(COMPOSE, combo, key, OTHER_KEY);
      expect(first.status).toBe(200);
      const answerBytes = Buffer.byteLength(JSON.stringify(first.body));
      expect(answerBytes).toBeGreaterThan(ANSWER_MAX);
      const written = await storePosition(server.store);
      const retry = await send(COMPOSE, combo, key, OTHER_KEY);
      expect(retry.status).toBe(409);
      expect(replayed(retry)).toBeNull();
      expect(retry.body.error).toMatchObject({
        code: 'IDEMPOTENCY_CONFLICT',
        message: expect.stringContaining(`written at rev-${written.revision}`),
        details: {
          conflict: 'ANSWER_NOT_KEPT',
          revision: `rev-${written.revision}`,
          idempotency_answer_bytes_max: ANSWER_MAX,
        },
      });
      expect(retry.body.error.details.answer_bytes).toBeGreaterThan(ANSWER_MAX);
      expect(await storePosition(server.store)).toEqual(written);
      // Another request with the key is still told so, as before.
      const other = await send(
        COMPOSE,
        { ...combo, legs: [...combo.legs].reverse() },
        key,
        OTHER_KEY,
      );
      expect(other.body.error.details.conflict).toBe('OTHER_REQUEST');
    } finally {
      now = start;
    }
  });

  test('coverage discloses the bounds', async () => {
    const coverage = await http(server, 'GET', '/v1/coverage?family_id=fam-fed');
    expect(coverage.body.service_limits).toMatchObject({
      idempotency_answer_bytes_max: ANSWER_MAX,
      idempotency_bytes_per_key: PER_KEY,
      idempotency_bytes_total: TOTAL,
    });
  });
});

/** The tenant an API key's records are kept under, as the server's authentication gives it. */
function tenantOf(apiKey: string): string {
  const principal = new ApiKeys(TEST_KEYS).authenticate(`Bearer ${apiKey}`);
  if (!principal) throw new Error('not a test key');
  return principal.tenantId;
}
