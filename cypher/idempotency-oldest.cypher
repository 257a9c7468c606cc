// When the oldest live record of a tenant ($tenant) or of all ($tenant null) expires: what a
// refused record is told to wait for. Run only when a bound refuses one.
MATCH (n:IdempotencyRecord)
WHERE n.expiresAt > $now AND ($tenant IS NULL OR n.tenant = $tenant)
RETURN min(n.expiresAt) AS expiresAt
