// Rollback of a staging: the RELATES edges written at the staged revision go.
MATCH ()-[r:RELATES]->()
WHERE r.validFrom = $revision
WITH r LIMIT $limit
DELETE r
RETURN count(*) AS count
