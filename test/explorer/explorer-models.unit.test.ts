// The explorer's pure parts: what the graph draws from a neighbourhood and from the gateway's
// family diagram (whose computation is tested in src/domain/relationships/diagram), the bar
// chart's geometry, and the compose options offered for the chosen legs.
import { layoutBars } from '../../src/explorer/book/bar-chart-layout';
import { composeOptions } from '../../src/explorer/combo/combo.queries';
import type { OutcomeRef } from '../../src/explorer/common/outcome-ref';
import { familyDrawing } from '../../src/explorer/graph/drawing';
import type { DiagramSideResult } from '../../src/explorer/graph/family-diagram.queries';
import { neighbourhoodGraph, pathMarketIds } from '../../src/explorer/graph/graph-model';
import type { RelationshipRecord } from '../../src/explorer/graph/relationship.queries';

const pin = (familyId: string) => [{ familyId, scenarioVersion: '1' }];

function relationship(
  from: string,
  to: string,
  type: RelationshipRecord['type'],
  familyId = 'fam-a',
): RelationshipRecord {
  return {
    relationshipId: `rel:${familyId}:${from}:${to}`,
    type,
    fromOutcomeId: from,
    toOutcomeId: to,
    explanation: '',
    scenarioPins: pin(familyId),
    witnesses: [],
  };
}

describe('neighbourhoodGraph', () => {
  const start: OutcomeRef = { outcomeId: 'a', label: 'YES', marketId: 'm1', marketTitle: 'M1' };
  const ab = { ...relationship('a', 'b', 'IMPLICATION'), relatedMarketIds: ['m1', 'm2'] };
  const bc = { ...relationship('b', 'c', 'OVERLAP'), relatedMarketIds: ['m2', 'm3'] };
  const paths = [
    { outcomeIds: ['a', 'b'], relationships: [ab] },
    { outcomeIds: ['a', 'b', 'c'], relationships: [ab, bc] },
  ];
  const markets = [
    { marketId: 'm2', title: 'M2', outcomes: [{ outcomeId: 'b', label: 'NO' }] },
    { marketId: 'm3', title: 'M3', outcomes: [{ outcomeId: 'c', label: 'YES' }] },
  ];

  test('the start outcome in the centre, each outcome at its hop distance, each edge once', () => {
    const graph = neighbourhoodGraph(start, 2, paths, markets);
    expect(graph.centreId).toBe('a');
    expect(graph.title).toBe('M1 — YES: related within 2 hops');
    expect(
      graph.nodes.map((node) => [node.outcome.outcomeId, node.outcome.marketTitle, node.hops]),
    ).toEqual([
      ['a', 'M1', 0],
      ['b', 'M2', 1],
      ['c', 'M3', 2],
    ]);
    expect(graph.edges.map((edge) => edge.relationshipId)).toEqual([
      ab.relationshipId,
      bc.relationshipId,
    ]);
  });

  test('an outcome whose market was not found is named by its ID', () => {
    const graph = neighbourhoodGraph(start, 1, paths.slice(0, 1), []);
    expect(graph.nodes[1]?.outcome.label).toBe('b');
    expect(graph.title).toBe('M1 — YES: related within 1 hop');
  });

  test('the markets to name the outcomes by are those the paths touch', () => {
    expect(pathMarketIds(paths)).toEqual(['m1', 'm2', 'm3']);
  });
});

describe('layoutBars', () => {
  const size = { width: 120, height: 140, top: 10, bottom: 30, side: 10 };

  test('gains rise from the zero line and losses hang from it, in proportion', () => {
    const { bars, zeroY } = layoutBars(
      [
        { scenarioId: 'up', value: '6' },
        { scenarioId: 'down', value: '-4' },
        { scenarioId: 'flat', value: '0' },
      ],
      size,
    );
    // Plot height 100 over a span of 10: 6 above the zero line, 4 below.
    expect(zeroY).toBeCloseTo(70);
    const [up, down, flat] = bars;
    expect(up).toMatchObject({ value: '6', negative: false, height: 60, y: 10 });
    expect(down).toMatchObject({ value: '-4', negative: true, height: 40, y: 70 });
    expect(flat).toMatchObject({ height: 0, negative: false });
    expect(bars.map((bar) => bar.x)).toEqual([
      10 + (100 / 3) * 0.15,
      10 + 100 / 3 + (100 / 3) * 0.15,
      10 + 200 / 3 + (100 / 3) * 0.15,
    ]);
  });

  test('an all-zero book has flat bars on a zero line at the top of the plot, not NaN', () => {
    const { bars, zeroY } = layoutBars([{ scenarioId: 's', value: '0' }], size);
    expect(zeroY).toBe(10);
    expect(bars[0]).toMatchObject({ height: 0, y: 10 });
  });
});

describe('composeOptions', () => {
  test("the legs' venues and their families' conventions, each once and sorted", () => {
    const options = composeOptions(
      {
        markets: {
          edges: [
            {
              node: {
                marketId: 'm1',
                families: [{ familyId: 'f', supportedConventionIds: ['pm-parlay', 'kx-combo'] }],
                outcomes: [
                  { outcomeId: 'm1-yes', listings: [{ venue: 'polymarket' }, { venue: 'kalshi' }] },
                  // Not a leg: its listing's venue is not offered.
                  { outcomeId: 'm1-no', listings: [{ venue: 'other-venue' }] },
                ],
              },
            },
            {
              node: {
                marketId: 'm2',
                families: [{ familyId: 'f', supportedConventionIds: ['kx-combo'] }],
                outcomes: [{ outcomeId: 'm2-yes', listings: [{ venue: 'kalshi' }] }],
              },
            },
          ],
        },
      },
      ['m1-yes', 'm2-yes'],
    );
    expect(options).toEqual({
      venues: ['kalshi', 'polymarket'],
      conventionIds: ['kx-combo', 'pm-parlay'],
    });
  });
});

describe('familyDrawing', () => {
  const side = (label: string, ...copies: [string, string, string][]): DiagramSideResult => ({
    label,
    outcomes: copies.map(([outcomeId, marketTitle, venue]) => ({
      outcomeId,
      label,
      marketId: `m-${outcomeId}`,
      marketTitle,
      venues: [venue],
    })),
  });
  const drawing = familyDrawing('Ladder', {
    nodes: [
      {
        nodeId: 't2-yes',
        groupId: null,
        lead: side('YES', ['t2-yes', 'At or above 2?', 'kalshi'], ['u2-yes', 'Copy', 'polymarket']),
        other: side('NO', ['t2-no', 'At or above 2?', 'kalshi'], ['u2-no', 'Copy', 'polymarket']),
      },
      ...['b0', 'b12', 'b3'].map((id) => ({
        nodeId: id,
        groupId: 'group-1',
        lead: side(id, [id, 'Which bracket?', 'kalshi']),
        other: null,
      })),
    ],
    links: [
      {
        type: 'IMPLICATION',
        sourceNodeId: 'b3',
        targetNodeId: 't2-yes',
        fromOutcomeId: 'b3',
        toOutcomeId: 'u2-yes',
      },
    ],
    groups: [{ groupId: 'group-1', memberNodeIds: ['b0', 'b12', 'b3'] }],
  });

  test('market nodes show both sides and venues, members inside their group', () => {
    const t2 = drawing.nodes.find((node) => node.id === 't2-yes')!;
    expect(t2.kind).toBe('market');
    expect(t2.label).toContain('YES ⇄ NO');
    expect(t2.label).toContain('At or above 2? (+1)');
    expect(t2.label).toContain('kalshi · polymarket');
    expect(t2.outcomeIds).toEqual(['t2-yes', 'u2-yes', 't2-no', 'u2-no']);
    expect(drawing.nodes.find((node) => node.id === 'b3')!.parent).toBe('group-1');
    expect(drawing.nodes.find((node) => node.id === 'group-1')!.label).toBe(
      'At most one of these 3 pays',
    );
  });

  test('each link is an edge between node IDs, standing for its relationship', () => {
    expect(drawing.edges).toEqual([
      {
        id: 'IMPLICATION:b3:t2-yes',
        type: 'IMPLICATION',
        source: 'b3',
        target: 't2-yes',
        implied: false,
        fromOutcomeId: 'b3',
        toOutcomeId: 'u2-yes',
      },
    ]);
  });
});
