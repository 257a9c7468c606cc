// Last statement of a transaction that took the head lock (lock-head) without committing a
// revision: the lock marker goes, the Head keeps its revision.
MATCH (h:Head {id: 'head'})
REMOVE h._lock
