// Mutation.upsertFairValues and Query.fairValues over real HTTP on both stores: the same service
// as POST /fair-values:batchUpsert, with GraphQL names in problems.
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import { OTHER_KEY, startTestServer, storePosition, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

const UPSERT = `mutation Upsert($input: UpsertFairValuesInput!) {
  upsertFairValues(input: $input) {
    items { fairValueId scopeId outcomeId marketVersion valueType probabilityEvent payoutCurrency value source observedAt validUntil updatedAt revision status }
    updatedAt
  }
}`;

const READ = `query Read($scopeId: ID!, $outcomeIds: [ID!]) {
  fairValues(scopeId: $scopeId, outcomeIds: $outcomeIds) {
    edges { node { outcomeId valueType value revision status } }
    snapshotId
  }
}`;

const entry = (value: string, extra: Record<string, unknown> = {}) => ({
  outcomeId: 'out-fed-cut-yes',
  marketVersion: '1',
  valueType: 'PROBABILITY',
  probabilityEvent: 'FULL_PAYOUT',
  value,
  source: 'desk',
  observedAt: '2026-11-20T10:00:00Z',
  ...extra,
});

describe.each(STORE_KINDS)('fair values over GraphQL ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()]);
  });
  afterAll(async () => {
    await server.close();
  });

  test('upsertFairValues writes a batch that fairValues reads back', async () => {
    const written = await data(server, UPSERT, {
      input: {
        scopeId: 'scope-a',
        fairValues: [
          entry('0.55'),
          entry('0.40', {
            outcomeId: 'out-fed-cut-no',
            valueType: 'EXPECTED_PAYOUT',
            probabilityEvent: null,
            payoutCurrency: 'USD',
            validUntil: '2099-01-01T00:00:00Z',
          }),
        ],
      },
    });
    const items = written.upsertFairValues.items;
    expect(items.map((f: any) => [f.outcomeId, f.valueType, f.value, f.status])).toEqual([
      ['out-fed-cut-yes', 'PROBABILITY', '0.55', 'CURRENT'],
      ['out-fed-cut-no', 'EXPECTED_PAYOUT', '0.4', 'CURRENT'],
    ]);
    expect(items[1]).toMatchObject({
      probabilityEvent: null,
      payoutCurrency: 'USD',
      validUntil: '2099-01-01T00:00:00.000Z',
    });
    const read = await data(server, READ, { scopeId: 'scope-a' });
    expect(read.fairValues.edges.map((e: any) => e.node.outcomeId)).toEqual([
      'out-fed-cut-no',
      'out-fed-cut-yes',
    ]);
    expect(read.fairValues.snapshotId).toBe(items[0].revision);
  });

  test('errors carry the codes and GraphQL paths; nothing is written', async () => {
    const before = await storePosition(server.store);
    const [current] = (
      await data(server, READ, { scopeId: 'scope-a', outcomeIds: ['out-fed-cut-yes'] })
    ).fairValues.edges;
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ scopeId: 'scope-b', fairValues: [entry('0.5')] }, 'FORBIDDEN', 'input.scopeId'],
      [
        { scopeId: 'scope-a', fairValues: [entry('1.5')] },
        'INVALID_REQUEST',
        'input.fairValues[0].value',
      ],
      [
        { scopeId: 'scope-a', fairValues: [entry('0.5', { probabilityEvent: null })] },
        'INVALID_REQUEST',
        'input.fairValues[0].probabilityEvent',
      ],
      [
        { scopeId: 'scope-a', fairValues: [entry('0.5', { expectedRevision: 'rev-1' })] },
        'REVISION_CONFLICT',
        'input.fairValues[0].expectedRevision',
      ],
      [
        { scopeId: 'scope-a', fairValues: [entry('0.5', { outcomeId: 'out-none' })] },
        'INVALID_REQUEST',
        'input.fairValues[0].outcomeId',
      ],
    ];
    for (const [input, code, path] of cases) {
      const res = await graphql(server, UPSERT, { input });
      const error = res.body.errors?.[0];
      expect([
        code,
        error?.extensions.code,
        error?.extensions.details?.problems?.[0]?.path,
      ]).toEqual([code, code, path]);
      expect(JSON.stringify(res.body)).not.toContain('0.55');
    }
    expect(await storePosition(server.store)).toEqual(before);
    expect(current.node.value).toBe('0.55');

    const other = await graphql(server, READ, { scopeId: 'scope-a' }, OTHER_KEY);
    expect(other.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(other.body)).not.toContain('0.55');
  });
});
