// $rows: [{key, listingId, observedAt, doc}]: one quote observation per listing and observed_at,
// upserted; every observation is kept and the latest is current.
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
MERGE (q:Quote {key: row.key})
  ON CREATE SET q.listingId = row.listingId, q.observedAt = row.observedAt, q.revision = $revision
SET q.doc = row.doc
MERGE (d)-[:HAS_QUOTE]->(q)
