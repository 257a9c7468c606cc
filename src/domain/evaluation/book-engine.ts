// One family matrix in exact scaled integers (docs/architecture.md, "Evaluation"): a holding
// contributes sign × quantity × payout(s). Quantities are netted per outcome before the matrix
// product, so 20,000 positions on 2,000 outcomes cost 2,000 vector additions. The product runs
// on float64 only when every intermediate integer is provably below 2^53 (then float64 integer
// arithmetic is exact), otherwise on BigInt; both give the decimal.js result.
import {
  POW10,
  formatScaled,
  fractionDigits,
  pow10,
  toScaled,
  toScaledNumber,
} from '../arithmetic/scaled';
import { compileRow, isCompiled, type CompiledRow } from './payout-rows';
import { FLOAT_SUM_LIMIT, productOnFloats } from './payout-product';
import { REQUEST_ROWS } from './shared-blocks';
import type { BookInput, Extremum, HoldingInput } from './types';

/** A list of holdings as the engine reads it (BookEngine.indexed). */
export interface IndexedHoldings {
  readonly quantities: Float64Array;
  /** Per holding, the index of its outcome in outcomeIds. */
  readonly outcome: Int32Array;
  readonly outcomeIds: readonly string[];
  /** Per distinct outcome, its compiled row (undefined: the book has none; row() says so). */
  readonly rows: readonly (CompiledRow | undefined)[];
}

/**
 * Lists of holdings whose maker already gave each holding's outcome as an index (the worker's
 * unpacked book, src/services/evaluation-transfer.ts): the distinct outcome IDs in order of first
 * appearance and each holding's index into them. Keyed by the list itself, so that a list built
 * otherwise is indexed here as before.
 */
const knownOutcomes = new WeakMap<readonly HoldingInput[], OutcomeIndex>();

/** Records that holdings[i].outcomeId is outcomeIds[index[i]] for every i. */
export function withOutcomeIndex(
  holdings: readonly HoldingInput[],
  outcomeIds: readonly string[],
  index: Uint32Array,
): void {
  if (index.length === holdings.length) knownOutcomes.set(holdings, { outcomeIds, index });
}

/** The holdings' distinct outcome IDs in order of first appearance, and each holding's index. */
export interface OutcomeIndex {
  readonly outcomeIds: readonly string[];
  readonly index: Uint32Array;
}

/**
 * The holdings' outcome index: as recorded by withOutcomeIndex (shared, not copied: a caller
 * that moves it elsewhere copies it first), else found here by first appearance.
 */
export function outcomeIndexOf(holdings: readonly HoldingInput[]): OutcomeIndex {
  const known = knownOutcomes.get(holdings);
  if (known) return known;
  const outcomeIds: string[] = [];
  const indexOf = new Map<string, number>();
  const index = new Uint32Array(holdings.length);
  for (let i = 0; i < holdings.length; i++) {
    const id = holdings[i]!.outcomeId;
    let o = indexOf.get(id);
    if (o === undefined) {
      o = outcomeIds.length;
      indexOf.set(id, o);
      outcomeIds.push(id);
    }
    index[i] = o;
  }
  return { outcomeIds, index };
}

/** The largest integer toScaledNumber gives (half of 2^53 − 1). */
const MOST_EXACT = Number.MAX_SAFE_INTEGER / 2;

/** Quantity texts read once: what toScaledNumber reads, and the most fractional digits. */
interface ReadQuantities {
  /** Each quantity's digits as an integer at its own scale; NaN past 15 significant digits. */
  readonly values: Float64Array;
  /** Each quantity's fractional digits. */
  readonly digits: Int32Array;
  readonly mostDigits: number;
}

/**
 * The quantities of a book's holdings in one pass over their texts (which the engine reads
 * otherwise twice: for the book's digits and for the values), each a plain decimal text.
 */
function readQuantities(holdings: readonly HoldingInput[]): ReadQuantities {
  const values = new Float64Array(holdings.length);
  const digits = new Int32Array(holdings.length);
  let mostDigits = 0;
  for (let i = 0; i < holdings.length; i++) {
    const text = holdings[i]!.quantity;
    let value = 0;
    let count = 0;
    let fraction = -1;
    let negative = false;
    for (let c = 0; c < text.length; c++) {
      const code = text.charCodeAt(c);
      if (code === 45) negative = true;
      else if (code === 46) fraction = 0;
      else {
        value = value * 10 + (code - 48);
        count += 1;
        if (fraction >= 0) fraction += 1;
      }
    }
    const own = fraction < 0 ? 0 : fraction;
    values[i] = count > 15 ? NaN : negative ? -value : value;
    digits[i] = own;
    if (own > mostDigits) mostDigits = own;
  }
  return { values, digits, mostDigits };
}

/** Witness scenarios listed per extremum; tie_count gives how many reach it. */
export const WITNESS_LIMIT = 10;

export class BookEngine {
  /** Fractional digits of every vector this engine returns. */
  readonly digits: number;
  readonly payoutDigits: number;
  private readonly quantityDigits: number;
  /** The book's holdings' quantities, read once (readQuantities). */
  private readonly bookQuantities: ReadQuantities;
  /** Each outcome's compiled payouts (payout-rows.ts), at the row's own digits. */
  private readonly rows: ReadonlyMap<string, CompiledRow>;
  private readonly bigPayouts = new Map<string, bigint[]>();
  private readonly memo = new Map<string, bigint>();
  private readonly parsed = new WeakMap<readonly HoldingInput[], IndexedHoldings>();
  /** Whether every payout and every difference of two is an integer below 2^53 at payoutDigits. */
  readonly floatable: boolean;

  constructor(
    readonly book: BookInput,
    tradeQuantities: readonly string[],
  ) {
    let pd = 0;
    let floatable = true;
    let allCompiled = true;
    for (const row of book.payouts.values()) if (!isCompiled(row)) allCompiled = false;
    // Rows compiled already (as the service keeps them) are read from the book's own map.
    const rows = allCompiled
      ? (book.payouts as ReadonlyMap<string, CompiledRow>)
      : new Map<string, CompiledRow>(
          [...book.payouts].map(([id, row]) => [
            id,
            isCompiled(row) ? row : compileRow(row, REQUEST_ROWS),
          ]),
        );
    this.rows = rows;
    for (const compiled of rows.values()) {
      if (compiled.values === null) {
        floatable = false;
        for (const text of compiled.texts!) pd = Math.max(pd, fractionDigits(text));
      } else if (compiled.digits > pd) pd = compiled.digits;
    }
    this.bookQuantities = readQuantities(book.holdings);
    let qd = this.bookQuantities.mostDigits;
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

  /** One payout at payoutDigits, without converting the row. */
  payoutAt(outcomeId: string, scenario: number): bigint {
    const row = this.row(outcomeId);
    if (row.values === null) return this.payouts(outcomeId)[scenario]!;
    return BigInt(row.values[scenario]!) * pow10(this.payoutDigits - row.digits);
  }

  /** The compiled row of an outcome of the book. */
  row(outcomeId: string): CompiledRow {
    const row = this.rows.get(outcomeId);
    if (!row) throw new Error(`no payouts for ${outcomeId} in ${this.book.key}`);
    return row;
  }

  /**
   * The holdings read once per list (the netting and the offsets both use them): each holding's
   * quantity at quantity digits as a float64 integer (NaN where that could be inexact) and the
   * index of its outcome among the list's distinct outcomes, in order of first appearance.
   */
  indexed(holdings: readonly HoldingInput[]): IndexedHoldings {
    let found = this.parsed.get(holdings);
    if (found) return found;
    const quantities = new Float64Array(holdings.length);
    if (holdings === this.book.holdings) {
      const { values, digits } = this.bookQuantities;
      const qd = this.quantityDigits;
      for (let i = 0; i < holdings.length; i++) {
        // As toScaledNumber: NaN where the value could be inexact.
        const shift = qd - digits[i]!;
        const v = shift > 15 ? NaN : values[i]! * POW10[shift]!;
        quantities[i] = v > MOST_EXACT || v < -MOST_EXACT ? NaN : v;
      }
    } else {
      for (let i = 0; i < holdings.length; i++)
        quantities[i] = toScaledNumber(holdings[i]!.quantity, this.quantityDigits);
    }
    const { outcomeIds, index } = outcomeIndexOf(holdings);
    found = {
      quantities,
      outcome: new Int32Array(index),
      outcomeIds,
      rows: outcomeIds.map((id) => this.rows.get(id)),
    };
    this.parsed.set(holdings, found);
    return found;
  }

  /**
   * The holdings' vector: netted per outcome, then Σ quantity × payout(s). All on float64 when
   * every quantity parsed exactly, the sum of their magnitudes is at most 2^52 and so is the
   * vector's bound (see vector); else through the exact BigInt net. Both give the same integers.
   */
  vectorOf(holdings: readonly HoldingInput[]): bigint[] {
    if (!this.floatable) return this.vector(this.net(holdings));
    const { quantities, outcome, outcomeIds, rows } = this.indexed(holdings);
    const sums = new Float64Array(outcomeIds.length);
    let total = 0;
    for (let i = 0; i < quantities.length; i++) {
      const q = quantities[i]!;
      // NaN makes total NaN, and the test below fails.
      total += q < 0 ? -q : q;
      const o = outcome[i]!;
      sums[o] = sums[o]! + q;
    }
    if (!(total <= FLOAT_SUM_LIMIT)) return this.vector(this.net(holdings));
    const qs: number[] = [];
    const ps: CompiledRow[] = [];
    for (let o = 0; o < outcomeIds.length; o++) {
      const q = sums[o]!;
      if (q === 0) continue;
      const row = rows[o] ?? this.row(outcomeIds[o]!);
      qs.push(q * POW10[this.payoutDigits - row.digits]!);
      ps.push(row);
    }
    return productOnFloats(this.scenarioCount, qs, ps) ?? this.vector(this.net(holdings));
  }

  /** Net scaled quantity per outcome, exact (BigInt). */
  net(holdings: readonly HoldingInput[], into = new Map<string, bigint>()): Map<string, bigint> {
    for (const h of holdings)
      into.set(h.outcomeId, (into.get(h.outcomeId) ?? 0n) + this.quantity(h.quantity));
    return into;
  }

  /**
   * Σ quantity × payout(s) at `digits`: on float64 when every row is exact there and
   * productOnFloats proves the sums exact, else on BigInt. Each outcome's quantity is scaled to its
   * row's digits first, so rows are read as compiled.
   */
  vector(net: ReadonlyMap<string, bigint>): bigint[] {
    const n = this.scenarioCount;
    if (this.floatable) {
      const qs: number[] = [];
      const ps: CompiledRow[] = [];
      for (const [outcomeId, q] of net) {
        if (q === 0n) continue;
        const row = this.row(outcomeId);
        // Inexact only past 2^53, and the bound then refuses the float64 path (an all-zero row
        // adds nothing either way).
        qs.push(Number(q) * POW10[this.payoutDigits - row.digits]!);
        ps.push(row);
      }
      const product = productOnFloats(n, qs, ps);
      if (product !== null) return product;
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
