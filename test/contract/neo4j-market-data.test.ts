import { importCatalog } from '../../src/catalog/import-catalog';
import type { CypherName } from '../../src/store/neo4j/cypher-registry';
import { KX_NO, KX_YES, PM_YES, marketDataCatalog } from '../fixtures/market-data-catalog';
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';
import { describeMarketDataContract } from './market-data.contract';

let database: Neo4jTestDatabase | undefined;

afterAll(async () => {
  await database?.close();
});

describeMarketDataContract('neo4j', () => (database ??= new Neo4jTestDatabase()).emptyStore());

// The pages of a GraphQL page of listings are one statement (docs/decisions.md, "Trades and price
// history of a page of listings in one read"): each request of it must find its rows by the
// listing's index, as the statement of one query does, never by scanning every print or bar.
test.each<[CypherName, Record<string, unknown>]>([
  ['market-data-trade-pages', { start: null, end: null }],
  [
    'market-data-bar-pages',
    { interval: '1h', start: '2026-11-20T00:00:00.000Z', end: '2026-11-21T00:00:00.000Z' },
  ],
])('%s reads each listing by index seeks', async (name, range) => {
  const db = (database ??= new Neo4jTestDatabase());
  const store = await db.emptyStore();
  try {
    const { revision } = await importCatalog(store, marketDataCatalog(), { source: 'md' });
    const requests = [[KX_YES], [KX_NO], [PM_YES]].map((listingIds, index) => ({
      index,
      query: { listingIds, ...range },
      offset: 0,
      limit: 50,
    }));
    const plan = await db.profile(name, { requests, revision });
    expect(plan.filter((step) => /Scan$/.test(step.operator))).toEqual([]);
  } finally {
    await store.close();
  }
});
