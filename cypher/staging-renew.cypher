// Last statement of each transaction of a staged commit: the lease runs from its end, so a long
// transaction (which holds the Head lock, keeping other writers out anyway) cannot expire it.
// $step: the staged commit's transaction this is, recorded as committed with it (staging-step);
// null in a rollback's transactions.
MATCH (h:Head {id: 'head'})
WHERE h.stagingToken = $token
SET h.stagingLeaseUntil = datetime.realtime().epochMillis + $leaseMs,
  h.stagingStep = coalesce($step, h.stagingStep)
REMOVE h._lock
RETURN count(h) AS renewed
