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
  pow10,
  toScaled,
  toScaledNumber,
} from '../arithmetic/scaled';
import { compileRow, isCompiled, type CompiledRow } from './payout-rows';
import type { BookInput, Extremum, HoldingInput } from './types';

/** Witness scenarios listed per extremum; tie_count gives how many reach it. */
export const WITNESS_LIMIT = 10;

export class BookEngine {
  /** Fractional digits of every vector this engine returns. */
  readonly digits: number;
  private readonly payoutDigits: number;
  private readonly quantityDigits: number;
  /** Each outcome's compiled payouts (payout-rows.ts), at the row's own digits. */
  private readonly rows = new Map<string, CompiledRow>();
  private readonly bigPayouts = new Map<string, bigint[]>();
  private readonly memo = new Map<string, bigint>();
  /** Whether every payout and every difference of two is an integer below 2^53 at payoutDigits. */
  readonly floatable: boolean;

  constructor(
    readonly book: BookInput,
    tradeQuantities: readonly string[],
  ) {
    let pd = 0;
    let floatable = true;
    for (const [outcomeId, row] of book.payouts) {
      const compiled = isCompiled(row) ? row : compileRow(row);
      this.rows.set(outcomeId, compiled);
      if (compiled.values === null) {
        floatable = false;
        for (const text of compiled.texts!) pd = Math.max(pd, fractionDigits(text));
      } else if (compiled.digits > pd) pd = compiled.digits;
    }
    let qd = 0;
    for (const h of book.holdings) qd = Math.max(qd, fractionDigits(h.quantity));
    for (const q of tradeQuantities) qd = Math.max(qd, fractionDigits(q));
    this.payoutDigits = pd;
    this.quantityDigits = qd;
    this.digits = pd + qd;
    if (floatable) {
      // At payoutDigits every payout (and so every difference of two) must stay below 2^52.
      for (const row of this.rows.values())
        if (row.maxAbs * POW10[pd - row.digits]! > Number.MAX_SAFE_INTEGER / 2) floatable = false;
    }
    this.floatable = floatable;
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
      const row = this.row(outcomeId);
      if (row.values !== null) {
        const scale = pow10(this.payoutDigits - row.digits);
        found = Array.from(row.values, (v) => BigInt(v) * scale);
      } else {
        found = row.texts!.map((text) => {
          let v = this.memo.get(text);
          if (v === undefined) {
            v = toScaled(text, this.payoutDigits);
            this.memo.set(text, v);
          }
          return v;
        });
      }
      this.bigPayouts.set(outcomeId, found);
    }
    return found;
  }

  /**
   * The compiled row of an outcome as float64 integers at the row's own digits, and the factor
   * (10^(payoutDigits − its digits)) that brings them to payoutDigits; only when floatable.
   */
  floatRow(outcomeId: string): { values: Float64Array; scale: bigint } {
    const row = this.row(outcomeId);
    if (!this.floatable || row.values === null)
      throw new Error(`no float payouts for ${outcomeId} in ${this.book.key}`);
    return { values: row.values, scale: pow10(this.payoutDigits - row.digits) };
  }

  /** One payout at payoutDigits, without converting the row. */
  payoutAt(outcomeId: string, scenario: number): bigint {
    const row = this.row(outcomeId);
    if (row.values === null) return this.payouts(outcomeId)[scenario]!;
    return BigInt(row.values[scenario]!) * pow10(this.payoutDigits - row.digits);
  }

  private row(outcomeId: string): CompiledRow {
    const row = this.rows.get(outcomeId);
    if (!row) throw new Error(`no payouts for ${outcomeId} in ${this.book.key}`);
    return row;
  }

  /** Net scaled quantity per outcome. */
  net(holdings: readonly HoldingInput[], into = new Map<string, bigint>()): Map<string, bigint> {
    for (const h of holdings)
      into.set(h.outcomeId, (into.get(h.outcomeId) ?? 0n) + this.quantity(h.quantity));
    return into;
  }

  /**
   * Σ quantity × payout(s) at `digits`. On float64 when every row is exact there and the sum of
   * |quantity| × largest |payout| over the outcomes is at most 2^53 − 1: then every product and
   * every partial sum is an integer of at most that size, which float64 holds exactly. Each
   * outcome's quantity is scaled to its row's digits first, so rows are read as compiled.
   */
  vector(net: ReadonlyMap<string, bigint>): bigint[] {
    const n = this.scenarioCount;
    if (this.floatable) {
      let bound = 0n;
      const terms: { q: number; p: Float64Array }[] = [];
      for (const [outcomeId, q] of net) {
        if (q === 0n) continue;
        const row = this.row(outcomeId);
        const scaled = q * pow10(this.payoutDigits - row.digits);
        bound += absBig(scaled) * BigInt(row.maxAbs);
        terms.push({ q: Number(scaled), p: row.values! });
      }
      if (bound <= MAX_SAFE) {
        const out = new Float64Array(n);
        for (const { q, p } of terms) for (let s = 0; s < n; s++) out[s] = out[s]! + q * p[s]!;
        const result = new Array<bigint>(n);
        for (let s = 0; s < n; s++) result[s] = BigInt(out[s]!);
        return result;
      }
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
