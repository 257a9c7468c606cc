// Outcomes of one competition edition and one subject related across venues (docs/decisions.md,
// "Settlement terms: outcomes of one competition related"; src/domain/matching/outcome-relations.ts):
// a league's winner finishes in its top N, a top N lies within a wider top M, the winner is never
// relegated. Each relation with a tuning wording on one side (test/fixtures/terms-corpus/tuning/
// polymarket: openclaw-gamma-markets-2026-03-25.json 582316, Marseille's top 4 of Ligue 1;
// wom-strategy-gamma-markets-backtest-2026-02-08.json 566746, Angers crowned the winner of Ligue 1,
// and 578405, Genoa relegated from Serie A) and a paraphrase found in no fixture on the other; then
// the negatives: another edition, subject or competition, a window that differs, a NO side, and a
// top N against a relegation, which the league's unstated places leave unrelated.
import { compareTerms } from '../../../../src/domain/matching/compare-terms';
import {
  competitionOutcome,
  relateOutcomes,
} from '../../../../src/domain/matching/outcome-relations';
import {
  known,
  type SettlementTerms,
} from '../../../../src/domain/settlement-terms/settlement-terms';
import { readTexts } from '../../../support/read-texts';

const gamma = (question: string, description: string, own: string) =>
  readTexts('polymarket', [
    { field: 'question', text: question },
    { field: 'groupItemTitle', text: own },
    { field: 'description', text: description },
  ]);

const kalshi = (title: string, rules: string, outcomes?: [string, string]) =>
  readTexts(
    'kalshi',
    [
      { field: 'title', text: title },
      { field: 'rules_primary', text: rules },
    ],
    outcomes ? { outcomes } : {},
  );

/** Tuning 582316, with another club where a test says so. */
const gammaTop4 = (club = 'Marseille', season = '2025–26') =>
  gamma(
    `Will ${club} finish in the top 4 of the Ligue 1 ${season} standings?`,
    `This is a polymarket to predict which clubs finish in the top 4 of the Ligue 1 standings for the ${season} season.\n\nIf the listed club officially finishes in the top 4 of the Ligue 1 standings at the end of the season, the market will resolve to "Yes." Otherwise, it will resolve to "No."\n\nIf two or more clubs are tied on points for a top 4 position, resolution will follow the official Ligue 1 tiebreaking procedures.\n\nIf the ${season} Ligue 1 season is canceled or not completed before October 1, 2026, this market will resolve to "No."\n\nThe primary resolution source will be official information from Ligue 1. A consensus of credible reporting may also be used.`,
    club,
  );

/** Tuning 566746: the winner of the 2025–26 French Ligue 1, "Other" if the season is void. */
const gammaWins = (club: string) =>
  gamma(
    `Will ${club} win the 2025–26 French Ligue 1?`,
    `This is a polymarket on whether the listed club will win the 2025–26 French Ligue 1.\n\nThis market will resolve to "Yes" if the listed club is officially crowned the winner of the 2025–26 French Ligue 1. Otherwise, it will resolve to "No".\n\nIf at any point it becomes impossible for the listed club to win the league (e.g. they are mathematically eliminated), the market will resolve to "No".\n\nIf the 2025–26 French Ligue 1 season is canceled or not completed by October 1, 2026, this market will resolve to "Other".\n\nThe primary resolution source will be official information from French Ligue 1. A consensus of credible reporting may also be used.`,
    club,
  );

/** Tuning 578405. */
const gammaRelegated = (club = 'Genoa') =>
  gamma(
    `Will ${club} be relegated from Serie A after the 2025-26 season?`,
    `This is a polymarket to predict which clubs are relegated from Serie A after the 2025–26 season.\n\nIf the listed club is officially relegated by Serie A following the 2025–26 season, this market will resolve to "Yes". Otherwise, it will resolve to "No".\n\nIf the 2025–26 Serie A season is canceled or not completed by October 1, 2026, this market will resolve to "No".\n\nThe primary resolution source will be official information from Serie A. A consensus of credible reporting may also be used.`,
    club,
  );

// Paraphrases on Kalshi, in no fixture.
const kalshiWins = (club: string, league: string, season = '2025–26') =>
  kalshi(
    `Will ${club} win the ${season} ${league}?`,
    `If ${club} wins the ${season} ${league}, then the market resolves to Yes.`,
  );
const kalshiTop = (club: string, places: number, league = 'Ligue 1') =>
  kalshi(
    `Will ${club} finish in the top ${places} of the 2025–26 ${league}?`,
    `This market will resolve to "Yes" if ${club} finishes in the top ${places} of the 2025–26 ${league}.`,
  );

describe('a league winner finishes in its top N', () => {
  test('Kalshi "wins the 2025–26 Ligue 1" implies tuning 582316, Marseille in the top 4', () => {
    const c = compareTerms(kalshiWins('Marseille', 'Ligue 1'), gammaTop4());
    expect(c).toMatchObject({
      verdict: 'RELATED',
      relation: 'IMPLICATION_KALSHI_TO_POLYMARKET',
      term: 'quantity',
      yesAligned: true,
    });
    expect(c.reason).toBe(
      'Kalshi YES (team:LIGUE1:marseille wins the 2026 Ligue 1) implies Polymarket YES (team:LIGUE1:marseille finishes in the top 4 of the 2026 Ligue 1) (exceptional settlement: Kalshi none, Polymarket void-no)',
    );
    // Every differing term is still named.
    expect(c.differences.map((d) => d.term)).toContain('quantity');
  });

  test('tuning 566746, Angers crowned the winner, implies Kalshi Angers in the top 2 and top 10', () => {
    for (const places of [2, 10])
      expect(compareTerms(kalshiTop('Angers', places), gammaWins('Angers'))).toMatchObject({
        verdict: 'RELATED',
        relation: 'IMPLICATION_POLYMARKET_TO_KALSHI',
        term: 'quantity',
      });
  });
});

describe('a top N lies within a wider top M', () => {
  test('Kalshi Marseille in the top 6 is implied by tuning 582316, the top 4', () => {
    expect(compareTerms(kalshiTop('Marseille', 6), gammaTop4())).toMatchObject({
      verdict: 'RELATED',
      relation: 'IMPLICATION_POLYMARKET_TO_KALSHI',
      term: 'boundary',
    });
  });

  test('a top 2 implies the top 4 only where its void pays No as the top 4 does', () => {
    // Kalshi states nothing of a season not completed, where Gamma pays No: the exceptions decide.
    expect(compareTerms(kalshiTop('Marseille', 2), gammaTop4())).toMatchObject({
      verdict: 'DIFFERENT',
      term: 'exceptions',
    });
    const voidNo = kalshi(
      'Will Marseille finish in the top 2 of the 2025–26 Ligue 1?',
      'This market will resolve to "Yes" if Marseille finishes in the top 2 of the 2025–26 Ligue 1. If the 2025–26 Ligue 1 season is canceled or not completed by October 1, 2026, this market will resolve to "No".',
    );
    expect(compareTerms(voidNo, gammaTop4())).toMatchObject({
      verdict: 'RELATED',
      relation: 'IMPLICATION_KALSHI_TO_POLYMARKET',
    });
  });

  test('the table relates a top N to a top M by their places, never as equal', () => {
    const top = (places: number) => ({
      kind: 'TOP' as const,
      competition: '2026 Ligue 1',
      subject: 'team:LIGUE1:marseille',
      places,
    });
    expect(relateOutcomes(top(2), top(4))).toBe('SUBSET');
    expect(relateOutcomes(top(6), top(4))).toBe('SUPERSET');
    expect(relateOutcomes(top(4), top(4))).toBe('SUBSET');
  });
});

describe('a league winner is never relegated', () => {
  test('Kalshi "wins the 2025–26 Serie A" and tuning 578405, Genoa relegated, exclude each other', () => {
    const c = compareTerms(kalshiWins('Genoa', 'Serie A'), gammaRelegated());
    expect(c).toMatchObject({ verdict: 'RELATED', relation: 'EXCLUSIVE', term: 'quantity' });
    expect(c.reason).toBe(
      'Kalshi YES (team:SERIEA:genoa wins the 2026 Serie A) and Polymarket YES (team:SERIEA:genoa is relegated from the 2026 Serie A) exclude each other (exceptional settlement: Kalshi none, Polymarket void-no)',
    );
  });
});

describe('no relation is claimed', () => {
  test('another edition: the 2026–27 Ligue 1 against the 2025–26 top 4', () => {
    expect(compareTerms(kalshiWins('Marseille', 'Ligue 1', '2026–27'), gammaTop4())).toMatchObject({
      verdict: 'DIFFERENT',
      term: 'quantity',
    });
  });

  test('another subject: Lyon wins, Marseille in the top 4', () => {
    expect(compareTerms(kalshiWins('Lyon', 'Ligue 1'), gammaTop4())).toMatchObject({
      verdict: 'DIFFERENT',
      term: 'quantity',
    });
  });

  test("another competition: Marseille wins the UEFA Champions League, Marseille in Ligue 1's top 4", () => {
    expect(
      compareTerms(kalshiWins('Marseille', 'UEFA Champions League'), gammaTop4()),
    ).toMatchObject({ verdict: 'DIFFERENT', term: 'quantity' });
    const top4 = { kind: 'TOP' as const, subject: 'team:LIGUE1:marseille', places: 4 };
    const wins = { kind: 'WINS' as const, subject: 'team:LIGUE1:marseille' };
    expect(
      relateOutcomes(
        { ...wins, competition: '2026 Coupe de France' },
        { ...top4, competition: '2026 Ligue 1' },
      ),
    ).toBeUndefined();
    expect(
      relateOutcomes(
        { ...wins, competition: '2026 Ligue 1' },
        { ...top4, competition: '2026 Ligue 1' },
      ),
    ).toBe('SUBSET');
  });

  test('a window that differs keeps the pair DIFFERENT on the window', () => {
    const wins = kalshiWins('Marseille', 'Ligue 1');
    const early: SettlementTerms = {
      ...wins,
      window: known(
        {
          kind: 'PERIOD',
          start: '2025-08-01T00:00:00Z',
          end: '2026-01-01T00:00:00Z',
          zone: 'UTC',
        },
        [],
      ),
    };
    expect(compareTerms(early, gammaTop4())).toMatchObject({
      verdict: 'DIFFERENT',
      term: 'window',
    });
  });

  test('a top N against a relegation: the places that go down are unstated', () => {
    const c = compareTerms(kalshiTop('Genoa', 4, 'Serie A'), gammaRelegated());
    expect(c.verdict).toBe('DIFFERENT');
    expect(c.term).toBe('quantity');
    expect(c.relation).toBeNull();
  });

  test('a NO side is no outcome of the table', () => {
    const noSide: SettlementTerms = { ...kalshiWins('Marseille', 'Ligue 1'), yes: known('NO', []) };
    expect(compareTerms(noSide, gammaTop4())).toMatchObject({
      verdict: 'DIFFERENT',
      term: 'quantity',
    });
  });

  test('a competition whose title is not the first of its table: no outcome of the table', () => {
    const cup = kalshiWins('Marseille', 'UEFA Champions League');
    expect(cup.quantity.status).toBe('KNOWN');
    expect(competitionOutcome(cup)).toBeUndefined();
    expect(competitionOutcome(kalshiWins('Genoa', 'Serie A'))).toEqual({
      kind: 'WINS',
      competition: '2026 Serie A',
      subject: 'team:SERIEA:genoa',
    });
  });
});
