// A place in a final table as venues write it (docs/decisions.md, "Settlement terms: a place in a
// final table"): "the top 4" is every place up to the fourth, "2nd", "2nd place" or "second place"
// the one place. Anchored tests of a few words: no scan can backtrack.
import type { Comparator } from '../settlement-terms';

export interface PlaceComparison {
  comparator: Extract<Comparator, '<=' | '='>;
  /** The place, a whole number from 1. */
  place: number;
}

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** "4th", "2nd", "21st": the suffix must be the number's own ("2th" is no ordinal). */
function ordinal(text: string): number | undefined {
  const m = /^([1-9]\d?)(st|nd|rd|th)$/i.exec(text);
  if (m) {
    const n = Number(m[1]);
    const teen = n % 100 >= 11 && n % 100 <= 13;
    const last = n % 10;
    const suffix = teen ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
    return m[2]!.toLowerCase() === suffix ? n : undefined;
  }
  return ORDINAL_WORDS[text.toLowerCase()];
}

/** The comparison on a team's final place that the words state, or undefined. */
export function placeIn(text: string): PlaceComparison | undefined {
  if (text.length > 40) return undefined;
  const words = text.trim().toLowerCase().split(/\s+/);
  if (words[0] === 'the') words.shift();
  // "top 4", "top four": places 1 to N; "top 1" is no table's wording for first.
  if (words.length === 2 && words[0] === 'top') {
    const n = /^[1-9]\d?$/.test(words[1]!) ? Number(words[1]) : NUMBER_WORDS[words[1]!];
    return n !== undefined && n >= 2 ? { comparator: '<=', place: n } : undefined;
  }
  // "2nd", "2nd place", "second place".
  if (words.length === 1 || (words.length === 2 && words[1] === 'place')) {
    const n = ordinal(words[0]!);
    return n !== undefined ? { comparator: '=', place: n } : undefined;
  }
  return undefined;
}
