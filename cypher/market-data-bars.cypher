// One page of bars written up to $revision with start in [$query.start, $query.end), by listing
// and start.
MATCH (b:PriceBar)
WHERE b.listingId IN $query.listingIds AND b.interval = $query.interval
  AND b.start >= $query.start AND b.start < $query.end AND b.revision <= $revision
RETURN b.doc AS doc
ORDER BY b.listingId, b.start
SKIP $offset
LIMIT $fetch
