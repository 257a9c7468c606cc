// GET /cross-venue-pairs, an extension beyond the specification (docs/decisions.md, "Cross-venue
// pairs"): the Kalshi × Polymarket pairs proposed from the stored markets' settlement terms.
import type { FastifyInstance } from 'fastify';
import { CrossVenuePairsQueryDefinition } from '../resources/cross-venue-pair';
import { CrossVenuePairListDefinition } from '../resources/lists';
import type { Services } from '../services/services';
import { operation } from './operation';

export function crossVenuePairRoutes(app: FastifyInstance, services: Services): void {
  // Not from the response cache, which keeps a page per revision: each pair's decision is read
  // when served (docs/decisions.md, "Cross-venue pair review").
  operation(
    app,
    {
      method: 'GET',
      url: '/cross-venue-pairs',
      operationId: 'listCrossVenuePairs',
      summary: 'Proposed Kalshi × Polymarket pairs of the catalog, with verdicts (extension)',
      description:
        'An extension beyond the specification. Every Kalshi and Polymarket market whose settlement evidence keeps settlement terms (catalogs built by settlegraph adapt or the venue sync) is compared with the markets of the other venue that share its quantity subject and the day its observation window ends, as settlegraph match compares payloads: EQUIVALENT (every term agrees), RELATED (relation: an implication with its direction, EXCLUSIVE or OVERLAP), DIFFERENT (term names the first differing term, values both values) or UNKNOWN (term names the missing one). Each side shows its market, venue market ID and terms with the venue text they were read from. Ordered EQUIVALENT, RELATED, UNKNOWN, DIFFERENT; verdicts keeps only those given. Proposals for review: nothing is merged until a reviewer accepts the pair (POST /cross-venue-pairs:decide; decision shows the latest decision) or an equivalence file is given to settlegraph adapt.',
      tags: ['Reference'],
      request: CrossVenuePairsQueryDefinition,
      response: CrossVenuePairListDefinition,
    },
    (query) => services.crossVenuePairs.list(query),
  );
}
