// How many and one page of a scope's fair values valid at $revision, by key; $filter.outcomeIds null: all.
// compactedTo: reads of the scope below it lost compacted rows (compact-fair-values), null: none.
MATCH (n:FairValue {scopeId: $filter.scopeId})
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  AND ($filter.outcomeIds IS NULL OR n.outcomeId IN $filter.outcomeIds)
WITH n ORDER BY n.key
WITH collect(n) AS matches
OPTIONAL MATCH (s:FairValueScope {scopeId: $filter.scopeId})
RETURN size(matches) AS total, [m IN matches[$offset..$offset + $limit] | m.doc] AS docs,
  s.compactedTo AS compactedTo
