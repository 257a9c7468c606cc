// A large request's positions as columns rather than one object each (docs/decisions.md,
// "Evaluation: a large body's positions read in the worker, as columns"). A worker thread reads
// the body's positions list (its bytes) with the one-pass reader (position-list-text.ts), whose
// proofs are the body schema's, straight into the columns (each ID and quantity as offsets into
// the bytes, no object per position), checks them as the service checks positions (IDs distinct,
// each quantity strictly positive) and answers the columns, their buffers moved back; the service reads
// them by index. Anything not proven answers undefined: the request then takes the path it takes
// without a worker, which gives every refusal as it always has.
import { isAscii } from 'node:buffer';
import { LIMITS } from './limits';
import {
  readPositionRun,
  type Instrument,
  type InstrumentTables,
  type PositionItem,
  type PositionSink,
} from './position-list-text';
import { SpanIndex } from './span-index';

/**
 * Item i of a joined text is text.slice(ends[i - 1] ?? 0, ends[i]). Every position was proven as
 * the body schema and the service's own checks would take it: IDs distinct, each quantity a
 * strictly positive decimal, each instrument naming exactly one of outcome_id or listing_id.
 */
export interface PositionColumns {
  readonly kind: 'positionColumns';
  readonly count: number;
  readonly ids: string;
  readonly idEnds: Uint32Array;
  readonly quantities: string;
  readonly quantityEnds: Uint32Array;
  /** 1 where the position is OWED. */
  readonly owed: Uint8Array;
  /** Each position's instrument as an index into `instruments`. */
  readonly instrument: Uint32Array;
  /** The distinct instruments, in order of first appearance. */
  readonly instruments: readonly Instrument[];
}

export function isPositionColumns(value: unknown): value is PositionColumns {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'positionColumns'
  );
}

/** The buffers the columns move rather than copy between threads. */
export function columnBuffers(columns: PositionColumns): ArrayBuffer[] {
  return [columns.idEnds, columns.quantityEnds, columns.owed, columns.instrument].map(
    (a) => a.buffer as ArrayBuffer,
  );
}

/** What the service reads of each position, by index: from objects or from columns. */
export interface PositionsRead {
  readonly count: number;
  id(i: number): string;
  quantity(i: number): string;
  owed(i: number): boolean;
}

export function positionsOfObjects(positions: readonly PositionItem[]): PositionsRead {
  return {
    count: positions.length,
    id: (i) => positions[i]!.positionId,
    quantity: (i) => positions[i]!.quantity,
    owed: (i) => positions[i]!.positionType === 'OWED',
  };
}

export function positionsOfColumns(columns: PositionColumns): PositionsRead {
  const { ids, idEnds, quantities, quantityEnds, owed } = columns;
  return {
    count: columns.count,
    id: (i) => ids.slice(i === 0 ? 0 : idEnds[i - 1], idEnds[i]),
    quantity: (i) => quantities.slice(i === 0 ? 0 : quantityEnds[i - 1], quantityEnds[i]),
    owed: (i) => owed[i] === 1,
  };
}

/** The positions as objects, for the general path (a refusal, a priced valuation). */
export function positionObjects(columns: PositionColumns): PositionItem[] {
  const read = positionsOfColumns(columns);
  const out = new Array<PositionItem>(columns.count);
  for (let i = 0; i < columns.count; i++) {
    out[i] = {
      positionId: read.id(i),
      instrument: columns.instruments[columns.instrument[i]!]!,
      positionType: read.owed(i) ? 'OWED' : 'HELD',
      quantity: read.quantity(i),
    };
  }
  return out;
}

/**
 * Whether the decimal text[from, to), proven of the schema's pattern and not negative, is a zero
 * however written ("0", "0.00"): a lead 0 followed by nothing or by a point and only zeros.
 */
function isZero(text: string, from: number, to: number): boolean {
  if (text.charCodeAt(from) !== ZERO_CODE) return false;
  for (let at = from + 2; at < to; at++) if (text.charCodeAt(at) !== ZERO_CODE) return false;
  return true;
}

const ZERO_CODE = 0x30;
const MINUS_CODE = 0x2d;

/**
 * The reader's positions kept as offsets into the list's text (one byte a character) rather than
 * as an object each; checked as the service checks positions (IDs distinct, each quantity strictly
 * positive). `failed` once a position is not one the columns take, or the list is too long.
 */
class ColumnSink implements InstrumentTables, PositionSink {
  readonly instruments: Instrument[] = [];
  private readonly instrumentIndex = new Map<Instrument, number>();
  // The IDs and instruments found by their characters in the text (span-index.ts), no string
  // made of each: the positions' IDs only to be told apart, the instruments' once each.
  private readonly ids: SpanIndex;
  private readonly outcomeIds: SpanIndex;
  private readonly listingIds: SpanIndex;
  private readonly outcomes: Instrument[] = [];
  private readonly listings: Instrument[] = [];
  // Room for one past the limit: a longer list is refused by the general path.
  readonly idSpans = new Uint32Array(2 * LIMITS.positionsMax);
  readonly quantitySpans = new Uint32Array(2 * LIMITS.positionsMax);
  readonly owed = new Uint8Array(LIMITS.positionsMax);
  readonly instrument = new Uint32Array(LIMITS.positionsMax);
  idLength = 0;
  quantityLength = 0;
  count = 0;
  failed = false;

  /** Every offset the reader hands over is of `text`. */
  constructor(private readonly text: string) {
    this.ids = new SpanIndex(text, LIMITS.positionsMax + 1);
    this.outcomeIds = new SpanIndex(text);
    this.listingIds = new SpanIndex(text);
  }

  instrumentOf(text: string, from: number, to: number, listing: boolean): Instrument {
    if (text !== this.text) throw new Error('a column reading is of one text');
    const index = listing ? this.listingIds : this.outcomeIds;
    const found = listing ? this.listings : this.outcomes;
    const entry = index.entryOf(from, to);
    if (entry === found.length) {
      const id = text.slice(from, to);
      found.push(listing ? { listingId: id } : { outcomeId: id });
    }
    return found[entry]!;
  }

  position(
    text: string,
    idFrom: number,
    idTo: number,
    instrument: Instrument,
    owed: boolean,
    quantityFrom: number,
    quantityTo: number,
  ): void {
    if (this.failed) return;
    const i = this.count;
    if (i === LIMITS.positionsMax) {
      this.failed = true;
      return;
    }
    if (text !== this.text) throw new Error('a column reading is of one text');
    const ids = this.ids.size;
    if (this.ids.entryOf(idFrom, idTo) < ids) {
      this.failed = true;
      return;
    }
    if (text.charCodeAt(quantityFrom) === MINUS_CODE || isZero(text, quantityFrom, quantityTo)) {
      this.failed = true;
      return;
    }
    // The reader shares one object per instrument among its positions.
    let at = this.instrumentIndex.get(instrument);
    if (at === undefined) {
      at = this.instruments.length;
      this.instruments.push(instrument);
      this.instrumentIndex.set(instrument, at);
    }
    this.instrument[i] = at;
    this.owed[i] = owed ? 1 : 0;
    this.idSpans[2 * i] = idFrom;
    this.idSpans[2 * i + 1] = idTo;
    this.idLength += idTo - idFrom;
    this.quantitySpans[2 * i] = quantityFrom;
    this.quantitySpans[2 * i + 1] = quantityTo;
    this.quantityLength += quantityTo - quantityFrom;
    this.count = i + 1;
  }
}

/**
 * The spans' bytes joined into one text, and each item's end in it: copied byte by byte (the
 * bytes are ASCII), with no string per item.
 */
function joinSpans(
  bytes: Uint8Array,
  spans: Uint32Array,
  count: number,
  length: number,
): { text: string; ends: Uint32Array } {
  const out = Buffer.allocUnsafe(length);
  const ends = new Uint32Array(count);
  let o = 0;
  for (let i = 0; i < count; i++) {
    const to = spans[2 * i + 1]!;
    for (let at = spans[2 * i]!; at < to; at++) out[o++] = bytes[at]!;
    ends[i] = o;
  }
  return { text: out.toString('latin1', 0, length), ends };
}

/**
 * `bytes`: the list's items, ASCII only (one byte a character); `runs`: [start, end) of each run
 * of whole items in them, two numbers a run. The items are read straight into the columns: the
 * same reader and proofs as the objects' (position-list-text.ts), each position kept as offsets.
 */
export function readPositionColumns(
  bytes: Uint8Array,
  runs: Uint32Array,
): PositionColumns | undefined {
  // A byte past ASCII leaves the list to the other path; one a character from here on.
  if (!isAscii(bytes)) return undefined;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const sink = new ColumnSink(text);
  for (let r = 0; r < runs.length; r += 2)
    if (!readPositionRun(text, runs[r]!, runs[r + 1]!, sink) || sink.failed) return undefined;
  const { count } = sink;
  const ids = joinSpans(bytes, sink.idSpans, count, sink.idLength);
  const quantities = joinSpans(bytes, sink.quantitySpans, count, sink.quantityLength);
  return {
    kind: 'positionColumns',
    count,
    ids: ids.text,
    idEnds: ids.ends,
    quantities: quantities.text,
    quantityEnds: quantities.ends,
    owed: sink.owed.slice(0, count),
    instrument: sink.instrument.slice(0, count),
    instruments: sink.instruments,
  };
}
