// Test support only: empties the database (the schema stays). Relationships first, then nodes,
// each in transactions of 10,000, so that a large graph (a 500-outcome family holds 124,750
// relationships) is never deleted in one transaction's memory; batching by node alone would not
// bound it, as one node can hold thousands of relationships. Statements of their own
// transactions need auto-commit (test/neo4j/neo4j-test-store.ts). Nothing in src/ runs it.
MATCH ()-[r]->()
CALL (r) {
  DELETE r
} IN TRANSACTIONS OF 10000 ROWS;

MATCH (n)
CALL (n) {
  DELETE n
} IN TRANSACTIONS OF 10000 ROWS;
