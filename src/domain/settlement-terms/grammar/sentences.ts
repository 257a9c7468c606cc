// Sentences of a venue's text with their exact offsets (UTF-16, as `slice` takes them), found by
// one linear scan: a sentence ends at a newline, or at ".", "!" or "?" followed by white space,
// except after a decimal's digit, a known abbreviation ("St. Louis", "U.S.", "vs."), initials
// ("J.D. Vance") or the "1." that begins a club's name before its initials ("1. FSV Mainz 05",
// "1. FC Köln": German and Czech clubs' "first"; any other number before initials, "3. NBA", ends
// its sentence).
import type { VenueText } from '../term-inputs';
import type { Span } from '../settlement-terms';

export interface Sentence {
  field: string;
  start: number;
  end: number;
  text: string;
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
      if (e > s) out.push({ field: f.field, start: s, end: e, text: text.slice(s, e) });
    };
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '\n' || c === '\r') {
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

function endsSentence(text: string, i: number): boolean {
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
  return !ABBREVIATIONS.has(written.toLowerCase());
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
  return { field: s.field, start: s.start, end: s.end, text: s.text };
}

/** A span of part of a sentence, by offsets into the sentence's text. */
export function spanIn(s: Sentence, from: number, to: number): Span {
  return { field: s.field, start: s.start + from, end: s.start + to, text: s.text.slice(from, to) };
}
