// A count over a range written "from … to …" (src/domain/settlement-terms/categories/counts.ts),
// on the recorded Gamma wording (test/fixtures/terms-corpus/tuning/polymarket/
// openclaw-gamma-markets-2026-03-25.json, market 1698809) and a paraphrase with another account,
// range and bracket.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string, item: string) =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
    { field: 'groupItemTitle', text: item },
  ]);

describe('a count from one time to another', () => {
  test('the recorded wording: the window ends at the time stated', () => {
    const t = gamma(
      "This market will resolve according to the number of times Elon Musk (@elonmusk), posts on X from March 27 12:00 PM ET to April 3, 2026 12:00 PM ET.\n\nThe resolution source for this market is the 'Post Counter' figure for posts found at https://xtracker.polymarket.com.",
      'Will Elon Musk post 80-99 tweets from March 27 to April 3, 2026?',
      '80-99',
    );
    expect(t.category).toBe('count');
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'MEASUREMENT' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-03-27T16:00:00.000Z',
        end: '2026-04-03T16:00:00.000Z',
      },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '80', upper: '99' },
    });
  });

  test("another account and range; a day's last minute still runs to its end", () => {
    const t = gamma(
      'This market will resolve according to the number of times Taylor Swift (@taylorswift13) posts on Instagram from October 5, 2027 12:00 AM ET to October 11, 2027 11:59 PM ET.',
      'Will Taylor Swift post 10-14 times from October 5 to October 11, 2027?',
      '10-14',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2027-10-05T04:00:00.000Z',
        end: '2027-10-12T04:00:00.000Z',
      },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '10', upper: '14' },
    });
  });
});
