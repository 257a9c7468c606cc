// A rank on a dated chart (docs/decisions.md, "Settlement terms: a rank on a dated chart"): the
// place asked (grammar/ranks.ts) and the chart's edition as the window: a weekly list over the
// Monday-to-Sunday week before its update, a leaderboard at the instant it is checked, a year's
// calendar grosses over that year, the weekly charts of a stated period. Each frame with a wording
// of the tuning corpus (test/fixtures/terms-corpus/tuning/polymarket/
// wom-strategy-gamma-charts-rates-2026-02-08.json 1327942, openclaw-gamma-charts-2026-03-25.json
// 801191, google-adk-gamma-events-2025-06-16.json 517011, openclaw-gamma-markets-2026-03-25.json
// 1130867) and a paraphrase of another chart, entry, place or date that is in no fixture.
import { rankIn } from '../../../../src/domain/settlement-terms/grammar/ranks';
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, own: string, question?: string) => [
  ...(question ? [{ field: 'question', text: question }] : []),
  { field: 'groupItemTitle', text: own },
  { field: 'description', text: description },
];

describe('the rank a phrase opens with', () => {
  test.each([
    ['#2 Netflix show in the United States', '=', 2, 'netflix show in the united states'],
    ['the number 1 song', '=', 1, 'song'],
    ['No. 3 album', '=', 3, 'album'],
    ['# 4 podcast', '=', 4, 'podcast'],
    ['top US Netflix movie', '=', 1, 'us netflix movie'],
    ['third-highest arena score', '=', 3, 'arena score'],
    ['second highest arena score', '=', 2, 'arena score'],
    ['highest arena score', '=', 1, 'arena score'],
    ['top 10 album', '<=', 10, 'album'],
    ['top ten free apps', '<=', 10, 'free apps'],
  ])('"%s"', (text, comparator, place, ranked) => {
    expect(rankIn(text)).toEqual({ comparator, place, ranked });
  });

  test.each([
    'first song to reach the chart', // first in time, not a place
    '#1', // nothing ranked
    'top-rated show',
    'higher than Wicked',
    '2th song',
  ])('"%s" states no rank', (text) => {
    expect(rankIn(text)).toBeUndefined();
  });
});

describe('a rank on a dated chart', () => {
  test('a weekly list over the Monday-to-Sunday week before its Tuesday update', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'Netflix is expected to update its Top 10 TV shows list on top10.netflix.com on Tuesday, February 10, 2026, 3:00 PM ET, reflecting viewership from the previous week (Monday to Sunday).\n\nThis market will resolve based on which show this update ranks as the #2 Netflix show in the United States.\n\nThe ranking is based on total views in the United States, as reported by Netflix for TV shows.',
        'Night Court',
        'Will "Night Court" be the #2 US Netflix show this week? (February 10)',
      ),
      { facts: { endDate: '2026-02-10T00:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'MEASUREMENT' } });
    expect(t.quantity.status === 'KNOWN' && t.quantity.value.name).toMatch(/night court/i);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-02-02T05:00:00.000Z', end: '2026-02-09T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '2', unit: 'rank' },
    });
  });

  test('a paraphrase: another list updated on a Thursday in summer time, its top 5', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'StreamCo will update its Top 10 podcasts list on charts.streamco.example on Thursday, July 10, 2031, 9:00 AM ET, reflecting listening from the previous week (Monday to Sunday). This market will resolve according to which podcast this update ranks as the top 5 podcast in Canada.',
        'Harbor Talk',
      ),
      { facts: { endDate: '2031-07-10T00:00:00Z' } },
    );
    // Thursday July 10: the week of Monday June 30 to Sunday July 6, New York summer time.
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2031-06-30T04:00:00.000Z', end: '2031-07-07T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<=', threshold: '5', unit: 'rank' },
    });
  });

  test('an update whose weekday its date is not is not read', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'StreamCo will update its Top 10 podcasts list on charts.streamco.example on Thursday, July 9, 2031, 9:00 AM ET, reflecting listening from the previous week (Monday to Sunday). This market will resolve according to which podcast this update ranks as the #1 podcast in Canada.',
        'Harbor Talk',
      ),
      { facts: { endDate: '2031-07-09T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/Thursday/),
    });
  });

  test('a week of other days, or a second update stated with another day, is not read', () => {
    const update = (day: string, days: string) =>
      `StreamCo will update its Top 10 podcasts list on charts.streamco.example on ${day}, 9:00 AM ET, reflecting listening from the previous week (${days}).`;
    const rule =
      'This market will resolve according to which podcast this update ranks as the #1 podcast in Canada.';
    const read = (text: string) =>
      readTexts('polymarket', gamma(text, 'Harbor Talk'), {
        facts: { endDate: '2031-07-10T00:00:00Z' },
      });
    expect(
      read(`${update('Thursday, July 10, 2031', 'Friday to Thursday')} ${rule}`).window,
    ).toMatchObject({ status: 'UNKNOWN', reason: expect.stringMatching(/Friday to Thursday/) });
    const twice = `${update('Thursday, July 10, 2031', 'Monday to Sunday')} ${rule} ${update('Friday, July 11, 2031', 'Tuesday to Monday')}`;
    expect(read(twice).window.status).toBe('UNKNOWN');
  });

  test('a weekly ranking without the week it reflects is not read', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve based on which show this update ranks as the #1 Netflix show in the United States.',
        'Night Court',
      ),
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.window.status).toBe('UNKNOWN');
  });

  test('a leaderboard at the instant it is checked: "the third-highest arena score"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve according to the company that owns the model with the third-highest arena score based on the Chatbot Arena LLM Leaderboard when the table under the "Leaderboard" tab is checked on March 31, 2026, 12:00 PM ET.',
        'Moonshot',
        'Will Moonshot have the #3 AI model at the end of March 2026?',
      ),
      { facts: { endDate: '2026-03-31T00:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'MEASUREMENT' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2026-03-31T16:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '3', unit: 'rank' },
    });
  });

  test('a paraphrase: another leaderboard checked in winter, its top place', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve according to the lab whose agent has the highest success rate on the SWE Arena Leaderboard when the public table is checked on January 15, 2032, 6:00 PM ET.',
        'Orion Labs',
      ),
      { facts: { endDate: '2032-01-15T00:00:00Z' } },
    );
    // "the lab whose agent has the highest …" states no "with the": another frame, not read here.
    expect(t.boundary.status === 'KNOWN' && t.boundary.value.unit).not.toBe('rank');
    const u = readTexts(
      'polymarket',
      gamma(
        'This market will resolve according to the lab that owns the agent with the highest success rate on the SWE Arena Leaderboard when the public table is checked on January 15, 2032, 6:00 PM ET.',
        'Orion Labs',
      ),
      { facts: { endDate: '2032-01-15T00:00:00Z' } },
    );
    expect(u.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2032-01-15T23:00:00.000Z' },
    });
    expect(u.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '1', unit: 'rank' },
    });
  });

  test("a year's calendar grosses: the film with the highest 2025 gross", () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the "Gross" column on https://www.boxofficemojo.com/year/2025/?grossesOption=calendarGrosses shows \'Avatar: Fire and Ash\'(Avatar 3) as the film with the highest 2025 gross once data for December 31 is made available. Otherwise, this market will resolve to "No".\n\nNote: This market is about the movie\'s domestic calendar gross in 2025 - dates outside of 2025 will not count toward this movie\'s gross.',
        'Avatar 3',
      ),
      { facts: { endDate: '2025-12-31T12:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'MEASUREMENT' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2025-01-01T05:00:00.000Z', end: '2026-01-01T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '1', unit: 'rank' },
    });
  });

  test("a paraphrase: another year's grosses by the market's own name; another year's note is not read", () => {
    const text = (note: string) =>
      `This market will resolve according to the title of the film with the highest 2029 gross according to the "Gross" column on https://www.boxofficemojo.com/year/2029/?grossesOption=calendarGrosses once data for December 31 is made available.\n\nNote: This market is about the movie's domestic calendar gross in ${note} - dates outside of ${note} will not count toward this movie's gross.`;
    const t = readTexts('polymarket', gamma(text('2029'), 'Harbor Lights'));
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2029-01-01T05:00:00.000Z', end: '2030-01-01T05:00:00.000Z' },
    });
    expect(t.quantity.status === 'KNOWN' && t.quantity.value.name).toMatch(/harbor lights/i);
    const other = readTexts('polymarket', gamma(text('2028'), 'Harbor Lights'));
    expect(other.quantity.status).toBe('UNKNOWN');
  });

  test('grosses without the calendar year stated are not read', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the "Gross" column on https://www.boxofficemojo.com/year/2025/ shows \'Harbor Lights\' as the film with the highest 2025 gross once data for December 31 is made available.',
        'Harbor Lights',
      ),
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });

  test('the weekly charts of a stated period: "the number 1 song in any official weekly Billboard Hot 100 songs chart"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to “Yes” if any song by the listed artist is the number 1 song in any official weekly Billboard Hot 100 songs chart released for a data collection reference period entirely between January 1 and December 31, 2026. Otherwise, this market will resolve to “No”.',
        'Doja Cat',
      ),
      { facts: { endDate: '2026-12-31T00:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'MEASUREMENT' } });
    expect(t.quantity.status === 'KNOWN' && t.quantity.value.name).toMatch(/doja cat/i);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-01-01T05:00:00.000Z', end: '2027-01-01T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '1', unit: 'rank' },
    });
  });

  test('a paraphrase: a top 10 album on another weekly chart over half a year', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if any album by the listed artist is the top 10 album on any official weekly Billboard 200 albums chart released for a data collection reference period entirely between March 1 and August 31, 2030.',
        'Marlow Vance',
      ),
      { facts: { endDate: '2030-08-31T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2030-03-01T05:00:00.000Z', end: '2030-09-01T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<=', threshold: '10', unit: 'rank' },
    });
  });
});
