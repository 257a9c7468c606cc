// The shared number grammar (src/domain/settlement-terms/grammar/numbers.ts) on ranges whose
// ends say whether they are in the range, in real wordings of the tuning corpus
// (test/fixtures/terms-corpus/tuning/polymarket/google-adk-gamma-events-2025-06-16.json: the
// OpenSea token's valuation brackets, COMEX gold brackets, SpaceX Starship launch counts), and the
// set a half-open range stands for (boundary-sets.ts).
import { boundarySet, relate } from '../../../../src/domain/settlement-terms/boundary-sets';
import { comparisonsIn } from '../../../../src/domain/settlement-terms/grammar/numbers';
import { readTexts } from '../../../support/read-texts';

describe('a range whose ends say whether they are in it', () => {
  test('"between $10,000,000,000 (inclusive) and $15,000,000,000 (exclusive)" is [10b, 15b)', () => {
    const text =
      'the Fully Diluted Valuation of Opensea’s token is between $10,000,000,000 (inclusive) and $15,000,000,000 (exclusive) 1 day after launch';
    const [c, ...rest] = comparisonsIn(text);
    expect(rest).toEqual([]);
    expect(c).toMatchObject({
      comparator: 'BETWEEN_LOWER_INCLUSIVE',
      threshold: '10000000000',
      upper: '15000000000',
      unit: 'USD',
    });
    expect(text.slice(c!.start, c!.end)).toBe(
      'between $10,000,000,000 (inclusive) and $15,000,000,000 (exclusive)',
    );
  });

  test('"between $2,800.00 (inclusive) and $2,900.00 (exclusive) per troy ounce"', () => {
    expect(
      comparisonsIn(
        'the price of the COMEX Gold Continuous Contract (GC00) is between $2,800.00 (inclusive) and $2,900.00 (exclusive) per troy ounce',
      ),
    ).toMatchObject([
      { comparator: 'BETWEEN_LOWER_INCLUSIVE', threshold: '2800', upper: '2900', unit: 'USD' },
    ]);
  });

  test('both ends inclusive: "between 10 (inclusive) and 12 (inclusive) SpaceX Starship launches"', () => {
    expect(
      comparisonsIn(
        'if between 10 (inclusive) and 12 (inclusive) SpaceX Starship launches successfully reach an altitude of 62 miles',
      )[0],
    ).toMatchObject({ comparator: 'BETWEEN_INCLUSIVE', threshold: '10', upper: '12' });
  });

  test('an excluded lower end is a range no comparator states: no comparison is read', () => {
    expect(comparisonsIn('between $10 (exclusive) and $15 (inclusive)')).toEqual([]);
  });

  test('[10b, 15b) and [15b, 20b) are disjoint; [10b, 15b) is in [10b, 15b]', () => {
    const half = (a: string, b: string) =>
      boundarySet({ comparator: 'BETWEEN_LOWER_INCLUSIVE', threshold: a, upper: b, unit: 'USD' });
    const closed = boundarySet({
      comparator: 'BETWEEN_INCLUSIVE',
      threshold: '10000000000',
      upper: '15000000000',
      unit: 'USD',
    });
    expect(relate(half('10000000000', '15000000000'), half('15000000000', '20000000000'))).toBe(
      'DISJOINT',
    );
    expect(relate(half('10000000000', '15000000000'), closed)).toBe('SUBSET');
  });

  test('1 MB of range words and brackets is read without blocking', () => {
    const text = 'between 1 (inclusive) and (exclusive) (inclusive '.repeat(21_000);
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(Array.isArray(comparisonsIn(text))).toBe(true);
  });
});

describe('a valuation bracket read whole', () => {
  test("the OpenSea token's $10-15b bracket: the boundary is [10b, 15b) USD", () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'This market will resolve to “Yes” if the Fully Diluted Valuation of Opensea’s token is between $10,000,000,000 (inclusive) and $15,000,000,000 (exclusive) 1 day after launch. Otherwise, the market will resolve to “No.”\n\nFor the purposes of this market, “locked” tokens or non-swappable tokens will not be considered a launch.\n\n“1 day after launch” is defined as 24 hours after launch. The resolution source for this market is the most liquid price source available.',
      },
    ]);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: {
        comparator: 'BETWEEN_LOWER_INCLUSIVE',
        threshold: '10000000000',
        upper: '15000000000',
        unit: 'USD',
      },
    });
  });
});

describe('the line a total is compared with', () => {
  test('"less than or equal to the line 225" is <= 225 (Gamma 542821)', () => {
    expect(comparisonsIn('is less than or equal to the line 225')).toEqual([
      { comparator: '<=', threshold: '225', unit: '', start: 3, end: 37 },
    ]);
  });

  test('"the line" alone states no comparison', () => {
    expect(comparisonsIn('the line 225')).toEqual([]);
  });
});

// Kalshi's payrolls state thresholds below zero ("is above -25000 as reported by …"); none is in
// the corpus, so the cases are the grammar's own.
describe('a number below zero after a comparison word', () => {
  test.each([
    ['the increase in payrolls is above -25000 as reported', '>', '-25000', ''],
    ['the change is less than -0.5% for the month', '<', '-0.5', '%'],
    ['a net flow below -1,250,000', '<', '-1250000', ''],
  ])('"%s"', (text, comparator, threshold, unit) => {
    const [c] = comparisonsIn(text);
    expect(c).toMatchObject({ comparator, threshold, unit });
  });

  test('a dash that is no sign stays out: a range, a date, a dash after a word', () => {
    expect(comparisonsIn('between 80-81 degrees')[0]).toMatchObject({
      comparator: 'BETWEEN_INCLUSIVE',
      threshold: '80',
      upper: '81',
    });
    expect(comparisonsIn('on 2026-05-15 above 5')).toEqual([
      expect.objectContaining({ comparator: '>', threshold: '5' }),
    ]);
    expect(comparisonsIn('COVID-19 cases')).toEqual([]);
  });
});

// The comparator's words after an aside in parentheses: the recorded CPI wording
// (wom-strategy-gamma-markets-2026-02-09.json, market 104348) and another number and aside.
describe('an aside between the number and its comparator', () => {
  test('"exactly 0.5 percent (i.e. fifty hundredths of 1%) or more" is >= 0.5 %, one comparison', () => {
    expect(
      comparisonsIn(
        'the CPI-U increased by exactly 0.5 percent (i.e. fifty hundredths of 1%) or more from February 2021 to March 2021',
      ),
    ).toMatchObject([{ comparator: '>=', threshold: '0.5', unit: '%' }]);
  });

  test('"120,000 (the consensus of 14 forecasts) or less" is <= 120000', () => {
    expect(
      comparisonsIn('payrolls rose by 120,000 (the consensus of 14 forecasts) or less'),
    ).toMatchObject([{ comparator: '<=', threshold: '120000' }]);
  });

  test('an aside with no comparator after it leaves the number as it was', () => {
    expect(comparisonsIn('at least 3 (three) launches')).toMatchObject([
      { comparator: '>=', threshold: '3' },
    ]);
  });
});
