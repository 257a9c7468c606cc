// One outcome's payout texts compiled once into exact scaled integers (docs/decisions.md,
// "Evaluation off the event loop"): the evaluation's hot loop then reads numbers, not texts, and
// a compiled row is kept by the service for the next request on the same payout table. The
// integers sit in float64s only when each is exact there (at most 15 significant digits, below
// 2^52); otherwise the row keeps its texts and the engine works on BigInt. Rows live in shared
// memory, so handing a book to a worker thread copies none of them.
import { fractionDigits, POW10, toScaledNumber } from '../arithmetic/scaled';
import { rowChanges } from './row-changes';
import { primitiveShape } from './row-shape';
import { KEPT_ROWS, REQUEST_ROWS, type SharedBlocks } from './shared-blocks';
import type { BookInput, CompiledRow, EvaluationInput, PayoutRow } from './types';

export type { CompiledRow, PayoutRow } from './types';

export function isCompiled(row: PayoutRow): row is CompiledRow {
  return !Array.isArray(row);
}

/** Where a row is compiled before it is known to fit in float64s (grown as needed). */
let scratch = new Float64Array(1024);

/**
 * The row compiled, its values and shape in `memory` (shared-blocks.ts): KEPT_ROWS for a row
 * kept across requests, REQUEST_ROWS for one evaluation's.
 */
export function compileRow(
  texts: readonly string[],
  memory: SharedBlocks = KEPT_ROWS,
): CompiledRow {
  const n = texts.length;
  if (scratch.length < n) scratch = new Float64Array(n);
  const values = scratch.subarray(0, n);
  let own: Int8Array | undefined;
  let digits = 0;
  for (let s = 0; s < n; s++) {
    const text = texts[s]!;
    if (text.length === 1) {
      const c = text.charCodeAt(0) - 48;
      if (c >= 0 && c <= 9) {
        values[s] = c;
        continue;
      }
    }
    const d = fractionDigits(text);
    if (d > 15)
      return { digits: 0, values: null, maxAbs: 0, texts: [...texts], shape: null, changes: null };
    const v = toScaledNumber(text, d);
    if (Number.isNaN(v))
      return { digits: 0, values: null, maxAbs: 0, texts: [...texts], shape: null, changes: null };
    values[s] = v;
    if (d > 0) {
      own ??= new Int8Array(n);
      own[s] = d;
      if (d > digits) digits = d;
    }
  }
  let maxAbs = 0;
  for (let s = 0; s < n; s++) {
    const v = own === undefined ? values[s]! : values[s]! * POW10[digits - own[s]!]!;
    values[s] = v;
    const abs = v < 0 ? -v : v;
    if (abs > maxAbs) maxAbs = abs;
  }
  if (maxAbs > Number.MAX_SAFE_INTEGER / 2)
    return { digits: 0, values: null, maxAbs: 0, texts: [...texts], shape: null, changes: null };
  const shared = memory.floats(n);
  shared.set(values);
  return {
    digits,
    values: shared,
    maxAbs,
    texts: null,
    shape: primitiveShape(shared, memory),
    changes: rowChanges(shared, memory),
  };
}

/** A compiled row's scenarios at the given indices (a scenario filter), in that order. */
export function selectScenarios(row: CompiledRow, indices: readonly number[]): CompiledRow {
  if (row.values === null) return { ...row, texts: indices.map((s) => row.texts![s]!) };
  const values = REQUEST_ROWS.floats(indices.length);
  let maxAbs = 0;
  for (let i = 0; i < indices.length; i++) {
    const v = row.values[indices[i]!]!;
    values[i] = v;
    const abs = v < 0 ? -v : v;
    if (abs > maxAbs) maxAbs = abs;
  }
  return {
    digits: row.digits,
    values,
    maxAbs,
    texts: null,
    shape: primitiveShape(values, REQUEST_ROWS),
    changes: rowChanges(values, REQUEST_ROWS),
  };
}

/** The book with every payout row compiled. */
export function compileBookRows(book: BookInput): BookInput {
  const payouts = new Map<string, PayoutRow>();
  for (const [outcomeId, row] of book.payouts)
    payouts.set(outcomeId, isCompiled(row) ? row : compileRow(row));
  return { ...book, payouts };
}

/** The evaluation's input with every book's payout rows compiled. */
export function compileBook(input: EvaluationInput): EvaluationInput {
  return { ...input, books: input.books.map(compileBookRows) };
}
