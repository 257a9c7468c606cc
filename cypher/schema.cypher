// Applied at startup, one statement at a time; every statement is idempotent.
// Community edition enforces uniqueness only, so row properties are indexed, not constrained.
CREATE CONSTRAINT head_id IF NOT EXISTS FOR (n:Head) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT revision_revision IF NOT EXISTS FOR (n:Revision) REQUIRE n.revision IS UNIQUE;
CREATE CONSTRAINT change_seq IF NOT EXISTS FOR (n:Change) REQUIRE n.seq IS UNIQUE;
CREATE CONSTRAINT family_family_id IF NOT EXISTS FOR (n:Family) REQUIRE n.familyId IS UNIQUE;
CREATE CONSTRAINT market_market_id IF NOT EXISTS FOR (n:Market) REQUIRE n.marketId IS UNIQUE;
CREATE CONSTRAINT outcome_outcome_id IF NOT EXISTS FOR (n:Outcome) REQUIRE n.outcomeId IS UNIQUE;
CREATE INDEX family_version_key IF NOT EXISTS FOR (n:FamilyVersion) ON (n.key);
CREATE INDEX scenario_version_key IF NOT EXISTS FOR (n:ScenarioVersion) ON (n.key);
CREATE INDEX event_key IF NOT EXISTS FOR (n:Event) ON (n.key);
CREATE INDEX event_venue IF NOT EXISTS FOR (n:Event) ON (n.venue);
CREATE INDEX market_version_key IF NOT EXISTS FOR (n:MarketVersion) ON (n.key);
CREATE INDEX listing_key IF NOT EXISTS FOR (n:Listing) ON (n.key);
CREATE INDEX listing_venue IF NOT EXISTS FOR (n:Listing) ON (n.venue);
CREATE INDEX listing_venue_market_id IF NOT EXISTS FOR (n:Listing) ON (n.venueMarketId);
CREATE INDEX listing_token_id IF NOT EXISTS FOR (n:Listing) ON (n.tokenId);
CREATE INDEX listing_ticker IF NOT EXISTS FOR (n:Listing) ON (n.ticker);
CREATE INDEX listing_slug IF NOT EXISTS FOR (n:Listing) ON (n.slug);
CREATE INDEX listing_condition_id IF NOT EXISTS FOR (n:Listing) ON (n.conditionId);
CREATE INDEX listing_market_id IF NOT EXISTS FOR (n:Listing) ON (n.marketId);
CREATE INDEX convention_key IF NOT EXISTS FOR (n:Convention) ON (n.key);
CREATE INDEX joint_scope_key IF NOT EXISTS FOR (n:JointScope) ON (n.key);
