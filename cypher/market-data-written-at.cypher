// The revision that last changed the latest quote, the latest book or the coverage of each
// listing in $listingIds with market data, as of the Head; null while a later write of one of
// them is not yet visible (the read rule of market-data-known).
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
MATCH (d:ListingData)
WHERE d.listingId IN $listingIds
CALL (d) {
  OPTIONAL MATCH (q:Quote {listingId: d.listingId})
  WITH q
  ORDER BY q.observedAt DESC
  LIMIT 1
  RETURN coalesce(q.docFrom, q.revision, 0) AS quoteFrom
}
CALL (d) {
  OPTIONAL MATCH (b:OrderBook {listingId: d.listingId})
  WITH b
  ORDER BY b.observedAt DESC
  LIMIT 1
  RETURN coalesce(b.docFrom, b.revision, 0) AS bookFrom
}
WITH d, head, [coalesce(d.coverageFrom, d.revision, 0), quoteFrom, bookFrom] AS froms
RETURN d.listingId AS listingId,
  CASE WHEN any(r IN froms WHERE r > head) THEN null
    ELSE reduce(m = 0, r IN froms | CASE WHEN r > m THEN r ELSE m END) END AS revision
