// The latest order book of each listing in $listingIds that has one, as of the Head (the read
// rule of market-data-known).
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
UNWIND $listingIds AS id
CALL (id, head) {
  MATCH (b:OrderBook {listingId: id})
  WHERE b.revision <= head
  RETURN b
  ORDER BY b.observedAt DESC
  LIMIT 1
}
RETURN CASE WHEN coalesce(b.docFrom, 0) <= head THEN b.doc ELSE b.prevDoc END AS doc
