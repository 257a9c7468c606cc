// Multi-hop traversal: one shortest path (a variable-length path of RELATES edges, valid at
// $revision, in the pinned family versions, of the wanted types) from $start to each outcome
// within 3 hops; $depth cuts it shorter. $venue keeps paths whose end has a listing there.
// $pinKeys are `family_id@scenario_version` texts (formatFamilyVersion, src/domain/payout-key.ts).
MATCH p = ANY SHORTEST (s:Outcome {outcomeId: $start})
  (()-[r:RELATES WHERE r.validFrom <= $revision AND (r.validTo IS NULL OR r.validTo > $revision)
      AND (r.familyId + '@' + r.scenarioVersion) IN $pinKeys
      AND ($types IS NULL OR r.type IN $types)]-()){1,3}
  (n:Outcome)
WHERE n <> s AND length(p) <= $depth
  AND ($venue IS NULL OR EXISTS {
    MATCH (n)-[:LISTED_AS]->(l:Listing)
    WHERE l.venue = $venue AND l.validFrom <= $revision AND (l.validTo IS NULL OR l.validTo > $revision)
  })
WITH p, n
ORDER BY length(p), n.outcomeId
LIMIT $limit
RETURN [x IN nodes(p) | x.outcomeId] AS outcomeIds,
  [e IN relationships(p) | {
    relationshipId: e.relationshipId, familyId: e.familyId, scenarioVersion: e.scenarioVersion,
    type: e.type, fromOutcomeId: startNode(e).outcomeId, toOutcomeId: endNode(e).outcomeId,
    witnesses: e.witnesses
  }] AS relationships
