// POST /evaluations:run (schema/openapi.yaml, POST /evaluations:run; docs/decisions.md for
// pricing.max_quote_age_seconds, scenario_filters, result_limit and the response shape).
import type { FastifyInstance } from 'fastify';
import { EvaluationRequestDefinition, type PositionInput } from '../resources/evaluation-request';
import { EvaluationResultDefinition } from '../resources/evaluation-result';
import { yieldToEventLoop } from '../services/event-loop-turns';
import { isPositionColumns } from '../domain/position-columns';
import type { Services } from '../services/services';
import { positionListReader } from './evaluation-positions';
import { rawOperation } from './operation';
import { responseLimit } from './response-limit';
import {
  slicedJson,
  splicedJson,
  textRecordMembers,
  type TextRecordMember,
} from './sliced-response';
import type { AssignmentForm } from '../domain/position-column-books';
import { objectsOf, stringsOnly } from './strings-only';

/** Quantities must arrive as JSON strings: the validator would coerce 0.1 to "0.1" silently. */
const decimalsAsText = stringsOnly(
  (body) => [
    ...objectsOf(body.positions).map((p, i) => [p.quantity, `positions[${i}].quantity`] as const),
    ...objectsOf(body.candidates).flatMap((c, ci) =>
      objectsOf(c.trades).flatMap((t, ti) =>
        (['quantity_delta', 'price', 'fee'] as const).map(
          (field) => [t[field], `candidates[${ci}].trades[${ti}].${field}`] as const,
        ),
      ),
    ),
  ],
  '10',
);

/**
 * An assignment as this route's serializer writes it, for an answer whose assignments are written
 * as bytes from the positions' columns (docs/decisions.md, "Evaluation: the columns back to the
 * engine, the answer's positions as bytes"); undefined if the item were another record.
 */
function assignmentForm(): AssignmentForm | undefined {
  const members = textRecordMembers(EvaluationResultDefinition.properties.assignments.items);
  const named = (
    m: TextRecordMember,
  ): m is TextRecordMember & { name: 'positionId' | 'familyId' } =>
    m.name === 'positionId' || m.name === 'familyId';
  return members?.length === 2 && members.every(named) && members[0]!.name !== members[1]!.name
    ? { members }
    : undefined;
}

export function evaluationRoutes(app: FastifyInstance, services: Services): void {
  const form = assignmentForm();
  rawOperation(
    app,
    {
      method: 'POST',
      url: '/evaluations::run',
      operationId: 'runEvaluation',
      summary:
        'Stateless exposure evaluation: payout vectors, extrema, candidates, offsets, valuation',
      description:
        'HELD receives the payout, OWED owes it; quantity is strictly positive. Candidates are independent alternatives against the same baseline; the trades of one candidate are one package; quantity_delta is signed and nonzero. Each holding is assigned to one family matrix (the family covering the most holdings; ties by family ID). include: SUMMARY (default: extrema with tie counts and witnesses), PAYOUTS, CONTRIBUTIONS, SCENARIOS. scenario_filters condition the analysis (never full-family extrema). A trade may carry its price and fee; without a price it is priced by pricing.mode (MIDPOINT: the quote midpoint; LIQUIDATION: the L2 book walked for its quantity, no partial fills), its fee the published taker fee of its listing unless given. Each candidate returns its cost and, per book and scenario, its outcomes net of the cost (net_after, net_delta). Candidates are ranked over the whole domain before result_limit (ranking.basis NET_AFTER_COST when anything prices them: highest worst case of net_whole_book, then highest best case, then candidate_id, unpriced candidates last; else PAYOUT: highest worst case after, then highest best case after, then candidate_id). pricing.mode NONE, MIDPOINT or LIQUIDATION (walks the L2 book with the taker fee) values the positions too; pricing.max_quote_age_seconds makes older quotes and books stale (not used); pricing.warn_quote_age_seconds (default SETTLEGRAPH_QUOTE_WARN_AGE_S, 300) warns QUOTE_OLD on older ones, which are used. Missing market data makes the valuation incomplete, never the payout analysis. At most 20000 positions, 200 candidates and 20000 trades in all; a request whose response would be larger than service_limits.response_limit_bytes (SETTLEGRAPH_RESPONSE_LIMIT_BYTES) is INVALID_REQUEST, refused before the work when the service can tell.',
      tags: ['Evaluation'],
      request: EvaluationRequestDefinition,
      response: EvaluationResultDefinition,
      // A large body's positions are read from its text in one pass, as the service takes them
      // (evaluation-positions.ts), in a worker thread into columns when the body is ASCII and a
      // thread is free (evaluation-position-columns.ts); the schema then checks the body around
      // them.
      bodyLists: [
        {
          ...positionListReader,
          readBytes: (bytes, runs) => services.evaluation.pool.readPositions({ bytes, runs }),
          scanBytes: (bytes, runChars) => services.evaluation.pool.scanBody({ bytes, runChars }),
        },
      ],
      hooks: {
        // A turn for other work after the body is parsed, and after it is validated: each of
        // these steps takes milliseconds on a body of 20,000 positions (docs/decisions.md,
        // "Evaluation never blocks the server").
        preValidation: async (req) => {
          await yieldToEventLoop();
          await decimalsAsText(req);
          await yieldToEventLoop();
        },
        preHandler: async () => {
          await yieldToEventLoop();
        },
        onSend: responseLimit(services.workLimits.responseLimitBytes),
      },
    },
    async (asked, req, reply) => {
      await yieldToEventLoop();
      const read = req.bodyLists?.get('positions');
      // The body schema holds the definition's maxLength keywords, which the reader of the
      // positions keeps: over-long fields were refused.
      const { view, positionParts } = isPositionColumns(read)
        ? await services.evaluation.answer(asked, {
            fieldLengthsChecked: true,
            positionColumns: read,
            ...(form ? { assignmentForm: form } : {}),
          })
        : await services.evaluation.answer(
            read ? { ...asked, positions: read as PositionInput[] } : asked,
            { fieldLengthsChecked: true },
          );
      return positionParts
        ? splicedJson(reply, EvaluationResultDefinition, view, 'assignments', {
            items: positionParts.assignments,
            within: ['baseline', 'books'],
            inner: 'positionIds',
            lists: positionParts.positionIds,
          })
        : slicedJson(reply, EvaluationResultDefinition, view, 'assignments');
    },
  );
}
