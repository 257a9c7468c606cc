// The latest quote of each listing in $listingIds that has one, as of the Head (the read rule of
// market-data-known).
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
UNWIND $listingIds AS id
CALL (id, head) {
  MATCH (q:Quote {listingId: id})
  WHERE q.revision <= head
  RETURN q
  ORDER BY q.observedAt DESC
  LIMIT 1
}
RETURN CASE WHEN coalesce(q.docFrom, 0) <= head THEN q.doc ELSE q.prevDoc END AS doc
