// $relationships: derived RelationshipRecords, written as RELATES edges between outcome identity
// nodes (docs/architecture.md, "Data model"), valid from $revision. Both ends exist: relationships are derived
// from stored market versions, whose rows MERGE their outcomes (put-market), and MATCH takes no
// locks where MERGE would.
UNWIND $relationships AS rel
MATCH (a:Outcome {outcomeId: rel.fromOutcomeId})
MATCH (b:Outcome {outcomeId: rel.toOutcomeId})
CREATE (a)-[:RELATES {
  relationshipId: rel.relationshipId,
  familyId: rel.familyId,
  scenarioVersion: rel.scenarioVersion,
  type: rel.type,
  witnesses: rel.witnesses,
  validFrom: $revision
}]->(b)
