// get-markets and listings-of-outcomes in one statement (a look-ahead of GraphQL queries that
// select both: docs/decisions.md, "GraphQL look-ahead"): market rows valid at $revision in the
// order of $keys, each with the listing docs valid then whose row names the market. A listing row
// names the market and outcome it mapped to when written, as its LISTED_AS edge does, so this
// finds what listings-of-outcomes finds for the market's outcomes, through one index seek a
// market instead of one an outcome (measured in docs/benchmarks.md, http/neo4j/graphql-nested).
UNWIND range(0, size($keys) - 1) AS i
MATCH (n:MarketVersion {key: $keys[i]})
USING INDEX SEEK n:MarketVersion(key)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
CALL (n) {
  OPTIONAL MATCH (l:Listing {marketId: n.key})
  USING INDEX SEEK l:Listing(marketId)
  WHERE l.validFrom <= $revision AND (l.validTo IS NULL OR l.validTo > $revision)
  RETURN collect(l.doc) AS listings
}
RETURN n.doc AS doc, listings
ORDER BY i
