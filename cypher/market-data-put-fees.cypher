// $rows: [{key, listingId, kind, doc}]: a fee line per listing, kind and effective time, replaced.
// Revisions, docFrom and prevDoc as in market-data-put-quotes.
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
  ON CREATE SET d.revision = $revision
MERGE (f:FeeSchedule {key: row.key})
  ON CREATE SET f.listingId = row.listingId, f.kind = row.kind, f.revision = $revision
SET f.prevDoc = CASE WHEN coalesce(f.docFrom, 0) < $revision THEN f.doc ELSE f.prevDoc END,
  f.doc = row.doc, f.docFrom = $revision
MERGE (d)-[:HAS_FEE]->(f)
