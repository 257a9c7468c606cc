// After lock-head: marks the Head as staging $revision for the writer holding $token until the
// lease runs out (server clock), no transaction of it committed yet (stagingStep: staging-step).
// Also a takeover: a writer rolling back an expired staging marks it as its own, with the staged
// revision, so a crash of that writer is rolled back in turn.
MATCH (h:Head {id: 'head'})
SET h.stagingRevision = $revision, h.stagingToken = $token,
  h.stagingLeaseUntil = datetime.realtime().epochMillis + $leaseMs, h.stagingStep = 0
REMOVE h._lock
