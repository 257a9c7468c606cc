// The latest row of the version, whenever it was valid: rows of one commit are ordered by pos.
// Rows of a revision the Head has not reached (a staged commit, docs/decisions.md, "Staged writes
// made visible together") are not read yet.
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
MATCH (:Market {marketId: $marketId})-[:HAS_VERSION]->(n:MarketVersion {version: $version})
WHERE n.validFrom <= head
RETURN n.doc AS doc
ORDER BY n.validFrom DESC, n.pos DESC
LIMIT 1
