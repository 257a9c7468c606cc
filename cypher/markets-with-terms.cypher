// Markets valid at $revision that keep venue settlement terms (record-rows.ts sets termsVenue only
// on those), by market ID: the stored markets cross-venue pairs are proposed from.
MATCH (n:MarketVersion)
WHERE n.termsVenue IS NOT NULL
  AND n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
RETURN n.doc AS doc
ORDER BY n.key
