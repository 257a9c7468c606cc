// Rollback of a staging: the RELATES edges its close-relationship-sets ended are current again.
MATCH ()-[r:RELATES]->()
WHERE r.validTo = $revision
WITH r LIMIT $limit
SET r.validTo = null
RETURN count(*) AS count
