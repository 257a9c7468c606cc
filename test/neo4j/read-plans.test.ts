// The reads behind GraphQL navigation and look-ahead find their rows by index seeks, never by
// scanning a label or an index: a scan costs in proportion to the whole store instead of the answer
// (families-with-markets once read every listing of the catalog for each market of the page). The
// planner's choice depends on the store's statistics, so the statements name their indexes where
// it strayed, and this test profiles each on a generated catalog.
import { generateCatalog } from '../../bench/support/generated-catalog';
import { importCatalog } from '../../src/catalog/import-catalog';
import type { CypherName } from '../../src/store/neo4j/cypher-registry';
import type { Neo4jStore } from '../../src/store/neo4j/neo4j-store';
import { Neo4jTestDatabase } from './neo4j-test-store';

const catalog = generateCatalog({ families: 3, marketsPerFamily: 40, scenariosPerFamily: 6 });
const familyId = catalog.families[1]!.family_id;
const markets = catalog.markets.filter((m) => m.family_ids.includes(familyId));
const marketIds = markets.map((m) => m.market_id);
const outcomeIds = markets.flatMap((m) => m.outcomes.map((o) => o.outcome_id));
const listings = markets.flatMap((m) => m.outcomes.flatMap((o) => o.listings));
const eventIds = [...new Set(markets.flatMap((m) => m.event_ids))];

let database: Neo4jTestDatabase;
let store: Neo4jStore;
let revision: number;

beforeAll(async () => {
  database = new Neo4jTestDatabase();
  store = await database.emptyStore();
  await importCatalog(store, catalog, { source: 'generated' });
  revision = (await store.head()).revision;
}, 120_000);

afterAll(async () => {
  await store.close();
  await database.close();
});

// [statement, its parameters, the rows its answer is made of]
const statements: [CypherName, () => Record<string, unknown>, number][] = [
  [
    'families-with-markets',
    () => ({ keys: [familyId], revision, marketsUpTo: 50 }),
    1 + markets.length + listings.length,
  ],
  ['families-with-market-ids', () => ({ keys: [familyId], revision }), 1 + markets.length],
  [
    'markets-with-listings',
    () => ({ keys: marketIds, revision }),
    markets.length + listings.length,
  ],
  ['get-families', () => ({ keys: [familyId], revision }), 1],
  ['get-scenario-versions', () => ({ keys: [`${familyId}@1`], revision }), 1],
  [
    'get-conventions',
    () => ({ keys: catalog.conventions.map((c) => c.convention_id), revision }),
    catalog.conventions.length,
  ],
  ['get-markets', () => ({ keys: marketIds, revision }), markets.length],
  ['get-listings', () => ({ keys: listings.map((l) => l.listing_id), revision }), listings.length],
  ['get-events', () => ({ keys: eventIds, revision }), eventIds.length],
  ['listings-of-outcomes', () => ({ outcomeIds, revision }), listings.length],
  ['market-ids-of-outcomes', () => ({ outcomeIds, revision }), outcomeIds.length],
  ['market-ids-of-families', () => ({ familyIds: [familyId], revision }), markets.length],
  ['event-ids-of-families', () => ({ familyIds: [familyId], revision }), markets.length],
  ['scenario-versions-of-families', () => ({ familyIds: [familyId], revision }), 1],
];

test.each(statements)('%s reads by index seeks', async (name, params, answerRows) => {
  const plan = await database.profile(name, params());
  expect(plan.filter((step) => /Scan$/.test(step.operator))).toEqual([]);
  // No step handles more than a few times the rows the answer is made of.
  expect(Math.max(...plan.map((step) => step.rows))).toBeLessThanOrEqual(4 * answerRows);
});
