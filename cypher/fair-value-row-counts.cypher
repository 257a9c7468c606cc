// The fair-value rows a scope holds now: current ones, and superseded ones kept for older reads.
MATCH (n:FairValue {scopeId: $scopeId})
RETURN count(CASE WHEN n.validTo IS NULL THEN 1 END) AS current,
  count(CASE WHEN n.validTo IS NOT NULL THEN 1 END) AS superseded
