// $changes: property maps with seq, changeId, resourceType, resourceId, familyIds, doc.
UNWIND $changes AS change
CREATE (n:Change)
SET n = change
