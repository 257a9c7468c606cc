// The stored sync lease, held or run out (src/store/sync-lease.ts).
MATCH (l:SyncLease {name: 'sync'})
RETURN l.holder AS holder, l.token AS token, l.expiresAt AS expiresAt
