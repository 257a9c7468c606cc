// Offsets (schema/openapi.yaml, POST /evaluations:run; docs/architecture.md, "Evaluation"; docs/architecture.md, "Data model"): groups of holdings
// whose combined contribution is the same in every scenario of the book's domain. Analytical only:
// no collateral or operational netting is implied.
//
// Rule (docs/decisions.md, "## Evaluation"): pairs of baseline holdings. Holding h on outcome o
// with signed quantity q contributes q·P_o; the pair (a, b) is constant exactly when
// q_a·(P_a − P_a[0]) = −q_b·(P_b − P_b[0]). Each outcome's varying part P − P[0] is reduced to a
// primitive shape (divided by the gcd of its entries, first nonzero entry positive) times a
// factor k, so a holding is keyed by (shape, q·k) and pairs with a holding keyed (shape, −q·k).
// Holdings are matched in input order, each at most once, with the earliest unmatched partner.
// Holdings that are constant on their own are not offsets.
import { gcd } from '../arithmetic/integers';
import { formatScaled, formatScaledNumber, POW10, pow10 } from '../arithmetic/scaled';
import type { BookEngine, IndexedHoldings } from './book-engine';
import { sameShape, type RowShape } from './row-shape';
import type { CompiledRow, HoldingInput, OffsetResult } from './types';
import { WaitingHoldings } from './waiting-holdings';

interface Shape {
  /** The primitive shape's ID within the book. */
  key: number;
  /** The factor at the book's payout digits, as a float64 integer (NaN: not a safe integer). */
  factorNumber: number;
}

/**
 * IDs keyed by a shape's hash (a safe integer), on typed arrays: a Map on such number keys cost
 * about a tenth of the offsets of the bench book, for 2,000 lookups.
 */
class HashIds {
  private readonly hashes: Float64Array;
  /** ID + 1 per slot (0: empty). */
  private readonly ids: Int32Array;
  private readonly bits: number;

  constructor(keys: number) {
    let bits = 4;
    while (1 << bits < keys * 2) bits += 1;
    this.bits = bits;
    this.hashes = new Float64Array(1 << bits);
    this.ids = new Int32Array(1 << bits);
  }

  /** The hash's ID, or `next` when it has none (it is then given `next`). */
  idOf(hash: number, next: number): number {
    const mask = (1 << this.bits) - 1;
    let slot = Math.imul(hash >>> 0, 0x9e3779b1) >>> (32 - this.bits);
    for (;;) {
      const id = this.ids[slot]! - 1;
      if (id < 0) {
        this.hashes[slot] = hash;
        this.ids[slot] = next + 1;
        return next;
      }
      if (this.hashes[slot] === hash) return id;
      slot = (slot + 1) & mask;
    }
  }
}

/** One table for every book: an evaluation runs its passes one at a time, on one thread. */
const waiting = new WaitingHoldings();

/**
 * How a float64 row's shape is given an ID. `hash`: by its hash alone, no vector compared; a
 * match is then confirmed by comparing the two rows' shapes, and a shape that differs (two shapes
 * with one hash) abandons the pass. `exact`: hashed, then compared with each shape of that hash.
 */
type ShapeKeys = 'hash' | 'exact';

export function findOffsets(engine: BookEngine): OffsetResult[] {
  // The hash pass pairs every holding as the exact one does unless two shapes share a hash: each
  // of its queues holds the exact queue's holdings in order, with others of the colliding shape
  // among them; a take that returns its queue's head confirms the head is of the taker's shape,
  // and so is also the exact queue's head. A head of another shape is found at once, and then
  // the exact pass answers instead.
  return (
    (engine.floatable ? offsetsKeyedBy(engine, 'hash') : null) ?? offsetsKeyedBy(engine, 'exact')!
  );
}

/** The offsets with shapes keyed as `keys` says; null when a hash pass meets a collision. */
function offsetsKeyedBy(engine: BookEngine, keys: ShapeKeys): OffsetResult[] | null {
  const { book } = engine;
  const byHash = new HashIds(book.payouts.size);
  const floatRegistry = new Map<number, { id: number; values: Float64Array; shape: RowShape }[]>();
  const bigRegistry = new Map<string, { id: number; shape: readonly bigint[] }[]>();
  let nextShape = 0;
  /** A stable ID per distinct primitive shape (or per hash, on the hash pass). */
  const floatShapeId = (values: Float64Array, shape: RowShape): number => {
    if (keys === 'hash') {
      const id = byHash.idOf(shape.hash, nextShape);
      if (id === nextShape) nextShape += 1;
      return id;
    }
    let bucket = floatRegistry.get(shape.hash);
    if (!bucket) {
      bucket = [];
      floatRegistry.set(shape.hash, bucket);
    }
    // Collisions are harmless: shapes with one hash are compared exactly.
    let found = bucket.find((b) => sameShape(b.values, b.shape, values, shape));
    if (!found) {
      found = { id: nextShape++, values, shape };
      bucket.push(found);
    }
    return found.id;
  };
  const bigShapeId = (shape: readonly bigint[], hash: string): number => {
    const bucket = bigRegistry.get(hash) ?? [];
    let found = bucket.find((b) => sameBigShape(b.shape, shape));
    if (!found) {
      found = { id: nextShape++, shape };
      bucket.push(found);
      bigRegistry.set(hash, bucket);
    }
    return found.id;
  };
  const indexed = engine.indexed(book.holdings);
  const { quantities, outcome, outcomeIds, rows } = indexed;
  // Each distinct outcome's shape ID (-1: constant, no offset) and factor, read once.
  const keyOf = new Int32Array(outcomeIds.length);
  const factorOf = new Float64Array(outcomeIds.length);
  for (let o = 0; o < outcomeIds.length; o++) {
    const shape = engine.floatable
      ? floatShape(engine, rows[o] ?? engine.row(outcomeIds[o]!), floatShapeId)
      : bigShape(engine.payouts(outcomeIds[o]!), bigShapeId);
    keyOf[o] = shape === null ? -1 : shape.key;
    factorOf[o] = shape === null ? 0 : shape.factorNumber;
  }
  const count = book.holdings.length;
  /** Holdings per shape, then where each shape's holdings start in `order`. */
  const starts = new Int32Array(nextShape + 1);
  for (let index = 0; index < count; index++) {
    const key = keyOf[outcome[index]!]!;
    if (key >= 0) starts[key + 1] = starts[key + 1]! + 1;
  }
  for (let k = 1; k <= nextShape; k++) starts[k] = starts[k]! + starts[k - 1]!;
  // The holdings of each shape together, each shape's in input order: pairs form only within a
  // shape, so each shape's holdings are matched on their own, in a table small enough to stay in
  // the processor's nearest cache, and the pairs are then put in the order of their later holding.
  // Each holding's weight q·k as an exact integer: a float64 product when it is a safe integer,
  // else BigInt (NaN in orderedWeight; one value always takes the same form).
  const order = new Int32Array(starts[nextShape]!);
  const orderedWeight = new Float64Array(order.length);
  const bigWeights = new Map<number, bigint>();
  const filled = starts.slice(0, nextShape);
  for (let index = 0; index < count; index++) {
    const o = outcome[index]!;
    const key = keyOf[o]!;
    if (key < 0) continue;
    const at = filled[key]!;
    filled[key] = at + 1;
    order[at] = index;
    const fast = quantities[index]! * factorOf[o]!;
    if (Number.isSafeInteger(fast)) orderedWeight[at] = fast;
    else {
      orderedWeight[at] = NaN;
      bigWeights.set(
        index,
        engine.quantity(book.holdings[index]!.quantity) * exactFactor(engine, outcomeIds[o]!),
      );
    }
  }
  const pairs: { partner: number; index: number }[] = [];
  for (let key = 0; key < nextShape; key++) {
    const from = starts[key]!;
    const to = starts[key + 1]!;
    if (to - from < 2) continue;
    waiting.reset(to - from, count);
    for (let j = from; j < to; j++) {
      const index = order[j]!;
      const weight = orderedWeight[j]!;
      const partner = waiting.pair(
        key,
        Number.isNaN(weight) ? bigWeights.get(index)! : weight,
        index,
      );
      if (partner >= 0) pairs.push({ partner, index });
    }
  }
  pairs.sort((a, b) => a.index - b.index);
  const found: OffsetResult[] = [];
  for (const { partner, index } of pairs) {
    // The hash pass confirms each pair; a pair of two shapes with one hash abandons it.
    if (keys === 'hash') {
      const a = rows[outcome[partner]!]!;
      const b = rows[outcome[index]!]!;
      if (a !== b && !sameShape(a.values!, a.shape!, b.values!, b.shape!)) return null;
    }
    const text = constantOf(engine, indexed, partner, index);
    found.push(offsetOf(engine, book.holdings[partner]!, book.holdings[index]!, text));
  }
  return found;
}

/** An outcome's factor at the book's payout digits, exact. */
function exactFactor(engine: BookEngine, outcomeId: string): bigint {
  if (!engine.floatable) return bigFactor(engine.payouts(outcomeId))!;
  const row = engine.row(outcomeId);
  return BigInt(row.shape!.factor) * pow10(engine.payoutDigits - row.digits);
}

/**
 * What holdings a and b pay together in every scenario (their payouts in the first), as text:
 * on float64 when both products and their sum are safe integers (then exact), else on BigInt.
 */
function constantOf(engine: BookEngine, indexed: IndexedHoldings, a: number, b: number): string {
  if (engine.floatable) {
    const { quantities, outcome, rows } = indexed;
    const ra = rows[outcome[a]!]!;
    const rb = rows[outcome[b]!]!;
    // Each payout at the book's digits is within 2^52 (BookEngine.floatable).
    const pa = quantities[a]! * (ra.values![0]! * POW10[engine.payoutDigits - ra.digits]!);
    const pb = quantities[b]! * (rb.values![0]! * POW10[engine.payoutDigits - rb.digits]!);
    const sum = pa + pb;
    if (Number.isSafeInteger(pa) && Number.isSafeInteger(pb) && Number.isSafeInteger(sum))
      return formatScaledNumber(sum, engine.digits);
  }
  const { holdings } = engine.book;
  const partner = holdings[a]!;
  const h = holdings[b]!;
  const value =
    engine.quantity(partner.quantity) * engine.payoutAt(partner.outcomeId, 0) +
    engine.quantity(h.quantity) * engine.payoutAt(h.outcomeId, 0);
  return formatScaled(value, engine.digits);
}

function offsetOf(
  engine: BookEngine,
  partner: HoldingInput,
  h: HoldingInput,
  text: string,
): OffsetResult {
  const { book } = engine;
  return {
    familyId: book.familyId,
    scenarioVersion: book.scenarioVersion,
    positionIds: [partner.holdingId, h.holdingId],
    value: text,
    explanation: `${describe(partner)} and ${describe(h)} together pay ${text} in every scenario of ${book.familyId} version ${book.scenarioVersion}${book.conditioned ? ' kept by the scenario filter' : ''}; an analytical offset that implies no collateral or operational netting`,
  };
}

/**
 * Float64 path: the row's shape was found when it was compiled (row-shape.ts), at the row's own
 * digits; the primitive vector does not depend on the digits, its factor is brought to the book's
 * payout digits here.
 */
function floatShape(
  engine: BookEngine,
  row: CompiledRow,
  idOf: (values: Float64Array, shape: RowShape) => number,
): Shape | null {
  const shape = row.shape;
  if (shape === null) return null;
  const shift = engine.payoutDigits - row.digits;
  const factorNumber = shape.factor * POW10[shift]!;
  return {
    key: idOf(row.values!, shape),
    factorNumber: Number.isSafeInteger(factorNumber) ? factorNumber : NaN,
  };
}

function bigShape(
  p: readonly bigint[],
  idOf: (shape: readonly bigint[], hash: string) => number,
): Shape | null {
  const factor = bigFactor(p);
  if (factor === null) return null;
  const first = p[0] ?? 0n;
  const shape = p.map((v) => (v - first) / factor);
  const factorNumber = Number(factor);
  return {
    key: idOf(shape, shape.join(',')),
    factorNumber: Number.isSafeInteger(factorNumber) ? factorNumber : NaN,
  };
}

/** The signed gcd of p − p[0] (first nonzero entry positive after dividing); null if constant. */
function bigFactor(p: readonly bigint[]): bigint | null {
  const first = p[0] ?? 0n;
  let g = 0n;
  let lead = 0n;
  for (const v of p) {
    const d = v - first;
    if (lead === 0n) lead = d;
    g = gcd(g, d);
  }
  if (g === 0n) return null;
  return lead < 0n ? -g : g;
}

function sameBigShape(a: readonly bigint[], b: readonly bigint[]): boolean {
  if (a.length !== b.length) return false;
  for (let s = 0; s < a.length; s++) if (a[s] !== b[s]) return false;
  return true;
}

function describe(h: { holdingId: string; outcomeId: string; quantity: string }): string {
  const owed = h.quantity.startsWith('-');
  return `${h.holdingId} (${owed ? 'OWED' : 'HELD'} ${owed ? h.quantity.slice(1) : h.quantity} of ${h.outcomeId})`;
}
