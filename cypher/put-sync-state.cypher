// Replaces one venue's sync state; not revisioned (src/domain/sync-state.ts).
MERGE (n:SyncState {venue: $venue})
SET n.doc = $doc
