// Offices and nominations read through the grammar: a period "between market creation and" a
// deadline kept "(inclusive)", a period "from the date of this market's inception", a source named
// by whose it is ("information from the government of France"), the body of "a consensus of
// official … sources", and initials that do not end a sentence ("J.D. Vance"). Real wordings of
// the tuning corpus: Gamma markets 2694508 and 517231 of
// test/fixtures/terms-corpus/tuning/polymarket/value-lab-gamma-events-2026-07.json, 516838 of
// google-adk-gamma-events-2025-06-16.json, 561974 of predict-ngin-gamma-markets-2026-01.json.
import { readTexts } from '../../../support/read-texts';

const MACRON_SOURCE =
  'The primary resolution source for this market will be information from the government of France, however a consensus of credible reporting will also be used.';

describe('an office left within a period', () => {
  test('"between market creation and July 31, 2026, 11:59 PM ET (inclusive)": from the opening through the minute', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: `This market will resolve to "Yes" if Emmanuel Macron ceases to be President of France for any length of time between market creation and July 31, 2026, 11:59 PM ET (inclusive). Otherwise, this market will resolve to "No".\n\nIf Macron departs from office before the expiry date, the market should resolve immediately.\n\n${MACRON_SOURCE}`,
        },
      ],
      { facts: { openTime: '2026-06-26T18:41:32.418846Z' } },
    );
    expect(t.category).toBe('occurrence');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: 'whether emmanuel macron ceases to be president of france for any length of time',
      },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-06-26T18:41:32.418Z',
        end: '2026-08-01T04:00:00.000Z',
        zone: 'America/New_York',
      },
    });
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'government of France' });
  });

  test('"between January 2 and December 31, 2025, 11:59 PM ET (inclusive)": both ends kept', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: `This market will resolve to "Yes" if Emmanuel Macron ceases to be President of France for any length of time between January 2 and December 31, 2025, 11:59 PM ET (inclusive). Otherwise, this market will resolve to "No".\n\n${MACRON_SOURCE}`,
        },
      ],
      { facts: { openTime: '2025-01-03T19:33:19.059Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2025-01-02T05:00:00.000Z',
        end: '2026-01-01T05:00:00.000Z',
      },
    });
  });

  test('"from the date of this market\'s inception, December 29, 2024 through December 31, 2025, 11:59 PM ET"', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: 'This market will resolve to "Yes" if Tim Cook is no longer serving as CEO of Apple for any length of time from the date of this market\'s inception, December 29, 2024 through December 31, 2025, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        },
      ],
      { facts: { openTime: '2024-12-30T18:14:39.287483Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2024-12-29T05:00:00.000Z', end: '2026-01-01T05:00:00.000Z' },
    });
  });

  test('a naming cue followed by words in lower case that say whose nothing: no source', () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'The resolution source for this market will be information from the official records.',
      },
    ]);
    expect(t.source.status).toBe('UNKNOWN');
  });
});

describe('a nomination', () => {
  test('"Will J.D. Vance win the …": the initials do not end the question; the party is the source', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'question',
          text: 'Will J.D. Vance win the 2028 Republican presidential nomination?',
        },
        {
          field: 'description',
          text: 'This market will resolve to “Yes” if the named individual wins and accepts the 2028 nomination of the Republican Party for U.S. president. Otherwise, this market will resolve to “No”.\n\nThe resolution source for this market will be a consensus of official Republican Party sources.',
        },
      ],
      { facts: { openTime: '2025-06-01T00:00:00Z' } },
    );
    expect(t.category).toBe('election-winner');
    expect(t.quantity.status).toBe('KNOWN');
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'person:j-d-vance' },
    });
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'Republican Party' });
  });
});
