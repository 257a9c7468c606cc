// $rows: [{key, props}] in batch order; props hold every stored property (record-rows.ts).
// Supersede the current rows first, so the new rows of this revision are the only open ones.
// A fair value row hangs under its outcome (docs/architecture.md, "Data model": (:FairValue)-[:FOR]->(:Outcome)).
CALL () {
  UNWIND $rows AS row
  MATCH (old:FairValue {key: row.key})
  WHERE old.validTo IS NULL
  SET old.validTo = $revision
}
UNWIND $rows AS row
MERGE (o:Outcome {outcomeId: row.props.outcomeId})
CREATE (n:FairValue)-[:FOR]->(o)
SET n = row.props
