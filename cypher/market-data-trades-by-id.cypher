// The prints of $tradeIds written up to $revision (trade IDs are unique: the constraint of
// schema.cypher); unknown IDs give no row.
UNWIND $tradeIds AS tradeId
MATCH (t:TradePrint {tradeId: tradeId})
WHERE t.revision <= $revision
RETURN t.doc AS doc
