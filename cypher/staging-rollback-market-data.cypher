// Rollback of a staging: market-data nodes created at the staged revision go (a ListingData
// created then has no other rows).
MATCH (n:Quote|OrderBook|PriceBar|TradePrint|FeeSchedule|ListingData)
WHERE n.revision = $revision
WITH n LIMIT $limit
DETACH DELETE n
RETURN count(*) AS count
