// A zone written as an offset from UTC (docs/decisions.md, "Settlement terms: a zone written as an
// offset from UTC"): "UTC+2", "(GMT+2)", "GMT-05:00" is that fixed offset, not UTC. The tuning
// wording is Gamma 1628481 of test/fixtures/terms-corpus/tuning/polymarket/
// openclaw-gamma-markets-2026-03-25.json ("… on the listed date in Israel Time (GMT+2)"); the
// markets read whole are paraphrases of other subjects, dates and offsets in no fixture.
import { zoneStated } from '../../../../src/domain/settlement-terms/grammar/dates';
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string) => [
  { field: 'question', text: question },
  { field: 'description', text: description },
];

describe('the zone a text states', () => {
  test('an offset after UTC or GMT is that offset', () => {
    expect(zoneStated('the listed date in Israel Time (GMT+2).')).toBe('+02:00');
    expect(zoneStated('11:59 PM UTC+3')).toBe('+03:00');
    expect(zoneStated('23:59 (UTC +5:30)')).toBe('+05:30');
    expect(zoneStated('11:59 PM GMT-05:00')).toBe('-05:00');
    expect(zoneStated('11:59 PM UTC\u22123')).toBe('-03:00');
    expect(zoneStated('12:00 GMT+0')).toBe('UTC');
  });

  test('UTC alone is UTC; a zone named first keeps its place; no clock offset is no zone', () => {
    expect(zoneStated('11:59 PM UTC.')).toBe('UTC');
    expect(zoneStated('11:59 PM UTC, 2 hours later')).toBe('UTC');
    expect(zoneStated('11:59 PM ET (GMT-4)')).toBe('America/New_York');
    expect(zoneStated('11:59 PM UTC+15')).toBe(undefined);
    expect(zoneStated('11:59 PM GMT+2:75')).toBe(undefined);
    expect(zoneStated('11:59 PM')).toBe(undefined);
  });
});

describe('a deadline and a day in a zone written as an offset', () => {
  test('"by June 14, 2029, 23:59 UTC+3": through that minute at three hours ahead of UTC', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Kenya and Tanzania sign a railway agreement by June 14, 2029, 23:59 UTC+3. Otherwise, this market will resolve to "No".',
        'Kenya-Tanzania railway agreement by June 14?',
      ),
      { facts: { openTime: '2029-01-02T08:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2029-01-02T08:00:00.000Z',
        end: '2029-06-14T21:00:00.000Z',
        zone: '+03:00',
      },
    });
  });

  test('"on the listed date (GMT+9)": the title’s day whole, at nine hours ahead of UTC', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if North Korea launches a ballistic missile on the listed date (GMT+9). Otherwise, this market will resolve to "No".',
        'Will North Korea launch a ballistic missile on October 3, 2031?',
      ),
      { facts: { openTime: '2031-09-20T00:00:00Z', endDate: '2031-10-05T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2031-10-02T15:00:00.000Z',
        end: '2031-10-03T15:00:00.000Z',
        zone: '+09:00',
      },
    });
  });

  test('an offset no clock has: the deadline states no zone, and the window stays UNKNOWN', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Kenya and Tanzania sign a railway agreement by June 14, 2029, 23:59 UTC+25. Otherwise, this market will resolve to "No".',
        'Kenya-Tanzania railway agreement by June 14?',
      ),
      { facts: { openTime: '2029-01-02T08:00:00Z' } },
    );
    expect(t.window.status).toBe('UNKNOWN');
  });

  test('the tuning wording: a named zone beside its offset is not read as the day in UTC', () => {
    // Israel keeps summer time (UTC+3) from March 27, 2026: "Israel Time (GMT+2)" names two
    // clocks on March 28, and the day is left unread rather than read in either.
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Iran initiates a drone, missile, or air strike on Israel’s soil on the listed date in Israel Time (GMT+2). Otherwise, this market will resolve to "No".',
        'Will Iran conduct a military action against Israel on March 28, 2026?',
      ),
      { facts: { openTime: '2026-03-17T21:52:20.606843Z', endDate: '2026-03-31T00:00:00Z' } },
    );
    expect(t.window.status).toBe('UNKNOWN');
  });
});
