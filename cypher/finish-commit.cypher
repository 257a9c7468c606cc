// Last statement of a commit: records the revision and moves the Head.
MATCH (h:Head {id: 'head'})
CREATE (:Revision {revision: $revision, committedAt: $committedAt})
SET h.revision = $revision, h.changeSeq = $changeSeq
REMOVE h._lock
