// families-with-market-ids and, for each family with at most $marketsUpTo markets,
// markets-with-listings of all of them, in one statement (docs/decisions.md, "GraphQL
// look-ahead"): a query whose first page of a family's markets is the whole family then needs no
// further statement. `markets` is null for a family with more markets.
UNWIND range(0, size($keys) - 1) AS i
MATCH (n:FamilyVersion {key: $keys[i]})
USING INDEX SEEK n:FamilyVersion(key)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
CALL (n) {
  OPTIONAL MATCH (:Family {familyId: n.key})<-[:IN_FAMILY]-(m:MarketVersion)
  WHERE m.validFrom <= $revision AND (m.validTo IS NULL OR m.validTo > $revision)
    AND NOT coalesce(m.isCombo, false)
  RETURN collect(DISTINCT m) AS versions
}
CALL (versions) {
  UNWIND CASE WHEN size(versions) <= $marketsUpTo THEN versions ELSE [] END AS m
  CALL (m) {
    // Left to itself the planner may scan the whole Listing(marketId) index once a market
    // (PROFILE: 60,400 rows read for the 200 listings of 50 markets in a catalog of 1,200);
    // test/neo4j/read-plans.test.ts keeps these reads to index seeks.
    OPTIONAL MATCH (l:Listing {marketId: m.key})
    USING INDEX SEEK l:Listing(marketId)
    WHERE l.validFrom <= $revision AND (l.validTo IS NULL OR l.validTo > $revision)
    RETURN collect(l.doc) AS listings
  }
  RETURN collect({doc: m.doc, listings: listings}) AS markets
}
RETURN
  n.doc AS doc,
  [m IN versions | m.key] AS ids,
  CASE WHEN size(versions) <= $marketsUpTo THEN markets END AS markets
ORDER BY i
