// Idempotency-Key on the POST routes that write (docs/decisions.md, "Idempotent writes"), over
// real HTTP on both stores: a retry gets the first answer (Idempotent-Replayed: true) and writes
// nothing more, even where it would now conflict with its own first write; another body with the
// key, or the key still in progress, is 409 IDEMPOTENCY_CONFLICT; keys are per API key, kept for
// the retention, checked for shape; failed requests are not kept. Also POST /graphql's mutations.
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import {
  OTHER_KEY,
  http,
  startTestServer,
  storePosition,
  type HttpResult,
  type TestServer,
} from '../support/test-server';

const UPSERT = '/v1/fair-values:batchUpsert';
const COMPOSE = '/v1/markets:compose';

function probability(value: string, extra: Record<string, unknown> = {}) {
  return {
    outcome_id: 'out-fed-cut-yes',
    market_version: '1',
    value_type: 'PROBABILITY',
    probability_event: 'FULL_PAYOUT',
    value,
    source: 'desk-model',
    observed_at: '2026-11-20T10:00:00Z',
    ...extra,
  };
}

const batch = (value: string, extra: Record<string, unknown> = {}, scope = 'scope-a') => ({
  scope_id: scope,
  fair_values: [probability(value, extra)],
});

const combo = (legs: string[]) => ({
  venue: 'kalshi',
  settlement_convention_id: 'kx-combo',
  legs: legs.map((outcome_id) => ({ outcome_id })),
});

describe.each(STORE_KINDS)('Idempotency-Key ($name store)', (kind) => {
  let server: TestServer;
  let now = new Date('2026-11-20T12:00:00.000Z');
  let keys = 0;
  /** A key no test used before. */
  const newKey = () => `key-${kind.name}-${++keys}-${Date.now()}`;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()], undefined, {
      clock: () => now,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const send = (path: string, body: unknown, key?: string, apiKey?: string) =>
    http(server, 'POST', path, {
      body,
      ...(apiKey !== undefined ? { key: apiKey } : {}),
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    });
  const replayed = (res: HttpResult) => res.headers.get('idempotent-replayed');

  test('a retry gets the first answer and writes nothing more', async () => {
    const key = newKey();
    const first = await send(UPSERT, batch('0.41'), key);
    expect(first.status).toBe(200);
    expect(replayed(first)).toBeNull();
    const after = await storePosition(server.store);
    const retry = await send(UPSERT, batch('0.41'), key);
    expect(retry.status).toBe(200);
    expect(replayed(retry)).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await storePosition(server.store)).toEqual(after);
    // Without a key the same batch writes again, as before.
    const unkeyed = await send(UPSERT, batch('0.41'));
    expect(unkeyed.status).toBe(200);
    expect(replayed(unkeyed)).toBeNull();
    expect((await storePosition(server.store)).revision).toBe(after.revision + 1);
  });

  test('a retry that would conflict with its own first write gets that write’s answer, not 409', async () => {
    const key = newKey();
    const head = (await storePosition(server.store)).revision;
    const current = await http(server, 'GET', '/v1/fair-values?scope_id=scope-a');
    const expected =
      current.body.items.find((v: { value_type: string }) => v.value_type === 'PROBABILITY')
        ?.revision ?? 'rev-0';
    const body = batch('0.52', { expected_revision: expected });
    const first = await send(UPSERT, body, key);
    expect(first.status).toBe(200);
    expect(first.body.items[0].revision).toBe(`rev-${head + 1}`);
    const retry = await send(UPSERT, body, key);
    expect(retry.status).toBe(200);
    expect(replayed(retry)).toBe('true');
    expect(retry.body).toEqual(first.body);
    // The same batch without its key is what the retry used to get.
    const unkeyed = await send(UPSERT, body);
    expect(unkeyed.status).toBe(409);
    expect(unkeyed.body.error.code).toBe('REVISION_CONFLICT');
    expect((await storePosition(server.store)).revision).toBe(head + 1);
  });

  test('the key with another body or another operation is 409 IDEMPOTENCY_CONFLICT, nothing written', async () => {
    const key = newKey();
    expect((await send(UPSERT, batch('0.3'), key)).status).toBe(200);
    const before = await storePosition(server.store);
    for (const [path, body] of [
      [UPSERT, batch('0.31')],
      [UPSERT, { ...batch('0.3'), fair_values: [probability('0.3', { source: 'other' })] }],
      [COMPOSE, combo(['out-fed-cut-yes', 'out-btc-100k-yes'])],
    ] as const) {
      const res = await send(path, body, key);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'IDEMPOTENCY_CONFLICT',
        message: expect.stringContaining('used at 2026-11-20T12:00:00.000Z for another request'),
        details: { conflict: 'OTHER_REQUEST' },
      });
      expect(replayed(res)).toBeNull();
    }
    expect(await storePosition(server.store)).toEqual(before);
    // The body's spelling is not the request: the same values in another key order replay.
    const reordered = await send(
      UPSERT,
      {
        fair_values: [Object.fromEntries(Object.entries(probability('0.3')).reverse())],
        scope_id: 'scope-a',
      },
      key,
    );
    expect(reordered.status).toBe(200);
    expect(replayed(reordered)).toBe('true');
  });

  test('keys belong to their API key: another key’s same Idempotency-Key is its own request', async () => {
    const key = newKey();
    expect((await send(UPSERT, batch('0.2'), key)).status).toBe(200);
    const other = await send(UPSERT, batch('0.2', {}, 'scope-b'), key, OTHER_KEY);
    expect(other.status).toBe(200);
    expect(replayed(other)).toBeNull();
    expect(other.body.items[0].scope_id).toBe('scope-b');
    // Each key's retry replays its own answer.
    const otherRetry = await send(UPSERT, batch('0.2', {}, 'scope-b'), key, OTHER_KEY);
    expect(replayed(otherRetry)).toBe('true');
    expect(otherRetry.body).toEqual(other.body);
    const retry = await send(UPSERT, batch('0.2'), key);
    expect(replayed(retry)).toBe('true');
    expect(retry.body.items[0].scope_id).toBe('scope-a');
  });

  test('a malformed key is 400 INVALID_REQUEST naming the header, before anything is read', async () => {
    const before = await storePosition(server.store);
    for (const [key, reason] of [
      ['x'.repeat(256), 'has 256 characters; at most 255 are allowed'],
      ['two words', 'must be visible ASCII characters (! to ~), without spaces'],
      ['', 'must not be empty'],
    ]) {
      for (const [path, body] of [
        [UPSERT, batch('0.5')],
        [COMPOSE, combo(['out-fed-cut-yes', 'out-btc-100k-yes'])],
      ] as const) {
        const res = await send(path, body, key);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({
          code: 'INVALID_REQUEST',
          message: `the Idempotency-Key header ${reason}`,
          details: { problems: [{ path: 'Idempotency-Key', reason }] },
        });
      }
    }
    expect((await send(UPSERT, batch('0.5'), 'x'.repeat(255))).status).toBe(200);
    expect((await storePosition(server.store)).revision).toBe(before.revision + 1);
  });

  test('a failed request is not kept: its retry runs again', async () => {
    const key = newKey();
    const invalid = await send(UPSERT, batch('1.5'), key);
    expect(invalid.status).toBe(400);
    const forbidden = await send(UPSERT, batch('0.5', {}, 'scope-b'), key);
    expect(forbidden.status).toBe(403);
    const valid = await send(UPSERT, batch('0.5'), key);
    expect(valid.status).toBe(200);
    expect(replayed(valid)).toBeNull();
  });

  test('a key is kept for the retention (24 hours), then it is a new request', async () => {
    const key = newKey();
    const first = await send(UPSERT, batch('0.6'), key);
    const start = now;
    try {
      now = new Date(start.getTime() + 24 * 3_600_000 - 1);
      const retry = await send(UPSERT, batch('0.6'), key);
      expect(replayed(retry)).toBe('true');
      expect(retry.body).toEqual(first.body);
      now = new Date(start.getTime() + 24 * 3_600_000);
      const later = await send(UPSERT, batch('0.61'), key);
      expect(later.status).toBe(200);
      expect(replayed(later)).toBeNull();
      expect(later.body.updated_at).toBe(now.toISOString());
    } finally {
      now = start;
    }
  });

  test('a second request with a key still being answered is 409 IDEMPOTENCY_CONFLICT', async () => {
    const key = newKey();
    const caller = { scopes: ['scope-a'] };
    const claim = () => ({ tenant: 'tenant', key, replayed: false });
    const entry = {
      outcomeId: 'out-fed-cut-yes',
      marketVersion: '1',
      valueType: 'PROBABILITY' as const,
      probabilityEvent: 'FULL_PAYOUT' as const,
      value: '0.7',
      source: 'desk-model',
      observedAt: '2026-11-20T10:00:00Z',
    };
    const request = { scopeId: 'scope-a', fairValues: [entry] };
    const fairValues = server.services.fairValues;
    const first = fairValues.upsert(request, caller, claim());
    const second = fairValues.upsert(request, caller, claim()).catch((error: unknown) => error);
    expect(await second).toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
      details: { conflict: 'IN_PROGRESS' },
    });
    const answered = await first;
    // Once answered, the same request is a replay.
    const again = claim();
    expect(await fairValues.upsert(request, caller, again)).toEqual(answered);
    expect(again.replayed).toBe(true);
  });

  test('compose: a keyed retry replays, whether the first wrote the combo or found it stored', async () => {
    const legs = ['out-fed-cut-yes', 'out-fed-cut-no'];
    const key = newKey();
    const first = await send(COMPOSE, combo(legs), key);
    expect(first.status).toBe(200);
    const after = await storePosition(server.store);
    const retry = await send(COMPOSE, combo(legs), key);
    expect(retry.status).toBe(200);
    expect(replayed(retry)).toBe('true');
    expect(retry.body).toEqual(first.body);
    // The combo is stored now: a new key writes nothing, and its record is kept all the same.
    const storedKey = newKey();
    const stored = await send(COMPOSE, combo(legs), storedKey);
    expect(stored.status).toBe(200);
    expect(replayed(stored)).toBeNull();
    expect((await send(COMPOSE, combo(legs), storedKey)).headers.get('idempotent-replayed')).toBe(
      'true',
    );
    const other = await send(COMPOSE, combo(['out-fed-cut-no', 'out-fed-cut-yes']), storedKey);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await storePosition(server.store)).toEqual(after);
  });

  test('POST /graphql: a mutation honours the header as REST does, one writing field per key', async () => {
    const key = newKey();
    const mutation = `mutation($input: UpsertFairValuesInput!) {
      upsertFairValues(input: $input) { updatedAt items { value revision } } }`;
    const variables = {
      input: {
        scopeId: 'scope-a',
        fairValues: [
          {
            outcomeId: 'out-fed-cut-yes',
            marketVersion: '1',
            valueType: 'PROBABILITY',
            probabilityEvent: 'FULL_PAYOUT',
            value: '0.8',
            source: 'desk-model',
            observedAt: '2026-11-20T10:00:00Z',
          },
        ],
      },
    };
    const graphql = (body: unknown, idempotencyKey?: string) =>
      send('/graphql', body, idempotencyKey);
    const first = await graphql({ query: mutation, variables }, key);
    expect(first.body.errors).toBeUndefined();
    const after = await storePosition(server.store);
    const retry = await graphql({ query: mutation, variables }, key);
    expect(retry.body).toEqual(first.body);
    expect(replayed(retry)).toBe('true');
    // The key and request are the same on REST: the answer is the same write.
    const rest = await send(UPSERT, batch('0.8'), key);
    expect(replayed(rest)).toBe('true');
    expect(rest.body.items[0].revision).toBe(first.body.data.upsertFairValues.items[0].revision);
    expect(await storePosition(server.store)).toEqual(after);

    const changed = {
      input: {
        ...variables.input,
        scopeId: 'scope-a',
        fairValues: [{ ...variables.input.fairValues[0], value: '0.81' }],
      },
    };
    const conflict = await graphql({ query: mutation, variables: changed }, key);
    expect(conflict.body.errors[0].extensions).toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
      details: { conflict: 'OTHER_REQUEST' },
    });
    const two = await graphql(
      {
        query: `mutation($input: UpsertFairValuesInput!) {
          a: upsertFairValues(input: $input) { updatedAt }
          b: upsertFairValues(input: $input) { updatedAt } }`,
        variables: changed,
      },
      newKey(),
    );
    expect(two.body.data.a).not.toBeNull();
    expect(two.body.data.b).toBeNull();
    expect(two.body.errors[0]).toMatchObject({
      path: ['b'],
      extensions: { code: 'INVALID_REQUEST' },
      message: expect.stringContaining('an Idempotency-Key covers one write'),
    });
    const malformed = await graphql({ query: mutation, variables: changed }, 'two words');
    expect(malformed.body.errors[0].extensions).toMatchObject({
      code: 'INVALID_REQUEST',
      details: { problems: [{ path: 'Idempotency-Key' }] },
    });
  });

  test('POST /graphql: composeCombo replays its first answer, market and payouts included', async () => {
    const key = newKey();
    const body = {
      query: `mutation($input: ComposeComboInput!) { composeCombo(input: $input) {
        market { marketId version outcomes { outcomeId payouts { nodes { familyId payouts { scenarioId value } } } } }
        versions { asOf } } }`,
      variables: {
        input: {
          venue: 'kalshi',
          settlementConventionId: 'kx-combo',
          legs: [{ outcomeId: 'out-fed-cut-no' }, { outcomeId: 'out-fed-cut-yes' }],
        },
      },
    };
    const first = await send('/graphql', body, key);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.composeCombo.market.outcomes[0].payouts.nodes).not.toHaveLength(0);
    const after = await storePosition(server.store);
    const retry = await send('/graphql', body, key);
    expect(replayed(retry)).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await storePosition(server.store)).toEqual(after);
  });
});
