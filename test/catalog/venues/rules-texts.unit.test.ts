// The rules-text reader (src/domain/settlement-terms/rules-text.ts) on real venue texts:
// Polymarket's standard sports clauses and a Kalshi rescheduling rule, as recorded (market
// `description` of Gamma, `rules_secondary` of Kalshi) in public projects' fixtures and notes, read
// 2026-11-24. A postponement that only keeps the market open is not an exceptional settlement; the
// cancellation beside it is.
import { readRulesText, voidRuleKey } from '../../../src/domain/settlement-terms/rules-text';

const POSTPONED =
  'If the game is postponed, this market will remain open until the game has been completed.';

const REAL_TEXTS: readonly { text: string; expected: string }[] = [
  { text: POSTPONED, expected: 'none' },
  {
    text: `${POSTPONED} If the game is canceled entirely, with no make-up game, this market will resolve 50-50.`,
    expected: 'void-50-50',
  },
  {
    text: `If Detroit wins, the market will resolve to Lions. If Buffalo wins, the market will resolve to Bills. ${POSTPONED} If the game is canceled entirely, this market will resolve 50-50.`,
    expected: 'void-50-50',
  },
  {
    text: `${POSTPONED} If the game is canceled entirely, with no make-up game, this market will resolve No. This market refers only to the outcome within the first 90 minutes of regular play plus stoppage time.`,
    expected: 'void-no',
  },
  {
    text: `If Panthers wins, this market resolves to Panthers. ${POSTPONED} If the game is canceled entirely or ends in a tie, this market resolves 50-50.`,
    expected: 'void-50-50',
  },
  {
    text: `In the upcoming NBA game, scheduled for February 5 at 10:00PM ET:\nIf the Warriors win, the market will resolve to "Warriors".\nIf the Suns win, the market will resolve to "Suns".\n${POSTPONED}\nIf the game is canceled entirely, with no make-up game, this market will resolve 50-50.\nThe result will be determined based on the final score including any overtime periods.`,
    expected: 'void-50-50',
  },
  {
    text: 'If the game is cancelled or rescheduled to over two days away, the market will resolve to a fair price in accordance with the rules.',
    expected: 'ambiguous',
  },
];

describe('rules texts of real markets', () => {
  test.each(REAL_TEXTS)('$expected: $text', ({ text, expected }) => {
    expect(voidRuleKey(readRulesText(text))).toBe(expected);
  });

  test('a delay that also states a payout, or names another exceptional case, is not a delay only', () => {
    expect(
      voidRuleKey(
        readRulesText(
          'If the game is postponed and not completed by Dec 31, this market will resolve 50-50.',
        ),
      ),
    ).toBe('void-50-50');
    expect(
      readRulesText(
        'If the game is postponed or cancelled, this market will remain open until the league decides.',
      ).kind,
    ).toBe('AMBIGUOUS');
  });
});
