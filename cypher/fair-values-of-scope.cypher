// One page of a scope's fair values valid at $revision, by key; $filter.outcomeIds null: all.
MATCH (n:FairValue {scopeId: $filter.scopeId})
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  AND ($filter.outcomeIds IS NULL OR n.outcomeId IN $filter.outcomeIds)
RETURN n.doc AS doc
ORDER BY n.key
SKIP $offset
LIMIT $fetch
