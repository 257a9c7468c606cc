// The game a Gamma market's event names, where its rules do not (docs/decisions.md, "Settlement
// terms: the game the event names"), and club names the sentence grammar keeps whole: recorded
// tuning markets of test/fixtures/terms-corpus/tuning/polymarket/
// wom-strategy-gamma-backtest-more-2026-02-08.json (each named by its Gamma id), read through the
// Polymarket parser, some with a field replaced where a test says so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import { sentencesOf } from '../../../../src/domain/settlement-terms/grammar/sentences';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readVenuePayloads, withReference } from '../../../../src/venues/read-venue-payloads';

const FILE = join(
  __dirname,
  '../../../fixtures/terms-corpus/tuning/polymarket/wom-strategy-gamma-backtest-more-2026-02-08.json',
);
type Json = Record<string, unknown>;

/** One recorded Gamma market; `market` and `event` replace fields of the market and its event. */
function recorded(id: string, market: Json = {}, event: Json = {}): Json {
  const list = JSON.parse(readFileSync(FILE, 'utf8')) as Json[];
  const found = list.find((m) => m.id === id);
  expect(found).toBeDefined();
  const events = (found!.events as Json[]).map((e, i) => (i === 0 ? { ...e, ...event } : e));
  return { ...found!, events, ...market };
}

function read(market: Json): SettlementTerms {
  const sets = readVenuePayloads([
    { venue: 'polymarket', files: [{ file: 'pm.json', text: JSON.stringify([market]) }] },
  ]);
  return termsOfPayloads(sets)[0]!;
}

// "This market will resolve to "FC Barcelona" if FC Barcelona win the game by 2 or more goals.":
// the event is "FC Barcelona vs. RCD Mallorca - More Markets", "More markets for the La Liga game,
// scheduled for February 7 at 10:15 AM ET.", and the market's gameStartTime 2026-02-07 15:15 UTC.
const SPREAD = '1341702';
const GAME =
  'LALIGA game team:LALIGA:fc-barcelona vs team:LALIGA:rcd-mallorca scheduled for 2026-02-07';

describe("a spread whose rules do not name the game is the event's game", () => {
  test("the teams of the event's title, its league, and the day of gameStartTime", () => {
    const t = read(recorded(SPREAD));
    expect(t.category).toBe('game-spread');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: `result of the ${GAME}`,
        name: `winning margin of team:LALIGA:fc-barcelona in the ${GAME}`,
      },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event: GAME } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '2' },
    });
    expect(t.entities).toEqual(['team:LALIGA:fc-barcelona', 'team:LALIGA:rcd-mallorca']);
    // Every value read from the event is quoted from it.
    const fields = t.quantity.spans.map((s) => `${s.field}: ${s.text}`);
    expect(fields).toContain('event.title: FC Barcelona vs. RCD Mallorca');
    expect(fields).toContain('gameStartTime: 2026-02-07T15:15:00Z');
  });

  test("the day is New York's: a start after midnight UTC is the evening before", () => {
    const t = read(recorded(SPREAD, { gameStartTime: '2026-02-08 01:30:00+00' }));
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { event: GAME },
    });
  });

  test("without gameStartTime the event's startTime (the game's) names the day; startDate does not", () => {
    const { gameStartTime: _dropped, ...market } = recorded(SPREAD);
    expect(read(market).window).toMatchObject({ status: 'KNOWN', value: { event: GAME } });
    const { gameStartTime: _also, ...noStart } = recorded(SPREAD, {}, { startTime: undefined });
    const unread = read(noStart);
    expect(unread.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the rules do not name the game',
    });
  });

  test('a winner who is neither team of the event title is not read', () => {
    const t = read(recorded(SPREAD, {}, { title: 'Real Madrid vs. Getafe CF - More Markets' }));
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.quantity.status === 'UNKNOWN' && t.quantity.reason).toMatch(/neither team/);
  });

  test('the league from the tags when the event names it in no words, and none from two leagues', () => {
    const noWords = { description: 'More markets for this game.' };
    const tagged = read(
      recorded(SPREAD, {}, { ...noWords, tags: [{ label: 'Soccer' }, { label: 'La Liga' }] }),
    );
    expect(tagged.window).toMatchObject({ status: 'KNOWN', value: { event: GAME } });
    const two = read(
      recorded(
        SPREAD,
        {},
        { ...noWords, tags: [{ label: 'La Liga' }, { label: 'Premier League' }] },
      ),
    );
    expect(two.quantity.status).toBe('UNKNOWN');
    expect(read(recorded(SPREAD, {}, noWords)).quantity.status).toBe('UNKNOWN');
  });

  test('rules that name the game are read from the rules, whatever the event says', () => {
    // "In the upcoming Bundesliga game between 1. FSV Mainz 05 and FC Augsburg, scheduled for
    // February 7 at 9:30 AM ET: …" (1263242), its gameStartTime moved a day on.
    const t = read(
      recorded(
        '1263242',
        { gameStartTime: '2026-02-08 14:30:00+00' },
        { title: 'FC Bayern München vs. FC Augsburg - More Markets' },
      ),
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        event:
          'BUNDESLIGA game team:BUNDESLIGA:1-fsv-mainz-05 vs team:BUNDESLIGA:fc-augsburg scheduled for 2026-02-07',
      },
    });
  });
});

// Gamma's GET /sports as recorded (test/fixtures/terms-corpus/reference/, SOURCES.md there): each
// league with the series of its events ("por": series "10330", resolution ligaportugal.pt).
const SPORTS = join(
  __dirname,
  '../../../fixtures/terms-corpus/reference/gamma-sports-2026-02-08.json',
);

/** A Gamma market read with Gamma's sports list as reference data, as the sync and `match` read it. */
function readWithSports(market: Json): SettlementTerms {
  const sets = readVenuePayloads([
    {
      venue: 'polymarket',
      files: [
        { file: 'sports.json', text: readFileSync(SPORTS, 'utf8') },
        { file: 'pm.json', text: JSON.stringify([market]) },
      ],
    },
  ]);
  return termsOfPayloads(sets, withReference(sets, undefined))[0]!;
}

describe('a league no words name is the one whose series the venue lists the event in', () => {
  // "This market will resolve to "Casa Pia AC" if Casa Pia AC win the game by 3 or more goals.",
  // the event "CD Nacional vs. Casa Pia AC - More Markets", "More markets for the Primeira Liga
  // game, …", in Gamma's series 10330 ("primeira-liga"), which /sports lists as "por".
  const CASA_PIA = '1342279';
  const POR_GAME = 'POR game team:POR:casa-pia-ac vs team:POR:cd-nacional scheduled for 2026-02-08';

  test("the Primeira Liga spread is read through Gamma's sports list", () => {
    const t = readWithSports(recorded(CASA_PIA));
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: `winning margin of team:POR:casa-pia-ac in the ${POR_GAME}` },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event: POR_GAME } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '3' },
    });
    expect(t.entities).toEqual(['team:POR:casa-pia-ac', 'team:POR:cd-nacional']);
  });

  test('without the sports list, or in a series no league lists, the league stays unread', () => {
    const without = read(recorded(CASA_PIA));
    expect(without.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the game "CD Nacional vs. Casa Pia AC" names no league this reader knows',
    });
    const elsewhere = readWithSports(recorded(CASA_PIA, {}, { series: [{ id: '999999999' }] }));
    expect(elsewhere.quantity.status).toBe('UNKNOWN');
  });

  test('words that name a league come before the series', () => {
    const t = readWithSports(
      recorded(CASA_PIA, {}, { description: 'More markets for the La Liga game.' }),
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { event: expect.stringMatching(/^LALIGA game /) },
    });
  });
});

describe('a total whose condition pays "Under" and "Else" the first outcome (542821)', () => {
  // "In the upcoming NBA game, scheduled for May 9 at 7:30PM ET:\nIf the total score of the game
  // is less than or equal to the line 225, the market will resolve to "Under".\nElse, the market
  // will resolve to "Over".", outcomes Over/Under, `line` 225.5, the event "Cavaliers vs. Pacers".
  const TOTAL = '542821';
  const GAME = 'NBA game team:NBA:CLE vs team:NBA:IND scheduled for 2025-05-09';

  test("Over is the complement of the condition, in whole points, between the event title's teams", () => {
    const t = read(recorded(TOTAL));
    expect(t.category).toBe('game-total');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: `total points of the ${GAME}` },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event: GAME } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '226' },
    });
    expect(t.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
    expect(t.entities).toEqual(['team:NBA:CLE', 'team:NBA:IND']);
  });

  test('a line the complement does not agree with leaves the boundary unread; Over/Under are no teams', () => {
    expect(read(recorded(TOTAL, { line: 224.5 })).boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: "the rules say >= 226 but the venue's line is 224.5",
    });
    // Without the event's teams the game is not named from the outcomes "Over" and "Under".
    const noTeams = read(recorded(TOTAL, {}, { title: 'NBA: May 9' }));
    expect(noTeams.window.status).toBe('UNKNOWN');
  });
});

describe('a club whose name begins with a number and a period', () => {
  test('"1. FSV Mainz 05" does not end a sentence: the total is read (1263242)', () => {
    const t = read(recorded('1263242'));
    expect(t.category).toBe('game-total');
    expect(t.entities).toEqual(['team:BUNDESLIGA:1-fsv-mainz-05', 'team:BUNDESLIGA:fc-augsburg']);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '5' },
    });
  });

  test('a sentence that ends with a number still ends there', () => {
    const text =
      'If the total score of the game is less than or equal to the line 225. Else, the market will resolve to "Over". The line is 3. NBA rules apply.';
    const cut = sentencesOf([{ field: 'description', text }]).map((s) => s.text);
    expect(cut).toEqual([
      'If the total score of the game is less than or equal to the line 225.',
      'Else, the market will resolve to "Over".',
      'The line is 3.',
      'NBA rules apply.',
    ]);
  });
});

describe("the event's words in the term inputs", () => {
  test("Kalshi's event title and sub_title are the event's texts, beside its competition", () => {
    // tuning/kalshi/iran-dataset-events-2026-03-01.json: GET /events with nested markets.
    const events = JSON.parse(
      readFileSync(
        join(
          __dirname,
          '../../../fixtures/terms-corpus/tuning/kalshi/iran-dataset-events-2026-03-01.json',
        ),
        'utf8',
      ),
    ) as Json[];
    const text = JSON.stringify({ events: [events[0]], cursor: '' });
    const sets = readVenuePayloads([{ venue: 'kalshi', files: [{ file: 'ev.json', text }] }]);
    expect(sets[0]!.events[0]!.texts).toEqual([
      { field: 'event.title', text: 'Who will be the next Supreme Leader of Iran?' },
      { field: 'event.sub_title', text: 'Before Jan 1, 2045' },
    ]);
  });

  test("Gamma's event title and description, its tags and the game's start are the event's", () => {
    const sets = readVenuePayloads([
      {
        venue: 'polymarket',
        files: [{ file: 'pm.json', text: JSON.stringify([recorded(SPREAD)]) }],
      },
    ]);
    const event = sets[0]!.events[0]!;
    expect(event.texts?.map((t) => t.field)).toEqual(['event.title', 'event.description']);
    expect(event.facts).toMatchObject({ gameStartTime: '2026-02-07T15:15:00Z' });
    expect(sets[0]!.markets[0]!.facts).toMatchObject({ gameStartTime: '2026-02-07T15:15:00Z' });
  });
});
