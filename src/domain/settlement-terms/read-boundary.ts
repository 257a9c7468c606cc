// The boundary of a market (docs/decisions.md, "Settlement terms"): the comparator and the exact
// threshold for which its stated condition holds. Thresholds are decimal text from the venue's
// own digits ("$99,999.99" is "99999.99"), never a float. A Kalshi strike (strike_type with
// floor_strike or cap_strike) is read from the structured fields and must agree with the rules
// text where the text states one; any disagreement leaves the boundary UNKNOWN.
import { canonicalDecimal, dec, decEquals, formatDec, isDecimalText } from '../arithmetic/decimal';
import type { VenueText } from './term-inputs';
import {
  known,
  unknown,
  type Boundary,
  type Comparator,
  type Span,
  type Term,
} from './settlement-terms';
import { findIn, spanOf, wholeField } from './find-spans';

const AMOUNT = '\\$?\\s?(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)(?:\\s?([kKmM])\\b)?';

/** Comparator words, longest first: "equal to or higher than" before "higher than". */
const WORDS: [string, Comparator][] = [
  ['equal to or (?:higher|greater|above) than', '>='],
  ['equal to or (?:more|greater) than', '>='],
  ['(?:greater|higher|more) than or equal to', '>='],
  ['at or above', '>='],
  ['at least', '>='],
  ['equal to or (?:lower|less|below) than', '<='],
  ['(?:less|lower) than or equal to', '<='],
  ['at or below', '<='],
  ['at most', '<='],
  ['(?:strictly )?(?:greater|higher|more) than', '>'],
  ['above', '>'],
  ['exceeds?', '>'],
  ['over', '>'],
  ['(?:strictly )?(?:less|lower) than', '<'],
  ['below', '<'],
  ['under', '<'],
];
const SUFFIXES: [string, Comparator][] = [
  ['or (?:higher|more|above|greater)', '>='],
  ['or (?:lower|less|below)', '<='],
];

interface TextBoundary {
  comparator: Comparator;
  threshold?: string;
  spans: Span[];
}

/**
 * The boundary of a price market. `rules` are the rules fields, `titles` the market's names (the
 * threshold "specified in the title"), `strikeFields` Kalshi's strike_type, floor_strike and
 * cap_strike as written (none on Polymarket).
 */
export function readPriceBoundary(
  rules: readonly VenueText[],
  titles: readonly VenueText[],
  strikeFields: readonly VenueText[],
  unit: string,
): Term<Boundary> {
  const stated = readTextBoundary(rules);
  if (strikeFields.length > 0) {
    const structured = readStrike(strikeFields);
    const spans = strikeFields.map(wholeField);
    if (typeof structured === 'string') return unknown(structured, spans);
    const between = findIn(rules, BETWEEN);
    if (structured.comparator === 'BETWEEN_INCLUSIVE') {
      // The rules must not state other ends than floor_strike and cap_strike.
      if (
        between &&
        !(
          decEquals(amountOf(between.match, 1), structured.threshold) &&
          decEquals(amountOf(between.match, 3), structured.upper ?? '')
        )
      )
        return unknown(
          `the strikes are ${structured.threshold} and ${structured.upper ?? ''} but the rules say ${between.match[0]}`,
          [...spans, spanOf(between.field, between.match)],
        );
      return known({ ...structured, unit }, [
        ...spans,
        ...(between ? [spanOf(between.field, between.match)] : []),
      ]);
    }
    if (stated && stated.comparator !== structured.comparator)
      return unknown(
        `strike_type says ${structured.comparator} but the rules say ${stated.comparator}`,
        [...spans, ...stated.spans],
      );
    if (stated?.threshold !== undefined && !decEquals(stated.threshold, structured.threshold))
      return unknown(
        `the strike is ${structured.threshold} but the rules say ${stated.threshold}`,
        [...spans, ...stated.spans],
      );
    return known({ ...structured, unit }, [...spans, ...(stated?.spans ?? [])]);
  }
  if (!stated) return unknown('the rules state no comparison with a threshold');
  if (stated.threshold !== undefined)
    return known(
      { comparator: stated.comparator, threshold: stated.threshold, unit },
      stated.spans,
    );
  // "… equal to or higher than the price specified in the title": the number is in the names.
  const named = titles
    .map((field) => ({
      field,
      match: new RegExp(AMOUNT).exec(field.text.replace(/[\u2191\u2193]/g, ' ')),
    }))
    .filter((x): x is { field: VenueText; match: RegExpExecArray } => x.match !== null);
  const values = new Set(named.map((n) => amountOf(n.match)));
  if (values.size !== 1)
    return unknown(
      values.size === 0
        ? 'the rules refer to a threshold in the title, which states none'
        : `the titles state different thresholds (${[...values].join(', ')})`,
      stated.spans,
    );
  return known({ comparator: stated.comparator, threshold: [...values][0]!, unit }, [
    ...stated.spans,
    ...named.map((n) => spanOf(n.field, n.match)),
  ]);
}

const BETWEEN = new RegExp(`\\bbetween\\s+${AMOUNT}\\s+and\\s+${AMOUNT}`, 'i');

/**
 * Kalshi's structured strike (the Trade API's Market model): greater, greater_or_equal, less and
 * less_or_equal compare with floor_strike or cap_strike; between is floor_strike to cap_strike,
 * both included. Other strike types (custom, functional, structured) are no numeric boundary.
 */
function readStrike(
  fields: readonly VenueText[],
): { comparator: Comparator; threshold: string; upper?: string } | string {
  const text = (name: string) => fields.find((f) => f.field === name)?.text;
  const type = text('strike_type');
  const floor = text('floor_strike');
  const cap = text('cap_strike');
  const decimal = (t: string | undefined) =>
    t !== undefined && isDecimalText(t) ? canonicalDecimal(t) : undefined;
  const low = decimal(floor);
  const high = decimal(cap);
  switch (type ?? '') {
    case 'greater':
    case 'greater_or_equal':
      return low === undefined
        ? `strike_type ${type} without a decimal floor_strike`
        : { comparator: type === 'greater' ? '>' : '>=', threshold: low };
    case 'less':
    case 'less_or_equal':
      return high === undefined
        ? `strike_type ${type} without a decimal cap_strike`
        : { comparator: type === 'less' ? '<' : '<=', threshold: high };
    case 'between':
      return low === undefined || high === undefined
        ? 'strike_type between without decimal floor_strike and cap_strike'
        : { comparator: 'BETWEEN_INCLUSIVE', threshold: low, upper: high };
    default:
      return `strike_type ${type ?? '(none)'} is no numeric boundary`;
  }
}

/** The first comparison the rules state, with its threshold when it is written beside it. */
function readTextBoundary(rules: readonly VenueText[]): TextBoundary | undefined {
  let best: { at: number; field: number; b: TextBoundary } | undefined;
  rules.forEach((field, fieldIndex) => {
    for (const [words, comparator] of WORDS) {
      const re = new RegExp(`\\b${words}\\s+(?:the price specified in the title|${AMOUNT})`, 'i');
      const m = re.exec(field.text);
      if (!m) continue;
      const b: TextBoundary = {
        comparator,
        ...(m[1] !== undefined ? { threshold: amountOf(m, 1) } : {}),
        spans: [spanOf(field, m)],
      };
      if (!best || fieldIndex < best.field || (fieldIndex === best.field && m.index < best.at))
        best = { at: m.index, field: fieldIndex, b };
    }
    for (const [words, comparator] of SUFFIXES) {
      const re = new RegExp(`${AMOUNT}\\s+${words}\\b`, 'i');
      const m = re.exec(field.text);
      if (!m) continue;
      const b: TextBoundary = { comparator, threshold: amountOf(m, 1), spans: [spanOf(field, m)] };
      if (!best || fieldIndex < best.field || (fieldIndex === best.field && m.index < best.at))
        best = { at: m.index, field: fieldIndex, b };
    }
  });
  return best?.b;
}

/** "$99,999.99" → "99999.99", "150k" → "150000": exact, through decimal.js. */
function amountOf(match: RegExpExecArray, group = 1): string {
  const digits = (match[group] ?? '').replace(/,/g, '');
  const scale = (match[group + 1] ?? '').toLowerCase();
  const value = dec(digits).times(scale === 'k' ? 1000 : scale === 'm' ? 1000000 : 1);
  return canonicalDecimal(formatDec(value));
}

const CUT = '(?:cuts?|decreases?|lowers?|reduces?)';
const HIKE = '(?:raises?|increases?|hikes?)';
const BPS = '(\\d+)\\s*(?:bps|basis points?)';

/**
 * The boundary of an FOMC decision market, as the change of the upper bound in basis points:
 * unchanged is = 0, "cuts by 25 bps" = -25, "by more than 25 bps" < -25, "by 50 bps or more"
 * <= -50, "raises" without a size > 0.
 */
export function readFedBoundary(rules: readonly VenueText[]): Term<Boundary> {
  // Polymarket's bracket events share one description for every bracket ("This market will
  // resolve to the amount of basis points … changed by", with its "No change" bracket named for
  // a missing statement): the market's own bracket is only in its title, and off-grid changes are
  // rounded into the brackets. No boundary is read from such a text, rather than its first words.
  const brackets = findIn(rules, /\bresolve to the amount of basis points\b/i);
  if (brackets)
    return unknown(
      "the rules describe every bracket of the event; this market's bracket is only in its title",
      [spanOf(brackets.field, brackets.match)],
    );
  const patterns: [RegExp, (m: RegExpExecArray) => [Comparator, string]][] = [
    [
      /\b(?:leaves?|keeps?|maintains?|holds?)\b[^.]*?\bunchanged\b|\bno change\b/i,
      () => ['=', '0'],
    ],
    [new RegExp(`\\b${CUT}\\b[^.]*?\\bby more than ${BPS}`, 'i'), (m) => ['<', `-${m[1]!}`]],
    [new RegExp(`\\b${CUT}\\b[^.]*?\\bby ${BPS} or more\\b`, 'i'), (m) => ['<=', `-${m[1]!}`]],
    [new RegExp(`\\b${CUT}\\b[^.]*?\\bby (?:exactly )?${BPS}`, 'i'), (m) => ['=', `-${m[1]!}`]],
    [new RegExp(`\\b${HIKE}\\b[^.]*?\\bby more than ${BPS}`, 'i'), (m) => ['>', m[1]!]],
    [new RegExp(`\\b${HIKE}\\b[^.]*?\\bby ${BPS} or more\\b`, 'i'), (m) => ['>=', m[1]!]],
    [new RegExp(`\\b${HIKE}\\b[^.]*?\\bby (?:exactly )?${BPS}`, 'i'), (m) => ['=', m[1]!]],
    [new RegExp(`\\b${HIKE}\\b(?![^.]*\\bby\\b)`, 'i'), () => ['>', '0']],
    [new RegExp(`\\b${CUT}\\b(?![^.]*\\bby\\b)`, 'i'), () => ['<', '0']],
  ];
  for (const [pattern, read] of patterns) {
    const found = findIn(rules, pattern);
    if (!found) continue;
    const [comparator, threshold] = read(found.match);
    return known({ comparator, threshold: canonicalDecimal(threshold), unit: 'bps' }, [
      spanOf(found.field, found.match),
    ]);
  }
  return unknown('the rules state no change of the rate this reader knows');
}
