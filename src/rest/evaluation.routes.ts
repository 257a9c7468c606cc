// POST /evaluations:run (specification, POST /evaluations:run; DESIGN.md section 4 for
// pricing.max_quote_age_seconds, scenario_filters, result_limit and the response shape).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failOnProblems, type Problem } from '../domain/errors';
import type { Extremum } from '../domain/evaluation/types';
import {
  EVALUATION_INCLUDES,
  POSITION_TYPES,
  PRICING_MODES,
  type EvaluationInclude,
  type EvaluationView,
  type PositionType,
} from '../services/evaluation-service';
import type { PricingMode } from '../services/evaluation-pricing';
import { LIMITS } from '../services/limits';
import type { Services } from '../services/services';
import { errorResponses, primitives } from './schemas';

const { id, str, decimal, timestamp } = primitives;

type Instrument = { outcome_id?: string; listing_id?: string };
interface RunBody {
  positions: {
    position_id: string;
    instrument: Instrument;
    position_type: PositionType;
    quantity: string;
  }[];
  candidates?: {
    candidate_id: string;
    trades: { trade_id: string; instrument: Instrument; quantity_delta: string }[];
  }[];
  scenario_pins?: { family_id: string; scenario_version: string }[];
  include?: EvaluationInclude[];
  pricing?: { mode: PricingMode; max_quote_age_seconds?: number };
  scenario_filters?: { family_id: string; scenario_ids: string[] }[];
  result_limit?: number;
}

const obj = (required: string[], properties: Record<string, unknown>) =>
  ({ type: 'object', required, additionalProperties: false, properties }) as const;
const arr = (items: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'array',
  items,
  ...extra,
});
const nullableDecimal = {
  type: ['string', 'null'],
  description: 'decimal number as text, or null',
};
const instrument = {
  ...obj([], { outcome_id: id, listing_id: id }),
  description: 'exactly one of outcome_id or listing_id',
};
const scenarioValue = obj(['scenario_id', 'value'], { scenario_id: str, value: decimal });
const extremum = obj(['value', 'tie_count', 'witnesses'], {
  value: decimal,
  tie_count: { type: 'integer', description: 'scenarios reaching the extremum' },
  witnesses: arr(str, { description: 'scenarios reaching it, domain order, at most 10' }),
});
const minMax = obj(['min', 'max'], { min: decimal, max: decimal });
const wholeBook = obj(['status', 'min', 'max', 'explanation'], {
  status: { type: 'string', enum: ['EXACT', 'BOUND', 'UNAVAILABLE'] },
  min: nullableDecimal,
  max: nullableDecimal,
  explanation: str,
});
const familyRef = { family_id: str, scenario_version: str };

const responseSchema = obj(
  [
    'baseline',
    'candidates',
    'assignments',
    'offsets',
    'valuation',
    'coverage',
    'versions',
    'warnings',
  ],
  {
    baseline: obj(['books', 'whole_book'], {
      books: arr(
        obj(['family_id', 'scenario_version', 'payout_currency', 'conditioned', 'position_ids'], {
          ...familyRef,
          payout_currency: { type: ['string', 'null'] },
          conditioned: {
            type: 'boolean',
            description: 'true when a scenario filter narrowed the domain',
          },
          position_ids: arr(str),
          min: extremum,
          max: extremum,
          payouts: arr(scenarioValue),
          contributions: arr(
            obj(['position_id', 'payouts'], { position_id: str, payouts: arr(scenarioValue) }),
          ),
        }),
      ),
      whole_book: wholeBook,
    }),
    candidates: arr(
      obj(['candidate_id', 'rank', 'books', 'whole_book'], {
        candidate_id: str,
        rank: { type: 'integer', minimum: 1 },
        books: arr(
          obj(['family_id', 'scenario_version', 'payout_currency', 'before', 'after', 'delta'], {
            ...familyRef,
            payout_currency: { type: ['string', 'null'] },
            before: minMax,
            after: minMax,
            delta: minMax,
            payouts: arr(
              obj(['scenario_id', 'before', 'after', 'delta'], {
                scenario_id: str,
                before: decimal,
                after: decimal,
                delta: decimal,
              }),
            ),
          }),
        ),
        whole_book: wholeBook,
      }),
    ),
    assignments: arr(
      obj(['position_id', 'family_id'], {
        position_id: str,
        family_id: { type: ['string', 'null'] },
      }),
    ),
    offsets: arr(
      obj(['family_id', 'scenario_version', 'position_ids', 'value', 'explanation'], {
        ...familyRef,
        position_ids: arr(str),
        value: decimal,
        explanation: str,
      }),
    ),
    scenarios: arr(
      obj(['family_id', 'scenario_version', 'scenario_ids'], {
        ...familyRef,
        scenario_ids: arr(str),
      }),
    ),
    valuation: obj(['mode', 'complete', 'value', 'items'], {
      mode: { type: 'string', enum: [...PRICING_MODES] },
      complete: { type: 'boolean' },
      value: nullableDecimal,
      items: arr(
        obj(['position_id', 'listing_id', 'value', 'warning'], {
          position_id: str,
          listing_id: { type: ['string', 'null'] },
          value: nullableDecimal,
          warning: { type: ['string', 'null'] },
        }),
      ),
    }),
    coverage: obj(
      ['positions', 'supported_positions', 'unsupported', 'unsupported_trades', 'scenario_filters'],
      {
        positions: { type: 'integer' },
        supported_positions: { type: 'integer' },
        unsupported: arr(
          obj(['position_id', 'outcome_id', 'reason'], {
            position_id: str,
            outcome_id: str,
            reason: str,
          }),
        ),
        unsupported_trades: arr(
          obj(['candidate_id', 'trade_id', 'outcome_id', 'reason'], {
            candidate_id: str,
            trade_id: str,
            outcome_id: str,
            reason: str,
          }),
        ),
        scenario_filters: arr(
          obj(['family_id', 'scenario_ids'], { family_id: str, scenario_ids: arr(str) }),
        ),
      },
    ),
    versions: obj(
      ['snapshot_id', 'as_of', 'market_versions', 'mapping_versions', 'scenario_pins'],
      {
        snapshot_id: str,
        as_of: timestamp,
        market_versions: arr(obj(['market_id', 'version'], { market_id: str, version: str })),
        mapping_versions: arr(
          obj(['listing_id', 'mapping_version'], { listing_id: str, mapping_version: str }),
        ),
        scenario_pins: arr({ $ref: 'ScenarioPin#' }),
      },
    ),
    warnings: arr(
      obj(['code', 'message', 'position_id'], {
        code: str,
        message: str,
        position_id: { type: ['string', 'null'] },
      }),
    ),
  },
);

export function evaluationRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: RunBody }>(
    '/evaluations::run',
    {
      preValidation: decimalsAsText,
      schema: {
        operationId: 'runEvaluation',
        summary:
          'Stateless exposure evaluation: payout vectors, extrema, candidates, offsets, valuation',
        description:
          'HELD receives the payout, OWED owes it; quantity is strictly positive. Candidates are independent alternatives against the same baseline; the trades of one candidate are one package; quantity_delta is signed and nonzero. Each holding is assigned to one family matrix (the family covering the most holdings; ties by family ID). include: SUMMARY (default: extrema with tie counts and witnesses), PAYOUTS, CONTRIBUTIONS, SCENARIOS. scenario_filters condition the analysis (never full-family extrema). Candidates are ranked over the whole domain (rank 1: highest worst case after, then highest best case after, then candidate_id) before result_limit. pricing.mode NONE, MIDPOINT or LIQUIDATION (walks the L2 book with the taker fee); pricing.max_quote_age_seconds makes older quotes and books stale. Missing market data makes the valuation incomplete, never the payout analysis.',
        tags: ['Evaluation'],
        body: obj(['positions'], {
          positions: arr(
            obj(['position_id', 'instrument', 'position_type', 'quantity'], {
              position_id: id,
              instrument,
              position_type: { type: 'string', enum: [...POSITION_TYPES] },
              quantity: { ...decimal, description: 'strictly positive decimal as text' },
            }),
            { maxItems: LIMITS.positionsMax, description: `at most ${LIMITS.positionsMax}` },
          ),
          candidates: arr(
            obj(['candidate_id', 'trades'], {
              candidate_id: id,
              trades: arr(
                obj(['trade_id', 'instrument', 'quantity_delta'], {
                  trade_id: id,
                  instrument,
                  quantity_delta: { ...decimal, description: 'signed nonzero decimal as text' },
                }),
                { minItems: 1 },
              ),
            }),
            { maxItems: LIMITS.candidatesMax, description: `at most ${LIMITS.candidatesMax}` },
          ),
          scenario_pins: arr({ $ref: 'ScenarioPin#' }),
          include: arr(
            { type: 'string', enum: [...EVALUATION_INCLUDES] },
            { description: 'default [SUMMARY]' },
          ),
          pricing: obj(['mode'], {
            mode: { type: 'string', enum: [...PRICING_MODES] },
            max_quote_age_seconds: {
              type: 'number',
              minimum: 0,
              description: 'absent: no age limit',
            },
          }),
          scenario_filters: arr(
            obj(['family_id', 'scenario_ids'], {
              family_id: id,
              scenario_ids: arr(id, { minItems: 1 }),
            }),
          ),
          result_limit: {
            type: 'integer',
            minimum: 1,
            description: 'candidates returned after ranking',
          },
        }),
        response: { 200: responseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      const ref = (i: Instrument) => ({ outcomeId: i.outcome_id, listingId: i.listing_id });
      const view = await services.evaluation.run({
        positions: b.positions.map((p) => ({
          positionId: p.position_id,
          instrument: ref(p.instrument),
          positionType: p.position_type,
          quantity: p.quantity,
        })),
        candidates: b.candidates?.map((c) => ({
          candidateId: c.candidate_id,
          trades: c.trades.map((t) => ({
            tradeId: t.trade_id,
            instrument: ref(t.instrument),
            quantityDelta: t.quantity_delta,
          })),
        })),
        scenarioPins: b.scenario_pins?.map((p) => ({
          familyId: p.family_id,
          scenarioVersion: p.scenario_version,
        })),
        include: b.include,
        pricing: b.pricing && {
          mode: b.pricing.mode,
          maxQuoteAgeSeconds: b.pricing.max_quote_age_seconds,
        },
        scenarioFilters: b.scenario_filters?.map((f) => ({
          familyId: f.family_id,
          scenarioIds: f.scenario_ids,
        })),
        resultLimit: b.result_limit,
      });
      return evaluationJson(view);
    },
  );
}

/** Quantities must arrive as JSON strings: the validator would coerce 0.1 to "0.1" silently. */
async function decimalsAsText(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null;
  if (typeof body !== 'object' || body === null) return;
  const problems: Problem[] = [];
  const check = (value: unknown, path: string) => {
    if (value !== undefined && typeof value !== 'string')
      problems.push({ path, reason: 'must be a string (decimal values are text, such as "10")' });
  };
  const list = (value: unknown): Record<string, unknown>[] =>
    Array.isArray(value)
      ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
      : [];
  list(body.positions).forEach((p, i) => check(p.quantity, `positions[${i}].quantity`));
  list(body.candidates).forEach((c, ci) =>
    list(c.trades).forEach((t, ti) =>
      check(t.quantity_delta, `candidates[${ci}].trades[${ti}].quantity_delta`),
    ),
  );
  failOnProblems(problems);
  return Promise.resolve();
}

const ext = (e: Extremum) => ({ value: e.value, tie_count: e.tieCount, witnesses: e.witnesses });
const values = (list: { scenarioId: string; value: string }[]) =>
  list.map((v) => ({ scenario_id: v.scenarioId, value: v.value }));
const whole = (w: EvaluationView['baseline']['wholeBook']) => ({ ...w });

export function evaluationJson(view: EvaluationView): Record<string, unknown> {
  return {
    baseline: {
      books: view.baseline.books.map((b) => ({
        family_id: b.familyId,
        scenario_version: b.scenarioVersion,
        payout_currency: b.payoutCurrency,
        conditioned: b.conditioned,
        position_ids: b.positionIds,
        ...(b.min ? { min: ext(b.min) } : {}),
        ...(b.max ? { max: ext(b.max) } : {}),
        ...(b.payouts ? { payouts: values(b.payouts) } : {}),
        ...(b.contributions
          ? {
              contributions: b.contributions.map((c) => ({
                position_id: c.positionId,
                payouts: values(c.payouts),
              })),
            }
          : {}),
      })),
      whole_book: whole(view.baseline.wholeBook),
    },
    candidates: view.candidates.map((c) => ({
      candidate_id: c.candidateId,
      rank: c.rank,
      books: c.books.map((b) => ({
        family_id: b.familyId,
        scenario_version: b.scenarioVersion,
        payout_currency: b.payoutCurrency,
        before: b.before,
        after: b.after,
        delta: b.delta,
        ...(b.payouts
          ? {
              payouts: b.payouts.map((p) => ({
                scenario_id: p.scenarioId,
                before: p.before,
                after: p.after,
                delta: p.delta,
              })),
            }
          : {}),
      })),
      whole_book: whole(c.wholeBook),
    })),
    assignments: view.assignments.map((a) => ({
      position_id: a.positionId,
      family_id: a.familyId,
    })),
    offsets: view.offsets.map((o) => ({
      family_id: o.familyId,
      scenario_version: o.scenarioVersion,
      position_ids: o.positionIds,
      value: o.value,
      explanation: o.explanation,
    })),
    ...(view.scenarios
      ? {
          scenarios: view.scenarios.map((s) => ({
            family_id: s.familyId,
            scenario_version: s.scenarioVersion,
            scenario_ids: s.scenarioIds,
          })),
        }
      : {}),
    valuation: {
      mode: view.valuation.mode,
      complete: view.valuation.complete,
      value: view.valuation.value,
      items: view.valuation.items.map((i) => ({
        position_id: i.positionId,
        listing_id: i.listingId,
        value: i.value,
        warning: i.warning,
      })),
    },
    coverage: {
      positions: view.coverage.positions,
      supported_positions: view.coverage.supportedPositions,
      unsupported: view.coverage.unsupported.map((u) => ({
        position_id: u.positionId,
        outcome_id: u.outcomeId,
        reason: u.reason,
      })),
      unsupported_trades: view.coverage.unsupportedTrades.map((u) => ({
        candidate_id: u.candidateId,
        trade_id: u.tradeId,
        outcome_id: u.outcomeId,
        reason: u.reason,
      })),
      scenario_filters: view.coverage.scenarioFilters.map((f) => ({
        family_id: f.familyId,
        scenario_ids: f.scenarioIds,
      })),
    },
    versions: {
      snapshot_id: view.versions.snapshotId,
      as_of: view.versions.asOf,
      market_versions: view.versions.marketVersions.map((m) => ({
        market_id: m.marketId,
        version: m.version,
      })),
      mapping_versions: view.versions.mappingVersions.map((m) => ({
        listing_id: m.listingId,
        mapping_version: m.mappingVersion,
      })),
      scenario_pins: view.versions.scenarioPins.map((p) => ({
        family_id: p.familyId,
        scenario_version: p.scenarioVersion,
      })),
    },
    warnings: view.warnings.map((w) => ({
      code: w.code,
      message: w.message,
      position_id: w.positionId,
    })),
  };
}
