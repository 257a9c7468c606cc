// One family matrix in exact scaled integers (docs/architecture.md, "Evaluation"): a holding
// contributes sign × quantity × payout(s). Quantities are netted per outcome before the matrix
// product, so 20,000 positions on 2,000 outcomes cost 2,000 vector additions. The product runs
// on float64 only when every intermediate integer is provably below 2^53 (then float64 integer
// arithmetic is exact), otherwise on BigInt; both give the decimal.js result.
import { absBig } from '../arithmetic/integers';
import {
  MAX_SAFE,
  POW10,
  formatScaled,
  fractionDigits,
  toScaled,
  toScaledNumber,
} from '../arithmetic/scaled';
import type { BookInput, Extremum, HoldingInput } from './types';

/** Witness scenarios listed per extremum; tie_count gives how many reach it. */
export const WITNESS_LIMIT = 10;

export class BookEngine {
  /** Fractional digits of every vector this engine returns. */
  readonly digits: number;
  private readonly payoutDigits: number;
  private readonly quantityDigits: number;
  /** Per outcome, the payouts scaled to payoutDigits as float64 integers (when floatable). */
  private readonly floatRows = new Map<string, Float64Array>();
  private readonly bigPayouts = new Map<string, bigint[]>();
  private readonly memo = new Map<string, bigint>();
  private readonly maxPayout: bigint;
  /** Whether every payout and every difference of two is an integer below 2^53 at payoutDigits. */
  readonly floatable: boolean;

  constructor(
    readonly book: BookInput,
    tradeQuantities: readonly string[],
  ) {
    // One pass reads each text's digits (single-digit texts such as "0" and "1" directly); a
    // second scales them to the book's payout digits.
    let pd = 0;
    const unscaled = new Map<string, { values: Float64Array; digits: Int8Array }>();
    let floatable = true;
    for (const [outcomeId, row] of book.payouts) {
      const values = new Float64Array(row.length);
      const digits = new Int8Array(row.length);
      for (let s = 0; s < row.length; s++) {
        const text = row[s]!;
        if (text.length === 1) {
          values[s] = text.charCodeAt(0) - 48;
          continue;
        }
        const d = fractionDigits(text);
        if (d > pd) pd = d;
        if (d > 15) floatable = false;
        else {
          digits[s] = d;
          values[s] = toScaledNumber(text, d);
        }
      }
      unscaled.set(outcomeId, { values, digits });
    }
    let qd = 0;
    for (const h of book.holdings) qd = Math.max(qd, fractionDigits(h.quantity));
    for (const q of tradeQuantities) qd = Math.max(qd, fractionDigits(q));
    this.payoutDigits = pd;
    this.quantityDigits = qd;
    this.digits = pd + qd;
    let max = 0;
    if (floatable) {
      for (const [outcomeId, { values, digits }] of unscaled) {
        for (let s = 0; s < values.length; s++) {
          const v = values[s]! * POW10[pd - digits[s]!]!;
          values[s] = v;
          const abs = Math.abs(v);
          if (abs > max) max = abs;
          if (Number.isNaN(v)) floatable = false;
        }
        this.floatRows.set(outcomeId, values);
      }
      if (max > Number.MAX_SAFE_INTEGER / 2) floatable = false;
    }
    this.floatable = floatable;
    if (floatable) {
      this.maxPayout = BigInt(max);
    } else {
      this.floatRows.clear();
      let big = 0n;
      for (const outcomeId of book.payouts.keys())
        for (const v of this.payouts(outcomeId)) if (absBig(v) > big) big = absBig(v);
      this.maxPayout = big;
    }
  }

  get scenarioCount(): number {
    return this.book.scenarioIds.length;
  }

  quantity(text: string): bigint {
    return toScaled(text, this.quantityDigits);
  }

  /** The quantity at quantity digits as a float64 integer, NaN when that could be inexact. */
  quantityNumber(text: string): number {
    return toScaledNumber(text, this.quantityDigits);
  }

  payouts(outcomeId: string): readonly bigint[] {
    let found = this.bigPayouts.get(outcomeId);
    if (!found) {
      const row = this.book.payouts.get(outcomeId);
      if (!row) throw new Error(`no payouts for ${outcomeId} in ${this.book.key}`);
      found = row.map((text) => {
        let v = this.memo.get(text);
        if (v === undefined) {
          v = toScaled(text, this.payoutDigits);
          this.memo.set(text, v);
        }
        return v;
      });
      this.bigPayouts.set(outcomeId, found);
    }
    return found;
  }

  /** The payouts scaled to payoutDigits as float64 integers (only when floatable). */
  floatPayouts(outcomeId: string): Float64Array {
    const found = this.floatRows.get(outcomeId);
    if (!found) throw new Error(`no float payouts for ${outcomeId} in ${this.book.key}`);
    return found;
  }

  /** Net scaled quantity per outcome. */
  net(holdings: readonly HoldingInput[], into = new Map<string, bigint>()): Map<string, bigint> {
    for (const h of holdings)
      into.set(h.outcomeId, (into.get(h.outcomeId) ?? 0n) + this.quantity(h.quantity));
    return into;
  }

  /** Σ quantity × payout(s) at `digits`. */
  vector(net: ReadonlyMap<string, bigint>): bigint[] {
    const n = this.scenarioCount;
    let total = 0n;
    for (const q of net.values()) total += absBig(q);
    if (this.floatable && total * this.maxPayout <= MAX_SAFE) {
      const out = new Float64Array(n);
      for (const [outcomeId, q] of net) {
        if (q === 0n) continue;
        const p = this.floatPayouts(outcomeId);
        const qn = Number(q);
        for (let s = 0; s < n; s++) out[s] = out[s]! + qn * p[s]!;
      }
      const result = new Array<bigint>(n);
      for (let s = 0; s < n; s++) result[s] = BigInt(out[s]!);
      return result;
    }
    const out = new Array<bigint>(n).fill(0n);
    for (const [outcomeId, q] of net) {
      if (q === 0n) continue;
      const p = this.payouts(outcomeId);
      for (let s = 0; s < n; s++) out[s] = out[s]! + q * p[s]!;
    }
    return out;
  }

  /** One holding's contribution vector at `digits`. */
  contribution(holding: HoldingInput): bigint[] {
    const q = this.quantity(holding.quantity);
    return this.payouts(holding.outcomeId).map((p) => q * p);
  }

  format(value: bigint): string {
    return formatScaled(value, this.digits);
  }

  extrema(values: readonly bigint[]): { min: Extremum; max: Extremum } {
    return {
      min: extremum(values, this.book.scenarioIds, (a, b) => a < b, this.digits),
      max: extremum(values, this.book.scenarioIds, (a, b) => a > b, this.digits),
    };
  }
}

function extremum(
  values: readonly bigint[],
  ids: readonly string[],
  better: (a: bigint, b: bigint) => boolean,
  digits: number,
): Extremum {
  if (values.length === 0) return { value: '0', tieCount: 0, witnesses: [] };
  let best = values[0]!;
  for (const v of values) if (better(v, best)) best = v;
  let tieCount = 0;
  const witnesses: string[] = [];
  values.forEach((v, s) => {
    if (v !== best) return;
    tieCount += 1;
    if (witnesses.length < WITNESS_LIMIT) witnesses.push(ids[s]!);
  });
  return { value: formatScaled(best, digits), tieCount, witnesses };
}

export function minMaxOf(values: readonly bigint[]): { min: bigint; max: bigint } {
  let min = values[0] ?? 0n;
  let max = min;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min, max };
}
