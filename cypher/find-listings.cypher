// $lookup holds the port's ListingLookup; a null field does not narrow (one map parameter, so
// one cached plan serves every combination). Candidates come from the first given native
// identifier, in the memory store's order, each UNION branch running only when it is the chosen
// one; then every given identifier must match.
CALL () {
  WITH 1 AS branch
  WHERE $lookup.tokenId IS NOT NULL
  MATCH (n:Listing {tokenId: $lookup.tokenId})
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $lookup.tokenId IS NULL AND $lookup.ticker IS NOT NULL
  MATCH (n:Listing {ticker: $lookup.ticker})
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $lookup.tokenId IS NULL AND $lookup.ticker IS NULL AND $lookup.slug IS NOT NULL
  MATCH (n:Listing {slug: $lookup.slug})
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $lookup.tokenId IS NULL AND $lookup.ticker IS NULL AND $lookup.slug IS NULL AND $lookup.conditionId IS NOT NULL
  MATCH (n:Listing {conditionId: $lookup.conditionId})
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $lookup.tokenId IS NULL AND $lookup.ticker IS NULL AND $lookup.slug IS NULL AND $lookup.conditionId IS NULL
    AND $lookup.venueMarketId IS NOT NULL
  MATCH (n:Listing {venueMarketId: $lookup.venueMarketId})
  RETURN n
  UNION
  WITH 1 AS branch
  WHERE $lookup.tokenId IS NULL AND $lookup.ticker IS NULL AND $lookup.slug IS NULL AND $lookup.conditionId IS NULL
    AND $lookup.venueMarketId IS NULL
  MATCH (n:Listing {venue: $lookup.venue})
  RETURN n
}
WITH n
WHERE n.venue = $lookup.venue
  AND n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  AND ($lookup.venueMarketId IS NULL OR n.venueMarketId = $lookup.venueMarketId)
  AND ($lookup.venueOutcomeId IS NULL OR n.venueOutcomeId = $lookup.venueOutcomeId)
  AND ($lookup.tokenId IS NULL OR n.tokenId = $lookup.tokenId)
  AND ($lookup.ticker IS NULL OR n.ticker = $lookup.ticker)
  AND ($lookup.slug IS NULL OR n.slug = $lookup.slug)
  AND ($lookup.conditionId IS NULL OR n.conditionId = $lookup.conditionId)
RETURN n.doc AS doc
ORDER BY n.key
