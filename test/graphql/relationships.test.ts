// GraphQL: Family.scenarios, Outcome.payouts, Outcome.relationships and Outcome.related over real
// HTTP on both stores, on the demo catalog.
import { readFileSync } from 'node:fs';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, type TestServer } from '../support/test-server';

const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');
const KX_YES = 'out-fed-dec26-cut-any-kx-yes';
const PM_YES = 'out-fed-dec26-cut-any-pm-yes';

describe.each(STORE_KINDS)('GraphQL relationship fields ($name store)', (kind) => {
  let server: TestServer;
  const gql = async (query: string) => (await post(server, '/graphql', { query })).body;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [demo]);
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  test('Family.scenarios gives the current version by default, or a named one', async () => {
    const body = await gql(`{ family(familyId: "fam-fed-2026-12") {
      current: scenarios { nodes { scenarioId kind } }
      v1: scenarios(scenarioVersion: "1") { totalCount nodes { scenarioId } }
      none: scenarios(scenarioVersion: "9") { totalCount nodes { scenarioId } } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.family.current.nodes).toContainEqual({
      scenarioId: 'cancelled',
      kind: 'VOID',
    });
    expect(body.data.family.v1.nodes.map((s: any) => s.scenarioId)).not.toContain('cancelled');
    expect(body.data.family.v1.totalCount).toBe(body.data.family.v1.nodes.length);
    expect(body.data.family.none).toEqual({ totalCount: 0, nodes: [] });
  });

  test('a scenario carries the same fields as GET /v1/scenarios', async () => {
    const body = await gql(`{ family(familyId: "fam-fed-2026-12") { scenarios {
      nodes { scenarioId familyId scenarioVersion label description kind observedAt } } } }`);
    expect(body.errors).toBeUndefined();
    const rest = await get(server, '/v1/scenarios?family_id=fam-fed-2026-12');
    expect(body.data.family.scenarios.nodes).toEqual(
      rest.body.items.map((s: Record<string, unknown>) => ({
        scenarioId: s.scenario_id,
        familyId: s.family_id,
        scenarioVersion: s.scenario_version,
        label: s.label,
        description: s.description,
        kind: s.kind,
        observedAt: s.observed_at,
      })),
    );
  });

  test('Outcome.payouts and Outcome.relationships match the REST answers', async () => {
    const body = await gql(`{ outcome(outcomeId: "${KX_YES}") {
      payouts(familyId: "fam-fed-2026-12") { nodes { scenarioVersion status payouts { scenarioId value } } }
      relationships(type: IMPLICATION) { nodes { type fromOutcomeId toOutcomeId witnesses { scenarioId } scenarioPins { scenarioVersion } } }
      pinned: relationships(familyId: "fam-fed-2026-12", scenarioVersion: "1", type: EQUALITY) { nodes { toOutcomeId fromOutcomeId } } } }`);
    expect(body.errors).toBeUndefined();
    const outcome = body.data.outcome;
    expect(outcome.payouts.nodes).toEqual([
      {
        scenarioVersion: '2',
        status: 'SUPPORTED',
        payouts: [
          { scenarioId: 'cut-50-plus', value: '1' },
          { scenarioId: 'cut-25', value: '1' },
          { scenarioId: 'hold', value: '0' },
          { scenarioId: 'hike', value: '0' },
          { scenarioId: 'cancelled', value: '0' },
        ],
      },
    ]);
    expect(outcome.relationships.nodes).toContainEqual({
      type: 'IMPLICATION',
      fromOutcomeId: KX_YES,
      toOutcomeId: PM_YES,
      witnesses: [{ scenarioId: 'cancelled' }, { scenarioId: 'cut-50-plus' }],
      scenarioPins: [{ scenarioVersion: '2' }],
    });
    expect(
      outcome.pinned.nodes.map((r: any) => [r.fromOutcomeId, r.toOutcomeId].sort()),
    ).toContainEqual([KX_YES, PM_YES].sort());
  });

  test('Outcome.related walks up to 3 hops, returning each path with its edges', async () => {
    const body = await gql(`{ outcome(outcomeId: "out-btc-dec31-above-120k-yes") {
      one: related(depth: 1, types: [IMPLICATION]) { nodes { outcomeIds relationships { type fromOutcomeId toOutcomeId witnesses { scenarioId } } } }
      three: related(depth: 3, first: 500) { totalCount nodes { outcomeIds relationships { type } } } } }`);
    expect(body.errors).toBeUndefined();
    const one = body.data.outcome.one.nodes;
    const three = body.data.outcome.three.nodes;
    expect(body.data.outcome.three.totalCount).toBe(three.length);
    expect(one.length).toBeGreaterThan(0);
    for (const path of one) {
      expect(path.outcomeIds).toHaveLength(2);
      expect(path.outcomeIds[0]).toBe('out-btc-dec31-above-120k-yes');
      expect(path.relationships[0].type).toBe('IMPLICATION');
      expect(path.relationships[0].witnesses.length).toBeGreaterThan(0);
    }
    expect(three.length).toBeGreaterThanOrEqual(one.length);
    expect(
      three.every(
        (p: any) => p.relationships.length === p.outcomeIds.length - 1 && p.outcomeIds.length <= 4,
      ),
    ).toBe(true);
    const reached = three.map((p: any) => p.outcomeIds[p.outcomeIds.length - 1]);
    expect(new Set(reached).size).toBe(reached.length);
  });

  test('depth outside 1..3 is INVALID_REQUEST', async () => {
    const body = await gql(
      `{ outcome(outcomeId: "${KX_YES}") { outcomeId related(depth: 4) { totalCount } } }`,
    );
    expect(body.errors[0].extensions.code).toBe('INVALID_REQUEST');
    // The bad argument nulls its own field, not the outcome.
    expect(body.data).toEqual({ outcome: { outcomeId: KX_YES, related: null } });
  });
});
