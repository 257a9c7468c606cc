// Records a keyed request's answer in the transaction of its write, after idempotency-find found
// no live record and idempotency-usage left room for $bytes under the head lock: a record of the
// key that expired is replaced, and its tenant's IdempotencyUsage counts the difference.
OPTIONAL MATCH (old:IdempotencyRecord {id: $id})
WITH old, coalesce(old.bytes, 0) AS freed
DELETE old
CREATE (:IdempotencyRecord {id: $id, tenant: $tenant, bytes: $bytes, expiresAt: $expiresAt, doc: $doc})
MERGE (usage:IdempotencyUsage {tenant: $tenant})
SET usage.bytes = coalesce(usage.bytes, 0) - freed + $bytes
