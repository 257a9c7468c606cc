// Retention: at most $limit quote observations older than $before, never a listing's latest (its
// current quote), deleted; the listings they belonged to, with how many each lost.
MATCH (q:Quote)
WHERE q.observedAt < $before
  AND EXISTS { MATCH (n:Quote {listingId: q.listingId}) WHERE n.observedAt > q.observedAt }
WITH q LIMIT $limit
WITH q, q.listingId AS listingId
DETACH DELETE q
RETURN listingId, count(*) AS deleted
