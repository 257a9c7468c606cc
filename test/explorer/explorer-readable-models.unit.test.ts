// The pure parts of the explorer's readable diagram: dates in titles, exact price order, the best
// bid and ask across venues, the wrapping of wide layers, and a node's label with its prices.
import { compareDecimals } from '../../src/explorer/common/decimal-order';
import { readableDateTime, withReadableDates } from '../../src/explorer/common/readable-dates';
import { bestOf, bestPrices, pricesLine } from '../../src/explorer/graph/best-prices';
import { familyDrawing } from '../../src/explorer/graph/drawing';
import { wrapLayers, type PlacedBox } from '../../src/explorer/graph/wrap-layers';
import {
  readableVersion,
  versionNames,
  withReadableVersion,
} from '../../src/explorer/common/readable-versions';

describe('readable dates', () => {
  test('a venue title with a raw timestamp reads as a date', () => {
    expect(
      withReadableDates('Will Ali Khamenei leave office before 2026-02-01T15:00:00.000Z?'),
    ).toBe('Will Ali Khamenei leave office before 1 Feb 2026, 15:00 UTC?');
    expect(withReadableDates('Settles 2026-12-08T05:00:00.000Z to 2026-12-10T05:00:00Z')).toBe(
      'Settles 8 Dec 2026, 05:00 UTC to 10 Dec 2026, 05:00 UTC',
    );
  });

  test('midnight UTC is a day; an offset is turned into UTC; other text is kept', () => {
    expect(readableDateTime('2026-12-08T00:00:00Z')).toBe('8 Dec 2026');
    expect(withReadableDates('at 2026-03-01T10:30:00-05:00')).toBe('at 1 Mar 2026, 15:30 UTC');
    expect(withReadableDates('Fed rate 2026-12 above 4.25%')).toBe('Fed rate 2026-12 above 4.25%');
    expect(withReadableDates('no date here')).toBe('no date here');
    expect(readableDateTime('not a date')).toBe('not a date');
  });
});

describe('compareDecimals', () => {
  test.each([
    ['0.42', '0.5', -1],
    ['0.50', '0.5', 0],
    ['1', '0.99', 1],
    ['10', '9.999', 1],
    ['-0.1', '0', -1],
    ['-1.5', '-1.25', -1],
    ['-0', '0.00', 0],
    ['0.1000000000000000000001', '0.1', 1],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareDecimals(a, b))).toBe(sign);
    expect(Math.sign(compareDecimals(b, a))).toBe(-sign || 0);
  });

  test('refuses what is not a decimal', () => {
    expect(() => compareDecimals('abc', '1')).toThrow('not a decimal');
  });
});

describe('best bid and ask', () => {
  test('the highest bid and the lowest ask across listings, exactly', () => {
    expect(
      bestPrices([
        { venue: 'kalshi', quote: { bid: '0.41', ask: '0.44' } },
        { venue: 'polymarket', quote: { bid: '0.415', ask: '0.45' } },
        { venue: 'polymarket', quote: null },
      ]),
    ).toEqual({ bid: '0.415', ask: '0.44' });
    expect(bestPrices([{ venue: 'kalshi', quote: { bid: null, ask: '0.3' } }])).toEqual({
      bid: null,
      ask: '0.3',
    });
    expect(bestPrices([{ venue: 'kalshi', quote: { bid: null, ask: null } }])).toBeNull();
    expect(bestOf([undefined, { bid: '0.2', ask: null }, { bid: '0.1', ask: '0.9' }])).toEqual({
      bid: '0.2',
      ask: '0.9',
    });
    expect(pricesLine({ bid: null, ask: '0.3' })).toBe('bid – · ask 0.3');
  });

  test("a node's label carries its leading side's best prices and readable dates", () => {
    const side = (outcomeId: string, label: string, venue: string) => ({
      label,
      outcomes: [
        {
          outcomeId,
          label,
          marketId: 'm',
          marketTitle: 'Out before 2026-02-01T15:00:00.000Z?',
          venues: [venue],
        },
      ],
    });
    const drawing = familyDrawing(
      'Leaders, 2026-02-01T00:00:00Z',
      {
        nodes: [
          {
            nodeId: 'y',
            groupId: null,
            lead: side('y', 'YES', 'kalshi'),
            other: side('n', 'NO', 'kalshi'),
          },
        ],
        links: [],
        groups: [],
      },
      new Map([
        ['y', { bid: '0.3', ask: '0.33' }],
        ['n', { bid: '0.6', ask: '0.7' }],
      ]),
    );
    expect(drawing.title).toBe('Leaders, 1 Feb 2026');
    // Wrapped to the box's lines.
    expect(drawing.nodes[0]!.label.replace(/\n/g, ' ')).toContain('1 Feb 2026, 15:00');
    expect(drawing.nodes[0]!.label.split('\n').at(-1)).toBe('bid 0.3 · ask 0.33');
    // Without prices, no prices line.
    const unpriced = familyDrawing('t', {
      nodes: [{ nodeId: 'y', groupId: null, lead: side('y', 'YES', 'kalshi'), other: null }],
      links: [],
      groups: [],
    });
    expect(unpriced.nodes[0]!.label).not.toContain('bid');
  });
});

describe('wrapLayers', () => {
  const box = (id: string, x: number, y: number, parent?: string): PlacedBox => ({
    id,
    x,
    y,
    width: 100,
    height: 40,
    ...(parent ? { parent } : {}),
  });
  const options = { maxWidth: 350, gapX: 10, gapY: 20 };

  test('a layer wider than the band wraps into rows; the layers below move down', () => {
    // Layer 1: six boxes of 100 side by side (650 wide); layer 2: one box below.
    const wide = Array.from({ length: 6 }, (_, i) => box(`a${i}`, 50 + 110 * i, 0));
    const placed = wrapLayers([...wide, box('b', 300, 100)], options);
    const rows = new Map<number, string[]>();
    for (const id of wide.map((b) => b.id)) {
      const { y } = placed.get(id)!;
      rows.set(y, [...(rows.get(y) ?? []), id]);
    }
    // Three boxes a row (3 × 100 + 2 × 10 = 320 ≤ 350), in their order.
    expect([...rows.values()]).toEqual([
      ['a0', 'a1', 'a2'],
      ['a3', 'a4', 'a5'],
    ]);
    const [first, second] = [...rows.keys()];
    expect(second! - first!).toBe(60);
    // The layer below moved down by the row it gained.
    expect(placed.get('b')!.y).toBe(160);
    const xs = [...placed.values()].map((p) => p.x);
    expect(Math.max(...xs) - Math.min(...xs) + 100).toBeLessThanOrEqual(350);
  });

  test('a layer that fits is kept, moved sideways into the band; a group starts a new row', () => {
    const placed = wrapLayers(
      [box('g1', 50, 0, 'g'), box('g2', 160, 0, 'g'), box('n', 270, 0), box('far', 900, 100)],
      { ...options, maxWidth: 300 },
    );
    // g1 g2 n is 320 wide: wrapped, and n (no group) is not in the group's row.
    expect(placed.get('g1')!.y).toBe(placed.get('g2')!.y);
    expect(placed.get('n')!.y).toBeGreaterThan(placed.get('g1')!.y);
    // 'far' fits alone but lay outside the band: moved into it.
    const centre = (0 + 950) / 2;
    expect(placed.get('far')!.x + 50).toBeLessThanOrEqual(centre + 150);
    expect(wrapLayers([], options).size).toBe(0);
  });
});

describe('readable versions', () => {
  const versions = [
    { version: 'v-8ffe17158aa5', observedAt: '2026-11-20T15:00:00Z' },
    { version: 'v-0c1d2e3f4a5b', observedAt: '2026-12-08T00:00:00.000Z' },
  ];

  test('a version is its place among the published ones and the day it was published', () => {
    expect([...versionNames(versions)]).toEqual([
      ['v-8ffe17158aa5', 'scenario version 1, published 20 Nov 2026, 15:00 UTC'],
      ['v-0c1d2e3f4a5b', 'scenario version 2, published 8 Dec 2026'],
    ]);
  });

  test('a last page is numbered from the versions before it', () => {
    expect(versionNames(versions.slice(1), 7).get('v-0c1d2e3f4a5b')).toBe(
      'scenario version 7, published 8 Dec 2026',
    );
  });

  test('the family panel words its current version the same way', () => {
    expect(readableVersion(2, '2026-12-08T00:00:00.000Z')).toBe(
      versionNames(versions).get('v-0c1d2e3f4a5b'),
    );
  });

  test('an explanation names the version in words', () => {
    expect(
      withReadableVersion(
        'In every one of the scenarios of fam-a version v-8ffe17158aa5, x pays at least as much',
        'v-8ffe17158aa5',
        'scenario version 1, published 20 Nov 2026',
      ),
    ).toBe(
      'In every one of the scenarios of fam-a, scenario version 1, published 20 Nov 2026, x pays at least as much',
    );
    expect(withReadableVersion('One family matrix (fam-a@v1): …', 'v1', 'scenario version 1')).toBe(
      'One family matrix (fam-a, scenario version 1): …',
    );
  });
});
