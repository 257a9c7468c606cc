// Two mends the metamorphic audit's new edits called for (docs/decisions.md, "Settlement terms: a
// second number in the title, the event's subject and hedged background"). A condition stated by
// the other outcome and negated ("… resolves to No if … is not between 88-89°") is the
// complement of the proposition a table reads, so the side it pays is left unread, as it is for a
// negated condition that pays Yes. A publisher cited for a hedge ("According to Reuters, the
// decision could be delayed") names no source: a modal of possibility states no condition. The
// tuning cases are Kalshi KXHIGHNY-26JUL12-B88.5
// (test/fixtures/terms-corpus/tuning/kalshi/weather-project-markets-kxhighny-open-2026-07-11.json)
// and Gamma 507869 (tuning/polymarket/google-adk-gamma-events-2025-06-16.json) edited as the
// audit edits them; the paraphrases are a council's vote found in no fixture.
import { readTexts } from '../../../support/read-texts';
import { CLIPPERS, COUNCIL, sourceOfDescription } from '../../../support/publisher-role-texts';

const yesOf = (venue: 'kalshi' | 'polymarket', field: string, text: string) => {
  const t = readTexts(venue, [{ field, text }]).yes;
  return t.status === 'KNOWN' ? t.value : `UNKNOWN: ${t.reason}`;
};

describe('a negated condition stated by the other outcome', () => {
  test.each([
    [
      'tuning: Kalshi, "is not between …, then the market resolves to No"',
      'kalshi',
      'rules_primary',
      "If the highest temperature recorded in Central Park, New York for July 12, 2026 as reported by the National Weather Service's Climatological Report (Daily), is not between 88-89°, then the market resolves to No.",
      'not',
    ],
    [
      'paraphrase: Polymarket, "resolve to "No" if … does not approve …; otherwise "Yes""',
      'polymarket',
      'description',
      'This market will resolve to "No" if the Lisbon city council does not approve its 2028 budget by March 31, 2028, 11:59 PM ET. Otherwise, this market will resolve to "Yes".',
      'not',
    ],
    [
      'paraphrase: a contracted negation, "doesn\'t"',
      'polymarket',
      'description',
      'This market will resolve to "No" if the Lisbon city council doesn\'t approve its 2028 budget by March 31, 2028. Otherwise, this market will resolve to "Yes".',
      "n't",
    ],
  ])('%s: the side is UNKNOWN', (_name, venue, field, text, word) => {
    expect(yesOf(venue as 'kalshi' | 'polymarket', field, text)).toBe(
      `UNKNOWN: the condition that pays No is negated ("${word}"): the side a negated proposition pays is not read`,
    );
  });

  test.each([
    [
      'a plain condition that pays No is read as No',
      'kalshi',
      'rules_primary',
      'If the Lisbon city council approves its 2028 budget by March 31, 2028, then the market resolves to No.',
      'NO',
    ],
    [
      'the other side\'s words end the condition ("and "Yes" if it does not")',
      'polymarket',
      'description',
      'This market will resolve to "No" if the Lisbon city council approves its 2028 budget by March 31, 2028, and "Yes" if it does not.',
      'NO',
    ],
    [
      'the tuning condition as recorded still pays Yes',
      'kalshi',
      'rules_primary',
      "If the highest temperature recorded in Central Park, New York for July 12, 2026 as reported by the National Weather Service's Climatological Report (Daily), is between 88-89°, then the market resolves to Yes.",
      'YES',
    ],
  ])('negative: %s', (_name, venue, field, text, side) => {
    expect(yesOf(venue as 'kalshi' | 'polymarket', field, text)).toBe(side);
  });
});

const VOTE =
  'This market will resolve to "Yes" if the Lisbon city council approves its 2028 budget by March 31, 2028.';

const source = sourceOfDescription;

describe('a publisher cited for a hedge names no source', () => {
  test.each([
    [
      'tuning: "could be delayed" and "may also publish"',
      `${CLIPPERS}\nAccording to Reuters (https://www.reuters.com), the decision could be delayed, and Reuters may also publish its own estimate.`,
      'NBA',
    ],
    [
      'paraphrase: "might be postponed", as reported by another publisher',
      `${COUNCIL} As reported by Bloomberg (https://www.bloomberg.com), the vote might be postponed again.`,
      'lisboa.pt',
    ],
  ])('%s', (_name, text, value) => {
    expect(source(text)).toBe(value);
  });

  test.each([
    [
      'a publisher that "may also be used" is a source',
      `${VOTE} Information from Reuters (https://www.reuters.com) may also be used.`,
      'reuters.com',
    ],
    [
      'a publisher whose reporting "may suffice" is a source',
      `${VOTE} Reporting published by Reuters (https://www.reuters.com) may suffice.`,
      'reuters.com',
    ],
  ])('negative: %s', (_name, text, value) => {
    expect(source(text)).toBe(value);
  });

  test('negative: the only publisher named is cited for a hedge: UNKNOWN', () => {
    expect(
      source(
        `${VOTE} According to Reuters (https://www.reuters.com), the vote could be delayed until April.`,
      ),
    ).toMatch(/^UNKNOWN: /);
  });
});
