// Revision 0 exists implicitly: no Head node and no Revision node. The Head's revision is the
// latest visible one, and its commit time comes with it (publish-commit.cypher, lock-head.cypher);
// a Head written before Heads kept it is read through its Revision. The revision the catalog was
// last written at comes with its commit time, unless a commit is being published: finish-commit
// has then set it for a revision not yet visible.
OPTIONAL MATCH (h:Head {id: 'head'})
OPTIONAL MATCH (r:Revision {revision: h.revision})
WHERE h.committedAt IS NULL
OPTIONAL MATCH (c:Revision {revision: h.catalogRevision})
WHERE h.pendingRevision IS NULL AND h.catalogRevision <= h.revision
RETURN coalesce(h.revision, 0) AS revision, coalesce(h.committedAt, r.committedAt) AS committedAt,
  c.revision AS catalogRevision, c.committedAt AS catalogCommittedAt
