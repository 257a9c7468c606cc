// A template's slot cut at a later occurrence of the literal after it
// (src/domain/settlement-terms/grammar/template.ts, readTemplate; docs/decisions.md, "Settlement
// terms: a slot that holds its own words"): the first assignment whose every checked slot reads is
// taken, a cut no reader checks stays the earliest, and two assignments that both read are none.
import {
  readTemplate,
  type TemplateChecks,
} from '../../../../src/domain/settlement-terms/grammar/template';
import type { Sentence } from '../../../../src/domain/settlement-terms/grammar/sentences';
import { calendarPeriodOf } from '../../../../src/domain/settlement-terms/grammar/calendar-periods';
import { readTexts } from '../../../support/read-texts';

const sentence = (text: string): Sentence => ({
  field: 'rules_primary',
  start: 0,
  end: text.length,
  text,
});

/** A series table of one name, and the calendar periods: the readers of {series} and {period}. */
const seriesAndPeriod = (names: readonly string[]): TemplateChecks => ({
  slotAccepts: (slot, text) => {
    if (slot === 'series') return names.includes(text.toLowerCase());
    if (slot === 'period') return calendarPeriodOf(text) !== undefined ? true : undefined;
    return undefined;
  },
});

describe('a slot whose value holds the literal after it', () => {
  test('a series named with "for" in it is cut at the "for" before its period', () => {
    const r = readTemplate(
      'If {series} for {period} is {comparison}, then',
      sentence(
        'If the Consumer Price Index for All Urban Consumers for March 2027 is above 3.2%, then the market resolves to Yes.',
      ),
      seriesAndPeriod(['the consumer price index for all urban consumers']),
    );
    expect(r?.match?.slots.series?.text).toBe('the Consumer Price Index for All Urban Consumers');
    expect(r?.match?.slots.period?.text).toBe('March 2027');
    expect(r?.match?.slots.comparison?.text).toBe('above 3.2%');
  });

  test('another series, another literal: "in" inside a housing index named by its region', () => {
    const r = readTemplate(
      'If {series} in {period} is {comparison}, then',
      sentence(
        'If the house price index in the Pacific region in Q2 2028 is below 410, then the market resolves to Yes.',
      ),
      seriesAndPeriod(['the house price index in the pacific region']),
    );
    expect(r?.match?.slots.series?.text).toBe('the house price index in the Pacific region');
    expect(r?.match?.slots.period?.text).toBe('Q2 2028');
  });

  test('two cuts that both read, differently, are ambiguous', () => {
    const r = readTemplate(
      'If {series} in {period} is {comparison}, then',
      sentence('If the jobless rate in Ohio in 2029 is above 5%, then the market resolves to Yes.'),
      seriesAndPeriod(['the jobless rate', 'the jobless rate in ohio']),
    );
    expect(r?.match).toBeUndefined();
    expect(r?.ambiguous?.map((m) => m.slots.series?.text)).toEqual([
      'the jobless rate',
      'the jobless rate in Ohio',
    ]);
  });

  test('a later cut of a slot no reader checks is no other reading: the earliest is taken', () => {
    const r = readTemplate(
      'price of {pair} on {instant}',
      sentence('the closing price of ADA/USDT on Binance on the date specified in the title'),
      seriesAndPeriod([]),
    );
    expect(r?.match?.slots.pair?.text).toBe('ADA/USDT');
  });

  test('1 MB of the literal after a slot: each slot tries a few cuts, and the read ends', () => {
    const text = `If the index${' for the index'.repeat(80_000)} is above 3%, then`;
    const r = readTemplate('If {series} for {period} is {comparison}, then', sentence(text), {
      slotAccepts: (slot) => (slot === 'series' ? false : undefined),
    });
    expect(r).toBeUndefined();
  });
});

describe('the category tables with later cuts', () => {
  test('a proposition that says "between" before its dates: the dates are the window', () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'This market will resolve to "Yes" if the border crossing between Serbia and Kosovo at Jarinje is closed between March 1, 2027, and June 30, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".',
      },
    ]);
    expect(t.category).toBe('occurrence');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: 'whether the border crossing between serbia and kosovo at jarinje is closed',
      },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-03-01T05:00:00.000Z' },
    });
  });

  test('the tuning wording of a deadline after a second "by" still reads', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: 'This market will resolve to "Yes" if any company owned by Elon Musk, or of which Elon Musk is CEO, institutes a policy preventing its employees from bringing Apple devices into their buildings or onto their premises by December 31, 2024, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        },
      ],
      { facts: { openTime: '2024-06-11T00:00:00.000Z' } },
    );
    expect(t.quantity).toMatchObject({ status: 'KNOWN' });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { end: '2025-01-01T05:00:00.000Z' } });
  });

  test('a series that reads cut at either "in" is left UNKNOWN, not read as the U.S. rate', () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If the unemployment rate in Brazil in Q3 2027 is below 6%, then the market resolves to Yes.',
      },
    ]);
    expect(t.quantity).toMatchObject({ status: 'UNKNOWN' });
    expect(t.quantity.status === 'UNKNOWN' && t.quantity.reason).toMatch(/reads two ways/);
    expect(t.entities ?? []).not.toContain('series:BLS:LNS14000000');
    expect(t.window).toMatchObject({ status: 'UNKNOWN' });
  });
  test('a later cut whose next slot no reader confirms is not taken: a score is no count', () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: "If Norway's score in the World Press Freedom Index is at least 80.00 as published in the RSF World Press Freedom Index 2027 report, then the market resolves to Yes.",
      },
    ]);
    expect(t.quantity).toMatchObject({ status: 'UNKNOWN' });
  });
});
