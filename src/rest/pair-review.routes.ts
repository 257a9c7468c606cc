// Review of proposed cross-venue pairs, an extension beyond the specification (docs/decisions.md,
// "Cross-venue pair review"): POST /cross-venue-pairs:decide and GET /cross-venue-pairs/decisions.
import type { FastifyInstance } from 'fastify';
import {
  PairDecisionDefinition,
  PairDecisionHistoryDefinition,
  PairDecisionHistoryQueryDefinition,
  PairDecisionRequestDefinition,
} from '../resources/pair-review';
import { REVIEW_SCOPE, reviewerOf } from '../services/pair-review-service';
import type { Services } from '../services/services';
import { operation } from './operation';

const WHO = `For operator keys and keys with the scope ${REVIEW_SCOPE} in SETTLEGRAPH_API_KEYS; any other key is FORBIDDEN (403) before anything is looked at.`;

export function pairReviewRoutes(app: FastifyInstance, services: Services): void {
  operation(
    app,
    {
      method: 'POST',
      url: '/cross-venue-pairs::decide',
      operationId: 'decideCrossVenuePair',
      summary: 'Accept or reject a proposed Kalshi × Polymarket pair (extension)',
      description: `An extension beyond the specification. Names a pair by its Kalshi market ticker and Polymarket market ID, both markets of the catalog that keep settlement terms (an unknown ID, or an ID of the other venue, is INVALID_REQUEST naming the field, and nothing is written). The decision is kept as the pair's next version with the key's name (decided_by, never the key), the time, the reason and a fingerprint of both markets' settlement statements; earlier versions stay readable (GET /cross-venue-pairs/decisions). ACCEPT: the sync's next pass merges the two markets into one market and outcome identity, as an equivalence file given to settlegraph adapt does (the Kalshi market's IDs, both venues' listings). REJECT: they stay apart, and GET /cross-venue-pairs shows the decision on the pair. A later change of either market's rules text, source, observation window, exceptional-settlement rules or payout conditions makes the decision REOPENED: an accepted merge is then not applied until the pair is decided again. Sending the last decision again (same decision, reason and key, on the same statements) answers it without a new version, so a retry is safe. ${WHO}`,
      tags: ['Reference'],
      request: PairDecisionRequestDefinition,
      response: PairDecisionDefinition,
      responseByRef: true,
      moreErrors: [403],
    },
    (body, req) => services.pairReview.decide(body, reviewerOf(req.principal ?? null)),
  );
  operation(
    app,
    {
      method: 'GET',
      url: '/cross-venue-pairs/decisions',
      operationId: 'listCrossVenuePairDecisions',
      summary: "A pair's review decisions, every version (extension)",
      description: `An extension beyond the specification. Every decision on the pair, oldest first, each with its status against the markets as stored now (ACCEPTED or REJECTED while both settlement statements are those it was made on, else REOPENED); status is the latest's, null when the pair was never decided. ${WHO}`,
      tags: ['Reference'],
      request: PairDecisionHistoryQueryDefinition,
      response: PairDecisionHistoryDefinition,
      responseByRef: true,
      moreErrors: [403],
    },
    (query, req) => services.pairReview.history(query, reviewerOf(req.principal ?? null)),
  );
}
