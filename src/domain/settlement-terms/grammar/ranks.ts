// A rank on a chart as venues write it (docs/decisions.md, "Settlement terms: a rank on a
// dated chart"): the words that open a ranked phrase ("#2 Netflix show in the United States",
// "the number 1 song", "the top US Netflix movie", "third-highest arena score", "top 10 album")
// state the place asked, and the words after them what is ranked. Anchored tests of the first
// few words: no scan can backtrack.
import type { Comparator } from '../settlement-terms';
import { numberWord, ordinal } from './ordinals';

export interface RankComparison {
  /** `=` one place; `<=` every place up to it ("top 10"). */
  comparator: Extract<Comparator, '<=' | '='>;
  /** The place, a whole number from 1. */
  place: number;
  /** What is ranked, the words after the rank ("Netflix show in the United States"). */
  ranked: string;
}

/** A whole number of one to three digits without a leading zero, or a number word. */
function count(word: string): number | undefined {
  return /^[1-9]\d{0,2}$/.test(word) ? Number(word) : numberWord(word);
}

/**
 * The rank the phrase opens with, or undefined: "#1", "# 1", "number 1" and "No. 1" are that place
 * (an ordinal alone is not: "the first song to …" is first in time); "the top" with no number after it and "highest" the first;
 * "second-highest" (or "second highest") the second; "top 10" (or "top ten") every place up to
 * the tenth. What follows the rank must name what is ranked: a bare rank is not read. A relative
 * rank ("ranks higher than") opens with none of these words and is not read.
 */
export function rankIn(text: string): RankComparison | undefined {
  if (text.length > 160) return undefined;
  const words = text
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/^#\s?(?=\d)/, '# ')
    .split(/\s+/);
  let place: number | undefined;
  let comparator: RankComparison['comparator'] = '=';
  let taken = 0;
  const [first, second] = [words[0] ?? '', words[1] ?? ''];
  if ((first === '#' || first === 'number' || first === 'no.') && count(second) !== undefined) {
    place = count(second);
    taken = 2;
  } else if (/^#[1-9]\d{0,2}$/.test(first)) {
    place = Number(first.slice(1));
    taken = 1;
  } else if (first === 'top' && count(second) !== undefined) {
    place = count(second);
    comparator = place === 1 ? '=' : '<=';
    taken = 2;
  } else if (first === 'top' || first === 'highest') {
    place = 1;
    taken = 1;
  } else {
    const highest = /^([a-z0-9]+)-highest$/.exec(first);
    if (highest) {
      place = ordinal(highest[1]!);
      taken = 1;
    } else if (second === 'highest' && ordinal(first) !== undefined) {
      place = ordinal(first);
      taken = 2;
    }
  }
  const ranked = words.slice(taken).join(' ');
  // A rank with nothing after it ranks nothing the phrase names; "top-rated" is no rank.
  if (place === undefined || ranked === '' || /^[-–]/.test(ranked)) return undefined;
  return { comparator, place, ranked };
}
