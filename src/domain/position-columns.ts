// A large request's positions as columns rather than one object each (docs/decisions.md,
// "Evaluation: a large body's positions read in the worker, as columns"). A worker thread reads
// the body's positions list (its bytes) with the one-pass reader (position-list-text.ts), whose
// proofs are the body schema's, checks them as the service checks positions (IDs distinct, each
// quantity strictly positive) and answers the columns, their buffers moved back; the service reads
// them by index. Anything not proven answers undefined: the request then takes the path it takes
// without a worker, which gives every refusal as it always has.
import { LIMITS } from './limits';
import {
  positionListReading,
  readPositionRun,
  type Instrument,
  type PositionItem,
} from './position-list-text';

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

/** A zero, however written: the pattern's decimals that are not strictly positive, beside "-". */
const ZERO = /^0(\.0+)?$/;

/**
 * `bytes`: the list's items, ASCII only (one byte a character); `runs`: [start, end) of each run
 * of whole items in them, two numbers a run.
 */
export function readPositionColumns(
  bytes: Uint8Array,
  runs: Uint32Array,
): PositionColumns | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  // eslint-disable-next-line no-control-regex -- a byte past ASCII is what it looks for
  if (/[^\u0000-\u007f]/.test(text)) return undefined;
  const reading = positionListReading();
  for (let r = 0; r < runs.length; r += 2)
    if (!readPositionRun(text, runs[r]!, runs[r + 1]!, reading)) return undefined;
  const { positions } = reading;
  const count = positions.length;
  if (count > LIMITS.positionsMax) return undefined;
  const seen = new Set<string>();
  const instrumentIndex = new Map<Instrument, number>();
  const instruments: Instrument[] = [];
  const idEnds = new Uint32Array(count);
  const quantityEnds = new Uint32Array(count);
  const owed = new Uint8Array(count);
  const instrument = new Uint32Array(count);
  const ids: string[] = [];
  const quantities: string[] = [];
  let idEnd = 0;
  let quantityEnd = 0;
  for (let i = 0; i < count; i++) {
    const p = positions[i]!;
    if (seen.has(p.positionId)) return undefined;
    seen.add(p.positionId);
    if (p.quantity.startsWith('-') || ZERO.test(p.quantity)) return undefined;
    // The reader shares one object per instrument among its positions.
    let at = instrumentIndex.get(p.instrument);
    if (at === undefined) {
      at = instruments.length;
      instruments.push(p.instrument);
      instrumentIndex.set(p.instrument, at);
    }
    instrument[i] = at;
    owed[i] = p.positionType === 'OWED' ? 1 : 0;
    idEnd += p.positionId.length;
    idEnds[i] = idEnd;
    ids.push(p.positionId);
    quantityEnd += p.quantity.length;
    quantityEnds[i] = quantityEnd;
    quantities.push(p.quantity);
  }
  return {
    kind: 'positionColumns',
    count,
    ids: ids.join(''),
    idEnds,
    quantities: quantities.join(''),
    quantityEnds,
    owed,
    instrument,
    instruments,
  };
}
