// Retention: at most $limit bars of $interval starting before $before deleted; the listings they
// belonged to, with how many each lost.
MATCH (b:PriceBar)
WHERE b.interval = $interval AND b.start < $before
WITH b LIMIT $limit
WITH b, b.listingId AS listingId
DETACH DELETE b
RETURN listingId, count(*) AS deleted
