// Ends a staging that was rolled back: the Head stays at its revision, open to the next writer.
MATCH (h:Head {id: 'head'})
WHERE h.stagingToken = $token
REMOVE h._lock, h.stagingRevision, h.stagingToken, h.stagingLeaseUntil
RETURN count(h) AS cleared
