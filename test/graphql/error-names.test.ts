// GraphQL names parameters in its own words in error messages, problem paths and details: the
// services name them in camelCase, REST renders snake_case, GraphQL its argument names (`first`
// and `after` for paging, paths inside an input object starting at `input`). Each case also asks
// REST the same, to show the two renderings of one service error.
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, http, startTestServer, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

const COMPOSE = `mutation Compose($input: ComposeComboInput!) {
  composeCombo(input: $input) { market { marketId } }
}`;

const UPSERT = `mutation Upsert($input: UpsertFairValuesInput!) {
  upsertFairValues(input: $input) { items { revision } }
}`;

const fairValue = (extra: Record<string, unknown> = {}) => ({
  outcomeId: 'out-fed-cut-yes',
  marketVersion: '1',
  valueType: 'PROBABILITY',
  probabilityEvent: 'FULL_PAYOUT',
  value: '0.5',
  source: 'desk',
  observedAt: '2026-11-20T10:00:00Z',
  ...extra,
});

describe.each(STORE_KINDS)('GraphQL error names ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()]);
  });
  afterAll(async () => {
    await server.close();
  });

  const onlyError = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await graphql(server, query, variables);
    expect(res.body.errors).toHaveLength(1);
    return res.body.errors![0]!;
  };

  test('the paging cap names first and details.maxPageSize', async () => {
    const error = await onlyError('{ markets(first: 501) { edges { cursor } } }');
    expect(error.extensions.code).toBe('PAGE_SIZE_TOO_LARGE');
    expect(error.message).toBe('first 501 is above the service cap of 500');
    expect(error.extensions.details).toEqual({
      problems: [{ path: 'first', reason: 'at most 500' }],
      maxPageSize: 500,
    });
    const rest = await get(server, '/v1/markets?page_size=501');
    expect(rest.body.error.message).toBe('page_size 501 is above the service cap of 500');
    expect(rest.body.error.details).toEqual({
      problems: [{ path: 'page_size', reason: 'at most 500' }],
      max_page_size: 500,
    });
  });

  test('a page token that is not ours is named after', async () => {
    const error = await onlyError('{ events(after: "forged") { edges { cursor } } }');
    expect(error.extensions.code).toBe('INVALID_REQUEST');
    expect(error.message).toBe('after is not a token this service issued');
    expect(error.extensions.details.problems).toEqual([
      { path: 'after', reason: 'invalid or tampered token' },
    ]);
    const rest = await get(server, '/v1/events?page_token=forged');
    expect(rest.body.error.message).toBe('page_token is not a token this service issued');
  });

  test('exclusive selectors name marketId and marketIds', async () => {
    const error = await onlyError(
      '{ markets(marketId: "mkt-fed-cut", marketIds: ["mkt-fed-hold"]) { edges { cursor } } }',
    );
    expect(error.extensions.code).toBe('INVALID_REQUEST');
    expect(error.extensions.details.problems).toEqual([
      {
        path: 'marketId,marketIds',
        reason: 'the single, batch and native market selectors are mutually exclusive',
      },
    ]);
    const versioned = await onlyError('{ markets(version: "1") { edges { cursor } } }');
    expect(versioned.message).toBe('version: version requires marketId');
    const rest = await get(server, '/v1/markets?version=1');
    expect(rest.body.error.message).toBe('version: version requires market_id');
  });

  test('compose validation names the input fields', async () => {
    const error = await onlyError(COMPOSE, {
      input: {
        venue: 'kalshi',
        settlementConventionId: 'kalshi-combo-v1',
        legs: [{ outcomeId: 'out-fed-cut-yes' }, {}],
      },
    });
    expect(error.extensions.code).toBe('INVALID_REQUEST');
    expect(error.message).toBe('input.legs[1]: names exactly one of outcomeId or listingId');
    expect(error.extensions.details.problems).toEqual([
      { path: 'input.legs[1]', reason: 'names exactly one of outcomeId or listingId' },
    ]);
  });

  test('fair-value validation and an expectedRevision conflict name the input fields', async () => {
    const invalid = await onlyError(UPSERT, {
      input: {
        scopeId: 'scope-a',
        fairValues: [fairValue({ valueType: 'EXPECTED_PAYOUT', probabilityEvent: null })],
      },
    });
    expect(invalid.extensions.code).toBe('INVALID_REQUEST');
    expect(invalid.extensions.details.problems).toContainEqual({
      path: 'input.fairValues[0].payoutCurrency',
      reason: 'an EXPECTED_PAYOUT needs its payoutCurrency',
    });

    const written = await data(server, UPSERT, {
      input: { scopeId: 'scope-a', fairValues: [fairValue()] },
    });
    const revision = written.upsertFairValues.items[0].revision as string;
    const stale = `rev-${Number(revision.slice(4)) - 1}`;
    const conflict = await onlyError(UPSERT, {
      input: { scopeId: 'scope-a', fairValues: [fairValue({ expectedRevision: stale })] },
    });
    expect(conflict.extensions.code).toBe('REVISION_CONFLICT');
    expect(conflict.message).toBe(
      '1 fair value(s) changed since their expectedRevision; nothing was written',
    );
    expect(conflict.extensions.details.problems).toEqual([
      {
        path: 'input.fairValues[0].expectedRevision',
        reason: `expected ${stale}, but the current value is ${revision}`,
      },
    ]);
    const rest = await http<any>(server, 'POST', '/v1/fair-values:batchUpsert', {
      body: {
        scope_id: 'scope-a',
        fair_values: [
          {
            outcome_id: 'out-fed-cut-yes',
            market_version: '1',
            value_type: 'PROBABILITY',
            probability_event: 'FULL_PAYOUT',
            value: '0.5',
            source: 'desk',
            observed_at: '2026-11-20T10:00:00Z',
            expected_revision: stale,
          },
        ],
      },
    });
    expect(rest.status).toBe(409);
    expect(rest.body.error.message).toBe(
      '1 fair value(s) changed since their expected_revision; nothing was written',
    );
    expect(rest.body.error.details.problems[0].path).toBe('fair_values[0].expected_revision');
  });
});
