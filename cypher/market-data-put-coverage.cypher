// $rows: [{listingId, doc}]: the coverage summary of each listing, replaced. As a doc in
// market-data-put-quotes: read once the Head reaches coverageFrom, prevCoverage until then.
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
  ON CREATE SET d.revision = $revision
SET d.prevCoverage = CASE WHEN coalesce(d.coverageFrom, 0) < $revision THEN d.coverage
    ELSE d.prevCoverage END,
  d.coverage = row.doc, d.coverageFrom = $revision
