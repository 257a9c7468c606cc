// $filter holds the port's filter; a null field does not narrow. (One map parameter, so one
// cached plan serves every combination of fields.) Candidates come from the most selective given
// field, each UNION branch running only when it is the chosen one; then every field is checked,
// as in the memory store.
CALL () {
  UNWIND coalesce($filter.eventIds, []) AS eventId
  MATCH (n:Event {key: eventId})
  WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $filter.eventIds IS NULL AND $filter.familyId IS NOT NULL
  MATCH (:Family {familyId: $filter.familyId})<-[:IN_FAMILY]-(n:Event)
  WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $filter.eventIds IS NULL AND $filter.familyId IS NULL
  MATCH (n:Event)
  WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  RETURN n
}
WITH n
WHERE ($filter.venue IS NULL OR n.venue = $filter.venue)
  AND ($filter.venueEventId IS NULL OR n.venueEventId = $filter.venueEventId)
  AND ($filter.familyId IS NULL OR $filter.familyId IN n.familyIds)
  AND ($filter.category IS NULL OR n.category = $filter.category)
  AND ($filter.status IS NULL OR n.status = $filter.status)
// Relevance of src/domain/words.ts: weights per field a query word is found in.
WITH n, reduce(score = 0, word IN $filter.words |
  score
  + CASE WHEN word IN n.titleWords THEN $weights.title ELSE 0 END
  + CASE WHEN word IN n.tagWords THEN $weights.tags ELSE 0 END
  + CASE WHEN word IN n.descriptionWords THEN $weights.description ELSE 0 END) AS score
WHERE size($filter.words) = 0 OR score > 0
// One row: how many match, and the page of them (node references are collected, the page's
// documents read).
WITH n ORDER BY score DESC, n.key
WITH collect(n) AS matches
RETURN size(matches) AS total, [m IN matches[$offset..$offset + $limit] | m.doc] AS docs
