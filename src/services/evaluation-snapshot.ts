// The catalog of one revision as a large evaluation needs it, kept where evaluations run
// (docs/decisions.md, "Evaluation: a catalog snapshot per revision in the worker"): each outcome
// by ID with its market's version, its payout currency and the scopes it has payouts in, each
// with its compiled payout row; the scopes with their scenarios; the families' selected
// versions. Built once per revision on the serving thread (evaluation-snapshot-build.ts) and
// shared with the pool's threads as shared memory: a task names it by its handles, so nothing of
// it is copied per request, and each thread reads it once and keeps it until a task names
// another (evaluation-snapshot-plan.ts).
import type { PayoutRow } from '../domain/evaluation/types';
import type { Scope } from './evaluation-scopes';
import { packPayouts, unpackPayouts } from './evaluation-transfer';

/** A scope of the snapshot: evaluation-scopes.ts's Scope, its scenario space named by its key. */
export type SnapshotScope = Readonly<Omit<Scope, 'space'>> & {
  /** The space's payout key as text: the choice between scopes of equal count compares it. */
  readonly spaceKey: string;
};

/** What a snapshot holds apart from its rows; outcome i is item i of each outcome list. */
export interface SnapshotIndex {
  readonly revision: number;
  /** The families whose catalog markets it holds, in ID order. */
  readonly familyIds: readonly string[];
  readonly outcomeIds: readonly string[];
  /** Each outcome's market, by index into `markets`. */
  readonly outcomeMarket: readonly number[];
  /** The payout currency of the outcome's first listing by listing ID, or null. */
  readonly outcomeCurrency: readonly (string | null)[];
  /**
   * The scopes each outcome has payouts in under the selected versions (indexes into `scopes`),
   * in the order of its payout table's keys, and each one's row (index into the rows).
   */
  readonly outcomeScopes: readonly (readonly number[])[];
  readonly outcomeRows: readonly (readonly number[])[];
  /** Market ID and version. */
  readonly markets: readonly (readonly [string, string])[];
  readonly scopes: readonly SnapshotScope[];
  /** Each family of a payout key and its selected (current) version. */
  readonly versions: readonly (readonly [string, string])[];
}

/** A snapshot as it travels to a thread: shared memory only, and its ID. */
export interface SharedSnapshot {
  readonly id: number;
  /** The index as UTF-8 JSON, `indexBytes` long. */
  readonly index: SharedArrayBuffer;
  readonly indexBytes: number;
  /** The rows as evaluation-transfer.ts packs a book's: a table over the blocks they live in. */
  readonly fields: SharedArrayBuffer;
  readonly fieldCount: number;
  readonly rowCount: number;
  readonly blocks: readonly SharedArrayBuffer[];
  /** Rows not in shared memory (texts kept for BigInt), as JSON, `othersBytes` long. */
  readonly others: SharedArrayBuffer;
  readonly othersBytes: number;
}

/** A snapshot as a thread reads it. */
export interface OpenSnapshot {
  readonly id: number;
  readonly index: SnapshotIndex;
  readonly outcomeOf: ReadonlyMap<string, number>;
  readonly rows: readonly PayoutRow[];
}

function sharedText(text: string): { bytes: SharedArrayBuffer; length: number } {
  const encoded = Buffer.from(text, 'utf8');
  const bytes = new SharedArrayBuffer(Math.max(1, encoded.length));
  new Uint8Array(bytes).set(encoded);
  return { bytes, length: encoded.length };
}

function textOf(bytes: SharedArrayBuffer, length: number): string {
  // Copied out of shared memory first: a decoder takes no shared view.
  return Buffer.from(new Uint8Array(bytes, 0, length)).toString('utf8');
}

/** The snapshot in shared memory, to be named by tasks. */
export function shareSnapshot(
  id: number,
  index: SnapshotIndex,
  rows: readonly PayoutRow[],
): SharedSnapshot {
  const packed = packPayouts(new Map(rows.map((row, r) => [String(r), row])));
  const fields = new SharedArrayBuffer(Math.max(8, packed.fields.byteLength));
  new Float64Array(fields).set(packed.fields);
  const json = sharedText(JSON.stringify(index));
  const others = sharedText(JSON.stringify(packed.others));
  return {
    id,
    index: json.bytes,
    indexBytes: json.length,
    fields,
    fieldCount: packed.fields.length,
    rowCount: rows.length,
    blocks: packed.blocks,
    others: others.bytes,
    othersBytes: others.length,
  };
}

/** The snapshot read from shared memory: its index parsed, its rows as views of the blocks. */
export function openSnapshot(shared: SharedSnapshot): OpenSnapshot {
  const index = JSON.parse(textOf(shared.index, shared.indexBytes)) as SnapshotIndex;
  const unpacked = unpackPayouts({
    outcomeIds: Array.from({ length: shared.rowCount }, (_, r) => String(r)),
    blocks: shared.blocks,
    fields: new Float64Array(shared.fields, 0, shared.fieldCount),
    others: JSON.parse(textOf(shared.others, shared.othersBytes)) as {
      at: number;
      row: PayoutRow;
    }[],
  });
  return {
    id: shared.id,
    index,
    outcomeOf: new Map(index.outcomeIds.map((id, o) => [id, o])),
    rows: [...unpacked.values()],
  };
}
