// Terms stated as none (src/domain/settlement-terms/settlement-terms.ts, `statedNone`) and the
// non-sports tables that read them, on real wordings of the tuning corpus
// (test/fixtures/terms-corpus/tuning): an occurrence's threshold, Kalshi's next holder of an
// office "after Issuance" (value-lab-events-2026-07.json), a period between two dates and a
// consensus of credible reporting (Gamma markets of google-adk-gamma-events-2025-06-16.json and
// ghost-alpha-gamma-markets-2026-01-14.json), the Fed's target rate (equinox-markets-kxfed-2026-10-06.json).
import {
  catalogTerms,
  recordTerms,
  SettlementTermsSchema,
} from '../../../../src/catalog/catalog-terms';
import { shapeCheck } from '../../../../src/catalog/shape-check';
import { isRead } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readTexts } from '../../../support/read-texts';

const SOLANA_ETF =
  'This market will resolve to "Yes" if any spot Solana ETF receives approval from the SEC by July 31, 2025, 11:59 PM ET. Otherwise, this market will resolve to "No".';

describe('terms stated as none', () => {
  test("an occurrence's boundary is stated as none: read, with no value", () => {
    const t = readTexts('polymarket', [{ field: 'description', text: SOLANA_ETF }], {
      facts: { openTime: '2024-11-21T20:53:58.016Z' },
    });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    expect(isRead(t.boundary)).toBe(true);
    // A term not read is not stated as none.
    expect(t.source).toMatchObject({ status: 'UNKNOWN' });
    expect(t.source).not.toHaveProperty('statedNone');
    expect(isRead(t.source)).toBe(false);
  });

  test('"The resolution source … will be a consensus of credible reporting" names no source', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: `${SOLANA_ETF}\n\nThe resolution source for this market will be a consensus of credible reporting.`,
        },
      ],
      { facts: { openTime: '2024-11-21T20:53:58.016Z' } },
    );
    expect(t.source).toMatchObject({
      status: 'UNKNOWN',
      statedNone: true,
      reason: 'the rules name no source: a consensus of credible reporting settles it',
    });
    expect(t.source.spans[0]!.text).toBe(
      'The resolution source for this market will be a consensus of credible reporting.',
    );
  });

  test('a named source beside the consensus is the source', () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'This market will resolve to "Yes" if Amazon announces that it has acquired any amount of Bitcoin between December 30, 2024, and June 30, 2025, 11:59 PM ET. The primary resolution source for this market will be information from the SEC, however a consensus of credible reporting may also be used.',
      },
    ]);
    expect(t.source.status).toBe('KNOWN');
  });

  test('the catalog keeps a term stated as none, and reads it back', () => {
    const t = readTexts('polymarket', [{ field: 'description', text: SOLANA_ETF }], {
      facts: { openTime: '2024-11-21T20:53:58.016Z' },
    });
    const stored = JSON.parse(JSON.stringify(catalogTerms(t)));
    expect(stored.boundary).toMatchObject({ status: 'UNKNOWN', stated_none: true });
    expect(stored.boundary).not.toHaveProperty('statedNone');
    const checked = shapeCheck(SettlementTermsSchema)(stored);
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    const back = recordTerms(checked.value);
    expect(back.boundary).toEqual(t.boundary);
    expect(back.source).toEqual(t.source);
  });
});

describe('the next holder of an office, "after Issuance"', () => {
  const NATO =
    'If Klaus Iohannis formally holds the position of Secretary General of NATO, and is the first such subject to do so after Issuance, then the market resolves to Yes.';

  test('the office and the person; no date and no threshold, both stated as none', () => {
    const t = readTexts('kalshi', [{ field: 'rules_primary', text: NATO }], {
      facts: {
        openTime: '2026-06-29T19:47:00Z',
        settlementSources: [
          { name: 'North Atlantic Treaty Organization', url: 'https://www.nato.int/' },
        ],
      },
    });
    expect(t.category).toBe('office-holder');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'RESULT',
        subject: 'next holder of the position of Secretary General of NATO',
      },
    });
    expect(t.entities).toEqual(['office:secretary-general-of-nato', 'person:klaus-iohannis']);
    expect(t.window).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'NATO' });
  });
});

describe('an occurrence between two dates', () => {
  test('"between December 29, 2024, and December 31, 2025, 11:59 PM ET": both ends kept', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: 'This market will resolve to "Yes" if Britney Spears announces a new tour between December 29, 2024, and December 31, 2025, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        },
      ],
      { facts: { endDate: '2025-12-31T12:00:00Z' } },
    );
    expect(t.category).toBe('occurrence');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether britney spears announces a new tour' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2024-12-29T05:00:00.000Z',
        end: '2026-01-01T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
  });

  test("a start without its year is in the end's year", () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'If Supreme Leader of North Korea Kim Jong Un visits the United States between January 1 and December 31, 2025, 11:59 PM ET, this market will resolve to "Yes". Otherwise, this market will resolve to "No".',
      },
    ]);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2025-01-01T05:00:00.000Z', end: '2026-01-01T05:00:00.000Z' },
    });
  });

  test('an end without its zone leaves the window UNKNOWN', () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'This market will resolve to "Yes" if a nuclear weapon is detonated anywhere in the world between Dec 1, 2024 and June 30, 2025. Otherwise, this market will resolve to "No".',
      },
    ]);
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the period states no one time zone',
    });
  });
});

describe("the Fed's target rate", () => {
  test("is the Federal Reserve's: the body the rules name, not a data series they do not", () => {
    const t = readTexts(
      'kalshi',
      [
        {
          field: 'rules_primary',
          text: "If the upper bound of the target federal funds rate published on the Federal Reserve's official website is greater than 6.00% following the Federal Reserve's Apr 28, 2027 meeting, then the market resolves to Yes.",
        },
      ],
      { facts: { strikeType: 'greater', floorStrike: '6', closeTime: '2027-04-28T17:55:00Z' } },
    );
    expect(t.category).toBe('target-rate');
    expect(t.entities).toEqual(['office:federal-reserve']);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '6' },
    });
  });
});
