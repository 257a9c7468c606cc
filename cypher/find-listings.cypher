// $lookups holds the port's ListingLookups, answered in one round trip; each row carries the
// index of its lookup. A null field does not narrow (one list-of-maps parameter, so one cached
// plan serves every combination). Candidates come from the first given native identifier, in the
// memory store's order, each UNION branch running only when it is the chosen one; then every
// given identifier must match.
UNWIND range(0, size($lookups) - 1) AS i
WITH i, $lookups[i] AS lookup
CALL (lookup) {
  WITH lookup
  WHERE lookup.tokenId IS NOT NULL
  MATCH (n:Listing {tokenId: lookup.tokenId})
  RETURN n
  UNION
  WITH lookup
  WHERE lookup.tokenId IS NULL AND lookup.ticker IS NOT NULL
  MATCH (n:Listing {ticker: lookup.ticker})
  RETURN n
  UNION
  WITH lookup
  WHERE lookup.tokenId IS NULL AND lookup.ticker IS NULL AND lookup.slug IS NOT NULL
  MATCH (n:Listing {slug: lookup.slug})
  RETURN n
  UNION
  WITH lookup
  WHERE lookup.tokenId IS NULL AND lookup.ticker IS NULL AND lookup.slug IS NULL AND lookup.conditionId IS NOT NULL
  MATCH (n:Listing {conditionId: lookup.conditionId})
  RETURN n
  UNION
  WITH lookup
  WHERE lookup.tokenId IS NULL AND lookup.ticker IS NULL AND lookup.slug IS NULL AND lookup.conditionId IS NULL
    AND lookup.venueMarketId IS NOT NULL
  MATCH (n:Listing {venueMarketId: lookup.venueMarketId})
  RETURN n
  UNION
  WITH lookup
  WHERE lookup.tokenId IS NULL AND lookup.ticker IS NULL AND lookup.slug IS NULL AND lookup.conditionId IS NULL
    AND lookup.venueMarketId IS NULL
  MATCH (n:Listing {venue: lookup.venue})
  RETURN n
}
WITH i, lookup, n
WHERE n.venue = lookup.venue
  AND n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  AND (lookup.venueMarketId IS NULL OR n.venueMarketId = lookup.venueMarketId)
  AND (lookup.venueOutcomeId IS NULL OR n.venueOutcomeId = lookup.venueOutcomeId)
  AND (lookup.tokenId IS NULL OR n.tokenId = lookup.tokenId)
  AND (lookup.ticker IS NULL OR n.ticker = lookup.ticker)
  AND (lookup.slug IS NULL OR n.slug = lookup.slug)
  AND (lookup.conditionId IS NULL OR n.conditionId = lookup.conditionId)
RETURN i, n.doc AS doc
ORDER BY i, n.key
