// How a number is settled (docs/decisions.md, "Settlement terms: how a number is settled"): the
// rounding the rules state for the value compared, read into the boundary, and the YES sets of two
// values settled differently related by their raw values. Each rule with the tuning wording
// (test/fixtures/terms-corpus/tuning, SOURCES.md there), another wording or subject found in no
// fixture, and a negative case that reads no rounding, or claims no relation.
import { compareTerms } from '../../../../src/domain/matching/compare-terms';
import { relateBoundaries } from '../../../../src/domain/matching/term-values';
import { readRounding } from '../../../../src/domain/settlement-terms/grammar/rounding';
import { sentencesOf } from '../../../../src/domain/settlement-terms/grammar/sentences';
import type {
  Boundary,
  SettlementTerms,
} from '../../../../src/domain/settlement-terms/settlement-terms';
import { readTexts } from '../../../support/read-texts';

const readIn = (text: string, unit: string) =>
  readRounding(sentencesOf([{ field: 'description', text }]), unit);

const rounding = (text: string, unit: string) => {
  const read = readIn(text, unit);
  return read && 'rounding' in read ? read.rounding : undefined;
};

const boundaryOf = (t: SettlementTerms): Boundary | undefined =>
  t.boundary.status === 'KNOWN' ? t.boundary.value : undefined;

// Gamma's Fed decision brackets (the equinox and value-lab recordings).
const GAMMA_FED_ROUNDING =
  "If the target federal funds rate is changed to a level not expressed in the displayed options, the change will be rounded up to the nearest 25 and will resolve to the relevant bracket. (e.g. if there's a cut/increase of 12.5 bps it will be considered to be 25 bps)";

describe('a rounding stated with its step: "rounded [up|down] to the nearest <step>"', () => {
  test("tuning: Gamma's Fed brackets round a change up to the nearest 25, in the example's bps", () => {
    expect(rounding(GAMMA_FED_ROUNDING, 'bps')).toEqual({ step: '25', unit: 'bps', mode: 'UP' });
    // Kalshi-style wording of the level, the step with its unit (Gamma 1168140).
    expect(
      rounding(
        'The upper bound of the target federal funds range will be rounded to the nearest 25 basis points for resolution of this market.',
        '%',
      ),
    ).toEqual({ step: '25', unit: 'bps', mode: 'NEAREST' });
  });

  test('another subject: a yield rounded down to the nearest 5 basis points, a rate to the nearest tenth', () => {
    expect(
      rounding('The 10-year yield will be rounded down to the nearest 5 basis points.', '%'),
    ).toEqual({ step: '5', unit: 'bps', mode: 'DOWN' });
    expect(
      rounding(
        'The unemployment rate will be rounded to the nearest tenth before settlement.',
        '%',
      ),
    ).toEqual({ step: '0.1', unit: '%', mode: 'NEAREST' });
  });

  test('negative: a step whose example shows two units, and a value said not to be rounded', () => {
    // The step is in no one unit: the clause is found, its rounding not read.
    expect(
      readIn('The change will be rounded up to the nearest 25 (e.g. 12.5 bps, or 0.125%).', 'bps'),
    ).toMatchObject({ competing: [{ text: 'rounded up to the nearest 25' }] });
    expect(
      readIn('The reported value will not be rounded to the nearest 25 basis points.', 'bps'),
    ).toBeUndefined();
    expect(
      rounding('The reported value will not be rounded to the nearest 25 basis points.', 'bps'),
    ).toBeUndefined();
  });
});

describe('a place without "rounded": "to the nearest tenths place"', () => {
  test("tuning: Gamma's Q1 2021 GDP scalar market resolves to the nearest tenths place", () => {
    expect(
      rounding(
        'This market will resolve to GDP growth percentage to the nearest tenths place (e.g. 6.0%, 6.1%, 6.2%, etc).',
        '%',
      ),
    ).toEqual({ step: '0.1', unit: '%', mode: 'NEAREST' });
  });

  test('another wording: an index settled to the nearest hundredths place', () => {
    expect(
      rounding('The index will be settled to the nearest hundredths place.', 'points'),
    ).toEqual({ step: '0.01', unit: 'points', mode: 'NEAREST' });
  });

  test('negative: a nearest place that is no precision', () => {
    expect(
      rounding('Ballots are cast at the nearest polling place to each voter.', '%'),
    ).toBeUndefined();
  });
});

describe("the source's published precision: what it measures or reports, to how many places", () => {
  const LONDON = [
    'This market will resolve to the temperature range that contains the highest temperature recorded at the London City Airport Station in degrees Fahrenheit on February 11, 2025.',
    'The resolution source for this market will be information from Wunderground, specifically the highest temperature recorded for all times on this day by the Forecast for the London City Airport Station once information is finalized, available here: https://www.wunderground.com/history/daily/gb/london/EGLC.',
    'The resolution source for this market measures temperatures to whole degrees Fahrenheit (eg, 21°F). Thus, this is the level of precision that will be used when resolving the market.',
  ].join('\n\n');

  test('tuning: Gamma 522547 read whole: whole degrees Fahrenheit, the span quoted', () => {
    const t = readTexts('polymarket', [
      {
        field: 'question',
        text: 'Will the highest temperature in London be 46°F or higher on February 11?',
      },
      { field: 'description', text: LONDON },
      { field: 'groupItemTitle', text: '46°F or higher' },
    ]);
    expect(boundaryOf(t)).toMatchObject({
      comparator: '>=',
      threshold: '46',
      unit: '°F',
      rounding: { step: '1', unit: '°F', mode: 'AS_PUBLISHED' },
    });
    expect(t.boundary.spans.map((s) => s.text)).toContain(
      'measures temperatures to whole degrees Fahrenheit',
    );
    // The BLS CPI wording (Gamma 104348).
    expect(
      rounding(
        'Note that the resolution source for this market will be the official monthly BLS CPI news release which reports seasonally-adjusted month-to-month inflation to only one decimal point (e.g. 0.4%, 0.1%, etc).',
        '%',
      ),
    ).toEqual({ step: '0.1', unit: '%', mode: 'AS_PUBLISHED' });
  });

  test('another subject: an agency that publishes a rate to two decimal places; "as reported"', () => {
    expect(
      rounding('The statistics office publishes the policy rate to two decimal places.', '%'),
    ).toEqual({ step: '0.01', unit: '%', mode: 'AS_PUBLISHED' });
    expect(
      rounding('Inflation is compared to one decimal place as reported by Eurostat.', '%'),
    ).toEqual({ step: '0.1', unit: '%', mode: 'AS_PUBLISHED' });
  });

  test('negative: a precision with no number of places, and two precisions that disagree leave the boundary unread', () => {
    expect(
      rounding(
        'Price precision is determined by the number of decimal places in the source.',
        'USDT',
      ),
    ).toBeUndefined();
    expect(
      readIn(
        'The office reports the rate to one decimal place. The bank publishes the rate to two decimal places.',
        '%',
      ),
    ).toMatchObject({ competing: [{}, {}] });
    const t = readTexts('polymarket', [
      {
        field: 'question',
        text: 'Will the highest temperature in London be 46°F or higher on February 11?',
      },
      {
        field: 'description',
        text: `${LONDON}\n\nThe station measures temperatures to whole degrees Celsius.`,
      },
      { field: 'groupItemTitle', text: '46°F or higher' },
    ]);
    expect(t.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining('roundings of the value compared that disagree'),
    });
  });

  test('a megabyte of the words the patterns start on reads in linear time', () => {
    const text = 'measures the value to '.repeat(50_000) + 'rounded to the nearest '.repeat(5_000);
    const started = Date.now();
    expect(rounding(text, '%')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

/** One Fed market's terms, every one KNOWN and alike on both venues but the boundary. */
function fedTerms(venue: 'kalshi' | 'polymarket', boundary: Boundary): SettlementTerms {
  return {
    venue,
    venueMarketId: venue === 'kalshi' ? 'KXFED-26DEC-T4.00' : '1000001',
    quantity: {
      status: 'KNOWN',
      value: {
        subject: 'FOMC federal funds target range',
        name: 'upper bound of the federal funds target range after one FOMC meeting',
        kind: 'RATE',
      },
      spans: [],
    },
    source: { status: 'KNOWN', value: 'Federal Reserve', spans: [] },
    window: {
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2026-12-09T19:00:00.000Z', zone: 'America/New_York' },
      spans: [],
    },
    boundary: { status: 'KNOWN', value: boundary, spans: [] },
    exceptions: { status: 'KNOWN', value: { rule: 'none' }, spans: [] },
    yes: { status: 'KNOWN', value: 'YES', spans: [] },
  };
}

describe('YES sets of values settled differently, related by their raw values', () => {
  const exact = (threshold: string, unit = 'bps'): Boundary => ({
    comparator: '=',
    threshold,
    unit,
  });
  const upTo25 = (threshold: string): Boundary => ({
    ...exact(threshold),
    rounding: { step: '25', unit: 'bps', mode: 'UP' },
  });

  test('tuning: a hike of exactly 25 bps implies a change rounded up to 25; no change is no change', () => {
    // Kalshi's "Hike of 25bps" is {25}; Gamma's "25 bps increase" rounded up is (0, 25].
    expect(relateBoundaries(exact('25'), 'YES', upTo25('25'), 'YES')).toBe('SUBSET');
    expect(relateBoundaries(exact('-25'), 'YES', upTo25('-25'), 'YES')).toBe('SUBSET');
    // Only a change of 0 rounds to 0: the same set.
    expect(relateBoundaries(exact('0'), 'YES', upTo25('0'), 'YES')).toBe('EQUAL');
  });

  test('another subject: a bracket of a rate rounded to the nearest tenth is never the raw bracket', () => {
    const raw: Boundary = {
      comparator: 'BETWEEN_INCLUSIVE',
      threshold: '3.0',
      upper: '3.1',
      unit: '%',
    };
    const rounded: Boundary = { ...raw, rounding: { step: '0.1', unit: '%', mode: 'NEAREST' } };
    // Rounded, the bracket is [2.95, 3.15] with its ends open or closed as ties go: the raw one is
    // within it, and no tie rule makes them equal.
    expect(relateBoundaries(raw, 'YES', rounded, 'YES')).toBe('SUBSET');
    // A published precision is how both values are settled: the same set.
    const published: Boundary = {
      comparator: '>=',
      threshold: '0.5',
      unit: '%',
      rounding: { step: '0.1', unit: '%', mode: 'AS_PUBLISHED' },
    };
    expect(
      relateBoundaries({ comparator: '>=', threshold: '0.5', unit: '%' }, 'YES', published, 'YES'),
    ).toBe('EQUAL');
  });

  test('negative: a step in another unit than the boundary is not worked out: a candidate, with both roundings', () => {
    const level: Boundary = { comparator: '>', threshold: '4', unit: '%' };
    const roundedLevel: Boundary = {
      ...level,
      rounding: { step: '25', unit: 'bps', mode: 'NEAREST' },
    };
    expect(relateBoundaries(level, 'YES', roundedLevel, 'YES')).toBeUndefined();
    const c = compareTerms(fedTerms('kalshi', level), fedTerms('polymarket', roundedLevel));
    expect(c).toMatchObject({ verdict: 'CANDIDATE', term: 'boundary' });
    expect(c.reason).toContain('rounded to the nearest 25 bps');
    expect(c.differences).toContainEqual({
      term: 'boundary',
      kalshi: 'YES when > 4 %, no rounding stated',
      polymarket: 'YES when > 4 %, rounded to the nearest 25 bps',
    });
  });
});
