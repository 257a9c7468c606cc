// $rows: [{key, props}] in batch order; props hold every stored property (record-rows.ts).
// Supersede the current rows first, so the new rows of this revision are the only open ones.
CALL () {
  UNWIND $rows AS row
  MATCH (old:JointScope {key: row.key})
  WHERE old.validTo IS NULL
  SET old.validTo = $revision
}
UNWIND $rows AS row
CREATE (n:JointScope)
SET n = row.props
WITH n, row
CALL (n, row) {
  UNWIND row.props.familyIds AS familyId
  MERGE (f:Family {familyId: familyId})
  MERGE (n)-[:IN_FAMILY]->(f)
}
