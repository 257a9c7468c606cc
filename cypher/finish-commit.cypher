// Last statement of a commit: records the revision and moves the Head. A staged commit's rows
// become visible here, all at once, and its staging marker goes with the lock marker. The Head
// keeps its revision's commit time itself, so a reader of the Head never needs the Revision node
// (found through its index, which a concurrent reader could see a moment after the Head moved),
// and the revision each domain was last written at ($written, computed under the lock). The
// Revision keeps the commit's ID when it has one (null: none), for settle-commit.
MATCH (h:Head {id: 'head'})
CREATE (:Revision {revision: $revision, committedAt: $committedAt, commitId: $commitId})
SET h.revision = $revision, h.changeSeq = $changeSeq, h.committedAt = $committedAt,
  h.catalogRevision = $written.catalog, h.marketDataRevision = $written.marketData,
  h.fairValuesRevision = $written.fairValues
REMOVE h._lock, h.stagingRevision, h.stagingToken, h.stagingLeaseUntil
