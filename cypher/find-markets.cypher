// $filter holds the port's filter; a null field does not narrow. (One map parameter, so one
// cached plan serves every combination of fields.) Candidates come from the most selective given
// field, each UNION branch running only when it is the chosen one; then every field is checked,
// as in the memory store.
// venueMarketId narrows only together with venue (MarketFilter).
CALL () {
  UNWIND coalesce($filter.marketIds, []) AS marketId
  MATCH (n:MarketVersion {key: marketId})
  WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $filter.marketIds IS NULL AND $filter.familyId IS NOT NULL
  MATCH (:Family {familyId: $filter.familyId})<-[:IN_FAMILY]-(n:MarketVersion)
  WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $filter.marketIds IS NULL AND $filter.familyId IS NULL AND $filter.venue IS NOT NULL
  MATCH (l:Listing {venue: $filter.venue})
  WHERE l.validFrom <= $revision AND (l.validTo IS NULL OR l.validTo > $revision)
  WITH DISTINCT l.marketId AS marketId
  MATCH (n:MarketVersion {key: marketId})
  WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $filter.marketIds IS NULL AND $filter.familyId IS NULL AND $filter.venue IS NULL
  MATCH (n:MarketVersion)
  WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  RETURN n
}
WITH n
// A composed combo is read by its ID only, never listed (docs/decisions.md, "Combos are private
// to the key that composed them").
WHERE ($filter.marketIds IS NOT NULL OR NOT coalesce(n.isCombo, false))
  AND ($filter.eventId IS NULL OR $filter.eventId IN n.eventIds)
  AND ($filter.familyId IS NULL OR $filter.familyId IN n.familyIds)
  AND ($filter.category IS NULL OR n.category = $filter.category)
  AND ($filter.status IS NULL OR n.status = $filter.status)
  AND ($filter.venue IS NULL OR EXISTS {
    MATCH (l:Listing {marketId: n.key})
    WHERE l.venue = $filter.venue
      AND ($filter.venueMarketId IS NULL OR l.venueMarketId = $filter.venueMarketId)
      AND l.validFrom <= $revision AND (l.validTo IS NULL OR l.validTo > $revision)
  })
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
