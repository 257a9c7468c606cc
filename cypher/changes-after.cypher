// $filter holds the port's ChangeFilter: a null list does not narrow, an empty one matches
// nothing (as in the memory store).
// Only records up to the Head's changeSeq: a staged commit writes its change records before the
// Head moves (docs/decisions.md, "Staged writes made visible together"), and the feed must not
// show them, nor skip past them, until it does.
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.changeSeq, 0) AS lastSeq
MATCH (c:Change)
WHERE c.seq > $afterSeq AND c.seq <= lastSeq
  AND ($filter.resourceTypes IS NULL OR c.resourceType IN $filter.resourceTypes)
  AND ($filter.familyIds IS NULL
    OR any(familyId IN c.familyIds WHERE familyId IN $filter.familyIds))
RETURN c.doc AS doc
ORDER BY c.seq
LIMIT $limit
