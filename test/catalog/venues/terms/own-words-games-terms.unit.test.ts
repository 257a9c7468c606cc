// Games and competitions read by their own words where no table knows their league
// (docs/decisions.md, "Settlement terms: games and competitions by their own words"): a league a
// game's name states, a competition named with its season, its winner a team where the venue says
// so, a 2021 two-team matchup, and league names other competitions share. Each rule with the
// tuning wording it was written from (the corpus file and market named) beside paraphrases of
// other sports, leagues, teams and dates that are in no fixture.
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import type { TermEvent } from '../../../../src/domain/settlement-terms/term-inputs';
import { readTexts } from '../../../support/read-texts';

const polymarket = (
  description: string,
  options: { outcomes?: [string, string]; endDate?: string; event?: TermEvent } = {},
): SettlementTerms =>
  readTexts('polymarket', [{ field: 'description', text: description }], {
    ...(options.outcomes ? { outcomes: options.outcomes } : {}),
    facts: { endDate: options.endDate ?? '2026-12-31T12:00:00Z' },
    ...(options.event ? { event: options.event } : {}),
  });

const kalshi = (rules: string, customStrike?: Record<string, string>): SettlementTerms =>
  readTexts('kalshi', [{ field: 'rules_primary', text: rules }], {
    ...(customStrike ? { facts: { customStrike } } : {}),
  });

const eventTitled = (title: string): TermEvent => ({
  eventId: 'E-1',
  source: '',
  texts: [{ field: 'event.title', text: title }],
});

describe("a league a game's own name states", () => {
  test('tuning: "In the upcoming EuroBasket game" (wom-strategy-gamma-markets-backtest, 582500)', () => {
    const t = polymarket(
      'In the upcoming EuroBasket game, scheduled for September 1, at 09:30 AM ET:   If Germany wins, the market will resolve to “Germany”.   If Great Britain wins, the market will resolve to “Great Britain”.',
      { outcomes: ['Germany', 'Great Britain'], endDate: '2025-09-08T13:30:00Z' },
    );
    const game =
      'EUROBASKET game team:EUROBASKET:germany vs team:EUROBASKET:great-britain scheduled for 2025-09-01';
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event: game } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { stage: 'WINNER', entity: 'team:EUROBASKET:germany' },
    });
    expect(t.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test.each([
    [
      'a hockey league',
      'In the upcoming KHL game, scheduled for October 3 at 11:30 AM ET: If the Avangard Omsk win, the market will resolve to “Avangard Omsk”. If the SKA Saint Petersburg win, the market will resolve to “SKA Saint Petersburg”.',
      ['Avangard Omsk', 'SKA Saint Petersburg'],
      'KHL game team:KHL:avangard-omsk vs team:KHL:ska-saint-petersburg scheduled for 2026-10-03',
    ],
    [
      "a women's league of two words",
      'In the upcoming Liga F game, scheduled for December 13 at 7:00 AM ET: If Levante wins, the market will resolve to “Levante”. If Sevilla wins, the market will resolve to “Sevilla”.',
      ['Levante', 'Sevilla'],
      'LIGAF game team:LIGAF:levante vs team:LIGAF:sevilla scheduled for 2026-12-13',
    ],
    [
      'a cricket league',
      'In the upcoming Big Bash League game, scheduled for December 20 at 3:15 AM ET: If the Perth Scorchers win, the market will resolve to “Perth Scorchers”. If the Sydney Sixers win, the market will resolve to “Sydney Sixers”.',
      ['Perth Scorchers', 'Sydney Sixers'],
      'BIGBASHLEAGUE game team:BIGBASHLEAGUE:perth-scorchers vs team:BIGBASHLEAGUE:sydney-sixers scheduled for 2026-12-20',
    ],
  ])('%s', (_name, rules, outcomes, game) => {
    const t = polymarket(rules, { outcomes: outcomes as [string, string] });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event: game } });
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: `result of the ${game}` },
    });
  });

  test('the same game named by both forms of the moneyline is one event, another day another', () => {
    const perTeam = (day: string) =>
      polymarket(
        `In the upcoming Süper Lig game, scheduled for ${day} at 12:00 PM ET: If Galatasaray wins, this market will resolve to "Yes". Otherwise, this market will resolve to "No".`,
        { event: eventTitled('Galatasaray vs. Fenerbahçe') },
      );
    const twoTeams = polymarket(
      'In the upcoming Süper Lig game, scheduled for October 4 at 12:00 PM ET: If Fenerbahçe wins, the market will resolve to “Fenerbahçe”. If Galatasaray wins, the market will resolve to “Galatasaray”.',
      { outcomes: ['Fenerbahçe', 'Galatasaray'] },
    );
    const event = (t: SettlementTerms) => (t.window.status === 'KNOWN' ? t.window.value : null);
    expect(event(perTeam('October 4'))).toEqual(event(twoTeams));
    expect(event(twoTeams)).toMatchObject({
      event:
        'SUPERLIG game team:SUPERLIG:fenerbahce vs team:SUPERLIG:galatasaray scheduled for 2026-10-04',
    });
    expect(event(perTeam('October 5'))).not.toEqual(event(twoTeams));
  });

  test('a name that is no league yields to the league the tables list both teams in', () => {
    const t = polymarket(
      'In the upcoming Monday Night Football game, scheduled for November 9 at 8:15 PM ET: If the Kansas City Chiefs win, the market will resolve to “Chiefs”. If the Las Vegas Raiders win, the market will resolve to “Raiders”.',
      { outcomes: ['Chiefs', 'Raiders'] },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { event: 'NFL game team:NFL:KC vs team:NFL:LV scheduled for 2026-11-09' },
    });
  });

  test.each([
    ['a sport alone', 'In the upcoming soccer game, scheduled for May 2 at 9:00 AM ET:'],
    [
      'a kind of game',
      'In the upcoming international friendly game, scheduled for June 6 at 2:00 PM ET:',
    ],
  ])('%s names no league: the game stays unread', (_name, first) => {
    const t = polymarket(
      `${first} If Ghana wins, the market will resolve to “Ghana”. If Mali wins, the market will resolve to “Mali”.`,
      { outcomes: ['Ghana', 'Mali'] },
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining('names no league'),
    });
  });
});

describe('a 2021 two-team matchup: the round and league, the teams, the time before the day', () => {
  test('tuning: the Knicks and the Hawks (wom-strategy-gamma-markets-2026-02-09, 202049)', () => {
    const t = polymarket(
      'This is a market on who will win in the First Round, Game 1, NBA Playoff matchup between the New York Knicks and the Atlanta Hawks, scheduled to take place at 7:00 PM ET May 23, 2021. This market will resolve to “Knicks” if the New York Knicks win, and “Hawks” if the Atlanta Hawks win.',
      { outcomes: ['Knicks', 'Hawks'], endDate: '2021-05-23T00:00:00Z' },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { event: 'NBA game team:NBA:ATL vs team:NBA:NYK scheduled for 2021-05-23' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:NBA:NYK' } });
    expect(t.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test.each([
    [
      'a hockey playoff, the day after "on"',
      'This is a market on who will win in the Second Round, Game 2, NHL Playoff matchup between the Colorado Avalanche and the Vegas Golden Knights, scheduled to take place at 10:00 PM ET on June 2, 2021. This market will resolve to “Avalanche” if the Colorado Avalanche win, and “Golden Knights” if the Vegas Golden Knights win.',
      ['Avalanche', 'Golden Knights'],
      'NHL game team:NHL:COL vs team:NHL:VGK scheduled for 2021-06-02',
      'team:NHL:COL',
    ],
    [
      'a league no table lists',
      'This is a market on who will win in the Final, Game 3, KHL Playoff matchup between the CSKA Moscow and the Avangard Omsk, scheduled to take place at 12:30 PM ET April 24, 2021. This market will resolve to “CSKA” if the CSKA Moscow win, and “Avangard” if the Avangard Omsk win.',
      ['CSKA', 'Avangard'],
      'KHL game team:KHL:avangard-omsk vs team:KHL:cska-moscow scheduled for 2021-04-24',
      'team:KHL:cska-moscow',
    ],
  ])('%s', (_name, rules, outcomes, game, winner) => {
    const t = polymarket(rules, {
      outcomes: outcomes as [string, string],
      endDate: '2021-06-30T00:00:00Z',
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { event: game } });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: winner } });
  });

  test('a match-up of two players is no game of teams', () => {
    const t = polymarket(
      'This is a market on who will win in the Candidates Tournament match-up between Fabiano Caruana and Hikaru Nakamura, scheduled to take place on April 9, 2026 at 9:00 AM ET. The market will resolve to “Caruana” if Fabiano Caruana wins, or “Nakamura” if Hikaru Nakamura wins.',
      { outcomes: ['Caruana', 'Nakamura'] },
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});

describe('a 2021 matchup named by its day and teams: the first outcome is the team YES pays', () => {
  test('tuning: the Nets and the Lakers (wom-strategy-gamma-markets-2026-02-09, 90594)', () => {
    const t = polymarket(
      'This is a market on which team will win the February 18th, 2021 matchup between the Brooklyn Nets and the Los Angeles Lakers. In the event this game is delayed for whatever reason, the resolution of this market will be delayed until the game takes place.',
      { outcomes: ['Nets', 'Lakers'], endDate: '2021-02-18T00:00:00Z' },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { event: 'NBA game team:NBA:BKN vs team:NBA:LAL scheduled for 2021-02-18' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:NBA:BKN' } });
    expect(t.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test('a hockey matchup: the league the tables list both teams in', () => {
    const t = polymarket(
      'This is a market on which team will win the March 3rd, 2022 matchup between the Toronto Maple Leafs and the Boston Bruins.',
      { outcomes: ['Bruins', 'Maple Leafs'], endDate: '2022-03-03T00:00:00Z' },
    );
    expect(t.window).toMatchObject({
      value: { event: 'NHL game team:NHL:BOS vs team:NHL:TOR scheduled for 2022-03-03' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:NHL:BOS' } });
  });

  test.each([
    [
      'teams no table lists: no league',
      'the Perth Scorchers and the Sydney Sixers',
      ['Scorchers', 'Sixers'],
      'names no league',
    ],
    [
      'an outcome that names neither team',
      'the Brooklyn Nets and the Los Angeles Lakers',
      ['Home', 'Away'],
      'the first outcome names neither team of the matchup',
    ],
  ])('%s', (_name, teams, outcomes, reason) => {
    const t = polymarket(
      `This is a market on which team will win the January 9th, 2022 matchup between ${teams}.`,
      { outcomes: outcomes as [string, string], endDate: '2022-01-09T00:00:00Z' },
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining(reason),
    });
  });
});

describe("a game's draw: the tie is the outcome YES pays", () => {
  test('tuning: Romania and Ukraine at the 2024 European Championship (primape-gamma-markets, 502517)', () => {
    // The recorded market is not read by the venue reader (its conditionId is empty): its text is.
    const t = polymarket(
      'This market refers to the 2024 UEFA European Football Championship match between Romania and Ukraine scheduled for June 17, 9:00 AM ET.\n\nIf the match ends in a draw this market will resolve to "Yes". Otherwise this market will resolve to "No". ',
      { endDate: '2024-06-17T12:00:00Z' },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        event:
          'UEFAEUROPEANFOOTBALLCHAMPIONSHIP game team:UEFAEUROPEANFOOTBALLCHAMPIONSHIP:romania vs team:UEFAEUROPEANFOOTBALLCHAMPIONSHIP:ukraine scheduled for 2024-06-17',
      },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'outcome:tie' } });
    expect(t.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test("another league's game named by its event", () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: 'In the upcoming Eliteserien game, scheduled for October 26 at 10:00 AM ET: If the game ends in a draw, this market will resolve to "Yes". Otherwise, this market will resolve to "No".',
        },
      ],
      {
        facts: {
          endDate: '2026-10-26T12:00:00Z',
          sportsMarketType: 'moneyline',
          gameStartTime: '2026-10-26 14:00:00+00',
        },
        event: eventTitled('Molde vs. Rosenborg'),
      },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        event:
          'ELITESERIEN game team:ELITESERIEN:molde vs team:ELITESERIEN:rosenborg scheduled for 2026-10-26',
      },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'outcome:tie' } });
  });

  test("a spread's tie is no draw market: the margin is read", () => {
    const t = polymarket(
      'In the upcoming NBA game, scheduled for October 24 at 7:30 PM ET: This market will resolve to "Knicks" if the Knicks win the game by 5 or more points. Otherwise, this market will resolve to "Celtics". If the game ends in a tie, this market will resolve to "Celtics".',
      { outcomes: ['Knicks', 'Celtics'], endDate: '2025-10-25T12:00:00Z' },
    );
    expect(t.category).toBe('game-spread');
  });
});

describe('a competition no table names, by its name and season', () => {
  test('tuning: the 2026 Six Nations Championship (wom-strategy-gamma-backtest-more, 1244329)', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: 'This market will resolve according to the team that wins the 2026 Six Nations Championship.',
        },
        { field: 'question', text: 'Will France win the 2026 Six Nations championship?' },
      ],
      { facts: { endDate: '2026-03-14T12:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2026 Six Nations Championship' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { stage: 'WINNER', entity: 'team:SIXNATIONSCHAMPIONSHIP:france' },
    });
  });

  test('both venues name one competition alike: its season and its name as written', () => {
    const pm = polymarket(
      'This market will resolve to “Yes” if the Brisbane Lions win the 2026 AFL Grand Final. Otherwise, this market will resolve to “No”.',
    );
    const kx = kalshi(
      'If Brisbane wins the 2026 AFL Grand Final, then the market resolves to Yes.',
      {
        football_team: 'f0e1d2c3',
      },
    );
    for (const t of [pm, kx])
      expect(t.window).toMatchObject({ status: 'KNOWN', value: { event: '2026 AFL Grand Final' } });
    expect(pm.boundary).toMatchObject({
      status: 'KNOWN',
      value: { entity: 'team:AFL:brisbane-lions' },
    });
    expect(kx.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:AFL:brisbane' } });
    // Named within the competition, not normalised to a league: no entity to compare by.
    expect(kx.entities).toEqual([]);
    const other = kalshi(
      'If Brisbane wins the 2027 AFL Grand Final, then the market resolves to Yes.',
      {
        football_team: 'f0e1d2c3',
      },
    );
    expect(other.window).toMatchObject({ value: { event: '2027 AFL Grand Final' } });
  });

  test('a competitor the venue calls a player, or neither, is not read as a team', () => {
    const player = kalshi(
      'If Jannik Sinner wins the 2027 Australian Open, then the market resolves to Yes.',
      {
        tennis_player: 'a1b2c3',
      },
    );
    expect(player.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: '"Jannik Sinner" is a player, whom this table of teams does not read',
    });
    const unsaid = polymarket(
      'This market will resolve to “Yes” if Flamengo is the 2026 Brazilian Serie A Champion. Otherwise, this market will resolve to “No”.',
    );
    expect(unsaid.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the rules do not say whether "Flamengo" is a team or a player',
    });
  });
});

describe('league names other competitions share', () => {
  test('tuning: "the 2025–26 French Ligue 1" is Ligue 1 (wom-strategy-gamma-backtest-more, 566746)', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: 'This market will resolve to "Yes" if the listed club is officially crowned the winner of the 2025–26 French Ligue 1.',
        },
        { field: 'question', text: 'Will PSG win the 2025–26 French Ligue 1?' },
      ],
      { facts: { endDate: '2026-05-31T12:00:00Z' } },
    );
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:LIGUE1:psg' } });
  });

  test.each([
    ['2027 Indian Premier League', 'Mumbai Indians', 'team:INDIANPREMIERLEAGUE:mumbai-indians'],
    ['2026 Little League World Series', 'Taiwan', 'team:LITTLELEAGUEWORLDSERIES:taiwan'],
    ["2026 Women's Premier League", 'Mumbai Indians', 'team:WOMENSPREMIERLEAGUE:mumbai-indians'],
  ])('"%s" names another competition than the table\'s', (competition, team, entity) => {
    const t = polymarket(
      `This market will resolve according to the team that wins the ${competition}.`,
    );
    const q = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: `This market will resolve according to the team that wins the ${competition}.`,
        },
        { field: 'question', text: `Will ${team} win the ${competition}?` },
      ],
      { facts: { endDate: '2027-06-30T12:00:00Z' } },
    );
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { event: competition } });
    expect(q.boundary).toMatchObject({ status: 'KNOWN', value: { entity } });
  });

  test('"English Premier League" is the Premier League of the tables', () => {
    const t = polymarket(
      'This market will resolve to “Yes” if Arsenal wins the 2026-27 English Premier League. Otherwise, this market will resolve to “No”.',
    );
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:EPL:arsenal' } });
  });
});
