// Mentions (src/domain/settlement-terms/categories/mentions.ts) on a real Polymarket wording of
// the tuning corpus (test/fixtures/terms-corpus/tuning/polymarket/
// wom-strategy-gamma-markets-backtest-2026-02-08.json, market 1040366).
import { readTexts } from '../../../support/read-texts';

const RULES =
  'Donald Trump is scheduled to participate in events with the President of Ukraine on December 28 (THE PRESIDENT participates in a Bilateral Meeting with the President of Ukraine) see: https://www.forth.news/whpool/CWWT3nvLNbt4ieUzAuLJN.\n\nThis market will resolve to "Yes" if Donald Trump says the listed term during his appearance at events featuring the President of Ukraine on December 28, 2025 ET. Otherwise, the market will resolve to "No".\n\nPluralization/possessive of the listed term will count toward the resolution of this market.';
const QUESTION =
  'Will Donald Trump say "eighth war" or "eight wars" during Ukraine President events on December 28?';

describe('a word said at a dated appearance', () => {
  test("the term is the question's, the appearance with its date is the event", () => {
    const t = readTexts('polymarket', [
      { field: 'description', text: RULES },
      { field: 'question', text: QUESTION },
      { field: 'groupItemTitle', text: 'Eighth war / Eight wars' },
    ]);
    expect(t.category).toBe('mentions');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'whether Donald Trump says "eighth war" or "eight wars"' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'EVENT',
        event:
          'Donald Trump, appearance at events featuring the President of Ukraine, December 28, 2025 ET',
      },
    });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('without a question naming the term, the quantity is UNKNOWN', () => {
    const t = readTexts('polymarket', [{ field: 'description', text: RULES }]);
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});
