// Combo findings (docs/architecture.md ("Data model") and docs/decisions.md): duplicate, redundant and impossible legs, with
// leg indices and witnesses; and the law that a leg implied by another adds nothing to a 0/1
// product.
import fc from 'fast-check';
import { classifyFamily } from '../relationships/classify-family';
import { composePayouts, payoutTextsOf, type ConventionInput } from './compose-payouts';
import { comboFindings } from './findings';
import { scenarioSpaceOf, type ScopeMember } from './scenario-space';

const BTC: ScopeMember = {
  familyId: 'fam-btc',
  version: '1',
  scenarios: ['below-100k', '100k-110k', '110k-120k', 'above-120k'].map((scenarioId) => ({
    scenarioId,
    kind: 'NORMAL' as const,
  })),
};
const NBA: ScopeMember = {
  familyId: 'fam-nba',
  version: '1',
  scenarios: [
    { scenarioId: 'okc', kind: 'NORMAL' as const },
    { scenarioId: 'cle', kind: 'NORMAL' as const },
    { scenarioId: 'other', kind: 'NORMAL' as const },
    { scenarioId: 'no-champion', kind: 'VOID' as const },
  ],
};
const leg = (outcomeId: string, familyId: string, amounts: string[]) => ({
  outcomeId,
  familyId,
  unit: '1',
  amounts,
});
const ABOVE_100K = leg('above-100k', 'fam-btc', ['0', '1', '1', '1']);
const ABOVE_110K = leg('above-110k', 'fam-btc', ['0', '0', '1', '1']);
const BAND_100K = leg('100k-110k', 'fam-btc', ['0', '1', '0', '0']);
const OKC = leg('okc', 'fam-nba', ['1', '0', '0', '0.5']);
const CLE = leg('cle', 'fam-nba', ['0', '1', '0', '0.5']);
const KALSHI: ConventionInput = { rule: 'VOID_LEG_REMOVED', voidPayout: '1' };
const PRODUCT: ConventionInput = { rule: 'PRODUCT', voidPayout: '1' };

const findingsOf = (c: ConventionInput, members: ScopeMember[], legs: (typeof OKC)[]) => {
  const space = scenarioSpaceOf(members);
  return comboFindings(c, space, legs, composePayouts(c, space, legs));
};

describe('combo findings', () => {
  test('REDUNDANT_LEG: above 110k implies above 100k, so the 100k leg is redundant', () => {
    const findings = findingsOf(KALSHI, [BTC], [ABOVE_100K, ABOVE_110K]);
    expect(findings).toEqual([
      {
        code: 'REDUNDANT_LEG',
        legIndices: [0, 1],
        explanation: expect.stringContaining('would not change'),
        witnesses: [
          { familyId: 'fam-btc', scenarioVersion: '1', scenarioId: '100k-110k' },
          { familyId: 'fam-btc', scenarioVersion: '1', scenarioId: '110k-120k' },
        ],
      },
    ]);
    expect(findings[0]!.explanation).toContain('leg 1 (above-110k) implies leg 0 (above-100k)');
  });

  test('IMPOSSIBLE_COMBINATION: exclusive legs, with a witness where each pays alone', () => {
    expect(findingsOf(KALSHI, [BTC], [ABOVE_110K, BAND_100K])).toEqual([
      {
        code: 'IMPOSSIBLE_COMBINATION',
        legIndices: [0, 1],
        explanation: expect.stringContaining('never both pay'),
        witnesses: [
          { familyId: 'fam-btc', scenarioVersion: '1', scenarioId: '110k-120k' },
          { familyId: 'fam-btc', scenarioVersion: '1', scenarioId: '100k-110k' },
        ],
      },
    ]);
  });

  test('two teams winning is impossible though both pay half if there is no champion', () => {
    const findings = findingsOf(PRODUCT, [NBA], [OKC, CLE]);
    expect(findings.map((f) => [f.code, f.legIndices])).toEqual([
      ['IMPOSSIBLE_COMBINATION', [0, 1]],
    ]);
  });

  test('DUPLICATE_LEG: legs naming one outcome; a fraction is applied once per leg', () => {
    const findings = findingsOf(PRODUCT, [NBA], [OKC, CLE, OKC]);
    expect(findings[0]).toEqual({
      code: 'DUPLICATE_LEG',
      legIndices: [0, 2],
      explanation: expect.stringContaining('no-champion'),
      witnesses: [
        { familyId: 'fam-nba', scenarioVersion: '1', scenarioId: 'okc' },
        { familyId: 'fam-nba', scenarioVersion: '1', scenarioId: 'no-champion' },
      ],
    });
    expect(findings.map((f) => f.code)).toEqual([
      'DUPLICATE_LEG',
      'IMPOSSIBLE_COMBINATION',
      'IMPOSSIBLE_COMBINATION',
    ]);
  });

  test('independent families: no finding, and pair witnesses stay in their own family', () => {
    expect(findingsOf(KALSHI, [BTC, NBA], [ABOVE_100K, OKC])).toEqual([]);
    const findings = findingsOf(KALSHI, [BTC, NBA], [ABOVE_100K, OKC, ABOVE_110K]);
    expect(findings.map((f) => [f.code, f.legIndices, f.witnesses[0]?.familyId])).toEqual([
      ['REDUNDANT_LEG', [0, 2], 'fam-btc'],
    ]);
  });

  test('three legs that exclude every NORMAL scenario together, though no pair does', () => {
    const three = { ...BTC, scenarios: BTC.scenarios.slice(0, 3) };
    const legs = [
      leg('ab', 'fam-btc', ['1', '1', '0']),
      leg('bc', 'fam-btc', ['0', '1', '1']),
      leg('ac', 'fam-btc', ['1', '0', '1']),
    ];
    const findings = findingsOf(KALSHI, [three], legs);
    expect(
      findings.map((f) => [f.code, f.legIndices, f.witnesses.map((w) => w.scenarioId)]),
    ).toEqual([['IMPOSSIBLE_COMBINATION', [0, 1, 2], ['below-100k', '100k-110k']]]);
  });

  test('law: for 0/1 legs, a redundant leg can be left out without changing the payout', () => {
    const vector = fc.array(fc.constantFrom('0', '1'), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(fc.array(vector, { minLength: 2, maxLength: 4 }), (vectors) => {
        const legs = vectors.map((amounts, i) => leg(`o${i}`, 'fam-btc', amounts));
        const space = scenarioSpaceOf([BTC]);
        const payouts = composePayouts(PRODUCT, space, legs);
        for (const f of comboFindings(PRODUCT, space, legs, payouts)) {
          if (f.code !== 'REDUNDANT_LEG') continue;
          const [redundant, implying] = f.legIndices as [number, number];
          const [pair] = classifyFamily(BTC.scenarios, [legs[implying]!, legs[redundant]!]);
          expect(['IMPLICATION', 'EQUALITY']).toContain(pair!.type);
          const without = composePayouts(
            PRODUCT,
            space,
            legs.filter((_, k) => k !== redundant),
          );
          expect(payoutTextsOf(space, without.yes)).toEqual(payoutTextsOf(space, payouts.yes));
          expect(f.explanation).toContain('would not change');
        }
      }),
    );
  });
});
