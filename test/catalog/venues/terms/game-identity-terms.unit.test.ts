// A game's teams as its text names them against the teams the venue's own data names the game by
// (docs/decisions.md, "Settlement terms: a game's teams read from the text against the venue's
// identity of the game"): Kalshi's ticker codes, a Gamma event's `teams`. A text naming another
// team states another game: the game is UNKNOWN with both named. A text naming the same teams by
// any of their names, naming none, or naming another team in a background role reads as before.
// The tuning cases are the recorded Buccaneers at Cowboys game on both venues
// (test/fixtures/terms-corpus/tuning, SOURCES.md there); the others are games in no fixture built
// in each venue's response shape (test/support/game-payloads.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readVenuePayloads, referenceOfSets } from '../../../../src/venues/read-venue-payloads';
import { gammaGameEvent, kalshiGameEvent } from '../../../support/game-payloads';

type Json = Record<string, unknown>;

const TUNING = join(__dirname, '../../../fixtures/terms-corpus/tuning');
const recorded = (file: string): Json =>
  (JSON.parse(readFileSync(join(TUNING, file), 'utf8')) as Json[])[0]!;
const KALSHI_GAME = recorded('kalshi/equinox-events-kxnflgame-2026-09-29.json');
const GAMMA_GAME = recorded('polymarket/equinox-gamma-event-nfl-tb-dal-2026-10-06.json');

/**
 * Every market of one venue page with the page's reference data, as `settlegraph match` reads it,
 * by its venue's ID.
 */
function read(venue: 'kalshi' | 'polymarket', page: unknown): Map<string, SettlementTerms> {
  const sets = readVenuePayloads([
    { venue, files: [{ file: 'page.json', text: JSON.stringify(page) }] },
  ]);
  return new Map(
    termsOfPayloads(sets, referenceOfSets(sets, undefined)).map((t) => [t.venueMarketId, t]),
  );
}

const kalshiPage = (event: Json) => ({ events: [event], cursor: '' });
const gammaPage = (...events: Json[]) => events;

/** The event with `f` applied to its own and its markets' rules and titles (identifiers kept). */
function kalshiWith(event: Json, f: (s: string) => string): Json {
  const markets = (event.markets as Json[]).map((m) => ({
    ...m,
    rules_primary: f(m.rules_primary as string),
    rules_secondary: f(m.rules_secondary as string),
    title: f(m.title as string),
    yes_sub_title: f(m.yes_sub_title as string),
    no_sub_title: f(m.no_sub_title as string),
  }));
  return { ...event, title: f(event.title as string), markets };
}

/** The Gamma event with `f` applied to its and its markets' texts; its `teams` kept as recorded. */
function gammaWith(event: Json, f: (s: string) => string): Json {
  const markets = (event.markets as Json[]).map((m) => ({
    ...m,
    question: f(m.question as string),
    description: f(m.description as string),
    outcomes: f(m.outcomes as string),
  }));
  return {
    ...event,
    title: f(event.title as string),
    description: f(event.description as string),
    markets,
  };
}

const unknownNaming = (...words: string[]) => ({
  status: 'UNKNOWN',
  reason: expect.stringMatching(
    new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')),
  ),
});

describe('tuning: the Buccaneers at Cowboys game of October 8, 2026 on both venues', () => {
  test('as recorded, each venue reads the game of its own data', () => {
    const kalshi = read('kalshi', kalshiPage(KALSHI_GAME)).get('KXNFLGAME-26OCT08TBDAL-TB')!;
    const gamma = read('polymarket', gammaPage(GAMMA_GAME)).get('3951230')!;
    for (const t of [kalshi, gamma]) {
      expect(t.quantity).toMatchObject({
        status: 'KNOWN',
        value: {
          subject: 'result of the NFL game team:NFL:DAL vs team:NFL:TB scheduled for 2026-10-08',
        },
      });
      expect(t.entities).toEqual(['team:NFL:DAL', 'team:NFL:TB']);
    }
  });

  test("Kalshi: the rules' Cowboys replaced by the Cardinals against the ticker's TB and DAL", () => {
    const edited = kalshiWith(KALSHI_GAME, (s) =>
      s.replace(/Cowboys/g, 'Cardinals').replace(/Dallas/g, 'Arizona'),
    );
    const t = read('kalshi', kalshiPage(edited)).get('KXNFLGAME-26OCT08TBDAL-TB')!;
    expect(t.quantity).toMatchObject(
      unknownNaming('"DAL Cardinals"', 'ticker names (TB, DAL)', 'team:NFL:ARI'),
    );
    expect([t.boundary.status, t.window.status]).toEqual(['UNKNOWN', 'UNKNOWN']);
  });

  test("Gamma: the description's Cowboys replaced by the Cardinals against the event's teams", () => {
    const edited = gammaWith(GAMMA_GAME, (s) => s.replace(/Cowboys/g, 'Cardinals'));
    const t = read('polymarket', gammaPage(edited)).get('3951230')!;
    expect(t.quantity).toMatchObject(
      unknownNaming('"Cardinals"', 'team:NFL:TB, team:NFL:DAL', 'team:NFL:ARI'),
    );
    expect([t.boundary.status, t.window.status]).toEqual(['UNKNOWN', 'UNKNOWN']);
  });

  test("Gamma: the event's own teams renamed with the text still name the recorded codes", () => {
    // What the audit's edit does: every text and the teams' names change, the codes do not.
    const edited = gammaWith(GAMMA_GAME, (s) =>
      s.replace(/Cowboys/g, 'Cardinals').replace(/Dallas/g, 'Arizona'),
    );
    const teams = (edited.teams as Json[]).map((t) =>
      t.abbreviation === 'dal' ? { ...t, name: 'Arizona Cardinals', alias: 'Cardinals' } : t,
    );
    const t = read('polymarket', gammaPage({ ...edited, teams })).get('3951230')!;
    expect(t.quantity).toMatchObject(unknownNaming('"Cardinals"', 'team:NFL:ARI'));
  });
});

describe('games in no fixture: other leagues, teams and days', () => {
  const celticsAtKnicks = gammaGameEvent({
    id: '9910001',
    league: 'nba',
    day: '2027-02-03',
    written: 'February 3',
    away: { name: 'Boston Celtics', alias: 'Celtics', abbreviation: 'bos' },
    home: { name: 'New York Knicks', alias: 'Knicks', abbreviation: 'nyk' },
  });

  test('Gamma NBA: the same teams by another of their names read as the venue names them', () => {
    // "Boston" and "New York Knicks" are the event's Celtics and Knicks by the league table.
    const paraphrased = gammaWith(celticsAtKnicks, (s) =>
      s.replace(/between Celtics and Knicks/, 'between Boston and the New York Knicks'),
    );
    for (const event of [celticsAtKnicks, paraphrased]) {
      const t = read('polymarket', gammaPage(event)).get('9910001')!;
      expect(t.quantity).toMatchObject({ status: 'KNOWN' });
      expect(t.entities).toEqual(['team:NBA:BOS', 'team:NBA:NYK']);
    }
  });

  test('Gamma NBA: a description naming the Heat against the Celtics and Knicks is UNKNOWN', () => {
    const other = gammaWith(celticsAtKnicks, (s) => s.replace(/Knicks/g, 'Heat'));
    const t = read('polymarket', gammaPage(other)).get('9910001')!;
    expect(t.quantity).toMatchObject(
      unknownNaming('"Heat"', 'team:NBA:BOS, team:NBA:NYK', 'team:NBA:MIA'),
    );
  });

  test("Gamma KHL, a league no table lists: another team the page's reference data names", () => {
    const khl = (id: string, away: string[], home: string[], day: string) =>
      gammaGameEvent({
        id,
        league: 'khl',
        day,
        written: day === '2027-01-15' ? 'January 15' : 'January 16',
        away: { name: away[0]!, alias: away[0]!, abbreviation: away[1]! },
        home: { name: home[0]!, alias: home[0]!, abbreviation: home[1]! },
      });
    const avangardCska = khl(
      '9910002',
      ['Avangard Omsk', 'ava'],
      ['CSKA Moscow', 'cska'],
      '2027-01-15',
    );
    const skaDynamo = khl(
      '9910003',
      ['SKA St. Petersburg', 'ska'],
      ['Dynamo Moscow', 'dyn'],
      '2027-01-16',
    );
    // Gamma's team IDs are its own, one per team: the second event's are not the first's.
    skaDynamo.teams = (skaDynamo.teams as Json[]).map((t, i) => ({ ...t, id: 11 + i }));
    const asRecorded = read('polymarket', gammaPage(avangardCska, skaDynamo)).get('9910002')!;
    expect(asRecorded.entities).toEqual(['team:KHL:AVA', 'team:KHL:CSKA']);
    const renamed = gammaWith(avangardCska, (s) => s.replace(/CSKA Moscow/g, 'Dynamo Moscow'));
    const t = read('polymarket', gammaPage(renamed, skaDynamo)).get('9910002')!;
    expect(t.quantity).toMatchObject(unknownNaming('"Dynamo Moscow"', 'team:KHL:DYN'));
  });

  const bostonAtToronto = kalshiGameEvent({
    series: 'KXNHLGAME',
    day: '27MAR02',
    rulesDay: 'Mar 2, 2027',
    game: 'professional hockey',
    away: { code: 'BOS', name: 'Boston' },
    home: { code: 'TOR', name: 'Toronto' },
  });

  test("Kalshi NHL: a team the rules name against the ticker's codes", () => {
    const asWritten = read('kalshi', kalshiPage(bostonAtToronto)).get(
      'KXNHLGAME-27MAR02BOSTOR-BOS',
    )!;
    expect(asWritten.quantity).toMatchObject({ status: 'KNOWN' });
    expect(asWritten.entities).toEqual(['team:NHL:BOS', 'team:NHL:TOR']);
    // Kalshi's "<code> <nickname>" form: the code is the ticker's, the nickname Montreal's.
    const other = kalshiWith(bostonAtToronto, (s) =>
      s.replace(/vs Toronto professional/g, 'vs TOR Canadiens professional'),
    );
    const t = read('kalshi', kalshiPage(other)).get('KXNHLGAME-27MAR02BOSTOR-BOS')!;
    expect(t.quantity).toMatchObject(
      unknownNaming('"TOR Canadiens"', 'ticker names (BOS, TOR)', 'team:NHL:MTL'),
    );
  });
});

describe('what stays as today', () => {
  test('a text naming no team: the game the event names by its league and day', () => {
    // "In the upcoming NFL game, scheduled for …": the teams are the event's title's, as recorded.
    const leagueOnly = gammaWith(GAMMA_GAME, (s) =>
      s.replace('NFL football game between Buccaneers and Cowboys,', 'NFL football game,'),
    );
    const asRecorded = read('polymarket', gammaPage(GAMMA_GAME)).get('3951230')!;
    const t = read('polymarket', gammaPage(leagueOnly)).get('3951230')!;
    expect(t.quantity).toEqual(
      expect.objectContaining({
        status: 'KNOWN',
        value: asRecorded.quantity.status === 'KNOWN' ? asRecorded.quantity.value : undefined,
      }),
    );
    expect(t.entities).toEqual(asRecorded.entities);
  });

  test('teams named in background roles (a venue, a past result, a former name) are no rival', () => {
    const background =
      ' The game is played at AT&T Stadium, where the Cowboys beat the Philadelphia Eagles last season; the stadium formerly hosted the Arizona Cardinals.';
    const kalshi = kalshiWith(KALSHI_GAME, (s) =>
      s.startsWith('The following market') ? `${s}${background}` : s,
    );
    const gamma = gammaWith(GAMMA_GAME, (s) =>
      s.startsWith('In the upcoming') ? `${s}${background}` : s,
    );
    const k = read('kalshi', kalshiPage(kalshi)).get('KXNFLGAME-26OCT08TBDAL-TB')!;
    const g = read('polymarket', gammaPage(gamma)).get('3951230')!;
    for (const t of [k, g]) {
      expect(t.quantity).toMatchObject({
        status: 'KNOWN',
        value: {
          subject: 'result of the NFL game team:NFL:DAL vs team:NFL:TB scheduled for 2026-10-08',
        },
      });
      expect(t.entities).toEqual(['team:NFL:DAL', 'team:NFL:TB']);
    }
  });

  test("teams named in the game's own sentence, in a past result or as a venue's, are no rival", () => {
    const kalshi = (from: string, to: string) =>
      kalshiWith(KALSHI_GAME, (s) => s.replace(from, to));
    const gammaDescription = (from: string, to: string) =>
      gammaWith(GAMMA_GAME, (s) => s.replace(from, to));
    const readings = [
      read(
        'kalshi',
        kalshiPage(
          kalshi(
            'If Tampa Bay wins',
            'If Tampa Bay, who beat the Kansas City Chiefs in Super Bowl LV, wins',
          ),
        ),
      ).get('KXNFLGAME-26OCT08TBDAL-TB')!,
      read(
        'kalshi',
        kalshiPage(
          kalshi(
            'scheduled for Oct 8, 2026, then',
            'scheduled for Oct 8, 2026 at AT&T Stadium, formerly the home of the Arizona Cardinals, then',
          ),
        ),
      ).get('KXNFLGAME-26OCT08TBDAL-TB')!,
      read(
        'polymarket',
        gammaPage(
          gammaDescription(
            'October 8 at 8:15PM ET:',
            'October 8 at 8:15PM ET at AT&T Stadium, where the Cardinals played in 2020:',
          ),
        ),
      ).get('3951230')!,
    ];
    for (const t of readings) {
      expect(t.quantity).toMatchObject({
        status: 'KNOWN',
        value: {
          subject: 'result of the NFL game team:NFL:DAL vs team:NFL:TB scheduled for 2026-10-08',
        },
      });
      expect(t.entities).toEqual(['team:NFL:DAL', 'team:NFL:TB']);
    }
  });
});
