// A transaction of its own after a commit's (and at a store's open, and after a refused commit):
// under the Head's lock, the pending revision, whose transaction has finished, becomes the Head's
// and so visible to readers (lock-head does the same for every writer; docs/decisions.md, "A
// revision is visible only once all of it is readable"). Nothing pending: nothing changes.
MATCH (h:Head {id: 'head'})
SET h._lock = true
SET h.revision = coalesce(h.pendingRevision, h.revision),
  h.changeSeq = coalesce(h.pendingChangeSeq, h.changeSeq),
  h.committedAt = coalesce(h.pendingCommittedAt, h.committedAt)
REMOVE h.pendingRevision, h.pendingChangeSeq, h.pendingCommittedAt, h._lock
