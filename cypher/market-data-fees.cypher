// The fee lines in force for each listing in $listingIds.
UNWIND $listingIds AS id
MATCH (f:FeeSchedule {listingId: id})
RETURN f.doc AS doc
