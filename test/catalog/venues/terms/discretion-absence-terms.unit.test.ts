// Exceptional cases (docs/decisions.md, "Settlement terms: sources as phrases, a committee's
// discretion, a player who never plays"): a player who "never enters the game" is absent as one
// who does not play, a postponement under "the same rules for market resolution" changes no case,
// and the committee that decides an ambiguous outcome names no case of its own. Real wordings of
// the tuning corpus (test/fixtures/terms-corpus/tuning), each market named beside it.
import { readTexts } from '../../../support/read-texts';

const polymarket = (text: string) =>
  readTexts('polymarket', [{ field: 'description', text }]).exceptions;

describe('a player who never plays', () => {
  test('"If a player is active but never enters the game, the market settles to the last fair market price" (Kalshi KXNHLGOAL)', () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If Connor Bedard records at least 2+ goals in the CHI Blackhawks vs COL Avalanche professional hockey game originally scheduled for Feb 28, 2026, then the market resolves to Yes.',
      },
      {
        field: 'rules_secondary',
        text: "The following market refers to a player in the CHI Blackhawks vs COL Avalanche professional hockey game originally scheduled for Feb 28, 2026. If a player is active but never enters the game, the market settles to the last fair market price before game start. Once a player enters the game, the market settles based on the player's goals recorded.",
      },
    ]);
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-fair-price' } });
  });
});

describe("a committee's discretion", () => {
  test('the Markets Integrity Committee deciding an ambiguous outcome is no case (Gamma 107964)', () => {
    expect(
      polymarket(
        "This is a market on whether the final sale price for Beeple’s “Ocean Front”, currently on auction on Nifty Gateway, will be above $25 million. This market will resolve to “Yes” if the final hammer price of the auction is greater than $25 million USD and the sale is confirmed as successful, and “No” otherwise”. The auction is being conducted by Christie's and is scheduled to end on March 22. In the event the auction is postponed, resolution of this market will be delayed accordingly. If the auction is canceled entirely, this market will resolve to “No”. In the event of ambiguity in terms of the market outcome, the market will be resolved in good faith at the sole discretion of the Markets Integrity Committee (MIC).\n",
      ),
    ).toMatchObject({ status: 'KNOWN', value: { rule: 'void-no' } });
  });

  test('a postponement under "the same rules for market resolution" is no case (Gamma 207861)', () => {
    expect(
      polymarket(
        'This market will resolve to “Yes” if the referee of the match stops and ends the fight at any time before the completion of the final round. This market will resolve to “No” otherwise. If, for any reason, this match is postponed and a new fight date is set for June 30, 2021, or earlier, the same rules for market resolution will apply for the rescheduled fight. If this match is rescheduled for any date after June 30, 2021 or canceled altogether, the market will resolve to 50-50. In the event of ambiguity in terms of the market outcome, this market will be resolved in good faith at the sole discretion of the Markets Integrity Committee (MIC).',
      ),
    ).toMatchObject({ status: 'KNOWN', value: { rule: 'void-50-50' } });
  });
});
