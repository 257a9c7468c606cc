// Settlement terms as data (docs/decisions.md, "Settlement terms"): what decides how a venue
// market settles, each term read from the market's own fields with the text it came from. The
// terms are the five that settlement equivalence needs agreement on (measurement, source,
// observation window, boundary, exceptional settlements) and the side that pays when the stated
// condition holds. A term the reader cannot find is UNKNOWN with the reason, never guessed.
import type { Venue, VenueText } from '../venue-model';

/** Where a term was read: the venue's field and the offsets of the quoted text in it. */
export interface Span {
  field: string;
  start: number;
  end: number;
  text: string;
}

export type Term<T> =
  | { status: 'KNOWN'; value: T; spans: Span[] }
  | { status: 'UNKNOWN'; reason: string; spans: Span[] };

export const TERM_NAMES = [
  'quantity',
  'source',
  'window',
  'boundary',
  'exceptions',
  'yes',
] as const;
export type TermName = (typeof TERM_NAMES)[number];

/** The measured quantity: what is observed, normalised ("BTC/USD price", "FOMC ... upper bound"). */
export interface Quantity {
  /** The subject the candidates are blocked by ("BTC price", "result of the 2026 FIFA World Cup"). */
  subject: string;
  /** The whole quantity: subject, quote unit and statistic ("BTC/USD 60-second average"). */
  name: string;
  /**
   * PRICE and RATE are numbers a source publishes, so the source is part of what is measured;
   * RESULT is the official result of a named competition, the same whoever reports it.
   */
  kind: 'PRICE' | 'RATE' | 'RESULT';
}

/** Instants are ISO 8601 UTC; `zone` is the time zone the venue stated them in. */
export type Window =
  | { kind: 'INSTANT'; at: string; zone: string }
  /** [start, end): an average, a candle, a meeting, a "between ... and ..." period. */
  | { kind: 'PERIOD'; start: string; end: string; zone: string }
  /** A named competition, whenever it is played: its cut-offs are exceptional settlements. */
  | { kind: 'EVENT'; event: string };

/** REACHES: a competitor reaches a stage of a competition (the threshold names the stage). */
export type Comparator = '>' | '>=' | '<' | '<=' | '=' | 'BETWEEN_INCLUSIVE' | 'REACHES';

/** The set of values of the quantity for which the stated condition holds. */
export interface Boundary {
  comparator: Comparator;
  /** Exact decimal text; the lower end for BETWEEN_INCLUSIVE. */
  threshold: string;
  /** The upper end for BETWEEN_INCLUSIVE. */
  upper?: string;
  /** The competitor, normalised, for REACHES. */
  entity?: string;
  unit: string;
}

/** The exceptional settlements stated (rules-text.ts): "none", or their scenario IDs. */
export interface Exceptions {
  rule: string;
}

/** Which outcome of the market pays when the stated condition holds. */
export type YesSide = 'YES' | 'NO';

export interface SettlementTerms {
  venue: Venue;
  /** Polymarket market ID or Kalshi ticker. */
  marketId: string;
  conditionId?: string;
  quantity: Term<Quantity>;
  source: Term<string>;
  window: Term<Window>;
  boundary: Term<Boundary>;
  exceptions: Term<Exceptions>;
  yes: Term<YesSide>;
}

export function known<T>(value: T, spans: Span[]): Term<T> {
  return { status: 'KNOWN', value, spans };
}

export function unknown<T>(reason: string, spans: Span[] = []): Term<T> {
  return { status: 'UNKNOWN', reason, spans };
}

/** A regular-expression match in a field as a span (the whole match, or one of its groups). */
export function spanOf(field: VenueText, match: RegExpExecArray, group = 0): Span {
  const text = match[group] ?? match[0];
  const offset = group === 0 ? 0 : match[0].indexOf(text);
  const start = match.index + Math.max(0, offset);
  return { field: field.field, start, end: start + text.length, text };
}

/** The whole of a field as a span (a structured value such as `floor_strike`). */
export function wholeField(field: VenueText): Span {
  return { field: field.field, start: 0, end: field.text.length, text: field.text };
}

/** The first match of the pattern in the fields, in their order. */
export function findIn(
  fields: readonly VenueText[],
  pattern: RegExp,
): { field: VenueText; match: RegExpExecArray } | undefined {
  for (const field of fields) {
    const re = new RegExp(pattern.source, pattern.flags.replace('g', ''));
    const match = re.exec(field.text);
    if (match) return { field, match };
  }
  return undefined;
}

/** Every match of the pattern in the fields. */
export function findAllIn(
  fields: readonly VenueText[],
  pattern: RegExp,
): { field: VenueText; match: RegExpExecArray }[] {
  const out: { field: VenueText; match: RegExpExecArray }[] = [];
  for (const field of fields) {
    const re = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (let m = re.exec(field.text); m; m = re.exec(field.text)) {
      out.push({ field, match: m });
      if (m[0] === '') re.lastIndex++;
    }
  }
  return out;
}
