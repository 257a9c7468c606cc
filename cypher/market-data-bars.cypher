// How many, and one page of the bars written up to $revision with start in [$query.start, $query.end), by listing
// and start. A bar revised later keeps its place with its latest values the Head has reached (the
// read rule of market-data-known).
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
MATCH (b:PriceBar)
WHERE b.listingId IN $query.listingIds AND b.interval = $query.interval
  AND b.start >= $query.start AND b.start < $query.end AND b.revision <= $revision
WITH b, head ORDER BY b.listingId, b.start
WITH head, collect(b) AS matches
RETURN size(matches) AS total, [m IN matches[$offset..$offset + $limit] |
  CASE WHEN coalesce(m.docFrom, 0) <= head THEN m.doc ELSE m.prevDoc END] AS docs
