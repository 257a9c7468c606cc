// One row per requested family that has markets at $revision; the caller fills in the rest.
// A family's markets are its catalog markets: composed combos are not members.
UNWIND $familyIds AS familyId
MATCH (:Family {familyId: familyId})<-[:IN_FAMILY]-(n:MarketVersion)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  AND NOT coalesce(n.isCombo, false)
RETURN familyId AS id, collect(DISTINCT n.key) AS ids
