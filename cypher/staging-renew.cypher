// Last statement of each transaction of a staged commit: the lease runs from its end, so a long
// transaction (which holds the Head lock, keeping other writers out anyway) cannot expire it.
MATCH (h:Head {id: 'head'})
WHERE h.stagingToken = $token
SET h.stagingLeaseUntil = datetime.realtime().epochMillis + $leaseMs
REMOVE h._lock
RETURN count(h) AS renewed
