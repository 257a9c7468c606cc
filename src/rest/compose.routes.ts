// POST /markets:compose (specification, POST /markets:compose; DESIGN.md section 4 for
// `client_reference`, the 16-leg cap and the 422 codes).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services';
import { composeRequestSchema } from './compose.schemas';
import { composeJson } from './compose.serialize';
import { errorResponses } from './schemas';

interface ComposeBody {
  venue: string;
  settlement_convention_id: string;
  legs: { outcome_id?: string; listing_id?: string }[];
  scenario_pins?: { family_id: string; scenario_version: string }[];
  client_reference?: string;
}

export function composeRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: ComposeBody }>(
    '/markets::compose',
    {
      schema: {
        operationId: 'composeMarkets',
        summary: 'Interpret explicitly supplied outcome legs as one analytical Combo market',
        description:
          "The combined payout follows the settlement convention (PRODUCT or VOID_LEG_REMOVED), exceptional (VOID) settlements included; it is not the sum of the legs. Legs are in one family, or in families a joint scope declares INDEPENDENT (joint scenarios `family_id/scenario_id` joined with `+`). The combo's market ID derives from its content, so the same legs give the same market; it is stored as an analytical market whose outcome IDs work in payouts and evaluations. No venue event, listing or order is created. An unknown, unsupported or other venue's convention fails with 422 UNSUPPORTED_CONVENTION; legs without a common or declared joint scope with 422 UNSUPPORTED_JOINT_SCOPE.",
        tags: ['Combos'],
        body: composeRequestSchema,
        response: { 200: { $ref: 'ComposeResult#' }, ...errorResponses, 422: { $ref: 'Error#' } },
      },
    },
    async (request) => {
      const body = request.body;
      const result = await services.compose.compose({
        venue: body.venue,
        settlementConventionId: body.settlement_convention_id,
        legs: body.legs.map((l) => ({ outcomeId: l.outcome_id, listingId: l.listing_id })),
        scenarioPins: body.scenario_pins?.map((p) => ({
          familyId: p.family_id,
          scenarioVersion: p.scenario_version,
        })),
        clientReference: body.client_reference,
      });
      return composeJson(result);
    },
  );
}
