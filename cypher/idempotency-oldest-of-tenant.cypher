// When the oldest live record of a tenant expires: what a record refused by its tenant's bound is
// told to wait for. Run only on a refusal; the (tenant, expiresAt) index gives the tenant's
// records in order.
MATCH (n:IdempotencyRecord)
USING INDEX n:IdempotencyRecord(tenant, expiresAt)
WHERE n.tenant = $tenant AND n.expiresAt > $now
RETURN n.expiresAt AS expiresAt
ORDER BY n.expiresAt
LIMIT 1
