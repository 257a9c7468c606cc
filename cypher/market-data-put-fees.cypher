// $rows: [{key, listingId, kind, doc}]: the fee line in force per listing and kind, replaced.
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
MERGE (f:FeeSchedule {key: row.key})
SET f.listingId = row.listingId, f.kind = row.kind, f.doc = row.doc
MERGE (d)-[:HAS_FEE]->(f)
