// A metamorphic audit of the term readers (docs/decisions.md, "Settlement terms: a metamorphic
// audit of the readers"): each labelled tuning market whose term is read right is read again with
// its text changed in ONE element whose effect on that term is known: its number replaced, its
// comparator flipped, its dates moved, its asset or team swapped, its source replaced, a second
// and conflicting statement of the number, date or source added, the side YES pays swapped. The
// reading must change as the edit says, or become UNKNOWN. Other edits name something in a role
// that is not the term's (a publisher for background, for the event's other markets, for a
// tie-break, ruled out or for information only; the numbers of a seed, a count or a share; a
// subject ruled out; a second number in the title or group item title; the event's title naming
// another subject or period; a hedged, past or linked background sentence; the side YES pays
// stated by the other outcome; the exceptions moved, or moved into the event's text; the title
// naming the subject by another name, or naming another; a second subject in the group item
// title; the source written by its address, its name, a qualifier or an official site with a
// fallback, with a venue or a citation beside it, or given the venue's own address in its data):
// the term must then read as before (the same body, for a source), or become UNKNOWN. A reading that stays KNOWN and unchanged where the edit changes the term, that takes
// either of two competing statements, or that takes what the edit names in another role, is a
// defect of the reader that read it.
import Decimal from 'decimal.js';
import { ASSETS } from '../../src/domain/settlement-terms/entities/assets';
import { LEAGUE_TEAMS } from '../../src/domain/settlement-terms/entities/league-teams';
import { MONTHS as MONTH_NAMES } from '../../src/domain/settlement-terms/grammar/calendar-periods';
import { sentencesOf } from '../../src/domain/settlement-terms/grammar/sentences';
import { SOURCE_NAMES } from '../../src/domain/settlement-terms/grammar/source-names';
import type {
  Boundary,
  SettlementTerms,
  Span,
  Term,
  TermName,
  Window,
} from '../../src/domain/settlement-terms/settlement-terms';
import { compareTerm } from './compare-label';
import {
  corpusMarkets,
  kalshiSeriesRecords,
  marketKey,
  readVariant,
  type CorpusMarket,
} from './corpus';
import { LABEL_TERMS, marketLabels } from './labels';

type Obj = Record<string, unknown>;

export const EDIT_KINDS = [
  'number',
  'comparator',
  'inclusive',
  'date',
  'asset',
  'team',
  'source',
  'yes-side',
  'second-number',
  'second-date',
  'second-source',
  'inverted',
  'other-rules',
  'source-host',
  'fallback-source',
  'unit',
  'source-background',
  'source-excluded',
  'source-schedule',
  'source-other-market',
  'boundary-aside',
  'quantity-aside',
  'source-tiebreak',
  'boundary-inline',
  'quantity-inline',
  'source-not-included',
  'boundary-clause',
  'source-not-including',
  'source-example',
  'boundary-other-quantity',
  'quantity-background',
  'title-number',
  'title-date',
  'group-title-number',
  'event-subject',
  'event-period',
  'hedged-source',
  'hedged-date',
  'hedged-number',
  'background-past',
  'event-other-title',
  'source-read-more',
  'boundary-named-number',
  'secondary-background',
  'hedged-inline',
  'yes-other-side',
  'exceptions-moved',
  'title-alias',
  'title-other-subject',
  'group-title-subject',
  'exceptions-event',
  'source-address',
  'source-url',
  'source-named',
  'source-qualified',
  'source-official-site',
  'source-venue',
  'source-citing',
  'source-data-placeholder',
] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/**
 * OK: changed as the edit says, or UNKNOWN. UNCHANGED: KNOWN and as before though the edit
 * changes it. OTHER: KNOWN, changed, but not as the edit says. COMPETING: KNOWN where the text now
 * states two values of the term.
 */
export type Verdict = 'OK' | 'UNCHANGED' | 'OTHER' | 'COMPETING';

export interface Finding {
  key: string;
  kind: EditKind;
  term: TermName;
  /** The category table that read the market before the edit (`none` where none did). */
  reader: string;
  verdict: Verdict;
  before: string;
  after: string;
}

/** The base of an edit: a market, its reading and the terms its label says are read right. */
export interface AuditBase {
  market: CorpusMarket;
  terms: SettlementTerms;
  right: Set<TermName>;
}

/** A changed copy of the market and event and the verdict on the reading of it. */
interface Edit {
  kind: EditKind;
  term: TermName;
  market: Obj;
  event: Obj | null;
  /**
   * The change made to every text, where the edit is one: it is audited only where it changes
   * the text the term was read from (its spans), so that it changes what the reader read.
   */
  change?: (s: string, key: string) => string;
  /**
   * The verdict on the term after the edit; `entities` the reading's after it, `whole` both
   * readings, for an edit whose effect is on one of several terms (a negated condition turns the
   * side or the comparator, or leaves the proposition unread).
   */
  judge: (
    before: Term<unknown>,
    after: Term<unknown>,
    entities: readonly string[],
    whole: { before: SettlementTerms; after: SettlementTerms },
  ) => Verdict;
}

// Identifiers and machine fields are left as recorded: an edit changes what the market states.
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
]);

function mapValues(v: unknown, f: (s: string, key: string) => string, key = ''): unknown {
  if (typeof v === 'string') return KEPT.has(key) ? v : f(v, key);
  if (typeof v === 'number' && !KEPT.has(key)) {
    const out = f(String(v), key);
    return out === String(v) ? v : Number(out);
  }
  if (Array.isArray(v)) return v.map((x) => mapValues(x, f, key));
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Obj).map(([k, x]) => [k, KEPT.has(k) ? x : mapValues(x, f, k)]),
    );
  return v;
}

/** Every text of the market and its event mapped by `f`; undefined where nothing changed. */
function everywhere(
  m: CorpusMarket,
  f: (s: string, key: string) => string,
): { market: Obj; event: Obj | null; change: (s: string, key: string) => string } | undefined {
  const market = mapValues(m.market, f) as Obj;
  const event = m.event ? (mapValues(m.event, f) as Obj) : null;
  const changed =
    JSON.stringify(market) !== JSON.stringify(m.market) ||
    JSON.stringify(event) !== JSON.stringify(m.event);
  return changed ? { market, event, change: f } : undefined;
}

const RULE_KEYS = new Set(['rules_primary', 'description']);

/** The market's main rules text with `f` applied to it only; undefined where nothing changed. */
function inRules(m: CorpusMarket, f: (s: string) => string): Obj | undefined {
  for (const k of RULE_KEYS) {
    const s = m.market[k];
    if (typeof s === 'string' && s !== '') {
      const out = f(s);
      return out === s ? undefined : { ...m.market, [k]: out };
    }
  }
  return undefined;
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withCommas = (d: string): string => {
  const [int, frac] = d.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
};

/** The written forms of a decimal, matched as a whole number (no digit, point or comma beside). */
function numberPattern(d: string): RegExp | undefined {
  const forms = [...new Set([d, withCommas(d)])].map(esc);
  // "$7,000.00" is 7000 written with its cents.
  const cents = d.includes('.') ? '' : '(?:\\.0+)?';
  return new RegExp(`(?<![\\w.,:/])(?:${forms.join('|')})(?=${cents}(?![\\w:]|[.,]\\d))`, 'g');
}

/**
 * A number to put in place of `d`: another of the same scale, never written in the texts. A
 * range's lower end stays below its `upper` end ("between 10 and 12" becomes "between 3 and 12",
 * not the empty "between 17 and 12", which states no range at all).
 */
function otherNumber(d: string, upper?: string): string {
  const x = new Decimal(d);
  const step = x.abs().gte(1000) ? new Decimal(10).pow(x.abs().log(10).floor().minus(1)) : 7;
  const up = x.plus(step);
  const to = upper !== undefined && up.gte(upper) ? x.minus(step) : up;
  return to.toFixed(x.decimalPlaces());
}

function rewriteNumber(s: string, d: string, to: string): string {
  const p = numberPattern(d);
  if (!p) return s;
  return s.replace(p, (hit) => (hit.includes(',') ? withCommas(to) : to));
}

/** The month names as rules write them (January first). */
const MONTHS = MONTH_NAMES.map((m) => m[0]!.toUpperCase() + m.slice(1));
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// A month's day, and the last day of a range of days after it ("February 2-8").
const MONTH_DAY = new RegExp(
  `\\b(${MONTHS.map((m) => `${m}|${m.slice(0, 3)}`).join('|')}|Sept)(\\.?)( )(\\d{1,2})(st|nd|rd|th)?(?:([-–])(\\d{1,2})\\b)?\\b`,
  'g',
);
const ISO_DAY = /\b(\d{4})-(\d{2})-(\d{2})(?=T|\b)/g;
const ordinal = (n: number): string =>
  n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th';

/** Every date of a text a day later; undefined where a day of the month would leave its month. */
function dayLater(s: string): string | undefined {
  let late = false;
  const out = s
    .replace(
      MONTH_DAY,
      (
        _h,
        month: string,
        dot: string,
        sp: string,
        day: string,
        suf?: string,
        dash?: string,
        last?: string,
      ) => {
        const n = Number(day);
        const l = last === undefined ? n : Number(last);
        if (n >= 28 || n < 1 || l >= 28) late = true;
        const range = dash !== undefined ? `${dash}${l + 1}` : '';
        return `${month}${dot}${sp}${n + 1}${suf ? ordinal(n + 1) : ''}${range}`;
      },
    )
    .replace(ISO_DAY, (_h, y: string, mo: string, d: string) => {
      const t = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d) + 1));
      return t.toISOString().slice(0, 10);
    })
    .replace(
      new RegExp(`\\b(${WEEKDAYS.join('|')})\\b`, 'g'),
      (w) => WEEKDAYS[(WEEKDAYS.indexOf(w) + 1) % 7]!,
    );
  return late ? undefined : out;
}

/**
 * The first sentence of a text that `p` finds something in and that holds (or is held by) text a
 * term was read from which `change` changes: the statement a second one is made to compete with.
 * A sentence that only mentions the year a window was read from ("If no information for 2025 is
 * provided by March 1, 2026 …") states no other window when its deadline's day moves.
 */
function sentenceWith(
  text: string,
  p: RegExp,
  spans: readonly Span[],
  change: (s: string) => string | undefined,
): string | undefined {
  // The readers' own sentences: "U.S. Immigration …" does not end a sentence at "U.S.".
  const sentences = sentencesOf([{ field: 'rules', text }]).map((s) => s.text);
  return sentences.find((s) => {
    p.lastIndex = 0;
    if (!p.test(s)) return false;
    return spans.some(
      (sp) =>
        sp.text.includes(s) || (s.includes(sp.text) && (change(sp.text) ?? sp.text) !== sp.text),
    );
  });
}

const valueOf = (t: Term<unknown>): string =>
  t.status === 'KNOWN' ? JSON.stringify(t.value) : 'UNKNOWN';

/** The usual judge: UNKNOWN or as expected is OK; as before is UNCHANGED; else OTHER. */
function judged(expected: (after: unknown, before: unknown) => boolean) {
  return (before: Term<unknown>, after: Term<unknown>): Verdict => {
    if (after.status !== 'KNOWN' || before.status !== 'KNOWN') return 'OK';
    if (valueOf(after) === valueOf(before)) return 'UNCHANGED';
    return expected(after.value, before.value) ? 'OK' : 'OTHER';
  };
}

/** Two statements of the term now compete: KNOWN is a defect. */
function competing(before: Term<unknown>, after: Term<unknown>): Verdict {
  if (after.status !== 'KNOWN') return 'OK';
  return valueOf(after) === valueOf(before) ? 'UNCHANGED' : 'COMPETING';
}

const FLIP: Record<string, string> = { '>': '<', '<': '>', '>=': '<=', '<=': '>=' };
const FLIP_WORDS: [string, string][] = [
  ['above', 'below'],
  ['greater than', 'less than'],
  ['higher than', 'lower than'],
  ['more than', 'fewer than'],
  ['or more', 'or fewer'],
  ['or higher', 'or lower'],
  ['or above', 'or below'],
  ['at least', 'at most'],
];
const STRIKE_FLIP: Record<string, string> = {
  greater: 'less',
  less: 'greater',
  greater_or_equal: 'less_or_equal',
  less_or_equal: 'greater_or_equal',
};

function swapWords(s: string, pairs: readonly [string, string][]): string {
  const all = pairs.flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]);
  const p = new RegExp(`\\b(${all.map(([a]) => esc(a!)).join('|')})\\b`, 'gi');
  return s.replace(p, (hit) => {
    const to = all.find(([a]) => a!.toLowerCase() === hit.toLowerCase())![1]!;
    return hit[0] === hit[0]!.toUpperCase() ? to[0]!.toUpperCase() + to.slice(1) : to;
  });
}

/** A Kalshi market's strike stated as data, turned the other way as its text is. */
function flippedStrike(market: Obj): Obj {
  const type = market.strike_type;
  if (typeof type !== 'string' || !STRIKE_FLIP[type]) return market;
  const { floor_strike: floor, cap_strike: cap, ...rest } = market;
  return {
    ...rest,
    strike_type: STRIKE_FLIP[type],
    ...(cap !== undefined ? { floor_strike: cap } : {}),
    ...(floor !== undefined ? { cap_strike: floor } : {}),
  };
}

const INCLUSIVE_STRIKE: Record<string, string> = {
  greater: 'greater_or_equal',
  greater_or_equal: 'greater',
  less: 'less_or_equal',
  less_or_equal: 'less',
};

function boundaryEdits(b: AuditBase): Edit[] {
  const bound = b.terms.boundary;
  if (bound.status !== 'KNOWN') return [];
  const v: Boundary = bound.value;
  const out: Edit[] = [];
  const threshold = v.threshold;
  if (
    threshold !== undefined &&
    /^-?\d+(\.\d+)?$/.test(threshold) &&
    threshold.replace('-', '').length >= 2
  ) {
    const to = otherNumber(threshold, v.upper);
    const edited = everywhere(b.market, (s) => rewriteNumber(s, threshold, to));
    if (edited)
      out.push({
        kind: 'number',
        term: 'boundary',
        ...edited,
        judge: judged((a) => {
          const x = a as Boundary;
          return x.threshold !== undefined && new Decimal(x.threshold).equals(to);
        }),
      });
    const p = numberPattern(threshold)!;
    const market = inRules(b.market, (s) => {
      const sentence = sentenceWith(s, p, bound.spans, (t) => rewriteNumber(t, threshold, to));
      return sentence ? `${s} ${rewriteNumber(sentence, threshold, to)}` : s;
    });
    if (market)
      out.push({
        kind: 'second-number',
        term: 'boundary',
        market,
        event: b.market.event,
        judge: competing,
      });
  }
  if (FLIP[v.comparator]) {
    const edited = everywhere(b.market, (s, key) =>
      key === 'strike_type' ? s : swapWords(s, FLIP_WORDS),
    );
    if (edited)
      out.push({
        kind: 'comparator',
        term: 'boundary',
        market: flippedStrike(edited.market),
        event: edited.event,
        change: edited.change,
        judge: judged((a) => (a as Boundary).comparator === FLIP[v.comparator]),
      });
  }
  const inclusive: Record<string, string> = { '>': '>=', '>=': '>', '<': '<=', '<=': '<' };
  if (inclusive[v.comparator]) {
    const at = /\bat or (above|below)\b/gi;
    const bare = /(?<!\bat or )\b(above|below)\b/gi;
    const edited = everywhere(b.market, (s, key) => {
      if (key === 'strike_type') return INCLUSIVE_STRIKE[s] ?? s;
      return v.comparator.length === 2 ? s.replace(at, '$1') : s.replace(bare, 'at or $1');
    });
    if (edited)
      out.push({
        kind: 'inclusive',
        term: 'boundary',
        ...edited,
        judge: judged((a) => (a as Boundary).comparator === inclusive[v.comparator]),
      });
  }
  return out;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Whether `a` is `b` a day later (an hour either way, for a change of summer time). */
function dayAfter(a: Window, b: Window): boolean {
  const later = (x: string, y: string) => Math.abs(Date.parse(x) - Date.parse(y) - DAY) <= HOUR;
  if (a.kind === 'INSTANT' && b.kind === 'INSTANT') return later(a.at, b.at);
  if (a.kind === 'PERIOD' && b.kind === 'PERIOD')
    return later(a.start, b.start) && later(a.end, b.end);
  return false;
}

function windowEdits(b: AuditBase): Edit[] {
  const w = b.terms.window;
  if (w.status !== 'KNOWN' || w.value.kind === 'EVENT') return [];
  let late = false;
  const edited = everywhere(b.market, (s) => {
    const out = dayLater(s);
    if (out === undefined) late = true;
    return out ?? s;
  });
  if (!edited || late) return [];
  const out: Edit[] = [
    {
      kind: 'date',
      term: 'window',
      ...edited,
      judge: judged((a, before) => dayAfter(a as Window, before as Window)),
    },
  ];
  MONTH_DAY.lastIndex = 0;
  const market = inRules(b.market, (s) => {
    const sentence = sentenceWith(s, MONTH_DAY, w.spans, dayLater);
    const moved = sentence === undefined ? undefined : dayLater(sentence);
    return moved !== undefined && moved !== sentence ? `${s} ${moved}` : s;
  });
  if (market)
    out.push({
      kind: 'second-date',
      term: 'window',
      market,
      event: b.market.event,
      judge: competing,
    });
  return out;
}

// An apostrophe matches a curly one too, as the readers read "FOMC’s statement" as "FOMC's
// statement" (grammar/sources.ts): otherwise an edit would leave the name it means to replace.
const wordPattern = (names: readonly string[]): RegExp =>
  new RegExp(
    `\\b(${[...names]
      .sort((x, y) => y.length - x.length)
      .map((n) => esc(n).replace(/'/g, "['\u2019]"))
      .join('|')})\\b`,
    'gi',
  );
const likeCase = (hit: string, to: string): string =>
  hit === hit.toUpperCase() && hit !== hit.toLowerCase()
    ? to.toUpperCase()
    : hit[0] === hit[0]!.toUpperCase()
      ? to[0]!.toUpperCase() + to.slice(1)
      : to.toLowerCase();

/**
 * The subjects a quantity was read of (an asset, a team), each with the change that writes
 * another subject of its table in its place (its names, and an asset's ticker in a pair).
 */
interface EntitySwap {
  kind: 'asset' | 'team';
  /** The entity read, and the one the swap writes in its place. */
  old: string;
  fresh: string;
  swap: (s: string) => string;
  /** Each name of the entity written as another name of the same entity (a ticker, a city). */
  alias: (s: string) => string;
  /** Each name of the entity followed by the other's (`sep` between: " / ", " or "). */
  second: (s: string, sep: string) => string;
  /** Whether `s` names the entity. */
  names: (s: string) => boolean;
}

function entitySwaps(b: AuditBase): EntitySwap[] {
  const entities = b.terms.entities ?? [];
  const out: EntitySwap[] = [];
  const asset = ASSETS.find((a) => entities.includes(`asset:${a.symbol}`));
  if (asset) {
    const other = ASSETS.find((a) => a.symbol === (asset.symbol === 'SOL' ? 'ADA' : 'SOL'))!;
    const p = wordPattern(asset.names);
    const pair = new RegExp(`\\b${asset.symbol}(?=[/-]?(?:USDT|USDC|USD)\\b)`, 'g');
    const otherName = (hit: string) =>
      likeCase(hit, hit.length <= 4 ? other.symbol : other.names[0]!);
    // A name alone, not the base of a trading pair ("BTC/USD" is left as written).
    const alone = new RegExp(`${p.source}(?![/-]?(?:USDT|USDC|USD)\\b)`, 'gi');
    out.push({
      kind: 'asset',
      old: `asset:${asset.symbol}`,
      fresh: `asset:${other.symbol}`,
      swap: (s) => s.replace(p, otherName).replace(pair, other.symbol),
      alias: (s) =>
        s.replace(alone, (hit) => likeCase(hit, hit.length <= 4 ? asset.names[0]! : asset.symbol)),
      second: (s, sep) => s.replace(alone, (hit) => `${hit}${sep}${otherName(hit)}`),
      names: (s) => new RegExp(p.source, 'i').test(s),
    });
  }
  for (const e of entities) {
    const m = /^team:([A-Z0-9]+):([A-Z0-9]+)$/.exec(e);
    const table = m ? LEAGUE_TEAMS[m[1]!] : undefined;
    if (!m || !table) continue;
    const line = table.find((t) => t.split('|')[0] === m[2]);
    const other = table.find(
      (t) => t !== line && !entities.includes(`team:${m[1]}:${t.split('|')[0]}`),
    );
    if (!line || !other) continue;
    const [otherId, city, nick] = other.split('|') as [string, string, string];
    const names = line
      .split('|')
      .slice(1)
      .filter((n) => n.length >= 4);
    const [, oldCity, oldNick, ...nicknames] = line.split('|') as [
      string,
      string,
      string,
      ...string[],
    ];
    const p = wordPattern(names);
    const isCity = (hit: string) => hit.toLowerCase() === oldCity.toLowerCase();
    const otherName = (hit: string) => (isCity(hit) ? city : nick);
    // The full name ("Dallas Cowboys") is one name: its alias is the nickname alone.
    const full = wordPattern([`${oldCity} ${oldNick}`, ...names]);
    out.push({
      kind: 'team',
      old: e,
      fresh: `team:${m[1]}:${otherId}`,
      swap: (s) => s.replace(p, otherName),
      alias: (s) =>
        s.replace(full, (hit) =>
          isCity(hit) || hit.toLowerCase() === `${oldCity} ${oldNick}`.toLowerCase()
            ? (nicknames[0] ?? oldNick)
            : oldCity,
        ),
      second: (s, sep) => s.replace(full, (hit) => `${hit}${sep}${otherName(hit)}`),
      names: (s) => new RegExp(p.source, 'i').test(s),
    });
    break;
  }
  return out;
}

function entityEdits(b: AuditBase): Edit[] {
  if (b.terms.quantity.status !== 'KNOWN') return [];
  const out: Edit[] = [];
  for (const { kind, old, swap } of entitySwaps(b)) {
    const edited = everywhere(b.market, swap);
    if (edited) out.push({ kind, term: 'quantity', ...edited, judge: entityJudge(old) });
  }
  return out;
}

/** The entity swapped out is no longer what is read (or the quantity is UNKNOWN). */
function entityJudge(old: string) {
  return (before: Term<unknown>, after: Term<unknown>, entities: readonly string[]): Verdict => {
    if (after.status !== 'KNOWN') return 'OK';
    const still = entities.includes(old);
    if (!still) return 'OK';
    return valueOf(after) === valueOf(before) ? 'UNCHANGED' : 'OTHER';
  };
}

// Publishers no market of the audit names as its source: the first the reading does not name is
// put in place of the source read, or stated beside it.
// A reading that names many outlets (a Kalshi series' list of news sources) names the first ones
// too; a market whose reading names every one of them gets no such edit.
const OTHER_SOURCES = [
  { name: 'Reuters', host: 'reuters.com' },
  { name: 'Bloomberg', host: 'bloomberg.com' },
  { name: 'Financial Times', host: 'ft.com' },
  { name: 'Le Monde', host: 'lemonde.fr' },
];

function sourceEdits(b: AuditBase): Edit[] {
  const src = b.terms.source;
  if (src.status !== 'KNOWN') return [];
  const out: Edit[] = [];
  const read = src.value.split(' + ');
  const OTHER_SOURCE = OTHER_SOURCES.find(
    (o) => !read.some((r) => r.toLowerCase().includes(o.name.toLowerCase()) || r.includes(o.host)),
  );
  if (!OTHER_SOURCE) return [];
  const other = new RegExp(OTHER_SOURCE.name, 'i');
  const names = read.flatMap((r) => {
    const known = SOURCE_NAMES.find(
      (n) => n.name.toLowerCase() === r.toLowerCase() || n.hosts.includes(r.toLowerCase()),
    );
    return known ? [known.name, ...known.phrases, ...known.hosts] : [r];
  });
  // A body the readers name one per name of a list ("government of Denmark" from "the
  // governments of the US, Greenland, and Denmark", grammar/source-phrases.ts) is written in the
  // text by its proper name only: that name is what the edit replaces, however short ("US").
  const listed = read.flatMap((r) => {
    const m = /^(?:government|party) of (?:the )?(.+)$/i.exec(r);
    return m ? [m[1]!] : [];
  });
  const hosts = names.filter((n) => /\.[a-z]{2,}$/i.test(n));
  const words = [
    ...names.filter((n) => !hosts.includes(n) && n.length >= 3),
    ...listed.filter((n) => !names.includes(n) || n.length < 3),
  ];
  const hostP = hosts.length > 0 ? wordPattern(hosts) : undefined;
  const wordP = words.length > 0 ? wordPattern(words) : undefined;
  const edited = everywhere(b.market, (s) => {
    let x = hostP ? s.replace(hostP, OTHER_SOURCE.host) : s;
    x = wordP ? x.replace(wordP, OTHER_SOURCE.name) : x;
    return x;
  });
  // A body the market's series names as data (reference/, not the text the edit rewrites) stays
  // named after the edit; the edit must move every body the text named.
  const fromData = seriesSourceBodies(b);
  const ofText = read.filter((r) => !fromData.has(bodyKey(r)));
  const changed = (a: unknown) => !ofText.some((r) => String(a).split(' + ').includes(r));
  if (edited && ofText.length > 0)
    out.push({ kind: 'source', term: 'source', ...edited, judge: judged(changed) });
  const market = inRules(
    b.market,
    (s) =>
      `${s} The resolution source for this market will be ${OTHER_SOURCE.name} (https://www.${OTHER_SOURCE.host}).`,
  );
  // **source-host**: the read source's address put on another publisher's host, its names kept:
  // the name and the address now disagree, so the source changes, names both, or is UNKNOWN.
  const moved = hostP
    ? everywhere(b.market, (s) => s.replace(hostP, OTHER_SOURCE.host))
    : undefined;
  if (moved)
    out.push({
      kind: 'source-host',
      term: 'source',
      ...moved,
      judge: (before, after) =>
        after.status !== 'KNOWN' || other.test(String(after.value))
          ? 'OK'
          : competing(before, after),
    });
  // **fallback-source**: another publisher for when the first is unavailable is a fallback
  // (docs/decisions.md, "A fallback source is never the source alone"): the first is kept.
  const fallback = inRules(
    b.market,
    (s) =>
      // On a line of its own: a rules text may end without its full stop.
      `${s}\nIf the resolution source above is unavailable, this market will resolve according to ${OTHER_SOURCE.name} (https://www.${OTHER_SOURCE.host}).`,
  );
  if (fallback)
    out.push({
      kind: 'fallback-source',
      term: 'source',
      market: fallback,
      event: b.market.event,
      judge: (before, after) => {
        if (after.status !== 'KNOWN') return 'OK';
        const now = String(after.value).split(' + ');
        return read.every((r) => now.includes(r)) ? 'OK' : 'OTHER';
      },
    });
  if (market)
    out.push({
      kind: 'second-source',
      term: 'source',
      market,
      event: b.market.event,
      // Both named ("a + b") is a reading of both statements, not one taken over the other; the
      // other may be named by its site.
      judge: (before, after) =>
        after.status !== 'KNOWN' ||
        other.test(String(after.value)) ||
        String(after.value).split(' + ').includes(OTHER_SOURCE.host)
          ? 'OK'
          : competing(before, after),
    });
  return out;
}

const PAYS = /\b(resolves?|settles?|resolved|settled)( to)? ("|“)?(Yes|No)("|”)?/gi;

/** "resolves to Yes" ↔ "resolves to No", quoted or not. */
function swapSides(s: string): string {
  return s.replace(
    PAYS,
    (_h, verb: string, to = '', open = '', side: string, close = '') =>
      `${verb}${to} ${open}${SWAP_SIDE[side] ?? side}${close}`,
  );
}
const SWAP_SIDE: Record<string, string> = {
  Yes: 'No',
  No: 'Yes',
  YES: 'NO',
  NO: 'YES',
  yes: 'no',
  no: 'yes',
};

function yesEdits(b: AuditBase): Edit[] {
  if (b.terms.yes.status !== 'KNOWN') return [];
  const market = inRules(b.market, swapSides);
  if (!market) return [];
  return [
    {
      kind: 'yes-side',
      term: 'yes',
      market,
      event: b.market.event,
      change: swapSides,
      judge: judged((a, before) => a !== before),
    },
  ];
}

// A comparator's complement: "not above 85" is "85 or below". Equality and ranges have none that
// one comparator states, so a reading of them negated is UNKNOWN.
const COMPLEMENT: Record<string, string> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>' };

/** A comparison's words: "above" → "not above", "between" → "not between". */
const COMPARISON_WORD =
  /(?<!\bnot )\b(above|below|greater than|less than|more than|fewer than|higher than|lower than|at least|at most|between)\b/i;
/** A proposition's verb: "will reach" → "will not reach", "is" → "is not", "wins" → "does not win". */
const CONDITION_VERB =
  /\b(will|is|are|was|were)\b(?! not\b)|\b(wins|reaches|beats|defeats|occurs|happens|says|announces|signs|releases|visits|meets|hits|becomes|receives|files|holds|remains|passes|launches|sells|acquires|confirms|reports|records|finishes|advances|qualifies)\b/i;
/** Where a proposition's head clause ends: a subordinate word or punctuation (not an aside). */
const HEAD_END =
  /\b(?:that|which|who|whom|whose|whether|if|unless|because|after|before|while|when|where|until|by|on|in|during)\b|[,;:]/i;

/** "wins" → "win", "reaches" → "reach", "releases" → "release". */
const bareVerb = (v: string): string => v.slice(0, /(?:ss|sh|ch|x)es$/i.test(v) ? -2 : -1);

/**
 * A condition's proposition negated at its head verb: the clause after "if", up to its first
 * subordinate word or punctuation, asides in parentheses kept ("if the Trump Administration
 * (including any federal court) publicly releases …" → "… publicly does not release …").
 * Undefined where the span states no condition ("This market will resolve according to …") or
 * its head clause has no verb of the list.
 */
function negatedVerb(text: string): string | undefined {
  const at = text.search(/\bif\b/i);
  if (at < 0) return undefined;
  const from = at + 3;
  const rest = text.slice(from);
  const plain = rest.replace(/\([^()]{0,200}\)/g, (x) => ' '.repeat(x.length));
  const m = CONDITION_VERB.exec(plain);
  const end = HEAD_END.exec(plain.slice(0, m ? m.index : 0));
  if (!m || end) return undefined;
  const to = m[2] !== undefined ? `does not ${bareVerb(m[2])}` : `${m[1]} not`;
  return text.slice(0, from) + rest.slice(0, m.index) + to + rest.slice(m.index + m[0].length);
}

/**
 * A comparison of a boundary's span negated: "is above 85°" → "is not above 85°". A comparison of
 * two joined words ("equal to or greater than") is not negated by one "not" before the second.
 */
function negatedComparison(text: string): string | undefined {
  if (/\bequal to or\b|\bor equal to\b/i.test(text)) return undefined;
  return COMPARISON_WORD.test(text) ? text.replace(COMPARISON_WORD, (w) => `not ${w}`) : undefined;
}

/** Kalshi's strike as data: no text a negation is written in. */
const STRIKE_FIELDS = new Set(['strike_type', 'floor_strike', 'cap_strike']);

/**
 * **inverted**: the condition negated inside its proposition: a boundary's comparison ("above" →
 * "not above", "between" → "not between") where the boundary compares a number, else the head
 * verb of the condition the side YES pays was read from ("wins" → "does not win", "will" → "will
 * not"). The side must turn, the comparator become its complement, or the proposition be left
 * unread.
 */
function invertedEdits(b: AuditBase): Edit[] {
  const bound = b.terms.boundary;
  const numeric = bound.status === 'KNOWN' && bound.value.threshold !== undefined;
  const spans = numeric ? bound.spans : b.terms.yes.spans;
  const negate = numeric ? negatedComparison : negatedVerb;
  const span = spans.find((sp) => !STRIKE_FIELDS.has(sp.field) && negate(sp.text) !== undefined);
  if (!span) return [];
  const to = negate(span.text)!;
  const change = (s: string) => (s.includes(span.text) ? s.replace(span.text, to) : s);
  const edited = everywhere(b.market, change);
  if (!edited) return [];
  return [
    { kind: 'inverted', term: numeric ? 'boundary' : 'yes', ...edited, judge: invertedJudge },
  ];
}

function invertedJudge(
  _b: Term<unknown>,
  _a: Term<unknown>,
  _e: readonly string[],
  whole: { before: SettlementTerms; after: SettlementTerms },
): Verdict {
  const { before, after } = whole;
  const terms = ['yes', 'quantity', 'boundary'] as const;
  if (terms.some((t) => before[t].status === 'KNOWN' && after[t].status !== 'KNOWN')) return 'OK';
  if (valueOf(after.yes) !== valueOf(before.yes)) return 'OK';
  const [bb, ab] = [before.boundary, after.boundary];
  if (bb.status === 'KNOWN' && ab.status === 'KNOWN') {
    const turned = COMPLEMENT[bb.value.comparator] === ab.value.comparator;
    if (turned && ab.value.threshold === bb.value.threshold) return 'OK';
  }
  return terms.every((t) => valueOf(after[t]) === valueOf(before[t])) ? 'UNCHANGED' : 'OTHER';
}

/** The whole sentence of a market's texts that holds a span. */
function sentenceOf(m: CorpusMarket, span: Span): string | undefined {
  const text = m.market[span.field];
  if (typeof text !== 'string') return undefined;
  return sentencesOf([{ field: span.field, text }]).find((s) => s.text.includes(span.text))?.text;
}

/**
 * **other-rules**: the sentence another category's labelled market states its condition in,
 * appended to the rules ("This market will resolve to "Yes" if Bitcoin is above $120,000 on …"
 * after a game's rules). The reading must not take the other market's quantity, window or boundary;
 * UNKNOWN, where the two conditions compete, is right.
 */
function otherRulesEdits(b: AuditBase, others: readonly AuditBase[]): Edit[] {
  const mine = b.terms.category;
  const terms = (['quantity', 'window', 'boundary'] as const).filter((t) => b.right.has(t));
  if (!mine || terms.length === 0) return [];
  const at = others.indexOf(b);
  const ring = [...others.slice(at + 1), ...others.slice(0, Math.max(0, at))];
  for (const o of ring) {
    const q = o.terms.quantity;
    if (!o.terms.category || o.terms.category === mine || q.status !== 'KNOWN') continue;
    const sentence = q.spans[0] && sentenceOf(o.market, q.spans[0]);
    if (!sentence || sentence.length > 400) continue;
    const market = inRules(b.market, (s) => (s.includes(sentence) ? s : `${s} ${sentence}`));
    if (!market) continue;
    return terms.map((t) => ({
      kind: 'other-rules' as const,
      term: t,
      market,
      event: b.market.event,
      judge: (before: Term<unknown>, after: Term<unknown>): Verdict => {
        if (after.status !== 'KNOWN' || valueOf(after) === valueOf(before)) return 'OK';
        return valueOf(after) === valueOf(o.terms[t]) ? 'COMPETING' : 'OTHER';
      },
    }));
  }
  return [];
}

// "°F" ↔ "°C", "%" ↔ "basis points", "million" ↔ "billion": the boundary's unit or scale.
const UNIT_SWAPS: readonly [string, string][] = [
  ['°F', '°C'],
  ['Fahrenheit', 'Celsius'],
  ['million', 'billion'],
];
const PERCENT = /(\d)(%| ?percent\b)/gi;
const BASIS_POINTS = /(\d) ?(?:basis points|bps)\b/gi;

/** Every unit of a text changed once, each way; the same text where none is written. */
function otherUnit(s: string): string {
  const swapped = s.replace(/°F|°C/g, (u) => (u === '°F' ? '°C' : '°F'));
  const words = swapWords(swapped, UNIT_SWAPS.slice(1));
  if (BASIS_POINTS.test(words)) {
    BASIS_POINTS.lastIndex = 0;
    return words.replace(BASIS_POINTS, '$1%');
  }
  return words.replace(PERCENT, '$1 basis points');
}

/**
 * **unit**: the boundary's unit changed everywhere it is written ("°F" ↔ "°C", "%" ↔ "basis
 * points", "million" ↔ "billion"): the boundary must follow (another unit, or the threshold scaled)
 * or be UNKNOWN.
 */
function unitEdits(b: AuditBase): Edit[] {
  const bound = b.terms.boundary;
  // Zero is zero in every unit ("a Hike of 0bps" is one of 0%).
  const t = bound.status === 'KNOWN' ? bound.value.threshold : undefined;
  if (t === undefined || new Decimal(t).isZero()) return [];
  const edited = everywhere(b.market, (s, key) => (key === 'strike_type' ? s : otherUnit(s)));
  if (!edited) return [];
  return [
    {
      kind: 'unit',
      term: 'boundary',
      ...edited,
      judge: judged((a, before) => {
        const [x, y] = [a as Boundary, before as Boundary];
        return x.unit !== y.unit || x.threshold !== y.threshold;
      }),
    },
  ];
}

/** The term must read as before or be UNKNOWN: the edit names something in another role. */
function kept(before: Term<unknown>, after: Term<unknown>): Verdict {
  if (after.status !== 'KNOWN') return 'OK';
  return valueOf(after) === valueOf(before) ? 'OK' : 'OTHER';
}

/**
 * Another publisher named in a role that is not the source's, each a sentence on a line of its own
 * after the rules: the source read must stay as it was (or be UNKNOWN).
 * **source-background**: reporting the rules cite for the story ("According to earlier reporting
 * by Reuters …, the matter has drawn wide attention"); **source-excluded**: a publisher ruled out
 * ("Reports from Reuters … will not be considered"); **source-schedule**: a site that lists the
 * schedule ("Reuters's website (…/schedule) lists the schedule of the event"); **source-other-market**:
 * the source of the event's other markets ("Other markets of this event resolve according to
 * Reuters …").
 */
const SOURCE_ASIDES: readonly [EditKind, (name: string, host: string) => string][] = [
  [
    'source-background',
    (n, h) =>
      `According to earlier reporting by ${n} (https://www.${h}), the matter has drawn wide attention.`,
  ],
  ['source-excluded', (n, h) => `Reports from ${n} (https://www.${h}) will not be considered.`],
  [
    'source-schedule',
    (n, h) => `${n}'s website (https://www.${h}/schedule) lists the schedule of the event.`,
  ],
  [
    'source-not-included',
    (n, h) =>
      `Data from ${n} (https://www.${h}) is not included, and reports published by ${n} do not count.`,
  ],
  [
    'source-not-including',
    (n, h) =>
      `This market resolves as stated above, not including data from ${n} (https://www.${h}).`,
  ],
  [
    'source-example',
    (n, h) =>
      `Live updates, as shown for example on ${n} (https://www.${h}/live), are for information only.`,
  ],
  [
    'source-other-market',
    (n, h) => `Other markets of this event resolve according to ${n} (https://www.${h}).`,
  ],
];

function sourceAsideEdits(b: AuditBase): Edit[] {
  const src = b.terms.source;
  if (src.status !== 'KNOWN') return [];
  const read = src.value.split(' + ');
  const other = OTHER_SOURCES.find(
    (o) => !read.some((r) => r.toLowerCase().includes(o.name.toLowerCase()) || r.includes(o.host)),
  );
  if (!other) return [];
  const out: Edit[] = [];
  for (const [kind, sentence] of SOURCE_ASIDES) {
    const market = inRules(b.market, (s) => `${s}\n${sentence(other.name, other.host)}`);
    if (market) out.push({ kind, term: 'source', market, event: b.market.event, judge: kept });
  }
  // **source-tiebreak**: another publisher named only to break a tie: like a fallback, it may be
  // read beside the source, never in its place.
  const tie = inRules(
    b.market,
    (s) =>
      `${s}\nIn the event of a tie, the tie will be broken by the count published by ${other.name} (https://www.${other.host}).`,
  );
  if (tie)
    out.push({
      kind: 'source-tiebreak',
      term: 'source',
      market: tie,
      event: b.market.event,
      judge: (_before, after) =>
        after.status !== 'KNOWN' || read.every((r) => String(after.value).split(' + ').includes(r))
          ? 'OK'
          : 'OTHER',
    });
  return out;
}

/**
 * A source read, by the body it names: the sources table's name for one of its names, phrases or
 * hosts (grammar/source-names.ts), else the site or name as written, without "the".
 */
function bodyKey(s: string): string {
  const plain = s
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/^the /, '')
    .replace(/\/$/, '');
  const known = SOURCE_NAMES.find(
    (n) =>
      n.name.toLowerCase() === plain ||
      n.phrases.includes(plain) ||
      n.hosts.some((h) => plain === h || plain.startsWith(`${h}/`) || plain.endsWith(`.${h}`)),
  );
  return known ? known.name.toLowerCase() : plain;
}
const bodiesOf = (v: string): Set<string> => new Set(v.split(' + ').map(bodyKey));

/** The source must name the same bodies as before (or be UNKNOWN): the edit rewrote how. */
function sameBodies(before: Term<unknown>, after: Term<unknown>): Verdict {
  if (after.status !== 'KNOWN' || before.status !== 'KNOWN') return 'OK';
  const was = bodiesOf(String(before.value));
  const now = bodiesOf(String(after.value));
  return now.size === was.size && [...now].every((x) => was.has(x)) ? 'OK' : 'OTHER';
}

/** Every body read before is still named; one more may be, beside them (a fallback's). */
function primaryKept(before: Term<unknown>, after: Term<unknown>): Verdict {
  if (after.status !== 'KNOWN' || before.status !== 'KNOWN') return 'OK';
  const now = bodiesOf(String(after.value));
  return [...bodiesOf(String(before.value))].every((x) => now.has(x)) ? 'OK' : 'OTHER';
}

/**
 * The market's rules with each sentence the source was read from mapped by `f` (only those of the
 * market's own rules texts); undefined where none is or nothing changed.
 */
function inSourceSentences(b: AuditBase, f: (sentence: string) => string): Obj | undefined {
  const market: Obj = { ...b.market.market };
  let changed = false;
  for (const sp of b.terms.source.spans) {
    const text = market[sp.field];
    if (!RULES_TEXTS.has(sp.field) || typeof text !== 'string' || !text.includes(sp.text)) continue;
    const out = f(sp.text);
    if (out === sp.text) continue;
    market[sp.field] = text.replace(sp.text, out);
    changed = true;
  }
  return changed ? market : undefined;
}
const RULES_TEXTS = new Set(['rules_primary', 'rules_secondary', 'description']);

/** The sources table's entry of a read name or host, where it gives the body an address. */
function tableEntry(read: string): (typeof SOURCE_NAMES)[number] | undefined {
  const key = bodyKey(read);
  return SOURCE_NAMES.find((n) => n.name.toLowerCase() === key && n.hosts.length > 0);
}

/** "national football league" as it is written: "National Football League". */
const titled = (phrase: string): string =>
  phrase.replace(/\b([a-z])([a-z]*)\b/g, (w, first: string, rest: string) =>
    ['of', 'the', 'for', 'and', 'de'].includes(w) ? w : `${first.toUpperCase()}${rest}`,
  );

/**
 * The source written in another form, which names the same body, in the sentences it was read
 * from: the source must name the same bodies as before (or be UNKNOWN), never another.
 * **source-address**: the body's name written as its address ("according to nfl.com");
 * **source-url**: as its full address with a page ("https://www.nfl.com/results");
 * **source-named**: the body's address written as its name ("… available at Binance");
 * **source-qualified**: the sentence written with a qualifier around the name ("the official
 * website of the NFL", "NFL's official site", "data published by the National Football League
 * (NFL)").
 * **source-official-site**: the sentence written as a body's official site with an aggregator
 * allowed if the site is unavailable ("the official NFL website; ESPN (…) may be used if …"): the
 * body is kept, the aggregator at most beside it, never in its place.
 * **source-venue**: a venue and a broadcaster named in the source's sentence ("…, for the event
 * held at Crypto.com Arena and shown by TNT Sports"); **source-citing**: a sentence after it that
 * cites a publisher citing another ("As reported by Reuters (…), citing the Associated Press, the
 * event drew wide attention last year"): the source as before (or UNKNOWN).
 */
function sourceFormEdits(b: AuditBase): Edit[] {
  const src = b.terms.source;
  if (src.status !== 'KNOWN') return [];
  const read = src.value.split(' + ');
  const event = b.market.event;
  const out: Edit[] = [];
  const on = (kind: EditKind, market: Obj | undefined, judge = sameBodies) => {
    if (market) out.push({ kind, term: 'source', market, event, judge });
  };
  const entries = read.map(tableEntry).filter((e) => e !== undefined);
  const wordsOf = (e: (typeof SOURCE_NAMES)[number]) =>
    [e.name, ...e.phrases].filter((w) => w.length >= 3 && !w.includes('.'));
  // A name is replaced where it is written as a name, not within an address ("www.bls.gov").
  const byName = (write: (e: (typeof SOURCE_NAMES)[number]) => string) => (s: string) =>
    entries.reduce(
      (x, e) =>
        x.replace(
          new RegExp(`(?<![./\\w-])${wordPattern(wordsOf(e)).source}(?![./\\w-])`, 'gi'),
          write(e),
        ),
      s,
    );
  on(
    'source-address',
    inSourceSentences(
      b,
      byName((e) => e.hosts[0]!),
    ),
  );
  on(
    'source-url',
    inSourceSentences(
      b,
      byName((e) => `https://www.${e.hosts[0]!}/results`),
    ),
  );
  on(
    'source-named',
    inSourceSentences(b, (s) =>
      s.replace(ADDRESS, (url) => {
        // The full stop or comma after an address closes the sentence or clause: kept.
        const tail = /[.,;:]*$/.exec(url)![0];
        const e = entries.find((x) => x.hosts.some((h) => url.toLowerCase().includes(h)));
        return e ? `${e.name}${tail}` : url;
      }),
    ),
  );
  const [only] = read;
  const named = read.length === 1 && only && !only.includes('.') && /^[A-Z]/.test(only);
  const entry = entries[0];
  const name = named ? only : entry?.name;
  if (name && read.length === 1) {
    const first = (sentence: string) => (s: string) => (s === firstSource(b) ? sentence : s);
    const the = /^[A-Z]{2,6}$/.test(name) ? 'the ' : '';
    on(
      'source-qualified',
      inSourceSentences(
        b,
        first(
          `The resolution source for this market will be the official website of ${the}${name}.`,
        ),
      ),
    );
    on(
      'source-qualified',
      inSourceSentences(
        b,
        first(
          `The resolution source for this market will be ${the}${name}${/s$/.test(name) ? "'" : "'s"} official site.`,
        ),
      ),
    );
    const long = entry?.phrases.find(
      (p) => /^[a-z]+(?: [a-z.]+){1,5}$/.test(p) && !/\b(?:from|to|by)\b/.test(p),
    );
    const short = /^[A-Z]{2,6}$/.test(name)
      ? name
      : entry?.phrases.find((p) => /^[a-z]{2,5}$/.test(p))?.toUpperCase();
    if (long && short)
      on(
        'source-qualified',
        inSourceSentences(
          b,
          first(
            `This market will resolve according to data published by the ${titled(long)} (${short}).`,
          ),
        ),
      );
    const agg = AGGREGATORS.find((a) => !bodiesOf(src.value).has(bodyKey(a.name)))!;
    on(
      'source-official-site',
      inSourceSentences(
        b,
        first(
          `The resolution source for this market will be the official ${name} website; ${agg.name} (https://www.${agg.host}) may be used if the official website is unavailable.`,
        ),
      ),
      primaryKept,
    );
  }
  const other = OTHER_SOURCES.find((o) => !bodiesOf(src.value).has(bodyKey(o.name)));
  const cited = ['Associated Press', 'Bureau of Labor Statistics'].find(
    (c) => !bodiesOf(src.value).has(bodyKey(c)),
  );
  const firstOnly = (f: (s: string) => string) => (s: string) => (s === firstSource(b) ? f(s) : s);
  on(
    'source-venue',
    inSourceSentences(
      b,
      firstOnly((s) =>
        s.endsWith('.')
          ? `${s.slice(0, -1)}, for the event held at Crypto.com Arena and shown by TNT Sports.`
          : s,
      ),
    ),
  );
  if (other && cited)
    on(
      'source-citing',
      inSourceSentences(
        b,
        firstOnly(
          (s) =>
            `${/[.!?]$/.test(s) ? s : `${s}.`} As reported by ${other.name} (https://www.${other.host}), citing the ${cited}, the event drew wide attention last year.`,
        ),
      ),
    );
  return out;
}

/** Aggregators that publish many bodies' results, named as the fallback of an official site. */
const AGGREGATORS = [
  { name: 'ESPN', host: 'espn.com' },
  { name: 'FOX Sports', host: 'foxsports.com' },
  { name: 'Reuters', host: 'reuters.com' },
];

/**
 * The bodies a Kalshi market's series names in its `settlement_sources` (by name and by site), as
 * the corpus's reference data records them: data the edits of the market's text leave as it is.
 */
function seriesSourceBodies(b: AuditBase): Set<string> {
  const ticker = b.market.event?.series_ticker;
  if (b.market.venue !== 'kalshi' || typeof ticker !== 'string') return new Set();
  const listed = kalshiSeriesRecords().get(ticker)?.settlement_sources;
  const out = new Set<string>();
  for (const s of Array.isArray(listed) ? listed : []) {
    const { name, url } = (s ?? {}) as Obj;
    if (typeof name === 'string') out.add(bodyKey(name));
    if (typeof url === 'string' && !/kalshi\.com/i.test(url))
      out.add(bodyKey(url.replace(/^(https?:\/\/[^/]+).*$/, '$1')));
  }
  return out;
}

/** The first sentence of the market's own rules the source was read from. */
function firstSource(b: AuditBase): string | undefined {
  return b.terms.source.spans.find((sp) => RULES_TEXTS.has(sp.field))?.text;
}

/** An address in a sentence, with its scheme or "www.", or a bare host on a common domain. */
const ADDRESS =
  /\bhttps?:\/\/[^\s)"'<>\]]{1,300}|\b(?:www\.)?(?:[a-z0-9-]{1,63}\.){1,3}(?:com|org|gov|net|int|ca|io|link)(?![a-z0-9-])(?:\/[^\s)"'<>\]]{0,300})?/gi;

/**
 * Names the venue's own data pairs with the sites of three bodies or more ("the Governing League"
 * with https://www.nfl.com/, https://www.mlb.com/ and https://www.wnba.com/ in Kalshi's series):
 * each names a role, whose body is the address beside it, not a body of its own. Two are not
 * enough: "ABC" is paired with abcnews.go.com and abc.net.au, two bodies of one name. Nor is a
 * name whose own site holds most of its pairings: the whole recorded list pairs "The Washington
 * Post" with washingtonpost.com in most series and with abc.com or wsj.com in a few, slips of the
 * venue's data, not a role.
 */
let roles: Set<string> | undefined;
function roleNames(): Set<string> {
  if (roles) return roles;
  const hosts = new Map<string, Map<string, number>>();
  for (const series of kalshiSeriesRecords().values())
    for (const s of Array.isArray(series.settlement_sources) ? series.settlement_sources : []) {
      const { name, url } = (s ?? {}) as Obj;
      if (typeof name !== 'string' || typeof url !== 'string' || /kalshi\.com/i.test(url)) continue;
      const key = name.trim().toLowerCase();
      const host = bodyKey(url.replace(/^(https?:\/\/[^/]+).*$/, '$1'));
      const counts = hosts.get(key) ?? new Map<string, number>();
      hosts.set(key, counts.set(host, (counts.get(host) ?? 0) + 1));
    }
  const isRole = (counts: Map<string, number>): boolean => {
    const all = [...counts.values()].reduce((a, b) => a + b, 0);
    return counts.size > 2 && Math.max(...counts.values()) * 2 <= all;
  };
  roles = new Set([...hosts].filter(([, counts]) => isRole(counts)).map(([n]) => n));
  return roles;
}

/**
 * **source-data-placeholder**: a Kalshi event's settlement sources each given the venue's own
 * address in place of theirs, as Kalshi's series write some of theirs ("MarketWatch", "Bloomberg
 * Terminal", "central bank" with https://kalshi.com/): the venue's site names no publisher, so the
 * source is read from the names where they name a body, or is UNKNOWN: never the venue's site, a
 * name in lower case ("central bank") or a name that names a role (roleNames).
 */
function sourceDataEdits(b: AuditBase): Edit[] {
  const event = b.market.event;
  const sources = event?.settlement_sources;
  if (!event || b.market.venue !== 'kalshi' || !Array.isArray(sources) || sources.length === 0)
    return [];
  const placed = sources.map((s: unknown) =>
    s && typeof s === 'object' ? { ...(s as Obj), url: 'https://kalshi.com/' } : s,
  );
  const names = sources
    .map((s: unknown) => (s && typeof s === 'object' ? (s as Obj).name : undefined))
    .filter((n): n is string => typeof n === 'string' && /\p{Lu}/u.test(n))
    .filter((n) => !roleNames().has(n.trim().toLowerCase()));
  return [
    {
      kind: 'source-data-placeholder',
      term: 'source',
      market: b.market.market,
      event: { ...event, settlement_sources: placed },
      judge: (before, after) => {
        if (after.status !== 'KNOWN' || before.status !== 'KNOWN') return 'OK';
        const allowed = new Set([...bodiesOf(String(before.value)), ...names.map(bodyKey)]);
        const now = String(after.value).split(' + ');
        return now.every((p) => allowed.has(bodyKey(p))) ? 'OK' : 'OTHER';
      },
    },
  ];
}

/**
 * The first rules field that holds a span of the term, with the sentence of it that holds one
 * (undefined where that field has no such sentence, or no field holds a span).
 */
function termSentence(
  b: AuditBase,
  term: TermName,
): { key: string; text: string; sentence: string | undefined } | undefined {
  const spans = (b.terms[term] as Term<unknown>).spans;
  for (const k of RULE_KEYS) {
    const text = b.market.market[k];
    if (typeof text !== 'string' || text === '') continue;
    const sentence = sentencesOf([{ field: k, text }])
      .map((x) => x.text)
      .find((x) => spans.some((sp) => sp.field === k && x.includes(sp.text)));
    return { key: k, text, sentence };
  }
  return undefined;
}

/**
 * The market's rules with `tail` written at the end of the sentence that holds the term's span,
 * before its full stop; undefined where no sentence of the rules holds one or it ends otherwise.
 */
function endOf(b: AuditBase, term: TermName, tail: string): Obj | undefined {
  const found = termSentence(b, term);
  const sentence = found?.sentence;
  if (!found || !sentence || !sentence.endsWith('.')) return undefined;
  const edited = found.text.replace(sentence, `${sentence.slice(0, -1)}${tail}.`);
  return { ...b.market.market, [found.key]: edited };
}

/**
 * The market's rules with `lead` written before the sentence that holds the term's span ("As in
 * the 4 previous editions, this market will resolve …"); undefined where no sentence of the rules
 * holds one.
 */
function leadInto(b: AuditBase, term: TermName, lead: string): Obj | undefined {
  const found = termSentence(b, term);
  const sentence = found?.sentence;
  if (!found || !sentence || !/^[A-Z][a-z]/.test(sentence)) return undefined;
  const led = `${lead}${sentence[0]!.toLowerCase()}${sentence.slice(1)}`;
  return { ...b.market.market, [found.key]: found.text.replace(sentence, led) };
}

/**
 * **boundary-aside**: numbers in a clause that states no threshold (a count, a rank, a share of
 * another statistic) after the rules: the boundary must stay as it was (or be UNKNOWN).
 */
function boundaryAsideEdits(b: AuditBase): Edit[] {
  if (b.terms.boundary.status !== 'KNOWN') return [];
  const market = inRules(
    b.market,
    (s) =>
      `${s}\nThe source's page lists the top 3 of its 10 most recent reports, 40% of which were revised later.`,
  );
  const out: Edit[] = market
    ? [{ kind: 'boundary-aside', term: 'boundary', market, event: b.market.event, judge: kept }]
    : [];
  // **boundary-clause**: a seed, a jersey number and a share of another statistic in a clause at
  // the end of the boundary's own sentence.
  const clause = endOf(
    b,
    'boundary',
    ', as the No. 3 seed (jersey No. 23) did with 40% of the vote in 2 of the last 5 editions',
  );
  if (clause)
    out.push({
      kind: 'boundary-clause',
      term: 'boundary',
      market: clause,
      event: b.market.event,
      judge: kept,
    });
  // **boundary-other-quantity**: a comparison of another quantity in another unit, ruled out.
  const otherQuantity = inRules(
    b.market,
    (s) => `${s}\nWind gusts above 20 mph and delays of more than 15 minutes are not considered.`,
  );
  if (otherQuantity)
    out.push({
      kind: 'boundary-other-quantity',
      term: 'boundary',
      market: otherQuantity,
      event: b.market.event,
      judge: kept,
    });
  // **boundary-inline**: a count and a rank written before the boundary's own sentence.
  const inline = leadInto(b, 'boundary', 'As in the 4 previous editions and the top 3 cases, ');
  if (inline)
    out.push({
      kind: 'boundary-inline',
      term: 'boundary',
      market: inline,
      event: b.market.event,
      judge: kept,
    });
  return out;
}

/**
 * **quantity-aside**: a second subject named beside the one asked about, in a clause that rules it
 * out ("Solana (SOL) is not part of this market", "The Boston Celtics are not part of this
 * market"): the quantity and its subject must stay as they were (or be UNKNOWN).
 */
function quantityAsideEdits(b: AuditBase): Edit[] {
  const q = b.terms.quantity;
  if (q.status !== 'KNOWN') return [];
  const entities = b.terms.entities ?? [];
  // The entity read, the other subject's name and its verb.
  const subjects: [string, string, string][] = [];
  const asset = ASSETS.find((a) => entities.includes(`asset:${a.symbol}`));
  if (asset) {
    const other = ASSETS.find((a) => a.symbol === (asset.symbol === 'SOL' ? 'ADA' : 'SOL'))!;
    const name = other.names[0]!;
    subjects.push([
      `asset:${asset.symbol}`,
      `${name[0]!.toUpperCase()}${name.slice(1)} (${other.symbol})`,
      'is',
    ]);
  }
  for (const e of entities) {
    const m = /^team:([A-Z0-9]+):([A-Z0-9]+)$/.exec(e);
    const table = m ? LEAGUE_TEAMS[m[1]!] : undefined;
    const other = table?.find(
      (t) =>
        !entities.includes(`team:${m![1]}:${t.split('|')[0]}`) && !/ [A-Z]$/.test(t.split('|')[1]!),
    );
    if (!other) continue;
    const [, city, nick] = other.split('|') as [string, string, string];
    subjects.push([e, `the ${city} ${nick}`, 'are']);
    break;
  }
  return subjects.flatMap(([old, name, verb]) => {
    const judge = (
      before: Term<unknown>,
      after: Term<unknown>,
      ents: readonly string[],
    ): Verdict =>
      after.status !== 'KNOWN' || (valueOf(after) === valueOf(before) && ents.includes(old))
        ? 'OK'
        : 'OTHER';
    const event = b.market.event;
    const edits: Edit[] = [];
    const market = inRules(
      b.market,
      (s) => `${s}\n${name[0]!.toUpperCase()}${name.slice(1)} ${verb} not part of this market.`,
    );
    if (market) edits.push({ kind: 'quantity-aside', term: 'quantity', market, event, judge });
    // **quantity-background**: the other subject in a statement of fact about the past ("The
    // Boston Celtics won the previous edition", "Solana (SOL) rose 3% last week").
    const past = inRules(
      b.market,
      (s) =>
        `${s}\n${name[0]!.toUpperCase()}${name.slice(1)} ${verb === 'is' ? 'rose 3% last week' : 'won the previous edition'}.`,
    );
    if (past)
      edits.push({ kind: 'quantity-background', term: 'quantity', market: past, event, judge });
    // **quantity-inline**: the other subject ruled out before the quantity's own sentence
    // ("Other than Solana (SOL), this market will resolve …").
    const inline = leadInto(b, 'quantity', `Other than ${name}, `);
    if (inline)
      edits.push({ kind: 'quantity-inline', term: 'quantity', market: inline, event, judge });
    return edits;
  });
}

/** The terms a role edit is judged on: those read right, from none of the event's fields. */
function fromMarket(b: AuditBase, terms: readonly TermName[]): TermName[] {
  return terms.filter(
    (t) =>
      b.right.has(t) &&
      (b.terms[t] as Term<unknown>).spans.every((sp) => !sp.field.startsWith('event.')),
  );
}

/** One edited copy of the market and event judged by `kept` on each of `terms`. */
const keptOn = (kind: EditKind, terms: readonly TermName[], market: Obj, event: Obj | null) =>
  terms.map((term): Edit => ({ kind, term, market, event, judge: kept }));

// The market's title and the title of its item in the event's group: Gamma's question and group
// item title, Kalshi's title and the subtitle of its YES side.
const TITLE_KEYS = ['question', 'title'];
const GROUP_TITLE_KEYS = ['groupItemTitle', 'yes_sub_title'];

/** `f` applied to the first of `keys` the market has as a text; undefined where none. */
function inField(m: CorpusMarket, keys: readonly string[], f: (s: string) => string) {
  for (const k of keys) {
    const s = m.market[k];
    if (typeof s === 'string' && s.trim() !== '') return { ...m.market, [k]: f(s) };
  }
  return undefined;
}

/** Words written at the end of a title, before its question mark. */
const beforeMark = (s: string, words: string): string =>
  s.trimEnd().endsWith('?') ? `${s.trimEnd().slice(0, -1)} ${words}?` : `${s} ${words}`;

/**
 * A second number in the market's title or its group item title that is not the threshold, the
 * rules unchanged: the boundary must stay as it was (or be UNKNOWN).
 * **title-number**: a count and a rank ("… (Top 5, Game 3 of 7)?"); **title-date**: a year and a
 * date ("… (2031 season, listed March 3)?"); **group-title-number**: a count in the group item
 * title ("↑ 120,000 (Game 3 of 7)").
 */
function titleNumberEdits(b: AuditBase): Edit[] {
  if (b.terms.boundary.status !== 'KNOWN') return [];
  const terms = fromMarket(b, ['boundary']);
  const event = b.market.event;
  const out: Edit[] = [];
  const count = inField(b.market, TITLE_KEYS, (s) => beforeMark(s, '(Top 5, Game 3 of 7)'));
  if (count) out.push(...keptOn('title-number', terms, count, event));
  const dated = inField(b.market, TITLE_KEYS, (s) =>
    beforeMark(s, '(2031 season, listed March 3)'),
  );
  if (dated) out.push(...keptOn('title-date', terms, dated, event));
  const group = inField(b.market, GROUP_TITLE_KEYS, (s) => `${s} (Game 3 of 7)`);
  if (group) out.push(...keptOn('group-title-number', terms, group, event));
  return out;
}

/** `f` applied to the first of `keys` the market has as a text; undefined where it changes none. */
function changedField(m: CorpusMarket, keys: readonly string[], f: (s: string) => string) {
  const edited = inField(m, keys, f);
  return edited && JSON.stringify(edited) !== JSON.stringify(m.market) ? edited : undefined;
}

/** The market's own rules texts (not its titles). */
const rulesText = (m: CorpusMarket): string =>
  ['rules_primary', 'rules_secondary', 'description']
    .map((k) => m.market[k])
    .filter((v): v is string => typeof v === 'string')
    .join('\n');

/** The quantity keeps its value and its subject `old`, never `fresh`; or it is UNKNOWN. */
function keepsSubject(old: string, fresh?: string) {
  return (before: Term<unknown>, after: Term<unknown>, ents: readonly string[]): Verdict =>
    after.status !== 'KNOWN' ||
    (valueOf(after) === valueOf(before) &&
      ents.includes(old) &&
      (fresh === undefined || !ents.includes(fresh)))
      ? 'OK'
      : 'OTHER';
}

/**
 * The market's title naming its subject otherwise than its rules, the rules unchanged.
 * **title-alias**: the subject by another name of the same entity (Bitcoin as BTC, the Dallas
 * Cowboys as Cowboys, Dallas as Cowboys, Cowboys as Dallas): the quantity must read as before (or
 * be UNKNOWN). **title-other-subject**: another entity in the title where the rules name the
 * subject: the reading must not follow the title (as before, or UNKNOWN).
 * **group-title-subject**: a second subject in the group item title ("Arsenal / Chelsea",
 * "Bitcoin or Solana"): the quantity as before or UNKNOWN, never of the second subject.
 */
function titleSubjectEdits(b: AuditBase): Edit[] {
  if (b.terms.quantity.status !== 'KNOWN' || fromMarket(b, ['quantity']).length === 0) return [];
  const out: Edit[] = [];
  const event = b.market.event;
  for (const { old, fresh, swap, alias, second, names } of entitySwaps(b)) {
    const aliased = changedField(b.market, TITLE_KEYS, alias);
    if (aliased)
      out.push({
        kind: 'title-alias',
        term: 'quantity',
        market: aliased,
        event,
        judge: keepsSubject(old),
      });
    const other = names(rulesText(b.market)) && changedField(b.market, TITLE_KEYS, swap);
    if (other)
      out.push({
        kind: 'title-other-subject',
        term: 'quantity',
        market: other,
        event,
        judge: keepsSubject(old, fresh),
      });
    for (const sep of [' / ', ' or ']) {
      const group = changedField(b.market, GROUP_TITLE_KEYS, (s) => second(s, sep));
      if (group)
        out.push({
          kind: 'group-title-subject',
          term: 'quantity',
          market: group,
          event,
          judge: keepsSubject(old, fresh),
        });
    }
  }
  return out;
}

/** The event's own prose: its title, subtitle and description (never its dates as data). */
const EVENT_PROSE = new Set(['title', 'sub_title', 'subtitle', 'description']);

function inEvent(m: CorpusMarket, f: (s: string) => string): Obj | undefined {
  if (!m.event) return undefined;
  const event = Object.fromEntries(
    Object.entries(m.event).map(([k, v]) => [
      k,
      EVENT_PROSE.has(k) && typeof v === 'string' ? f(v) : v,
    ]),
  );
  return JSON.stringify(event) === JSON.stringify(m.event) ? undefined : event;
}

/**
 * The event's title or description naming another subject or period than the market's rules:
 * the market's terms follow its rules, not the event.
 * **event-subject**: the asset or team of the quantity replaced by another in the event's prose
 * only (the quantity must keep its subject, or be UNKNOWN); **event-period**: every date of the
 * event's prose a day later and every year one later (the window must stay, or be UNKNOWN).
 */
function eventRoleEdits(b: AuditBase, others: readonly AuditBase[]): Edit[] {
  const out: Edit[] = [];
  // **event-other-title**: the event's title, subtitle and description those of an event of
  // another category's market (a game's event titled "Fed decision in March?"): the market's
  // quantity, window and boundary must stay (or be UNKNOWN).
  const terms = fromMarket(b, ['quantity', 'window', 'boundary']);
  const at = others.indexOf(b);
  const ring = [...others.slice(at + 1), ...others.slice(0, Math.max(0, at))];
  const o = ring.find(
    (x) =>
      x.terms.category &&
      x.terms.category !== b.terms.category &&
      x.market.venue === b.market.venue &&
      typeof x.market.event?.title === 'string',
  );
  if (b.market.event && o && terms.length > 0) {
    const from = o.market.event!;
    const event = Object.fromEntries(
      Object.entries(b.market.event).map(([k, v]) => [
        k,
        EVENT_PROSE.has(k) && typeof v === 'string' && typeof from[k] === 'string' ? from[k] : v,
      ]),
    );
    if (JSON.stringify(event) !== JSON.stringify(b.market.event))
      out.push(...keptOn('event-other-title', terms, b.market.market, event));
  }
  if (b.terms.quantity.status === 'KNOWN' && fromMarket(b, ['quantity']).length > 0)
    for (const { old, swap } of entitySwaps(b)) {
      const event = inEvent(b.market, swap);
      if (!event) continue;
      out.push({
        kind: 'event-subject',
        term: 'quantity',
        market: b.market.market,
        event,
        judge: (before, after, ents) =>
          after.status !== 'KNOWN' || (valueOf(after) === valueOf(before) && ents.includes(old))
            ? 'OK'
            : 'OTHER',
      });
    }
  const w = fromMarket(b, ['window']);
  if (w.length > 0) {
    const event = inEvent(b.market, (s) =>
      (dayLater(s) ?? s).replace(/\b(20[2-4]\d)\b(?!-)/g, (y) => String(Number(y) + 1)),
    );
    if (event) out.push(...keptOn('event-period', w, b.market.market, event));
  }
  return out;
}

/**
 * A hedged or modal sentence of background after the rules, on a line of its own, that states
 * nothing the market settles on: every term must stay as it was (or be UNKNOWN).
 * **hedged-source**: a publisher that may report ("According to Reuters (…), the decision could be
 * delayed, and Reuters may also publish its own estimate"); **hedged-date**: a date that might be
 * ("The announcement could be delayed until March 3, 2031, and is expected on April 7, 2031");
 * **hedged-number**: a forecast ("Analysts forecast 3.2%, and some expect the figure to reach
 * 4,500").
 */
function hedgedEdits(b: AuditBase): Edit[] {
  const src = b.terms.source;
  const read = src.status === 'KNOWN' ? src.value.split(' + ') : [];
  const other = OTHER_SOURCES.find(
    (o) => !read.some((r) => r.toLowerCase().includes(o.name.toLowerCase()) || r.includes(o.host)),
  )!;
  const sentences: [EditKind, TermName[], string][] = [
    [
      'hedged-source',
      ['source', 'quantity'],
      `According to ${other.name} (https://www.${other.host}), the decision could be delayed, and ${other.name} may also publish its own estimate.`,
    ],
    [
      'hedged-date',
      ['window', 'quantity'],
      'The announcement could be delayed until March 3, 2031, and is expected on April 7, 2031.',
    ],
    [
      'hedged-number',
      ['boundary', 'quantity'],
      'Analysts forecast 3.2%, and some expect the figure to reach 4,500.',
    ],
    // **background-past**: a fact of another period, stated in the past, with its figures.
    [
      'background-past',
      ['boundary', 'window', 'quantity'],
      'In 2024 the figure was 3.1%, announced on March 3, 2025, and the previous edition was held on June 7, 2023.',
    ],
  ];
  const out = sentences.flatMap(([kind, terms, sentence]) => {
    const market = inRules(b.market, (s) => `${s}\n${sentence}`);
    const judged_ = terms.filter((t) => b.right.has(t));
    return market ? keptOn(kind, judged_, market, b.market.event) : [];
  });
  // **hedged-inline**: each sentence written in the rules' own paragraph, just before the sentence
  // the first term it is judged on was read from ("… could be delayed until March 3, 2031, and is
  // expected on April 7, 2031. This market will resolve …").
  for (const [, terms, sentence] of sentences) {
    const t = terms.find((x) => b.right.has(x));
    const found = t && termSentence(b, t);
    if (!t || !found?.sentence) continue;
    const market = {
      ...b.market.market,
      [found.key]: found.text.replace(found.sentence, `${sentence} ${found.sentence}`),
    };
    out.push(...keptOn('hedged-inline', [t], market, b.market.event));
  }
  // **secondary-background**: the same sentences in Kalshi's second rules text, where the venue
  // writes what applies beside the condition.
  const secondary = b.market.market.rules_secondary;
  if (typeof secondary === 'string' && secondary.trim() !== '') {
    const market = {
      ...b.market.market,
      rules_secondary: `${secondary}\n${sentences.map(([, , x]) => x).join(' ')}`,
    };
    const terms = (['quantity', 'source', 'window', 'boundary', 'yes'] as const).filter((t) =>
      b.right.has(t),
    );
    out.push(...keptOn('secondary-background', terms, market, b.market.event));
  }
  return out;
}

/**
 * Every side a text names swapped: where it pays ("resolves to Yes") and where it is quoted alone
 * ("and "No" otherwise", "Otherwise, “Yes.”"), so that both sides of the rules turn together.
 */
const EVERY_SIDE =
  /\b(resolves?|settles?|resolved|settled)( to)? ("|\u201c)?(Yes|No|YES|NO)("|\u201d)?|(["\u201c])(Yes|No|YES|NO)(\.?["\u201d])/g;
const everySide = (s: string): string =>
  s.replace(
    EVERY_SIDE,
    (
      hit,
      verb?: string,
      to = '',
      open = '',
      side?: string,
      close = '',
      q1?: string,
      alone?: string,
      q2?: string,
    ) =>
      verb !== undefined
        ? `${verb}${to} ${open}${SWAP_SIDE[side!] ?? side}${close}`
        : alone !== undefined
          ? `${q1}${SWAP_SIDE[alone] ?? alone}${q2}`
          : hit,
  );

/**
 * **source-read-more**: a paragraph of background with a link to another publisher's story put
 * before the rules, as Polymarket writes one ("… You can read more about that here:
 * https://www.reuters.com/…"): the source must stay as it was (or be UNKNOWN).
 * **boundary-named-number**: names with a number in them (a law, a series, a model) in a clause at
 * the end of the boundary's own sentence: the boundary must stay as it was (or be UNKNOWN).
 */
function namedNumberEdits(b: AuditBase): Edit[] {
  const out: Edit[] = [];
  const event = b.market.event;
  if (b.right.has('source') && b.terms.source.status === 'KNOWN') {
    const read = b.terms.source.value.split(' + ');
    const other = OTHER_SOURCES.find(
      (o) =>
        !read.some((r) => r.toLowerCase().includes(o.name.toLowerCase()) || r.includes(o.host)),
    )!;
    const market = inRules(
      b.market,
      (s) =>
        `The matter drew attention earlier this year. You can read more about that here: https://www.${other.host}/world/story-2031-03-07/\n\n${s}`,
    );
    if (market) out.push(...keptOn('source-read-more', ['source'], market, event));
  }
  if (b.right.has('boundary') && b.terms.boundary.status === 'KNOWN') {
    const clause = endOf(
      b,
      'boundary',
      ', as listed under the Section 230 Act of 1996, the Formula 1 Grand Prix and the GPT-5 model',
    );
    if (clause) out.push(...keptOn('boundary-named-number', ['boundary'], clause, event));
  }
  return out;
}

/**
 * **yes-other-side**: the side YES pays stated by the other outcome: the condition negated (as
 * the `inverted` edit does) and the sides of the rules swapped ("resolves to No if … is not
 * above 85 …"), which means the same: the side, the boundary and the quantity must read as
 * before, or the proposition as its complement with the other side, or be UNKNOWN.
 */
function yesOtherSideEdits(b: AuditBase): Edit[] {
  if (b.terms.yes.status !== 'KNOWN') return [];
  const bound = b.terms.boundary;
  const numeric = bound.status === 'KNOWN' && bound.value.threshold !== undefined;
  const spans = numeric ? bound.spans : b.terms.yes.spans;
  const negate = numeric ? negatedComparison : negatedVerb;
  const span = spans.find((sp) => RULE_KEYS.has(sp.field) && negate(sp.text) !== undefined);
  if (!span) return [];
  const to = negate(span.text)!;
  const market = inRules(b.market, (s) =>
    s.includes(span.text) ? everySide(s.replace(span.text, to)) : s,
  );
  const original = b.market.market[span.field];
  // Both parts must change the text: the side swapped and the condition negated.
  if (!market || typeof original !== 'string' || swapSides(original) === original) return [];
  const judge = (
    _b: Term<unknown>,
    _a: Term<unknown>,
    _e: readonly string[],
    whole: { before: SettlementTerms; after: SettlementTerms },
  ): Verdict => {
    const { before, after } = whole;
    const terms = ['yes', 'quantity', 'boundary'] as const;
    if (terms.some((t) => before[t].status === 'KNOWN' && after[t].status !== 'KNOWN')) return 'OK';
    if (terms.every((t) => valueOf(after[t]) === valueOf(before[t]))) return 'OK';
    const [bb, ab] = [before.boundary, after.boundary];
    const complement =
      bb.status === 'KNOWN' &&
      ab.status === 'KNOWN' &&
      COMPLEMENT[bb.value.comparator] === ab.value.comparator &&
      ab.value.threshold === bb.value.threshold;
    return complement && valueOf(after.yes) !== valueOf(before.yes) ? 'OK' : 'OTHER';
  };
  return [{ kind: 'yes-other-side', term: 'yes', market, event: b.market.event, judge }];
}

/**
 * The sentence of the market's own text that rightly read exceptions were read from, by the first
 * of their spans `pick` takes; undefined where the exceptions are not read right.
 */
function exceptionsSentence(
  b: AuditBase,
  pick: (span: Span) => boolean,
): { span: Span; text: string; sentence: string } | undefined {
  const ex = b.terms.exceptions;
  if (ex.status !== 'KNOWN' || !b.right.has('exceptions')) return undefined;
  const span = ex.spans.find(pick);
  const text = span && b.market.market[span.field];
  if (!span || typeof text !== 'string') return undefined;
  const sentence = sentencesOf([{ field: span.field, text }]).find((s) =>
    s.text.includes(span.text),
  )?.text;
  return sentence === undefined ? undefined : { span, text, sentence };
}

/**
 * **exceptions-moved**: the sentence the exceptions were read from moved to the end of its text,
 * and on Kalshi to the end of the main rules: the exceptions must read as before (or UNKNOWN).
 */
function exceptionsMovedEdits(b: AuditBase): Edit[] {
  const found = exceptionsSentence(
    b,
    (sp) => sp.field === 'description' || sp.field === 'rules_secondary',
  );
  if (!found) return [];
  const { span, text, sentence } = found;
  const rest = text.replace(sentence, '').trim();
  const out: Edit[] = [];
  const event = b.market.event;
  if (!text.trimEnd().endsWith(sentence))
    out.push(
      ...keptOn(
        'exceptions-moved',
        ['exceptions'],
        { ...b.market.market, [span.field]: `${rest}\n${sentence}` },
        event,
      ),
    );
  const primary = b.market.market.rules_primary;
  if (span.field === 'rules_secondary' && typeof primary === 'string')
    out.push(
      ...keptOn(
        'exceptions-moved',
        ['exceptions'],
        { ...b.market.market, rules_primary: `${primary}\n${sentence}`, rules_secondary: rest },
        event,
      ),
    );
  return out;
}

/**
 * **exceptions-event**: the sentence the exceptions were read from moved out of the market's text
 * into its event's (Gamma's event description, Kalshi's event subtitle): the exceptions must read
 * as before (or UNKNOWN), never another case.
 */
function exceptionsEventEdits(b: AuditBase): Edit[] {
  const event = b.market.event;
  if (!event) return [];
  const found = exceptionsSentence(b, (sp) => !sp.field.startsWith('event.'));
  if (!found) return [];
  const { span, text, sentence } = found;
  const key = b.market.venue === 'kalshi' ? 'sub_title' : 'description';
  const was = event[key];
  const moved = {
    ...event,
    [key]: typeof was === 'string' && was !== '' ? `${was}\n${sentence}` : sentence,
  };
  return keptOn(
    'exceptions-event',
    ['exceptions'],
    { ...b.market.market, [span.field]: text.replace(sentence, '').trim() },
    moved,
  );
}

/**
 * Every edit of a market whose term its label says is read right; `others`, the markets audited
 * beside it, give the sentences of another category's rules (otherRulesEdits).
 */
export function editsOf(b: AuditBase, others: readonly AuditBase[] = []): Edit[] {
  const all = [
    ...(b.right.has('boundary') ? boundaryEdits(b) : []),
    ...(b.right.has('boundary') ? unitEdits(b) : []),
    ...(b.right.has('window') ? windowEdits(b) : []),
    ...(b.right.has('quantity') ? entityEdits(b) : []),
    ...(b.right.has('source') ? sourceEdits(b) : []),
    ...(b.right.has('yes') ? yesEdits(b) : []),
    ...(b.right.has('yes') && (b.right.has('boundary') || b.right.has('quantity'))
      ? invertedEdits(b)
      : []),
    ...otherRulesEdits(b, others),
    ...(b.right.has('source') ? sourceAsideEdits(b) : []),
    ...(b.right.has('source') ? sourceFormEdits(b) : []),
    ...(b.right.has('source') ? sourceDataEdits(b) : []),
    ...(b.right.has('boundary') ? boundaryAsideEdits(b) : []),
    ...(b.right.has('quantity') ? quantityAsideEdits(b) : []),
    ...(b.right.has('boundary') ? titleNumberEdits(b) : []),
    ...eventRoleEdits(b, others),
    ...hedgedEdits(b),
    ...namedNumberEdits(b),
    ...(b.right.has('yes') ? yesOtherSideEdits(b) : []),
    ...exceptionsMovedEdits(b),
    ...(b.right.has('quantity') ? titleSubjectEdits(b) : []),
    ...exceptionsEventEdits(b),
  ];
  return all.filter((e) => {
    const change = e.change;
    if (!change) return true;
    const spans = (b.terms[e.term] as Term<unknown>).spans;
    return spans.some((sp) => change(sp.text, sp.field) !== sp.text);
  });
}

/** A number from 0 to 1 from a seed, the same on every run (mulberry32). */
export function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The labelled tuning markets with their readings and the terms read right: every one, or `size`
 * of them chosen by `seed`. Each is read alone (readVariant), as its edits are.
 */
export function auditBases(sample?: { seed: number; size: number }): AuditBase[] {
  const byKey = new Map(corpusMarkets('tuning').map((m) => [marketKey(m.file, m.id), m]));
  let labels = marketLabels('tuning');
  if (sample) {
    const next = seeded(sample.seed);
    labels = labels
      .map((l) => ({ l, r: next() }))
      .sort((a, b) => a.r - b.r)
      .slice(0, sample.size)
      .map((x) => x.l);
  }
  const out: AuditBase[] = [];
  for (const label of labels) {
    const market = byKey.get(marketKey(label.file, label.id));
    const terms = market && readVariant(market, market.market, market.event);
    if (!market || !terms) continue;
    const right = new Set<TermName>();
    for (const t of LABEL_TERMS)
      if (terms[t].status === 'KNOWN' && compareTerm(terms, t, label.terms[t]).outcome === 'RIGHT')
        right.add(t);
    if (right.size > 0) out.push({ market, terms, right });
  }
  return out;
}

/** One edit of a market read and judged. */
export function runEdit(b: AuditBase, e: Edit): Finding | undefined {
  const after = readVariant(b.market, e.market, e.event);
  if (!after) return undefined;
  const before = b.terms[e.term] as Term<unknown>;
  const now = after[e.term] as Term<unknown>;
  const verdict = e.judge(before, now, after.entities ?? [], { before: b.terms, after });
  return {
    key: marketKey(b.market.file, b.market.id),
    kind: e.kind,
    term: e.term,
    reader: b.terms.category ?? 'none',
    verdict,
    before: valueOf(before),
    after: now.status === 'KNOWN' ? valueOf(now) : `UNKNOWN: ${now.reason}`,
  };
}

/** Every edit of every base market (or of those `pick` keeps), read and judged. */
export function audit(
  bases: readonly AuditBase[],
  pick?: (e: Edit, i: number) => boolean,
): Finding[] {
  const out: Finding[] = [];
  let i = 0;
  for (const b of bases)
    for (const e of editsOf(b, bases)) {
      if (pick && !pick(e, i++)) continue;
      const f = runEdit(b, e);
      if (f) out.push(f);
    }
  return out;
}
