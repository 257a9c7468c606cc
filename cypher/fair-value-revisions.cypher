// Inside the commit, after lock-head: the revision that wrote the current row of each key
// (0 when there is none), for the expected_revision checks of a fair-value batch.
UNWIND $keys AS key
OPTIONAL MATCH (n:FairValue {key: key})
WHERE n.validTo IS NULL
RETURN key, coalesce(max(n.validFrom), 0) AS revision
