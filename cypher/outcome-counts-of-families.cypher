// One row per requested family that has markets at $revision: the outcomes of its catalog markets
// (composed combos are not members), counted from each market row's outcome IDs without reading
// its document.
UNWIND $familyIds AS familyId
MATCH (:Family {familyId: familyId})<-[:IN_FAMILY]-(n:MarketVersion)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  AND NOT coalesce(n.isCombo, false)
WITH familyId, collect(DISTINCT n) AS rows
RETURN familyId AS id, reduce(total = 0, n IN rows | total + size(n.outcomeIds)) AS outcomes
