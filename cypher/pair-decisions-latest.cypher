// The last decision of every decided pair (src/store/pair-decisions.ts), by pair key.
MATCH (r:PairReview)
MATCH (d:PairDecision {pairKey: r.pairKey, version: r.versions})
RETURN d.doc AS doc, d.version AS version
ORDER BY r.pairKey
