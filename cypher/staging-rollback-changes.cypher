// Rollback of a staging: its change records, the ones past the Head's changeSeq (which moves only
// with the Head), go; their seqs are the next commit's.
MATCH (c:Change)
WHERE c.seq > $changeSeq
WITH c LIMIT $limit
DELETE c
RETURN count(*) AS count
