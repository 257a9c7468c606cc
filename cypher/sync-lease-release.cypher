// Lets the sync lease run out now (server clock) if $holder holds it with $token, so a standby
// takes it on its next attempt; the token stays, and the next holder raises it.
MATCH (l:SyncLease {name: 'sync'})
WHERE l.holder = $holder AND l.token = $token
SET l.expiresAt = datetime.realtime().epochMillis
