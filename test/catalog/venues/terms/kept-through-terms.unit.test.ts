// A state kept through a deadline, and a deadline named as "the resolution date, <date>"
// (docs/decisions.md, "Settlement terms: a state kept through a deadline"). The tuning wording is
// Gamma 120003 of test/fixtures/terms-corpus/tuning/polymarket/
// wom-strategy-gamma-markets-2026-02-09.json, recorded without an opening time; the others are
// paraphrases of other people, offices, countries, dates and venues in no fixture.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string) => [
  { field: 'question', text: question },
  { field: 'description', text: description },
];

describe('a state kept through a deadline', () => {
  test('the tuning wording: the proposition is read; without an opening the window is not', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This is a market on whether Benjamin Netanyahu will remain prime minister of Israel through the resolution date, June 30, 2021 12:00 PM ET. This market will resolve to “Yes” if Benjamin Netanyahu remains prime minister of Israel through to the resolution date, and “No” otherwise.',
        'Will Benjamin Netanyahu remain prime minister of Israel through June 30, 2021?',
      ),
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether benjamin netanyahu will remain prime minister of israel' },
    });
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the venue states no opening time for the window to start at',
    });
  });

  test('"remains Prime Minister … through March 31, 2028, 11:59 PM ET": from the opening through that minute', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Keir Starmer remains Prime Minister of the United Kingdom through March 31, 2028, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        'Will Keir Starmer remain Prime Minister through March 2028?',
      ),
      { facts: { openTime: '2027-01-05T10:00:00Z' } },
    );
    expect(t.category).toBe('occurrence');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether keir starmer remains prime minister of the united kingdom' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2027-01-05T10:00:00.000Z',
        end: '2028-04-01T04:00:00.000Z',
        zone: 'America/New_York',
      },
    });
  });

  test('"through the resolution date, <date>" and "by the resolution date, <date>" read the date', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This is a market on whether Pedro Sánchez will remain Prime Minister of Spain through the resolution date, October 1, 2029, 12:00 PM ET.',
        'Will Pedro Sánchez remain Prime Minister of Spain?',
      ),
      { facts: { openTime: '2029-02-01T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2029-02-01T00:00:00.000Z', end: '2029-10-01T16:01:00.000Z' },
    });
    const by = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Lisbon opens its third airport by the resolution date, February 7, 2031, 12:00 PM ET. Otherwise, this market will resolve to "No".',
        'Will Lisbon open its new airport?',
      ),
      { facts: { openTime: '2030-06-01T00:00:00Z' } },
    );
    expect(by.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2031-02-07T17:01:00.000Z' },
    });
  });

  test('a deadline with no zone, or "through" that names no date: the window is not read', () => {
    const noZone = readTexts(
      'kalshi',
      [
        {
          field: 'rules_primary',
          text: 'If Mark Carney remains Prime Minister of Canada through Dec 31, 2027, then the market resolves to Yes.',
        },
      ],
      { facts: { openTime: '2027-01-05T10:00:00Z', closeTime: '2028-01-01T15:00:00Z' } },
    );
    expect(noZone.window.status).toBe('UNKNOWN');
    const notADate = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the farm bill passes through the Senate by March 31, 2028, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        'Farm bill through the Senate by March 31?',
      ),
      { facts: { openTime: '2027-01-05T10:00:00Z' } },
    );
    expect(notADate.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether the farm bill passes through the senate' },
    });
  });
});
