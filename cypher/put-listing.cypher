// $rows: [{key, props}] in batch order; props hold every stored property (record-rows.ts).
// Supersede the current rows first, so the new rows of this revision are the only open ones.
CALL () {
  UNWIND $rows AS row
  MATCH (old:Listing {key: row.key})
  WHERE old.validTo IS NULL
  SET old.validTo = $revision
}
UNWIND $rows AS row
MERGE (o:Outcome {outcomeId: row.props.outcomeId})
CREATE (o)-[:LISTED_AS]->(n:Listing)
SET n = row.props
