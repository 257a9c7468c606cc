// $rows: [{key, listingId, interval, start, doc}]: one bar per listing, interval and start,
// upserted (the newest bar is revised while its interval runs); it keeps the revision that first
// wrote it, so pinned pages see a stable set of bars.
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
MERGE (b:PriceBar {key: row.key})
  ON CREATE SET b.listingId = row.listingId, b.interval = row.interval, b.start = row.start,
    b.revision = $revision
SET b.doc = row.doc
MERGE (d)-[:HAS_BAR]->(b)
