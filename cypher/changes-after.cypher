// $filter holds the port's ChangeFilter: a null list does not narrow, an empty one matches
// nothing (as in the memory store).
MATCH (c:Change)
WHERE c.seq > $afterSeq
  AND ($filter.resourceTypes IS NULL OR c.resourceType IN $filter.resourceTypes)
  AND ($filter.familyIds IS NULL
    OR any(familyId IN c.familyIds WHERE familyId IN $filter.familyIds))
RETURN c.doc AS doc
ORDER BY c.seq
LIMIT $limit
