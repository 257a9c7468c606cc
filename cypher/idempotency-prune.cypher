// Deletes up to $limit records expired by $now (through the expiresAt index), in the transaction
// of each write that records a key: pruning keeps pace with the writes that add records.
MATCH (n:IdempotencyRecord)
WHERE n.expiresAt <= $now
WITH n
LIMIT $limit
DELETE n
RETURN count(*) AS count
