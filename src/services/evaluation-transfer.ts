// An evaluation's trip to a worker thread and back, in few large pieces (docs/decisions.md,
// "Evaluation never blocks the server"): copying a message costs the event loop about as much per
// object as per kilobyte, so a book's holdings travel as three texts and the offsets that cut
// them (transferred, not copied), a book's compiled payout rows travel as one table of numbers
// over the shared blocks they live in (not one cloned object and views per row), and the
// position IDs a book result echoes are not sent back but taken again from the holdings the
// service already holds.
import type {
  BookInput,
  BookResult,
  CompiledRow,
  EvaluationInput,
  EvaluationResult,
  HoldingInput,
  PayoutRow,
} from '../domain/evaluation/types';
import { outcomeIndexOf, withOutcomeIndex } from '../domain/evaluation/book-engine';
import type { RowShape } from '../domain/evaluation/row-shape';

/** A book's holdings as joined texts: item i of each is text.slice(ends[i - 1] ?? 0, ends[i]). */
interface PackedHoldings {
  readonly holdingIds: string;
  readonly holdingIdEnds: Uint32Array;
  readonly quantities: string;
  readonly quantityEnds: Uint32Array;
  /** The distinct outcome IDs, and each holding's index into them. */
  readonly outcomeIds: readonly string[];
  readonly outcomeIndex: Uint32Array;
}

/**
 * A book's payout rows in the map's order: each compiled row whose arrays all sit in shared
 * memory as ROW_FIELDS numbers of `fields` (each array as a block of `blocks`, its byte offset
 * and its length in elements), any other row as it is in `others`, by its place in the order.
 */
export interface PackedPayouts {
  readonly outcomeIds: readonly string[];
  readonly blocks: readonly SharedArrayBuffer[];
  readonly fields: Float64Array;
  readonly others: readonly { readonly at: number; readonly row: PayoutRow }[];
}

export interface PackedEvaluationInput extends Omit<EvaluationInput, 'books'> {
  readonly books: readonly (Omit<BookInput, 'holdings' | 'payouts'> & {
    holdings: PackedHoldings;
    payouts: PackedPayouts;
  })[];
}

/** The numbers of one row in PackedPayouts.fields; an absent array's block is -1. */
const ROW_FIELDS = 17;
const Field = {
  Digits: 0,
  MaxAbs: 1,
  /** The values: block, byte offset, length. */
  Values: 2,
  /** 1 when the row has a shape, then its first, factor, hash and width. */
  Shape: 5,
  /** The shape's words: block (-1: none), byte offset, length. */
  Words: 10,
  /** The changes' points: block (-1: no changes), byte offset, length. */
  Changes: 13,
  LargestStep: 16,
} as const;

/** Whether every array of the row is a view of shared memory, so the table can carry it. */
function inSharedMemory(row: PayoutRow): row is CompiledRow & { values: Float64Array } {
  if (Array.isArray(row)) return false;
  const compiled = row as CompiledRow;
  const shared = (a: ArrayBufferView | null | undefined) =>
    a === null || a === undefined || a.buffer instanceof SharedArrayBuffer;
  return (
    compiled.values !== null &&
    shared(compiled.values) &&
    shared(compiled.shape?.words) &&
    shared(compiled.changes?.points)
  );
}

export function packPayouts(payouts: ReadonlyMap<string, PayoutRow>): PackedPayouts {
  const blocks: SharedArrayBuffer[] = [];
  const blockOf = new Map<SharedArrayBuffer, number>();
  const fields = new Float64Array(payouts.size * ROW_FIELDS);
  const others: { at: number; row: PayoutRow }[] = [];
  const view = (base: number, array: Float64Array | Int32Array | null | undefined) => {
    if (!array) {
      fields[base] = -1;
      return;
    }
    const buffer = array.buffer as SharedArrayBuffer;
    let block = blockOf.get(buffer);
    if (block === undefined) {
      block = blocks.length;
      blocks.push(buffer);
      blockOf.set(buffer, block);
    }
    fields[base] = block;
    fields[base + 1] = array.byteOffset;
    fields[base + 2] = array.length;
  };
  let at = 0;
  for (const row of payouts.values()) {
    const base = at * ROW_FIELDS;
    if (!inSharedMemory(row)) others.push({ at, row });
    else {
      fields[base + Field.Digits] = row.digits;
      fields[base + Field.MaxAbs] = row.maxAbs;
      view(base + Field.Values, row.values);
      const shape = row.shape;
      fields[base + Field.Shape] = shape ? 1 : 0;
      if (shape) {
        fields[base + Field.Shape + 1] = shape.first;
        fields[base + Field.Shape + 2] = shape.factor;
        fields[base + Field.Shape + 3] = shape.hash;
        fields[base + Field.Shape + 4] = shape.width;
      }
      view(base + Field.Words, shape?.words);
      view(base + Field.Changes, row.changes?.points);
      fields[base + Field.LargestStep] = row.changes?.largestStep ?? 0;
    }
    at++;
  }
  return { outcomeIds: [...payouts.keys()], blocks, fields, others };
}

export function unpackPayouts(packed: PackedPayouts): Map<string, PayoutRow> {
  const { outcomeIds, blocks, fields, others } = packed;
  const payouts = new Map<string, PayoutRow>();
  let next = 0;
  outcomeIds.forEach((outcomeId, at) => {
    const other = others[next];
    if (other !== undefined && other.at === at) {
      payouts.set(outcomeId, other.row);
      next++;
      return;
    }
    const base = at * ROW_FIELDS;
    const floats = (f: number) =>
      new Float64Array(blocks[fields[f]!]!, fields[f + 1], fields[f + 2]);
    const shape: RowShape | null =
      fields[base + Field.Shape] === 1
        ? {
            first: fields[base + Field.Shape + 1]!,
            factor: fields[base + Field.Shape + 2]!,
            hash: fields[base + Field.Shape + 3]!,
            width: fields[base + Field.Shape + 4]! as RowShape['width'],
            words:
              fields[base + Field.Words]! < 0
                ? null
                : new Int32Array(
                    blocks[fields[base + Field.Words]!]!,
                    fields[base + Field.Words + 1],
                    fields[base + Field.Words + 2],
                  ),
          }
        : null;
    const row: CompiledRow = {
      digits: fields[base + Field.Digits]!,
      values: floats(base + Field.Values),
      maxAbs: fields[base + Field.MaxAbs]!,
      texts: null,
      shape,
      changes:
        fields[base + Field.Changes]! < 0
          ? null
          : {
              points: floats(base + Field.Changes),
              largestStep: fields[base + Field.LargestStep]!,
            },
    };
    payouts.set(outcomeId, row);
  });
  return payouts;
}

function joined(texts: readonly string[]): { text: string; ends: Uint32Array } {
  const ends = new Uint32Array(texts.length);
  let end = 0;
  texts.forEach((t, i) => {
    end += t.length;
    ends[i] = end;
  });
  return { text: texts.join(''), ends };
}

function cut(text: string, ends: Uint32Array): string[] {
  const out = new Array<string>(ends.length);
  let start = 0;
  for (let i = 0; i < ends.length; i++) {
    out[i] = text.slice(start, ends[i]);
    start = ends[i]!;
  }
  return out;
}

/** The input as sent to a worker, and the buffers the message moves rather than copies. */
export function packEvaluation(input: EvaluationInput): {
  packed: PackedEvaluationInput;
  transfer: ArrayBuffer[];
} {
  const transfer: ArrayBuffer[] = [];
  const books = input.books.map((book) => {
    const ids = joined(book.holdings.map((h) => h.holdingId));
    const quantities = joined(book.holdings.map((h) => h.quantity));
    // Copied: the index is moved to the worker, and a recorded one is shared with the service.
    const found = outcomeIndexOf(book.holdings);
    const outcomeIds = [...found.outcomeIds];
    const outcomeIndex = new Uint32Array(found.index);
    transfer.push(ids.ends.buffer as ArrayBuffer, quantities.ends.buffer as ArrayBuffer);
    transfer.push(outcomeIndex.buffer);
    const payouts = packPayouts(book.payouts);
    transfer.push(payouts.fields.buffer as ArrayBuffer);
    return {
      ...book,
      payouts,
      holdings: {
        holdingIds: ids.text,
        holdingIdEnds: ids.ends,
        quantities: quantities.text,
        quantityEnds: quantities.ends,
        outcomeIds,
        outcomeIndex,
      },
    };
  });
  return { packed: { ...input, books }, transfer };
}

/** The worker's side: the input as the engine reads it. */
export function unpackEvaluation(packed: PackedEvaluationInput): EvaluationInput {
  return {
    ...packed,
    books: packed.books.map((book) => {
      const h = book.holdings;
      const ids = cut(h.holdingIds, h.holdingIdEnds);
      const quantities = cut(h.quantities, h.quantityEnds);
      const holdings: HoldingInput[] = ids.map((holdingId, i) => ({
        holdingId,
        outcomeId: h.outcomeIds[h.outcomeIndex[i]!]!,
        quantity: quantities[i]!,
      }));
      // The engine reads the outcomes by index as sent rather than looking each one up again.
      withOutcomeIndex(holdings, h.outcomeIds, h.outcomeIndex);
      return { ...book, payouts: unpackPayouts(book.payouts), holdings };
    }),
  };
}

/** The worker's answer without the position IDs its book results echo. */
export function withoutPositionIds(result: EvaluationResult): EvaluationResult {
  return {
    ...result,
    books: result.books.map((b) => ({ ...b, positionIds: [] })),
  };
}

/**
 * The answer with each book result's position IDs again: a book with holdings has a result, in
 * the order of the input's books (src/domain/evaluation/evaluate.ts).
 */
export function withPositionIds(
  result: EvaluationResult,
  input: EvaluationInput,
): EvaluationResult {
  const held = input.books.filter((b) => b.holdings.length > 0);
  if (held.length !== result.books.length)
    throw new Error(`${result.books.length} book results for ${held.length} books with holdings`);
  const books: BookResult[] = result.books.map((b, i) => ({
    ...b,
    positionIds: held[i]!.holdings.map((h) => h.holdingId),
  }));
  return { ...result, books };
}
