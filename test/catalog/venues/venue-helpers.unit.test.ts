// The pure helpers of the venue adapters: exact conversions, threshold ladders, rules-text
// reading and Polymarket threshold titles.
import fc from 'fast-check';
import {
  centsToDollars,
  decimalText,
  epochMillisToIso,
  epochSecondsToIso,
  isoTimestamp,
} from '../../../src/venues/common/exact-values';
import { JsonNode } from '../../../src/venues/common/json-node';
import { PayloadError } from '../../../src/venues/common/payload-error';
import { parseThresholdTitle } from '../../../src/venues/polymarket/parse-polymarket';
import { readRulesText, voidRuleKey } from '../../../src/domain/settlement-terms/rules-text';
import { deriveLadder, rungStrike } from '../../../src/catalog/venues/threshold-ladder';
import type { StrikeKind } from '../../../src/venues/common/venue-model';

const node = (value: unknown) => new JsonNode(value, '$.x');

describe('exact conversions', () => {
  test('cents to decimal dollars', () => {
    expect([0, 1, 7, 37, 50, 99, 100].map((c) => centsToDollars(node(c)))).toEqual([
      '0',
      '0.01',
      '0.07',
      '0.37',
      '0.5',
      '0.99',
      '1',
    ]);
    expect(() => centsToDollars(node(37.5))).toThrow(PayloadError);
    expect(() => centsToDollars(node(101))).toThrow('between 0 and 100');
  });

  test('decimals from strings or JSON numbers, never through a float format', () => {
    expect(decimalText(node('0.4200'))).toBe('0.42');
    expect(decimalText(node(0.1))).toBe('0.1');
    expect(decimalText(node(99999.99))).toBe('99999.99');
    expect(decimalText(node(1e-7))).toBe('0.0000001');
    expect(() => decimalText(node('1e3'))).toThrow('must be a decimal number');
  });

  test('epoch seconds and milliseconds to ISO 8601 UTC', () => {
    expect(epochSecondsToIso(node(1795276800))).toBe('2026-11-21T16:00:00Z');
    expect(epochSecondsToIso(node('1795276800'))).toBe('2026-11-21T16:00:00Z');
    expect(epochMillisToIso(node('1795276812345'))).toBe('2026-11-21T16:00:12.345Z');
    expect(() => epochSecondsToIso(node(-1))).toThrow('Unix timestamp');
    expect(isoTimestamp(node('2026-11-05 14:02:11+00'))).toBe('2026-11-05T14:02:11Z');
    expect(isoTimestamp(node('2026-12-09T14:00:00-05:00'))).toBe('2026-12-09T19:00:00Z');
    expect(() => isoTimestamp(node('2026-12-09'))).toThrow('with a zone');
  });
});

describe('threshold ladders', () => {
  test('"less" rungs use [a, b) intervals and pay below their threshold', () => {
    const ladder = deriveLadder([
      { kind: 'less', threshold: '3.5' },
      { kind: 'less', threshold: '2.5' },
    ])!;
    expect(ladder.scenarios.map((s) => s.scenarioId)).toEqual([
      'lt-2p5',
      'ge-2p5-lt-3p5',
      'ge-3p5',
    ]);
    expect(ladder.yesScenarios).toEqual([['lt-2p5', 'ge-2p5-lt-3p5'], ['lt-2p5']]);
  });

  test('"greater" and "less_or_equal" share (a, b] intervals and mix', () => {
    const ladder = deriveLadder([
      { kind: 'greater', threshold: '100' },
      { kind: 'less_or_equal', threshold: '110' },
    ])!;
    expect(ladder.yesScenarios).toEqual([
      ['gt-100-le-110', 'gt-110'],
      ['le-100', 'gt-100-le-110'],
    ]);
  });

  test('no ladder for one rung, a repeated threshold or conventions that disagree at the boundary', () => {
    expect(deriveLadder([{ kind: 'greater', threshold: '1' }])).toBeNull();
    expect(
      deriveLadder([
        { kind: 'greater', threshold: '1' },
        { kind: 'greater', threshold: '1' },
      ]),
    ).toBeNull();
    expect(
      deriveLadder([
        { kind: 'greater', threshold: '1' },
        { kind: 'less', threshold: '2' },
      ]),
    ).toBeNull();
  });

  test('law: the rungs of a ladder are nested, each paying in one interval more than the next rung out', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: 2, maxLength: 8 }),
        fc.constantFrom<StrikeKind>('greater', 'greater_or_equal', 'less', 'less_or_equal'),
        (values, kind) => {
          const strikes = values.map((v) => ({ kind, threshold: String(v) }));
          const ladder = deriveLadder(strikes)!;
          expect(ladder.scenarios).toHaveLength(values.length + 1);
          const above = kind === 'greater' || kind === 'greater_or_equal';
          const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
          for (let j = 1; j < order.length; j++) {
            const lower = new Set(ladder.yesScenarios[order[j - 1]![1]]);
            const higher = new Set(ladder.yesScenarios[order[j]![1]]);
            const [inner, outer] = above ? [higher, lower] : [lower, higher];
            for (const s of inner) expect(outer.has(s)).toBe(true);
            expect(outer.size).toBe(inner.size + 1);
          }
        },
      ),
    );
  });

  test("law: a rung's strike reads back from the ladder's scenario IDs and where its YES pays", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: 2, maxLength: 8 }),
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        (values, closed, sides) => {
          // Kinds that share a boundary convention may mix in one ladder.
          const kinds: [StrikeKind, StrikeKind] = closed
            ? ['greater', 'less_or_equal']
            : ['greater_or_equal', 'less'];
          const strikes = values.map((v, i) => ({
            kind: kinds[sides[i] ? 0 : 1],
            threshold: v % 3 === 0 ? String(v) : `${v}.99`,
          }));
          const ladder = deriveLadder(strikes)!;
          const ids = ladder.scenarios.map((s) => s.scenarioId);
          strikes.forEach((strike, i) =>
            expect(rungStrike(ids, new Set(ladder.yesScenarios[i]))).toEqual(strike),
          );
        },
      ),
    );
  });

  test('no strike reads back from scenarios no ladder of ours has, or from YES on both sides', () => {
    const ladder = deriveLadder([
      { kind: 'greater', threshold: '100' },
      { kind: 'greater', threshold: '110' },
    ])!;
    const ids = ladder.scenarios.map((s) => s.scenarioId);
    expect(ids).toEqual(['le-100', 'gt-100-le-110', 'gt-110']);
    expect(rungStrike(ids, new Set(['le-100', 'gt-110']))).toBeUndefined();
    expect(rungStrike(ids, new Set())).toBeUndefined();
    expect(rungStrike(ids, new Set(ids))).toBeUndefined();
    expect(rungStrike(['le-100', 'gt-100-le-90', 'gt-90'], new Set(['gt-90']))).toBeUndefined();
    expect(rungStrike(['h0', 'c25', 'other'], new Set(['h0']))).toBeUndefined();
    expect(rungStrike(['le-100', 'gt-100'], new Set(['gt-100']))).toBeUndefined();
  });

  test('Polymarket threshold titles', () => {
    expect(parseThresholdTitle('↑ 120,000')).toEqual({
      kind: 'greater_or_equal',
      threshold: '120000',
    });
    expect(parseThresholdTitle('>$110k')).toEqual({ kind: 'greater', threshold: '110000' });
    expect(parseThresholdTitle('2.5m or more')).toEqual({
      kind: 'greater_or_equal',
      threshold: '2500000',
    });
    expect(parseThresholdTitle('↓ 80,000')).toEqual({ kind: 'less_or_equal', threshold: '80000' });
    expect(parseThresholdTitle('No change')).toBeUndefined();
    expect(parseThresholdTitle('120,000')).toBeUndefined();
  });
});

describe('rules text', () => {
  test('explicit exceptional settlements become VOID rules', () => {
    const r = readRulesText(
      'Resolves Yes if X. If the game is postponed beyond Dec 31, this market will resolve 50-50. If it is cancelled outright, the market resolves to No.',
    );
    expect(r.kind).toBe('PLAIN');
    expect(voidRuleKey(r)).toBe('void-50-50,void-no');
  });

  test('plain rules have no VOID rule', () => {
    expect(voidRuleKey(readRulesText('If the Fed cuts, then the market resolves to Yes.'))).toBe(
      'none',
    );
  });

  test('an exceptional case without a stated payout, or with two, is ambiguous', () => {
    expect(
      readRulesText(
        'If the meeting is delayed, Kalshi will determine the settlement at its sole discretion.',
      ),
    ).toEqual({
      kind: 'AMBIGUOUS',
      sentence:
        'If the meeting is delayed, Kalshi will determine the settlement at its sole discretion.',
    });
    expect(
      readRulesText('If cancelled, resolves Yes or resolves No depending on the league.').kind,
    ).toBe('AMBIGUOUS');
  });
});
