// The positions of a large POST /evaluations:run body read straight from its text, one pass
// (docs/decisions.md, "Positions read in one pass"), into the service's objects (the REST route's
// reader, src/rest/evaluation-positions.ts) or, as offsets into the text, into the worker's
// columns (position-columns.ts; "Evaluation: a large body's positions read straight into columns,
// and the bench's client apart"): no general JSON parse
// of 20,000 items, no schema walk over them, no camelCase copy. The reader accepts only items it
// can prove the body schema accepts: exactly the four members of a position (any order, each
// once), strings without escapes or control characters, no whitespace but spaces (a compact body,
// as clients write large ones), a position_id and an instrument ID of 1 to 256 characters, a
// position_type of HELD or OWED, a quantity of at most 100 characters of the decimal pattern, an
// instrument naming exactly one of outcome_id or listing_id. Anything else (a backslash, a member
// it does not know, a number where text belongs, a misplaced comma) makes it answer undefined,
// and the body is then parsed and validated the general way, which gives every refusal as it
// always has. What it accepts, the general path accepts with the same value.
import { LIMITS } from './limits';
import { CLOSE_OBJECT, COMMA, OPEN_OBJECT, QUOTE } from './json-bytes';

/** A position as the service takes it (src/resources/evaluation-request.ts, PositionInput). */
export interface PositionItem {
  positionId: string;
  instrument: Instrument;
  positionType: 'HELD' | 'OWED';
  quantity: string;
}

/** An instrument naming exactly one of its two IDs. */
export type Instrument = { outcomeId?: string; listingId?: string };

const COLON = 0x3a;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

/**
 * Where one position read is: its ID's and quantity's [from, to) in the text (without quotes),
 * its instrument (shared among the positions naming it) and whether it is OWED. The object reader
 * makes a position of them; the column reader (position-columns.ts) keeps the offsets.
 */
export interface PositionSink {
  position(
    text: string,
    idFrom: number,
    idTo: number,
    instrument: Instrument,
    owed: boolean,
    quantityFrom: number,
    quantityTo: number,
  ): void;
}

/** The instruments of one list read so far: one object per ID of each kind, shared. */
export interface InstrumentTables {
  /** The instrument of the ID text[from, to) (without its quotes): a listing's, or an outcome's. */
  instrumentOf(text: string, from: number, to: number, listing: boolean): Instrument;
}

/** A reading of one list: the positions so far, and the instruments they share. */
export interface PositionListReading extends InstrumentTables, PositionSink {
  readonly positions: PositionItem[];
}

export function positionListReading(): PositionListReading {
  const positions: PositionItem[] = [];
  const outcomes = new Map<string, Instrument>();
  const listings = new Map<string, Instrument>();
  return {
    positions,
    instrumentOf(text, from, to, listing) {
      const instruments = listing ? listings : outcomes;
      const id = text.slice(from, to);
      let instrument = instruments.get(id);
      if (!instrument) {
        instrument = listing ? { listingId: id } : { outcomeId: id };
        instruments.set(id, instrument);
      }
      return instrument;
    },
    position(text, idFrom, idTo, instrument, owed, quantityFrom, quantityTo) {
      positions.push({
        positionId: text.slice(idFrom, idTo),
        instrument,
        positionType: owed ? 'OWED' : 'HELD',
        quantity: text.slice(quantityFrom, quantityTo),
      });
    },
  };
}

/** Past the spaces at `at` (the run holds no other whitespace, UNREAD). */
function skipSpace(text: string, at: number, end: number): number {
  while (at < end && text.charCodeAt(at) === 0x20) at++;
  return at;
}

/**
 * What the reader leaves to the general path wherever it appears in a run: a backslash (an
 * escape), a control character (raw in a string the parser refuses it; between tokens the run is
 * pretty-printed, which clients sending large bodies do not), a surrogate (Ajv counts a string's
 * length in code points: without surrogates that is its length).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNREAD = /[\\\u0000-\u001f\ud800-\udfff]/;

/** The offset past the closing quote of the string opened at `at`, or -1 if not before `end`. */
function stringEnd(text: string, at: number, end: number): number {
  const close = text.indexOf('"', at + 1);
  return close >= 0 && close < end ? close + 1 : -1;
}

/** Whether text[from, to) is a decimal of the schema's pattern, -?(0|[1-9][0-9]*)(\.[0-9]+)? */
function isDecimal(text: string, from: number, to: number): boolean {
  let at = from;
  if (at < to && text.charCodeAt(at) === MINUS) at++;
  if (at >= to) return false;
  const lead = text.charCodeAt(at);
  if (lead === ZERO) at++;
  else {
    if (lead < ZERO || lead > NINE) return false;
    while (at < to && text.charCodeAt(at) >= ZERO && text.charCodeAt(at) <= NINE) at++;
  }
  if (at === to) return true;
  if (text.charCodeAt(at) !== DOT || at + 1 === to) return false;
  for (at++; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code < ZERO || code > NINE) return false;
  }
  return true;
}

/** Whether the string token text[from, to) (quotes included) is the name `name`. */
function isName(text: string, from: number, to: number, name: string): boolean {
  return to - from === name.length + 2 && text.startsWith(name, from + 1);
}

/** A position's members by the length of their names. */
const MEMBER_BY_LENGTH: readonly (
  'instrument' | 'position_id' | 'quantity' | 'position_type' | undefined
)[] = (() => {
  const names = ['instrument', 'position_id', 'quantity', 'position_type'] as const;
  const byLength: (typeof names)[number][] = [];
  for (const name of names) byLength[name.length] = name;
  return byLength;
})();

const ID_MAX = LIMITS.idLengthMax;
const DECIMAL_MAX = LIMITS.decimalLengthMax;

/**
 * Reads the items of text[start, end) (a run of whole items of the positions list, the commas
 * between them included) into `reading`; false, with the reading left part-filled, when any item
 * is not one the reader proves valid.
 */
export function readPositionRun(
  text: string,
  start: number,
  end: number,
  reading: InstrumentTables & PositionSink,
): boolean {
  // With none of these, a string ends at the next quote and holds no escape.
  if (UNREAD.test(text.slice(start, end))) return false;
  let at = skipSpace(text, start, end);
  if (at >= end) return false;
  for (;;) {
    const next = readPosition(text, at, end, reading);
    if (next < 0) return false;
    at = skipSpace(text, next, end);
    if (at === end) return true;
    if (text.charCodeAt(at) !== COMMA) return false;
    at = skipSpace(text, at + 1, end);
  }
}

/** Reads one position object at `at`; the offset past it, or -1. */
function readPosition(
  text: string,
  at: number,
  end: number,
  reading: InstrumentTables & PositionSink,
): number {
  if (text.charCodeAt(at) !== OPEN_OBJECT) return -1;
  // -1 until the member is read: each of the four is found once.
  let idFrom = -1;
  let idTo = -1;
  let instrument: Instrument | undefined;
  let positionType: PositionItem['positionType'] | undefined;
  let quantityFrom = -1;
  let quantityTo = -1;
  at++;
  for (let member = 0; member < 4; member++) {
    at = skipSpace(text, at, end);
    if (text.charCodeAt(at) !== QUOTE) return -1;
    const nameEnd = stringEnd(text, at, end);
    if (nameEnd < 0) return -1;
    const nameStart = at;
    at = skipSpace(text, nameEnd, end);
    if (text.charCodeAt(at) !== COLON) return -1;
    at = skipSpace(text, at + 1, end);
    // The four names differ in length: one comparison each, not one per name.
    const name = MEMBER_BY_LENGTH[nameEnd - nameStart - 2];
    if (name === undefined || !isName(text, nameStart, nameEnd, name)) return -1;
    if (name === 'instrument') {
      if (instrument !== undefined) return -1;
      const read = readInstrument(text, at, end, reading);
      if (read === undefined) return -1;
      instrument = read.instrument;
      at = read.next;
    } else {
      if (text.charCodeAt(at) !== QUOTE) return -1;
      const valueEnd = stringEnd(text, at, end);
      if (valueEnd < 0) return -1;
      const length = valueEnd - at - 2;
      if (name === 'position_id') {
        if (idFrom >= 0 || length < 1 || length > ID_MAX) return -1;
        idFrom = at + 1;
        idTo = valueEnd - 1;
      } else if (name === 'quantity') {
        if (quantityFrom >= 0 || length > DECIMAL_MAX) return -1;
        if (!isDecimal(text, at + 1, valueEnd - 1)) return -1;
        quantityFrom = at + 1;
        quantityTo = valueEnd - 1;
      } else {
        if (positionType !== undefined) return -1;
        if (isName(text, at, valueEnd, 'HELD')) positionType = 'HELD';
        else if (isName(text, at, valueEnd, 'OWED')) positionType = 'OWED';
        else return -1;
      }
      at = valueEnd;
    }
    at = skipSpace(text, at, end);
    if (member < 3) {
      if (text.charCodeAt(at) !== COMMA) return -1;
      at++;
    }
  }
  if (text.charCodeAt(at) !== CLOSE_OBJECT) return -1;
  // Four distinct members of four names: each was found once.
  reading.position(
    text,
    idFrom,
    idTo,
    instrument!,
    positionType === 'OWED',
    quantityFrom,
    quantityTo,
  );
  return at + 1;
}

/** An instrument naming one outcome or listing; one object per instrument, shared. */
function readInstrument(
  text: string,
  at: number,
  end: number,
  reading: InstrumentTables,
): { instrument: Instrument; next: number } | undefined {
  if (text.charCodeAt(at) !== OPEN_OBJECT) return undefined;
  at = skipSpace(text, at + 1, end);
  if (text.charCodeAt(at) !== QUOTE) return undefined;
  const nameEnd = stringEnd(text, at, end);
  if (nameEnd < 0) return undefined;
  const listing = isName(text, at, nameEnd, 'listing_id');
  if (!listing && !isName(text, at, nameEnd, 'outcome_id')) return undefined;
  at = skipSpace(text, nameEnd, end);
  if (text.charCodeAt(at) !== COLON) return undefined;
  at = skipSpace(text, at + 1, end);
  if (text.charCodeAt(at) !== QUOTE) return undefined;
  const valueEnd = stringEnd(text, at, end);
  if (valueEnd < 0) return undefined;
  const length = valueEnd - at - 2;
  if (length < 1 || length > ID_MAX) return undefined;
  const close = skipSpace(text, valueEnd, end);
  if (text.charCodeAt(close) !== CLOSE_OBJECT) return undefined;
  return { instrument: reading.instrumentOf(text, at + 1, valueEnd - 1, listing), next: close + 1 };
}
