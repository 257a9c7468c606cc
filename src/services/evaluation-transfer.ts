// An evaluation's trip to a worker thread and back, in few large pieces (docs/decisions.md,
// "Evaluation never blocks the server"): copying a message costs the event loop about as much per
// object as per kilobyte, so a book's holdings travel as three texts and the offsets that cut
// them (transferred, not copied), and the position IDs a book result echoes are not sent back but
// taken again from the holdings the service already holds.
import type {
  BookInput,
  BookResult,
  EvaluationInput,
  EvaluationResult,
  HoldingInput,
} from '../domain/evaluation/types';
import { outcomeIndexOf, withOutcomeIndex } from '../domain/evaluation/book-engine';

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

export interface PackedEvaluationInput extends Omit<EvaluationInput, 'books'> {
  readonly books: readonly (Omit<BookInput, 'holdings'> & { holdings: PackedHoldings })[];
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
    return {
      ...book,
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
      return { ...book, holdings };
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
