// Typed reads of result columns. The executor hands back plain values; these say which type a
// column must have and fail loudly when the database disagrees.

export function stringOf(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new Error(`neo4j returned a non-string ${what}`);
  return value;
}

export function numberOf(value: unknown, what: string): number {
  if (typeof value !== 'number') throw new Error(`neo4j returned a non-number ${what}`);
  return value;
}

export function listOf(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`neo4j returned a non-list ${what}`);
  return value as unknown[];
}
