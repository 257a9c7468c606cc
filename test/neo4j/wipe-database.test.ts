// Every Neo4j test starts on a database emptied by the test store, after whatever the previous file
// left: a 500-outcome family is 124,750 relationships, more than one transaction may hold in the
// memory the embedded Neo4j allows (256 MiB), so the wipe deletes in bounded transactions.
import { createDriver } from '../../src/store/neo4j/driver';
import { neo4jTestConfig, Neo4jTestDatabase } from './neo4j-test-store';

test('the test store empties a database larger than one transaction can delete', async () => {
  const driver = createDriver(neo4jTestConfig());
  const database = new Neo4jTestDatabase();
  try {
    const session = driver.session();
    try {
      // 500 nodes, every ordered pair related: 249,500 relationships, written in bounded steps.
      // Twice the largest such graph one transaction deleted within the embedded Neo4j's 256 MiB
      // (122,150 relationships did, 159,600 did not: docs/benchmarks.md, "Test suite: the order
      // of files on a fresh clone, and the top files' waits"), so no single delete could pass.
      await session.run(`UNWIND range(1, 500) AS i CREATE (:WipeProbe {i: i})`);
      await session.run(`
        MATCH (a:WipeProbe)
        CALL (a) {
          MATCH (b:WipeProbe) WHERE b <> a
          CREATE (a)-[:PROBES {note: 'a property, so each relationship weighs something'}]->(b)
        } IN TRANSACTIONS OF 20 ROWS`);
    } finally {
      await session.close();
    }
    expect((await database.graphCounts()).PROBES).toBe(500 * 499);
    const store = await database.emptyStore();
    await store.close();
    expect(await database.graphCounts()).toEqual({});
  } finally {
    await database.close();
    await driver.close();
  }
}, 300_000);
