// The stored rows an import may collide with, in one round trip: trades by ID, quotes, books and
// bars by key, and the fees and coverage of $listingIds.
CALL () {
  UNWIND $tradeIds AS id
  MATCH (t:TradePrint {tradeId: id})
  RETURN collect(t.doc) AS trades
}
CALL () {
  UNWIND $quoteKeys AS k
  MATCH (q:Quote {key: k})
  RETURN collect(q.doc) AS quotes
}
CALL () {
  UNWIND $orderbookKeys AS k
  MATCH (b:OrderBook {key: k})
  RETURN collect(b.doc) AS orderbooks
}
CALL () {
  UNWIND $barKeys AS k
  MATCH (b:PriceBar {key: k})
  RETURN collect(b.doc) AS bars
}
CALL () {
  UNWIND $listingIds AS id
  MATCH (f:FeeSchedule {listingId: id})
  RETURN collect(f.doc) AS fees
}
CALL () {
  MATCH (d:ListingData)
  WHERE d.listingId IN $listingIds AND d.coverage IS NOT NULL
  RETURN collect(d.coverage) AS coverage
}
RETURN trades, quotes, orderbooks, bars, fees, coverage
