// get-families and market-ids-of-families in one statement (a look-ahead of GraphQL queries that
// select both: docs/decisions.md, "GraphQL look-ahead"): family rows valid at $revision in the
// order of $keys, each with the IDs of its markets valid then.
UNWIND range(0, size($keys) - 1) AS i
MATCH (n:FamilyVersion {key: $keys[i]})
USING INDEX SEEK n:FamilyVersion(key)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
CALL (n) {
  OPTIONAL MATCH (:Family {familyId: n.key})<-[:IN_FAMILY]-(m:MarketVersion)
  WHERE m.validFrom <= $revision AND (m.validTo IS NULL OR m.validTo > $revision)
    AND NOT coalesce(m.isCombo, false)
  RETURN collect(DISTINCT m.key) AS ids
}
RETURN n.doc AS doc, ids
ORDER BY i
