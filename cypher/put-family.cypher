// $rows: [{key, props}] in batch order; props hold every stored property (record-rows.ts).
// Supersede the current rows first, so the new rows of this revision are the only open ones.
CALL () {
  UNWIND $rows AS row
  MATCH (old:FamilyVersion {key: row.key})
  WHERE old.validTo IS NULL
  SET old.validTo = $revision
}
UNWIND $rows AS row
MERGE (f:Family {familyId: row.key})
CREATE (f)-[:HAS_VERSION]->(n:FamilyVersion)
SET n = row.props
