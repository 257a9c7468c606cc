// The diagram's computations in steps (steps.ts; docs/decisions.md, "A relationship diagram laid
// out in steps"): a large family's layout pauses many times, and its steps give exactly what the
// plain functions give.
import { classifyFamily } from '../classify-family';
import { exclusiveGroups, exclusiveGroupsSteps } from './exclusive-groups';
import { layeredDiagram, layeredDiagramSteps, type DiagramMarket } from './layered-diagram';
import { STEP_ITEMS, type Steps } from './steps';
import { transitiveReduction, transitiveReductionSteps } from './transitive-reduction';

/** Drives steps through, counting the pauses. */
function paused<T>(steps: Steps<T>): { pauses: number; value: T } {
  let pauses = 0;
  for (;;) {
    const step = steps.next();
    if (step.done === true) return { pauses, value: step.value };
    pauses += 1;
  }
}

const id = (i: number) => `o${String(i).padStart(4, '0')}`;

/**
 * A ladder: binary markets "at least k" over `values` outcomes of a quantity (YES of a higher rung
 * implies YES of every lower one) and one bracket market partitioning the values.
 */
function ladder(values: number): {
  markets: DiagramMarket[];
  relationships: ReturnType<typeof classifyFamily>;
} {
  const scenarios = Array.from({ length: values }, (_, v) => ({
    scenarioId: `s${v}`,
    kind: 'NORMAL' as const,
  }));
  const vectors: { outcomeId: string; unit: string; amounts: string[] }[] = [];
  const markets: DiagramMarket[] = [];
  for (let k = 1; k < values; k++) {
    const yes = id(2 * k);
    const no = id(2 * k + 1);
    markets.push({
      marketId: `rung-${k}`,
      title: `At least ${k}`,
      outcomes: [
        { outcomeId: yes, label: 'Yes', venues: ['kalshi'] },
        { outcomeId: no, label: 'No', venues: ['kalshi'] },
      ],
    });
    vectors.push({
      outcomeId: yes,
      unit: '1',
      amounts: scenarios.map((_, v) => (v >= k ? '1' : '0')),
    });
    vectors.push({
      outcomeId: no,
      unit: '1',
      amounts: scenarios.map((_, v) => (v >= k ? '0' : '1')),
    });
  }
  const brackets = scenarios.map((_, v) => ({
    outcomeId: `b${String(v).padStart(4, '0')}`,
    label: `${v}`,
    venues: ['polymarket'],
  }));
  markets.push({ marketId: 'bracket', title: 'Exactly', outcomes: brackets });
  brackets.forEach((b, v) =>
    vectors.push({
      outcomeId: b.outcomeId,
      unit: '1',
      amounts: scenarios.map((_, w) => (w === v ? '1' : '0')),
    }),
  );
  vectors.sort((a, b) => (a.outcomeId < b.outcomeId ? -1 : 1));
  return { markets, relationships: classifyFamily(scenarios, vectors) };
}

describe('the diagram in steps', () => {
  test("a large family's layout pauses many times and gives what layeredDiagram gives", () => {
    const { markets, relationships } = ladder(120);
    expect(relationships.length).toBeGreaterThan(10 * STEP_ITEMS);
    const { pauses, value } = paused(layeredDiagramSteps(markets, relationships));
    expect(pauses).toBeGreaterThan(10);
    expect(value).toEqual(layeredDiagram(markets, relationships));
    // b0000 pays as NO of "at least 1" does: one node with it, outside the group.
    expect(value.groups[0]!.memberIds).toHaveLength(119);
  });

  test('the transitive reduction of a long chain pauses and gives the same reduction', () => {
    const nodes = Array.from({ length: 150 }, (_, i) => id(i));
    const closure: [string, string][] = [];
    for (let i = 0; i < nodes.length; i++)
      for (let j = i + 1; j < nodes.length; j++) closure.push([nodes[i]!, nodes[j]!]);
    const ends = (edge: [string, string]) => edge;
    const { pauses, value } = paused(transitiveReductionSteps(closure, ends));
    expect(pauses).toBeGreaterThan(1);
    expect(value).toEqual(transitiveReduction(closure, ends));
    expect(value.kept).toHaveLength(nodes.length - 1);
  });

  test('exclusive groups of a large partition pause and give the same groups', () => {
    const nodes = Array.from({ length: 150 }, (_, i) => id(i));
    const pairs: [string, string][] = [];
    for (let i = 0; i < nodes.length; i++)
      for (let j = i + 1; j < nodes.length; j++) pairs.push([nodes[i]!, nodes[j]!]);
    const { pauses, value } = paused(exclusiveGroupsSteps(nodes, pairs));
    expect(pauses).toBeGreaterThan(1);
    expect(value).toEqual(exclusiveGroups(nodes, pairs));
    expect(value).toEqual([nodes]);
  });
});
