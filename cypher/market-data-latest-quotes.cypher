// The latest quote of each listing in $listingIds that has one.
UNWIND $listingIds AS id
CALL (id) {
  MATCH (q:Quote {listingId: id})
  RETURN q
  ORDER BY q.observedAt DESC
  LIMIT 1
}
RETURN q.doc AS doc
