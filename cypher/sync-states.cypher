// Every venue's sync state (src/store/sync-state.ts), by venue.
MATCH (n:SyncState)
RETURN n.doc AS doc
ORDER BY n.venue
