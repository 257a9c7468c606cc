// The latest row of the version, whenever it was valid: rows of one commit are ordered by pos.
MATCH (:Market {marketId: $marketId})-[:HAS_VERSION]->(n:MarketVersion {version: $version})
RETURN n.doc AS doc
ORDER BY n.validFrom DESC, n.pos DESC
LIMIT 1
