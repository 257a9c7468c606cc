// $relationships: derived RelationshipRecords, written as RELATES edges between outcome identity
// nodes (DESIGN.md section 3), valid from $revision.
UNWIND $relationships AS rel
MERGE (a:Outcome {outcomeId: rel.fromOutcomeId})
MERGE (b:Outcome {outcomeId: rel.toOutcomeId})
CREATE (a)-[:RELATES {
  relationshipId: rel.relationshipId,
  familyId: rel.familyId,
  scenarioVersion: rel.scenarioVersion,
  type: rel.type,
  witnesses: rel.witnesses,
  validFrom: $revision
}]->(b)
