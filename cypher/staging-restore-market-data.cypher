// Rollback of a staging, after staging-rollback-market-data: docs and coverage summaries it
// replaced are current again (docFrom null reads as committed long ago).
CALL () {
  MATCH (n:Quote|OrderBook|PriceBar|FeeSchedule)
  WHERE n.docFrom = $revision
  RETURN n
  UNION ALL
  MATCH (n:ListingData)
  WHERE n.coverageFrom = $revision
  RETURN n
}
WITH n LIMIT $limit
SET n.doc = CASE WHEN n:ListingData THEN n.doc ELSE n.prevDoc END,
  n.coverage = CASE WHEN n:ListingData THEN n.prevCoverage ELSE n.coverage END
REMOVE n.docFrom, n.prevDoc, n.coverageFrom, n.prevCoverage
RETURN count(*) AS count
