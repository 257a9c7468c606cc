// Deletes up to $limit records expired by $now (through the expiresAt index), in the transaction
// of each write that records a key, and takes their bytes off their tenants' IdempotencyUsage:
// pruning keeps pace with the writes that add records. Records written before bytes were counted
// have neither tenant nor bytes, and free nothing.
MATCH (n:IdempotencyRecord)
WHERE n.expiresAt <= $now
WITH n
LIMIT $limit
WITH n.tenant AS tenant, collect(n) AS expired, sum(coalesce(n.bytes, 0)) AS freed
FOREACH (record IN expired | DELETE record)
WITH tenant, size(expired) AS deleted, freed
OPTIONAL MATCH (usage:IdempotencyUsage {tenant: tenant})
FOREACH (u IN CASE WHEN usage IS NULL THEN [] ELSE [usage] END | SET u.bytes = u.bytes - freed)
RETURN sum(deleted) AS count
