// The hand labels of the settlement-terms corpus (test/fixtures/terms-corpus/labels/, README.md
// there): the index of every market, the six terms of a stratified sample as the venue's text
// states them, and the labelled same-question pairs across venues. The label values are
// model-neutral; compare-label.ts is the one place that relates them to SettlementTerms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Venue } from '../../src/venues/common/venue-model';
import { kalshiSeriesRecords, TERMS_CORPUS, type CorpusMarket, type Part } from './corpus';

export const LABELS = join(TERMS_CORPUS, 'labels');

export const LABEL_TERMS = [
  'quantity',
  'source',
  'window',
  'boundary',
  'exceptions',
  'yes',
] as const;
export type LabelTerm = (typeof LABEL_TERMS)[number];

export interface IndexEntry {
  file: string;
  venue: Venue;
  id: string;
  event: string | null;
  part: Part;
  category: string;
}

/**
 * The venue's field (`rules_primary`, `event.title`, `event.settlement_sources[0].url`,
 * `series.settlement_sources[0].url`) and a substring of it.
 */
export interface Quote {
  field: string;
  text: string;
}

export interface QuantityLabel {
  kind: 'PRICE' | 'RATE' | 'MEASUREMENT' | 'RESULT';
  /** Normalised entity IDs (src/domain/settlement-terms/reference-data.ts), sorted. */
  entities: string[];
  what: string;
}

export type WindowLabel =
  | { kind: 'INSTANT'; at: string }
  | { kind: 'PERIOD'; start?: string; end: string }
  | { kind: 'EVENT'; event: string };

export interface BoundaryLabel {
  /** BETWEEN_LOWER_INCLUSIVE: [threshold, upper), "between $10b (inclusive) and $15b (exclusive)". */
  comparator:
    '>' | '>=' | '<' | '<=' | '=' | 'BETWEEN_INCLUSIVE' | 'BETWEEN_LOWER_INCLUSIVE' | 'REACHES';
  threshold?: string;
  upper?: string;
  unit?: string;
  /** For REACHES: the stage (COMPETITION_STAGES) and the competitor. */
  stage?: string;
  entity?: string;
}

export interface SourceLabel {
  /** URL host (`www.kalshi.com` → `kalshi.com`) or agency name, lower case. */
  name: string;
  /** Other names of the same source (`weather.gov` for the National Weather Service). */
  also?: string[];
}

/** The exceptional settlements stated: none is `cases: []`. */
export interface ExceptionsLabel {
  cases: {
    case: string;
    payout: 'FIFTY_FIFTY' | 'YES' | 'NO' | 'FAIR_PRICE' | 'OTHER';
    note?: string;
  }[];
}

export interface TermValues {
  quantity: QuantityLabel;
  source: SourceLabel;
  window: WindowLabel;
  boundary: BoundaryLabel;
  exceptions: ExceptionsLabel;
  yes: 'YES' | 'NO';
}

export type TermLabel<T> = { value: T; quotes: Quote[] } | { not_stated: string; quotes: Quote[] };

export interface MarketLabel {
  file: string;
  id: string;
  category: string;
  terms: { [K in LabelTerm]: TermLabel<TermValues[K]> };
  note?: string;
}

export interface PairLabel {
  id: string;
  part: Part;
  kalshi: { file: string; id: string };
  polymarket: { file: string; id: string };
  /** A same-question pair is EQUIVALENT; a near-pair RELATED (with relation) or DIFFERENT. */
  verdict: 'EQUIVALENT' | 'RELATED' | 'DIFFERENT';
  relation: string | null;
  /** The terms that decide the verdict (for DIFFERENT: every differing term). */
  deciding: LabelTerm[];
  why: string;
}

const readLabels = <T>(name: string): T =>
  JSON.parse(readFileSync(join(LABELS, name), 'utf8')) as T;

export function labelIndex(): IndexEntry[] {
  return readLabels<{ markets: IndexEntry[] }>('index.json').markets;
}

export function marketLabels(part: Part): MarketLabel[] {
  return readLabels<{ markets: MarketLabel[] }>(`terms-${part}.json`).markets;
}

export function pairLabels(): PairLabel[] {
  return readLabels<{ pairs: PairLabel[] }>('pairs.json').pairs;
}

/**
 * The value of a field of a recorded market: `name` on the market, `event.name` on its event,
 * `series.name` on the Kalshi series its event names (`series_ticker`) where `reference/` records
 * that series, with `.key` and `[n]` steps into objects and arrays. A string is itself; any other
 * value its JSON text. Undefined when the field is absent.
 */
export function fieldText(m: CorpusMarket, field: string): string | undefined {
  const steps = field.split(/\.|(?=\[)/).filter((s) => s.length > 0);
  let node: unknown = m.market;
  if (steps[0] === 'event') {
    node = m.event;
    steps.shift();
  } else if (steps[0] === 'series') {
    const ticker = m.venue === 'kalshi' ? m.event?.series_ticker : undefined;
    node = typeof ticker === 'string' ? kalshiSeriesRecords().get(ticker) : undefined;
    steps.shift();
  }
  for (const step of steps) {
    if (node === null || node === undefined) return undefined;
    const index = /^\[(\d+)\]$/.exec(step);
    if (index) node = Array.isArray(node) ? node[Number(index[1])] : undefined;
    else node = typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
  }
  if (node === undefined || node === null) return undefined;
  return typeof node === 'string' ? node : JSON.stringify(node);
}

/** What is wrong with a market's labels against its recorded fields: none when well-formed. */
export function labelProblems(label: MarketLabel, market: CorpusMarket | undefined): string[] {
  const where = `${label.file}#${label.id}`;
  if (!market) return [`${where}: no such market in the corpus`];
  const problems: string[] = [];
  for (const term of LABEL_TERMS) {
    const t = label.terms[term] as TermLabel<unknown> | undefined;
    if (!t) {
      problems.push(`${where}: ${term} is not labelled`);
      continue;
    }
    if (!('value' in t) && !('not_stated' in t))
      problems.push(`${where}: ${term} has neither a value nor not_stated`);
    if (!Array.isArray(t.quotes) || t.quotes.length === 0)
      problems.push(`${where}: ${term} quotes no text`);
    for (const q of t.quotes ?? []) {
      const text = fieldText(market, q.field);
      if (text === undefined) problems.push(`${where}: ${term} quotes ${q.field}, which is absent`);
      else if (q.text.length === 0 || !text.includes(q.text))
        problems.push(`${where}: ${term}: "${q.text}" is not in ${q.field}`);
    }
  }
  return problems;
}
