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
      // 600 nodes, every ordered pair related: 359,400 relationships, written in bounded steps.
      await session.run(`UNWIND range(1, 600) AS i CREATE (:WipeProbe {i: i})`);
      await session.run(`
        MATCH (a:WipeProbe)
        CALL (a) {
          MATCH (b:WipeProbe) WHERE b <> a
          CREATE (a)-[:PROBES {note: 'a property, so each relationship weighs something'}]->(b)
        } IN TRANSACTIONS OF 20 ROWS`);
    } finally {
      await session.close();
    }
    expect((await database.graphCounts()).PROBES).toBe(600 * 599);
    const store = await database.emptyStore();
    await store.close();
    expect(await database.graphCounts()).toEqual({});
  } finally {
    await database.close();
    await driver.close();
  }
}, 300_000);
