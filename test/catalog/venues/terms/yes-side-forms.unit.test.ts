// Which side pays (docs/decisions.md, "Settlement terms: sources as phrases, a committee's
// discretion, a player who never plays, the YES side"): a condition before "the market will
// resolve to "Yes"" without "then", never an exceptional case's; and a market that "will resolve to
// the next individual who …" answers its Will-question. Real wordings of the tuning corpus
// (test/fixtures/terms-corpus/tuning), each market named beside it.
import type { VenueText } from '../../../../src/domain/settlement-terms/term-inputs';
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question?: string) => {
  const texts: VenueText[] = [{ field: 'description', text: description }];
  if (question) texts.unshift({ field: 'question', text: question });
  return readTexts('polymarket', texts).yes;
};

describe('a condition before the payout, without "then"', () => {
  test('"If Ukraine has officially joined NATO … 11:59 PM ET this market will resolve to “Yes”." (Gamma 516189)', () => {
    const yes = gamma(
      'If Ukraine has officially joined NATO as a full member state at any point by June 30, 2025, 11:59 PM ET this market will resolve to “Yes”. Otherwise, this market will resolve to "No."',
    );
    expect(yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
    expect(yes.spans[0]!.text).toMatch(/^If Ukraine has officially joined NATO/);
  });

  test('"If the Golden State Warriors win by over 8.5 points, the market will resolve to “Yes”." (Gamma 239495)', () => {
    expect(
      gamma(
        'If the Golden State Warriors win by over 8.5 points, the market will resolve to “Yes”. If the Cleveland Cavaliers lose by less than 8.5 points or win, the market will resolve “No.” If the game is not completed by November 25, 2021, the market will resolve 50-50.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test('an exceptional case before the proposition does not say which side it pays (Gamma 578405)', () => {
    // The cancellation clause of the same market, alone: it pays No, but it is no proposition.
    expect(
      gamma(
        'If the 2025–26 Serie A season is canceled or not completed by October 1, 2026, this market will resolve to "No".',
      ).status,
    ).toBe('UNKNOWN');
    expect(
      gamma(
        'If the listed club is officially relegated by Serie A following the 2025–26 season, this market will resolve to "Yes". Otherwise, it will resolve to "No". If the 2025–26 Serie A season is canceled or not completed by October 1, 2026, this market will resolve to "No".',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });
});

describe('a market about whoever is chosen, asked of one', () => {
  test('"This market will resolve to the next individual who is officially appointed …" (Gamma 549868)', () => {
    expect(
      gamma(
        'This market will resolve to the next individual who is officially appointed and sworn in as Prime Minister of the Netherlands following the 2025 parliamentary election.\n\nIf no such Prime Minister is sworn in by December 31, 2026, 11:59 PM ET, this market will resolve to “Other”.',
        'Will Dilan Yeşilgöz-Zegerius become the next Prime Minister of the Netherlands?',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test('"… will resolve in favor of the driver who is officially credited …" (Gamma 786392)', () => {
    expect(
      gamma(
        'This market will resolve in favor of the driver who is officially credited with the fastest lap time in Practice 3 as published by the FIA.',
        'Will Nico Hulkenberg achieve the fastest lap in Practice 3 at the 2025 F1 Abu Dhabi Grand Prix?',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });
});
