// Inside the commit, after lock-head: per scope a fair-value batch writes, its current values and
// how many of the batch's keys it does not hold yet (SETTLEGRAPH_FAIR_VALUES_PER_SCOPE).
UNWIND $scopes AS scope
CALL (scope) {
  MATCH (n:FairValue {scopeId: scope.scopeId})
  WHERE n.validTo IS NULL
  RETURN count(n) AS current
}
CALL (scope) {
  UNWIND scope.keys AS key
  OPTIONAL MATCH (n:FairValue {key: key})
  WHERE n.validTo IS NULL
  RETURN count(DISTINCT CASE WHEN n IS NULL THEN key END) AS added
}
RETURN scope.scopeId AS scopeId, current, added
