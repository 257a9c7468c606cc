// $rows: [{key, listingId, observedAt, doc}]: one quote observation per listing and observed_at,
// upserted; every observation is kept and the latest is current. A row written at $revision is
// read only once the Head reaches it (docs/decisions.md, "Staged writes made visible together"):
// a new node keeps the revision that created it, and a replaced doc keeps the one it replaces
// in prevDoc until then (the read rule: doc when docFrom <= head, else prevDoc).
UNWIND $rows AS row
MERGE (d:ListingData {listingId: row.listingId})
  ON CREATE SET d.revision = $revision
MERGE (q:Quote {key: row.key})
  ON CREATE SET q.listingId = row.listingId, q.observedAt = row.observedAt, q.revision = $revision
SET q.prevDoc = CASE WHEN coalesce(q.docFrom, 0) < $revision THEN q.doc ELSE q.prevDoc END,
  q.doc = row.doc, q.docFrom = $revision
MERGE (d)-[:HAS_QUOTE]->(q)
