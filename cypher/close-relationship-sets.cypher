// $sets: [{familyId, scenarioVersion}] recomputed by this commit: their current RELATES edges end
// at $revision (older snapshots still read them). At most $limit edges a run, so a staged commit
// closes a large family version in bounded transactions: run until it returns fewer than $limit
// (edges of $revision itself are never closed, so repeating is safe).
UNWIND $sets AS set
MATCH ()-[r:RELATES {familyId: set.familyId, scenarioVersion: set.scenarioVersion}]->()
WHERE r.validTo IS NULL AND r.validFrom < $revision
WITH r LIMIT $limit
SET r.validTo = $revision
RETURN count(*) AS count
