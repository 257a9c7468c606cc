// A change stated with its direction (docs/decisions.md, "Settlement terms: one grammar"), as a
// signed comparison: "a Cut of 25bps" is = -25, "cuts … by more than 25 bps" is < -25, "by 50 bps
// or more" <= -50, "raises" without a size > 0, "unchanged" and "No change" = 0, "50+ bps
// decrease" <= -50. The direction words are data; the number is read by numbers.ts.
import type { Comparator } from '../settlement-terms';
import { comparisonsIn } from './numbers';

const DOWN = ['cut', 'cuts', 'decrease', 'decreases', 'lower', 'lowers', 'reduce', 'reduces'];
const UP = ['hike', 'hikes', 'raise', 'raises', 'increase', 'increases'];
const NONE = ['unchanged', 'no change', 'leaves', 'keeps', 'maintains', 'holds'];

/** A comparator with its sides swapped, for a negated quantity. */
const MIRROR: Record<Comparator, Comparator> = {
  '>': '<',
  '>=': '<=',
  '<': '>',
  '<=': '>=',
  '=': '=',
  BETWEEN_INCLUSIVE: 'BETWEEN_INCLUSIVE',
  REACHES: 'REACHES',
  // [a, b) negated is (-b, -a], which no comparator states: such a change is not read.
  BETWEEN_LOWER_INCLUSIVE: 'BETWEEN_LOWER_INCLUSIVE',
};

/**
 * A size written after a gap where the venue's template dropped a word or sign ("a Cut of   25bps"
 * on the market named "Cut >25bps"), in the text as written: what stood there is not read, so
 * neither is the size.
 */
export function sizeAfterGap(written: string): boolean {
  return /\b(?:of|by) {2,}\d/i.test(written);
}

export interface SignedChange {
  comparator: Comparator;
  threshold: string;
}

export function readChange(text: string): SignedChange | undefined {
  const words = ` ${text.toLowerCase().replace(/[^a-z0-9.+ ]+/g, ' ')} `;
  const has = (list: readonly string[]) => list.some((w) => words.includes(` ${w} `));
  const down = has(DOWN);
  const up = has(UP);
  if (has(NONE) && !down && !up) return { comparator: '=', threshold: '0' };
  if (down === up) return undefined;
  // A size without a comparator word ("a Cut of 25bps", "by exactly 25 bps") is exact.
  const found = comparisonsIn(text)[0];
  // A size in another unit ("a Hike of 0.25%", "by more than 1 percentage point") is no number
  // of basis points: not read as one.
  if (found && found.unit !== 'bps' && found.unit !== '') return undefined;
  const stated = found ? { comparator: found.comparator, threshold: found.threshold } : undefined;
  const size = stated ?? exactSize(text);
  // "raises" without a size is any rise; a number written that no size here reads ("a Hike of
  // 0%") is a size not read, not its absence.
  if (!size) return /\d/.test(text) ? undefined : { comparator: down ? '<' : '>', threshold: '0' };
  if (size.comparator === 'BETWEEN_LOWER_INCLUSIVE') return undefined;
  if (!down) return size;
  return { comparator: MIRROR[size.comparator], threshold: `-${size.threshold}` };
}

function exactSize(text: string): SignedChange | undefined {
  const m = /(\d{1,4})\s?(?:bps|basis points?)\b/i.exec(text);
  return m ? { comparator: '=', threshold: m[1]! } : undefined;
}
