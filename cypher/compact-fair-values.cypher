// After put-fair-value, in the same transaction: each written key keeps its $keep latest
// superseded rows and loses the older ones; each scope records the revision below which its
// reads lost rows (docs/decisions.md, "Bounded memory"), never moving it back.
UNWIND $keys AS key
MATCH (n:FairValue {key: key})
WHERE n.validTo IS NOT NULL
WITH key, n
ORDER BY n.validTo DESC, n.validFrom DESC, n.pos DESC
WITH key, collect(n) AS superseded
UNWIND superseded[$keep..] AS gone
WITH gone, gone.scopeId AS scopeId, gone.validTo AS lostBelow
DETACH DELETE gone
WITH scopeId, max(lostBelow) AS lostBelow
MERGE (s:FairValueScope {scopeId: scopeId})
SET s.compactedTo = CASE
    WHEN s.compactedTo IS NULL OR s.compactedTo < lostBelow THEN lostBelow
    ELSE s.compactedTo
  END
RETURN count(s) AS count
