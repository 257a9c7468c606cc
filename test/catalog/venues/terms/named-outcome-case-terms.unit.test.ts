// An exceptional case of an event's mutually exclusive markets that pays the one it names Yes and
// every other No (docs/decisions.md, "Settlement terms: amounts a proposition does not write,
// and statistics after 'according to'"): which this market is, its own name in the event says.
// Tuning wordings with their markets named, and paraphrases of other events in no fixture.
import { readTexts } from '../../../support/read-texts';

const FED_CANCELLED =
  'The outcomes are mutually exclusive: at most one can resolve to Yes. For example, a 50-basis-point hike resolves “Hike   25 bps” to Yes and “Hike 25 bps” to No.\n\nIf the scheduled FOMC meeting is canceled and does not occur on its scheduled date, “Fed maintains rate” resolves to Yes and all other outcomes resolve to No.';

const kalshi = (primary: string, secondary: string, own?: string) =>
  readTexts('kalshi', [
    { field: 'rules_primary', text: primary },
    { field: 'rules_secondary', text: secondary },
    ...(own === undefined ? [] : [{ field: 'yes_sub_title', text: own }]),
  ]).exceptions;

describe('a case that pays the outcome it names, and every other No', () => {
  test('the Fed maintaining its rate is paid Yes if the meeting is cancelled (Kalshi KXFEDDECISION-26OCT-H0)', () => {
    expect(
      kalshi(
        'If the Federal Reserve does a Hike of 0bps on October 28, 2026, then the market resolves to Yes.',
        FED_CANCELLED,
        'Fed maintains rate',
      ),
    ).toMatchObject({ status: 'KNOWN', value: { rule: 'void-yes' } });
  });

  test('every other outcome of the event is paid No (Kalshi KXFEDDECISION-26OCT-H25)', () => {
    expect(
      kalshi(
        'If the Federal Reserve does a Hike of 25bps on October 28, 2026, then the market resolves to Yes.',
        FED_CANCELLED,
        'Hike 25bps',
      ),
    ).toMatchObject({ status: 'KNOWN', value: { rule: 'void-no' } });
  });

  test('a Gamma speech not aired pays its "-No Qualifying Event-" bracket (Gamma 1707285)', () => {
    const terms = readTexts('polymarket', [
      { field: 'groupItemTitle', text: 'Steve / Witkoff' },
      {
        field: 'description',
        text: 'This market will resolve to "Yes" if Donald Trump says the listed term during the NRCC Dinner scheduled for March 25, 2026. Otherwise, the market will resolve to "No".\n\nIf this event is definitively cancelled, or otherwise is not aired by March 25, 2026, 11:59 PM ET, "-No Qualifying Event-" will resolve to "Yes" and all other brackets will resolve to "No". ',
      },
    ]);
    expect(terms.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-no' } });
  });

  test.each([
    ['Rates unchanged', 'void-yes'],
    ['Cut 50bps', 'void-no'],
  ])('another bank’s postponed meeting: the market named %s is %s', (own, rule) => {
    expect(
      kalshi(
        `If the Bank of England announces ${own} on May 6, 2027, then the market resolves to Yes.`,
        'If the Monetary Policy Committee meeting is postponed beyond its scheduled date, "Rates unchanged" resolves to Yes and all other outcomes resolve to No.',
        own,
      ),
    ).toMatchObject({ status: 'KNOWN', value: { rule } });
  });

  test('a market with no name of its own in the event leaves the case UNKNOWN', () => {
    expect(
      kalshi(
        'If the Bank of England cuts rates by 50bps on May 6, 2027, then the market resolves to Yes.',
        'If the Monetary Policy Committee meeting is postponed beyond its scheduled date, "Rates unchanged" resolves to Yes and all other outcomes resolve to No.',
      ),
    ).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/names no outcome of its own/),
    });
  });
});
