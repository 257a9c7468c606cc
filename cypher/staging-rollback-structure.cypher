// Rollback of a staging, last: identity nodes that its MERGEs created and that no row uses any
// more. Reads reach these nodes only through rows valid at the reader's revision, so leftovers
// would be invisible anyway; this keeps the graph as a clean store's. A Market without versions
// goes with its HAS_OUTCOME edges; then Outcomes and Families without any edge.
CALL () {
  MATCH (m:Market)
  WHERE NOT EXISTS { (m)-[:HAS_VERSION]->() }
  RETURN m AS n
  UNION ALL
  MATCH (n:Outcome|Family)
  WHERE NOT EXISTS { (n)--() }
  RETURN n
}
WITH n LIMIT $limit
DETACH DELETE n
RETURN count(*) AS count
