// The coverage summary of each listing in $listingIds that has market data, as of the Head (the
// read rule of market-data-known).
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
MATCH (d:ListingData)
WHERE d.listingId IN $listingIds
WITH CASE WHEN coalesce(d.coverageFrom, 0) <= head THEN d.coverage ELSE d.prevCoverage END AS doc
WHERE doc IS NOT NULL
RETURN doc
