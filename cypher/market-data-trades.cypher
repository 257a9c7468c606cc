// How many, and one page of the prints written up to $revision, newest first; $query holds the port's TradeQuery
// (a null bound does not narrow; ranges are half-open).
MATCH (t:TradePrint)
WHERE t.listingId IN $query.listingIds AND t.revision <= $revision
  AND ($query.start IS NULL OR t.executedAt >= $query.start)
  AND ($query.end IS NULL OR t.executedAt < $query.end)
WITH t ORDER BY t.executedAt DESC, t.tradeId
WITH collect(t) AS matches
RETURN size(matches) AS total, [m IN matches[$offset..$offset + $limit] | m.doc] AS docs
