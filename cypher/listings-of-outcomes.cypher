// A listing row hangs under the outcome it mapped to when written, so remapped listings are
// found under their old outcome at old revisions and under the new one afterwards.
UNWIND $outcomeIds AS outcomeId
MATCH (o:Outcome {outcomeId: outcomeId})-[:LISTED_AS]->(n:Listing)
USING INDEX SEEK o:Outcome(outcomeId)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
RETURN outcomeId AS id, collect(n.doc) AS docs
