// $rows: [{key, props}] in batch order; props hold every stored property (record-rows.ts).
// Supersede the current rows first, so the new rows of this revision are the only open ones.
CALL () {
  UNWIND $rows AS row
  MATCH (old:MarketVersion {key: row.key})
  WHERE old.validTo IS NULL
  SET old.validTo = $revision
}
UNWIND $rows AS row
MERGE (m:Market {marketId: row.key})
CREATE (m)-[:HAS_VERSION]->(n:MarketVersion)
SET n = row.props
WITH m, n, row
CALL (m, row) {
  UNWIND row.props.outcomeIds AS outcomeId
  MERGE (o:Outcome {outcomeId: outcomeId})
  MERGE (m)-[:HAS_OUTCOME]->(o)
}
CALL (n, row) {
  UNWIND row.props.familyIds AS familyId
  MERGE (f:Family {familyId: familyId})
  MERGE (n)-[:IN_FAMILY]->(f)
}
