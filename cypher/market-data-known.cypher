// The stored rows an import may collide with, in one round trip: trades by ID, quotes, books and
// bars by key, and the fees and coverage of $listingIds. As every market-data read: only what the
// Head has reached, a staged commit's rows not yet (docs/decisions.md, "Staged writes made
// visible together"): a node from its creating revision on, a doc from docFrom on (prevDoc
// before).
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
CALL (head) {
  UNWIND $tradeIds AS id
  MATCH (t:TradePrint {tradeId: id})
  WHERE t.revision <= head
  RETURN collect(t.doc) AS trades
}
CALL (head) {
  UNWIND $quoteKeys AS k
  MATCH (q:Quote {key: k})
  WHERE q.revision <= head
  RETURN collect(CASE WHEN coalesce(q.docFrom, 0) <= head THEN q.doc ELSE q.prevDoc END) AS quotes
}
CALL (head) {
  UNWIND $orderbookKeys AS k
  MATCH (b:OrderBook {key: k})
  WHERE b.revision <= head
  RETURN collect(CASE WHEN coalesce(b.docFrom, 0) <= head THEN b.doc ELSE b.prevDoc END) AS orderbooks
}
CALL (head) {
  UNWIND $barKeys AS k
  MATCH (b:PriceBar {key: k})
  WHERE b.revision <= head
  RETURN collect(CASE WHEN coalesce(b.docFrom, 0) <= head THEN b.doc ELSE b.prevDoc END) AS bars
}
CALL (head) {
  UNWIND $listingIds AS id
  MATCH (f:FeeSchedule {listingId: id})
  WHERE coalesce(f.revision, 0) <= head
  RETURN collect(CASE WHEN coalesce(f.docFrom, 0) <= head THEN f.doc ELSE f.prevDoc END) AS fees
}
CALL (head) {
  MATCH (d:ListingData)
  WHERE d.listingId IN $listingIds
  WITH CASE WHEN coalesce(d.coverageFrom, 0) <= head THEN d.coverage ELSE d.prevCoverage END
    AS coverage
  WHERE coverage IS NOT NULL
  RETURN collect(coverage) AS coverage
}
RETURN trades, quotes, orderbooks, bars, fees, coverage
