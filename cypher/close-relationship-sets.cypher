// $sets: [{familyId, scenarioVersion}] recomputed by this commit: their current RELATES edges end
// at $revision (older snapshots still read them).
UNWIND $sets AS set
MATCH ()-[r:RELATES {familyId: set.familyId, scenarioVersion: set.scenarioVersion}]->()
WHERE r.validTo IS NULL
SET r.validTo = $revision
