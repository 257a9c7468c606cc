// A count over a fiscal year of the U.S. federal government (src/domain/settlement-terms/
// read-category.ts, federalFiscalYear; grammar/calendar-periods.ts, fiscalYearOf; docs/
// decisions.md, "Settlement terms: mentions by their structure, a federal fiscal year"): October 1
// of the year before to October 1, New York time, where a federal body is the subject. The first
// wording is a tuning market's (test/fixtures/terms-corpus/tuning/polymarket/
// ghost-alpha-gamma-markets-2026-01-14.json, market 517310); the others are in no fixture.
import {
  calendarPeriodOf,
  fiscalYearOf,
} from '../../../../src/domain/settlement-terms/grammar/calendar-periods';
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string) =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
  ]);

describe('a federal fiscal year', () => {
  test('tuning (Gamma 517310): "the 2025 fiscal year" of ICE', () => {
    const t = gamma(
      'During the 2024 FY ICE removed 271,484 non citizens. This market will resolve to "Yes" if U.S. Immigration and Customs Enforcement (ICE) removes less than 250,000 non citizens in the 2025 fiscal year. Otherwise, this market ill resolve to "No". The resolution source will be the FY 2025 ICE Annual Report.',
      'Will Trump deport less than 250,000?',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2024-10-01T04:00:00.000Z',
        end: '2025-10-01T04:00:00.000Z',
        zone: 'America/New_York',
      },
    });
  });

  test('another body, number and year, written "fiscal year 2027"', () => {
    const t = gamma(
      'This market will resolve to "Yes" if U.S. Customs and Border Protection (CBP) records less than 1,500,000 encounters in fiscal year 2027. Otherwise, this market will resolve to "No".',
      'Will CBP record fewer than 1.5M encounters in FY2027?',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-10-01T04:00:00.000Z', end: '2027-10-01T04:00:00.000Z' },
    });
  });

  test("a company's fiscal year starts when the company says: UNKNOWN", () => {
    const t = gamma(
      'This market will resolve to "Yes" if Apple sells less than 200,000,000 iPhones in the 2027 fiscal year. Otherwise, this market will resolve to "No".',
      'Will Apple sell fewer than 200M iPhones in FY2027?',
    );
    expect(t.window.status).toBe('UNKNOWN');
  });

  test('the forms of a fiscal year, and what is none', () => {
    expect(fiscalYearOf('the 2025 fiscal year')).toBe(2025);
    expect(fiscalYearOf('fiscal year 2031')).toBe(2031);
    expect(fiscalYearOf('FY 2019')).toBe(2019);
    expect(fiscalYearOf('FY2026')).toBe(2026);
    expect(fiscalYearOf('the 2025 fiscal year and beyond')).toBeUndefined();
    expect(fiscalYearOf('2025')).toBeUndefined();
    expect(calendarPeriodOf('the 2025 fiscal year')).toBeUndefined();
  });
});
