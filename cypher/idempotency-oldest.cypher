// When the oldest live record of all tenants expires: what a record refused by the total bound is
// told to wait for. Run only on a refusal; the expiresAt index gives the records in order.
MATCH (n:IdempotencyRecord)
USING INDEX n:IdempotencyRecord(expiresAt)
WHERE n.expiresAt > $now
RETURN n.expiresAt AS expiresAt
ORDER BY n.expiresAt
LIMIT 1
