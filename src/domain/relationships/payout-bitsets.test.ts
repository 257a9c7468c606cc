import { hasBit } from './bitset';
import { buildPayoutBitsets } from './payout-bitsets';
import { type ScenarioInput } from './relationship-types';

function scenarios(count: number): ScenarioInput[] {
  return Array.from({ length: count }, (_, s) => ({
    scenarioId: `s${s}`,
    kind: s % 10 === 9 ? 'VOID' : 'NORMAL',
  }));
}

describe('buildPayoutBitsets', () => {
  it('splits a vector into pays, full and partial sets over several words', () => {
    const amounts = Array.from({ length: 70 }, (_, s) =>
      s % 3 === 0 ? '0' : s % 3 === 1 ? '1' : '0.25',
    );
    const [bits] = buildPayoutBitsets(scenarios(70), [{ outcomeId: 'x', unit: '1', amounts }]);
    if (bits === undefined) throw new Error('no bitsets');
    expect(bits.pays).toHaveLength(3);
    for (let s = 0; s < 70; s++) {
      expect([hasBit(bits.pays, s), hasBit(bits.full, s), hasBit(bits.partial, s)]).toEqual([
        s % 3 !== 0,
        s % 3 === 1,
        s % 3 === 2,
      ]);
      expect(bits.fractions[s]).toEqual(s % 3 === 2 ? { num: 1n, den: 4n } : undefined);
    }
    // No bit beyond the scenario count.
    expect((bits.pays[2] ?? 0) >>> 6).toBe(0);
  });

  it('treats an amount equal to the unit as full whatever its text', () => {
    const [bits] = buildPayoutBitsets(scenarios(2), [
      { outcomeId: 'x', unit: '100', amounts: ['100.00', '0.0'] },
    ]);
    expect(bits && [hasBit(bits.full, 0), hasBit(bits.pays, 1)]).toEqual([true, false]);
  });

  it('rejects a vector whose length differs from the scenario count', () => {
    expect(() =>
      buildPayoutBitsets(scenarios(3), [{ outcomeId: 'x', unit: '1', amounts: ['1', '0'] }]),
    ).toThrow('outcome "x" has 2 payouts for 3 scenarios');
  });

  it.each([['-0.5'], ['1.01'], ['2']])('rejects the amount %s outside [0, unit]', (amount) => {
    expect(() =>
      buildPayoutBitsets(scenarios(1), [{ outcomeId: 'x', unit: '1', amounts: [amount] }]),
    ).toThrow(`payout amount "${amount}" is outside [0, unit]`);
  });

  it.each([['abc'], ['1e2'], [' 1'], ['']])('rejects the amount text %j', (amount) => {
    expect(() =>
      buildPayoutBitsets(scenarios(1), [{ outcomeId: 'x', unit: '1', amounts: [amount] }]),
    ).toThrow('is not a plain decimal');
  });

  it.each([['0'], ['-1'], ['x']])('rejects the unit %j', (unit) => {
    expect(() =>
      buildPayoutBitsets(scenarios(1), [{ outcomeId: 'x', unit, amounts: ['0'] }]),
    ).toThrow(/payout unit/);
  });

  it('rejects repeated scenario and outcome IDs', () => {
    const twice: ScenarioInput[] = [
      { scenarioId: 'a', kind: 'NORMAL' },
      { scenarioId: 'a', kind: 'VOID' },
    ];
    expect(() => buildPayoutBitsets(twice, [])).toThrow('scenario "a" appears twice');
    const vector = { outcomeId: 'x', unit: '1', amounts: ['1'] };
    expect(() => buildPayoutBitsets(scenarios(1), [vector, vector])).toThrow(
      'outcome "x" has two payout vectors',
    );
  });
});
