// How many, and one page of the bars written up to $revision with start in [$query.start, $query.end), by listing
// and start.
MATCH (b:PriceBar)
WHERE b.listingId IN $query.listingIds AND b.interval = $query.interval
  AND b.start >= $query.start AND b.start < $query.end AND b.revision <= $revision
WITH b ORDER BY b.listingId, b.start
WITH collect(b) AS matches
RETURN size(matches) AS total, [m IN matches[$offset..$offset + $limit] | m.doc] AS docs
