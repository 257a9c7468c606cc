// $rows: [{key, listingId, observedAt, doc}]: one L2 book per listing and observed_at, upserted;
// every observation is kept and the latest is current.
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
MERGE (b:OrderBook {key: row.key})
  ON CREATE SET b.listingId = row.listingId, b.observedAt = row.observedAt, b.revision = $revision
SET b.doc = row.doc
MERGE (d)-[:HAS_BOOK]->(b)
