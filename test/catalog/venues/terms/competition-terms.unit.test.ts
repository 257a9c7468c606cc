// Competition results as settlement terms, on the recorded texts of test/fixtures/cross-venue/
// (Kalshi's 2026 World Cup events of 2026-03-01, Polymarket's World Cup winner markets of
// 2026-02-13): the stage a team reaches, the competition as the window, Polymarket's "Other"
// cut-off as an exceptional settlement, and what each pair of them implies.
import { compareTerms } from '../../../../src/domain/matching/compare-terms';
import { nationalTeamEntity } from '../../../../src/domain/settlement-terms/entities/resolve-entity';
import { extractTerms } from '../../../../src/domain/settlement-terms/extract-terms';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import type { VenueMarket } from '../../../../src/venues/common/venue-model';
import type { VenueText } from '../../../../src/domain/settlement-terms/term-inputs';
import { labelledPairs, matchLabelledPairs } from '../../../support/labelled-pairs';
import { readTexts } from '../../../support/read-texts';

const rules = (text: string) => [{ field: 'rules_primary', text }];
const readCompetition = (texts: VenueText[], context: VenueText[] = []) =>
  readTexts('kalshi', texts, { event: { eventId: 'E-1', source: '', texts: context } });

describe('reading a competition market', () => {
  test('a Kalshi stage market: the team, the stage, the competition as the window', () => {
    const reading = readCompetition(
      rules(
        'If Korea Republic is one of the teams to qualify for the Quarterfinals in the 2026 FIFA World Cup, then the market resolves to Yes.',
      ),
    );
    expect(reading.category).toBe('competition-stage');
    expect(reading.entities).toEqual(['team:FIFA:south-korea']);
    expect(reading?.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'result of the 2026 FIFA World Cup', kind: 'RESULT' },
    });
    expect(reading?.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2026 FIFA World Cup' },
    });
    expect(reading?.boundary).toMatchObject({
      status: 'KNOWN',
      value: {
        comparator: 'REACHES',
        stage: 'QUARTERFINALS',
        entity: 'team:FIFA:south-korea',
        unit: 'stage',
      },
    });
  });

  test('"the 2026 Men\'s World Cup" is FIFA\'s only where the event says so', () => {
    const text = "If Spain wins the 2026 Men's World Cup, then the market resolves to Yes.";
    expect(readCompetition(rules(text)).quantity.status).toBe('UNKNOWN');
    const fifa = readCompetition(rules(text), [
      { field: 'event.product_metadata.competition', text: 'FIFA World Cup' },
    ]);
    expect(fifa?.quantity).toMatchObject({ status: 'KNOWN' });
    expect(fifa?.quantity.spans.map((s) => s.field)).toEqual([
      'rules_primary',
      'event.product_metadata.competition',
    ]);
  });

  test('a group standing is no wording a category table knows', () => {
    const standing = readCompetition(
      rules(
        'If Egypt finish first in Group G in the 2026 FIFA World Cup, then the market resolves to Yes.',
      ),
    );
    expect(standing.category).toBeNull();
    expect(standing.quantity.status).toBe('UNKNOWN');
  });

  test("team names compare without accents, case or FIFA's own names", () => {
    expect(nationalTeamEntity('Curaçao')).toBe(nationalTeamEntity('Curacao'));
    expect(nationalTeamEntity('IR Iran')).toBe(nationalTeamEntity('Iran'));
    expect(nationalTeamEntity('Korea Republic')).toBe(nationalTeamEntity('South Korea'));
    expect(nationalTeamEntity('Spain')).not.toBe(nationalTeamEntity('France'));
  });
});

describe('the recorded World Cup markets', () => {
  const results = matchLabelledPairs(
    labelledPairs().filter((p) =>
      ['wc26-winner-spain', 'wc26-winner-spain-vs-france', 'wc26-final-usa-vs-winner'].includes(
        p.id,
      ),
    ),
  );
  const byId = new Map(results.map((r) => [r.pair.id, r.got]));

  test('Polymarket "Spain wins by Oct 13, else Other" implies Kalshi "Spain wins"', () => {
    expect(byId.get('wc26-winner-spain')).toMatchObject({
      verdict: 'RELATED',
      relation: 'IMPLICATION_POLYMARKET_TO_KALSHI',
      reason:
        'Polymarket YES (team:FIFA:spain reaches WINNER) implies Kalshi YES (team:FIFA:spain reaches WINNER) (exceptional settlement: Kalshi none, Polymarket void-other)',
    });
  });

  test('two teams cannot both win: EXCLUSIVE', () => {
    expect(byId.get('wc26-winner-spain-vs-france')).toMatchObject({
      verdict: 'RELATED',
      relation: 'EXCLUSIVE',
    });
  });

  test('the winner has reached the final', () => {
    expect(byId.get('wc26-final-usa-vs-winner')).toMatchObject({
      verdict: 'RELATED',
      relation: 'IMPLICATION_POLYMARKET_TO_KALSHI',
    });
  });
});

test('the same stage of the same team with no source named on either side: CANDIDATE, not EQUIVALENT', () => {
  const market = (venue: 'kalshi' | 'polymarket'): VenueMarket => ({
    venue,
    from: { file: 'inline', path: '$' },
    marketId: venue === 'kalshi' ? 'K' : '1',
    eventId: 'E',
    title: '',
    description: '',
    groupTitle: '',
    status: 'OPEN',
    rulesText: '',
    source: '',
    outcomes: [
      { label: 'YES', venueOutcomeId: 'yes' },
      { label: 'NO', venueOutcomeId: 'no' },
    ],
    tickBands: [],
    quantityIncrement: '1',
    quantityUnit: 'contract',
    texts: [
      {
        field: 'rules_primary',
        text: 'If Spain is one of the teams to qualify for the Final in the 2026 FIFA World Cup, then the market resolves to Yes.',
      },
    ],
  });
  const kalshi: SettlementTerms = extractTerms(market('kalshi'));
  const poly = { ...extractTerms(market('kalshi')), venue: 'polymarket' as const };
  // A relation could be derived without the sources; an equivalence could not.
  expect(compareTerms(kalshi, poly)).toMatchObject({
    verdict: 'CANDIDATE',
    term: 'source',
    unread: ['source'],
  });
});
