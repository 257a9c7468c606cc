// Relationships with an end among $outcomeIds in the pinned family versions ($pinKeys: their
// `family_id@scenario_version` texts, as formatFamilyVersion in src/domain/payout-key.ts writes
// them), by ID.
// $types null does not narrow; $venue keeps a relationship when its other end (the neighbour of
// a start outcome) has a listing on that venue at $revision.
UNWIND $outcomeIds AS outcomeId
MATCH (o:Outcome {outcomeId: outcomeId})-[r:RELATES]-(n:Outcome)
WHERE r.validFrom <= $revision AND (r.validTo IS NULL OR r.validTo > $revision)
  AND (r.familyId + '@' + r.scenarioVersion) IN $pinKeys
  AND ($types IS NULL OR r.type IN $types)
  AND ($venue IS NULL OR EXISTS {
    MATCH (n)-[:LISTED_AS]->(l:Listing)
    WHERE l.venue = $venue AND l.validFrom <= $revision AND (l.validTo IS NULL OR l.validTo > $revision)
  })
WITH DISTINCT r
WITH r ORDER BY r.relationshipId
WITH collect(r) AS matches
// One row: how many match, and the page of them.
RETURN size(matches) AS total, [r IN matches[$offset..$offset + $limit] | {
  relationshipId: r.relationshipId, familyId: r.familyId, scenarioVersion: r.scenarioVersion,
  type: r.type, fromOutcomeId: startNode(r).outcomeId, toOutcomeId: endNode(r).outcomeId,
  witnesses: r.witnesses}] AS rows
