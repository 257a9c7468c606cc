// get-markets and listings-of-outcomes in one statement (a look-ahead of GraphQL queries that
// select both: docs/decisions.md, "GraphQL look-ahead"): market rows valid at $revision in the
// order of $keys, each with the listing docs of its outcomes valid then, per outcome.
UNWIND range(0, size($keys) - 1) AS i
MATCH (n:MarketVersion {key: $keys[i]})
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
CALL (n) {
  UNWIND n.outcomeIds AS outcomeId
  OPTIONAL MATCH (:Outcome {outcomeId: outcomeId})-[:LISTED_AS]->(l:Listing)
  WHERE l.validFrom <= $revision AND (l.validTo IS NULL OR l.validTo > $revision)
  WITH outcomeId, collect(l.doc) AS docs
  RETURN collect({id: outcomeId, docs: docs}) AS listings
}
RETURN n.doc AS doc, listings
ORDER BY i
