// Settlement terms as data (docs/decisions.md, "Settlement terms"): what decides how a venue
// market settles, each term read from the market's own fields with the text it came from. The
// terms are the five that settlement equivalence needs agreement on (measurement, source,
// observation window, boundary, exceptional settlements) and the side that pays when the stated
// condition holds. A term the reader cannot find is UNKNOWN with the reason, never guessed.
//
// The model lives in the domain because it is also a stored record's part (a market version's
// settlement evidence) and a served resource; the readers that produce it are beside it
// (extract-terms.ts and the read-*.ts it calls), pure text reading over term-inputs.ts.
import type { Venue } from '../value-sets';

/** Where a term was read: the venue's field and the offsets of the quoted text in it. */
export interface Span {
  field: string;
  /** Offsets in UTF-16 code units, as JavaScript's `slice` takes them: end - start = text length. */
  start: number;
  end: number;
  text: string;
}

export const TERM_STATUSES = ['KNOWN', 'UNKNOWN'] as const;
export type TermStatus = (typeof TERM_STATUSES)[number];

export type Term<T> =
  | { status: 'KNOWN'; value: T; spans: Span[] }
  | {
      status: 'UNKNOWN';
      reason: string;
      spans: Span[];
      /**
       * The text states that there is none (docs/decisions.md, "Settlement terms: a term stated
       * as none"): an occurrence compares no threshold. Nothing is missing, so the term counts as
       * read; it still has no value, so it is UNKNOWN and proves no two markets equal.
       */
      statedNone?: true;
    };

export const TERM_NAMES = [
  'quantity',
  'source',
  'window',
  'boundary',
  'exceptions',
  'yes',
] as const;
export type TermName = (typeof TERM_NAMES)[number];

/**
 * PRICE, RATE and MEASUREMENT (a weather station's reading) are numbers a source publishes, so
 * the source is part of what is measured; RESULT is the official result of a named competition,
 * the same whoever reports it.
 */
export const QUANTITY_KINDS = ['PRICE', 'RATE', 'MEASUREMENT', 'RESULT'] as const;
export type QuantityKind = (typeof QUANTITY_KINDS)[number];

/** The measured quantity: what is observed, normalised ("BTC/USD price", "FOMC ... upper bound"). */
export interface Quantity {
  /** The subject the candidates are blocked by ("BTC price", "result of the 2026 FIFA World Cup"). */
  subject: string;
  /** The whole quantity: subject, quote unit and statistic ("BTC/USD 60-second average"). */
  name: string;
  kind: QuantityKind;
}

export const WINDOW_KINDS = ['INSTANT', 'PERIOD', 'EVENT'] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];

/** Instants are ISO 8601 UTC; `zone` is the time zone the venue stated them in. */
export type Window =
  | { kind: 'INSTANT'; at: string; zone: string }
  /** [start, end): an average, a candle, a meeting, a "between ... and ..." period. */
  | { kind: 'PERIOD'; start: string; end: string; zone: string }
  /** A named competition, whenever it is played: its cut-offs are exceptional settlements. */
  | { kind: 'EVENT'; event: string };

/**
 * BETWEEN_INCLUSIVE: [threshold, upper]; BETWEEN_LOWER_INCLUSIVE: [threshold, upper), "between
 * $10b (inclusive) and $15b (exclusive)"; REACHES: a competitor reaches a stage of a competition.
 */
export const COMPARATORS = [
  '>',
  '>=',
  '<',
  '<=',
  '=',
  'BETWEEN_INCLUSIVE',
  'REACHES',
  'BETWEEN_LOWER_INCLUSIVE',
] as const;
export type Comparator = (typeof COMPARATORS)[number];

/** Stages in the order a competitor reaches them: reaching one means reaching those before. */
export const COMPETITION_STAGES = [
  // Among the competitors of the competition at all (Polymarket's "which teams will qualify for
  // the 2026 FIFA World Cup"): every later stage implies it.
  'QUALIFIED',
  'ROUND_OF_32',
  'ROUND_OF_16',
  'QUARTERFINALS',
  'SEMIFINALS',
  'FINAL',
  'WINNER',
] as const;
export type Stage = (typeof COMPETITION_STAGES)[number];

/** The position of a stage in COMPETITION_STAGES: a later stage implies the earlier ones. */
export function stageRank(stage: Stage): number {
  return COMPETITION_STAGES.indexOf(stage);
}

/**
 * How the settled value is rounded before it is compared (docs/decisions.md, "Settlement terms: how
 * a number is settled"): NEAREST, "rounded to the nearest 25 basis points", "to the nearest tenths
 * place"; UP and DOWN, "rounded up to the nearest 25", of the size, as the venues' examples show ("a
 * cut … of 12.5 bps … will be considered to be 25 bps"); AS_PUBLISHED, the source publishes the
 * value to that precision and the value as published is compared ("measures temperatures to whole
 * degrees Fahrenheit … this is the level of precision that will be used"), however it rounds.
 */
export const ROUNDING_MODES = ['NEAREST', 'UP', 'DOWN', 'AS_PUBLISHED'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export interface Rounding {
  /** Exact decimal text: the step the value is rounded to (25, 0.1, 1). */
  step: string;
  /** The step's unit ("bps", "%", "°F"), as the boundary's. */
  unit: string;
  mode: RoundingMode;
}

/** The set of values of the quantity for which the stated condition holds. */
export interface Boundary {
  comparator: Comparator;
  /** Exact decimal text; the lower end for the BETWEEN comparators; absent for REACHES. */
  threshold?: string;
  /** Exact decimal text: the upper end for the BETWEEN comparators. */
  upper?: string;
  /** The stage reached, for REACHES. */
  stage?: Stage;
  /** The competitor, normalised, for REACHES. */
  entity?: string;
  unit: string;
  /**
   * The rounding the rules state for the value compared, where they state one: a bracket of the
   * rounded value is another set of the raw value than the same bracket of the raw value.
   */
  rounding?: Rounding;
}

/** The exceptional settlements stated (rules-text.ts): "none", or their scenario IDs. */
export interface Exceptions {
  rule: string;
}

/** Which outcome of the market pays when the stated condition holds. */
export const YES_SIDES = ['YES', 'NO'] as const;
export type YesSide = (typeof YES_SIDES)[number];

export interface SettlementTerms {
  venue: Venue;
  /** The venue's own market ID: Polymarket market ID or Kalshi ticker. */
  venueMarketId: string;
  conditionId?: string;
  quantity: Term<Quantity>;
  source: Term<string>;
  window: Term<Window>;
  boundary: Term<Boundary>;
  exceptions: Term<Exceptions>;
  yes: Term<YesSide>;
  /**
   * What the proposition is about: the category table it was read by (`game-winner`,
   * `daily-high`, `asset-price`, …; null when none applies) and the entities it measures or
   * asserts, normalised (reference-data.ts), sorted. Candidates are blocked on them.
   */
  category?: string | null;
  entities?: string[];
}

export function known<T>(value: T, spans: Span[]): Term<T> {
  return { status: 'KNOWN', value, spans };
}

export function unknown<T>(reason: string, spans: Span[] = []): Term<T> {
  return { status: 'UNKNOWN', reason, spans };
}

/** A term the text states there is none of, by the nature of its proposition (`statedNone`). */
export function statedNone<T>(reason: string, spans: Span[] = []): Term<T> {
  return { status: 'UNKNOWN', reason, spans, statedNone: true };
}

/** Whether a term is read: KNOWN, or stated as none. */
export function isRead(term: Term<unknown>): boolean {
  return term.status === 'KNOWN' || term.statedNone === true;
}
