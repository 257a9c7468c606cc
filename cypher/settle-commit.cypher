// After lock-head: the revision a commit with $commitId wrote, else a CommitSettled marker that
// makes every later commit with the ID fail (commit-id-check), so the answer "not written" stays
// true. A commit that holds the lock first has landed or failed when this runs.
MATCH (h:Head {id: 'head'})
REMOVE h._lock
WITH h
OPTIONAL MATCH (r:Revision {commitId: $commitId})
FOREACH (_ IN CASE WHEN r IS NULL THEN [1] ELSE [] END |
  MERGE (:CommitSettled {commitId: $commitId}))
RETURN r.revision AS revision, r.committedAt AS committedAt
