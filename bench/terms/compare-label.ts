// The one place that relates a model-neutral hand label (labels.ts) to a SettlementTerms term
// (src/domain/settlement-terms/settlement-terms.ts). Everything else in the measurement reads only
// labels or only terms. The model's values are read defensively (fields it may gain, such as
// `entities`, are used when present), so that the measurement runs on any version of the readers.
import Decimal from 'decimal.js';
import { zonedToUtc } from '../../src/domain/settlement-terms/grammar/dates';
import { SOURCE_NAMES } from '../../src/domain/settlement-terms/grammar/source-names';
import type { SettlementTerms } from '../../src/domain/settlement-terms/settlement-terms';
import type {
  BoundaryLabel,
  ExceptionsLabel,
  LabelTerm,
  QuantityLabel,
  Quote,
  SourceLabel,
  TermLabel,
  TermValues,
  WindowLabel,
} from './labels';

export type Outcome =
  /** KNOWN and equal to the label, or UNKNOWN where the label says the text does not state it. */
  | 'RIGHT'
  /** KNOWN and different from the label (or KNOWN where the text does not state it). */
  | 'WRONG'
  /** UNKNOWN where the label has a value. */
  | 'UNREAD';

export interface TermComparison {
  outcome: Outcome;
  known: boolean;
  /** The read value as compared, for the WRONG list. */
  read: string;
  /** The label as compared. */
  label: string;
  /** Why it is WRONG, or what could not be checked ("entities not given"). */
  note: string;
}

type Obj = Record<string, unknown>;
const str = (v: unknown): string =>
  typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v);

function sameInstant(a: unknown, b: string | undefined): boolean {
  if (b === undefined) return true;
  if (typeof a !== 'string') return false;
  const x = Date.parse(a);
  const y = Date.parse(b);
  return Number.isFinite(x) && x === y;
}

function sameNumber(a: unknown, b: string | undefined): boolean {
  if (b === undefined) return a === undefined || a === null;
  if (typeof a !== 'string' && typeof a !== 'number') return false;
  try {
    return new Decimal(String(a).replace(/,/g, '')).equals(new Decimal(b));
  } catch {
    // A named outcome ("TIE") rather than a number.
    return String(a).trim().toLowerCase() === b.trim().toLowerCase();
  }
}

/** Units written differently that mean the same ("$", "USD"; "°F", "degrees Fahrenheit"). */
const UNIT_NAMES: Readonly<Record<string, string>> = {
  $: 'usd',
  usd: 'usd',
  dollars: 'usd',
  'us dollars': 'usd',
  '°f': 'f',
  f: 'f',
  fahrenheit: 'f',
  'degrees fahrenheit': 'f',
  '°c': 'c',
  c: 'c',
  celsius: 'c',
  '%': 'percent',
  percent: 'percent',
  'percentage points': 'percent',
};
const unitKey = (u: string): string => {
  const k = u.trim().toLowerCase();
  return UNIT_NAMES[k] ?? k;
};

/**
 * An election's entities as compared: its candidates (`person:`, `party:`) only. The race an
 * election fills is named by the quantity and the window's event ("2028 Democratic Party
 * nomination for U.S. president", "the 2026 Texas Republican Senate Primary"), in words that do
 * not give one office across texts, and the tuning labels of elections name the candidate only;
 * an office is compared where it is what the proposition is about (an office's next holder). A
 * party's win of a state's seat or governorship (`office-party`) is an election: its party is the
 * candidate, the office the race it fills.
 * docs/decisions.md, "Settlement terms: the game the event names, parliaments' seats, counted
 * mentions, qualifying, elections' candidates".
 */
const ELECTION_CATEGORIES = new Set(['election-winner', 'office-party']);
const CANDIDATE = /^(?:person|party):/;

function comparedEntities(ids: readonly string[], terms: SettlementTerms): string[] {
  const election = ELECTION_CATEGORIES.has(terms.category ?? '');
  return [...new Set(election ? ids.filter((id) => CANDIDATE.test(id)) : ids)].sort();
}

function compareQuantity(v: Obj, label: QuantityLabel, terms: SettlementTerms): [boolean, string] {
  if (v.kind !== label.kind) return [false, `kind ${str(v.kind)} against ${label.kind}`];
  const entities = terms.entities;
  if (!entities || entities.length === 0) return [true, 'entities not given: kind compared only'];
  const read = comparedEntities(entities, terms);
  const want = comparedEntities(label.entities, terms);
  // A label without entities names none it could normalise with confidence.
  if (want.length === 0) return [true, 'entities not labelled: kind compared only'];
  if (read.join(',') !== want.join(','))
    return [false, `entities ${read.join(',')} against ${want.join(',')}`];
  return [true, ''];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The calendar dates a label's event names, as y, m, d: one ("FOMC meeting of Apr 28, 2027"), or
 * each day of a meeting held over two or three ("FOMC meeting of December 8-9, 2026").
 */
function eventDates(event: string): [number, number, number][] | undefined {
  const named = /\b([A-Za-z]{3})[a-z]*\.? (\d{1,2})(?: ?[-\u2013] ?(\d{1,2}))?,? (\d{4})\b/.exec(
    event,
  );
  const month = named ? MONTHS.indexOf(named[1]!.toLowerCase()) : -1;
  if (named && month >= 0) {
    const year = Number(named[4]);
    const first = Number(named[2]);
    const last = named[3] === undefined ? first : Number(named[3]);
    if (last < first || last - first > 2) return undefined;
    const days: [number, number, number][] = [];
    for (let d = first; d <= last; d++) days.push([year, month + 1, d]);
    return days;
  }
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(event);
  return iso ? [[Number(iso[1]), Number(iso[2]), Number(iso[3])]] : undefined;
}

const DAY_MS = 86_400_000;

/**
 * A dated event (an FOMC meeting "Apr 28, 2027", "December 8-9, 2026") that the reader gives as
 * the PERIOD of its days: whole days, at most three, holding every date the label's event names. The labels write such a
 * meeting as an EVENT, the reader as its days, which is what blocks and compares markets by day
 * (docs/decisions.md, "Settlement terms: conventions of the measurement").
 */
function periodOfDatedEvent(v: Obj, event: string): boolean {
  const dates = eventDates(event);
  const start = typeof v.start === 'string' ? Date.parse(v.start) : NaN;
  const end = typeof v.end === 'string' ? Date.parse(v.end) : NaN;
  if (!dates || !Number.isFinite(start) || !Number.isFinite(end)) return false;
  const length = end - start;
  if (length <= 0 || length > 3 * DAY_MS || length % DAY_MS !== 0) return false;
  // Every day the label names is one of the period's: the whole day in the reading's own zone
  // (Wellington's day of a decision is UTC+13 in February), or, where the reading names none,
  // noon UTC, which lies in that day in every zone from UTC-11 to UTC+11.
  const zone = typeof v.zone === 'string' ? v.zone : undefined;
  return dates.every(([y, m, d]) => {
    if (zone === undefined) {
      const noon = Date.UTC(y, m - 1, d, 12);
      return start <= noon && noon < end;
    }
    const dayStart = Date.parse(zonedToUtc(y, m, d, 0, 0, zone));
    return start <= dayStart && Date.parse(zonedToUtc(y, m, d + 1, 0, 0, zone)) <= end;
  });
}

/**
 * "by June 30, 2025, 11:59 PM ET", "between … and December 31, 2025, 11:59 PM ET": the labels end
 * such a period at the stated minute, the reader keeps that minute in the window ([opening,
 * 12:00 AM)), as it keeps the day of "by June 30". "11:59PM", written without a space, is the same
 * time of day.
 */
function byStatedMinute(quotes: readonly Quote[]): boolean {
  return quotes.some((q) =>
    /\b(?:by|and|through|until)\b[^.]{0,80}?\b\d{1,2}:\d{2}(?![0-9])/i.test(q.text),
  );
}

function compareWindow(v: Obj, label: WindowLabel, quotes: readonly Quote[]): [boolean, string] {
  if (label.kind === 'EVENT' && v.kind === 'PERIOD' && periodOfDatedEvent(v, label.event))
    return [true, 'a dated event read as the days it is held'];
  if (v.kind !== label.kind) return [false, `kind ${str(v.kind)} against ${label.kind}`];
  switch (label.kind) {
    case 'INSTANT':
      return sameInstant(v.at, label.at)
        ? [true, '']
        : [false, `at ${str(v.at)} against ${label.at}`];
    case 'PERIOD': {
      const minuteAfter = new Date(Date.parse(label.end) + 60_000).toISOString();
      const endsRight =
        sameInstant(v.end, label.end) ||
        (byStatedMinute(quotes) && sameInstant(v.end, minuteAfter));
      if (!endsRight) return [false, `end ${str(v.end)} against ${label.end}`];
      if (!sameInstant(v.start, label.start))
        return [false, `start ${str(v.start)} against ${label.start ?? ''}`];
      return [true, label.start === undefined ? 'start not stated: end compared only' : ''];
    }
    case 'EVENT':
      return [true, 'event names are free text: kind compared only'];
  }
}

/**
 * Units whose values are counts: "more than 43.5 points" and "44 or more points" are one set of
 * results, and the readers write a count's line in whole numbers (docs/decisions.md, "NFL point
 * totals"), so a label's half line is compared in that form.
 */
const COUNT_UNITS = new Set([
  'points',
  'runs',
  'goals',
  'strikeouts',
  'total bases',
  'hits',
  'rebounds',
  'assists',
  'yards',
  'touchdowns',
]);

function wholeLabel(v: Obj, label: BoundaryLabel): BoundaryLabel {
  const counted = [v.unit, label.unit].some(
    (u) => typeof u === 'string' && COUNT_UNITS.has(u.trim().toLowerCase()),
  );
  if (!counted || label.threshold === undefined || label.upper !== undefined) return label;
  let t: Decimal;
  try {
    t = new Decimal(label.threshold);
  } catch {
    return label;
  }
  if (t.isInteger()) return label;
  if (label.comparator === '>' || label.comparator === '>=')
    return { ...label, comparator: '>=', threshold: t.ceil().toString() };
  if (label.comparator === '<' || label.comparator === '<=')
    return { ...label, comparator: '<=', threshold: t.floor().toString() };
  return label;
}

/** A named outcome labelled `= TIE` is the reading's outcome reaching WINNER (`outcome:tie`). */
function namedOutcome(v: Obj, label: BoundaryLabel): boolean {
  return (
    label.comparator === '=' &&
    label.threshold !== undefined &&
    !/^-?\d/.test(label.threshold) &&
    v.comparator === 'REACHES' &&
    v.stage === 'WINNER' &&
    v.entity === `outcome:${label.threshold.trim().toLowerCase()}`
  );
}

function compareBoundary(v: Obj, given: BoundaryLabel): [boolean, string] {
  if (namedOutcome(v, given)) return [true, ''];
  const label = wholeLabel(v, given);
  if (v.comparator !== label.comparator)
    return [false, `comparator ${str(v.comparator)} against ${label.comparator}`];
  if (label.comparator === 'REACHES') {
    if (label.stage !== undefined && v.stage !== label.stage)
      return [false, `stage ${str(v.stage)} against ${label.stage}`];
    return [true, ''];
  }
  // The labels write an Up/Down market as "end price >= START" (the window's start price); the
  // model measures the change over the window against 0. The two say the same.
  const startPrice = label.threshold?.trim().toUpperCase() === 'START';
  if (startPrice ? !sameNumber(v.threshold, '0') : !sameNumber(v.threshold, label.threshold))
    return [false, `threshold ${str(v.threshold)} against ${label.threshold ?? ''}`];
  if (label.upper !== undefined && !sameNumber(v.upper, label.upper))
    return [false, `upper ${str(v.upper)} against ${label.upper}`];
  // Units are compared where both are ones this table knows; "°" alone names no scale.
  if (
    label.unit &&
    typeof v.unit === 'string' &&
    UNIT_NAMES[v.unit.trim().toLowerCase()] !== undefined &&
    UNIT_NAMES[label.unit.trim().toLowerCase()] !== undefined &&
    unitKey(v.unit) !== unitKey(label.unit)
  )
    return [false, `unit ${v.unit} against ${label.unit}`];
  return [true, ''];
}

const hostish = (s: string): string =>
  s
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .trim();

/** One source written by its name or its site: each is compared by its key here. */
const SOURCE_KEYS: Readonly<Record<string, string>> = {
  'weather underground': 'wunderground',
  wunderground: 'wunderground',
  'wunderground.com': 'wunderground',
  'national weather service': 'nws',
  nws: 'nws',
  'weather.gov': 'nws',
  nato: 'nato',
  'nato.int': 'nato',
  'north atlantic treaty organization': 'nato',
};
const sourceKey = (s: string): string => SOURCE_KEYS[hostish(s)] ?? hostish(s);

/**
 * The readers name a source by its name and the labels by its site where the text gives one
 * ("NFL" for https://www.nfl.com/): a read name names a labelled site when the readers' own table
 * of sources (grammar/source-names.ts) gives that site as the name's.
 */
function sitesOf(read: string): string[] {
  return read
    .split(' + ')
    .flatMap(
      (name) =>
        SOURCE_NAMES.find((s) => s.name.toLowerCase() === name.trim().toLowerCase())?.hosts ?? [],
    );
}

function compareSource(v: unknown, label: SourceLabel): [boolean, string] {
  const read = hostish(str(v));
  const names = [label.name, ...(label.also ?? [])];
  const sites = sitesOf(str(v));
  const hit = names.some(
    (n) =>
      read.includes(hostish(n)) ||
      sourceKey(read) === sourceKey(n) ||
      sites.some((h) => hostish(n) === h || hostish(n).startsWith(`${h}/`)),
  );
  return hit ? [true, ''] : [false, `${str(v)} does not name ${names.join(' or ')}`];
}

/** The model's exceptions rule (rules-text.ts): "none", scenario IDs joined, or "ambiguous". */
const SCENARIO: Readonly<Record<string, string>> = {
  FIFTY_FIFTY: 'void-50-50',
  NO: 'void-no',
  YES: 'void-yes',
  FAIR_PRICE: 'void-fair-price',
  OTHER: 'void-other',
};
const scenarioOf = (c: ExceptionsLabel['cases'][number]): string =>
  /\btie\b|\bdraw\b/i.test(c.case) && c.payout === 'FIFTY_FIFTY'
    ? 'tie-50-50'
    : (SCENARIO[c.payout] ?? c.payout.toLowerCase());

function compareExceptions(v: Obj, label: ExceptionsLabel): [boolean, string] {
  const rule = str(v.rule);
  const want = [...new Set(label.cases.map(scenarioOf))].sort();
  const read =
    rule === 'none' || rule === ''
      ? []
      : rule
          .split(/[\s,;+]+/)
          .filter((s) => s.length > 0)
          .sort();
  if (want.join(',') === [...new Set(read)].join(',')) return [true, ''];
  return [false, `rule "${rule}" against ${want.length === 0 ? 'none' : want.join(',')}`];
}

function compareValue(
  term: LabelTerm,
  value: unknown,
  label: TermValues[LabelTerm],
  terms: SettlementTerms,
  quotes: readonly Quote[],
): [boolean, string] {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Obj;
  switch (term) {
    case 'quantity':
      return compareQuantity(v, label as QuantityLabel, terms);
    case 'window':
      return compareWindow(v, label as WindowLabel, quotes);
    case 'boundary':
      return compareBoundary(v, label as BoundaryLabel);
    case 'source':
      return compareSource(value, label as SourceLabel);
    case 'exceptions':
      return compareExceptions(v, label as ExceptionsLabel);
    case 'yes':
      return value === label ? [true, ''] : [false, `${str(value)} against ${str(label)}`];
  }
}

/**
 * Whether a reading has the term: KNOWN, or UNKNOWN because the text states there is none
 * (`statedNone`, docs/term-reading.md "What the numbers mean").
 */
export function termRead(t: { status: string; statedNone?: boolean } | undefined): boolean {
  return t !== undefined && (t.status === 'KNOWN' || t.statedNone === true);
}

/**
 * A mention's boundary labelled as a count of at least one (`>= 1` or `> 0` times) is the term
 * said, which the readers state as no threshold (an occurrence): "says Tariff" and "says Tariff at
 * least once" are one condition. The tuning labels write it `not_stated` ("the term being said is
 * the condition"); both forms are taken (docs/decisions.md, "Settlement terms: a mention's
 * boundary, a condition broken over lines").
 */
function saidOnce(
  terms: SettlementTerms | undefined,
  label: TermLabel<TermValues[LabelTerm]>,
): boolean {
  if (terms?.category !== 'mentions' || !('value' in label)) return false;
  const b = label.value as BoundaryLabel;
  const unit = b.unit?.trim().toLowerCase();
  if (unit !== undefined && unit !== 'times' && unit !== 'time' && unit !== 'mentions')
    return false;
  if (b.upper !== undefined) return false;
  return (
    (b.comparator === '>=' && sameNumber('1', b.threshold)) ||
    (b.comparator === '>' && sameNumber('0', b.threshold))
  );
}

/** One term of a market's reading against its label. */
export function compareTerm(
  terms: SettlementTerms | undefined,
  term: LabelTerm,
  label: TermLabel<TermValues[LabelTerm]>,
): TermComparison {
  const labelText = 'value' in label ? str(label.value) : `not stated (${label.not_stated})`;
  const t = terms?.[term] as
    { status: string; value?: unknown; reason?: string; statedNone?: boolean } | undefined;
  if (!t || t.status !== 'KNOWN') {
    const reason = t?.reason ?? 'market not read';
    // Stated as none (settlement-terms.ts, `statedNone`): read, and right only where the label
    // too says the text states no such term.
    if (t?.statedNone === true && term === 'boundary' && saidOnce(terms, label))
      return {
        outcome: 'RIGHT',
        known: true,
        read: `none: ${reason}`,
        label: labelText,
        note: 'a term said is said at least once',
      };
    if (t?.statedNone === true)
      return 'value' in label
        ? {
            outcome: 'WRONG',
            known: true,
            read: `none: ${reason}`,
            label: labelText,
            note: 'read as stated none where the text states the term',
          }
        : { outcome: 'RIGHT', known: true, read: `none: ${reason}`, label: labelText, note: '' };
    return 'value' in label
      ? { outcome: 'UNREAD', known: false, read: `UNKNOWN: ${reason}`, label: labelText, note: '' }
      : { outcome: 'RIGHT', known: false, read: `UNKNOWN: ${reason}`, label: labelText, note: '' };
  }
  const read = str(t.value);
  if (!('value' in label))
    return {
      outcome: 'WRONG',
      known: true,
      read,
      label: labelText,
      note: 'read a term the text does not state',
    };
  const [equal, note] = compareValue(term, t.value, label.value, terms!, label.quotes);
  return { outcome: equal ? 'RIGHT' : 'WRONG', known: true, read, label: labelText, note };
}
