// One page of prints written up to $revision, newest first; $query holds the port's TradeQuery
// (a null bound does not narrow; ranges are half-open).
MATCH (t:TradePrint)
WHERE t.listingId IN $query.listingIds AND t.revision <= $revision
  AND ($query.start IS NULL OR t.executedAt >= $query.start)
  AND ($query.end IS NULL OR t.executedAt < $query.end)
RETURN t.doc AS doc
ORDER BY t.executedAt DESC, t.tradeId
SKIP $offset
LIMIT $fetch
