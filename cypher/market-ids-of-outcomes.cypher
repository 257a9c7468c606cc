// The market whose row at $revision defines the outcome. Should two markets ever define one
// outcome, the lowest market ID wins, so the answer does not depend on storage order.
UNWIND $outcomeIds AS outcomeId
MATCH (o:Outcome {outcomeId: outcomeId})<-[:HAS_OUTCOME]-(:Market)-[:HAS_VERSION]->(n:MarketVersion)
USING INDEX SEEK o:Outcome(outcomeId)
WHERE n.validFrom <= $revision AND (n.validTo IS NULL OR n.validTo > $revision)
  AND outcomeId IN n.outcomeIds
RETURN outcomeId AS id, min(n.key) AS marketId
