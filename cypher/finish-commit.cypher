// Last statement of a commit: records the revision and moves the Head. A staged commit's rows
// become visible here, all at once, and its staging marker goes with the lock marker.
MATCH (h:Head {id: 'head'})
CREATE (:Revision {revision: $revision, committedAt: $committedAt})
SET h.revision = $revision, h.changeSeq = $changeSeq
REMOVE h._lock, h.stagingRevision, h.stagingToken, h.stagingLeaseUntil
