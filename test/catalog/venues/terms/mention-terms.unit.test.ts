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

// Kalshi's mentions name the term and the appearance in one condition (test/fixtures/terms-corpus/
// tuning/kalshi/iran-dataset-events-2026-03-01.json, KXSECPRESSMENTION-26DEC31-SAN); the term is
// read where it is the market's own name (yes_sub_title).
describe('a word said at an appearance the condition names', () => {
  const kalshi = (rules: string, title: string, subtitle: string) =>
    readTexts('kalshi', [
      { field: 'rules_primary', text: rules },
      { field: 'title', text: title },
      { field: 'yes_sub_title', text: subtitle },
    ]);

  test('the recorded wording: the term is the subtitle, the appearance the event', () => {
    const t = kalshi(
      'If the White House Press Secretary says Sanction at the next Press Briefing by the White House Press Secretary (does not include gaggles), then the market resolves to Yes.',
      'Will the White House Press Secretary say Sanction at her next press briefing?',
      'Sanction',
    );
    expect(t.category).toBe('mentions');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'whether the White House Press Secretary says Sanction' },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('another speaker, term and appearance, said "during" it', () => {
    const t = kalshi(
      'If Gavin Newsom says Wildfire during his State of the State address on January 8, 2027, then the market resolves to Yes.',
      'Will Gavin Newsom say Wildfire during the State of the State?',
      'Wildfire',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether Gavin Newsom says Wildfire' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'EVENT',
        event: 'Gavin Newsom, his State of the State address on January 8, 2027',
      },
    });
  });

  test('a term the rules quote is the subtitle without its quotes', () => {
    const t = kalshi(
      'If the Governor of Texas says "Border" at the next press conference on the budget, then the market resolves to Yes.',
      'Will the Governor of Texas say Border at the next press conference?',
      'Border',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether the Governor of Texas says "Border"' },
    });
  });

  test('a term with "at" in it that is not the subtitle is not cut short: UNKNOWN', () => {
    const t = kalshi(
      'If the Mayor says Look at Me at the next town hall, then the market resolves to Yes.',
      'Will the Mayor say Look at Me at the next town hall?',
      'Look at Me',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
    expect(t.boundary).not.toMatchObject({ statedNone: true });
  });
});
