// $rows: [{tradeId, listingId, executedAt, doc}]. A trade print is immutable: one already stored
// keeps its first revision and content (the planner only sends new ones). Read only once the
// Head reaches that revision (docs/decisions.md, "Staged writes made visible together").
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
  ON CREATE SET d.revision = $revision
MERGE (t:TradePrint {tradeId: row.tradeId})
  ON CREATE SET t.listingId = row.listingId, t.executedAt = row.executedAt, t.revision = $revision,
    t.doc = row.doc
MERGE (d)-[:HAS_TRADE]->(t)
