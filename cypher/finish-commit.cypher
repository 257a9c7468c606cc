// Last statement of a commit: records the revision and makes it the Head's pending one. Readers
// see it only once publish-commit (the writer's next transaction) or any later lock-head moves the
// Head to it: Neo4j applies a transaction's index entries after its records, so a Head moved in
// the transaction that wrote the rows named, for a moment, a revision whose rows and Revision node
// the indexes could not find yet (docs/decisions.md, "A revision is visible only once all of it is
// readable"). A staged commit's rows become visible at the same moment, and its staging marker
// goes with the lock marker here. The Head keeps its revision's commit time itself, so a reader of
// the Head never needs the Revision node, and the revision each domain was last written at
// ($written, computed under the lock, for writers only). The Revision keeps the commit's ID when
// it has one (null: none), for settle-commit.
MATCH (h:Head {id: 'head'})
CREATE (:Revision {revision: $revision, committedAt: $committedAt, commitId: $commitId})
SET h.pendingRevision = $revision, h.pendingChangeSeq = $changeSeq,
  h.pendingCommittedAt = $committedAt,
  h.catalogRevision = $written.catalog, h.marketDataRevision = $written.marketData,
  h.fairValuesRevision = $written.fairValues
REMOVE h._lock, h.stagingRevision, h.stagingToken, h.stagingLeaseUntil
