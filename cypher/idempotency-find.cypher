// The record of a tenant's Idempotency-Key ($id: tenant and key), unless it expired by $now
// (src/store/idempotency.ts). Also run under the head lock by the writes that record a key.
MATCH (n:IdempotencyRecord {id: $id})
WHERE n.expiresAt > $now
RETURN n.doc AS doc
