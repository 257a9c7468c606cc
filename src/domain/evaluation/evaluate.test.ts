// Laws of the evaluation against a decimal.js reference (docs/architecture.md: scaled integers in
// the hot loop must equal decimal.js): payout vectors, extrema and tie counts, candidate deltas,
// offsets constant, ranking order. Both the float64 and the BigInt paths are exercised.
import fc from 'fast-check';
import { dec, formatDec, type Dec } from '../arithmetic/decimal';
import { jointScopeIdOf } from '../payout-key';
import { combine, evaluate } from './evaluate';
import type { BookInput, EvaluationInput, HoldingInput } from './types';

const decimalText = (maxDigits: number, maxWhole: number) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: maxWhole }),
      fc.integer({ min: 0, max: 10 ** maxDigits - 1 }),
      fc.integer({ min: 0, max: maxDigits }),
    )
    .map(([whole, frac, digits]) =>
      digits === 0 ? `${whole}` : `${whole}.${String(frac % 10 ** digits).padStart(digits, '0')}`,
    );
const nonzero = (text: string) => !dec(text).isZero();
const signed = (arb: fc.Arbitrary<string>) =>
  fc.tuple(arb.filter(nonzero), fc.boolean()).map(([t, neg]) => (neg ? `-${t}` : t));

const bookArb: fc.Arbitrary<GeneratedBook> = fc
  .record({
    scenarios: fc.integer({ min: 1, max: 6 }),
    outcomes: fc.integer({ min: 1, max: 4 }),
    huge: fc.boolean(),
  })
  .chain(({ scenarios, outcomes, huge }) =>
    fc.record({
      payouts: fc.array(
        fc.array(decimalText(3, huge ? 10 ** 9 : 100), {
          minLength: scenarios,
          maxLength: scenarios,
        }),
        {
          minLength: outcomes,
          maxLength: outcomes,
        },
      ),
      holdings: fc.array(
        fc.record({
          outcome: fc.nat(outcomes - 1),
          quantity: signed(decimalText(4, huge ? 10 ** 12 : 1000)),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      candidates: fc.array(
        fc.array(
          fc.record({ outcome: fc.nat(outcomes - 1), quantity: signed(decimalText(2, 500)) }),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        { maxLength: 4 },
      ),
    }),
  );

function reference(payouts: string[][], holdings: { outcome: number; quantity: string }[]): Dec[] {
  const n = payouts[0]!.length;
  return Array.from({ length: n }, (_, s) =>
    holdings.reduce((t, h) => t.plus(dec(h.quantity).times(payouts[h.outcome]![s]!)), dec(0)),
  );
}

interface GeneratedBook {
  payouts: string[][];
  holdings: { outcome: number; quantity: string }[];
  candidates: { outcome: number; quantity: string }[][];
}

function inputOf(b: GeneratedBook): EvaluationInput {
  const scenarioIds = b.payouts[0]!.map((_, s) => `s${s}`);
  const holdings: HoldingInput[] = b.holdings.map((h, i) => ({
    holdingId: `p${i}`,
    outcomeId: `o${h.outcome}`,
    quantity: h.quantity,
  }));
  const book: BookInput = {
    key: 'fam@1',
    familyId: 'fam',
    scenarioVersion: '1',
    memberFamilyIds: ['fam'],
    payoutCurrency: 'USD',
    scenarioIds,
    conditioned: false,
    payouts: new Map(b.payouts.map((p, o) => [`o${o}`, p])),
    holdings,
  };
  return {
    books: [book],
    candidates: b.candidates.map((trades, c) => ({
      candidateId: `c${c}`,
      trades: new Map([
        [
          'fam@1',
          trades.map((t, i) => ({
            holdingId: `t${i}`,
            outcomeId: `o${t.outcome}`,
            quantity: t.quantity,
          })),
        ],
      ]),
    })),
    independentSets: [],
    include: { payouts: true, contributions: true },
  };
}

describe('evaluation equals decimal.js', () => {
  test('payout vectors, contributions, extrema with tie counts and candidate after/delta', () => {
    fc.assert(
      fc.property(bookArb, (b) => {
        const result = evaluate(inputOf(b));
        const book = result.books[0]!;
        const expected = reference(b.payouts, b.holdings);
        expect(book.payouts!.map((p) => p.value)).toEqual(expected.map(formatDec));
        book.contributions!.forEach((c, i) =>
          expect(c.payouts.map((p) => p.value)).toEqual(
            reference(b.payouts, [b.holdings[i]!]).map(formatDec),
          ),
        );
        const min = expected.reduce((m, v) => (v.lessThan(m) ? v : m));
        const max = expected.reduce((m, v) => (v.greaterThan(m) ? v : m));
        expect(book.min.value).toBe(formatDec(min));
        expect(book.max.value).toBe(formatDec(max));
        expect(book.min.tieCount).toBe(expected.filter((v) => v.equals(min)).length);
        expect(book.max.tieCount).toBe(expected.filter((v) => v.equals(max)).length);
        for (const candidate of result.candidates) {
          const trades = b.candidates[Number(candidate.candidateId.slice(1))]!;
          const after = reference(b.payouts, [...b.holdings, ...trades]);
          const payouts = candidate.books[0]!.payouts!;
          expect(payouts.map((p) => p.after)).toEqual(after.map(formatDec));
          expect(payouts.map((p) => p.delta)).toEqual(
            after.map((a, s) => formatDec(a.minus(expected[s]!))),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  test('candidates are ranked: worst case after descending, then best case, then ID', () => {
    fc.assert(
      fc.property(bookArb, (b) => {
        const ranked = evaluate(inputOf(b)).candidates;
        ranked.forEach((c, i) => expect(c.rank).toBe(i + 1));
        for (let i = 1; i < ranked.length; i++) {
          const [a, z] = [ranked[i - 1]!.wholeBook, ranked[i]!.wholeBook];
          const byMin = dec(a.min!).comparedTo(z.min!);
          expect(byMin).toBeGreaterThanOrEqual(0);
          if (byMin === 0) {
            const byMax = dec(a.max!).comparedTo(z.max!);
            expect(byMax).toBeGreaterThanOrEqual(0);
            if (byMax === 0) expect(ranked[i - 1]!.candidateId < ranked[i]!.candidateId).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  test('net of cost: after − cost and delta − cost per scenario, ranked by the net whole book', () => {
    const costArb = fc.array(fc.option(signed(decimalText(3, 50)), { nil: null }), {
      minLength: 4,
      maxLength: 4,
    });
    fc.assert(
      fc.property(bookArb, costArb, (b, costs) => {
        const base = inputOf(b);
        const input: EvaluationInput = {
          ...base,
          rankingBasis: 'NET_AFTER_COST',
          candidates: base.candidates.map((c, i) => ({
            ...c,
            costs: costs[i] === null ? null : new Map([['fam@1', costs[i]!]]),
          })),
        };
        const expected = reference(b.payouts, b.holdings);
        const ranked = evaluate(input).candidates;
        for (const candidate of ranked) {
          const index = Number(candidate.candidateId.slice(1));
          const cost = costs[index] ?? null;
          const book = candidate.books[0]!;
          if (cost === null) {
            expect(book.cost).toBeNull();
            expect(book.netAfter).toBeNull();
            expect(candidate.netWholeBook.status).toBe('UNAVAILABLE');
            continue;
          }
          const after = reference(b.payouts, [...b.holdings, ...b.candidates[index]!]);
          expect(book.cost).toBe(formatDec(dec(cost)));
          expect(book.payouts!.map((p) => p.netAfter)).toEqual(
            after.map((a) => formatDec(a.minus(cost))),
          );
          expect(book.payouts!.map((p) => p.netDelta)).toEqual(
            after.map((a, s) => formatDec(a.minus(expected[s]!).minus(cost))),
          );
          expect(candidate.netWholeBook.min).toBe(
            formatDec(dec(candidate.wholeBook.min!).minus(cost)),
          );
          expect(candidate.netWholeBook.max).toBe(
            formatDec(dec(candidate.wholeBook.max!).minus(cost)),
          );
        }
        // Priced candidates first, by net worst case, then net best case, then ID.
        for (let i = 1; i < ranked.length; i++) {
          const [a, z] = [ranked[i - 1]!, ranked[i]!];
          const [pa, pz] = [a.netWholeBook.min !== null, z.netWholeBook.min !== null];
          expect(pa || !pz).toBe(true);
          if (!pa || !pz) continue;
          const byMin = dec(a.netWholeBook.min!).comparedTo(z.netWholeBook.min!);
          expect(byMin).toBeGreaterThanOrEqual(0);
          if (byMin === 0)
            expect(dec(a.netWholeBook.max!).comparedTo(z.netWholeBook.max!)).toBeGreaterThanOrEqual(
              0,
            );
        }
      }),
      { numRuns: 200 },
    );
  });

  test('every offset pays its value in every scenario', () => {
    const payouts = fc.array(decimalText(2, 3), { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(
        payouts,
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }),
        (p, qs) => {
          // YES pays p; NO pays 3 − p (a complement at unit 3): HELD YES and HELD NO offset.
          const no = p.map((x) => formatDec(dec(3).minus(x)));
          const holdings = qs.flatMap((q, i) => [
            { outcome: 0, quantity: `${q}` },
            { outcome: i % 2, quantity: `${q}` },
          ]);
          const input = inputOf({ payouts: [p, no], holdings, candidates: [] });
          const result = evaluate(input);
          for (const offset of result.offsets) {
            const members = offset.positionIds.map((id) => holdings[Number(id.slice(1))]!);
            for (const v of reference([p, no], members)) expect(formatDec(v)).toBe(offset.value);
          }
        },
      ),
    );
  });
});

describe('whole book', () => {
  const book = (familyIds: string[], currency: string | null, conditioned = false): BookInput => ({
    key: jointScopeIdOf(familyIds),
    familyId: jointScopeIdOf(familyIds),
    scenarioVersion: '1',
    memberFamilyIds: familyIds,
    payoutCurrency: currency,
    scenarioIds: [],
    conditioned,
    payouts: new Map(),
    holdings: [],
  });
  const part = (b: BookInput, min: string, max: string) => ({ book: b, min, max });

  test('EXACT for one book and for families declared INDEPENDENT', () => {
    expect(combine([part(book(['a'], 'USD'), '-1', '2')], [])).toMatchObject({
      status: 'EXACT',
      min: '-1',
      max: '2',
    });
    const parts = [part(book(['a'], 'USD'), '-1', '2'), part(book(['b'], 'USD'), '0.5', '3')];
    expect(combine(parts, [['a', 'b']])).toMatchObject({ status: 'EXACT', min: '-0.5', max: '5' });
  });

  test('BOUND without a joint scope or when books share a family', () => {
    const parts = [part(book(['a'], 'USD'), '-1', '2'), part(book(['b'], 'USD'), '0', '3')];
    expect(combine(parts, [])).toMatchObject({ status: 'BOUND', min: '-1', max: '5' });
    const shared = [part(book(['a', 'b'], null), '0', '1'), part(book(['a'], 'USD'), '0', '2')];
    expect(combine(shared, [['a', 'b']])).toMatchObject({ status: 'BOUND', min: '0', max: '3' });
  });

  test('UNAVAILABLE when payout currencies differ', () => {
    const parts = [part(book(['a'], 'USD'), '-1', '2'), part(book(['b'], 'EUR'), '0', '3')];
    expect(combine(parts, [['a', 'b']])).toMatchObject({
      status: 'UNAVAILABLE',
      min: null,
      max: null,
    });
  });

  test('a conditioned book never claims full-family extrema', () => {
    const result = combine([part(book(['a'], 'USD', true), '0', '1')], []);
    expect(result.explanation).toContain('not full-family extrema');
  });
});
