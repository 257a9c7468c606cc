// Rolling back a dead writer's staging (docs/decisions.md, "Staged writes made visible together")
// when several writers find it at once: each takes the marker over in turn, so a writer's rollback
// can be taken over by another's whose lease ran out first. The writer that lost it must go back
// to waiting, not fail its commit with an error of no code (INTERNAL over HTTP).
import { importCatalog } from '../../src/catalog/import-catalog';
import type { Neo4jStore, Neo4jStoreOptions } from '../../src/store/neo4j/neo4j-store';
import { RevisionConflictError, type CommitBatch } from '../../src/store/store';
import { generatedCatalog } from '../fixtures/generated-catalog';
import { smallCatalog } from '../fixtures/small-catalog';
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';

let database: Neo4jTestDatabase;
const stores: Neo4jStore[] = [];

beforeAll(() => {
  database = new Neo4jTestDatabase();
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await database.close();
});

async function track(store: Promise<Neo4jStore>): Promise<Neo4jStore> {
  stores.push(await store);
  return stores.at(-1)!;
}

function familyBatch(expectedRevision: number, familyId: string): CommitBatch {
  return {
    expectedRevision,
    committedAt: '2026-11-20T16:30:00.000Z',
    puts: [
      {
        kind: 'family',
        record: {
          familyId,
          title: familyId,
          description: '',
          category: 'Test',
          tags: [],
          supportedConventionIds: [],
          observedAt: '2026-11-20T16:30:00.000Z',
        },
      },
    ],
    changes: [],
  };
}

test('writers that take over each other’s rollback of a dead staging wait, then commit', async () => {
  const seed = await track(database.emptyStore());
  await importCatalog(seed, smallCatalog());
  const clean = await database.graphCounts();

  // A writer that stops for good after a few staged transactions, its lease soon over.
  let stopped!: () => void;
  const stoppedAt = new Promise<void>((resolve) => (stopped = resolve));
  const dying = await track(
    database.store({
      transactionRows: 20,
      commitChunkRows: 10,
      stagingLeaseMs: 200,
      afterStagedTransaction: (t) => {
        if (t.index < 2) return;
        stopped();
        return new Promise<void>(() => undefined);
      },
    }),
  );
  void importCatalog(dying, generatedCatalog({ markets: 30, families: 3 })).catch(() => undefined);
  await stoppedAt;
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await database.graphCounts()).MarketVersion).toBeGreaterThan(0);

  // Writers whose own markers last 20 ms, rolling back a few rows a transaction: waiting for the
  // Head lock behind the others outlasts that, so each takes over another's rollback.
  const racing: Neo4jStoreOptions = {
    transactionRows: 10,
    commitChunkRows: 10,
    stagingLeaseMs: 20,
  };
  const writers = await Promise.all([1, 2, 3].map(() => track(database.store(racing))));
  const results = await Promise.allSettled(
    writers.map((writer, i) => writer.commit(familyBatch(1, `fam-racing-${i}`))),
  );
  // One commit lands at revision 2; the others conflict with it, as any commit planned at 1.
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  expect(failures.filter((e) => !(e instanceof RevisionConflictError))).toEqual([]);
  expect(results.filter((r) => r.status === 'fulfilled')).toEqual([
    { status: 'fulfilled', value: { revision: 2, committedAt: '2026-11-20T16:30:00.000Z' } },
  ]);
  // Nothing of the dead staging is left: the graph is the seed's and one family.
  const after = await database.graphCounts();
  expect(after).toEqual({
    ...clean,
    Family: clean.Family! + 1,
    FamilyVersion: clean.FamilyVersion! + 1,
    HAS_VERSION: clean.HAS_VERSION! + 1,
    Revision: clean.Revision! + 1,
  });
}, 60_000);
