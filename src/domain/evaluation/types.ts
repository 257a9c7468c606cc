// Inputs and results of the exposure evaluation (docs/architecture.md, "Evaluation", and docs/decisions.md,
// "evaluation response"). Pure data: the service resolves instruments and versions into these.
import type { RowChanges } from './row-changes';
import type { RowShape } from './row-shape';

/** HELD receives the payout, OWED owes it (schema/openapi.yaml, POST /evaluations:run; docs/architecture.md, "Evaluation"). */
export const POSITION_TYPES = ['HELD', 'OWED'] as const;
export type PositionType = (typeof POSITION_TYPES)[number];

/** What an evaluation response includes (SUMMARY by default). */
export const EVALUATION_INCLUDES = ['SUMMARY', 'PAYOUTS', 'CONTRIBUTIONS', 'SCENARIOS'] as const;
export type EvaluationInclude = (typeof EVALUATION_INCLUDES)[number];

/** How positions are valued: not at all, at the quote midpoint, or by walking the L2 book. */
export const PRICING_MODES = ['NONE', 'MIDPOINT', 'LIQUIDATION'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/**
 * Where a candidate trade's price comes from: the request, the quote midpoint, or a walk of the
 * L2 book (docs/decisions.md, "Evaluation: candidates net of their cost").
 */
export const TRADE_PRICE_SOURCES = ['REQUEST', 'MIDPOINT', 'LIQUIDATION'] as const;
export type TradePriceSource = (typeof TRADE_PRICE_SOURCES)[number];

/** Where a candidate trade's fee comes from: the request, or the listing's published TAKER line. */
export const TRADE_FEE_SOURCES = ['REQUEST', 'PUBLISHED'] as const;
export type TradeFeeSource = (typeof TRADE_FEE_SOURCES)[number];

/**
 * What candidates are ranked on: the whole book after each candidate net of its cost, or (when
 * nothing prices the trades) its payouts alone.
 */
export const RANKING_BASES = ['NET_AFTER_COST', 'PAYOUT'] as const;
export type RankingBasis = (typeof RANKING_BASES)[number];

/** Whether the whole book's extrema are exact, a bound, or unavailable (currencies differ). */
export const WHOLE_BOOK_STATUSES = ['EXACT', 'BOUND', 'UNAVAILABLE'] as const;
export type WholeBookStatus = (typeof WHOLE_BOOK_STATUSES)[number];

/** A holding in a book: a position (HELD +, OWED −) or a candidate trade (its signed delta). */
export interface HoldingInput {
  /** position_id, or trade_id for a candidate trade. */
  readonly holdingId: string;
  readonly outcomeId: string;
  /** Signed decimal text: + receives the payout, − owes it. Never zero. */
  readonly quantity: string;
}

/** One family matrix: a family version, or an INDEPENDENT joint scope of several. */
export interface BookInput {
  /** Unique book key (family or joint scope ID, version, currency). */
  readonly key: string;
  /** The family ID, or the joint scope's family IDs joined with "+". */
  readonly familyId: string;
  readonly scenarioVersion: string;
  /** The families the book's scenarios range over (one, or the joint scope's). */
  readonly memberFamilyIds: readonly string[];
  readonly payoutCurrency: string | null;
  /** The scenario domain used (after any scenario filter), in published order. */
  readonly scenarioIds: readonly string[];
  /** Whether a scenario filter narrowed the domain (the analysis is then conditional). */
  readonly conditioned: boolean;
  /**
   * Per-unit payouts of every outcome a holding or trade names, aligned with scenarioIds: texts,
   * or compiled once (payout-rows.ts).
   */
  readonly payouts: ReadonlyMap<string, PayoutRow>;
  readonly holdings: readonly HoldingInput[];
}

export interface CandidateInput {
  readonly candidateId: string;
  /** Trades by book key; a package applied together. */
  readonly trades: ReadonlyMap<string, readonly HoldingInput[]>;
  /**
   * What the package costs (quantity × price + fees, decimal text; negative when it receives
   * more than it pays), by book key: null when a trade of it could not be priced.
   */
  readonly costs?: ReadonlyMap<string, string> | null;
}

export interface EvaluationInput {
  readonly books: readonly BookInput[];
  readonly candidates: readonly CandidateInput[];
  /** Family sets a catalog joint scope declares INDEPENDENT. */
  readonly independentSets: readonly (readonly string[])[];
  readonly include: {
    readonly payouts: boolean;
    readonly contributions: boolean;
  };
  /** Candidates returned after ranking (all when absent). */
  readonly resultLimit?: number | undefined;
  /** PAYOUT when absent: rank on the whole book after the candidate, its cost unknown. */
  readonly rankingBasis?: RankingBasis | undefined;
}

export interface Extremum {
  value: string;
  tieCount: number;
  /** Scenarios where the extremum is reached, in domain order, at most WITNESS_LIMIT. */
  witnesses: string[];
}

export interface ScenarioValue {
  scenarioId: string;
  value: string;
}

export interface BookResult {
  familyId: string;
  scenarioVersion: string;
  payoutCurrency: string | null;
  conditioned: boolean;
  positionIds: string[];
  min: Extremum;
  max: Extremum;
  payouts?: ScenarioValue[];
  contributions?: { positionId: string; payouts: ScenarioValue[] }[];
}

export interface WholeBook {
  status: WholeBookStatus;
  min: string | null;
  max: string | null;
  explanation: string;
}

export interface MinMax {
  min: string;
  max: string;
}

export interface CandidateBookResult {
  familyId: string;
  scenarioVersion: string;
  payoutCurrency: string | null;
  before: MinMax;
  after: MinMax;
  delta: MinMax;
  /** What the candidate's trades in this book cost ("0" without any); null when not priced. */
  cost: string | null;
  /** after − cost: the book's worst and best case net of the cost; null when not priced. */
  netAfter: MinMax | null;
  payouts?: {
    scenarioId: string;
    before: string;
    after: string;
    delta: string;
    /** after − cost. */
    netAfter: string | null;
    /** delta − cost: what the trades pay in the scenario minus what they cost. */
    netDelta: string | null;
  }[];
}

export interface CandidateResult {
  candidateId: string;
  rank: number;
  books: CandidateBookResult[];
  wholeBook: WholeBook;
  /** The whole book after the candidate net of its cost; UNAVAILABLE when it is not priced. */
  netWholeBook: WholeBook;
}

export interface OffsetResult {
  familyId: string;
  scenarioVersion: string;
  positionIds: string[];
  value: string;
  explanation: string;
}

export interface EvaluationResult {
  books: BookResult[];
  wholeBook: WholeBook;
  candidates: CandidateResult[];
  offsets: OffsetResult[];
}

/** A payout row compiled once into exact scaled integers (payout-rows.ts). */
export interface CompiledRow {
  /** Fractional digits the values are scaled to (the most of any text of the row). */
  readonly digits: number;
  /** Each payout × 10^digits, exact; null when some payout is not exact in a float64. */
  readonly values: Float64Array | null;
  /** The largest |value| (0 when values is null). */
  readonly maxAbs: number;
  /** The texts, kept only when values is null (the engine then parses them to BigInt). */
  readonly texts: readonly string[] | null;
  /** The primitive shape of the values (row-shape.ts); null when values is null or constant. */
  readonly shape: RowShape | null;
  /** Where the values change (row-changes.ts); null when values is null or they change often. */
  readonly changes: RowChanges | null;
}

/** A payout row as a book carries it: its texts, or compiled. */
export type PayoutRow = readonly string[] | CompiledRow;
