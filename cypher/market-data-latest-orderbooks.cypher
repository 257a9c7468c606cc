// The latest order book of each listing in $listingIds that has one.
UNWIND $listingIds AS id
CALL (id) {
  MATCH (b:OrderBook {listingId: id})
  RETURN b
  ORDER BY b.observedAt DESC
  LIMIT 1
}
RETURN b.doc AS doc
