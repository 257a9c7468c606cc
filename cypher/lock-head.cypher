// First statement of every commit and of every transaction of a staged one. Writing _lock takes
// the Head's write lock before its revision is read, so concurrent commits serialise here and the
// loser sees the winner's revision (the locking idiom of the Neo4j manual; finish-commit and the
// staging statements remove the marker). Holding the lock, it makes a pending commit's revision
// visible (publish-commit): the transaction that wrote it has finished, since Neo4j releases a
// transaction's locks only once it is applied, indexes included (docs/decisions.md, "A revision
// is visible only once all of it is readable"). It also returns the staging marker of a large
// commit in progress (docs/decisions.md, "Staged writes made visible together") with the server's
// clock, so every writer judges a lease by the same clock, and the revision each domain was last
// written at (docs/decisions.md, "Writers in parallel"; a Head older than those takes its own
// revision).
MERGE (h:Head {id: 'head'})
  ON CREATE SET h.revision = 0, h.changeSeq = 0
SET h._lock = true
SET h.revision = coalesce(h.pendingRevision, h.revision),
  h.changeSeq = coalesce(h.pendingChangeSeq, h.changeSeq),
  h.committedAt = coalesce(h.pendingCommittedAt, h.committedAt)
REMOVE h.pendingRevision, h.pendingChangeSeq, h.pendingCommittedAt
RETURN h.revision AS revision, h.changeSeq AS changeSeq,
  coalesce(h.catalogRevision, h.revision) AS catalogRevision,
  coalesce(h.marketDataRevision, h.revision) AS marketDataRevision,
  coalesce(h.fairValuesRevision, h.revision) AS fairValuesRevision,
  h.stagingRevision AS stagingRevision, h.stagingToken AS stagingToken,
  h.stagingLeaseUntil AS stagingLeaseUntil, datetime.realtime().epochMillis AS now
