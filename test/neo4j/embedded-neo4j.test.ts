// Proves the Neo4j the suite runs against (embedded or NEO4J_URI) answers Cypher over Bolt.
import { randomUUID } from 'node:crypto';
import neo4j, { type Driver } from 'neo4j-driver';
import { authFromEnv } from './embedded-neo4j';

function connect(): Driver {
  const uri = process.env.NEO4J_URI;
  if (!uri) throw new Error('NEO4J_URI is not set: test/setup/global-setup.ts should have set it');
  return neo4j.driver(uri, authFromEnv());
}

describe('test Neo4j', () => {
  let driver: Driver;

  beforeAll(() => {
    driver = connect();
  });

  afterAll(async () => {
    await driver.close();
  });

  it('answers a query', async () => {
    const { records } = await driver.executeQuery('RETURN 1 AS x');
    expect(records).toHaveLength(1);
    expect(records[0]!.get('x')).toEqual(neo4j.int(1));
  });

  it('writes a node and reads it back', async () => {
    // A label of its own keeps this test independent of whatever else shares the database.
    const label = `EmbeddedNeo4jTest_${randomUUID().replaceAll('-', '')}`;
    try {
      await driver.executeQuery(`CREATE (:${label} {name: $name, n: $n})`, {
        name: 'settlegraph',
        n: neo4j.int(42),
      });
      const { records } = await driver.executeQuery(
        `MATCH (x:${label}) RETURN x.name AS name, x.n AS n`,
        {},
        { routing: neo4j.routing.READ },
      );
      expect(records.map((r) => [r.get('name'), r.get('n')])).toEqual([
        ['settlegraph', neo4j.int(42)],
      ]);
    } finally {
      await driver.executeQuery(`MATCH (x:${label}) DELETE x`);
    }
  });
});
