UNWIND $familyIds AS familyId
MATCH (:Family {familyId: familyId})-[:HAS_SCENARIO_VERSION]->(n:ScenarioVersion)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
RETURN familyId AS id, collect(n.doc) AS docs
