// A relationships page of every outcome of a large family, over real HTTP on the memory store
// (docs/decisions.md, "A page of a large family's relationships costs the page"): each page costs
// its own records, not the family's, and the memory store's reads give other requests a turn once
// they have followed one another for a slice, so /healthz is answered again and again while the
// query runs. The memory store serves it: it answers without I/O, so only its own turns let other
// requests in (on Neo4j every store read is a turn).
import { ladderFamily, ladderShape } from '../fixtures/layered-family-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { startCountedServer } from '../support/limits-server';
import { healthzAnswersDuring, type TestServer } from '../support/test-server';
import { graphql } from './graphql-client';

const family = ladderFamily(ladderShape(900), 'fam-ladder-900');

// A small answer (a count per outcome), so the time the query takes is its execution, not the
// transfer of its answer (during which /healthz is answered anyway).
const everyOutcomesPage = `{ family(familyId: "${family.familyId}") {
  markets(first: 500) { nodes { outcomes { relationships(first: 50) { totalCount } } } } } }`;

describe('relationships pages of every outcome of a 900-outcome family (memory store)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(new MemoryStore(), [family.catalog]);
  }, 600_000);
  afterAll(async () => {
    await server?.close();
  });

  test('/healthz is answered again and again while the pages are read, and each page counts the whole', async () => {
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
      expect(relationships.totalCount).toBe(family.outcomes.length - 1);
    // Read in one piece, the query lets a request in once or twice at most.
    expect(answered).toBeGreaterThanOrEqual(5);
  });
});
