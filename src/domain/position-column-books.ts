// A large request's positions carried to the engine as columns, and the answer's per-position
// parts written from them as bytes (docs/decisions.md, "Evaluation: the columns back to the
// engine, the answer's positions as bytes"). The service assigns a book once per distinct
// instrument; these columns and that table travel to the evaluation (moved, not copied), where
// each book's holdings are made and the assignments and each book's position IDs are written as
// JSON, so that the serving thread makes no object per position on the way in or out.
import { withOutcomeIndex } from './evaluation/book-engine';
import type { EvaluationInput, HoldingInput } from './evaluation/types';
import type { PositionColumns } from './position-columns';

/**
 * The positions' columns (PositionColumns without its instrument objects) and where each distinct
 * instrument is held: the index of its book among the engine's books, and of its outcome among
 * that book's holdings' distinct outcomes (in order of first appearance).
 */
export interface ColumnHoldings extends Omit<PositionColumns, 'kind' | 'instruments'> {
  readonly instrumentBook: Uint32Array;
  readonly instrumentOutcome: Uint32Array;
  /** Per book (by index): its holdings' distinct outcome IDs in order of first appearance. */
  readonly outcomeIds: readonly (readonly string[])[];
}

export function columnHoldings(
  columns: PositionColumns,
  books: Pick<ColumnHoldings, 'instrumentBook' | 'instrumentOutcome' | 'outcomeIds'>,
): ColumnHoldings {
  const { count, ids, idEnds, quantities, quantityEnds, owed, instrument } = columns;
  return { count, ids, idEnds, quantities, quantityEnds, owed, instrument, ...books };
}

/** The buffers moved rather than copied with the holdings. */
export function columnHoldingBuffers(holdings: ColumnHoldings): ArrayBuffer[] {
  const { idEnds, quantityEnds, owed, instrument, instrumentBook, instrumentOutcome } = holdings;
  return [idEnds, quantityEnds, owed, instrument, instrumentBook, instrumentOutcome].map(
    (a) => a.buffer as ArrayBuffer,
  );
}

/**
 * Each book's holdings (`books` of them), in the order of the positions, as the service makes
 * them from objects: the position's ID, its outcome, its quantity negated when OWED; each book's
 * outcome index recorded for the engine.
 */
export function holdingsOfColumns(holdings: ColumnHoldings, books: number): HoldingInput[][] {
  const { ids, idEnds, quantities, quantityEnds, owed, instrument } = holdings;
  const { instrumentBook, instrumentOutcome, outcomeIds } = holdings;
  const out = Array.from({ length: books }, () => [] as HoldingInput[]);
  const indexes = Array.from({ length: books }, () => [] as number[]);
  let idStart = 0;
  let quantityStart = 0;
  for (let i = 0; i < holdings.count; i++) {
    const k = instrument[i]!;
    const b = instrumentBook[k]!;
    const outcome = instrumentOutcome[k]!;
    const quantity = quantities.slice(quantityStart, quantityEnds[i]);
    out[b]!.push({
      holdingId: ids.slice(idStart, idEnds[i]),
      outcomeId: outcomeIds[b]![outcome]!,
      quantity: owed[i] === 1 ? `-${quantity}` : quantity,
    });
    indexes[b]!.push(outcome);
    idStart = idEnds[i]!;
    quantityStart = quantityEnds[i]!;
  }
  for (let b = 0; b < books; b++)
    withOutcomeIndex(out[b]!, outcomeIds[b]!, Uint32Array.from(indexes[b]!));
  return out;
}

/** The input's books (their holdings empty) with their holdings made from the columns. */
export function withColumnHoldings(
  input: EvaluationInput,
  holdings: ColumnHoldings,
): EvaluationInput {
  const made = holdingsOfColumns(holdings, input.books.length);
  return { ...input, books: input.books.map((b, i) => ({ ...b, holdings: made[i]! })) };
}

/**
 * How an assignment is written: its members in the answer's order, each with the text before
 * its value (`"position_id":`), as the answer's writer names them.
 */
export interface AssignmentForm {
  readonly members: readonly { readonly name: 'positionId' | 'familyId'; readonly lead: string }[];
}

/**
 * The answer's per-position parts as UTF-8 JSON: the assignments' items, and each book's
 * position IDs for every book that holds any (in the books' order), each list's items joined by
 * commas without their brackets. `familyIds`: each book's family (an assignment's family is its
 * book's).
 */
export interface PositionParts {
  readonly assignments: Uint8Array;
  readonly positionIds: readonly Uint8Array[];
}

/** Texts JSON.stringify writes between quotes as they are (the answer's writer does the same). */
// eslint-disable-next-line no-control-regex -- a control character is one it looks for
const PLAIN = /^[^"\\\u0000-\u001f\u007f-\uffff]*$/;

/** UTF-8 bytes in a buffer of their own (not a slice of Buffer's shared pool): they are moved. */
function utf8Bytes(text: string): Uint8Array {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text, 'utf8'));
  bytes.write(text, 'utf8');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

export function positionPartsOf(
  holdings: ColumnHoldings,
  familyIds: readonly string[],
  form: AssignmentForm,
): PositionParts {
  // IDs the reader proved need no escape (checked once on the joined text all the same) are
  // copied as bytes; any other is written as a text by JSON.stringify.
  return PLAIN.test(holdings.ids)
    ? plainParts(holdings, familyIds, form)
    : textParts(holdings, familyIds, form);
}

/** Copies src[from, to) to out at `at`; the next place in out. */
function copy(src: Uint8Array, from: number, to: number, out: Uint8Array, at: number): number {
  let o = at;
  for (let j = from; j < to; j++) out[o++] = src[j]!;
  return o;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const OPEN = 0x7b;
const CLOSE = 0x7d;

/**
 * Plain ASCII IDs, one byte a character: each part measured first, then written byte by byte into
 * a buffer of its size (no text per position).
 */
function plainParts(
  holdings: ColumnHoldings,
  familyIds: readonly string[],
  form: AssignmentForm,
): PositionParts {
  const { count, ids, idEnds, instrument, instrumentBook } = holdings;
  const idBytes = Buffer.from(ids, 'latin1');
  const families = familyIds.map((f) => utf8Bytes(JSON.stringify(f)));
  const leads = form.members.map((m) => utf8Bytes(m.lead));
  const isId = form.members.map((m) => m.name === 'positionId');
  const books = familyIds.length;
  const held = new Float64Array(books);
  const listSizes = new Float64Array(books);
  let fixed = 2 + form.members.length - 1;
  for (const lead of leads) fixed += lead.length;
  let size = 0;
  for (let i = 0, start = 0; i < count; start = idEnds[i]!, i++) {
    const b = instrumentBook[instrument[i]!]!;
    const id = idEnds[i]! - start + 2;
    listSizes[b]! += id + (held[b]! > 0 ? 1 : 0);
    held[b]! += 1;
    size += fixed + (i > 0 ? 1 : 0);
    for (let m = 0; m < isId.length; m++) size += isId[m] ? id : families[b]!.length;
  }
  const assignments = new Uint8Array(size);
  const lists = Array.from(listSizes, (n) => new Uint8Array(n));
  const listAt = new Float64Array(books);
  let at = 0;
  for (let i = 0, start = 0; i < count; start = idEnds[i]!, i++) {
    const b = instrumentBook[instrument[i]!]!;
    const end = idEnds[i]!;
    const list = lists[b]!;
    let l = listAt[b]!;
    if (l > 0) list[l++] = COMMA;
    list[l++] = QUOTE;
    l = copy(idBytes, start, end, list, l);
    list[l++] = QUOTE;
    listAt[b] = l;
    if (i > 0) assignments[at++] = COMMA;
    assignments[at++] = OPEN;
    for (let m = 0; m < isId.length; m++) {
      if (m > 0) assignments[at++] = COMMA;
      const lead = leads[m]!;
      at = copy(lead, 0, lead.length, assignments, at);
      if (isId[m]) {
        assignments[at++] = QUOTE;
        at = copy(idBytes, start, end, assignments, at);
        assignments[at++] = QUOTE;
      } else {
        const family = families[b]!;
        at = copy(family, 0, family.length, assignments, at);
      }
    }
    assignments[at++] = CLOSE;
  }
  return { assignments, positionIds: lists.filter((_, b) => held[b]! > 0) };
}

/** Any IDs: each written as JSON.stringify writes it, the parts as texts, then as UTF-8. */
function textParts(
  holdings: ColumnHoldings,
  familyIds: readonly string[],
  form: AssignmentForm,
): PositionParts {
  const { ids, idEnds, instrument, instrumentBook } = holdings;
  const familyJson = familyIds.map((f) => JSON.stringify(f));
  const books = familyIds.length;
  const lists = Array.from({ length: books }, () => [] as string[]);
  const items = new Array<string>(holdings.count);
  let idStart = 0;
  for (let i = 0; i < holdings.count; i++) {
    const b = instrumentBook[instrument[i]!]!;
    const id = JSON.stringify(ids.slice(idStart, idEnds[i]));
    idStart = idEnds[i]!;
    lists[b]!.push(id);
    let item = '{';
    for (let m = 0; m < form.members.length; m++) {
      const member = form.members[m]!;
      item += `${m === 0 ? '' : ','}${member.lead}${member.name === 'positionId' ? id : familyJson[b]!}`;
    }
    items[i] = `${item}}`;
  }
  return {
    assignments: utf8Bytes(items.join(',')),
    positionIds: lists.filter((l) => l.length > 0).map((l) => utf8Bytes(l.join(','))),
  };
}

/** The buffers moved rather than copied with the parts. */
export function positionPartBuffers(parts: PositionParts): ArrayBuffer[] {
  return [parts.assignments, ...parts.positionIds].map((a) => a.buffer as ArrayBuffer);
}
