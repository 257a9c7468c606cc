// The bytes held by a tenant's records and by all records (src/store/idempotency.ts), from the
// IdempotencyUsage nodes that put and prune keep, one per tenant: read under the head lock before
// a record is written, so concurrent writers cannot pass a bound together.
OPTIONAL MATCH (own:IdempotencyUsage {tenant: $tenant})
CALL () {
  MATCH (usage:IdempotencyUsage)
  RETURN sum(usage.bytes) AS totalBytes
}
RETURN coalesce(own.bytes, 0) AS tenantBytes, coalesce(totalBytes, 0) AS totalBytes
