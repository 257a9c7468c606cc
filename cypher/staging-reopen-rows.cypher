// Rollback of a staging: rows the staged revision superseded are current again.
MATCH (n:FamilyVersion|ScenarioVersion|Event|MarketVersion|Listing|Convention|JointScope|FairValue)
WHERE n.validTo = $revision
WITH n LIMIT $limit
SET n.validTo = null
RETURN count(*) AS count
