// Sports markets' settlement terms on the recorded tuning markets of
// test/fixtures/terms-corpus/tuning (SOURCES.md there): Kalshi's games read through the Kalshi
// parser, so that the competitors are the codes its tickers name (docs/decisions.md, "Settlement
// terms: teams by the venue's codes"), and the exceptional clauses of game and player markets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareTerms } from '../../../../src/domain/matching/compare-terms';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readVenuePayloads } from '../../../../src/venues/read-venue-payloads';
import { tickerCompetitors } from '../../../../src/venues/kalshi/kalshi-ticker-competitors';
import { teamEntity } from '../../../../src/domain/settlement-terms/entity-ids';
import { readTexts } from '../../../support/read-texts';

const TUNING = join(__dirname, '../../../fixtures/terms-corpus/tuning/kalshi');

type Json = Record<string, unknown>;

function recorded(file: string): unknown {
  return JSON.parse(readFileSync(join(TUNING, file), 'utf8'));
}

/** The recorded Kalshi markets of one event (from an events or a markets file), by ticker. */
function kalshiEvent(file: string, eventTicker: string): Map<string, SettlementTerms> {
  const root = recorded(file) as Json | Json[];
  const list: Json[] = Array.isArray(root)
    ? root
    : (((root.events ?? root.markets) as Json[] | undefined) ?? []);
  const event = list.find((e) => e.event_ticker === eventTicker && Array.isArray(e.markets));
  const payload = event
    ? { events: [event], cursor: '' }
    : { markets: list.filter((m) => m.event_ticker === eventTicker), cursor: '' };
  const sets = readVenuePayloads([
    { venue: 'kalshi', files: [{ file, text: JSON.stringify(payload) }] },
  ]);
  return new Map(termsOfPayloads(sets).map((t) => [t.venueMarketId, t]));
}

function kalshiMarkets(file: string, tickers: readonly string[]): Map<string, SettlementTerms> {
  const root = recorded(file) as Json | Json[];
  const list = Array.isArray(root) ? root : (root.markets as Json[]);
  const markets = list.filter((m) => tickers.includes(String(m.ticker)));
  const sets = readVenuePayloads([
    { venue: 'kalshi', files: [{ file, text: JSON.stringify({ markets, cursor: '' }) }] },
  ]);
  return new Map(termsOfPayloads(sets).map((t) => [t.venueMarketId, t]));
}

const winnerOf = (t: SettlementTerms | undefined) =>
  t?.boundary.status === 'KNOWN' ? t.boundary.value : t?.boundary.reason;

describe("a Kalshi game's competitors are the codes its tickers name", () => {
  test('"If Kansas City wins the Denver vs Kansas City professional football game …"', () => {
    const terms = kalshiEvent(
      'kalshi-cockpit-events-sports-2026-08.json',
      'KXNFLGAME-26SEP14DENKC',
    );
    const kc = terms.get('KXNFLGAME-26SEP14DENKC-KC')!;
    const den = terms.get('KXNFLGAME-26SEP14DENKC-DEN')!;
    for (const t of [kc, den]) {
      expect(t.entities).toEqual(['team:NFL:DEN', 'team:NFL:KC']);
      expect(t.window).toMatchObject({
        status: 'KNOWN',
        value: {
          kind: 'EVENT',
          event: 'NFL game team:NFL:DEN vs team:NFL:KC scheduled for 2026-09-14',
        },
      });
    }
    expect(winnerOf(kc)).toMatchObject({ comparator: 'REACHES', entity: 'team:NFL:KC' });
    expect(winnerOf(den)).toMatchObject({ comparator: 'REACHES', entity: 'team:NFL:DEN' });
  });

  test("a college game's teams are its ticker codes, not slugs of their names", () => {
    // A markets file holding one market of the event: its code splits the event's segment.
    const terms = kalshiMarkets('bracket-kal-markets-ncaa-2026-03-16.json', [
      'KXNCAAMBGAME-26MAR18GWUVU-UVU',
    ]);
    const uvu = terms.get('KXNCAAMBGAME-26MAR18GWUVU-UVU')!;
    expect(uvu.entities).toEqual(['team:NCAAMB:GW', 'team:NCAAMB:UVU']);
    expect(winnerOf(uvu)).toMatchObject({ entity: 'team:NCAAMB:UVU', stage: 'WINNER' });
  });

  test("the series names the league: a women's game is the WNBA's whatever its words", () => {
    const terms = kalshiMarkets('wnba-engine-markets-2026-07-08.json', [
      'KXWNBAGAME-26JUL09LVPDX-PDX',
    ]);
    // "women's professional basketball" reads as the NBA's words; the series says WNBA.
    expect(terms.get('KXWNBAGAME-26JUL09LVPDX-PDX')!.entities).toEqual([
      'team:WNBA:LV',
      'team:WNBA:PDX',
    ]);
  });

  test('a soccer game\'s "Tie" market pays on the draw, between the two coded teams', () => {
    const terms = kalshiEvent(
      'kalshi-cockpit-events-sports-2026-08.json',
      'KXMLSGAME-26AUG19VANHOU',
    );
    const tie = terms.get('KXMLSGAME-26AUG19VANHOU-TIE')!;
    // "If Tie is the result of the Vancouver vs Houston professional MLS soccer game …"
    expect(tie.category).toBe('game-winner-regulation');
    expect(tie.entities).toEqual(['team:MLS:HOU', 'team:MLS:VAN']);
    expect(winnerOf(tie)).toMatchObject({ comparator: 'REACHES', entity: 'outcome:tie' });
    expect(winnerOf(terms.get('KXMLSGAME-26AUG19VANHOU-VAN'))).toMatchObject({
      entity: 'team:MLS:VAN',
    });
  });

  test("a spread market's code is its team's, before the line", () => {
    const terms = kalshiEvent(
      'kalshi-cockpit-events-sports-2026-08.json',
      'KXCFLSPREAD-26AUG13BCCGY',
    );
    const cgy = terms.get('KXCFLSPREAD-26AUG13BCCGY-CGY8')!;
    expect(cgy.entities).toEqual(['team:CFL:BC', 'team:CFL:CGY']);
    expect(cgy.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: expect.stringContaining('winning margin of team:CFL:CGY') },
    });
  });

  test('a segment the codes split two ways, or not at all, names no competitors', () => {
    // LACLA is LAC+LA or LA+CLA: one market's code does not settle it, both markets' codes do.
    expect(
      tickerCompetitors('KXNBAGAME-26JAN01LACLA-LA', 'KXNBAGAME-26JAN01LACLA', 'KXNBAGAME', [
        'KXNBAGAME-26JAN01LACLA-LA',
      ]),
    ).toBeUndefined();
    expect(
      tickerCompetitors('KXNBAGAME-26JAN01LACLA-LA', 'KXNBAGAME-26JAN01LACLA', 'KXNBAGAME', [
        'KXNBAGAME-26JAN01LACLA-LA',
        'KXNBAGAME-26JAN01LACLA-LAC',
      ]),
    ).toEqual({ league: 'NBA', codes: ['LAC', 'LA'], yes: 'LA' });
    expect(
      tickerCompetitors('KXNBAGAME-26JAN01LACLA-BOS', 'KXNBAGAME-26JAN01LACLA', 'KXNBAGAME', [
        'KXNBAGAME-26JAN01LACLA-BOS',
      ]),
    ).toBeUndefined();
    // A series of no game kind names no league.
    expect(
      tickerCompetitors('KXMLBKS-26AUG151310CWSDET-X', 'KXMLBKS-26AUG151310CWSDET', 'KXMLBKS', []),
    ).toBeUndefined();
  });

  test('the rules naming the draw against a team ticker leave the winner unread', () => {
    const reading = readTexts(
      'kalshi',
      [
        {
          field: 'rules_primary',
          text: 'If Tie wins the Mirandes vs Ceuta professional La Liga 2 soccer game originally scheduled for Mar 1, 2026 after 90 minutes plus stoppage time (does not include extra time or penalties), then the market resolves to Yes.',
        },
      ],
      {
        facts: {
          closeTime: '2026-03-03T00:00:00Z',
          tickerCompetitors: { league: 'LALIGA2', codes: ['MIR', 'CEU'], yes: 'MIR' },
        },
      },
    );
    expect(reading.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the rules name "Tie" but the market\'s ticker names MIR',
    });
  });
});

describe("Kalshi's matches, named by their day or by their tournament's round", () => {
  const LEGS = 'kalshi-cockpit-combo-legs-2026-08.json';

  test('"If Joao Fonseca wins the Fonseca vs Shelton professional tennis match in the 2026 ATP Montreal Round Of 16 …"', () => {
    const t = kalshiMarkets(LEGS, ['KXATPMATCH-26AUG09FONSHE-FON']).get(
      'KXATPMATCH-26AUG09FONSHE-FON',
    )!;
    const match = 'ATP match team:ATP:FON vs team:ATP:SHE in the 2026 ATP Montreal Round Of 16';
    expect(t.category).toBe('game-winner');
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event: match } });
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: `result of the ${match}` },
    });
    expect(winnerOf(t)).toMatchObject({ comparator: 'REACHES', entity: 'team:ATP:FON' });
    expect(t.entities).toEqual(['team:ATP:FON', 'team:ATP:SHE']);
  });

  test('an esports match named with its day: "… League of Legends match originally scheduled for Aug 9, 2026 at 3:00 AM EDT"', () => {
    const t = kalshiMarkets(LEGS, ['KXLOLGAME-26AUG090300LNGIG-LNG']).get(
      'KXLOLGAME-26AUG090300LNGIG-LNG',
    )!;
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { event: 'LOL game team:LOL:IG vs team:LOL:LNG scheduled for 2026-08-09' },
    });
    expect(winnerOf(t)).toMatchObject({ entity: 'team:LOL:LNG' });
  });

  test("one player's win is the other's loss: the match's two players are read back from its name", () => {
    const fon = kalshiMarkets(LEGS, ['KXATPMATCH-26AUG09FONSHE-FON']).get(
      'KXATPMATCH-26AUG09FONSHE-FON',
    )!;
    expect(fon.boundary.status).toBe('KNOWN');
    const boundary = fon.boundary.status === 'KNOWN' ? fon.boundary.value : undefined;
    // The same match with YES on the other player, as another venue would list it.
    const she: SettlementTerms = {
      ...fon,
      venue: 'polymarket',
      venueMarketId: 'she',
      boundary: { status: 'KNOWN', value: { ...boundary!, entity: 'team:ATP:SHE' }, spans: [] },
    };
    // One match's opposing sides: never both YES, never EQUIVALENT.
    expect(compareTerms(fon, she)).toMatchObject({
      verdict: 'RELATED',
      relation: 'EXCLUSIVE',
      yesAligned: false,
    });
  });

  test('what names the game before its teams ends with a colon: "the Game 6: Detroit at Cleveland … game"', () => {
    // Kalshi's rules as github.com/ai-prophet/ai-prophet records them (docs/
    // using_sample_datasets.md at d238541301338189a4fcbbcbe98f507b67a41090), read without the
    // tickers' codes: the teams are Detroit and Cleveland, not "Game 6: Detroit".
    const t = readTexts(
      'kalshi',
      [
        {
          field: 'rules_primary',
          text: 'If Cleveland wins the Game 6: Detroit at Cleveland professional basketball game originally scheduled for May 15, 2026, then the market resolves to Yes.',
        },
      ],
      { facts: { closeTime: '2026-05-15T20:00:00Z' } },
    );
    expect(t.entities).toEqual(['team:NBA:CLE', 'team:NBA:DET']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { event: 'NBA game team:NBA:CLE vs team:NBA:DET scheduled for 2026-05-15' },
    });
  });

  test('a round without its season names no match', () => {
    const t = readTexts(
      'kalshi',
      [
        {
          field: 'rules_primary',
          text: 'If Joao Fonseca wins the Fonseca vs Shelton professional tennis match in the ATP Montreal Round Of 16 after a ball has been played, then the market resolves to Yes.',
        },
      ],
      {
        facts: {
          closeTime: '2026-08-23T16:30:00Z',
          tickerCompetitors: { league: 'ATP', codes: ['FON', 'SHE'], yes: 'FON' },
        },
      },
    );
    expect(t.window).toMatchObject({ status: 'UNKNOWN', reason: 'the game has no scheduled date' });
  });
});

describe('the exceptional clauses of game and player markets', () => {
  test('an NFL game: the tie paid half and "a fair market price" when not started in 48 hours', () => {
    const terms = kalshiEvent(
      'kalshi-cockpit-events-sports-2026-08.json',
      'KXNFLGAME-26SEP14DENKC',
    );
    expect(terms.get('KXNFLGAME-26SEP14DENKC-KC')!.exceptions).toMatchObject({
      status: 'KNOWN',
      value: { rule: 'tie-50-50,void-fair-price' },
    });
  });

  test('a college football game: "will resolve to the a fair market price"', () => {
    const terms = kalshiEvent(
      'kalshi-cockpit-events-sports-2026-08.json',
      'KXNCAAFGAME-26SEP19MSUND',
    );
    expect(terms.get('KXNCAAFGAME-26SEP19MSUND-ND')!.exceptions).toMatchObject({
      status: 'KNOWN',
      value: { rule: 'void-fair-price' },
    });
  });

  test('"If the game is declared a tie, the market will resolve to 50/50 for both teams."', () => {
    const terms = kalshiMarkets('kalshi-cockpit-markets-settled-2026-08.json', [
      'KXNCAAFGAME-26JAN19MIAIND-MIA',
      'KXNCAAFGAME-26JAN19MIAIND-IND',
    ]);
    expect(terms.get('KXNCAAFGAME-26JAN19MIAIND-MIA')!.exceptions).toMatchObject({
      status: 'KNOWN',
      value: { rule: 'tie-50-50,void-fair-price' },
    });
  });

  test("a pitcher's strikeouts: the fair market price when he does not start; he is measured", () => {
    const terms = kalshiEvent(
      'kalshi-cockpit-events-mlb-props-2026-08.json',
      'KXMLBKS-26AUG151310CWSDET',
    );
    const kay = terms.get('KXMLBKS-26AUG151310CWSDET-CWSAKAY18-5')!;
    expect(kay.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-fair-price' } });
    // The game's teams name the window, not what is measured.
    expect(kay.entities).toEqual(['person:anthony-kay']);
    expect(kay.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '5' },
    });
  });

  test('a baseball total is counted in runs, the unit its rules state', () => {
    const terms = kalshiEvent(
      'kalshi-cockpit-events-sports-2026-08.json',
      'KXMLBTOTAL-26AUG072145TBSEA',
    );
    expect(terms.get('KXMLBTOTAL-26AUG072145TBSEA-4')!.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '4', unit: 'runs' },
    });
  });
});

/** A recorded Gamma market's description, outcomes and endDate, as the Gamma parser hands them. */
function gamma(description: string, outcomes: [string, string], endDate: string, question = '') {
  return readTexts(
    'polymarket',
    [
      { field: 'description', text: description },
      ...(question ? [{ field: 'question', text: question }] : []),
    ],
    { outcomes, facts: { endDate } },
  );
}

describe("Polymarket's game markets (wom-strategy-gamma-markets-backtest-2026-02-08.json)", () => {
  test('a moneyline whose outcomes are the teams: "If the Philadelphia 76ers win, …"', () => {
    const t = gamma(
      'In the upcoming NBA game, scheduled for April 20, 8:00 PM ET:\n\nIf the Philadelphia 76ers win, the market will resolve to \u201c76ers\u201d.\n\nIf the Toronto Raptors win, the market will resolve to \u201cRaptors\u201d.\n\nIf the game is not completed by April 27 (11:59:59 PM ET), the market will resolve 50-50.',
      ['76ers', 'Raptors'],
      '2022-04-20T00:00:00Z',
    );
    expect(t.entities).toEqual(['team:NBA:PHI', 'team:NBA:TOR']);
    expect(winnerOf(t)).toMatchObject({ comparator: 'REACHES', entity: 'team:NBA:PHI' });
    expect(t.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
    // A game not completed by a date is a case of its own, paid half.
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-50-50' } });
  });

  test('a game of a league no table knows is the league its name states: "In the upcoming EuroBasket game"', () => {
    // docs/decisions.md, "Settlement terms: games and competitions by their own words": the
    // teams are the venue's outcomes, named within the league as written.
    const t = gamma(
      'In the upcoming EuroBasket game, scheduled for September 1, at 09:30 AM ET:  \nIf Germany wins, the market will resolve to \u201cGermany\u201d.  \nIf Great Britain wins, the market will resolve to \u201cGreat Britain\u201d.',
      ['Germany', 'Britain'],
      '2025-09-08T13:30:00Z',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        event:
          'EUROBASKET game team:EUROBASKET:britain vs team:EUROBASKET:germany scheduled for 2025-09-01',
      },
    });
    expect(winnerOf(t)).toMatchObject({ comparator: 'REACHES', entity: 'team:EUROBASKET:germany' });
  });

  test('a game whose words name a sport, not a league, is no event', () => {
    const t = gamma(
      'In the upcoming basketball game, scheduled for September 1, at 09:30 AM ET:  \nIf Germany wins, the market will resolve to \u201cGermany\u201d.',
      ['Germany', 'Britain'],
      '2025-09-08T13:30:00Z',
    );
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the game "basketball game" names no league this reader knows',
    });
  });

  test('a spread is read as the margin, never as the two-team winner it starts like', () => {
    const t = gamma(
      'In the upcoming NBA game, scheduled for October 24 at 7:30 PM ET:\n\nThis market will resolve to "Knicks" if the Knicks win the game by 5 or more points.\n\nOtherwise, this market will resolve to "Celtics".',
      ['Knicks', 'Celtics'],
      '2025-10-24T23:30:00Z',
    );
    expect(t.category).toBe('game-spread');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        name: 'winning margin of team:NBA:NYK in the NBA game team:NBA:BOS vs team:NBA:NYK scheduled for 2025-10-24',
      },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '5' },
    });
  });

  test('a total whose teams are named without "the"; a game abandoned settles on its score', () => {
    const t = gamma(
      'In the upcoming Ligue 2 game between AS Nancy-Lorraine and ES Troyes AC, scheduled for February 7 at 8:00 AM ET:\n\nThis market will resolve to "Over" if AS Nancy-Lorraine and ES Troyes AC combine to score 3 or more goals in this game.\n\nIf the combined total is less than 3, this market will resolve to "Under".\n\nIf the game is postponed, this market will remain open until the game has been completed. If the game is canceled entirely, with no make-up game, this market will resolve 50\u201350.\n\nIf the game is started but not completed, this market will resolve according to the official final score published on ligue2.fr.',
      ['Over', 'Under'],
      '2026-02-07T13:00:00Z',
    );
    expect(t.category).toBe('game-total');
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '3', unit: 'goals' },
    });
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-50-50' } });
  });
});

describe('competitions and awards as the venues word them', () => {
  const kalshi = (text: string) => readTexts('kalshi', [{ field: 'rules_primary', text }]);

  test("Kalshi's college bracket: the national champion and the stage qualified for", () => {
    const champion = kalshi(
      "If Georgia is the 2025-26 Division 1 Men's College Basketball National Champion, then the market resolves to Yes.",
    );
    expect(champion.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: "2026 NCAA Division I Men's Basketball Tournament" },
    });
    expect(winnerOf(champion)).toMatchObject({ stage: 'WINNER', entity: 'team:NCAAMB:georgia' });
    const semifinal = kalshi(
      "If Maryland qualifies for Semifinal for the D1 Men's College Basketball Tournament in 2025, then the market resolves to Yes.",
    );
    expect(winnerOf(semifinal)).toMatchObject({ stage: 'SEMIFINALS' });
    // A round no table places in the bracket stays unread.
    const second = kalshi(
      "If New Mexico qualifies for Second Round for the D1 Men's College Basketball Tournament in 2025, then the market resolves to Yes.",
    );
    expect(second.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the stage "Second Round" is none this reader knows',
    });
  });

  test('Polymarket futures: "win Super Bowl LX", "wins the 2024-25 UEFA Champions League"', () => {
    const bills = gamma(
      'This market will resolve to "Yes" if the Buffalo Bills win Super Bowl LX. Otherwise, this market will resolve to "No".',
      ['Yes', 'No'],
      '2026-02-08T12:00:00Z',
    );
    expect(bills.window).toMatchObject({ status: 'KNOWN', value: { event: '2026 Super Bowl' } });
    expect(winnerOf(bills)).toMatchObject({ entity: 'team:NFL:BUF' });
    const arsenal = gamma(
      'This market will resolve to \u201cYes\u201d if Arsenal wins the 2024-25 UEFA Champions League. Otherwise, this market will resolve to \u201cNo\u201d.',
      ['Yes', 'No'],
      '2025-05-31T12:00:00Z',
    );
    expect(arsenal.window).toMatchObject({
      status: 'KNOWN',
      value: { event: '2025 UEFA Champions League' },
    });
  });

  test("Polymarket's award event: the award from the rules, the person from the question", () => {
    const t = gamma(
      'This market will resolve according to the player who wins 2025-2026 NFL Comeback Player of the Year Award. \n\nThe primary resolution source for this market is official information from the NFL.',
      ['Yes', 'No'],
      '2026-02-07T12:00:00Z',
      'Will Christian McCaffrey be the 2025-2026 NFL Comeback Player of the Year?',
    );
    expect(t.category).toBe('award');
    expect(winnerOf(t)).toMatchObject({ entity: 'person:christian-mccaffrey' });
    expect(t.entities).toEqual(['person:christian-mccaffrey']);
  });

  test("Gamma's college basketball teams share the league code of Kalshi's series", () => {
    expect(teamEntity('cbb', 'milw')).toBe('team:NCAAMB:MILW');
    expect(teamEntity('nfl', 'kc')).toBe('team:NFL:KC');
  });
});
