// A publisher the rules name in a role that is not the source's (docs/decisions.md, "Settlement
// terms: a publisher named in another role, and the audit's edits that name one"): the source of
// the event's other markets ("Other markets of this event resolve according to …") and a
// publisher cited for the story around the market ("According to earlier reporting by …, the
// talks have stalled") name no source of this market, nor does one the rules rule out ("Data from
// Reuters (…) is not included", "… not including data from Reuters"), nor a page named for
// information only ("Live updates, as shown on …, are for information only"). The rules of tuning Gamma 507869
// (test/fixtures/terms-corpus/tuning/polymarket/google-adk-gamma-events-2025-06-16.json) with one
// sentence added, as the metamorphic audit adds it, a council's vote found in no fixture, and the
// negative cases: a sentence that states the source for this market, or a condition, keeps it.
import { CLIPPERS, COUNCIL, sourceOfDescription } from '../../../support/publisher-role-texts';

const source = sourceOfDescription;

describe('a publisher named in a role that is not the source', () => {
  test.each([
    [
      'tuning: the source of the other markets of the event',
      `${CLIPPERS}\nOther markets of this event resolve according to Reuters (https://www.reuters.com).`,
      'NBA',
    ],
    [
      'tuning: reporting cited for the story',
      `${CLIPPERS}\nAccording to earlier reporting by Reuters (https://www.reuters.com), the matter has drawn wide attention.`,
      'NBA',
    ],
    [
      "paraphrase: the remaining markets' source, and background reported by another publisher",
      `${COUNCIL} The remaining markets in this event are settled based on data from Bloomberg (https://www.bloomberg.com). The mayor has twice delayed the vote, as reported by Reuters (https://www.reuters.com).`,
      'lisboa.pt',
    ],
  ])('%s', (_name, text, value) => {
    expect(source(text)).toBe(value);
  });

  test.each([
    [
      'a sentence about this market and the others keeps its source',
      'This market will resolve to "Yes" if the Lisbon city council approves its 2028 budget by March 31, 2028. This market, like the other markets of this event, will resolve according to Reuters (https://www.reuters.com).',
      'reuters.com',
    ],
    [
      'a cited publisher with a condition is a source',
      'This market will resolve to "Yes" if the Lisbon city council approves its 2028 budget by March 31, 2028. According to Reuters (https://www.reuters.com), only a recorded vote will count.',
      'reuters.com',
    ],
  ])('negative: %s', (_name, text, value) => {
    expect(source(text)).toBe(value);
  });

  test('negative: the only source named is that of the other markets: UNKNOWN', () => {
    const read = source(
      'This market will resolve to "Yes" if the Lisbon city council approves its 2028 budget by March 31, 2028. Other markets of this event resolve according to Reuters (https://www.reuters.com).',
    );
    expect(read).toMatch(/^UNKNOWN: /);
  });
});

describe('a publisher the rules rule out', () => {
  test.each([
    [
      'tuning: "is not included" and "do not count" after a name and its address',
      `${CLIPPERS}\nData from Reuters (https://www.reuters.com) is not included, and reports published by Reuters do not count.`,
      'NBA',
    ],
    [
      'tuning: "not including" before a name',
      `${CLIPPERS}\nThis market resolves as stated above, not including data from Reuters (https://www.reuters.com).`,
      'NBA',
    ],
    [
      'paraphrase: "regardless of" and "are excluded"',
      `${COUNCIL} Only the council's own minutes count, regardless of reports from Bloomberg (https://www.bloomberg.com). Figures published by Reuters (https://www.reuters.com) are excluded.`,
      'lisboa.pt',
    ],
  ])('%s', (_name, text, value) => {
    expect(source(text)).toBe(value);
  });

  test('negative: a source named after the ruled-out clause, past its comma, is kept', () => {
    expect(
      source(
        'This market will resolve to "Yes" if the Lisbon city council approves its 2028 budget by March 31, 2028. Regardless of reports from Bloomberg (https://www.bloomberg.com), this market will resolve according to Reuters (https://www.reuters.com).',
      ),
    ).toBe('reuters.com');
  });

  test('negative: the only publisher named is ruled out: UNKNOWN', () => {
    expect(
      source(
        'This market will resolve to "Yes" if the Lisbon city council approves its 2028 budget by March 31, 2028. Data from Reuters (https://www.reuters.com) is not included.',
      ),
    ).toMatch(/^UNKNOWN: /);
  });
});

describe('a page named for information only', () => {
  test.each([
    [
      'tuning: live updates shown on another publisher',
      `${CLIPPERS}\nLive updates, as shown for example on Reuters (https://www.reuters.com/live), are for information only.`,
      'NBA',
    ],
    [
      'paraphrase: a broadcaster for informational purposes',
      `${COUNCIL} The session is streamed by RTP (https://www.rtp.pt/play), as published for informational purposes.`,
      'lisboa.pt',
    ],
  ])('%s', (_name, text, value) => {
    expect(source(text)).toBe(value);
  });

  test('negative: the only page named is for information only: UNKNOWN', () => {
    expect(
      source(
        'This market will resolve to "Yes" if the Lisbon city council approves its 2028 budget by March 31, 2028. Live updates, as shown on Reuters (https://www.reuters.com/live), are for information only.',
      ),
    ).toMatch(/^UNKNOWN: /);
  });
});
