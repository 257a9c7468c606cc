// After lock-head: marks the Head as staging $revision for the writer holding $token until the
// lease runs out (server clock). Also a takeover: a writer rolling back an expired staging marks
// it as its own, with the staged revision, so a crash of that writer is rolled back in turn.
MATCH (h:Head {id: 'head'})
SET h.stagingRevision = $revision, h.stagingToken = $token,
  h.stagingLeaseUntil = datetime.realtime().epochMillis + $leaseMs
REMOVE h._lock
