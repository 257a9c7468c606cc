// The term readers on single texts: real Kalshi rules of 2026 as quoted in public projects' test
// fixtures (read 2026-11-24), Kalshi's documented strike types (Trade API reference, GetEvents:
// "between" includes floor_strike and cap_strike), time zones with and without daylight saving,
// and the laws of the boundary sets the verdicts rest on.
import fc from 'fast-check';
import {
  boundarySet,
  complement,
  intersect,
  isEmpty,
  relate,
  yesSet,
} from '../../../../src/domain/settlement-terms/boundary-sets';
import { compareTerms } from '../../../../src/domain/matching/compare-terms';
import {
  instantOf,
  timesIn,
  zonedToUtc,
} from '../../../../src/domain/settlement-terms/grammar/dates';
import { comparisonsIn } from '../../../../src/domain/settlement-terms/grammar/numbers';
import { readTexts } from '../../../support/read-texts';
import type {
  Boundary,
  Comparator,
  SettlementTerms,
  YesSide,
} from '../../../../src/domain/settlement-terms/settlement-terms';

const KALSHI_BTC_2026 =
  "If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 5 PM EDT is above 91499.99 at 5 PM EDT on May 15, 2026, then the market resolves to Yes.";

describe('observation windows', () => {
  test('the sixty seconds before 5 PM EDT on May 15, 2026', () => {
    const t = readTexts('kalshi', [{ field: 'rules_primary', text: KALSHI_BTC_2026 }]);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-05-15T20:59:00.000Z',
        end: '2026-05-15T21:00:00.000Z',
        zone: '-04:00',
      },
    });
    expect(t.window.spans.map((s) => s.text)).toContain('5 PM EDT on May 15, 2026');
  });

  test('ET follows New York daylight saving; EST and EDT are the offsets they name', () => {
    expect(zonedToUtc(2026, 7, 1, 12, 0, 'America/New_York')).toBe('2026-07-01T16:00:00.000Z');
    expect(zonedToUtc(2026, 12, 31, 12, 0, 'America/New_York')).toBe('2026-12-31T17:00:00.000Z');
    // The day daylight saving ends: 1:30 happens twice; before 2 AM it is still EDT.
    expect(zonedToUtc(2026, 11, 1, 0, 30, 'America/New_York')).toBe('2026-11-01T04:30:00.000Z');
    expect(zonedToUtc(2026, 11, 1, 3, 0, 'America/New_York')).toBe('2026-11-01T08:00:00.000Z');
    expect(zonedToUtc(2026, 7, 1, 12, 0, '-05:00')).toBe('2026-07-01T17:00:00.000Z');
    // "12:00 ET" in December is EST, whatever the offset of the reference date.
    const [noon] = timesIn('12:00 ET on December 31', '2026-08-20T00:00:00Z');
    expect(instantOf(noon!)).toBe('2026-12-31T17:00:00.000Z');
  });

  test("a date without its year is the one nearest the venue's close", () => {
    expect(timesIn('originally scheduled for Sep 14', '2026-09-15T03:00:00Z')[0]?.day).toEqual({
      year: 2026,
      month: 9,
      day: 14,
    });
    expect(timesIn('originally scheduled for Jan 2', '2026-12-30T03:00:00Z')[0]?.day).toEqual({
      year: 2027,
      month: 1,
      day: 2,
    });
  });

  test('a date without a time, or a time without a zone, is no instant', () => {
    expect(instantOf(timesIn('Resolves on December 31, 2026 at 5pm.')[0]!)).toBeUndefined();
    expect(instantOf(timesIn('Resolves by December 31, 2026.')[0]!)).toBeUndefined();
  });

  test('a deadline of a proposition no category table knows leaves the window UNKNOWN', () => {
    // The Gamma market of test/fixtures/venues/polymarket/gamma-markets.json.
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'This market will resolve to "Yes" if any Binance 1 minute candle for BTC/USDT between November 1, 2026 and December 31, 2026, 11:59 PM ET has a final "High" price of $150,000 or higher. Otherwise, this market will resolve to "No".',
      },
    ]);
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the observation window is read for a proposition a category table knows',
    });
  });
});

describe('boundaries', () => {
  test("a real 2026 Kalshi rule agrees with its greater strike, stated as the venue's data", () => {
    const t = readTexts('kalshi', [{ field: 'rules_primary', text: KALSHI_BTC_2026 }], {
      facts: { strikeType: 'greater', floorStrike: '91499.99' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '91499.99', unit: 'USD' },
    });
    expect(t.boundary.spans.map((s) => s.text)).toEqual(['above 91499.99']);
  });

  test('between includes both strikes; rules naming other ends leave it UNKNOWN', () => {
    const rules = (ends: string) => [
      {
        field: 'rules_primary',
        text: KALSHI_BTC_2026.replace('above 91499.99', `between ${ends}`),
      },
    ];
    const facts = { strikeType: 'between', floorStrike: '100000', capStrike: '100249.99' };
    expect(readTexts('kalshi', rules('100,000 and 100,249.99'), { facts }).boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '100000', upper: '100249.99' },
    });
    expect(readTexts('kalshi', rules('100,000 and 100,500'), { facts }).boundary.status).toBe(
      'UNKNOWN',
    );
  });

  test('a strike without its value: UNKNOWN', () => {
    const t = readTexts('kalshi', [{ field: 'rules_primary', text: KALSHI_BTC_2026 }], {
      facts: { strikeType: 'greater' },
    });
    expect(t.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: 'strike_type greater without a decimal floor_strike',
    });
  });

  test('thresholds stay exact: "$1,000,000.01" and "150k"', () => {
    expect(comparisonsIn('if the price is above $1,000,000.01.')[0]).toMatchObject({
      comparator: '>',
      threshold: '1000000.01',
      unit: 'USD',
    });
    expect(comparisonsIn('if the price is 150k or higher.')[0]).toMatchObject({
      comparator: '>=',
      threshold: '150000',
    });
  });

  test.each([
    ['at or above $150,000', '>=', '150000', undefined, 'USD'],
    ['equal to or higher than 100,000', '>=', '100000', undefined, ''],
    ['more than 43.5 points', '>', '43.5', undefined, 'points'],
    ['less than 63° fahrenheit', '<', '63', undefined, '°'],
    ['3.1 percent or more', '>=', '3.1', undefined, '%'],
    ['at least 20', '>=', '20', undefined, ''],
    ['between 80-81°', 'BETWEEN_INCLUSIVE', '80', '81', '°'],
    ['between $50-100b', 'BETWEEN_INCLUSIVE', '50000000000', '100000000000', 'USD'],
    ['55°F or below', '<=', '55', undefined, '°F'],
    ['6+ strikeouts', '>=', '6', undefined, ''],
    ['by more than 25 bps', '>', '25', undefined, 'bps'],
  ])('"%s" is %s %s', (text, comparator, threshold, upper, unit) => {
    const [c] = comparisonsIn(text);
    expect(c).toMatchObject({
      comparator,
      threshold,
      ...(upper !== undefined ? { upper } : {}),
      unit,
    });
  });
});

describe('sources', () => {
  const sourceOf = (text: string) =>
    readTexts('polymarket', [{ field: 'description', text }]).source;

  test('a source no table knows, named in the resolution-source sentence, is kept as written', () => {
    // A Gamma market of test/fixtures/terms-corpus/tuning (predict-ngin): both bodies the
    // sentence names are its sources (docs/decisions.md, "Settlement terms: sources as phrases").
    expect(
      sourceOf(
        'The resolution source will be official information from the Turkish government and NATO, however a consensus of credible reporting may also be used.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'NATO + Turkish government' });
  });

  test('a link to read more, or words in lower case, name no source', () => {
    expect(
      sourceOf('You can read more about that here: https://www.example.com/story.'),
    ).toMatchObject({ status: 'UNKNOWN' });
    expect(
      sourceOf('The resolution source will be information from credible reporting.'),
    ).toMatchObject({ status: 'UNKNOWN' });
  });
});

describe('laws of the boundary sets', () => {
  const comparators: Comparator[] = ['>', '>=', '<', '<=', '='];
  const threshold = fc
    .tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 3 }))
    .map(([n, d]) => (d === 0 ? String(n) : `${n}.${d}`).replace(/^-0\./, '-0.'));
  const boundary = fc
    .tuple(fc.constantFrom(...comparators), threshold)
    .map(([comparator, t]): Boundary => ({ comparator, threshold: t, unit: 'USD' }));
  const between = fc
    .tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 20 }))
    .map(([low, width]): Boundary => ({
      comparator: 'BETWEEN_INCLUSIVE',
      threshold: String(low),
      upper: String(low + width),
      unit: 'USD',
    }));
  const any = fc.oneof(boundary, between);

  test('a set and its complement are disjoint and related as COMPLEMENT', () => {
    fc.assert(
      fc.property(any, (b) => {
        const set = boundarySet(b);
        expect(isEmpty(intersect(set, complement(set)))).toBe(true);
        expect(relate(set, complement(set))).toBe('COMPLEMENT');
        expect(relate(complement(complement(set)), set)).toBe('EQUAL');
      }),
    );
  });

  test('relate is antisymmetric: SUBSET one way is SUPERSET the other', () => {
    const flip = {
      EQUAL: 'EQUAL',
      SUBSET: 'SUPERSET',
      SUPERSET: 'SUBSET',
      DISJOINT: 'DISJOINT',
      COMPLEMENT: 'COMPLEMENT',
      OVERLAP: 'OVERLAP',
    } as const;
    fc.assert(
      fc.property(any, any, (a, b) => {
        expect(relate(boundarySet(b), boundarySet(a))).toBe(
          flip[relate(boundarySet(a), boundarySet(b))],
        );
      }),
    );
  });

  test('> t and >= t differ only at t: neither is EQUAL, > implies >=', () => {
    const gt = boundarySet({ comparator: '>', threshold: '100000', unit: 'USD' });
    const ge = boundarySet({ comparator: '>=', threshold: '100000', unit: 'USD' });
    expect(relate(gt, ge)).toBe('SUBSET');
    expect(relate(boundarySet({ comparator: '>', threshold: '99999.99', unit: 'USD' }), ge)).toBe(
      'SUPERSET',
    );
  });
});

describe('laws of the verdicts', () => {
  const comparators: Comparator[] = ['>', '>=', '<', '<=', '='];
  const boundary = fc
    .tuple(fc.constantFrom(...comparators), fc.integer({ min: 0, max: 6 }))
    .map(([comparator, t]): Boundary => ({ comparator, threshold: String(t), unit: 'USD' }));
  const side = fc.constantFrom<YesSide>('YES', 'NO');
  const exceptions = fc.constantFrom('none', 'void-no', 'void-yes', 'void-50-50', 'void-other');
  const terms = (
    venue: 'kalshi' | 'polymarket',
    b: Boundary,
    yes: YesSide,
    rule: string,
  ): SettlementTerms => ({
    venue,
    venueMarketId: venue,
    quantity: {
      status: 'KNOWN',
      value: { subject: 'BTC price', name: 'BTC/USD 60-second simple average', kind: 'PRICE' },
      spans: [],
    },
    source: { status: 'KNOWN', value: 'CF Benchmarks BTC Real-Time Index', spans: [] },
    window: {
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2026-12-31T22:00:00.000Z', zone: '-05:00' },
      spans: [],
    },
    boundary: { status: 'KNOWN', value: b, spans: [] },
    exceptions: { status: 'KNOWN', value: { rule }, spans: [] },
    yes: { status: 'KNOWN', value: yes, spans: [] },
  });
  const flip: Record<string, string> = {
    IMPLICATION_KALSHI_TO_POLYMARKET: 'IMPLICATION_POLYMARKET_TO_KALSHI',
    IMPLICATION_POLYMARKET_TO_KALSHI: 'IMPLICATION_KALSHI_TO_POLYMARKET',
    EXCLUSIVE: 'EXCLUSIVE',
    OVERLAP: 'OVERLAP',
  };

  test('swapping the venues keeps the verdict and turns an implication around', () => {
    fc.assert(
      fc.property(
        boundary,
        side,
        exceptions,
        boundary,
        side,
        exceptions,
        (b1, s1, e1, b2, s2, e2) => {
          const ab = compareTerms(terms('kalshi', b1, s1, e1), terms('polymarket', b2, s2, e2));
          const ba = compareTerms(terms('kalshi', b2, s2, e2), terms('polymarket', b1, s1, e1));
          expect(ba.verdict).toBe(ab.verdict);
          expect(ba.relation).toBe(ab.relation === null ? null : flip[ab.relation]);
        },
      ),
    );
  });

  test('EQUIVALENT only for equal YES sets and no exceptional settlement; never for an inversion', () => {
    fc.assert(
      fc.property(
        boundary,
        side,
        exceptions,
        boundary,
        side,
        exceptions,
        (b1, s1, e1, b2, s2, e2) => {
          const got = compareTerms(terms('kalshi', b1, s1, e1), terms('polymarket', b2, s2, e2));
          const equal = relate(yesSet(b1, s1), yesSet(b2, s2)) === 'EQUAL';
          expect(got.verdict === 'EQUIVALENT').toBe(equal && e1 === 'none' && e2 === 'none');
          if (relate(yesSet(b1, s1), yesSet(b2, s2)) === 'COMPLEMENT')
            expect(got).toMatchObject({ verdict: 'DIFFERENT', term: 'yes', yesAligned: false });
        },
      ),
    );
  });
});
