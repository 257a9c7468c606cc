import { classifyFamily } from './classify-family';
import {
  type PayoutVectorInput,
  type RelationshipFinding,
  type ScenarioInput,
} from './relationship-types';

function normal(...ids: string[]): ScenarioInput[] {
  return ids.map((scenarioId) => ({ scenarioId, kind: 'NORMAL' }));
}

function vector(outcomeId: string, amounts: string[], unit = '1'): PayoutVectorInput {
  return { outcomeId, unit, amounts };
}

function findingOf(
  findings: RelationshipFinding[],
  x: string,
  y: string,
): RelationshipFinding | undefined {
  return findings.find(
    (f) =>
      (f.fromOutcomeId === x && f.toOutcomeId === y) ||
      (f.fromOutcomeId === y && f.toOutcomeId === x),
  );
}

describe('classifyFamily: Fed decision family', () => {
  const scenarios: ScenarioInput[] = [
    ...normal('cut-50', 'cut-25', 'hold', 'hike'),
    { scenarioId: 'cancelled', kind: 'VOID' },
  ];
  // YES and NO both pay 0.5 when the meeting is cancelled.
  const vectors = [
    vector('cut-any-yes', ['1', '1', '0', '0', '0.5']),
    vector('cut-any-no', ['0', '0', '1', '1', '0.5']),
    vector('cut-25-yes', ['0', '1', '0', '0', '0.5']),
    vector('hold-yes', ['0', '0', '1', '0', '0.5']),
  ];
  const findings = classifyFamily(scenarios, vectors);

  it('returns one finding per unordered pair, in input order', () => {
    expect(findings).toHaveLength(6);
    expect(findings.map((f) => f.type)).toEqual([
      'COMPLEMENT',
      'IMPLICATION',
      'OVERLAP',
      'OVERLAP',
      'IMPLICATION',
      'OVERLAP',
    ]);
  });

  it('YES and NO of one market are complements, witnessed where each pays in full', () => {
    expect(findings[0]).toEqual({
      type: 'COMPLEMENT',
      fromOutcomeId: 'cut-any-yes',
      toOutcomeId: 'cut-any-no',
      witnesses: ['cut-50', 'hold'],
    });
  });

  it('cut-25 YES implies cut-any YES', () => {
    expect(findings[1]).toEqual({
      type: 'IMPLICATION',
      fromOutcomeId: 'cut-25-yes',
      toOutcomeId: 'cut-any-yes',
      witnesses: ['cut-50', 'cut-25'],
    });
  });

  it('hold YES implies cut-any NO', () => {
    expect(findingOf(findings, 'hold-yes', 'cut-any-no')).toEqual({
      type: 'IMPLICATION',
      fromOutcomeId: 'hold-yes',
      toOutcomeId: 'cut-any-no',
      witnesses: ['hike', 'hold'],
    });
  });

  it('the VOID half payout makes disjoint YES outcomes overlap', () => {
    expect(findingOf(findings, 'cut-any-yes', 'hold-yes')).toEqual({
      type: 'OVERLAP',
      fromOutcomeId: 'cut-any-yes',
      toOutcomeId: 'hold-yes',
      witnesses: ['cancelled', 'cut-50', 'hold'],
    });
    expect(findingOf(findings, 'cut-25-yes', 'hold-yes')?.witnesses).toEqual([
      'cancelled',
      'cut-25',
      'hold',
    ]);
  });
});

describe('classifyFamily: BTC threshold ladder', () => {
  const scenarios = normal('below-80k', '80k-90k', '90k-100k', '100k-110k', 'above-110k');
  const vectors = [
    vector('above-90k', ['0', '0', '1', '1', '1']),
    vector('above-100k', ['0', '0', '0', '1', '1']),
    vector('below-90k', ['1', '1', '0', '0', '0']),
    vector('in-80k-90k', ['0', '1', '0', '0', '0']),
    vector('in-90k-100k', ['0', '0', '1', '0', '0']),
  ];
  const findings = classifyFamily(scenarios, vectors);

  it('a higher threshold implies a lower one', () => {
    expect(findingOf(findings, 'above-90k', 'above-100k')).toEqual({
      type: 'IMPLICATION',
      fromOutcomeId: 'above-100k',
      toOutcomeId: 'above-90k',
      witnesses: ['90k-100k', '100k-110k'],
    });
  });

  it('interval markets are exclusive, witnessed where each pays alone', () => {
    expect(findingOf(findings, 'in-80k-90k', 'in-90k-100k')).toEqual({
      type: 'EXCLUSIVITY',
      fromOutcomeId: 'in-80k-90k',
      toOutcomeId: 'in-90k-100k',
      witnesses: ['80k-90k', '90k-100k'],
    });
    expect(findingOf(findings, 'above-100k', 'in-90k-100k')?.type).toBe('EXCLUSIVITY');
    expect(findingOf(findings, 'in-80k-90k', 'above-90k')?.type).toBe('EXCLUSIVITY');
  });

  it('an interval implies the threshold that contains it', () => {
    expect(findingOf(findings, 'above-90k', 'in-90k-100k')).toMatchObject({
      type: 'IMPLICATION',
      fromOutcomeId: 'in-90k-100k',
      toOutcomeId: 'above-90k',
      witnesses: ['100k-110k', '90k-100k'],
    });
  });

  it('below and above the same threshold are complements', () => {
    expect(findingOf(findings, 'above-90k', 'below-90k')).toEqual({
      type: 'COMPLEMENT',
      fromOutcomeId: 'above-90k',
      toOutcomeId: 'below-90k',
      witnesses: ['90k-100k', 'below-80k'],
    });
  });
});

describe('classifyFamily: edge cases', () => {
  it('a deliberately separate pair differs only in VOID: implication witnessed by the VOID', () => {
    const scenarios: ScenarioInput[] = [
      ...normal('yes', 'no'),
      { scenarioId: 'void', kind: 'VOID' },
    ];
    const findings = classifyFamily(scenarios, [
      vector('venue-a-yes', ['1', '0', '0.5']),
      vector('venue-b-yes', ['1', '0', '0']),
    ]);
    expect(findings).toEqual([
      {
        type: 'IMPLICATION',
        fromOutcomeId: 'venue-b-yes',
        toOutcomeId: 'venue-a-yes',
        witnesses: ['void', 'yes'],
      },
    ]);
  });

  it('compares fractions, not amounts: unit 100 paying 100 equals unit 1 paying 1', () => {
    const findings = classifyFamily(normal('up', 'down'), [
      vector('cents', ['100', '0'], '100'),
      vector('dollars', ['1', '0']),
      vector('halves', ['0.50', '0.5'], '1.0'),
      vector('fifty', ['50', '50'], '100'),
    ]);
    expect(findingOf(findings, 'cents', 'dollars')).toEqual({
      type: 'EQUALITY',
      fromOutcomeId: 'cents',
      toOutcomeId: 'dollars',
      witnesses: ['up', 'down'],
    });
    expect(findingOf(findings, 'halves', 'fifty')?.type).toBe('EQUALITY');
  });

  it('a fractional implication without a scenario where only the implied pays', () => {
    // Both pay everywhere; the first witness is the first scenario where a pays less than b.
    const findings = classifyFamily(normal('s1', 's2', 's3'), [
      vector('a', ['0.25', '0.5', '1']),
      vector('b', ['0.25', '0.75', '1']),
    ]);
    expect(findings[0]).toEqual({
      type: 'IMPLICATION',
      fromOutcomeId: 'a',
      toOutcomeId: 'b',
      witnesses: ['s2', 's1'],
    });
  });

  it('lists a witness scenario once when it fills two roles', () => {
    const findings = classifyFamily(normal('s1', 's2'), [
      vector('a', ['0.5', '0']),
      vector('b', ['1', '0']),
    ]);
    expect(findings[0]).toEqual({
      type: 'IMPLICATION',
      fromOutcomeId: 'a',
      toOutcomeId: 'b',
      witnesses: ['s1'],
    });
  });

  it('a pair that is both ≤ and sums to one is a COMPLEMENT (the first type that holds)', () => {
    const findings = classifyFamily(normal('s1', 's2'), [
      vector('never', ['0', '0']),
      vector('always', ['1', '1']),
      vector('quarter', ['0.25', '0']),
      vector('three-quarters', ['0.75', '1']),
    ]);
    expect(findingOf(findings, 'never', 'always')).toEqual({
      type: 'COMPLEMENT',
      fromOutcomeId: 'never',
      toOutcomeId: 'always',
      witnesses: ['s1'],
    });
    expect(findingOf(findings, 'quarter', 'three-quarters')).toEqual({
      type: 'COMPLEMENT',
      fromOutcomeId: 'quarter',
      toOutcomeId: 'three-quarters',
      witnesses: ['s2'],
    });
    // A zero vector is implied-by nothing but implies every other vector.
    expect(findingOf(findings, 'never', 'quarter')).toMatchObject({
      type: 'IMPLICATION',
      fromOutcomeId: 'never',
      toOutcomeId: 'quarter',
      witnesses: ['s1'],
    });
  });

  it('no pairs for fewer than two outcomes', () => {
    expect(classifyFamily(normal('s1'), [vector('a', ['1'])])).toEqual([]);
    expect(classifyFamily(normal('s1'), [])).toEqual([]);
  });
});
