// One row per requested family that has markets at $revision; the caller fills in the rest.
UNWIND $familyIds AS familyId
MATCH (:Family {familyId: familyId})<-[:IN_FAMILY]-(n:MarketVersion)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
RETURN familyId AS id, collect(DISTINCT n.key) AS ids
