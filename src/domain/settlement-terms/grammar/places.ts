// A place in a final table as venues write it (docs/decisions.md, "Settlement terms: a place in a
// final table"): "the top 4" is every place up to the fourth, "2nd", "2nd place" or "second place"
// the one place. Anchored tests of a few words: no scan can backtrack.
import type { Comparator } from '../settlement-terms';
import { numberWord, ordinal } from './ordinals';

export interface PlaceComparison {
  comparator: Extract<Comparator, '<=' | '='>;
  /** The place, a whole number from 1. */
  place: number;
}

/** The comparison on a team's final place that the words state, or undefined. */
export function placeIn(text: string): PlaceComparison | undefined {
  if (text.length > 40) return undefined;
  const words = text.trim().toLowerCase().split(/\s+/);
  if (words[0] === 'the') words.shift();
  // "top 4", "top four": places 1 to N; "top 1" is no table's wording for first.
  if (words.length === 2 && words[0] === 'top') {
    const n = /^[1-9]\d?$/.test(words[1]!) ? Number(words[1]) : numberWord(words[1]!);
    return n !== undefined && n >= 2 ? { comparator: '<=', place: n } : undefined;
  }
  // "2nd", "2nd place", "second place".
  if (words.length === 1 || (words.length === 2 && words[1] === 'place')) {
    const n = ordinal(words[0]!);
    return n !== undefined ? { comparator: '=', place: n } : undefined;
  }
  return undefined;
}
