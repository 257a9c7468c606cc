// Takes the sync lease (src/store/sync-lease.ts) for $holder when no one holds it or it ran out
// (the token raised), or renews it when $holder holds it still. Writing _lock takes the node's
// write lock before its holder and expiry are read, so two syncs asking at once are served one
// after the other and the second sees the first's answer (the locking idiom of lock-head). Expiry
// is judged by the server's clock. Returns the stored lease: the caller compares its holder.
MERGE (l:SyncLease {name: 'sync'})
SET l._lock = true
WITH l, datetime.realtime().epochMillis AS now
WITH l, now, l.holder IS NULL OR l.expiresAt <= now AS free,
  coalesce(l.holder = $holder AND l.expiresAt > now, false) AS mine
SET l.token = CASE WHEN free THEN coalesce(l.token, 0) + 1 ELSE l.token END,
  l.holder = CASE WHEN free THEN $holder ELSE l.holder END,
  l.expiresAt = CASE WHEN free OR mine THEN now + $durationMs ELSE l.expiresAt END
REMOVE l._lock
RETURN l.holder AS holder, l.token AS token, l.expiresAt AS expiresAt
