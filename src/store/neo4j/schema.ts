// Applies the Cypher folder's schema statements when a store opens: only those whose index or
// constraint is not there yet, so an open on a database that has its schema runs one read and no
// schema write.
// Each statement is `CREATE (CONSTRAINT|INDEX) <name> IF NOT EXISTS …` (pinned by
// cypher-registry.test.ts), which does nothing where an index or constraint of that name exists:
// leaving out the statements of the names in place changes nothing but the time an open takes
// (docs/decisions.md, "Schema applied by name").
import { cypherStatements } from './cypher-registry';
import type { Executor } from './executor';

const NAMED = /^CREATE (?:CONSTRAINT|INDEX) (\w+) IF NOT EXISTS /;

/** The index or constraint a schema statement creates; undefined for any other statement. */
export function schemaObjectName(statement: string): string | undefined {
  return NAMED.exec(statement)?.[1];
}

/** Creates the indexes and constraints of the schema that the database lacks. */
export async function applySchema(executor: Executor): Promise<void> {
  // Read in a write transaction, as the schema was written before the names were read: its limit
  // is a write's (the transaction timeout), not a request's read deadline, which a store opened
  // for short reads sets (the first SHOW INDEXES of a loaded Neo4j takes over a second).
  const names = await executor.executeWrite('schema-names', (tx) => tx.run('schema-names'));
  const present = new Set(names.map((row) => String(row.name)));
  const wanted = (statement: string) => {
    const name = schemaObjectName(statement);
    return name === undefined || !present.has(name);
  };
  if (cypherStatements('schema').some(wanted)) await executor.writeAll('schema', wanted);
}
