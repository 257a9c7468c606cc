// A store applies cypher/schema.cypher by name (src/store/neo4j/schema.ts): on a database with its
// schema an open runs no schema statement, and one whose schema lacks an index or a constraint
// gets exactly those created again. Against the worker's Neo4j.
import type { Driver } from 'neo4j-driver';
import { cypherStatements } from '../../src/store/neo4j/cypher-registry';
import { createDriver } from '../../src/store/neo4j/driver';
import { Executor } from '../../src/store/neo4j/executor';
import { Neo4jStore } from '../../src/store/neo4j/neo4j-store';
import { schemaObjectName } from '../../src/store/neo4j/schema';
import { neo4jTestConfig } from './neo4j-test-store';

let driver: Driver;
beforeAll(() => {
  driver = createDriver(neo4jTestConfig());
});
afterAll(async () => {
  await driver.close();
});

/** Opens a store and closes it again: the schema statements it ran, as `schema#<n>`. */
async function schemaStatementsOfAnOpen(): Promise<string[]> {
  const ran: string[] = [];
  const debug = (message: string) => {
    const label = /^cypher (schema#\d+):/.exec(message)?.[1];
    if (label) ran.push(label);
  };
  const store = await Neo4jStore.on(Executor.shared(driver, { debug }));
  await store.close();
  return ran;
}

async function namesInPlace(): Promise<Set<string>> {
  const indexes = await driver.executeQuery('SHOW INDEXES YIELD name RETURN name');
  const constraints = await driver.executeQuery('SHOW CONSTRAINTS YIELD name RETURN name');
  return new Set([...indexes.records, ...constraints.records].map((r) => r.get('name') as string));
}

const statements = cypherStatements('schema');
const labelOf = (name: string) =>
  `schema#${statements.findIndex((s) => schemaObjectName(s) === name) + 1}`;

test('every schema statement names what it creates', () => {
  const names = statements.map(schemaObjectName);
  expect(names.every((name) => name !== undefined)).toBe(true);
  expect(new Set(names).size).toBe(statements.length);
});

test('an open on a database with its schema runs no schema statement', async () => {
  await schemaStatementsOfAnOpen();
  const inPlace = await namesInPlace();
  for (const statement of statements) expect(inPlace).toContain(schemaObjectName(statement));
  expect(await schemaStatementsOfAnOpen()).toEqual([]);
});

test('an open creates again exactly the index and the constraint that were dropped', async () => {
  await schemaStatementsOfAnOpen();
  await driver.executeQuery('DROP INDEX listing_slug');
  await driver.executeQuery('DROP CONSTRAINT sync_lease_name');
  const dropped = await namesInPlace();
  expect(dropped).not.toContain('listing_slug');
  expect(dropped).not.toContain('sync_lease_name');

  expect((await schemaStatementsOfAnOpen()).sort()).toEqual(
    [labelOf('listing_slug'), labelOf('sync_lease_name')].sort(),
  );
  const after = await namesInPlace();
  expect(after).toContain('listing_slug');
  expect(after).toContain('sync_lease_name');
  // The constraint is a constraint again, not only an index of its name.
  const constraints = await driver.executeQuery(
    "SHOW CONSTRAINTS YIELD name, type WHERE name = 'sync_lease_name' RETURN type",
  );
  expect(constraints.records.map((r) => r.get('type') as string)).toEqual([
    expect.stringMatching(/UNIQUENESS/),
  ]);
  expect(await schemaStatementsOfAnOpen()).toEqual([]);
});
