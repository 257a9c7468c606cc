// The pages of several trade queries in one statement (a GraphQL page of listings asking for their
// trades): one row per request of $requests, by its index, each what market-data-trades answers
// for its query, offset and limit: how many prints written up to $revision match, and one page of
// them, newest first. Left to itself the planner scans every print once a request; the hint keeps
// each request to its listings' seeks (every print has its executedAt).
UNWIND $requests AS r
CALL (r) {
  UNWIND r.query.listingIds AS listingId
  MATCH (t:TradePrint)
  USING INDEX t:TradePrint(listingId, executedAt)
  WHERE t.listingId = listingId AND t.executedAt IS NOT NULL AND t.revision <= $revision
    AND (r.query.start IS NULL OR t.executedAt >= r.query.start)
    AND (r.query.end IS NULL OR t.executedAt < r.query.end)
  WITH t ORDER BY t.executedAt DESC, t.tradeId
  RETURN collect(t) AS matches
}
RETURN r.index AS index, size(matches) AS total,
  [m IN matches[r.offset..r.offset + r.limit] | m.doc] AS docs
