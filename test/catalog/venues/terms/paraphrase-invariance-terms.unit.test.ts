// Wordings that keep a market's meaning read as the venue's own (docs/decisions.md, "Settlement
// terms: an invariance audit of the readers"): each rule the invariance audit
// (bench/terms/invariance.ts) led to, on a recorded tuning wording and on a paraphrase of it with
// another subject that no recording holds.
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
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
