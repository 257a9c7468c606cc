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
import { gcd, gcdOfIntegers } from '../arithmetic/integers';
import { formatScaled } from '../arithmetic/scaled';
import type { BookEngine } from './book-engine';
import type { OffsetResult } from './types';

interface Shape {
  /** The primitive shape's ID within the book. */
  key: number;
  factor: bigint;
}

export function findOffsets(engine: BookEngine): OffsetResult[] {
  const { book } = engine;
  const shapes = new Map<string, Shape | null>();
  const floatRegistry = new Map<string, { id: number; shape: FloatShape }[]>();
  const bigRegistry = new Map<string, { id: number; shape: readonly bigint[] }[]>();
  let nextShape = 0;
  /** A stable ID per distinct primitive shape (hashed, then compared exactly). */
  const floatShapeId = (shape: FloatShape, hash: string): number => {
    const bucket = floatRegistry.get(hash) ?? [];
    let found = bucket.find((b) => sameFloatShape(b.shape, shape));
    if (!found) {
      found = { id: nextShape++, shape };
      bucket.push(found);
      floatRegistry.set(hash, bucket);
    }
    return found.id;
  };
  const bigShapeId = (shape: readonly bigint[], hash: string): number => {
    const bucket = bigRegistry.get(hash) ?? [];
    let found = bucket.find((b) => sameShape(b.shape, shape));
    if (!found) {
      found = { id: nextShape++, shape };
      bucket.push(found);
      bigRegistry.set(hash, bucket);
    }
    return found.id;
  };
  const shapeOf = (outcomeId: string): Shape | null => {
    if (shapes.has(outcomeId)) return shapes.get(outcomeId)!;
    const shape = engine.floatable
      ? floatShape(engine.floatRow(outcomeId), floatShapeId)
      : bigShape(engine.payouts(outcomeId), bigShapeId);
    shapes.set(outcomeId, shape);
    return shape;
  };
  // Holdings waiting for a partner, by shape and weight (a number, or a BigInt past 2^53: one
  // value always takes the same form, and Map compares both by value).
  const waiting = new Map<number, Map<number | bigint, number[]>>();
  const found: OffsetResult[] = [];
  book.holdings.forEach((h, index) => {
    const shape = shapeOf(h.outcomeId);
    if (!shape) return;
    // q·k as an exact integer: a float64 product when it is a safe integer, else BigInt (the
    // texts of both are the same digits).
    const fast = engine.quantityNumber(h.quantity) * Number(shape.factor);
    const weight = Number.isSafeInteger(fast) ? fast : engine.quantity(h.quantity) * shape.factor;
    let byWeight = waiting.get(shape.key);
    if (!byWeight) {
      byWeight = new Map();
      waiting.set(shape.key, byWeight);
    }
    const queue = byWeight.get(-weight);
    if (queue && queue.length > 0) {
      const partnerIndex = queue.shift()!;
      const partner = book.holdings[partnerIndex]!;
      const value =
        engine.quantity(partner.quantity) * engine.payoutAt(partner.outcomeId, 0) +
        engine.quantity(h.quantity) * engine.payoutAt(h.outcomeId, 0);
      const text = formatScaled(value, engine.digits);
      found.push({
        familyId: book.familyId,
        scenarioVersion: book.scenarioVersion,
        positionIds: [partner.holdingId, h.holdingId],
        value: text,
        explanation: `${describe(partner)} and ${describe(h)} together pay ${text} in every scenario of ${book.familyId} version ${book.scenarioVersion}${book.conditioned ? ' kept by the scenario filter' : ''}; an analytical offset that implies no collateral or operational netting`,
      });
      return;
    }
    const list = byWeight.get(weight);
    if (list) list.push(index);
    else byWeight.set(weight, [index]);
  });
  return found;
}

/** A primitive shape kept as its row: entry s is (values[s] − first) / factor. */
interface FloatShape {
  readonly values: Float64Array;
  readonly first: number;
  readonly factor: number;
}

/**
 * Float64 path: payouts are integers below 2^52 (at the row's own digits), so differences, gcd and
 * quotients are exact. The primitive shape does not depend on the digits a row is read at; its
 * factor is brought to the book's payout digits by `scale`. The shape is computed on the fly,
 * never stored: a book of 2,000 outcomes × 1,000 scenarios would otherwise allocate 16 MB.
 */
function floatShape(
  row: { values: Float64Array; scale: bigint },
  idOf: (shape: FloatShape, hash: string) => number,
): Shape | null {
  const p = row.values;
  const first = p[0] ?? 0;
  let g = 0;
  for (let s = 0; s < p.length && g !== 1; s++) {
    const d = p[s]! - first;
    // Most differences of a row repeat a few values: those that g already divides are skipped.
    if (d !== 0 && d !== g && d !== -g) g = gcdOfIntegers(d, g);
  }
  if (g === 0) return null;
  let lead = 0;
  for (let s = 0; s < p.length && lead === 0; s++) lead = p[s]! - first;
  const factor = lead < 0 ? -g : g;
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let s = 0; s < p.length; s++) {
    const x = (p[s]! - first) / factor;
    // Collisions are harmless: shapes with one hash are compared exactly.
    h1 = Math.imul(h1 ^ (x | 0), 16777619);
    h2 = Math.imul(h2 + (x | 0), 0x5bd1e995);
  }
  return {
    key: idOf({ values: p, first, factor }, `${h1}:${h2}`),
    factor: BigInt(factor) * row.scale,
  };
}

function sameFloatShape(a: FloatShape, b: FloatShape): boolean {
  if (a.values.length !== b.values.length) return false;
  for (let s = 0; s < a.values.length; s++)
    if ((a.values[s]! - a.first) / a.factor !== (b.values[s]! - b.first) / b.factor) return false;
  return true;
}

function bigShape(
  p: readonly bigint[],
  idOf: (shape: readonly bigint[], hash: string) => number,
): Shape | null {
  const first = p[0] ?? 0n;
  const varying = p.map((v) => v - first);
  let g = 0n;
  for (const v of varying) g = gcd(g, v);
  if (g === 0n) return null;
  const lead = varying.find((v) => v !== 0n)!;
  const factor = lead < 0n ? -g : g;
  const shape = varying.map((v) => v / factor);
  return { key: idOf(shape, shape.join(',')), factor };
}

function sameShape(a: readonly bigint[], b: readonly bigint[]): boolean {
  if (a.length !== b.length) return false;
  for (let s = 0; s < a.length; s++) if (a[s] !== b[s]) return false;
  return true;
}

function describe(h: { holdingId: string; outcomeId: string; quantity: string }): string {
  const owed = h.quantity.startsWith('-');
  return `${h.holdingId} (${owed ? 'OWED' : 'HELD'} ${owed ? h.quantity.slice(1) : h.quantity} of ${h.outcomeId})`;
}
