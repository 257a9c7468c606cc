// Sentences that define what counts towards the proposition are no exceptional cases
// (docs/decisions.md, "Settlement terms: a station's day, its identifier, and sources by their
// site"). The texts are Kalshi KXTPUSAHEADLINER-26DEC31-TED and KXTRUMPMEET-26MAR-JHUA (the
// kalshi-polymarket-iran recording) and Polymarket 512644 (primape) of
// test/fixtures/terms-corpus/tuning, SOURCES.md there.
import { readTexts } from '../../../support/read-texts';

const HEADLINER_PRIMARY =
  "If Ted Nugent is the Headliner at Turning Point USA's 'All-American' Pro Football Championship Halftime Show before Dec 31, 2026, then the market resolves to Yes.";
const HEADLINER_SECONDARY =
  'To fulfill the Payout Criterion, the specified person must actually appear and carry out the specified role at the event. Being listed in the official lineup without actually performing does not qualify. Joint performances where the person shares the role with another performer do count. The performance qualifies even if delayed, shortened, or modified in format. Pre-recorded content does not qualify unless explicitly designated by organizers as fulfilling the role. Rumored or unofficial announcements, canceled appearances, and performances in different roles than specified do not satisfy the criterion.';
const MEETING_PRIMARY =
  'If Donald Trump and Jensen Huang meet (including phone calls) before Apr 1, 2026, then the market resolves to Yes.';
const MEETING_SECONDARY =
  'A meeting is defined as: an in-person encounter where both parties are physically present in the same location. <p>The following do NOT qualify as meetings: being present at the same event without direct interaction, exchanging written correspondence, meetings cancelled after being scheduled, or near-misses where parties were scheduled to meet but did not.</p>';
const TERM_LIMITS =
  'This market will resolve to "Yes" if Donald Trump signs any bill into law that aims to repeal or alter presidential term limits as defined by the 22nd Amendment to the U.S. Constitution by July 31, 2025, at 11:59 PM ET. Otherwise, this market will resolve to "No."\n\nAny law signed meeting these criteria will count, even if its implementation is immediately halted or delayed by judicial or other actions.';

describe('what counts, or does not, is no exceptional case', () => {
  test('"qualifies even if delayed" and "canceled appearances … do not satisfy the criterion"', () => {
    const reading = readTexts('kalshi', [
      { field: 'rules_primary', text: HEADLINER_PRIMARY },
      { field: 'rules_secondary', text: HEADLINER_SECONDARY },
    ]);
    expect(reading.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'none' } });
  });

  test('"The following do NOT qualify as meetings: … meetings cancelled after being scheduled"', () => {
    const reading = readTexts('kalshi', [
      { field: 'rules_primary', text: MEETING_PRIMARY },
      { field: 'rules_secondary', text: MEETING_SECONDARY },
    ]);
    expect(reading.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'none' } });
  });

  test('"will count, even if its implementation is … delayed"', () => {
    const reading = readTexts('polymarket', [{ field: 'description', text: TERM_LIMITS }]);
    expect(reading.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'none' } });
  });

  test('a sentence that also states a payout is still read as a clause', () => {
    const reading = readTexts('kalshi', [
      { field: 'rules_primary', text: MEETING_PRIMARY },
      {
        field: 'rules_secondary',
        text: 'Meetings cancelled after being scheduled do not count, and if the meeting is postponed the market resolves to the fair market price.',
      },
    ]);
    expect(reading.exceptions).toMatchObject({
      status: 'KNOWN',
      value: { rule: 'void-fair-price' },
    });
  });
});
