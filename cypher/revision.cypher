OPTIONAL MATCH (r:Revision {revision: $revision})
RETURN r.committedAt AS committedAt
