// A team's place in a league's final table (docs/decisions.md, "Settlement terms: a place in a
// final table"): "the top 4" is a place up to the fourth, "2nd" the second, compared on the team's
// final place in the named competition's season. Tuning wordings
// (test/fixtures/terms-corpus/tuning/polymarket/openclaw-gamma-markets-2026-03-25.json 582316,
// primape-gamma-markets-2025-05-07.json 508145, wom-strategy-gamma-backtest-more-2026-02-08.json
// 572735) beside other teams, leagues, seasons and places in no fixture.
import { placeIn } from '../../../../src/domain/settlement-terms/grammar/places';
import { readTexts } from '../../../support/read-texts';

const read = (question: string, description: string) =>
  readTexts('polymarket', [
    { field: 'question', text: question },
    { field: 'description', text: description },
  ]);

const standings = (league: string, season: string, place: string) =>
  `This is a polymarket to predict which clubs finish in the ${place} of the ${league} standings for the ${season} season.\n\nIf the listed club officially finishes in the ${place} of the ${league} standings at the end of the season, the market will resolve to "Yes." Otherwise, it will resolve to "No."`;

describe('a place in a final table', () => {
  const CASES = [
    {
      name: 'tuning 582316: the top 4 of Ligue 1',
      question: 'Will Marseille finish in the top 4 of the Ligue 1 2025–26 standings?',
      description: standings('Ligue 1', '2025–26', 'top 4'),
      comparator: '<=',
      threshold: '4',
      event: '2026 Ligue 1',
    },
    {
      name: 'another club, league, season and place: the top 6 of La Liga',
      question: 'Will Real Betis finish in the top 6 of the La Liga 2028–29 standings?',
      description: standings('La Liga', '2028–29', 'top 6'),
      comparator: '<=',
      threshold: '6',
      event: '2029 La Liga',
    },
    {
      name: 'tuning 572735: 2nd in the English Premier League',
      question: 'Will Chelsea finish in 2nd place in the 2025-26 English Premier League?',
      description:
        'This market will resolve to "Yes" if the listed club finishes 2nd in the final standings of the 2025–26 English Premier League. Otherwise, it will resolve to "No".',
      comparator: '=',
      threshold: '2',
      // The league by its own name, as "EPL" and "Premier League" on another venue name it.
      event: '2026 Premier League',
    },
    {
      name: 'another club, league, season and place: 3rd in Serie A',
      question: 'Will Atalanta finish in 3rd place in the 2027-28 Serie A?',
      description:
        'This market will resolve to "Yes" if the listed club finishes 3rd in the final standings of the 2027–28 Serie A. Otherwise, it will resolve to "No".',
      comparator: '=',
      threshold: '3',
      event: '2028 Serie A',
    },
    {
      name: 'tuning 508145: the top 4 of the Premier League, the team named by the rules',
      question: 'Will Aston Villa finish in the top 4 of EPL?',
      description:
        'This market will resolve to “Yes” if Aston Villa finishes in the top 4 of the 2024-25 Premier League season. Otherwise, the market will resolve to “No.”',
      comparator: '<=',
      threshold: '4',
      event: '2025 Premier League',
    },
  ];
  test.each(CASES)('$name', ({ question, description, comparator, threshold, event }) => {
    const t = read(question, description);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RESULT' } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator, threshold, unit: 'place' },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event } });
  });

  test('two clubs of one table and place are two quantities', () => {
    const a = read(
      'Will Marseille finish in the top 4 of the Ligue 1 2025–26 standings?',
      standings('Ligue 1', '2025–26', 'top 4'),
    );
    const b = read(
      'Will Monaco finish in the top 4 of the Ligue 1 2025–26 standings?',
      standings('Ligue 1', '2025–26', 'top 4'),
    );
    expect(a.quantity.status).toBe('KNOWN');
    expect(b.quantity.status).toBe('KNOWN');
    if (a.quantity.status === 'KNOWN' && b.quantity.status === 'KNOWN')
      expect(a.quantity.value.name).not.toBe(b.quantity.value.name);
  });

  test('a question that asks another place than the rules leaves the boundary unread', () => {
    const t = read(
      'Will Lens finish in the top 6 of the Ligue 1 2027–28 standings?',
      standings('Ligue 1', '2027–28', 'top 4'),
    );
    expect(t.boundary.status).toBe('UNKNOWN');
  });

  test('a table of another league than the question names is not read', () => {
    const t = read(
      'Will Lens finish in the top 4 of the Ligue 1 2027–28 standings?',
      standings('Bundesliga', '2027–28', 'top 4'),
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });

  test('a table whose season is stated nowhere is not read', () => {
    const t = read(
      'Will Lens finish in the top 4 of Ligue 1?',
      'This market will resolve to "Yes" if Lens finishes in the top 4 of the Ligue 1 standings.',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.window.status).toBe('UNKNOWN');
  });

  test("a group of a competition is a part of it, whose table is not the competition's", () => {
    const t = read(
      'Will Norway finish in the top 2 of Group I?',
      'This market will resolve to "Yes" if Norway finishes in the top 2 of Group I of the 2030 FIFA World Cup. Otherwise, it will resolve to "No".',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  });

  test('2nd place implies the top 4 of one table, for one club', () => {
    const second = read(
      'Will Feyenoord finish in 2nd place in the 2029-30 Eredivisie?',
      'This market will resolve to "Yes" if the listed club finishes 2nd in the final standings of the 2029–30 Eredivisie. Otherwise, it will resolve to "No".',
    );
    const top = read(
      'Will Feyenoord finish in the top 4 of the Eredivisie 2029–30 standings?',
      standings('Eredivisie', '2029–30', 'top 4'),
    );
    expect(second.quantity).toMatchObject({ status: 'KNOWN' });
    expect(top.quantity).toMatchObject({ status: 'KNOWN' });
    if (second.quantity.status === 'KNOWN' && top.quantity.status === 'KNOWN')
      expect(second.quantity.value.name).toBe(top.quantity.value.name);
    expect(second.boundary).toMatchObject({ value: { comparator: '=', threshold: '2' } });
    expect(top.boundary).toMatchObject({ value: { comparator: '<=', threshold: '4' } });
  });

  test('the places as written', () => {
    expect(placeIn('top 4')).toEqual({ comparator: '<=', place: 4 });
    expect(placeIn('the top four')).toEqual({ comparator: '<=', place: 4 });
    expect(placeIn('2nd')).toEqual({ comparator: '=', place: 2 });
    expect(placeIn('21st place')).toEqual({ comparator: '=', place: 21 });
    expect(placeIn('second place')).toEqual({ comparator: '=', place: 2 });
    expect(placeIn('2th')).toBeUndefined();
    expect(placeIn('12nd')).toBeUndefined();
    expect(placeIn('top 1')).toBeUndefined();
    expect(placeIn('bottom 3')).toBeUndefined();
    expect(placeIn('top half')).toBeUndefined();
  });
});
