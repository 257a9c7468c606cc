// $rows: [{key, listingId, interval, start, doc}]: one bar per listing, interval and start,
// upserted (the newest bar is revised while its interval runs); it keeps the revision that first
// wrote it, so pinned pages see a stable set of bars. docFrom and prevDoc as in
// market-data-put-quotes.
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
  ON CREATE SET d.revision = $revision
MERGE (b:PriceBar {key: row.key})
  ON CREATE SET b.listingId = row.listingId, b.interval = row.interval, b.start = row.start,
    b.revision = $revision
SET b.prevDoc = CASE WHEN coalesce(b.docFrom, 0) < $revision THEN b.doc ELSE b.prevDoc END,
  b.doc = row.doc, b.docFrom = $revision
MERGE (d)-[:HAS_BAR]->(b)
