// Rollback of a staging (docs/decisions.md, "Staged writes made visible together"), one bounded
// transaction at a time until fewer than $limit come back: the record rows written at the staged
// revision go, with their structural edges. Runs before staging-reopen-rows, so the rows a staged
// batch wrote and superseded itself are gone before superseded rows are reopened.
MATCH (n:FamilyVersion|ScenarioVersion|Event|MarketVersion|Listing|Convention|JointScope|FairValue)
WHERE n.validFrom = $revision
WITH n LIMIT $limit
DETACH DELETE n
RETURN count(*) AS count
