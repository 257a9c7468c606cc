// Retention: at most $limit order-book observations older than $before, never a listing's latest
// (its current book), deleted; the listings they belonged to, with how many each lost.
MATCH (b:OrderBook)
WHERE b.observedAt < $before
  AND EXISTS { MATCH (n:OrderBook {listingId: b.listingId}) WHERE n.observedAt > b.observedAt }
WITH b LIMIT $limit
WITH b, b.listingId AS listingId
DETACH DELETE b
RETURN listingId, count(*) AS deleted
