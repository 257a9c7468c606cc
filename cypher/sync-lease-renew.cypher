// Extends the sync lease from now (server clock) if $holder holds it with $token; nothing when it
// changed hands. Locked before it is read, as sync-lease-acquire.
MATCH (l:SyncLease {name: 'sync'})
SET l._lock = true
WITH l, datetime.realtime().epochMillis AS now
WITH l, now, l.holder = $holder AND l.token = $token AS mine
SET l.expiresAt = CASE WHEN mine THEN now + $durationMs ELSE l.expiresAt END
REMOVE l._lock
RETURN mine, l.holder AS holder, l.token AS token, l.expiresAt AS expiresAt
