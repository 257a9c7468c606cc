// Windows of occurrences bounded by the venue's own close or by "now" (docs/decisions.md,
// "Settlement terms: windows bounded by the market's close, by "now", and periods named with their
// kind"): "… before the market closes" is from the opening to the instant the venue states it
// closes (Kalshi close_time); "between now and <deadline>" is from the opening, as "between market
// creation and <deadline>" (Gamma, tuning: test/fixtures/terms-corpus/tuning/polymarket/
// value-lab-gamma-events-2026-07.json) is, never from a day the date grammar takes "now" to
// be; "during the month of March 2026" (the tuning count of Elon Musk's posts, wom-strategy
// backtest 2026-02-08) is that month for an occurrence too. Each with a paraphrase of another
// subject, date or venue that is in no fixture.
import { readTexts } from '../../../support/read-texts';

const kalshi = (rules: string) => [{ field: 'rules_primary', text: rules }];
const gamma = (description: string) => [{ field: 'description', text: description }];

describe('an occurrence before the market closes', () => {
  test("Kalshi: from the opening to the venue's close_time", () => {
    const t = readTexts(
      'kalshi',
      kalshi(
        'If Harbor Corp announces a merger before the market closes, then the market resolves to Yes.',
      ),
      {
        facts: {
          openTime: '2026-03-02T15:00:00Z',
          closeTime: '2026-12-31T15:00:00Z',
          expirationTime: '2026-12-31T15:00:00Z',
        },
      },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-03-02T15:00:00.000Z', end: '2026-12-31T15:00:00.000Z' },
    });
    expect(t.window.spans.map((s) => s.field)).toContain('close_time');
  });

  test('a paraphrase: "at any time before market close", another subject and close', () => {
    const t = readTexts(
      'kalshi',
      kalshi(
        'If the Lakeside city council passes a transit levy at any time before market close, then the market resolves to Yes.',
      ),
      { facts: { openTime: '2031-01-05T15:00:00Z', closeTime: '2031-06-30T14:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2031-01-05T15:00:00.000Z', end: '2031-06-30T14:00:00.000Z' },
    });
  });

  test('Gamma states no close: the window stays UNKNOWN with the reason', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Harbor Corp announces a merger before the market closes. Otherwise, this market will resolve to "No".',
      ),
      { facts: { openTime: '2026-03-02T15:00:00Z', endDate: '2026-12-31T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({ status: 'UNKNOWN', reason: expect.stringMatching(/close/) });
  });
});

describe('an occurrence between now and a deadline', () => {
  test('"between market creation and <deadline>" (the tuning wording) and "between now and <deadline>" read alike', () => {
    const facts = { openTime: '2026-03-02T15:00:00Z', endDate: '2026-12-31T00:00:00Z' };
    const creation = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Emmanuel Macron ceases to be President of France for any length of time between market creation and July 31, 2026, 11:59 PM ET (inclusive).',
      ),
      { facts },
    );
    const now = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Emmanuel Macron ceases to be President of France for any length of time between now and July 31, 2026, 11:59 PM ET (inclusive).',
      ),
      { facts },
    );
    expect(creation.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-03-02T15:00:00.000Z', end: '2026-08-01T04:00:00.000Z' },
    });
    expect(now.window).toEqual({ ...creation.window, spans: expect.anything() });
  });

  test('a paraphrase: "anytime between now and …" never starts at the day the venue ends', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Harbor Corp announces a merger anytime between now and December 31, 2026, 11:59 PM ET. Otherwise, this market will resolve to "No".',
      ),
      { facts: { openTime: '2026-03-02T15:00:00Z', endDate: '2026-12-31T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-03-02T15:00:00.000Z', end: '2027-01-01T05:00:00.000Z' },
    });
  });

  test('"between today and …" names no day of its own either', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Lakeside levy passes between today and June 30, 2031, 11:59 PM ET.',
      ),
      { facts: { endDate: '2031-06-30T00:00:00Z' } },
    );
    // No opening recorded: the window is UNKNOWN, never a period from "today".
    expect(t.window.status).toBe('UNKNOWN');
  });
});

describe('a period named with its kind', () => {
  test.each([
    ['during the month of March 2026', '2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z'],
    ['in the month of November 2030', '2030-11-01T04:00:00.000Z', '2030-12-01T05:00:00.000Z'],
    ['during the year 2029', '2029-01-01T05:00:00.000Z', '2030-01-01T05:00:00.000Z'],
  ])('an occurrence "%s"', (period, start, end) => {
    const t = readTexts(
      'polymarket',
      gamma(
        `This market will resolve to "Yes" if Harbor Corp announces a merger ${period}. Otherwise, this market will resolve to "No".`,
      ),
    );
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'PERIOD', start, end } });
  });
});
