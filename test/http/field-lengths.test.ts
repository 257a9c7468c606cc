// Field length limits of request bodies (docs/decisions.md, "Bounded memory"): one definition per
// field in src/resources, refused by REST's schema validation and by the services GraphQL calls,
// with INVALID_REQUEST naming the field and the limit; a field at its limit is accepted and kept.
import { LIMITS } from '../../src/domain/limits';
import { smallCatalog } from '../fixtures/small-catalog';
import { graphql } from '../graphql/graphql-client';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, storePosition, type TestServer } from '../support/test-server';

const UPSERT = '/v1/fair-values:batchUpsert';
const GRAPHQL_UPSERT = `mutation Upsert($input: UpsertFairValuesInput!) {
  upsertFairValues(input: $input) { items { source revision } }
}`;

const text = (length: number, char = 's') => char.repeat(length);

function restEntry(extra: Record<string, unknown> = {}) {
  return {
    outcome_id: 'out-fed-cut-yes',
    market_version: '1',
    value_type: 'PROBABILITY',
    probability_event: 'FULL_PAYOUT',
    value: '0.5',
    source: 'desk',
    observed_at: '2026-11-20T10:00:00Z',
    ...extra,
  };
}

function graphqlEntry(extra: Record<string, unknown> = {}) {
  return {
    outcomeId: 'out-fed-cut-yes',
    marketVersion: '1',
    valueType: 'PROBABILITY',
    probabilityEvent: 'FULL_PAYOUT',
    value: '0.5',
    source: 'desk',
    observedAt: '2026-11-20T10:00:00Z',
    ...extra,
  };
}

describe.each(STORE_KINDS)('field length limits ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()]);
  });
  afterAll(async () => {
    await server.close();
  });

  test('a fair-value source at its limit is kept; one character more is refused over REST, naming the field and the limit', async () => {
    const longest = text(LIMITS.sourceLengthMax);
    const kept = await post(server, UPSERT, {
      scope_id: 'scope-a',
      fair_values: [restEntry({ source: longest })],
    });
    expect(kept.status).toBe(200);
    const read = await get(server, '/v1/fair-values?scope_id=scope-a');
    expect(read.body.items[0].source).toBe(longest);

    const before = await storePosition(server.store);
    const res = await post(server, UPSERT, {
      scope_id: 'scope-a',
      fair_values: [restEntry({ source: text(LIMITS.sourceLengthMax + 1) })],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.message).toContain('fair_values[0].source');
    expect(res.body.error.message).toContain(String(LIMITS.sourceLengthMax));
    expect(res.body.error.details.problems).toEqual([
      { path: 'fair_values[0].source', reason: expect.stringContaining('1024') },
    ]);
    expect(await storePosition(server.store)).toEqual(before);
  });

  test('the same limits over GraphQL, in its own names, and nothing written', async () => {
    const before = await storePosition(server.store);
    const res = await graphql(server, GRAPHQL_UPSERT, {
      input: {
        scopeId: 'scope-a',
        fairValues: [
          graphqlEntry({
            source: text(LIMITS.sourceLengthMax + 1),
            value: `0.${text(LIMITS.decimalLengthMax, '1')}`,
            payoutCurrency: null,
          }),
        ],
      },
    });
    expect(res.body.data?.upsertFairValues).toBeNull();
    const [error] = res.body.errors!;
    expect(error!.extensions.code).toBe('INVALID_REQUEST');
    expect(error!.extensions.details.problems).toEqual([
      {
        path: 'input.fairValues[0].value',
        reason: `must not be longer than ${LIMITS.decimalLengthMax} characters`,
      },
      {
        path: 'input.fairValues[0].source',
        reason: `must not be longer than ${LIMITS.sourceLengthMax} characters`,
      },
    ]);
    expect(await storePosition(server.store)).toEqual(before);

    const longest = text(LIMITS.sourceLengthMax, 'g');
    const kept = await graphql(server, GRAPHQL_UPSERT, {
      input: { scopeId: 'scope-a', fairValues: [graphqlEntry({ source: longest })] },
    });
    expect(kept.body.errors).toBeUndefined();
    expect(kept.body.data.upsertFairValues.items[0].source).toBe(longest);
  });

  test('an over-long scope ID is INVALID_REQUEST before authorisation, on both APIs', async () => {
    const scope = text(LIMITS.idLengthMax + 1);
    const rest = await post(server, UPSERT, { scope_id: scope, fair_values: [restEntry()] });
    expect(rest.status).toBe(400);
    expect(rest.body.error.details.problems).toEqual([
      { path: 'scope_id', reason: expect.stringContaining(String(LIMITS.idLengthMax)) },
    ]);
    const res = await graphql(server, GRAPHQL_UPSERT, {
      input: { scopeId: scope, fairValues: [graphqlEntry()] },
    });
    expect(res.body.errors![0]!.extensions.code).toBe('INVALID_REQUEST');
    expect(res.body.errors![0]!.extensions.details.problems).toEqual([
      { path: 'input.scopeId', reason: 'must not be longer than 256 characters' },
    ]);
  });

  test('compose, evaluation, resolve and analysis refuse an over-long identifier on both APIs', async () => {
    const id = text(LIMITS.idLengthMax + 1);
    const compose = await post(server, '/v1/markets:compose', {
      venue: 'kalshi',
      settlement_convention_id: 'kalshi-combo-v1',
      legs: [{ outcome_id: 'out-fed-cut-yes' }, { outcome_id: 'out-btc-100k-yes' }],
      client_reference: id,
    });
    expect(compose.status).toBe(400);
    expect(compose.body.error.details.problems[0].path).toBe('client_reference');

    const evaluation = await post(server, '/v1/evaluations:run', {
      positions: [
        {
          position_id: id,
          instrument: { outcome_id: 'out-fed-cut-yes' },
          position_type: 'HELD',
          quantity: '1',
        },
      ],
    });
    expect(evaluation.status).toBe(400);
    expect(evaluation.body.error.details.problems[0].path).toBe('positions[0].position_id');

    const resolve = await post(server, '/v1/markets:resolve', {
      inputs: [{ client_reference: 'a', venue: 'kalshi', ticker: id }],
    });
    expect(resolve.status).toBe(400);
    expect(resolve.body.error.details.problems[0].path).toBe('inputs[0].ticker');

    const analyze = await post(server, '/v1/relationships:analyze', {
      legs: [{ outcome_id: 'out-fed-cut-yes' }, { listing_id: id }],
    });
    expect(analyze.status).toBe(400);
    expect(analyze.body.error.details.problems[0].path).toBe('legs[1].listing_id');

    const composeGraphql = await graphql(
      server,
      `
        mutation ($input: ComposeComboInput!) {
          composeCombo(input: $input) {
            clientReference
          }
        }
      `,
      {
        input: {
          venue: 'kalshi',
          settlementConventionId: 'kalshi-combo-v1',
          legs: [{ outcomeId: 'out-fed-cut-yes' }, { outcomeId: 'out-btc-100k-yes' }],
          clientReference: id,
        },
      },
    );
    expect(composeGraphql.body.errors![0]!.extensions.details.problems).toEqual([
      { path: 'input.clientReference', reason: 'must not be longer than 256 characters' },
    ]);

    const evaluationGraphql = await graphql(
      server,
      `
        mutation ($input: RunEvaluationInput!) {
          runEvaluation(input: $input) {
            warnings {
              code
            }
          }
        }
      `,
      {
        input: {
          positions: [
            {
              positionId: 'p1',
              instrument: { outcomeId: 'out-fed-cut-yes' },
              positionType: 'HELD',
              quantity: '1',
            },
          ],
          scenarioPins: [{ familyId: id, scenarioVersion: '1' }],
        },
      },
    );
    expect(evaluationGraphql.body.errors![0]!.extensions.details.problems).toEqual([
      { path: 'input.scenarioPins[0].familyId', reason: 'must not be longer than 256 characters' },
    ]);

    const resolveGraphql = await graphql(
      server,
      `
        query ($inputs: [ResolveInput!]!) {
          resolveMarkets(inputs: $inputs) {
            items {
              status
            }
          }
        }
      `,
      { inputs: [{ clientReference: id, venue: 'kalshi', ticker: 'KX' }] },
    );
    expect(resolveGraphql.body.errors![0]!.extensions.details.problems).toEqual([
      { path: 'inputs[0].clientReference', reason: 'must not be longer than 256 characters' },
    ]);
  });
});
