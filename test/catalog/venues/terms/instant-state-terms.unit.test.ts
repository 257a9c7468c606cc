// A state at one instant (docs/decisions.md, "Settlement terms: a state at one instant"): "…
// is the largest company … as of <date, time, zone>", "… has the highest score … when the table
// is checked on <date, time, zone>" is the INSTANT window, its year fixed by the venue's dates
// and its zone by the venue's close where the text states none; a close that names no market
// ("as of market close") leaves the window UNKNOWN. Each form with a wording of the tuning corpus
// (test/fixtures/terms-corpus/tuning/polymarket/google-adk-gamma-events-2025-06-16.json 516978
// and 516818) and a paraphrase of another subject, date or zone that is in no fixture.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question?: string) => [
  ...(question ? [{ field: 'question', text: question }] : []),
  { field: 'description', text: description },
];
const kalshi = (rules: string) => [{ field: 'rules_primary', text: rules }];

describe('a state observed at one instant', () => {
  test('"… has the highest arena score … when the table … is checked on June 30, 2025, 12:00 PM ET"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if any model owned by Google has the highest arena score based off the Chatbot Arena LLM Leaderboard (https://lmarena.ai/leaderboard/text) when the table under the "Leaderboard" tab is checked on June 30, 2025, 12:00 PM ET. Otherwise, this market will resolve to "No".',
        'Will Google have the top AI model on June 30?',
      ),
      { facts: { openTime: '2024-12-31T20:48:12.18Z', endDate: '2025-06-30T12:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2025-06-30T16:00:00.000Z', zone: 'America/New_York' },
    });
    expect(t.window.spans.map((s) => s.text)).toContain('June 30, 2025, 12:00 PM ET');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'RESULT',
        subject: expect.stringMatching(
          /^whether any model owned by google has the highest arena score/,
        ),
      },
    });
    expect(t.quantity.status === 'KNOWN' && t.quantity.value.subject).not.toMatch(/checked/);
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('a paraphrase: a team that holds first place when the standings are checked at a Pacific time', () => {
    const t = readTexts(
      'kalshi',
      kalshi(
        'If the Harbor City Gulls hold first place in the Western Conference standings when the standings page is checked at March 15, 2031, 9:30 AM PT, then the market resolves to Yes.',
      ),
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2031-03-15T16:30:00.000Z' },
    });
  });

  test('"as of <date, time, zone>": the largest company at 4:00 PM ET on a day in 2030', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Orion Motors is the largest company in the world by market cap as of September 30, 2030, 4:00 PM ET. Otherwise, this market will resolve to "No".',
      ),
      { facts: { openTime: '2030-01-02T00:00:00Z', endDate: '2030-09-30T20:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2030-09-30T20:00:00.000Z', zone: 'America/New_York' },
    });
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether orion motors is the largest company in the world by market cap' },
    });
  });

  test('a day without its year is fixed by the venue’s dates, as a deadline’s is', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Greta Lindqvist remains the chair of the Nordic Council on August 14, 6:00 PM UTC. Otherwise, this market will resolve to "No".',
      ),
      { facts: { openTime: '2032-05-01T00:00:00Z', endDate: '2032-08-20T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2032-08-14T18:00:00.000Z' },
    });
  });

  test('a time without a zone is the venue’s close at it in New York time, else UNKNOWN', () => {
    const rules =
      'This market will resolve to "Yes" if Pelican Bank is ranked first by deposits as of May 6, 2030, 3:00 PM. Otherwise, this market will resolve to "No".';
    const atClose = readTexts('polymarket', gamma(rules), {
      facts: { openTime: '2030-01-02T00:00:00Z', endDate: '2030-05-06T19:00:00Z' },
    });
    expect(atClose.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2030-05-06T19:00:00.000Z', zone: 'America/New_York' },
    });
    const elsewhere = readTexts('polymarket', gamma(rules), {
      facts: { openTime: '2030-01-02T00:00:00Z', endDate: '2030-05-08T00:00:00Z' },
    });
    expect(elsewhere.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/states no time zone/),
    });
    expect(elsewhere.quantity.status).toBe('KNOWN');
  });
});

describe('a close that names no market, or no instant at all', () => {
  test('"on December 31, 2025, as of market close": the proposition is read, the window UNKNOWN', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Nvidia is the largest company in the world by market cap on December 31, 2025, as of market close. Otherwise, this market will resolve to "No".',
        'Will NVIDIA be the largest company in the world by market cap on December 31?',
      ),
      { facts: { openTime: '2024-12-30T18:01:45.528784Z', endDate: '2025-12-31T12:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether nvidia is the largest company in the world by market cap' },
    });
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/names no market whose close it is/),
    });
    expect(t.window).not.toHaveProperty('statedNone');
  });

  test('a paraphrase: "as of market close on <date>" before the day', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Hyperion Foods is the most valuable company in Europe as of market close on June 28, 2030. Otherwise, this market will resolve to "No".',
      ),
      { facts: { openTime: '2030-01-02T00:00:00Z', endDate: '2030-06-28T12:00:00Z' } },
    );
    expect(t.quantity.status).toBe('KNOWN');
    expect(t.window.status).toBe('UNKNOWN');
  });

  test('something that happens, not a state, at a stated time is not read as an instant', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Europa lander touches down on July 4, 2031, 3:00 PM ET. Otherwise, this market will resolve to "No".',
      ),
      { facts: { openTime: '2031-01-02T00:00:00Z', endDate: '2031-07-04T19:00:00Z' } },
    );
    expect(t.window.status === 'KNOWN' && t.window.value.kind).not.toBe('INSTANT');
  });

  test('a contest’s result and a compared number are not read as a state at an instant', () => {
    const contest = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Harbor City Gulls are the champion of the 2031 Western Cup as of July 4, 2031, 3:00 PM ET. Otherwise, this market will resolve to "No".',
      ),
      { facts: { openTime: '2031-01-02T00:00:00Z', endDate: '2031-07-04T19:00:00Z' } },
    );
    expect(contest.window.status === 'KNOWN' && contest.window.value.kind).not.toBe('INSTANT');
    const compared = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Orion Motors has more than 40,000 employees as of September 30, 2030, 4:00 PM ET. Otherwise, this market will resolve to "No".',
      ),
      { facts: { openTime: '2030-01-02T00:00:00Z', endDate: '2030-09-30T20:00:00Z' } },
    );
    expect(compared.window.status === 'KNOWN' && compared.window.value.kind).not.toBe('INSTANT');
  });

  test('a day without a time of day stays the day’s reading, not an instant', () => {
    const t = readTexts(
      'kalshi',
      kalshi(
        'If Greta Lindqvist is the chair of the Nordic Council on Aug 14, 2032 (ET), then the market resolves to Yes.',
      ),
    );
    expect(t.window.status === 'KNOWN' && t.window.value.kind).not.toBe('INSTANT');
  });
});
