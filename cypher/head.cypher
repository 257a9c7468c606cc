// Revision 0 exists implicitly: no Head node and no Revision node. The Head's revision is the
// latest visible one, and its commit time comes with it (publish-commit.cypher, lock-head.cypher);
// a Head written before Heads kept it is read through its Revision.
OPTIONAL MATCH (h:Head {id: 'head'})
OPTIONAL MATCH (r:Revision {revision: h.revision})
WHERE h.committedAt IS NULL
RETURN coalesce(h.revision, 0) AS revision, coalesce(h.committedAt, r.committedAt) AS committedAt
