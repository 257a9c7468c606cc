// Large generated families over real HTTP on the memory store, sharing one server and one import
// (building and importing the 900-outcome ladder takes seconds of CPU, so it is done once).
//
// Family.relationshipDiagram (docs/decisions.md, "Diagrams refused before work"): a family relating
// more outcomes than the diagram is drawn for is refused QUERY_TOO_COMPLEX before any pair is
// classified (settlegraph_derivations_total{derivation="relationship_diagram"} counts the refusal
// and no pair), and while a large allowed diagram is computed /healthz is answered again and again,
// between slices of the classification.
//
// A relationships page of every outcome of the 900-outcome family (docs/decisions.md, "A page of a
// large family's relationships costs the page"): each page costs its own records, not the
// family's, and the memory store's reads give other requests a turn once they have followed one
// another for a slice, so /healthz is answered again and again while the query runs.
//
// The memory store serves them: it answers without I/O, so only the service's and the store's own
// turns let other requests in (on Neo4j every store read is a turn), and importing a family of
// 1,100 outcomes stores its 604,450 relationships, minutes on Neo4j.
import { ladderFamily, ladderShape } from '../fixtures/layered-family-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { startCountedServer } from '../support/limits-server';
import { get, healthzAnswersDuring, type TestServer } from '../support/test-server';
import { graphql } from './graphql-client';

const large = ladderFamily(ladderShape(1_100), 'fam-ladder-1100');
// Large enough (404,550 pairs) that its classification spans many slices on a fast machine too:
// how many health answers fit in it depends on the machine's speed.
const allowed = ladderFamily(ladderShape(900), 'fam-ladder-900');

// A small answer (a count per outcome), so the time the query takes is its execution, not the
// transfer of its answer (during which /healthz is answered anyway).
const everyOutcomesPage = `{ family(familyId: "${allowed.familyId}") {
  markets(first: 500) { nodes { outcomes { relationships(first: 50) { totalCount } } } } } }`;

const diagramQuery = (familyId: string) =>
  `{ family(familyId: "${familyId}") { relationshipDiagram(scenarioVersion: "1") {
    nodes(first: 1) { totalCount } } } }`;

async function diagramCount(server: TestServer, result: string): Promise<number> {
  const res = await get<string>(server, '/metrics');
  const line = res.body
    .split('\n')
    .find((l) =>
      l.startsWith(
        `settlegraph_derivations_total{derivation="relationship_diagram",result="${result}"}`,
      ),
    );
  return Number(line?.split(' ').at(-1) ?? 'NaN');
}

describe('relationship diagrams and relationships pages of large families (memory store)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(new MemoryStore(), [large.catalog, allowed.catalog]);
  }, 600_000);
  afterAll(async () => {
    await server?.close();
  });

  // First, as when it had a file of its own: nothing computed before it.
  test('/healthz is answered again and again while the relationships pages of a 900-outcome family are read, and each page counts the whole', async () => {
    const { result: res, answered } = await healthzAnswersDuring(
      server,
      graphql(server, everyOutcomesPage),
    );
    expect(res.body.errors).toBeUndefined();
    const outcomes = res.body.data.family.markets.nodes.flatMap(
      (m: { outcomes: unknown[] }) => m.outcomes,
    ) as { relationships: { totalCount: number } }[];
    expect(outcomes.length).toBeGreaterThan(800);
    // Every pair of the family's outcomes is classified: each relates to every other one.
    for (const { relationships } of outcomes)
      expect(relationships.totalCount).toBe(allowed.outcomes.length - 1);
    // Read in one piece, the query lets a request in once or twice at most.
    expect(answered).toBeGreaterThanOrEqual(5);
  });

  test('a family of 1,100 outcomes is refused QUERY_TOO_COMPLEX before any pair is classified', async () => {
    const res = await graphql(server, diagramQuery(large.familyId));
    expect(res.status).toBe(200);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      details: { limit: 'diagramOutcomes', maximum: 1_000 },
    });
    expect(res.body.errors?.[0]?.extensions.details.value).toBeGreaterThan(1_000);
    expect(await diagramCount(server, 'refused')).toBe(1);
    expect(await diagramCount(server, 'pairs_classified')).toBe(0);
  });

  test('/healthz is answered again and again while a 900-outcome diagram is computed', async () => {
    const { result: res, answered } = await healthzAnswersDuring(
      server,
      graphql(server, diagramQuery(allowed.familyId)),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.family.relationshipDiagram.nodes.totalCount).toBeGreaterThan(1);
    expect(await diagramCount(server, 'pairs_classified')).toBeGreaterThan(100_000);
    // Classified in one piece, the diagram lets a request in twice at most (between its steps).
    expect(answered).toBeGreaterThanOrEqual(5);
  });
});
