// A revision readers may see: committed, and not beyond the Head (a pending commit's Revision
// node exists before its revision is visible: finish-commit, publish-commit). Up to the Head, its
// transaction has finished, so its index entries are there too.
OPTIONAL MATCH (h:Head {id: 'head'})
OPTIONAL MATCH (r:Revision {revision: $revision})
WHERE $revision <= coalesce(h.revision, 0)
RETURN r.committedAt AS committedAt
