// $filter holds the port's filter; a null field does not narrow. (One map parameter, so one
// cached plan serves every combination of fields.) Candidates are the given families or all;
// then every field is checked, as in the memory store.
CALL () {
  UNWIND coalesce($filter.familyIds, []) AS familyId
  MATCH (n:FamilyVersion {key: familyId})
  WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $filter.familyIds IS NULL
  MATCH (n:FamilyVersion)
  WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  RETURN n
}
WITH n
WHERE ($filter.category IS NULL OR n.category = $filter.category)
  AND ($filter.marketIds IS NULL OR EXISTS {
    MATCH (m:MarketVersion)
    WHERE m.key IN $filter.marketIds AND n.key IN m.familyIds
      AND m.validFrom <= $revision AND (m.validTo IS NULL OR m.validTo > $revision)
  })
  AND ($filter.venue IS NULL OR EXISTS {
    MATCH (:Family {familyId: n.key})<-[:IN_FAMILY]-(e:Event)
    WHERE e.venue = $filter.venue
      AND e.validFrom <= $revision AND (e.validTo IS NULL OR e.validTo > $revision)
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
