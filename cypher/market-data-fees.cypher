// The fee lines in force for each listing in $listingIds, as of the Head (the read rule of
// market-data-known).
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
UNWIND $listingIds AS id
MATCH (f:FeeSchedule {listingId: id})
WHERE coalesce(f.revision, 0) <= head
RETURN CASE WHEN coalesce(f.docFrom, 0) <= head THEN f.doc ELSE f.prevDoc END AS doc
