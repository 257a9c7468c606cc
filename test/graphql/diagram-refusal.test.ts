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
import { get, healthzAnswersDuring, TEST_KEYS, type TestServer } from '../support/test-server';
import { graphql, type GraphqlBody } from './graphql-client';

const large = ladderFamily(ladderShape(1_100), 'fam-ladder-1100');
// Large enough (404,550 pairs) that its classification spans many slices on a fast machine too:
// how many health answers fit in it depends on the machine's speed.
const allowed = ladderFamily(ladderShape(900), 'fam-ladder-900');

// A small answer (a count per outcome), so the time the query takes is its execution, not the
// transfer of its answer (during which /healthz is answered anyway).
const everyOutcomesPage = `{ family(familyId: "${allowed.familyId}") {
  markets(first: 500) { nodes { outcomes { relationships(first: 50) { totalCount } } } } } }`;

// A large answer (each page's relationships with their markets, events and explanation: about 16
// MB), written and encoded in slices (docs/decisions.md, "A large GraphQL answer written in
// slices").
const everyOutcomesRelationships = `{ family(familyId: "${allowed.familyId}") {
  markets(first: 500) { nodes { outcomes { outcomeId relationships(first: 50) {
    totalCount nodes { relationshipId type relatedMarketIds relatedEventIds explanation } } } } } } }`;

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

  test('a large answer is the text JSON.stringify writes, and /healthz is answered again and again while it is made', async () => {
    const { result: res, answered } = await healthzAnswersDuring(
      server,
      fetch(new URL('/graphql', server.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${TEST_KEYS[0]!.key}`,
        },
        body: JSON.stringify({ query: everyOutcomesRelationships }),
      }).then(async (r) => ({
        status: r.status,
        headers: r.headers,
        bytes: Buffer.from(await r.arrayBuffer()),
      })),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    const text = res.bytes.toString('utf8');
    const body = JSON.parse(text) as GraphqlBody;
    expect(body.errors).toBeUndefined();
    // Apollo's own text: JSON.stringify of the result and a newline.
    expect(text).toBe(`${JSON.stringify(body)}\n`);
    const markets = body.data.family.markets.nodes as {
      outcomes: {
        outcomeId: string;
        relationships: { totalCount: number; nodes: { explanation: string }[] };
      }[];
    }[];
    const outcomes = markets.flatMap((m) => m.outcomes);
    // Every outcome once (each market's outcomes are given in turns).
    expect(outcomes).toHaveLength(allowed.outcomes.length);
    expect(new Set(outcomes.map((o) => o.outcomeId)).size).toBe(allowed.outcomes.length);
    for (const { relationships } of outcomes) {
      expect(relationships.totalCount).toBe(allowed.outcomes.length - 1);
      expect(relationships.nodes).toHaveLength(50);
    }
    expect(res.bytes.length).toBeGreaterThan(1 << 20);
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
