// $rows: [{key, listingId, observedAt, doc}]: one L2 book per listing and observed_at, upserted;
// every observation is kept and the latest is current. Revisions, docFrom and prevDoc as in
// market-data-put-quotes.
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
  ON CREATE SET d.revision = $revision
MERGE (b:OrderBook {key: row.key})
  ON CREATE SET b.listingId = row.listingId, b.observedAt = row.observedAt, b.revision = $revision
SET b.prevDoc = CASE WHEN coalesce(b.docFrom, 0) < $revision THEN b.doc ELSE b.prevDoc END,
  b.doc = row.doc, b.docFrom = $revision
MERGE (d)-[:HAS_BOOK]->(b)
