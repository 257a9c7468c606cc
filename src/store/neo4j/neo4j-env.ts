// Where the Neo4j store is and how long it may take (README.md, "Configuration"; docs/decisions.md,
// "Imports get the import limits"). Without NEO4J_URI the embedded memory store serves.
import { Type, type Static } from '@sinclair/typebox';

const timeout = (description: string) => Type.Optional(Type.Integer({ minimum: 100, description }));

export const NEO4J_ENV = Type.Object({
  NEO4J_URI: Type.Optional(
    Type.String({ description: 'The Neo4j to use; unset: the memory store.' }),
  ),
  NEO4J_USER: Type.Optional(Type.String({ description: 'Neo4j user.' })),
  NEO4J_PASSWORD: Type.Optional(Type.String({ description: 'Neo4j password.' })),
  SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS: timeout("How long a read waits for Neo4j's answer."),
  SETTLEGRAPH_NEO4J_WRITE_TIMEOUT_MS: timeout("A transaction's limit before its rows are added."),
  SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS: timeout('Both limits, for every import.'),
});

export interface Neo4jSettings {
  uri: string;
  user?: string;
  password?: string;
  /** How long a read waits for Neo4j's answer. */
  readDeadlineMs?: number;
  /** A transaction's limit before its rows are added. */
  transactionTimeoutMs?: number;
  /** Both, for every import (open-store.ts, importLimits). */
  importTimeoutMs?: number;
}

/** The Neo4j store's settings, or undefined without NEO4J_URI. */
export function neo4jSettings(env: Static<typeof NEO4J_ENV>): Neo4jSettings | undefined {
  if (env.NEO4J_URI === undefined) return undefined;
  return {
    uri: env.NEO4J_URI,
    ...(env.NEO4J_USER !== undefined && { user: env.NEO4J_USER }),
    ...(env.NEO4J_PASSWORD !== undefined && { password: env.NEO4J_PASSWORD }),
    ...(env.SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS !== undefined && {
      readDeadlineMs: env.SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS,
    }),
    ...(env.SETTLEGRAPH_NEO4J_WRITE_TIMEOUT_MS !== undefined && {
      transactionTimeoutMs: env.SETTLEGRAPH_NEO4J_WRITE_TIMEOUT_MS,
    }),
    ...(env.SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS !== undefined && {
      importTimeoutMs: env.SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS,
    }),
  };
}
