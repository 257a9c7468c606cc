import { classifyPair } from './classify-pair';
import { buildPayoutBitsets } from './payout-bitsets';
import { type ScenarioInput } from './relationship-types';

const scenarios: ScenarioInput[] = [
  { scenarioId: 'up', kind: 'NORMAL' },
  { scenarioId: 'down', kind: 'NORMAL' },
];

describe('classifyPair', () => {
  it('classifies outcomes built separately over the same scenarios', () => {
    const [a] = buildPayoutBitsets(scenarios, [{ outcomeId: 'a', unit: '1', amounts: ['1', '0'] }]);
    const [b] = buildPayoutBitsets(scenarios, [{ outcomeId: 'b', unit: '4', amounts: ['0', '4'] }]);
    if (!a || !b) throw new Error('no bitsets');
    expect(classifyPair(a, b)).toEqual({
      type: 'COMPLEMENT',
      fromOutcomeId: 'a',
      toOutcomeId: 'b',
      witnesses: ['up', 'down'],
    });
  });

  it('refuses outcomes of different scenario versions', () => {
    const [a] = buildPayoutBitsets(scenarios, [{ outcomeId: 'a', unit: '1', amounts: ['1', '0'] }]);
    const [b] = buildPayoutBitsets(
      [
        { scenarioId: 'up', kind: 'NORMAL' },
        { scenarioId: 'flat', kind: 'NORMAL' },
      ],
      [{ outcomeId: 'b', unit: '1', amounts: ['1', '0'] }],
    );
    if (!a || !b) throw new Error('no bitsets');
    expect(() => classifyPair(a, b)).toThrow('outcomes "a" and "b" use different scenarios');
  });

  it('returns frozen witness lists', () => {
    const [a, b] = buildPayoutBitsets(scenarios, [
      { outcomeId: 'a', unit: '1', amounts: ['1', '1'] },
      { outcomeId: 'b', unit: '1', amounts: ['0.5', '0'] },
    ]);
    if (!a || !b) throw new Error('no bitsets');
    const finding = classifyPair(a, b);
    expect(finding).toMatchObject({ type: 'IMPLICATION', fromOutcomeId: 'b', toOutcomeId: 'a' });
    expect(Object.isFrozen(finding.witnesses)).toBe(true);
  });
});
