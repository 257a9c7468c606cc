// First statement of every commit and of every transaction of a staged one. Writing _lock takes
// the Head's write lock before its revision is read, so concurrent commits serialise here and the
// loser sees the winner's revision (the locking idiom of the Neo4j manual; finish-commit and the
// staging statements remove the marker). It also returns the staging marker of a large commit in
// progress (docs/decisions.md, "Staged writes made visible together") with the server's clock, so
// every writer judges a lease by the same clock.
MERGE (h:Head {id: 'head'})
  ON CREATE SET h.revision = 0, h.changeSeq = 0
SET h._lock = true
RETURN h.revision AS revision, h.changeSeq AS changeSeq,
  h.stagingRevision AS stagingRevision, h.stagingToken AS stagingToken,
  h.stagingLeaseUntil AS stagingLeaseUntil, datetime.realtime().epochMillis AS now
