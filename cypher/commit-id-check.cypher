// Under the head lock, before a commit that carries an ID writes: whether a commit with the ID
// landed already, or the ID was settled as not written (settle-commit).
OPTIONAL MATCH (r:Revision {commitId: $commitId})
OPTIONAL MATCH (f:CommitSettled {commitId: $commitId})
RETURN r.revision AS revision, f IS NOT NULL AS settled
