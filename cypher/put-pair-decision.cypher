// Adds a pair's next decision (src/store/pair-decisions.ts): the PairReview node's counter is
// raised under its write lock, so concurrent decisions on one pair take consecutive versions.
// `doc` is the decision without its version, which is the node's own property.
MERGE (r:PairReview {pairKey: $pairKey})
SET r.versions = coalesce(r.versions, 0) + 1
WITH r
CREATE (d:PairDecision {pairKey: $pairKey, version: r.versions, doc: $draft})
RETURN d.doc AS doc, d.version AS version
