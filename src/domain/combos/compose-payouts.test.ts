// Combo conventions (docs/architecture.md, "Combos"): hand-checked vectors, the joint space, and
// the laws of PRODUCT and VOID_LEG_REMOVED on generated legs.
import fc from 'fast-check';
import { dec, formatDec, sumDec } from '../arithmetic/decimal';
import type { ScenarioKind } from '../records';
import {
  composePayouts,
  InexactPayoutError,
  payoutTextsOf,
  type ComboLegInput,
  type ConventionInput,
} from './compose-payouts';
import { decimalTextOf, fractionOfDecimal } from '../arithmetic/fraction';
import { scenarioCountOf, scenarioSpaceOf, type ScenarioSpace } from './scenario-space';

const FED = scenarioSpaceOf([
  {
    familyId: 'fam-fed',
    version: '2',
    scenarios: [
      { scenarioId: 'cut-50-plus', kind: 'NORMAL' },
      { scenarioId: 'cut-25', kind: 'NORMAL' },
      { scenarioId: 'hold', kind: 'NORMAL' },
      { scenarioId: 'hike', kind: 'NORMAL' },
      { scenarioId: 'cancelled', kind: 'VOID' },
    ],
  },
]);
const leg = (outcomeId: string, amounts: string[], familyId = 'fam-fed', unit = '1') => ({
  outcomeId,
  familyId,
  unit,
  amounts,
});
const CUT50_YES = leg('cut50-yes', ['1', '0', '0', '0', '0.5']);
const HOLD_NO = leg('hold-no', ['1', '1', '0', '1', '0.5']);
const PRODUCT: ConventionInput = { rule: 'PRODUCT', voidPayout: '1' };
const VOID_REMOVED: ConventionInput = { rule: 'VOID_LEG_REMOVED', voidPayout: '1' };

const texts = (space: ScenarioSpace, c: ConventionInput, legs: ComboLegInput[]) => {
  const p = composePayouts(c, space, legs);
  return { yes: payoutTextsOf(space, p.yes), no: payoutTextsOf(space, p.no) };
};

describe('compose payouts: hand-checked', () => {
  test('PRODUCT multiplies the VOID scenario’s half payouts: 0.5 × 0.5 = 0.25', () => {
    expect(texts(FED, PRODUCT, [CUT50_YES, HOLD_NO])).toEqual({
      yes: { 'cut-50-plus': '1', 'cut-25': '0', hold: '0', hike: '0', cancelled: '0.25' },
      no: { 'cut-50-plus': '0', 'cut-25': '1', hold: '1', hike: '1', cancelled: '0.75' },
    });
  });

  test('VOID_LEG_REMOVED removes both void legs and pays void_payout', () => {
    expect(texts(FED, VOID_REMOVED, [CUT50_YES, HOLD_NO]).yes).toEqual({
      'cut-50-plus': '1',
      'cut-25': '0',
      hold: '0',
      hike: '0',
      cancelled: '1',
    });
    expect(
      texts(FED, { rule: 'VOID_LEG_REMOVED', voidPayout: '0.4' }, [CUT50_YES, HOLD_NO]).yes
        .cancelled,
    ).toBe('0.4');
  });

  test('the combined vector is not the sum of the legs', () => {
    const sum = CUT50_YES.amounts.map((a, i) => formatDec(sumDec([a, HOLD_NO.amounts[i]!])));
    expect(sum).toEqual(['2', '1', '0', '1', '1']);
    expect(Object.values(texts(FED, PRODUCT, [CUT50_YES, HOLD_NO]).yes)).toEqual([
      '1',
      '0',
      '0',
      '0',
      '0.25',
    ]);
  });

  test('units other than 1 are fractions of their unit; a non-terminating result fails', () => {
    const hundred = leg('h', ['100', '50', '0', '25', '50'], 'fam-fed', '100');
    expect(texts(FED, PRODUCT, [hundred, HOLD_NO]).yes).toEqual({
      'cut-50-plus': '1',
      'cut-25': '0.5',
      hold: '0',
      hike: '0.25',
      cancelled: '0.25',
    });
    const thirds = leg('t', ['1', '0', '0', '0', '0'], 'fam-fed', '3');
    expect(() => texts(FED, PRODUCT, [thirds, HOLD_NO])).toThrow(InexactPayoutError);
  });

  test('a joint space is the product, named family/scenario joined by + in family ID order', () => {
    const space = scenarioSpaceOf([
      {
        familyId: 'fam-nba',
        version: '1',
        scenarios: [
          { scenarioId: 'okc', kind: 'NORMAL' },
          { scenarioId: 'none', kind: 'VOID' },
        ],
      },
      {
        familyId: 'fam-btc',
        version: '3',
        scenarios: [
          { scenarioId: 'low', kind: 'NORMAL' },
          { scenarioId: 'high', kind: 'NORMAL' },
        ],
      },
    ]);
    expect(space.payoutKey).toBe('fam-btc@3+fam-nba@1');
    expect(space.familyId).toBe('fam-btc+fam-nba');
    expect(space.scenarioVersion).toBe('3+1');
    expect(space.scenarios.map((s) => [s.scenarioId, s.kind])).toEqual([
      ['fam-btc/low+fam-nba/okc', 'NORMAL'],
      ['fam-btc/low+fam-nba/none', 'VOID'],
      ['fam-btc/high+fam-nba/okc', 'NORMAL'],
      ['fam-btc/high+fam-nba/none', 'VOID'],
    ]);
    const btc = leg('btc-high', ['0', '1'], 'fam-btc');
    const okc = leg('okc', ['1', '0.5'], 'fam-nba');
    expect(texts(space, VOID_REMOVED, [btc, okc]).yes).toEqual({
      'fam-btc/low+fam-nba/okc': '0',
      'fam-btc/low+fam-nba/none': '0',
      'fam-btc/high+fam-nba/okc': '1',
      'fam-btc/high+fam-nba/none': '1',
    });
    expect(texts(space, PRODUCT, [btc, okc]).yes['fam-btc/high+fam-nba/none']).toBe('0.5');
  });

  test('fraction texts are exact and canonical', () => {
    expect(decimalTextOf(fractionOfDecimal('0.50'))).toBe('0.5');
    expect(decimalTextOf({ num: 1n, den: 8n })).toBe('0.125');
    expect(decimalTextOf({ num: 3n, den: 1n })).toBe('3');
    expect(decimalTextOf({ num: 1n, den: 3n })).toBeUndefined();
    expect(scenarioCountOf([{ scenarios: FED.scenarios }, { scenarios: FED.scenarios }])).toBe(25);
  });
});

// ---- Laws on generated combos ----------------------------------------------------------------

const AMOUNTS = ['0', '0.25', '0.5', '0.75', '1'];

interface Generated {
  space: ScenarioSpace;
  legs: ComboLegInput[];
}

const kinds = (size: number) =>
  fc.array(fc.constantFrom<ScenarioKind>('NORMAL', 'VOID'), { minLength: size, maxLength: size });

function generated(options: { withVoid: boolean; zeroOne?: boolean }): fc.Arbitrary<Generated> {
  const amounts = options.zeroOne ? ['0', '1'] : AMOUNTS;
  return fc.integer({ min: 1, max: 6 }).chain((size) =>
    fc
      .record({
        kinds: options.withVoid
          ? kinds(size)
          : fc.constant(Array.from({ length: size }, (): ScenarioKind => 'NORMAL')),
        legs: fc.array(
          fc.record({
            amounts: fc.array(fc.constantFrom(...amounts), { minLength: size, maxLength: size }),
            unit: fc.constantFrom('1', '100'),
          }),
          { minLength: 1, maxLength: 5 },
        ),
      })
      .map(({ kinds: ks, legs }) => ({
        space: scenarioSpaceOf([
          {
            familyId: 'fam',
            version: '1',
            scenarios: ks.map((kind, i) => ({ scenarioId: `s${i}`, kind })),
          },
        ]),
        legs: legs.map((l, i) => ({
          outcomeId: `o${i}`,
          familyId: 'fam',
          unit: l.unit,
          amounts: l.amounts.map((a) => formatDec(dec(a).times(l.unit))),
        })),
      })),
  );
}

const conventions = fc.record({
  rule: fc.constantFrom<ConventionInput['rule']>('PRODUCT', 'VOID_LEG_REMOVED'),
  voidPayout: fc.constantFrom('0', '0.5', '1'),
});

const yesTexts = (c: ConventionInput, g: Generated, legs = g.legs) =>
  payoutTextsOf(g.space, composePayouts(c, g.space, legs).yes);

describe('compose payouts: laws', () => {
  test('the result does not depend on the order of the legs', () => {
    const withPermutation = generated({ withVoid: true }).chain((g) =>
      fc
        .shuffledSubarray(g.legs, { minLength: g.legs.length, maxLength: g.legs.length })
        .map((shuffled) => ({ g, shuffled })),
    );
    fc.assert(
      fc.property(conventions, withPermutation, (c, { g, shuffled }) => {
        expect(yesTexts(c, g, shuffled)).toEqual(yesTexts(c, g));
      }),
    );
  });

  test('YES + NO = 1 in every scenario, and both are in [0, 1]', () => {
    fc.assert(
      fc.property(conventions, generated({ withVoid: true }), (c, g) => {
        const p = composePayouts(c, g.space, g.legs);
        const yes = payoutTextsOf(g.space, p.yes);
        const no = payoutTextsOf(g.space, p.no);
        for (const s of g.space.scenarios) {
          expect(formatDec(sumDec([yes[s.scenarioId]!, no[s.scenarioId]!]))).toBe('1');
          expect(dec(yes[s.scenarioId]!).gte(0) && dec(yes[s.scenarioId]!).lte(1)).toBe(true);
        }
      }),
    );
  });

  test('PRODUCT of a 0/1 leg with itself is the leg', () => {
    fc.assert(
      fc.property(generated({ withVoid: true, zeroOne: true }), (g) => {
        const one = g.legs[0]!;
        const asFractions = Object.fromEntries(
          g.space.scenarios.map((s, i) => [
            s.scenarioId,
            formatDec(dec(one.amounts[i]!).div(one.unit)),
          ]),
        );
        expect(yesTexts(PRODUCT, g, [one, one])).toEqual(asFractions);
      }),
    );
  });

  test('VOID_LEG_REMOVED equals PRODUCT when no scenario is VOID', () => {
    fc.assert(
      fc.property(conventions, generated({ withVoid: false }), (c, g) => {
        expect(yesTexts({ ...c, rule: 'VOID_LEG_REMOVED' }, g)).toEqual(yesTexts(PRODUCT, g));
      }),
    );
  });

  test('VOID_LEG_REMOVED pays void_payout in a VOID scenario (all legs share the family)', () => {
    fc.assert(
      fc.property(conventions, generated({ withVoid: true }), (c, g) => {
        const yes = yesTexts({ ...c, rule: 'VOID_LEG_REMOVED' }, g);
        for (const s of g.space.scenarios)
          if (s.kind === 'VOID') expect(yes[s.scenarioId]).toBe(formatDec(dec(c.voidPayout)));
      }),
    );
  });

  test('PRODUCT never pays more than its least-paying leg (the combo is not a sum)', () => {
    fc.assert(
      fc.property(generated({ withVoid: true }), (g) => {
        const yes = yesTexts(PRODUCT, g);
        g.space.scenarios.forEach((s, i) => {
          for (const l of g.legs)
            expect(dec(yes[s.scenarioId]!).lte(dec(l.amounts[i]!).div(l.unit))).toBe(true);
        });
      }),
    );
  });
});
