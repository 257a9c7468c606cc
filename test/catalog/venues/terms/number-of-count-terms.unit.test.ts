// Counts stated as "the number of <what> in <period>" (src/domain/settlement-terms/categories/
// counts.ts; docs/decisions.md, "Settlement terms: mentions by their structure, a federal fiscal
// year, who announces and whose website"): compared in the condition ("… is above 1000") or by the
// market's bracket ("20-24"), in the year, quarter or month named. The first wording is a tuning
// market's (test/fixtures/terms-corpus/tuning/polymarket/wom-strategy-gamma-markets-backtest-
// 2026-02-08.json, market 1298788); the others are in no fixture.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string, groupItemTitle: string) =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
    { field: 'groupItemTitle', text: groupItemTitle },
  ]);

const kalshi = (rules: string, title: string, subtitle: string) =>
  readTexts('kalshi', [
    { field: 'rules_primary', text: rules },
    { field: 'title', text: title },
    { field: 'yes_sub_title', text: subtitle },
  ]);

describe('"the number of <what> in <period>"', () => {
  test('tuning (Gamma 1298788): a span that is no calendar period leaves what is counted UNKNOWN', () => {
    const t = gamma(
      "This market will resolve according to the number of views the next YouTube video posted by MrBeast after this market's creation gets in the first 7 days after being posted. If the reported value falls exactly between two brackets, this market will resolve to the higher range bracket.",
      "Will MrBeast's next video get 110 million or more views on week 1?",
      '110M+',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '110000000' },
    });
  });

  test('a bracket of a count in a month, a clause after it', () => {
    const t = gamma(
      'This market will resolve according to the number of executive orders signed by Donald Trump in February 2026, as listed by the Federal Register. If the reported value falls exactly between two brackets, then this market will resolve to the higher range bracket.',
      'How many executive orders will Trump sign in February?',
      '20-24',
    );
    expect(t.category).toBe('count');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'number of executive orders signed by Donald Trump' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-02-01T05:00:00.000Z', end: '2026-03-01T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '20', upper: '24' },
    });
  });

  test('compared in the condition, Kalshi and Polymarket', () => {
    const k = kalshi(
      'If the number of measles cases reported in 2026 is above 1000, then the market resolves to Yes.',
      'How many measles cases in 2026?',
      'Above 1000',
    );
    expect(k.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'number of measles cases reported' },
    });
    expect(k.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-01-01T05:00:00.000Z', end: '2027-01-01T05:00:00.000Z' },
    });
    expect(k.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '1000' },
    });
    const p = gamma(
      'This market will resolve to "Yes" if the number of earthquakes of magnitude 7.0 or higher during 2027 is 15 or more, according to the USGS.',
      'Will there be 15 or more major earthquakes in 2027?',
      '15+',
    );
    expect(p.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'number of earthquakes of magnitude 7.0 or higher' },
    });
    expect(p.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '15' },
    });
  });

  test('an "in" of the count\'s own words is no period: the whole count, never a shorter one', () => {
    // The period is the year after the last "in" (read-category.ts, countedBeforeLastPeriod).
    const t = kalshi(
      'If the number of measles cases in the United States in 2026 is above 1000, then the market resolves to Yes.',
      'How many measles cases in 2026?',
      'Above 1000',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'number of measles cases in the United States' },
    });
    // Words that end in no year, quarter or month leave the count unread, as before.
    const u = kalshi(
      'If the number of measles cases in the 2026 season is above 1000, then the market resolves to Yes.',
      'How many measles cases in 2026?',
      'Above 1000',
    );
    expect(u.quantity.status === 'UNKNOWN' && u.quantity.reason).toMatch(/cut short/);
  });
});
