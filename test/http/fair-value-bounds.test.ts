// Bounded fair values over real HTTP on both stores (docs/decisions.md, "Bounded memory"): the
// fault campaign's finding at small scale (one value upserted again and again with the longest
// source the API takes keeps a bounded history, counted through the store), a page token whose
// snapshot the compacted history no longer holds (CURSOR_EXPIRED), and a scope at its bound.
import { LIMITS } from '../../src/domain/limits';
import { smallCatalog } from '../fixtures/small-catalog';
import { graphql } from '../graphql/graphql-client';
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
const HISTORY = 3;
const PER_SCOPE = 4;

function entry(outcomeId: string, value: string, extra: Record<string, unknown> = {}) {
  return {
    outcome_id: outcomeId,
    market_version: '1',
    value_type: 'PROBABILITY',
    probability_event: 'FULL_PAYOUT',
    value,
    source: 'desk',
    observed_at: '2026-11-20T10:00:00Z',
    ...extra,
  };
}

const payout = (outcomeId: string, value: string) =>
  entry(outcomeId, value, {
    value_type: 'EXPECTED_PAYOUT',
    probability_event: undefined,
    payout_currency: 'USD',
  });

describe.each(STORE_KINDS)('bounded fair values ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    const store = await kind.open({
      fairValues: { historyPerValue: HISTORY, currentPerScope: PER_SCOPE },
    });
    server = await startTestServer(store, [smallCatalog()]);
  });
  afterAll(async () => {
    await server.close();
  });

  test('one value upserted 40 times with the longest source keeps its current row and 3 superseded ones; a longer source is refused', async () => {
    const source = 'x'.repeat(LIMITS.sourceLengthMax);
    for (let i = 0; i < 40; i++) {
      const res = await post(server, UPSERT, {
        scope_id: 'scope-a',
        fair_values: [entry('out-fed-cut-yes', `0.${10 + i}`, { source })],
      });
      expect(res.status).toBe(200);
    }
    expect(await server.store.fairValueRowCounts('scope-a')).toEqual({
      current: 1,
      superseded: HISTORY,
    });
    const read = await get(server, '/v1/fair-values?scope_id=scope-a');
    expect(read.body.items.map((i: any) => [i.value, i.source.length])).toEqual([
      ['0.49', LIMITS.sourceLengthMax],
    ]);

    const refused = await post(server, UPSERT, {
      scope_id: 'scope-a',
      fair_values: [entry('out-fed-cut-yes', '0.5', { source: `${source}x` })],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.problems[0].path).toBe('fair_values[0].source');
    expect(await server.store.fairValueRowCounts('scope-a')).toEqual({
      current: 1,
      superseded: HISTORY,
    });
  });

  test('a page token whose snapshot needs a compacted row is CURSOR_EXPIRED, on REST and GraphQL', async () => {
    await post(server, UPSERT, {
      scope_id: 'scope-a',
      fair_values: [entry('out-fed-cut-no', '0.6'), entry('out-btc-100k-yes', '0.3')],
    });
    const first = await get(server, '/v1/fair-values?scope_id=scope-a&page_size=1');
    const token = first.body.next_page_token as string;
    const cursor = (
      await graphql(
        server,
        '{ fairValues(scopeId: "scope-a", first: 1) { pageInfo { endCursor } } }',
      )
    ).body.data.fairValues.pageInfo.endCursor as string;

    // Rewritten as often as its history holds: the rows of the token's snapshot are all there.
    for (let i = 0; i < HISTORY; i++) {
      await post(server, UPSERT, {
        scope_id: 'scope-a',
        fair_values: [entry('out-fed-cut-no', `0.6${i}`)],
      });
    }
    const second = await get(
      server,
      `/v1/fair-values?scope_id=scope-a&page_size=1&page_token=${encodeURIComponent(token)}`,
    );
    expect(second.status).toBe(200);
    expect(second.body.snapshot_id).toBe(first.body.snapshot_id);
    expect(second.body.items[0].value).toBe('0.6');

    // Once more: the row the token's snapshot reads is compacted away.
    await post(server, UPSERT, {
      scope_id: 'scope-a',
      fair_values: [entry('out-fed-cut-no', '0.4')],
    });
    const expired = await get(
      server,
      `/v1/fair-values?scope_id=scope-a&page_size=1&page_token=${encodeURIComponent(token)}`,
    );
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('CURSOR_EXPIRED');
    expect(expired.body.error.message).toContain('page_token');
    expect(expired.body.error.details).toEqual({
      problems: [{ path: 'page_token', reason: 'expired' }],
      retained_versions: HISTORY,
    });
    const res = await graphql(
      server,
      'query($after: String) { fairValues(scopeId: "scope-a", first: 1, after: $after) { nodes { value } } }',
      { after: cursor },
    );
    expect(res.body.data.fairValues).toBeNull();
    expect(res.body.errors![0]!.extensions.code).toBe('CURSOR_EXPIRED');
    expect(res.body.errors![0]!.extensions.details.retainedVersions).toBe(HISTORY);

    // Without a token the scope reads whole, at the head.
    const fresh = await get(server, '/v1/fair-values?scope_id=scope-a');
    expect(fresh.body.items.map((i: any) => i.value)).toEqual(['0.3', '0.4', '0.49']);
  });

  test('a scope at its bound refuses new values with INVALID_REQUEST, whole, while values it holds can be replaced', async () => {
    const four = [
      entry('out-fed-cut-yes', '0.5'),
      entry('out-fed-cut-no', '0.5'),
      entry('out-btc-100k-yes', '0.5'),
      payout('out-btc-100k-no', '0.5'),
    ];
    expect(
      (await post(server, UPSERT, { scope_id: 'scope-b', fair_values: four }, OTHER_KEY)).status,
    ).toBe(200);

    const before = await storePosition(server.store);
    const over = await post(
      server,
      UPSERT,
      {
        scope_id: 'scope-b',
        fair_values: [entry('out-fed-cut-yes', '0.55'), entry('out-btc-100k-no', '0.5')],
      },
      OTHER_KEY,
    );
    expect(over.status).toBe(400);
    expect(over.body.error.code).toBe('INVALID_REQUEST');
    expect(over.body.error.details).toEqual({
      problems: [
        {
          path: 'fair_values',
          reason: `adds 1 new fair value(s) to the ${PER_SCOPE} the scope holds; a scope holds at most ${PER_SCOPE}`,
        },
      ],
      max_fair_values_per_scope: PER_SCOPE,
    });
    expect(await storePosition(server.store)).toEqual(before);

    const res = await graphql(
      server,
      `
        mutation ($input: UpsertFairValuesInput!) {
          upsertFairValues(input: $input) {
            items {
              value
            }
          }
        }
      `,
      {
        input: {
          scopeId: 'scope-b',
          fairValues: [
            {
              outcomeId: 'out-fed-cut-no',
              marketVersion: '1',
              valueType: 'EXPECTED_PAYOUT',
              payoutCurrency: 'USD',
              value: '0.4',
              source: 'desk',
              observedAt: '2026-11-20T10:00:00Z',
            },
          ],
        },
      },
      OTHER_KEY,
    );
    expect(res.body.errors![0]!.extensions.code).toBe('INVALID_REQUEST');
    expect(res.body.errors![0]!.extensions.details.maxFairValuesPerScope).toBe(PER_SCOPE);
    expect(res.body.errors![0]!.extensions.details.problems[0].path).toBe('input.fairValues');
    expect(await storePosition(server.store)).toEqual(before);

    const replaced = await post(
      server,
      UPSERT,
      { scope_id: 'scope-b', fair_values: [entry('out-fed-cut-yes', '0.55')] },
      OTHER_KEY,
    );
    expect(replaced.status).toBe(200);
    expect(await server.store.fairValueRowCounts('scope-b')).toEqual({
      current: PER_SCOPE,
      superseded: 1,
    });
  });

  test('coverage discloses the bounds', async () => {
    const res = await get(server, '/v1/coverage?market_ids=mkt-fed-cut');
    expect(res.body.service_limits).toMatchObject({
      fair_values_per_scope_max: PER_SCOPE,
      fair_value_history_per_value: HISTORY,
      id_length_max: 256,
      source_length_max: 1024,
      decimal_length_max: 100,
      response_limit_bytes: 8 * 1024 * 1024,
    });
  });
});
