// Revision 0 exists implicitly: no Head node and no Revision node.
OPTIONAL MATCH (h:Head {id: 'head'})
OPTIONAL MATCH (r:Revision {revision: h.revision})
RETURN coalesce(h.revision, 0) AS revision, r.committedAt AS committedAt
