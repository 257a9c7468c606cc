// $rows: derived relationships, written as RELATES edges between outcome identity nodes
// (docs/architecture.md, "Data model"), valid from $revision; each row is
// [fromIndex, toIndex, shapeIndex, relationshipId], indexes into $outcomeIds and into $shapes
// ({familyId, scenarioVersion, type, witnesses}) (relationship-rows.ts). Each outcome is looked up
// once, not once per edge end: a family of n outcomes has n(n-1)/2 edges. Both ends exist:
// relationships are derived from stored market versions, whose rows MERGE their outcomes
// (put-market), and MATCH takes no locks where MERGE would; a row whose end is missing writes
// nothing, as a MATCH that finds nothing.
UNWIND range(0, size($outcomeIds) - 1) AS i
OPTIONAL MATCH (o:Outcome {outcomeId: $outcomeIds[i]})
WITH i, o
ORDER BY i
// One-element lists, so that collect keeps the place of an outcome not found (a null).
WITH collect([o]) AS ends
UNWIND $rows AS row
WITH ends[row[0]][0] AS a, ends[row[1]][0] AS b, $shapes[row[2]] AS shape, row[3] AS id
WHERE a IS NOT NULL AND b IS NOT NULL
CREATE (a)-[:RELATES {
  relationshipId: id,
  familyId: shape.familyId,
  scenarioVersion: shape.scenarioVersion,
  type: shape.type,
  witnesses: shape.witnesses,
  validFrom: $revision
}]->(b)
