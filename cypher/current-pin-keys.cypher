// Each family's current scenario version at $revision (the highest ordinal), as family@version
// (the text of formatFamilyVersion in src/domain/payout-key.ts).
MATCH (v:ScenarioVersion)
WHERE v.validFrom <= $revision AND (v.validTo IS NULL OR v.validTo > $revision)
WITH v.familyId AS familyId, max(v.ordinal) AS ordinal
MATCH (v:ScenarioVersion {familyId: familyId, ordinal: ordinal})
WHERE v.validFrom <= $revision AND (v.validTo IS NULL OR v.validTo > $revision)
RETURN collect(familyId + '@' + v.version) AS keys
