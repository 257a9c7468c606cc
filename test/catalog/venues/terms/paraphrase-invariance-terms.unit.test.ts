// Wordings that keep a market's meaning read as the venue's own (docs/decisions.md, "Settlement
// terms: an invariance audit of the readers"): each rule the invariance audit
// (bench/terms/invariance.ts) led to, on a recorded tuning wording and on a paraphrase of it with
// another subject that no recording holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readVenuePayloads } from '../../../../src/venues/read-venue-payloads';
import { readKalshiRules, readTexts } from '../../../support/read-texts';

const TERMS = ['quantity', 'source', 'window', 'boundary', 'exceptions', 'yes'] as const;
const SECONDARY = 'The following market refers to the game as scheduled by the league.';

/** Every term's status and value (spans left out: they point at each text's own characters). */
const values = (t: SettlementTerms) =>
  Object.fromEntries(
    TERMS.map((n) => {
      const term = t[n];
      return [n, term.status === 'KNOWN' ? term.value : term.status];
    }),
  );

const game = (primary: string, title: string, subtitle: string) =>
  readKalshiRules(primary, SECONDARY, title, subtitle);

describe('white space a venue may write or not', () => {
  // tuning/kalshi: KXNFLGAME-26OCT08TBDAL (categories/sports.ts keeps the wording as its example).
  const RECORDED =
    'If Tampa Bay wins the TB Buccaneers vs DAL Cowboys Pro Football game originally scheduled for Oct 8, 2026, then the market resolves to Yes.';
  const PARAPHRASE =
    'If Seattle wins the SEA Seahawks vs SF 49ers Pro Football game originally scheduled for Dec 13, 2026, then the market resolves to Yes.';

  test.each([
    ['the recorded wording', RECORDED, 'Tampa Bay vs Dallas Winner?', 'Tampa Bay'],
    ['another game', PARAPHRASE, 'Seattle vs San Francisco Winner?', 'Seattle'],
  ])(
    '%s reads the same with runs of spaces, a tab and a no-break space',
    (_n, text, title, sub) => {
      const plain = game(text, title, sub);
      expect(plain.quantity.status).toBe('KNOWN');
      const spaced = game(
        text.replace(/ /g, '  ').replace(' wins ', '\twins\u00a0'),
        title.replace(/ /g, '  '),
        sub,
      );
      expect(values(spaced)).toEqual(values(plain));
      // The spans are the venue's own characters, its spaces as it wrote them.
      const span = spaced.quantity.spans.find((s) => s.field === 'rules_primary');
      expect(span?.text).toContain('\twins\u00a0');
    },
  );
});

describe('"wins the" written as "is the winner of the" or "is declared the winner of the"', () => {
  const FORMS = ['is the winner of the', 'is declared the winner of the'];

  test.each([
    // tuning/kalshi: KXNFLGAME-26OCT08TBDAL.
    [
      'the recorded game',
      'If Tampa Bay wins the TB Buccaneers vs DAL Cowboys Pro Football game originally scheduled for Oct 8, 2026, then the market resolves to Yes.',
      'Tampa Bay vs Dallas Winner?',
      'Tampa Bay',
    ],
    [
      'another game',
      'If Seattle wins the SEA Seahawks vs SF 49ers Pro Football game originally scheduled for Dec 13, 2026, then the market resolves to Yes.',
      'Seattle vs San Francisco Winner?',
      'Seattle',
    ],
  ])('a game: %s', (_n, text, title, sub) => {
    const plain = game(text, title, sub);
    expect(plain.quantity.status).toBe('KNOWN');
    for (const form of FORMS)
      expect(values(game(text.replace('wins the', form), title, sub))).toEqual(values(plain));
  });

  const competition = (description: string, question: string) =>
    readTexts('polymarket', [
      { field: 'description', text: description },
      { field: 'question', text: question },
    ]);

  test.each([
    // The Gamma wording categories/sports.ts keeps as its example.
    [
      'the recorded competition',
      'This market will resolve to “Yes” if Arsenal wins the 2024-25 UEFA Champions League.',
      'Will Arsenal win the 2024-25 UEFA Champions League?',
    ],
    [
      'another club and season',
      'This market will resolve to “Yes” if Bayern Munich wins the 2027-28 UEFA Champions League.',
      'Will Bayern Munich win the 2027-28 UEFA Champions League?',
    ],
  ])('a competition: %s', (_n, text, question) => {
    const plain = competition(text, question);
    expect(plain.quantity.status).toBe('KNOWN');
    for (const form of FORMS)
      expect(values(competition(text.replace('wins the', form), question))).toEqual(values(plain));
  });

  test('"is the winner of" a clause no table reads stays unread', () => {
    // Only the literal's own phrase is another wording: a different proposition is not read.
    const t = game(
      'If Seattle is the winner of the most games in the NFC West in 2026, then the market resolves to Yes.',
      'Seattle most NFC West wins?',
      'Seattle',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});

describe('a period that ends no sentence ("Apr. 5th") ends no template', () => {
  // tuning/polymarket: nautilus-gamma-markets-esports-2026-04-05.json, 1878152 ("… initially
  // scheduled for April 5 at 11:00AM ET. This market will resolve to "FaZe" if FaZe win the match
  // against illwill.").
  const FILE = 'nautilus-gamma-markets-esports-2026-04-05.json';
  const recorded = (
    JSON.parse(
      readFileSync(
        join(__dirname, '../../../fixtures/terms-corpus/tuning/polymarket', FILE),
        'utf8',
      ),
    ) as Record<string, unknown>[]
  ).filter((m) => m.id === '1878152');
  const read = (markets: Record<string, unknown>[]) => {
    const sets = readVenuePayloads([
      { venue: 'polymarket', files: [{ file: FILE, text: JSON.stringify(markets) }] },
    ]);
    return termsOfPayloads(sets)[0]!;
  };

  test('the recorded match with its day written "Apr. 5th"', () => {
    expect(recorded).toHaveLength(1);
    const plain = read(recorded);
    expect(plain.window.status).toBe('KNOWN');
    const written = recorded.map((m) => ({
      ...m,
      description: String(m.description).replace('April 5 ', 'Apr. 5th '),
    }));
    expect(String(written[0]!.description)).toContain('Apr. 5th at 11:00AM ET.');
    expect(values(read(written))).toEqual(values(plain));
  });

  test('another match, its day written "Aug. 14th" and "August 14"', () => {
    const match = (day: string) =>
      readTexts(
        'polymarket',
        [
          {
            field: 'description',
            text: `This market refers to the Counter-Strike Quarterfinal 2 match between Team Vitality and MOUZ in the IEM Cologne Playoffs, initially scheduled for ${day} at 10:00AM ET. This market will resolve to "Team Vitality" if Team Vitality win the match against MOUZ. If the match is canceled, this market will resolve 50-50.`,
          },
          { field: 'question', text: 'Counter-Strike: Team Vitality vs MOUZ (BO3)' },
          { field: 'endDate', text: '2026-08-21T14:00:00Z' },
        ],
        { outcomes: ['Team Vitality', 'MOUZ'] },
      );
    const plain = match('August 14');
    expect(plain.window).toMatchObject({ status: 'KNOWN' });
    expect(values(match('Aug. 14th'))).toEqual(values(plain));
  });
});

describe('a half dollar written with or without its trailing zero', () => {
  // tuning/kalshi: kalshi-cockpit-events-sports-2026-08.json, KXNFLGAME-26SEP14DENKC-KC's
  // rules_secondary.
  const TIE = 'If the game ends in a tie, the market will resolve to $0.50 for each team.';
  const ruleOf = (primary: string, secondary: string, title: string, sub: string) => {
    const t = readKalshiRules(primary, secondary, title, sub);
    return t.exceptions.status === 'KNOWN' ? t.exceptions.value.rule : t.exceptions.reason;
  };

  test.each([
    [
      'the recorded clause',
      'If Kansas City wins the Denver vs Kansas City professional football game originally scheduled for Sep 14, 2026, then the market resolves to Yes.',
      TIE,
      'Denver vs Kansas City Winner?',
      'Kansas City',
    ],
    [
      'another game and clause',
      'If Buffalo wins the Miami vs Buffalo professional football game originally scheduled for Nov 22, 2026, then the market resolves to Yes.',
      'If the match is declared a tie, this market will resolve to $0.50 for each team.',
      'Miami vs Buffalo Winner?',
      'Buffalo',
    ],
  ])('%s', (_n, primary, secondary, title, sub) => {
    const written = ruleOf(primary, secondary, title, sub);
    expect(written).toMatch(/tie-50-50/);
    expect(ruleOf(primary, secondary.replace('$0.50', '$0.5'), title, sub)).toBe(written);
  });

  test('another amount is no half', () => {
    const t = readKalshiRules(
      'If Buffalo wins the Miami vs Buffalo professional football game originally scheduled for Nov 22, 2026, then the market resolves to Yes.',
      'If the game ends in a tie, the market will resolve to $0.55 for each team.',
      'Miami vs Buffalo Winner?',
      'Buffalo',
    );
    expect(t.exceptions.status).toBe('UNKNOWN');
  });
});

describe('"before" written as "prior to"', () => {
  const SECONDARY_PRICE =
    "Not all cryptocurrency price data is the same. While checking a source like Google or Coinbase may help guide your decision, the price used to determine this market is based on CF Benchmarks' corresponding Real Time Index (RTI). At the last minute before expiration, 60 RTI prices are collected. The official and final value is the average of these prices.";

  test.each([
    // tuning/kalshi: KXBTCD-26JUL2502-T74299.99.
    [
      'the recorded price',
      "If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 2 AM EDT is above 74299.99 at 2 AM EDT on Jul 25, 2026, then the market resolves to Yes.",
      'Bitcoin price on Jul 25, 2026?',
      '$74,300 or above',
    ],
    [
      'another hour, day and strike',
      "If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 5 PM EST is above 101249.99 at 5 PM EST on Dec 3, 2027, then the market resolves to Yes.",
      'Bitcoin price on Dec 3, 2027?',
      '$101,250 or above',
    ],
  ])('%s', (_n, text, title, sub) => {
    const plain = readKalshiRules(text, SECONDARY_PRICE, title, sub);
    expect(plain.quantity.status).toBe('KNOWN');
    expect(plain.boundary.status).toBe('KNOWN');
    const prior = readKalshiRules(
      text.replace(' before ', ' prior to '),
      SECONDARY_PRICE,
      title,
      sub,
    );
    expect(values(prior)).toEqual(values(plain));
  });

  test('"on or prior to" is "on or before", not "before"', () => {
    const text =
      'This market will resolve to "Yes" if the Bank of Canada announces a cut to its policy rate on or before March 31, 2027. Otherwise, this market will resolve to "No".';
    const read = (t: string) =>
      readTexts('polymarket', [
        { field: 'description', text: t },
        { field: 'question', text: 'Bank of Canada cut by March 31, 2027?' },
      ]);
    expect(values(read(text.replace('on or before', 'on or prior to')))).toEqual(
      values(read(text)),
    );
  });
});
