// Retention: at most $limit trade prints executed before $before deleted; the listings they
// belonged to, with how many each lost.
MATCH (t:TradePrint)
WHERE t.executedAt < $before
WITH t LIMIT $limit
WITH t, t.listingId AS listingId
DETACH DELETE t
RETURN listingId, count(*) AS deleted
