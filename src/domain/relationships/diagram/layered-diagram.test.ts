// The family diagram's graph algorithms: the transitive reduction, equality classes, complement
// pairing, exclusive groups, the diagram they make together and its counts, with fast-check laws
// for the reduction on random orders. The explorer's drawing of it: test/explorer.
import fc from 'fast-check';
import { complementPairs } from './complement-pairs';
import { diagramCounts } from './diagram-counts';
import { equalityClasses } from './equality-classes';
import { exclusiveGroups } from './exclusive-groups';
import { layeredDiagram, type DiagramMarket, type RelationshipEnds } from './layered-diagram';
import { transitiveReduction } from './transitive-reduction';

type Edge = readonly [string, string];
const ends = (edge: Edge) => edge;

describe('transitiveReduction', () => {
  test('a chain keeps its steps; the shortcuts are implied', () => {
    const edges: Edge[] = [
      ['a', 'b'],
      ['b', 'c'],
      ['a', 'c'],
      ['c', 'd'],
      ['a', 'd'],
    ];
    const { kept, implied } = transitiveReduction(edges, ends);
    expect(kept).toEqual([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
    ]);
    expect(implied).toEqual([
      ['a', 'c'],
      ['a', 'd'],
    ]);
  });

  test('a diamond keeps all four sides; a repeated edge is kept once', () => {
    const edges: Edge[] = [
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'd'],
      ['c', 'd'],
      ['a', 'd'],
      ['a', 'b'],
    ];
    const { kept, implied } = transitiveReduction(edges, ends);
    expect(kept).toHaveLength(4);
    expect(implied).toEqual([
      ['a', 'd'],
      ['a', 'b'],
    ]);
  });

  // Random orders: i → j for i < j whenever the random bits say so, closed transitively, as the
  // service reports implications. The reduction of the closure must be the covering pairs, and
  // its closure again the whole order.
  test('on a transitively closed order, kept are exactly the covering pairs', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 0, maxLength: 66 }), (bits) => {
        const n = 12;
        const less = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
        let k = 0;
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++)
            less[i]![j] = bits[k++ % Math.max(1, bits.length)] ?? false;
        for (let m = 0; m < n; m++)
          for (let i = 0; i < n; i++)
            for (let j = 0; j < n; j++) if (less[i]![m] && less[m]![j]) less[i]![j] = true;
        const edges: Edge[] = [];
        for (let i = 0; i < n; i++)
          for (let j = 0; j < n; j++) if (less[i]![j]) edges.push([`n${i}`, `n${j}`]);
        const { kept, implied } = transitiveReduction(edges, ends);
        const covers = edges.filter(([a, c]) => {
          const i = Number(a.slice(1));
          const j = Number(c.slice(1));
          return !less[i]!.some((x, m) => x && less[m]![j]);
        });
        expect(new Set(kept)).toEqual(new Set(covers));
        expect(kept.length + implied.length).toBe(edges.length);
      }),
    );
  });
});

describe('equalityClasses', () => {
  test('connected equalities are one class, named by its least ID', () => {
    const classes = equalityClasses(
      ['c', 'b', 'a', 'd'],
      [
        ['c', 'b'],
        ['b', 'a'],
        ['x', 'd'],
      ],
    );
    expect(Object.fromEntries(classes)).toEqual({ a: 'a', b: 'a', c: 'a', d: 'd' });
  });
});

describe('complementPairs', () => {
  test('a two-outcome market whose sides are complements is paired, YES leading', () => {
    const pairs = complementPairs(
      [
        {
          marketId: 'm1',
          sides: [
            { classId: 'no1', label: 'NO' },
            { classId: 'yes1', label: 'YES' },
          ],
        },
        {
          marketId: 'm2',
          sides: [
            { classId: 'x', label: 'X' },
            { classId: 'y', label: 'Y' },
          ],
        },
        // A copy on another venue: the same two classes, paired once.
        {
          marketId: 'm3',
          sides: [
            { classId: 'yes1', label: 'YES' },
            { classId: 'no1', label: 'NO' },
          ],
        },
        // Not complements: not paired.
        {
          marketId: 'm4',
          sides: [
            { classId: 'p', label: 'YES' },
            { classId: 'q', label: 'NO' },
          ],
        },
      ],
      [
        ['yes1', 'no1'],
        ['x', 'y'],
      ],
    );
    expect(Object.fromEntries(pairs)).toEqual({
      yes1: { partner: 'no1', lead: true },
      no1: { partner: 'yes1', lead: false },
      x: { partner: 'y', lead: true },
      y: { partner: 'x', lead: false },
    });
  });
});

describe('exclusiveGroups', () => {
  const pairsOf = (ids: string[]) =>
    ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b] as const));

  test('a partition is one group even when its members are exclusive with others too', () => {
    const brackets = ['b0', 'b1', 'b2', 'b3'];
    // t3 (at or above 3) is exclusive with the brackets below 3 only.
    const groups = exclusiveGroups(
      [...brackets, 't3', 't1'],
      [...pairsOf(brackets), ['t3', 'b0'], ['t3', 'b1'], ['t3', 'b2'], ['t1', 'b0']],
    );
    expect(groups).toEqual([brackets]);
  });

  test('two exclusive nodes are an edge, not a group; groups are disjoint', () => {
    expect(exclusiveGroups(['a', 'b'], [['a', 'b']])).toEqual([]);
    const groups = exclusiveGroups(
      ['a', 'b', 'c', 'd', 'e', 'f'],
      [...pairsOf(['a', 'b', 'c']), ...pairsOf(['d', 'e', 'f']), ['c', 'd']],
    );
    expect(groups).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
  });
});

describe('layeredDiagram', () => {
  // Three rungs at or above 1, 2, 3 (Kalshi) with a Polymarket copy of the middle one, and a
  // market of three brackets (below 1, 1 to 2, 3): what a venue's ladder looks like.
  const binary = (id: string, title: string, venues = ['kalshi']): DiagramMarket => ({
    marketId: id,
    title,
    outcomes: [
      { outcomeId: `${id}-yes`, label: 'YES', venues },
      { outcomeId: `${id}-no`, label: 'NO', venues },
    ],
  });
  const markets: DiagramMarket[] = [
    binary('t1', 'At or above 1?'),
    binary('t2', 'At or above 2?'),
    binary('t3', 'At or above 3?'),
    binary('u2', 'At or above 2? (copy)', ['polymarket']),
    {
      marketId: 'br',
      title: 'Which bracket?',
      outcomes: ['b0', 'b12', 'b3'].map((id) => ({ outcomeId: id, label: id, venues: ['kalshi'] })),
    },
  ];
  const r = (type: RelationshipEnds['type'], from: string, to: string): RelationshipEnds => ({
    type,
    fromOutcomeId: from,
    toOutcomeId: to,
  });
  const relationships: RelationshipEnds[] = [
    r('EQUALITY', 't2-yes', 'u2-yes'),
    r('EQUALITY', 't2-no', 'u2-no'),
    ...['t1', 't2', 't3', 'u2'].map((t) => r('COMPLEMENT', `${t}-no`, `${t}-yes`)),
    r('COMPLEMENT', 't2-yes', 'u2-no'),
    r('COMPLEMENT', 't2-no', 'u2-yes'),
    // The order, closed: t3 → t2 → t1, on both venues; b3 → t3, b12 → t1; NO sides mirror it.
    r('IMPLICATION', 't3-yes', 't2-yes'),
    r('IMPLICATION', 't3-yes', 'u2-yes'),
    r('IMPLICATION', 't2-yes', 't1-yes'),
    r('IMPLICATION', 'u2-yes', 't1-yes'),
    r('IMPLICATION', 't3-yes', 't1-yes'),
    r('IMPLICATION', 'b3-yes', 't3-yes'),
    r('IMPLICATION', 'b3', 't3-yes'),
    r('IMPLICATION', 'b3', 't2-yes'),
    r('IMPLICATION', 'b3', 't1-yes'),
    r('IMPLICATION', 'b12', 't1-yes'),
    r('IMPLICATION', 't1-no', 't2-no'),
    r('IMPLICATION', 'b0', 't1-no'),
    r('EXCLUSIVITY', 'b0', 'b12'),
    r('EXCLUSIVITY', 'b0', 'b3'),
    r('EXCLUSIVITY', 'b12', 'b3'),
    r('EXCLUSIVITY', 'b0', 't1-yes'),
    r('EXCLUSIVITY', 'b0', 't2-yes'),
    r('EXCLUSIVITY', 'b12', 't3-yes'),
    r('OVERLAP', 'b12', 't2-yes'),
  ];
  const diagram = layeredDiagram(markets, relationships);

  test('one node per binary market (copies included) and per bracket', () => {
    expect(diagram.nodes.map((node) => node.id).sort()).toEqual(
      ['b0', 'b12', 'b3', 't1-yes', 't2-yes', 't3-yes'].sort(),
    );
    const t2 = diagram.nodes.find((node) => node.id === 't2-yes')!;
    expect(t2.lead.outcomes.map((o) => o.outcomeId)).toEqual(['t2-yes', 'u2-yes']);
    expect(t2.other?.outcomes.map((o) => o.outcomeId)).toEqual(['t2-no', 'u2-no']);
    expect(t2.lead.outcomes.map((o) => [o.marketId, o.marketTitle, o.venues])).toEqual([
      ['t2', 'At or above 2?', ['kalshi']],
      ['u2', 'At or above 2? (copy)', ['polymarket']],
    ]);
  });

  test('the implication order reduced; the shortcuts implied; NO sides folded', () => {
    const drawn = (implied: boolean) =>
      diagram.edges
        .filter((edge) => edge.type === 'IMPLICATION' && edge.implied === implied)
        .map((edge) => `${edge.source}>${edge.target}`)
        .sort();
    expect(drawn(false)).toEqual(['b12>t1-yes', 'b3>t3-yes', 't2-yes>t1-yes', 't3-yes>t2-yes']);
    expect(drawn(true)).toEqual(['b3>t1-yes', 'b3>t2-yes', 't3-yes>t1-yes']);
    expect(diagram.folded.otherSides).toBe(2);
  });

  test('the brackets are one group; an exclusivity that follows from a wider one is folded', () => {
    expect(diagram.groups).toEqual([{ id: 'group-1', memberIds: ['b0', 'b12', 'b3'] }]);
    expect(diagram.folded.insideGroups).toBe(3);
    // b0 ⊥ t2 follows from b0 ⊥ t1 and t2 → t1.
    expect(
      diagram.edges.filter((e) => e.type === 'EXCLUSIVITY').map((e) => `${e.source}|${e.target}`),
    ).toEqual(['b0|t1-yes', 'b12|t3-yes']);
    expect(diagram.folded.impliedExclusivity).toBe(1);
  });

  test('OVERLAP between nodes is an edge, drawn on request', () => {
    expect(diagram.edges.filter((e) => e.type === 'OVERLAP')).toHaveLength(1);
  });

  test('a symmetric relationship is one edge whichever way a copy names the pair', () => {
    const copies = layeredDiagram(
      [
        binary('x', 'X?'),
        { marketId: 'p', title: 'P', outcomes: [{ outcomeId: 'a', label: 'A', venues: [] }] },
        { marketId: 'q', title: 'Q', outcomes: [{ outcomeId: 'z', label: 'Z', venues: [] }] },
      ],
      [
        r('EQUALITY', 'a', 'z'),
        r('COMPLEMENT', 'x-no', 'x-yes'),
        r('EXCLUSIVITY', 'a', 'x-yes'),
        r('EXCLUSIVITY', 'x-yes', 'z'),
      ],
    );
    expect(copies.edges.map((e) => [e.id, e.fromOutcomeId, e.toOutcomeId])).toEqual([
      ['EXCLUSIVITY:a:x-yes', 'a', 'x-yes'],
    ]);
    expect(copies.folded.insideNodes).toBe(3);
  });

  test('counts: each type drawn, on request and folded, of its total', () => {
    const totals = { EQUALITY: 2, COMPLEMENT: 6, IMPLICATION: 12, EXCLUSIVITY: 6, OVERLAP: 1 };
    const counts = Object.fromEntries(diagramCounts(diagram, totals).map((c) => [c.type, c]));
    expect(counts.IMPLICATION).toEqual({
      type: 'IMPLICATION',
      total: 12,
      drawn: 4,
      onRequest: 3,
      folded: 5,
    });
    expect(counts.EXCLUSIVITY).toMatchObject({ drawn: 2, onRequest: 0, folded: 4 });
    expect(counts.OVERLAP).toMatchObject({ drawn: 0, onRequest: 1, folded: 0 });
    expect(counts.EQUALITY).toMatchObject({ drawn: 0, onRequest: 0, folded: 2 });
  });
});
