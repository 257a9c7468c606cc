// Sentences of a venue's text with their exact offsets (UTF-16, as `slice` takes them), found by
// one linear scan: a sentence ends at a newline, or at ".", "!" or "?" followed by white space,
// except after a decimal's digit, a known abbreviation ("St. Louis", "U.S.", "vs."), initials
// ("J.D. Vance") or the "1." that begins a club's name before its initials ("1. FSV Mainz 05",
// "1. FC Köln": German and Czech clubs' "first"; any other number before initials, "3. NBA", ends
// its sentence), or a middle initial between a given name and a surname ("Donald J. Trump"). A
// line broken inside its sentence ("If \n Lindsey Graham says …\n, then …") does not end it: the
// sentence's text is the one-line wording, its white space at the break written as on one line,
// and its spans still point at the venue's own characters (`spanIn`).
import type { VenueText } from '../term-inputs';
import type { Span } from '../settlement-terms';

export interface Sentence {
  field: string;
  start: number;
  end: number;
  /** The sentence's words; a line broken inside it written as one line (`joined`). */
  text: string;
  /** Where a line break was joined: the venue's own characters and where each of `text`'s is. */
  joined?: { raw: string; at: readonly number[] };
}

/** Words a period follows without ending the sentence, lower case. */
const ABBREVIATIONS = new Set([
  'st',
  'u.s',
  'mr',
  'mrs',
  'ms',
  'dr',
  'jr',
  'sr',
  'vs',
  'e.g',
  'i.e',
  'no',
  'inc',
  'bros',
  'co',
  'ft',
  'mt',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'approx',
  'etc',
]);

export function sentencesOf(fields: readonly VenueText[]): Sentence[] {
  const out: Sentence[] = [];
  for (const f of fields) {
    const text = f.text;
    let start = 0;
    const push = (end: number) => {
      let s = start;
      let e = end;
      while (s < e && isSpace(text.charCodeAt(s))) s++;
      while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
      if (e > s) out.push(oneLine(f.field, s, text.slice(s, e)));
    };
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '\n' || c === '\r') {
        if (lineContinues(text, start, i)) continue;
        push(i);
        start = i + 1;
      } else if ((c === '.' || c === '!' || c === '?') && endsSentence(text, i)) {
        push(i + 1);
        start = i + 1;
      }
    }
    push(text.length);
  }
  return out;
}

/**
 * Words a clause cannot end on (a conjunction, an article, a preposition): a line that ends on one
 * was broken inside its sentence ("If \n Lindsey Graham says …", "… during the\nnext call").
 */
const OPEN_WORDS = new Set(
  [
    'if when unless whether and or of the a an to by that then than',
    'at during as in on for from with',
  ]
    .join(' ')
    .split(' '),
);

/** How far either side of a line break is looked at, so that the scan stays linear. */
const LINE_LOOK = 24;

/**
 * A line break at `at` inside a sentence of the venue's text: the line before ends on a word a
 * clause cannot end on, or the line after opens with punctuation that continues one ("…, then the
 * market resolves to Yes"). A line that ends in a sentence's punctuation or a heading's colon
 * ("Postponement:") ends there. Looks at most LINE_LOOK characters either way.
 */
function lineContinues(text: string, start: number, at: number): boolean {
  let b = at;
  while (b > start && at - b < LINE_LOOK && isSpace(text.charCodeAt(b - 1))) b--;
  if (b === start || isSpace(text.charCodeAt(b - 1))) return false;
  const last = text[b - 1]!;
  if (last === ':' || last === '.' || last === '!' || last === '?') return false;
  let a = at + 1;
  while (a < text.length && a - at < LINE_LOOK && isSpace(text.charCodeAt(a))) a++;
  if (a >= text.length || isSpace(text.charCodeAt(a))) return false;
  const next = text[a]!;
  if (next === ',' || next === ';' || next === ')') return true;
  let w = b;
  while (w > start && b - w < 8 && isLetter(text.charCodeAt(w - 1), text[w - 1])) w--;
  if (w > start && !isSpace(text.charCodeAt(w - 1))) return false;
  return OPEN_WORDS.has(text.slice(w, b).toLowerCase());
}

/** Punctuation written without a space before it, and the bracket without one after it. */
const CLOSES = new Set([',', ';', ':', '.', '!', '?', ')']);

/**
 * Whether a sentence is written with single spaces only: no line break, tab, no-break space or
 * run of spaces, which a venue may write or not without changing what the sentence says.
 */
function singleSpaced(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 32 ? raw.charCodeAt(i + 1) === 32 : c !== 32 && isSpace(c)) return false;
  }
  return true;
}

/**
 * Curly quotes and apostrophes as the straight ones ("Men’s" as "Men's", “Yes” as "Yes"): a venue
 * writes either, and every rule of the grammar reads the straight ones. One character for one, so
 * that offsets into the text are offsets into the venue's.
 */
const STRAIGHT: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
};
const CURLY = /[\u2018\u2019\u201c\u201d]/;

/** A text's curly quotes and apostrophes as straight ones, one character for one. */
export function straightQuotes(text: string): string {
  return CURLY.test(text) ? text.replace(/[\u2018\u2019\u201c\u201d]/g, (q) => STRAIGHT[q]!) : text;
}

/**
 * A sentence as one line: each run of white space is one space, or, where it holds a line break,
 * none before punctuation that closes ("Face the Nation\n, then") and after an opening bracket,
 * as the one-line wording writes it; its quotes straight (`straightQuotes`). A sentence written
 * with single spaces and straight quotes is its own characters.
 */
function oneLine(field: string, start: number, raw: string): Sentence {
  const end = start + raw.length;
  if (singleSpaced(raw) && !CURLY.test(raw)) return { field, start, end, text: raw };
  let text = '';
  const at: number[] = [];
  let i = 0;
  while (i < raw.length) {
    if (!isSpace(raw.charCodeAt(i))) {
      text += STRAIGHT[raw[i]!] ?? raw[i];
      at.push(i);
      i++;
      continue;
    }
    let j = i;
    let broken = false;
    while (j < raw.length && isSpace(raw.charCodeAt(j))) {
      if (raw[j] === '\n' || raw[j] === '\r') broken = true;
      j++;
    }
    if (!broken || (!CLOSES.has(raw[j] ?? '') && raw[i - 1] !== '(')) {
      text += ' ';
      at.push(i);
    }
    i = j;
  }
  at.push(raw.length);
  return { field, start, end, text, joined: { raw, at } };
}

/**
 * A heading of its own line ("Postponement:", "Payout Criterion:", "Rules:"): a title of the
 * clauses after it, which states no clause itself. At most five words before the colon.
 */
const HEADING = /^\p{Lu}[\p{L}'\u2019&/-]{0,30}(?: [\p{L}'\u2019&/-]{1,30}){0,4}:$/u;

export function isHeading(text: string): boolean {
  return text.length <= 80 && HEADING.test(text.trim());
}

/**
 * Whether the period (or "!", "?") at `i` ends a sentence: followed by white space or the text's
 * end, and no abbreviation's ("Apr.", "U.S."), initial's or decimal's.
 */
export function endsSentence(text: string, i: number): boolean {
  const next = text.charCodeAt(i + 1);
  if (i + 1 < text.length && !isSpace(next)) return false;
  if (text[i] !== '.') return true;
  // The word before the period, at most 6 characters back.
  let w = i;
  while (w > 0 && i - w < 6 && !isSpace(text.charCodeAt(w - 1))) w--;
  const written = text.slice(w, i).replace(/^[("'\u201c]+/, '');
  // Initials written with their periods ("J.D. Vance"); one letter alone ("Person F.") may end one.
  if (/^(?:[A-Z]\.)+[A-Z]$/.test(written)) return false;
  if (written === '1' && initialsFollow(text, i + 2)) return false;
  if (/^[A-Z]$/.test(written) && isMiddleInitial(text, i - 1)) return false;
  // "May." is a month's name abbreviated only before its day ("May. 23rd, 2021"); else the month
  // ends its sentence ("… in May. The market …").
  if (written.toLowerCase() === 'may') return !/^\s{1,2}\d/.test(text.slice(i + 1, i + 4));
  return !ABBREVIATIONS.has(written.toLowerCase());
}

/**
 * Words that name a label, not a person, when a capital letter follows ("Serie A", "Group C",
 * "Plan B", "Model S", "Person F"): a period after that letter may end the sentence.
 */
const LABEL_NOUNS = new Set(
  [
    'amendment appendix article block bracket candidate case category class column',
    'company conference country district division entity exhibit form formula gate',
    'generation grade group item level lot measure model option outcome part party person',
    'phase plan player pool prop proposition question region round row scenario schedule',
    'section seed serie series side stage team terminal tier type version vitamin ward',
    'wave zone',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Words that open a sentence of venue rules and are never a surname ("… Serie A. A consensus of",
 * "… Person F. The market"): after one of them the period still ends the sentence.
 */
const SENTENCE_OPENERS = new Set(
  [
    'a additionally after all also although an and another any are as at before between',
    'both but by can could did do does each either even every following for from further',
    'furthermore given he her here his however if in is it its may market markets might',
    'moreover most must neither no nor not note notwithstanding of on once only or other',
    'otherwise outcome per please regardless resolution shall she should since so some',
    'such that the their then there these they this those though thus to trading under',
    'unless until upon was we were what when where whether which while who will with',
    'within without would yes yet',
  ]
    .join(' ')
    .split(' '),
);

/** A given name: a capital and lower-case letters ("Donald", "José"); a surname may add "'", "-". */
const GIVEN_NAME = /^\p{Lu}\p{Ll}+$/u;
const SURNAME = /^\p{Lu}[\p{Ll}'\u2019][\p{L}'\u2019-]*$/u;

/**
 * The capital letter at `at`, followed by its period, is a middle initial: one space from a given
 * name before it and from a surname after it, or a run of spaces ("Donald J. Trump", "Mary K. Smith"). Not a roman
 * numeral ("World War I", "Henry V"), nor a label's letter ("Serie A. A consensus"), nor before a
 * word that opens sentences. Looks at most 24 characters either way.
 */
function isMiddleInitial(text: string, at: number): boolean {
  const letter = text[at];
  if (letter === 'I' || letter === 'V' || letter === 'X') return false;
  if (at < 2 || !isBlank(text, at - 1) || !isBlank(text, at + 2)) return false;
  // The spaces either side, a run of them as one ("Donald  J.  Trump"), at most 4.
  let g = at - 1;
  while (g > 0 && at - g < 4 && isBlank(text, g - 1)) g--;
  let from = at + 2;
  while (from < text.length && from - at < 6 && isBlank(text, from)) from++;
  let w = g;
  while (w > 0 && g - w < 24 && isLetter(text.charCodeAt(w - 1), text[w - 1])) w--;
  if (w > 0 && isLetter(text.charCodeAt(w - 1), text[w - 1])) return false;
  const given = text.slice(w, g);
  if (!GIVEN_NAME.test(given) || LABEL_NOUNS.has(given.toLowerCase())) return false;
  let e = from;
  while (e < text.length && e - from < 24 && !isSpace(text.charCodeAt(e))) e++;
  const surname = text
    .slice(from, e)
    .replace(/[.,;:!?)"'\u201d]+$/, '')
    .replace(/['\u2019]s$/, '');
  return SURNAME.test(surname) && !SENTENCE_OPENERS.has(surname.toLowerCase());
}

/** A space, a tab or a no-break space at `i` (no line break): a gap inside one line. */
function isBlank(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 32 || c === 9 || c === 0xa0;
}

function isLetter(code: number, ch: string | undefined): boolean {
  return ch !== undefined && !isSpace(code) && /\p{L}/u.test(ch);
}

/**
 * The word at `at` is initials in capitals ("FC", "FSV", "SV"), as a club's name continues after
 * its number; a sentence starts with a word ("Otherwise", "If", "The"). Looks at most 6 characters.
 */
function initialsFollow(text: string, at: number): boolean {
  let end = at;
  while (end < text.length && end - at <= 5 && isCapital(text.charCodeAt(end))) end++;
  if (end - at < 2 || end - at > 4) return false;
  return end === text.length || isSpace(text.charCodeAt(end));
}

function isCapital(code: number): boolean {
  return code >= 65 && code <= 90;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0;
}

export function sentenceSpan(s: Sentence): Span {
  return { field: s.field, start: s.start, end: s.end, text: s.joined?.raw ?? s.text };
}

/**
 * A span of part of a sentence, by offsets into the sentence's text: the venue's own characters
 * from the first to the last of that part, where a line break was joined.
 */
export function spanIn(s: Sentence, from: number, to: number): Span {
  if (!s.joined)
    return {
      field: s.field,
      start: s.start + from,
      end: s.start + to,
      text: s.text.slice(from, to),
    };
  const { raw, at } = s.joined;
  const a = at[from]!;
  const b = to > from ? at[to - 1]! + 1 : a;
  return { field: s.field, start: s.start + a, end: s.start + b, text: raw.slice(a, b) };
}
