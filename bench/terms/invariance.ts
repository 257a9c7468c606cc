// An invariance audit of the term readers (docs/decisions.md, "Settlement terms: an invariance
// audit of the readers"), the mirror of the metamorphic audit (metamorphic.ts): each labelled
// tuning market whose terms are read right is read again with its text written another way that
// keeps its meaning: a date or a time in another of the forms venues write, a number with or
// without its thousands separators and trailing zeros, an asset or team by another of its names,
// a verb by a synonym venues use, the source sentence moved, whitespace, line breaks and quote
// styles. Every term read right must read the same: a term that turns UNKNOWN or changes is a
// defect of the reader that read it.
import { ASSETS } from '../../src/domain/settlement-terms/entities/assets';
import { LEAGUE_TEAMS } from '../../src/domain/settlement-terms/entities/league-teams';
import { MONTHS as MONTH_NAMES } from '../../src/domain/settlement-terms/grammar/calendar-periods';
import type { Term, TermName } from '../../src/domain/settlement-terms/settlement-terms';
import { marketKey, readVariant } from './corpus';
import type { AuditBase } from './metamorphic';

type Obj = Record<string, unknown>;

export const VARIANT_KINDS = [
  'date-short-month',
  'date-day-first',
  'date-ordinal',
  'date-numeric',
  'time-compact',
  'time-24h',
  'time-minutes',
  'number-separators',
  'number-zeros',
  'alias',
  'verb',
  'reorder',
  'spaces',
  'line-breaks',
  'quotes',
] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

/**
 * OK: the same reading. WORDING: another value only in the venue's own words a term keeps as
 * free text (an event's or quantity's `name`, `subject`, `event`: "Mar 25" for "March 25"): no
 * defect. UNKNOWN: a term read right is now unread. CHANGED: any other value.
 */
export type InvarianceVerdict = 'OK' | 'WORDING' | 'UNKNOWN' | 'CHANGED';

/** The defects: a term read right that the other wording leaves unread or reads otherwise. */
export const isDefect = (f: InvarianceFinding): boolean =>
  f.verdict === 'UNKNOWN' || f.verdict === 'CHANGED';

/** The fields of a term's value that hold the venue's own words rather than what it reads. */
const FREE_TEXT = new Set(['name', 'subject', 'event']);
const readPart = (t: Term<unknown>): string =>
  JSON.stringify(t.status === 'KNOWN' ? t.value : null, (k, v: unknown) =>
    FREE_TEXT.has(k) ? undefined : v,
  );

export interface InvarianceFinding {
  key: string;
  kind: VariantKind;
  /** The variant's form (`Dec 5, 2026`). */
  form: string;
  term: TermName;
  /** The category table that read the market before the variant (`none` where none did). */
  reader: string;
  verdict: InvarianceVerdict;
  before: string;
  after: string;
}

/** A copy of the market and event written another way, with the same meaning. */
export interface Variant {
  kind: VariantKind;
  /** Which of the kind's forms (`Dec 5, 2026`), for the listing. */
  form: string;
  market: Obj;
  event: Obj | null;
}

// Identifiers, machine fields and Gamma's JSON-in-a-string lists are left as recorded: only the
// prose a venue writes (a text with a space in it) is written another way.
const KEPT = new Set([
  'ticker',
  'event_ticker',
  'series_ticker',
  'id',
  'slug',
  'conditionId',
  'clobTokenIds',
  'questionID',
  'image',
  'icon',
  'market_id',
  'outcomes',
  'outcomePrices',
  'strike_type',
]);

function mapProse(v: unknown, f: (s: string) => string, key = ''): unknown {
  if (typeof v === 'string') return KEPT.has(key) || !/\s/.test(v) ? v : f(v);
  if (Array.isArray(v)) return v.map((x) => mapProse(x, f, key));
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Obj).map(([k, x]) => [k, KEPT.has(k) ? x : mapProse(x, f, k)]),
    );
  return v;
}

/** Every prose text of the market and its event mapped by `f`; undefined where none changed. */
function everywhere(
  b: AuditBase,
  kind: VariantKind,
  form: string,
  f: (s: string) => string,
): Variant | undefined {
  const m = b.market;
  const market = mapProse(m.market, f) as Obj;
  const event = m.event ? (mapProse(m.event, f) as Obj) : null;
  const changed =
    JSON.stringify(market) !== JSON.stringify(m.market) ||
    JSON.stringify(event) !== JSON.stringify(m.event);
  return changed ? { kind, form, market, event } : undefined;
}

const RULE_KEYS = ['rules_primary', 'description'];

/** The market's main rules text mapped by `f` only; undefined where nothing changed. */
function inRules(b: AuditBase, kind: VariantKind, form: string, f: (s: string) => string) {
  for (const k of RULE_KEYS) {
    const s = b.market.market[k];
    if (typeof s === 'string' && s !== '') {
      const out = f(s);
      if (out === s) return undefined;
      return { kind, form, market: { ...b.market.market, [k]: out }, event: b.market.event };
    }
  }
  return undefined;
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cap = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

// ---- dates ---------------------------------------------------------------------------------

const MONTHS = MONTH_NAMES.map(cap);
const SHORT: Record<string, number> = {};
MONTHS.forEach((m, i) => {
  SHORT[m] = i;
  SHORT[m.slice(0, 3)] = i;
});
SHORT.Sept = 8;
/** "December 5, 2026", "Dec. 5th, 2026", "December 5": never a range of days ("February 2-8"). */
const MONTH_DAY = new RegExp(
  `\\b(${Object.keys(SHORT)
    .sort((a, b) => b.length - a.length)
    .join('|')})(\\.?) (\\d{1,2})(?:st|nd|rd|th)?(?![\\d\\-–:])(?:(,?) (\\d{4})\\b)?(?![\\-–]\\d)`,
  'g',
);
const ordinal = (n: number): string =>
  n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th';

type DateForm = (month: number, day: number, year: string | undefined) => string | undefined;

function rewriteDates(s: string, form: DateForm): string {
  return s.replace(MONTH_DAY, (hit, month: string, _dot, day: string, _c, year?: string) => {
    const d = Number(day);
    if (d < 1 || d > 31) return hit;
    return form(SHORT[month]!, d, year) ?? hit;
  });
}

const DATE_FORMS: [VariantKind, string, DateForm][] = [
  // A full name shortened, a short one written in full.
  [
    'date-short-month',
    'Dec 5, 2026',
    (m, d, y) => `${MONTHS[m]!.slice(0, 3)} ${d}${y ? `, ${y}` : ''}`,
  ],
  ['date-short-month', 'December 5, 2026', (m, d, y) => `${MONTHS[m]} ${d}${y ? `, ${y}` : ''}`],
  ['date-day-first', '5 December 2026', (m, d, y) => `${d} ${MONTHS[m]}${y ? ` ${y}` : ''}`],
  [
    'date-ordinal',
    'Dec. 5th, 2026',
    (m, d, y) => `${MONTHS[m]!.slice(0, 3)}. ${d}${ordinal(d)}${y ? `, ${y}` : ''}`,
  ],
  // Both venues write the month first; a day after the 12th is read one way in any convention.
  [
    'date-numeric',
    '12/15/2026',
    (m, d, y) =>
      y && d > 12
        ? `${String(m + 1).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`
        : undefined,
  ],
];

function dateVariants(b: AuditBase): Variant[] {
  const out: Variant[] = [];
  for (const [kind, form, f] of DATE_FORMS) {
    const v = everywhere(b, kind, form, (s) => rewriteDates(s, f));
    if (v && !out.some((o) => JSON.stringify(o.market) === JSON.stringify(v.market))) out.push(v);
  }
  return out;
}

// ---- times ---------------------------------------------------------------------------------

/** "11:59 PM", "11:59 p.m.", "11:59pm", "5 PM": never inside a longer number. */
const TIME = /(?<![\d:.])(\d{1,2})(?::(\d{2}))? ?([AaPp])\.?[Mm]\.?(?![A-Za-z])/g;

function rewriteTimes(
  s: string,
  form: (h: number, min: string | undefined, pm: boolean) => string,
) {
  return s.replace(TIME, (hit, h: string, min: string | undefined, ap: string) => {
    const hour = Number(h);
    if (hour < 1 || hour > 12) return hit;
    return form(hour, min, ap.toLowerCase() === 'p');
  });
}

const TIME_FORMS: [
  VariantKind,
  string,
  (h: number, min: string | undefined, pm: boolean) => string,
][] = [
  ['time-compact', '11:59pm', (h, min, pm) => `${h}${min ? `:${min}` : ''}${pm ? 'pm' : 'am'}`],
  [
    'time-24h',
    '23:59',
    (h, min, pm) => `${String((h % 12) + (pm ? 12 : 0)).padStart(2, '0')}:${min ?? '00'}`,
  ],
  // Whole hours with and without their minutes.
  [
    'time-minutes',
    '5 PM / 5:00 PM',
    (h, min, pm) =>
      `${h}${min === undefined ? ':00' : min === '00' ? '' : `:${min}`} ${pm ? 'PM' : 'AM'}`,
  ],
];

function timeVariants(b: AuditBase): Variant[] {
  const out: Variant[] = [];
  for (const [kind, form, f] of TIME_FORMS) {
    const v = everywhere(b, kind, form, (s) => rewriteTimes(s, f));
    if (v) out.push(v);
  }
  return out;
}

// ---- numbers -------------------------------------------------------------------------------

const GROUPED = /(?<![\w.,:/])(\d{1,3}(?:,\d{3})+)(?![\w,]|\.\d)/g;
const withCommas = (int: string): string => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
// Five digits and more (a four-digit number may be a year), or an amount of money.
const UNGROUPED = /(?<![\w.,:/-])(\$?)(\d{5,}|(?<=\$)\d{4})(?![\w,:/-]|\.\d)/g;
const ZEROS = /(?<![\w.,:/])(\d[\d,]*)\.(\d*?)0+(?![\w,:]|\.\d)/g;
const DOLLARS = /(?<![\w.,:/])\$(\d[\d,]*)(?![\w,:]|\.\d)/g;

function numberVariants(b: AuditBase): Variant[] {
  const out: Variant[] = [];
  const drop = everywhere(b, 'number-separators', '7000', (s) =>
    s.replace(GROUPED, (hit) => hit.replace(/,/g, '')),
  );
  if (drop) out.push(drop);
  const add = everywhere(b, 'number-separators', '7,000', (s) =>
    s.replace(UNGROUPED, (_h, sign: string, d: string) => `${sign}${withCommas(d)}`),
  );
  if (add) out.push(add);
  const strip = everywhere(b, 'number-zeros', '3.5', (s) =>
    s.replace(ZEROS, (_h, int: string, frac: string) => (frac === '' ? int : `${int}.${frac}`)),
  );
  if (strip) out.push(strip);
  const cents = everywhere(b, 'number-zeros', '$7,000.00', (s) =>
    s.replace(DOLLARS, (_h, d: string) => `$${d}.00`),
  );
  if (cents) out.push(cents);
  return out;
}

// ---- aliases -------------------------------------------------------------------------------

// A name in quotes is an outcome's name ("resolve to “76ers”"), which must stay the outcome's.
const NOT_AFTER = `(?<![\\w/"“'‘-])`;
const wordPattern = (names: readonly string[]): RegExp =>
  new RegExp(
    `${NOT_AFTER}(${[...names]
      .sort((x, y) => y.length - x.length)
      .map(esc)
      .join('|')})(?![\\w/-])`,
    'gi',
  );

function aliasVariants(b: AuditBase): Variant[] {
  const out: Variant[] = [];
  const entities = b.terms.entities ?? [];
  const asset = ASSETS.find((a) => entities.includes(`asset:${a.symbol}`));
  if (asset) {
    const name = asset.names[0]!;
    if (name.toLowerCase() !== asset.symbol.toLowerCase()) {
      // The coin's name written as its ticker, and its ticker as its name (never in a pair).
      const toSymbol = everywhere(b, 'alias', asset.symbol, (s) =>
        s.replace(wordPattern([name]), asset.symbol),
      );
      if (toSymbol) out.push(toSymbol);
      const toName = everywhere(b, 'alias', cap(name), (s) =>
        s.replace(new RegExp(`${NOT_AFTER}${asset.symbol}(?![\\w/-])`, 'g'), cap(name)),
      );
      if (toName) out.push(toName);
    }
  }
  for (const e of entities) {
    const m = /^team:([A-Z0-9]+):([A-Z0-9]+)$/.exec(e);
    const table = m ? LEAGUE_TEAMS[m[1]!] : undefined;
    const line = table?.find((t) => t.split('|')[0] === m![2]);
    if (!line) continue;
    const [, city, nick] = line.split('|') as [string, string, string];
    // A city written with a letter to tell two teams apart ("Los Angeles C") is no name.
    if (/ [A-Z]$/.test(city)) continue;
    const full = `${city} ${nick}`;
    // The full name as the nickname alone, and the nickname alone as the full name.
    const short = everywhere(b, 'alias', nick, (s) => s.replace(wordPattern([full]), nick));
    if (short) out.push(short);
    const long = everywhere(b, 'alias', full, (s) =>
      s.replace(new RegExp(`(?<!${esc(city)} )${NOT_AFTER}${esc(nick)}(?![\\w/-])`, 'g'), full),
    );
    if (long) out.push(long);
  }
  return out;
}

// ---- verbs ---------------------------------------------------------------------------------

/** Phrases venues write for one meaning: each written one put as each other one. */
const SYNONYMS: { re: RegExp; forms: string[] }[] = [
  {
    re: /\b(wins the|is the winner of the|is declared the winner of the)\b/g,
    forms: ['wins the', 'is the winner of the', 'is declared the winner of the'],
  },
  {
    // "at or above" and "greater than or equal to" are other comparators: left alone.
    re: /(?<!\bor )\b(above|higher than|greater than)\b(?! or )/g,
    forms: ['above', 'higher than', 'greater than'],
  },
  {
    re: /(?<!\bor )\b(below|lower than|less than)\b(?! or )/g,
    forms: ['below', 'lower than', 'less than'],
  },
  { re: /(?<!\bor )\b(before|prior to)\b/g, forms: ['before', 'prior to'] },
];

function verbVariants(b: AuditBase): Variant[] {
  const out: Variant[] = [];
  for (const { re, forms } of SYNONYMS)
    for (const to of forms) {
      const v = everywhere(b, 'verb', to, (s) => s.replace(re, (hit) => (hit === to ? hit : to)));
      if (v) out.push(v);
    }
  return out;
}

// ---- order, whitespace, quotes -------------------------------------------------------------

/** A sentence that only names where the result is read: its place in the rules means nothing. */
const SOURCE_SENTENCE = /^(?:The )?(?:primary )?resolution source\b[^.!?]*[.!?]$/i;

function reorderVariants(b: AuditBase): Variant[] {
  const v = inRules(b, 'reorder', 'source sentence moved', (s) => {
    // Split after a word of three letters and more, so that "U.S." or "Dec." stays whole.
    const parts = s.split(/(?<=[a-z0-9)"”]{3}[.!?])\s+(?=[A-Z])/);
    const i = parts.findIndex((p) => SOURCE_SENTENCE.test(p));
    if (i < 0 || parts.length < 2) return s;
    const [moved] = parts.splice(i, 1);
    return (i === 0 ? [...parts, moved!] : [moved!, ...parts]).join(' ');
  });
  return v ? [v] : [];
}

function layoutVariants(b: AuditBase): Variant[] {
  const out: Variant[] = [];
  const spaces = everywhere(b, 'spaces', 'spaces doubled', (s) => s.replace(/ /g, '  '));
  if (spaces) out.push(spaces);
  const breaks = inRules(b, 'line-breaks', 'a sentence a line', (s) =>
    s.replace(/(?<=[a-z0-9)"”]{3}[.!?]) (?=[A-Z])/g, '\n\n'),
  );
  if (breaks) out.push(breaks);
  const curly = everywhere(b, 'quotes', '“Yes”', (s) =>
    s.replace(/"([^"\n]{1,200})"/g, '“$1”').replace(/(?<=\w)'(?=\w)/g, '’'),
  );
  if (curly) out.push(curly);
  const straight = everywhere(b, 'quotes', '"Yes"', (s) =>
    s.replace(/[“”]/g, '"').replace(/[‘’]/g, "'"),
  );
  if (straight) out.push(straight);
  return out;
}

/** Every variant of a market that keeps its meaning. */
export function variantsOf(b: AuditBase): Variant[] {
  return [
    ...dateVariants(b),
    ...timeVariants(b),
    ...numberVariants(b),
    ...aliasVariants(b),
    ...verbVariants(b),
    ...reorderVariants(b),
    ...layoutVariants(b),
  ];
}

const valueOf = (t: Term<unknown>): string =>
  t.status === 'KNOWN' ? JSON.stringify(t.value) : 'UNKNOWN';

/** One variant read: a finding for each term read right before it. */
export function runVariant(b: AuditBase, v: Variant): InvarianceFinding[] {
  const after = readVariant(b.market, v.market, v.event);
  const out: InvarianceFinding[] = [];
  const key = marketKey(b.market.file, b.market.id);
  for (const term of b.right) {
    const before = b.terms[term] as Term<unknown>;
    const now = after ? (after[term] as Term<unknown>) : undefined;
    const verdict: InvarianceVerdict =
      now === undefined || now.status !== 'KNOWN'
        ? 'UNKNOWN'
        : valueOf(now) === valueOf(before)
          ? 'OK'
          : readPart(now) === readPart(before)
            ? 'WORDING'
            : 'CHANGED';
    out.push({
      key,
      kind: v.kind,
      form: v.form,
      term,
      reader: b.terms.category ?? 'none',
      verdict,
      before: valueOf(before),
      after:
        now === undefined
          ? 'not read by the venue reader'
          : now.status === 'KNOWN'
            ? valueOf(now)
            : `UNKNOWN: ${now.reason}`,
    });
  }
  return out;
}

/** Every variant of every base market (or of those `pick` keeps), read and judged. */
export function invarianceAudit(
  bases: readonly AuditBase[],
  pick?: (v: Variant, i: number) => boolean,
): InvarianceFinding[] {
  const out: InvarianceFinding[] = [];
  let i = 0;
  for (const b of bases)
    for (const v of variantsOf(b)) {
      if (pick && !pick(v, i++)) continue;
      out.push(...runVariant(b, v));
    }
  return out;
}
