// The RELATES edges of an import are written by the statement its commit builds
// (commitSteps → create-relationships): each run looks up each outcome it touches once, by the
// unique index, however many edges meet there. A family of n outcomes has n(n-1)/2 edges, and
// looking both ends up per edge took two locking index seeks per edge (docs/decisions.md,
// "RELATES edges written from compact rows").
import { generateCatalog } from '../../bench/support/generated-catalog';
import { importCatalog } from '../../src/catalog/import-catalog';
import { deriveRelationships } from '../../src/domain/relationships/derive-relationships';
import { RelationshipList } from '../../src/domain/relationships/relationship-list';
import type { MarketRecord } from '../../src/domain/records';
import { commitSteps } from '../../src/store/neo4j/commit-batch';
import type { Neo4jStore } from '../../src/store/neo4j/neo4j-store';
import { DEFAULT_FAIR_VALUE_BOUNDS, type CommitBatch } from '../../src/store/store';
import { Neo4jTestDatabase } from './neo4j-test-store';

const MARKETS = 20;
const catalog = generateCatalog({ families: 1, marketsPerFamily: MARKETS, scenariosPerFamily: 6 });
const familyId = catalog.families[0]!.family_id;

let database: Neo4jTestDatabase;
let store: Neo4jStore;

beforeAll(async () => {
  database = new Neo4jTestDatabase();
  store = await database.emptyStore();
  await importCatalog(store, catalog, { source: 'generated' });
}, 120_000);

afterAll(async () => {
  await store.close();
  await database.close();
});

test('create-relationships looks each outcome up once per run, not once per edge end', async () => {
  const { revision } = await store.head();
  const [version] = (await store.scenarioVersionsOfFamilies([familyId], revision)).get(familyId)!;
  const marketIds = catalog.markets.map((m) => m.market_id);
  const markets: MarketRecord[] = await store.getByKeys('market', marketIds, revision);
  const list = RelationshipList.of(deriveRelationships(markets, version!));
  const outcomes = list.outcomes.length;
  expect(outcomes).toBe(2 * MARKETS);
  expect(list.length).toBe((outcomes * (outcomes - 1)) / 2);
  const batch: CommitBatch = {
    expectedRevision: revision,
    committedAt: new Date(0).toISOString(),
    puts: [],
    changes: [],
    relationshipSets: [{ familyId, scenarioVersion: version!.version, relationships: list }],
  };
  const { steps } = commitSteps(
    batch,
    revision + 1,
    1,
    { rows: 10_000, bytes: 4 * 1024 * 1024 },
    DEFAULT_FAIR_VALUE_BOUNDS,
  );
  const step = steps.find((s) => s.name === 'create-relationships')!;
  expect(step.rows).toBe(list.length);
  const params = typeof step.params === 'function' ? step.params() : step.params;
  const before = (await database.graphCounts()).RELATES ?? 0;
  const plan = await database.profile('create-relationships', params);
  // Every edge written, ...
  expect(plan.find((s) => s.operator === 'Create')?.rows).toBe(list.length);
  expect((await database.graphCounts()).RELATES).toBe(before + list.length);
  // ... its ends found by index seeks, one per outcome.
  const seeks = plan.filter((s) => /IndexSeek/.test(s.operator));
  expect(seeks.length).toBeGreaterThan(0);
  expect(plan.filter((s) => /Scan/.test(s.operator))).toEqual([]);
  expect(seeks.reduce((sum, s) => sum + s.rows, 0)).toBe(outcomes);
});
