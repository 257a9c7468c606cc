// What remains of each pruned listing's history: its earliest trade, the earliest bar of each
// interval, and its coverage summary as of the Head (the read rule of market-data-known).
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
UNWIND $listingIds AS id
MATCH (d:ListingData {listingId: id})
CALL (id) {
  OPTIONAL MATCH (t:TradePrint {listingId: id})
  RETURN t.executedAt AS firstTradeAt
  ORDER BY t.executedAt
  LIMIT 1
}
CALL (id) {
  OPTIONAL MATCH (b:PriceBar {listingId: id})
  WITH b.interval AS interval, min(b.start) AS start
  RETURN collect(CASE WHEN interval IS NULL THEN NULL ELSE [interval, start] END) AS firstBars
}
RETURN id AS listingId, firstTradeAt, firstBars,
  CASE WHEN coalesce(d.coverageFrom, 0) <= head THEN d.coverage ELSE d.prevCoverage END AS coverage
