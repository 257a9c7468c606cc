// Rows valid at $revision in the order of $keys; repeated keys repeat, unknown keys drop out.
UNWIND range(0, size($keys) - 1) AS i
MATCH (n:JointScope {key: $keys[i]})
USING INDEX SEEK n:JointScope(key)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
RETURN n.doc AS doc
ORDER BY i
