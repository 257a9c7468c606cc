// $rows: [{listingId, doc}]: the coverage summary of each pruned listing, for every reader at once
// (pruned rows are gone for every reader). A listing a staged commit is still writing (coverage
// from beyond the Head) is left to that commit.
OPTIONAL MATCH (h:Head {id: 'head'})
WITH coalesce(h.revision, 0) AS head
UNWIND $rows AS row
MATCH (d:ListingData {listingId: row.listingId})
WHERE coalesce(d.coverageFrom, 0) <= head
SET d.coverage = row.doc, d.prevCoverage = row.doc
