// Proves the Neo4j the suite runs against (embedded or NEO4J_URI) answers Cypher over Bolt, and
// that the launcher's persistent mode keeps its data across a restart inside its JVM and a kill -9.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import neo4j, { type Driver } from 'neo4j-driver';
import {
  authFromEnv,
  neo4jTestDirectory,
  NO_AUTH,
  startDatabase,
  startEmbeddedNeo4j,
  stopDatabase,
  type EmbeddedNeo4j,
} from './embedded-neo4j';

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

  // Every test empties the database and fills it again: at Neo4j's 10 s, a plan older than that
  // was planned again test after test (embedded-neo4j.ts, JVM_FLAGS).
  const embedded = process.env.SETTLEGRAPH_TEST_NEO4J === '1' ? it : it.skip;
  embedded('keeps its Cypher plans for an hour, as the suite starts it', async () => {
    const { records } = await driver.executeQuery(
      "SHOW SETTINGS YIELD name, value WHERE name = 'dbms.cypher.min_replan_interval' RETURN value",
    );
    expect(records.map((r) => r.get('value'))).toEqual(['1h']);
  });

  // Each commit forces the transaction log to disk; in memory it costs nothing (embedded-neo4j.ts).
  embedded(
    'keeps its database under the suite directory, in memory where the machine allows',
    async () => {
      const { records } = await driver.executeQuery(
        "SHOW SETTINGS YIELD name, value WHERE name = 'server.directories.neo4j_home' RETURN value",
      );
      const home = records.map((r) => String(r.get('value')));
      expect(home).toHaveLength(1);
      expect(path.dirname(home[0]!)).toBe(path.resolve(neo4jTestDirectory()));
    },
  );
});

describe('embedded Neo4j on a data directory', () => {
  let dataDir: string;
  let running: EmbeddedNeo4j | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(neo4jTestDirectory(), 'settlegraph-embedded-test-'));
  });

  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function query(uri: string, text: string): Promise<unknown[]> {
    const driver = neo4j.driver(uri, NO_AUTH);
    try {
      const { records } = await driver.executeQuery(text);
      return records.map((r) => r.toObject());
    } finally {
      await driver.close();
    }
  }

  it('keeps what was committed across a restart in its JVM and a kill -9, and the directory after a clean stop', async () => {
    running = await startEmbeddedNeo4j({ dataDir });
    await query(running.uri, "CREATE (:Kept {name: 'before the kill'})");

    // Stopped and started again by its launcher, in the same JVM, on the same port.
    const pid = running.pid;
    await stopDatabase(running.control!);
    await expect(reachable(running.uri)).resolves.toBe(false);
    await startDatabase(running.control!);
    expect(await query(running.uri, 'MATCH (k:Kept) RETURN k.name AS name')).toEqual([
      { name: 'before the kill' },
    ]);
    expect(pid !== undefined && isAlive(pid)).toBe(true);

    const killed = running;
    running = undefined;
    await killed.kill!();
    expect(killed.pid !== undefined && isAlive(killed.pid)).toBe(false);

    running = await startEmbeddedNeo4j({ dataDir });
    expect(await query(running.uri, 'MATCH (k:Kept) RETURN k.name AS name')).toEqual([
      { name: 'before the kill' },
    ]);
    await running.stop();
    running = undefined;
    // A clean stop removes only a temporary directory, never this one.
    expect(existsSync(dataDir)).toBe(true);
    running = await startEmbeddedNeo4j({ dataDir });
    expect(await query(running.uri, 'MATCH (k:Kept) RETURN count(k) AS n')).toEqual([
      { n: neo4j.int(1) },
    ]);
    // Three starts of Neo4j: test/support/readiness.ts.
  }, 1_800_000);
});

/** Whether a Bolt server answers at `uri` (no retries: a refused connection is an answer). */
async function reachable(uri: string): Promise<boolean> {
  const driver = neo4j.driver(uri, NO_AUTH);
  try {
    await driver.verifyConnectivity();
    return true;
  } catch {
    return false;
  } finally {
    await driver.close();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
