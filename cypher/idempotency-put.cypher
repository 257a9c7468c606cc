// Records a keyed request's answer in the transaction of its write, after idempotency-find found
// no live record under the head lock: a record of the key that expired is replaced.
MERGE (n:IdempotencyRecord {id: $id})
SET n.doc = $doc, n.expiresAt = $expiresAt
