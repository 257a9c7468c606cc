// General forms of occurrence markets (docs/decisions.md, "Settlement terms: the listed date
// beside a title without its year, and a primary source that names no one"): "the listed date" of
// a market whose question writes the year and whose groupItemTitle does not (the same day, once the
// venue's dates fix the title's year), and a primary resolution source in words that name no body
// or site beside a consensus of credible reporting. Each with a wording of the tuning corpus
// (test/fixtures/terms-corpus/tuning/polymarket/iran-dataset-gamma-events-2026-03-01.json 1198479,
// ghost-alpha-gamma-markets-2026-01-14.json 531202) and a paraphrase of another subject, date and
// body that is in no fixture; and a calendar period with its zone written after it ("in 2031
// (ET)"), whose only tuning wording is a question's (1273905).
import { zonedCalendarPeriodOf } from '../../../../src/domain/settlement-terms/grammar/calendar-periods';
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question?: string, group?: string) => [
  ...(question ? [{ field: 'question', text: question }] : []),
  ...(group ? [{ field: 'groupItemTitle', text: group }] : []),
  { field: 'description', text: description },
];

describe('the listed date, with a groupItemTitle that leaves out the year', () => {
  test('"US or Israel strike Iran by February 28, 2026?" with "February 28": through that day', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the US or Israel initiates a drone, missile, or air strike on Iranian soil or any official Iranian embassy or consulate between the time of this market\'s creation and the listed date (ET). Otherwise, this market will resolve to "No".',
        'Will US or Israel strike Iran by February 28, 2026?',
        'February 28',
      ),
      { facts: { openTime: '2026-01-16T22:26:21.531Z', endDate: '2026-12-31T00:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: expect.stringMatching(/^whether the us or israel/) },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-01-16T22:26:21.531Z',
        end: '2026-03-01T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
  });

  test('a paraphrase: a landing "by the listed date, 11:59 PM ET", April 3 in 2031', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Europa lander touches down on the surface between market creation and the listed date, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        'Europa lander touches down by April 3, 2031?',
        'April 3',
      ),
      // The venue's last date is late in the year, so "April 3" alone is nearest April 3, 2032;
      // the venue's dates (opened March 1, 2031) hold only April 3, 2031.
      { facts: { openTime: '2031-03-01T12:00:00Z', endDate: '2031-12-31T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      // The stated minute is kept: the window ends as that minute ends.
      value: { kind: 'PERIOD', end: '2031-04-04T04:00:00.000Z', zone: 'America/New_York' },
    });
  });

  test('a title day the venue cannot fix, or another day, still lists no date', () => {
    const description =
      'This market will resolve to "Yes" if the Europa lander touches down on the surface between market creation and the listed date (ET). Otherwise, this market will resolve to "No".';
    // Open for more than a year: "October 3" may be either year's, so it may not be the question's.
    const open = readTexts(
      'polymarket',
      gamma(description, 'Europa lander touches down by October 3, 2031?', 'October 3'),
      { facts: { openTime: '2029-09-01T12:00:00Z', endDate: '2032-06-30T00:00:00Z' } },
    );
    expect(open.category).toBeNull();
    // The groupItemTitle names another day than the question.
    const other = readTexts(
      'polymarket',
      gamma(description, 'Europa lander touches down by October 3, 2031?', 'October 4'),
      { facts: { openTime: '2031-09-01T12:00:00Z', endDate: '2031-12-31T00:00:00Z' } },
    );
    expect(other.category).toBeNull();
  });
});

describe('a primary source that names no body or site, beside a consensus of reporting', () => {
  test('"official court records, however a consensus of credible reporting will also be used"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if BitBoy (Ben Armstrong) is convicted of any charges related to the emails he sent to Judge Kimberly Childs, by March 31, 2026 ET. Otherwise, this market will resolve to "No". The primary resolution source will be official court records, however a consensus of credible reporting will also be used.',
      ),
      { facts: { openTime: '2025-03-26T16:49:31.084Z' } },
    );
    expect(t.source).toMatchObject({
      status: 'UNKNOWN',
      statedNone: true,
      reason:
        'the rules name no source: the primary source names no body or site, and a consensus of credible reporting is the other',
    });
    expect(t.source.spans.map((s) => s.text).join(' ')).toContain('official court records');
  });

  test('a paraphrase: "the official election results, but a clear consensus … may suffice"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the harbour tunnel referendum passes by May 9, 2030, 11:59 PM ET. Otherwise, this market will resolve to "No". The resolution source for this market is the official election results, but a clear consensus of credible reporting may suffice.',
      ),
      { facts: { openTime: '2030-01-02T00:00:00Z' } },
    );
    expect(t.source).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('"the first announcement of the results from the Democratic Primary": a vote is no body (Gamma 516788)', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to “Yes” if Scott Stringer wins the 2025 Democratic Primary for Mayor of New York City. Otherwise, this market will resolve to “No”. The resolution source for this market will be the first announcement of the results from the Democratic Primary, however an overwhelming consensus of credible reporting may suffice.',
      ),
    );
    expect(t.source).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('a paraphrase: the count of the Liberal Leadership Election, beside a consensus', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Mara Okafor wins the 2031 Liberal Leadership Election. Otherwise, this market will resolve to "No". The resolution source for this market is the final count in the Liberal Leadership Election; however, a consensus of credible reporting may also be used.',
      ),
    );
    expect(t.source).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    // A party, unlike its vote, is a body: named, and read by the source grammar.
    const party = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Mara Okafor wins the 2031 Liberal Leadership Election. The resolution source for this market will be the first official announcement of the results from the Ontario Liberal Party; however, an overwhelming consensus of credible reporting may suffice.',
      ),
    );
    expect(party.source).toMatchObject({ status: 'KNOWN', value: 'Ontario Liberal Party' });
  });

  test('a primary source with a capital, or a recording of the event, is not read so', () => {
    const rules = (primary: string) =>
      `This market will resolve to "Yes" if the harbour tunnel opens by May 9, 2030, 11:59 PM ET. Otherwise, this market will resolve to "No". The resolution source for this market will be ${primary}, however a consensus of credible reporting may also be used.`;
    const open = { facts: { openTime: '2030-01-02T00:00:00Z' } };
    // "form" for "from": no frame reads the name, and a name with a capital is never read as none.
    const named = readTexts(
      'polymarket',
      gamma(rules('official information form Mayor Dana Whitlock')),
      open,
    );
    expect(named.source).toMatchObject({
      status: 'UNKNOWN',
      reason: 'no settlement source is named',
    });
    expect(named.source).not.toHaveProperty('statedNone');
    const recording = readTexts(
      'polymarket',
      gamma(rules('the video of the opening ceremony')),
      open,
    );
    expect(recording.source).toMatchObject({
      status: 'UNKNOWN',
      reason: 'no settlement source is named',
    });
    // A consensus that is the only source is read as before, by its own rule.
    const alone = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the harbour tunnel opens by May 9, 2030, 11:59 PM ET. The resolution source for this market will be a consensus of credible reporting.',
      ),
      open,
    );
    expect(alone.source).toMatchObject({
      status: 'UNKNOWN',
      statedNone: true,
      reason: 'the rules name no source: a consensus of credible reporting settles it',
    });
  });
});

describe('a period with its zone written after it', () => {
  test('"January 2026 (ET)", as a tuning question writes it (Gamma 1273905): the month in New York', () => {
    expect(zonedCalendarPeriodOf('January 2026 (ET)')).toEqual({
      period: { year: 2026, month: 1, months: 1 },
      zone: 'America/New_York',
    });
    // A bare period names no zone; an offset of one season, or a zone in lower case, is none.
    expect(zonedCalendarPeriodOf('2026')).toEqual({ period: { year: 2026, month: 1, months: 12 } });
    expect(zonedCalendarPeriodOf('2026 (EDT)')).toBeUndefined();
    expect(zonedCalendarPeriodOf('2026 et')).toBeUndefined();
  });

  test('a paraphrase: "at any point in 2031 (ET)", the year in New York', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Kenya launches a satellite at any point in 2031 (ET). Otherwise, this market will resolve to "No".',
      ),
    );
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RESULT' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2031-01-01T05:00:00.000Z',
        end: '2032-01-01T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
  });

  test('a paraphrase: "during Q1 2031, PT", the quarter in Los Angeles', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the city council adopts a congestion charge during Q1 2031, PT. Otherwise, this market will resolve to "No".',
      ),
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2031-01-01T08:00:00.000Z',
        end: '2031-04-01T07:00:00.000Z',
        zone: 'America/Los_Angeles',
      },
    });
  });
});
