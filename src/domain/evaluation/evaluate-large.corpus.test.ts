// Exactness of the evaluation on large random books against decimal.js (docs/decisions.md,
// "Evaluation off the event loop"): the compiled payout rows, the float64 and BigInt paths and the
// offsets without per-row allocations give the vector, extrema, tie counts, witnesses and offsets
// that the rules of docs/architecture.md ("Evaluation") define, on books of the size the service
// accepts. evaluate-test.ts checks the same laws on small generated books.
import { dec, formatDec, type Dec } from '../arithmetic/decimal';
import { evaluate } from './evaluate';
import { compileBook } from './payout-rows';
import type { BookInput, CompiledRow, EvaluationInput } from './types';

/** A small seeded generator (a linear congruential one): the same book every run. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Shape {
  outcomes: number;
  scenarios: number;
  positions: number;
  /** Rows with payouts of 18 significant digits: the engine then works on BigInt. */
  wide: boolean;
  /**
   * Rows of whole payouts below 300, 10^6 and 10^11 (float64 rows whose primitive shapes need 2,
   * 4 and more than 4 bytes an entry) and quantities with 9 more zeros: the vector's bound passes
   * 2^52 and the engine falls back to BigInt for the vector, or an offset's weight.
   */
  large?: boolean;
  /** Also quantities of 17 digits, which a float64 cannot hold: the net is then BigInt. */
  long?: boolean;
}

function randomBook(
  { outcomes, scenarios, positions, wide, large = false, long = false }: Shape,
  seed: number,
): BookInput {
  const random = lcg(seed);
  const scenarioIds = Array.from({ length: scenarios }, (_, s) => `s${s}`);
  const payouts = new Map<string, string[]>();
  for (let o = 0; o < outcomes; o += 2) {
    const cut = Math.floor(random() * scenarios);
    const kind = Math.floor(random() * (large ? 5 : 4));
    const span = large ? [300, 1e6, 1e11][Math.floor(random() * 3)]! : 0;
    const yes = scenarioIds.map((_, s) => {
      if (kind === 4) return s >= cut ? String(Math.floor(random() * span)) : '0';
      if (s === scenarios - 1) return '0.5';
      if (wide && kind === 0 && s % 9 === 0) return `${Math.floor(random() * 1e9)}.123456789`;
      if (kind === 1 && s % 5 === 0)
        return `0.${String(Math.floor(random() * 1000)).padStart(3, '0')}`;
      if (kind === 2) return s >= cut && s < cut + 20 ? '1' : '0';
      return s >= cut ? '1' : '0';
    });
    payouts.set(`o${o}`, yes);
    // The NO side pays 1 − YES: a YES and a NO of one market make offsets.
    payouts.set(
      `o${o + 1}`,
      yes.map((t) => formatDec(dec(1).minus(t))),
    );
  }
  const holdings = Array.from({ length: positions }, (_, i) => {
    let whole = String(1 + Math.floor(random() * 50));
    if (large && random() < 0.3) whole += '000000000';
    else if (long && random() < 0.05)
      whole += String(Math.floor(random() * 1e15)).padStart(15, '0');
    const quantity = random() < 0.25 ? `${whole}.${Math.floor(random() * 100)}` : `${whole}`;
    return {
      holdingId: `h${i}`,
      outcomeId: `o${Math.floor(random() * outcomes)}`,
      quantity: random() < 0.4 ? `-${quantity}` : quantity,
    };
  });
  return familyBook('fam', seed, scenarioIds, payouts, holdings);
}

/** One family's book at scenario version 1, keyed by the seed that drew it. */
function familyBook(
  familyId: string,
  seed: number,
  scenarioIds: string[],
  payouts: Map<string, string[]>,
  holdings: BookInput['holdings'],
): BookInput {
  return {
    key: `${familyId}@1#${seed}`,
    familyId,
    scenarioVersion: '1',
    memberFamilyIds: [familyId],
    payoutCurrency: 'USD',
    scenarioIds,
    conditioned: false,
    payouts,
    holdings,
  };
}

function inputOf(book: BookInput): EvaluationInput {
  return {
    books: [book],
    candidates: [],
    independentSets: [],
    include: { payouts: true, contributions: false },
  };
}

/** Σ quantity × payout per scenario, netted per outcome first, in decimal.js. */
function referenceVector(book: BookInput): Dec[] {
  const net = new Map<string, Dec>();
  for (const h of book.holdings)
    net.set(h.outcomeId, (net.get(h.outcomeId) ?? dec(0)).plus(h.quantity));
  return book.scenarioIds.map((_, s) => {
    let total = dec(0);
    for (const [outcomeId, q] of net)
      total = total.plus(q.times((book.payouts.get(outcomeId) as readonly string[])[s]!));
    return total;
  });
}

/**
 * The offsets rule read literally: holding h pairs with the earliest unmatched earlier holding b
 * whose q_b·(P_b − P_b[0]) is −q_h·(P_h − P_h[0]) in every scenario; constant holdings do not pair.
 */
function referenceOffsets(book: BookInput): string[][] {
  const varying = (h: { outcomeId: string; quantity: string }) => {
    const row = book.payouts.get(h.outcomeId) as readonly string[];
    return row.map((p) => dec(h.quantity).times(dec(p).minus(row[0]!)));
  };
  const text = (v: Dec[]) => v.map((x) => formatDec(x)).join(',');
  const unmatched: { index: number; negated: string }[] = [];
  const pairs: string[][] = [];
  book.holdings.forEach((h, index) => {
    const v = varying(h);
    if (v.every((x) => x.isZero())) return;
    const own = text(v);
    const at = unmatched.findIndex((u) => u.negated === own);
    if (at >= 0) {
      pairs.push([book.holdings[unmatched[at]!.index]!.holdingId, h.holdingId]);
      unmatched.splice(at, 1);
      return;
    }
    unmatched.push({ index, negated: text(v.map((x) => x.negated())) });
  });
  return pairs;
}

describe('evaluate on large random books', () => {
  test.each([
    ['float64 path', { outcomes: 600, scenarios: 400, positions: 12_000, wide: false }, 7],
    ['BigInt path', { outcomes: 120, scenarios: 150, positions: 3_000, wide: true }, 11],
    [
      'float64 rows, large quantities and wide shapes',
      { outcomes: 200, scenarios: 150, positions: 4_000, wide: false, large: true },
      13,
    ],
    [
      'float64 rows, quantities past float64',
      { outcomes: 200, scenarios: 150, positions: 4_000, wide: false, large: true, long: true },
      19,
    ],
  ] as const)('%s: vector, extrema, ties and witnesses equal decimal.js', (_, shape, seed) => {
    const book = randomBook(shape, seed);
    const result = evaluate(inputOf(book));
    const expected = referenceVector(book);
    const [got] = result.books;
    expect(got!.payouts!.map((p) => p.value)).toEqual(expected.map((x) => formatDec(x)));
    const min = expected.reduce((a, b) => (b.lt(a) ? b : a));
    const max = expected.reduce((a, b) => (b.gt(a) ? b : a));
    const at = (value: Dec) => book.scenarioIds.filter((_, s) => expected[s]!.eq(value));
    expect(got!.min).toEqual({
      value: formatDec(min),
      tieCount: at(min).length,
      witnesses: at(min).slice(0, 10),
    });
    expect(got!.max).toEqual({
      value: formatDec(max),
      tieCount: at(max).length,
      witnesses: at(max).slice(0, 10),
    });
    // Compiled rows (as the service hands them to the pool) give the same answer as texts.
    expect(evaluate(compileBook(inputOf(book)))).toEqual(result);
  });

  test.each([
    ['float64 path', { outcomes: 40, scenarios: 120, positions: 1_500, wide: false }, 3],
    ['BigInt path', { outcomes: 30, scenarios: 60, positions: 800, wide: true }, 5],
    [
      'float64 rows, large quantities and wide shapes',
      { outcomes: 40, scenarios: 60, positions: 1_500, wide: false, large: true, long: true },
      17,
    ],
  ] as const)('%s: offsets are the pairs the rule defines, each constant', (_, shape, seed) => {
    const book = randomBook(shape, seed);
    const { offsets } = evaluate(inputOf(book));
    expect(offsets.map((o) => o.positionIds)).toEqual(referenceOffsets(book));
    expect(offsets.length).toBeGreaterThan(0);
    const byId = new Map(book.holdings.map((h) => [h.holdingId, h]));
    for (const offset of offsets) {
      const [a, b] = offset.positionIds.map((id) => byId.get(id)!);
      const rowA = book.payouts.get(a!.outcomeId) as readonly string[];
      const rowB = book.payouts.get(b!.outcomeId) as readonly string[];
      for (let s = 0; s < book.scenarioIds.length; s++)
        expect(
          formatDec(dec(a!.quantity).times(rowA[s]!).plus(dec(b!.quantity).times(rowB[s]!))),
        ).toBe(offset.value);
    }
  });

  test('shapes that share a hash: the offsets are still the pairs the rule defines', () => {
    // Offsets key shapes by their hash and confirm each pair; every row given one hash here makes
    // the first confirmation fail, and the exact comparison of shapes must answer the same.
    const book = randomBook({ outcomes: 40, scenarios: 120, positions: 1_500, wide: false }, 3);
    const compiled = compileBook(inputOf(book)).books[0]!;
    const payouts = new Map(
      [...compiled.payouts].map(([id, row]) => {
        const c = row as CompiledRow;
        return [id, c.shape === null ? c : { ...c, shape: { ...c.shape, hash: 1 } }];
      }),
    );
    const { offsets } = evaluate(inputOf({ ...compiled, payouts }));
    expect(offsets.map((o) => o.positionIds)).toEqual(referenceOffsets(book));
    expect(offsets.length).toBeGreaterThan(0);
  });
});

/**
 * A family of `scenarios` ordered values with a scalar market (LONG pays the value's place in
 * its range to 4 digits, clamped to [0, 1], changing at most scenarios; SHORT pays the rest), a
 * categorical market (one bucket of scenarios each, the boundary scenarios split 0.5), and binary
 * markets with cent prices; holdings of both signs with whole, fractional and huge quantities:
 * `scale` multiplies every quantity, so that books land below, near and past the float64 bounds.
 */
function marketsBook(seed: number, scale: string): BookInput {
  const random = lcg(seed);
  const scenarios = 240;
  const scenarioIds = Array.from({ length: scenarios }, (_, s) => `s${s}`);
  const payouts = new Map<string, string[]>();
  const lo = 30;
  const hi = 200;
  const long = scenarioIds.map((_, s) =>
    s <= lo
      ? '0'
      : s >= hi
        ? '1'
        : formatDec(
            dec(s - lo)
              .div(hi - lo)
              .toDecimalPlaces(4),
          ),
  );
  payouts.set('scalar-long', long);
  payouts.set(
    'scalar-short',
    long.map((t) => formatDec(dec(1).minus(t))),
  );
  const buckets = 12;
  for (let b = 0; b < buckets; b++) {
    const from = (b * scenarios) / buckets;
    const to = ((b + 1) * scenarios) / buckets;
    payouts.set(
      `bucket-${b}`,
      scenarioIds.map((_, s) =>
        s === from && b > 0 ? '0.5' : s === to ? '0.5' : s > from && s < to ? '1' : '0',
      ),
    );
  }
  for (let m = 0; m < 10; m++) {
    const cut = Math.floor(random() * scenarios);
    const yes = scenarioIds.map((_, s) =>
      s % 11 === 0
        ? `0.${String(Math.floor(random() * 100)).padStart(2, '0')}`
        : s >= cut
          ? '1'
          : '0',
    );
    payouts.set(`bin-${m}-yes`, yes);
    payouts.set(
      `bin-${m}-no`,
      yes.map((t) => formatDec(dec(1).minus(t))),
    );
  }
  const outcomeIds = [...payouts.keys()];
  const holdings = Array.from({ length: 3_000 }, (_, i) => {
    const whole = 1 + Math.floor(random() * 900);
    const cents = Math.floor(random() * 100);
    const base = random() < 0.5 ? dec(whole) : dec(`${whole}.${String(cents).padStart(2, '0')}`);
    const quantity = formatDec(base.times(scale).times(random() < 0.45 ? -1 : 1));
    return {
      holdingId: `h${i}`,
      outcomeId: outcomeIds[Math.floor(random() * outcomeIds.length)]!,
      quantity,
    };
  });
  return familyBook('markets', seed, scenarioIds, payouts, holdings);
}

describe('evaluate on scalar, categorical and binary markets', () => {
  // × 2,500,000 puts the float64 product's bound (payout-product.ts) at about 0.85 × 2^52, just
  // within it; × 5,000,000 at about 1.7 × 2^52, just past it (BigInt); × 10^12 far past it.
  test.each(['1', '0.001', '1000', '2500000', '5000000', '1000000000000'])(
    'quantities × %s: vector, extrema and offsets equal decimal.js, from texts and compiled',
    (scale) => {
      const book = marketsBook(23, scale);
      const result = evaluate(inputOf(book));
      const expected = referenceVector(book);
      const [got] = result.books;
      expect(got!.payouts!.map((p) => p.value)).toEqual(expected.map((x) => formatDec(x)));
      const min = expected.reduce((a, b) => (b.lt(a) ? b : a));
      const max = expected.reduce((a, b) => (b.gt(a) ? b : a));
      expect(got!.min.value).toBe(formatDec(min));
      expect(got!.max.value).toBe(formatDec(max));
      expect(result.offsets.map((o) => o.positionIds)).toEqual(referenceOffsets(book));
      expect(result.offsets.length).toBeGreaterThan(0);
      expect(evaluate(compileBook(inputOf(book)))).toEqual(result);
    },
  );
});
