// Numbers with their units and the comparison they are stated in (docs/decisions.md, "Settlement
// terms: one grammar"): "above 91499.99", "at or above $150,000", "more than 43.5", "less than
// 50k", "3.1 percent or more", "between 80-81°", "X° or below", "250+". The comparator words are
// the table below (data), looked for just before and just after the number; the number pattern
// is linear (digits, commas and one fraction, no nested repetition).
import type { Comparator } from '../settlement-terms';
import { dec, decCompare, formatDec } from '../../arithmetic/decimal';

export interface Comparison {
  comparator: Comparator;
  threshold: string;
  upper?: string;
  unit: string;
  /** Offsets into the text read. */
  start: number;
  end: number;
}

/** Words before a number, longest first, lower case. */
const BEFORE: readonly [string, Comparator][] = [
  ['at or greater than', '>='],
  ['at or higher than', '>='],
  ['at or more than', '>='],
  ['at or lower than', '<='],
  ['at or less than', '<='],
  ['above or equal to', '>='],
  ['over or equal to', '>='],
  ['below or equal to', '<='],
  ['under or equal to', '<='],
  ['equal to or greater than', '>='],
  ['equal to or higher than', '>='],
  ['equal to or more than', '>='],
  ['equal to or above', '>='],
  ['equal to or less than', '<='],
  ['equal to or lower than', '<='],
  ['equal to or below', '<='],
  ['higher than or equal to', '>='],
  ['lower than or equal to', '<='],
  ['greater than or equal to', '>='],
  ['more than or equal to', '>='],
  ['less than or equal to', '<='],
  ['at or above', '>='],
  ['at or below', '<='],
  ['at least', '>='],
  ['at most', '<='],
  ['no less than', '>='],
  ['no more than', '<='],
  ['greater than', '>'],
  ['higher than', '>'],
  ['more than', '>'],
  ['fewer than', '<'],
  ['less than', '<'],
  ['lower than', '<'],
  ['exceeds', '>'],
  ['exceed', '>'],
  ['above', '>'],
  ['over', '>'],
  ['below', '<'],
  ['under', '<'],
  ['exactly', '='],
  ['more', '>'],
  ['>=', '>='],
  ['<=', '<='],
  ['≥', '>='],
  ['≤', '<='],
  ['>', '>'],
  ['<', '<'],
];

/** Words after a number (and its unit), longest first. */
const AFTER: readonly [string, Comparator][] = [
  ['or higher', '>='],
  ['or above', '>='],
  ['or more', '>='],
  ['or greater', '>='],
  ['or over', '>='],
  ['or lower', '<='],
  ['or below', '<='],
  ['or less', '<='],
  ['or fewer', '<='],
  ['or under', '<='],
  ['+', '>='],
];

/**
 * A negation just before a comparison ("is not above 89°", "isn't greater than", "does not
 * exceed", "fails to exceed", "will not be more than"): the comparison the words state is the
 * complement of the one they name. "Not exactly" states no comparator here. Fixed words: linear.
 */
const NEGATED = /(?:\bnot|n't|\bnever|\bfail(?:s|ed)? to)(?: be)? $/;
const NEGATIONS: Partial<Record<Comparator, Comparator>> = {
  '>': '<=',
  '>=': '<',
  '<': '>=',
  '<=': '>',
};

function negatedBefore(lower: string, at: number): boolean {
  return NEGATED.test(lower.slice(Math.max(0, at - 24), at));
}

/** Units after a number, longest first, and their normalised name. */
const UNITS: readonly [string, string][] = [
  ['basis points', 'bps'],
  ['percentage points', 'pp'],
  ['percent', '%'],
  ['bps', 'bps'],
  ['%', '%'],
  ['°f', '°F'],
  ['° f', '°F'],
  ['°c', '°C'],
  ['°', '°'],
  ['degrees', '°'],
  ['points', 'points'],
  ['runs', 'runs'],
  ['goals', 'goals'],
];

/** Multipliers after a number. */
const SCALES: readonly [string, number][] = [
  ['trillion', 12],
  ['billion', 9],
  ['million', 6],
  ['thousand', 3],
  ['k', 3],
  ['m', 6],
  ['b', 9],
  ['t', 12],
];

/**
 * The words a minus sign may follow: "above -25000", "less than -0.5%", "be -5°C or below",
 * "between -3 and -2°C"; or nothing, in a title that is one bracket ("-5°C or below").
 */
const SIGN_AFTER = /\b(?:above|below|than|exceeds?|under|over|least|most|be|is|between|and) $/;

const NUMBER = /\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?|\$?\d+(?:\.\d+)?/g;

interface NumberToken {
  value: string;
  currency: boolean;
  start: number;
  end: number;
}

function numbersIn(text: string): NumberToken[] {
  const out: NumberToken[] = [];
  NUMBER.lastIndex = 0;
  for (let m = NUMBER.exec(text); m; m = NUMBER.exec(text)) {
    // A number inside a word or a date ("Q4", "2026-05-15") is no threshold.
    const prev = m.index > 0 ? text[m.index - 1]! : ' ';
    // "80-81": a number after a dash is a range's end when a number ends just before the dash.
    const rangeEnd = prev === '-' && /\d/.test(text[m.index - 2] ?? '');
    // "above -25000": a dash right after a comparison's word is the number's minus sign.
    const signed =
      prev === '-' &&
      !rangeEnd &&
      (m.index === 1 ||
        SIGN_AFTER.test(text.slice(Math.max(0, m.index - 12), m.index - 1).toLowerCase()));
    if (/[A-Za-z_/:]/.test(prev) || (prev === '-' && !rangeEnd && !signed)) continue;
    const raw = m[0];
    // A run of digits longer than any stated threshold is no number.
    if (raw.length > 40) continue;
    out.push({
      value: `${signed ? '-' : ''}${raw.replace(/[$,]/g, '')}`,
      currency: raw.startsWith('$') || prev === '$',
      start: signed ? m.index - 1 : m.index,
      end: m.index + raw.length,
    });
    if (out.length > 64) break;
  }
  return out;
}

/** Every comparison stated in the text (a sentence), in order. */
export function comparisonsIn(text: string): Comparison[] {
  const lower = text.toLowerCase();
  const numbers = numbersIn(text);
  const out: Comparison[] = [];
  for (let i = 0; i < numbers.length; i++) {
    const n = numbers[i]!;
    const after = unitAfter(lower, n.end);
    let value = scaled(n.value, after.scale);
    let end = after.end;
    let unit = n.currency ? 'USD' : after.unit;
    // A range: "between 80-81°", "80 to 81", "$50-100b", "between X and Y"; each end may say
    // whether it is in the range: "between $10b (inclusive) and $15b (exclusive)".
    const lowNote = endNote(lower, end);
    const range = rangeAfter(lower, lowNote?.end ?? end, numbers[i + 1]);
    if (range) {
      const upperUnit = unitAfter(lower, range.end);
      const highNote = endNote(lower, upperUnit.end);
      const scale = upperUnit.scale || after.scale;
      value = scaled(n.value, scale);
      const upper = scaled(range.value, scale);
      unit = n.currency || range.currency ? 'USD' : upperUnit.unit || after.unit;
      end = highNote?.end ?? upperUnit.end;
      const startWord = startWordOf(lower, n.start);
      // An excluded lower end ("(exclusive) and …") is a range no comparator states: not read.
      // One note after the whole range says both ends ("between 88 and 89, inclusive"); an
      // exclusion there ("between 88 and 89 (exclusive)") may exclude either end or both: not
      // read. A negated range ("not between …") is two sets, no comparator: not read.
      const comparator =
        (lowNote?.closed ?? true) === false ||
        (lowNote === undefined && highNote?.closed === false) ||
        highNote?.both === false ||
        negatedBefore(lower, startWordOf(lower, n.start))
          ? undefined
          : (highNote?.closed ?? true)
            ? 'BETWEEN_INCLUSIVE'
            : 'BETWEEN_LOWER_INCLUSIVE';
      if (comparator && decCompare(value, upper) < 0)
        out.push({ comparator, threshold: value, upper, unit, start: startWord, end });
      i++;
      continue;
    }
    // "exactly 0.5 percent (i.e. fifty hundredths of 1%) or more": the comparator's words may
    // follow an aside in parentheses, whose numbers are the aside's, not comparisons.
    const aside = asideAfter(lower, end);
    const afterWord =
      wordAfter(lower, end) ?? (aside === undefined ? undefined : wordAfter(lower, aside));
    if (afterWord && aside !== undefined && afterWord.end > aside)
      while (i + 1 < numbers.length && numbers[i + 1]!.start < aside) i++;
    if (afterWord) {
      // "is not 90° or above": the complement; "not exactly" is none.
      const negated = negatedBefore(lower, n.start);
      const comparator = negated ? NEGATIONS[afterWord.comparator] : afterWord.comparator;
      if (comparator === undefined) continue;
      // "44 or more points", "3 or more goals": the unit after the comparison's words.
      const later = unit === '' && after.scale === 0 ? unitAfter(lower, afterWord.end) : undefined;
      const counted = later !== undefined && later.unit !== '' && later.scale === 0;
      out.push({
        comparator,
        threshold: value,
        unit: counted ? later.unit : unit,
        start: n.start,
        end: counted ? later.end : afterWord.end,
      });
      continue;
    }
    const beforeWord = wordBefore(lower, n.start);
    const comparator =
      beforeWord && negatedBefore(lower, beforeWord.start)
        ? NEGATIONS[beforeWord.comparator]
        : beforeWord?.comparator;
    if (beforeWord && comparator)
      out.push({
        comparator,
        threshold: value,
        unit,
        start: beforeWord.start,
        end,
      });
  }
  return out;
}

function unitAfter(lower: string, at: number): { unit: string; scale: number; end: number } {
  let pos = at;
  let scale = 0;
  const space = lower[pos] === ' ' ? 1 : 0;
  for (const [word, power] of SCALES)
    if (
      lower.startsWith(word, pos + (word.length > 1 ? space : 0)) &&
      !isLetter(lower, pos + (word.length > 1 ? space : 0) + word.length)
    ) {
      scale = power;
      pos += (word.length > 1 ? space : 0) + word.length;
      break;
    }
  const space2 = lower[pos] === ' ' ? 1 : 0;
  for (const [word, unit] of UNITS)
    if (
      lower.startsWith(word, pos + space2) &&
      (word.length === 1 || !isLetter(lower, pos + space2 + word.length))
    )
      return { unit, scale, end: pos + space2 + word.length };
  return { unit: '', scale, end: pos };
}

function rangeAfter(
  lower: string,
  at: number,
  next: NumberToken | undefined,
): NumberToken | undefined {
  if (!next) return undefined;
  const between = lower.slice(at, next.start);
  return /^\s?(?:-|\u2013|to|and)\s?$/.test(between) || /^\s?-\s?$/.test(between)
    ? next
    : undefined;
}

/**
 * "(inclusive)" or "(exclusive)" just after a range's end, and whether it keeps that end; or a
 * note of both ends after the range ("…, inclusive", "(both inclusive)", "exclusive"), `both`
 * saying whether it keeps both ends.
 */
function endNote(
  lower: string,
  at: number,
): { closed: boolean; end: number; both?: boolean } | undefined {
  const space = lower[at] === ' ' ? 1 : 0;
  for (const [word, closed] of [
    ['(inclusive)', true],
    ['(exclusive)', false],
  ] as const)
    if (lower.startsWith(word, at + space)) return { closed, end: at + space + word.length };
  const comma = lower[at] === ',' && lower[at + 1] === ' ' ? 2 : space;
  for (const [word, both] of [
    ['(both inclusive)', true],
    ['(inclusive of both)', true],
    ['(both exclusive)', false],
    ['inclusive', true],
    ['exclusive', false],
  ] as const)
    if (lower.startsWith(word, at + comma) && !isLetter(lower, at + comma + word.length))
      return { closed: both, end: at + comma + word.length, both };
  return undefined;
}

/** Where a range's words begin: at "between" before its first number. */
function startWordOf(lower: string, at: number): number {
  return endsWith(lower, at, 'between ') ? at - 8 : at;
}

/** A short aside in parentheses right after a number ("… percent (i.e. …)"): where it ends. */
const ASIDE = / ?\([^()]{1,80}\)/y;
function asideAfter(lower: string, at: number): number | undefined {
  ASIDE.lastIndex = at;
  return ASIDE.test(lower) ? ASIDE.lastIndex : undefined;
}

function wordAfter(lower: string, at: number): { comparator: Comparator; end: number } | undefined {
  for (const [word, comparator] of AFTER) {
    const space = word === '+' ? 0 : lower[at] === ' ' ? 1 : -1;
    if (space < 0) continue;
    if (lower.startsWith(word, at + space) && !isLetter(lower, at + space + word.length))
      return { comparator, end: at + space + word.length };
  }
  return undefined;
}

function wordBefore(
  lower: string,
  at: number,
): { comparator: Comparator; start: number } | undefined {
  let end = at;
  if (lower[end - 1] === '$') end--;
  while (end > 0 && lower[end - 1] === ' ') end--;
  // "less than or equal to the line 225": the line a total or spread is compared with.
  if (endsWith(lower, end, ' the line')) {
    end -= ' the line'.length;
    while (end > 0 && lower[end - 1] === ' ') end--;
  }
  for (const [word, comparator] of BEFORE)
    if (endsWith(lower, end, word) && !isLetter(lower, end - word.length - 1))
      return { comparator, start: end - word.length };
  return undefined;
}

function endsWith(lower: string, at: number, word: string): boolean {
  return at >= word.length && lower.startsWith(word, at - word.length);
}

function isLetter(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/** A decimal times 10^power, as exact canonical decimal text. */
function scaled(value: string, power: number): string {
  return formatDec(dec(value).times(dec(10).pow(power)));
}

// A number written as a word: the count words and the round words a rule writes out ("more than a
// hundred", "at least twenty", "fewer than five", "more than a dozen").
const NUMBER_WORD =
  '(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozen|score)';
/**
 * A comparison of a number written as a word ("more than a hundred tweets", "fewer than five
 * storms", "ten or more", "no more than two"), which `comparisonsIn` does not read: a proposition
 * that states one compares a count, not an occurrence. "At least one" and "one or more" say only
 * that the thing happens, and are no comparison here. One alternation of fixed words: linear.
 */
const WORD_COMPARISON = new RegExp(
  `\\b(?:(?:no |not )?(?:more|fewer|less|greater|higher|lower) than|at (?:least|most)|exactly|up to)\\s{1,3}(?:(?:a|an|one) )?${NUMBER_WORD}\\b|\\b(?:more than|over|exactly) one\\b|\\b${NUMBER_WORD}(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?\\s{1,3}or\\s{1,3}(?:more|fewer|less|greater|higher|lower|above|below)\\b`,
  'i',
);

/** Where a clause of its own begins: a comma or a word that starts one ("or" but of "or more"). */
const CLAUSE_START =
  /,|;|\b(?:that|which|who|whose|where|when|if|and|to|as)\b|\bor\b(?! (?:more|fewer|less|greater|higher|lower|above|below)\b)/i;

/**
 * Whether the first clause of a proposition compares a number it writes as a word: "Elon Musk posts
 * more than a hundred tweets", "fewer than five named storms form". A number in a later clause
 * ("… signs any bill into law that aims to … permit a president to serve more than two terms")
 * describes what happens, not how many times it does.
 */
export function comparesInWords(text: string): boolean {
  const cut = CLAUSE_START.exec(text);
  return WORD_COMPARISON.test(cut ? text.slice(0, cut.index) : text);
}

/**
 * An amount the proposition compares without writing it: the title's ("there have been the
 * specified amount or more confirmed cases", "the upper bound … reaches the specified level") or
 * a rank ("is the number 1 song in any official weekly … chart", "the app ranked #1"). Either is a
 * comparison, not an occurrence with no threshold. A number that names a thing ("Starship Flight
 * Test number 12") is no rank: a rank follows "the", "ranked" or "ranks". Fixed words and bounded
 * gaps: linear.
 */
const UNWRITTEN_AMOUNT =
  /\b(?:specified|listed|stated|given)\s{1,3}(?:amount|number|level|value|figure|threshold|count|quantity|price|percentage|rate)\b|\b(?:the|ranked|ranks)\s{1,3}(?:number\s{1,3}|no\.\s{0,2}|#\s{0,2})\d{1,3}\b/i;

/** Whether a proposition compares an amount it does not write, or a rank (above). */
export function comparesUnwritten(text: string): boolean {
  return UNWRITTEN_AMOUNT.test(text);
}
