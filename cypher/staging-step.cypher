// In a transaction of a staged commit, after lock-head: how many of its transactions the staging
// marker records as committed (staging-renew). The driver runs a transaction again when its
// commit's answer is lost (Neo4j killed after committing, a dropped connection), and one already
// committed must not write its rows twice (docs/decisions.md, "Staged writes made visible
// together").
MATCH (h:Head {id: 'head'})
WHERE h.stagingToken = $token
RETURN coalesce(h.stagingStep, 0) AS step
