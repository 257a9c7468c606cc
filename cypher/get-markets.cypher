// Rows valid at $revision in the order of $keys; repeated keys repeat, unknown keys drop out.
UNWIND range(0, size($keys) - 1) AS i
MATCH (n:MarketVersion {key: $keys[i]})
USING INDEX SEEK n:MarketVersion(key)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
RETURN n.doc AS doc
ORDER BY i
