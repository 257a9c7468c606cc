// The coverage summary of each listing in $listingIds that has market data.
MATCH (d:ListingData)
WHERE d.listingId IN $listingIds AND d.coverage IS NOT NULL
RETURN d.coverage AS doc
