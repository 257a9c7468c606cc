// Wordings that keep a market's meaning read as the venue's own (docs/decisions.md, "Settlement
// terms: an invariance audit of the readers"): each rule the invariance audit
// (bench/terms/invariance.ts) led to, on a recorded tuning wording and on a paraphrase of it with
// another subject that no recording holds.
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readKalshiRules } from '../../../support/read-texts';

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
