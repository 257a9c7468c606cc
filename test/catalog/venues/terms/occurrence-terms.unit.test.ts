// Propositions with a deadline (src/domain/settlement-terms/categories/occurrences.ts): real
// wordings of the tuning corpus (test/fixtures/terms-corpus/tuning: a Gamma market of
// google-adk-gamma-events-2025-06-16.json, Kalshi markets of iran-dataset-events-2026-03-01.json),
// read from the market's opening to the deadline, and left UNKNOWN where the deadline is no date,
// states no zone, or the venue states no opening.
import { readTexts } from '../../../support/read-texts';

const SOLANA_ETF =
  'This market will resolve to "Yes" if any spot Solana ETF receives approval from the SEC by July 31, 2025, 11:59 PM ET. Otherwise, this market will resolve to "No".';

describe('propositions by a deadline', () => {
  test('"by July 31, 2025, 11:59 PM ET": from the opening through the stated minute', () => {
    const t = readTexts('polymarket', [{ field: 'description', text: SOLANA_ETF }], {
      facts: { openTime: '2024-11-21T20:53:58.016Z' },
    });
    expect(t.category).toBe('occurrence');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'RESULT',
        subject: 'whether any spot solana etf receives approval from the sec',
      },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2024-11-21T20:53:58.016Z',
        end: '2025-08-01T04:00:00.000Z',
        zone: 'America/New_York',
      },
    });
    expect(t.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: 'an occurrence: the proposition happening is the condition, no threshold',
    });
  });

  test("without the venue's opening time the window is UNKNOWN, with the reason", () => {
    const t = readTexts('polymarket', [{ field: 'description', text: SOLANA_ETF }]);
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the venue states no opening time for the window to start at',
    });
  });

  test('"before Jan 1, 2027" with no zone: the proposition is read, the window is not', () => {
    const t = readTexts(
      'kalshi',
      [
        {
          field: 'rules_primary',
          text: 'If Donald Trump and Jerome Powell meet in person after Issuance and before Jan 1, 2027, then the market resolves to Yes.',
        },
      ],
      { facts: { openTime: '2025-12-23T15:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether donald trump and jerome powell meet in person' },
    });
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason:
        'the deadline "Jan 1, 2027" states no time zone, and the venue\'s close is not at it in New York time',
    });
  });

  test('"by" followed by no date is no deadline: nothing is read as an occurrence', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: 'This market will resolve to "Yes" if Rihanna officially releases a new album before Grand Theft Auto VI is officially released in the US. Otherwise, this market will resolve to "No".',
        },
      ],
      { facts: { openTime: '2025-05-02T15:48:10.582Z' } },
    );
    expect(t.category).toBeNull();
    expect(t.quantity.status).toBe('UNKNOWN');
  });

  test('a proposition comparing a number is no occurrence this table reads', () => {
    const t = readTexts(
      'kalshi',
      [
        {
          field: 'rules_primary',
          text: 'If the U.S. State Department issues a level 3 or lower travel advisory for Yemen before Jan 1, 2027 ET, then the market resolves to Yes.',
        },
      ],
      { facts: { openTime: '2026-01-06T15:00:00Z' } },
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});

describe('Up or Down', () => {
  // A Gamma market of wom-strategy-gamma-markets-backtest-2026-02-08.json (tuning corpus).
  const description =
    'This market will resolve to "Up" if the XRP price at the end of the time range specified in the title is greater than or equal to the price at the beginning of that range. Otherwise, it will resolve to "Down".';
  const question = 'XRP Up or Down - January 14, 11:45AM-12:00PM ET';

  test("the change over the title's range, ending at the venue's endDate, at or above 0; Up is YES", () => {
    const t = readTexts(
      'polymarket',
      [
        { field: 'question', text: question },
        { field: 'description', text: description },
      ],
      { outcomes: ['Up', 'Down'], facts: { endDate: '2026-01-14T17:00:00Z' } },
    );
    expect(t.category).toBe('asset-up-down');
    expect(t.entities).toEqual(['asset:XRP']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-01-14T16:45:00.000Z',
        end: '2026-01-14T17:00:00.000Z',
      },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '0', unit: 'USD' },
    });
    expect(t.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test("a range that does not end at the venue's end leaves the window UNKNOWN", () => {
    const t = readTexts(
      'polymarket',
      [
        { field: 'question', text: question },
        { field: 'description', text: description },
      ],
      { outcomes: ['Up', 'Down'], facts: { endDate: '2026-01-14T18:00:00Z' } },
    );
    expect(t.window.status).toBe('UNKNOWN');
  });
});

describe('awards', () => {
  test('a person wins a named award of a season: its winner, the person as the entity', () => {
    // A Kalshi market of kalshi-cockpit-events-sports-2026-08.json (tuning corpus).
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If Ashton Jeanty wins the Pro Football AP Regular Season MVP in the 2026-27 season, then the market resolves to Yes.',
      },
    ]);
    expect(t.category).toBe('award');
    expect(t.entities).toEqual(['person:ashton-jeanty']);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'person:ashton-jeanty' },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
  });

  test('"wins the" a name without an award\'s words or its season is no award', () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If Ashton Jeanty wins the Pro Football AP Regular Season MVP, then the market resolves to Yes.',
      },
    ]);
    expect(t.category).not.toBe('award');
  });
});
