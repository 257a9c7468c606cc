// The values of a price or rate cut by every boundary of both venues' markets (docs/decisions.md,
// "Cross-venue families"): each distinct threshold is a point, and the open intervals between the
// points are the rest; neighbouring pieces on which every market's condition agrees are joined.
// So "above 100000" and "100000 or more" put 100000 itself in a cell of its own, exactly where the
// two disagree, and nowhere else. Decimal text throughout, compared by decimal.js
// (`decCompare`), never a float. threshold-ladder.ts cannot do this: it takes one venue's rungs
// that share one convention at the threshold and refuses the rest.
import { canonicalDecimal, decCompare } from '../../../domain/arithmetic/decimal';
import { boundarySet, isSubset } from '../../../domain/settlement-terms/boundary-sets';
import type { Boundary } from '../../../domain/settlement-terms/settlement-terms';
import type { Cell } from './partition-family';

interface End {
  value: string | null;
  closed: boolean;
}

interface Piece {
  low: End;
  high: End;
}

export interface ValueCells {
  cells: Cell[];
  /** Per boundary, in the order given: the cells in which its condition holds. */
  holding: Set<string>[];
}

/** `of` names the quantity in the cells' descriptions ("BTC/USD 60-second simple average ..."). */
export function valueCells(boundaries: readonly Boundary[], unit: string, of: string): ValueCells {
  const sets = boundaries.map(boundarySet);
  const ends = boundaries.flatMap((b) =>
    [b.threshold, b.upper].filter((end): end is string => end !== undefined),
  );
  const points = [...new Set(ends.map(canonicalDecimal))].sort(decCompare);
  const pieces = atoms(points);
  const holds = (p: Piece) => sets.map((s) => isSubset([p], s));
  const joined: { piece: Piece; holds: boolean[] }[] = [];
  for (const piece of pieces) {
    const h = holds(piece);
    const last = joined[joined.length - 1];
    if (last && last.holds.every((x, i) => x === h[i]))
      last.piece = { low: last.piece.low, high: piece.high };
    else joined.push({ piece, holds: h });
  }
  const cells = joined.map(({ piece }) => {
    const label = `${rangeText(piece)} ${unit}`;
    return { id: rangeId(piece), label, description: `The ${of} is ${label}.` };
  });
  return {
    cells,
    holding: boundaries.map(
      (_, i) => new Set(joined.flatMap((j, k) => (j.holds[i] ? [cells[k]!.id] : []))),
    ),
  };
}

/** The points and the open intervals between them, in order. */
function atoms(points: readonly string[]): Piece[] {
  const none: End = { value: null, closed: false };
  const out: Piece[] = [];
  let low = none;
  for (const p of points) {
    out.push({ low, high: { value: p, closed: false } });
    out.push({ low: { value: p, closed: true }, high: { value: p, closed: true } });
    low = { value: p, closed: false };
  }
  out.push({ low, high: none });
  return out;
}

/** `le-100`, `gt-100-lt-105`, `eq-105`, `ge-105`: `-` in a value is `m`, `.` is `p`. */
function rangeId(p: Piece): string {
  const v = (x: string) => x.replace('-', 'm').replace('.', 'p');
  const { low, high } = p;
  if (low.value !== null && low.value === high.value) return `eq-${v(low.value)}`;
  const parts: string[] = [];
  if (low.value !== null) parts.push(`${low.closed ? 'ge' : 'gt'}-${v(low.value)}`);
  if (high.value !== null) parts.push(`${high.closed ? 'le' : 'lt'}-${v(high.value)}`);
  return parts.length > 0 ? parts.join('-') : 'any';
}

function rangeText(p: Piece): string {
  const { low, high } = p;
  if (low.value !== null && low.value === high.value) return `exactly ${low.value}`;
  const parts: string[] = [];
  if (low.value !== null) parts.push(`${low.closed ? 'at least' : 'above'} ${low.value}`);
  if (high.value !== null) parts.push(`${high.closed ? 'at most' : 'below'} ${high.value}`);
  return parts.length > 0 ? parts.join(' and ') : 'any value';
}
