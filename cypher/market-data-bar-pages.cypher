// The pages of several bar queries in one statement (a GraphQL page of listings asking for their
// price history): one row per request of $requests, by its index, each what market-data-bars
// answers for its query, offset and limit: how many bars written up to $revision have their start
// in [query.start, query.end), and one page of them by listing and start, a bar revised later with
// its latest values the Head has reached.
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
UNWIND $requests AS r
CALL (r) {
  MATCH (b:PriceBar)
  WHERE b.listingId IN r.query.listingIds AND b.interval = r.query.interval
    AND b.start >= r.query.start AND b.start < r.query.end AND b.revision <= $revision
  WITH b ORDER BY b.listingId, b.start
  RETURN collect(b) AS matches
}
RETURN r.index AS index, size(matches) AS total, [m IN matches[r.offset..r.offset + r.limit] |
  CASE WHEN coalesce(m.docFrom, 0) <= head THEN m.doc ELSE m.prevDoc END] AS docs
