// Events have no identity node, so this is one scan of the market rows for all requested events
// (not one per event). One row per event with markets; the caller fills in the rest.
MATCH (n:MarketVersion)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  AND any(eventId IN n.eventIds WHERE eventId IN $eventIds)
UNWIND n.eventIds AS eventId
WITH eventId, n
WHERE eventId IN $eventIds
RETURN eventId AS id, collect(DISTINCT n.key) AS ids
