// $rows: [{listingId, doc}]: the coverage summary of each listing, replaced.
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
SET d.coverage = row.doc
