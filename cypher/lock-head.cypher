// First statement of every commit. Writing _lock takes the Head's write lock before its revision
// is read, so concurrent commits serialise here and the loser sees the winner's revision
// (the locking idiom of the Neo4j manual; finish-commit removes the marker).
MERGE (h:Head {id: 'head'})
  ON CREATE SET h.revision = 0, h.changeSeq = 0
SET h._lock = true
RETURN h.revision AS revision, h.changeSeq AS changeSeq
