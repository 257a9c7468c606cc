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
import { formatScaled, POW10, pow10 } from '../arithmetic/scaled';
import type { BookEngine } from './book-engine';
import { sameShape, type RowShape } from './row-shape';
import type { CompiledRow, OffsetResult } from './types';
import { WaitingHoldings } from './waiting-holdings';

interface Shape {
  /** The primitive shape's ID within the book. */
  key: number;
  factor: bigint;
  /** factor as a float64 integer, NaN when it is not a safe integer. */
  factorNumber: number;
}

export function findOffsets(engine: BookEngine): OffsetResult[] {
  const { book } = engine;
  const floatRegistry = new Map<number, { id: number; values: Float64Array; shape: RowShape }[]>();
  const bigRegistry = new Map<string, { id: number; shape: readonly bigint[] }[]>();
  let nextShape = 0;
  /** A stable ID per distinct primitive shape (hashed, then compared exactly). */
  const floatShapeId = (values: Float64Array, shape: RowShape): number => {
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
  const { quantities, outcome, outcomeIds } = engine.indexed(book.holdings);
  /** Each distinct outcome's shape, found on first use (undefined: not yet). */
  const shapes = new Array<Shape | null | undefined>(outcomeIds.length);
  const shapeOf = (o: number): Shape | null => {
    let shape = shapes[o];
    if (shape !== undefined) return shape;
    const outcomeId = outcomeIds[o]!;
    shape = engine.floatable
      ? floatShape(engine, engine.row(outcomeId), floatShapeId)
      : bigShape(engine.payouts(outcomeId), bigShapeId);
    shapes[o] = shape;
    return shape;
  };
  // Holdings waiting for a partner, by shape and weight (a number, or a BigInt past 2^53: one
  // value always takes the same form).
  const waiting = new WaitingHoldings(book.holdings.length);
  const found: OffsetResult[] = [];
  for (let index = 0; index < book.holdings.length; index++) {
    const shape = shapeOf(outcome[index]!);
    if (!shape) continue;
    const h = book.holdings[index]!;
    // q·k as an exact integer: a float64 product when it is a safe integer, else BigInt (the
    // texts of both are the same digits).
    const fast = quantities[index]! * shape.factorNumber;
    const weight = Number.isSafeInteger(fast) ? fast : engine.quantity(h.quantity) * shape.factor;
    const partnerIndex = waiting.take(shape.key, -weight);
    if (partnerIndex >= 0) {
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
      continue;
    }
    waiting.wait(shape.key, weight, index);
  }
  return found;
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
    factor: BigInt(shape.factor) * pow10(shift),
    factorNumber: Number.isSafeInteger(factorNumber) ? factorNumber : NaN,
  };
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
  const factorNumber = Number(factor);
  return {
    key: idOf(shape, shape.join(',')),
    factor,
    factorNumber: Number.isSafeInteger(factorNumber) ? factorNumber : NaN,
  };
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
