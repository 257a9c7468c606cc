// One pair's decisions, oldest first (src/store/pair-decisions.ts).
MATCH (d:PairDecision {pairKey: $pairKey})
RETURN d.doc AS doc, d.version AS version
ORDER BY d.version
