// Every print written up to $revision, oldest first (the input of the statistics).
MATCH (t:TradePrint)
WHERE t.listingId IN $query.listingIds AND t.revision <= $revision
  AND ($query.start IS NULL OR t.executedAt >= $query.start)
  AND ($query.end IS NULL OR t.executedAt < $query.end)
RETURN t.doc AS doc
ORDER BY t.executedAt, t.tradeId
