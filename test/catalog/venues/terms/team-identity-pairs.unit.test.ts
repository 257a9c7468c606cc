// One team across venues (docs/decisions.md, "Settlement terms: one team across venues"): Kalshi
// names a game's teams by its tickers' codes and its rules' city names ("New York Y", "Kansas
// City"), Polymarket by nicknames ("Yankees", "Chiefs") and the Gamma teams of its event; both are
// `team:<LEAGUE>:<ABBR>` by the league table's abbreviation, so the same game on both venues is
// proposed as a pair. Games built in each venue's response shape (test/support/game-payloads.ts)
// with teams, leagues and days in no fixture, read by the venue parsers and the matcher.
import { gammaGameEvent, kalshiGameEvent } from '../../../support/game-payloads';
import { matchMarkets, marketsOfPayloads } from '../../../../src/domain/matching/match-markets';
import { readVenuePayloads, referenceOfSets } from '../../../../src/venues/read-venue-payloads';
import { tableTeamCode } from '../../../../src/domain/settlement-terms/entities/team-codes';
import { teamEntity } from '../../../../src/domain/settlement-terms/entity-ids';
import { readTexts } from '../../../support/read-texts';

const yankeesAtBoston = kalshiGameEvent({
  series: 'KXMLBGAME',
  day: '27JUN12',
  rulesDay: 'Jun 12, 2027',
  game: 'professional baseball',
  away: { code: 'NYY', name: 'New York Y' },
  home: { code: 'BOS', name: 'Boston' },
});
const metsAtAtlanta = kalshiGameEvent({
  series: 'KXMLBGAME',
  day: '27JUN12',
  rulesDay: 'Jun 12, 2027',
  game: 'professional baseball',
  away: { code: 'NYM', name: 'New York M' },
  home: { code: 'ATL', name: 'Atlanta' },
});
// Kalshi's code of Jacksonville is JAC, the table's abbreviation JAX.
const jacksonvilleAtHouston = kalshiGameEvent({
  series: 'KXNFLGAME',
  day: '27OCT03',
  rulesDay: 'Oct 3, 2027',
  game: 'professional football',
  away: { code: 'JAC', name: 'Jacksonville' },
  home: { code: 'HOU', name: 'Houston' },
});

// A league no table lists, which the Polymarket game names by its own words ("the upcoming KHL
// game"): its teams are the codes of the Gamma teams its event lists.
const avangardAtCska = kalshiGameEvent({
  series: 'KXKHLGAME',
  day: '27JAN15',
  rulesDay: 'Jan 15, 2027',
  game: 'KHL hockey',
  away: { code: 'AVA', name: 'Avangard Omsk' },
  home: { code: 'CSKA', name: 'CSKA Moscow' },
});
const gammaAvangardCska = gammaGameEvent({
  id: '9900004',
  league: 'khl',
  day: '2027-01-15',
  written: 'January 15',
  away: { name: 'Avangard Omsk', alias: 'Avangard Omsk', abbreviation: 'ava' },
  home: { name: 'CSKA Moscow', alias: 'CSKA Moscow', abbreviation: 'cska' },
});

const yankees = { name: 'New York Yankees', alias: 'Yankees', abbreviation: 'nyy' };
const redSox = { name: 'Boston Red Sox', alias: 'Red Sox', abbreviation: 'bos' };
const gammaYankeesRedSox = (id: string, day: string, written: string) =>
  gammaGameEvent({ id, league: 'mlb', day, written, away: yankees, home: redSox });
const gammaJaguarsTexans = gammaGameEvent({
  id: '9900003',
  league: 'nfl',
  day: '2027-10-03',
  written: 'October 3',
  away: { name: 'Jacksonville Jaguars', alias: 'Jaguars', abbreviation: 'jax' },
  home: { name: 'Houston Texans', alias: 'Texans', abbreviation: 'hou' },
});

/** A term's value, or undefined for an UNKNOWN term. */
const known = <T>(term: { status: 'KNOWN'; value: T } | { status: 'UNKNOWN' }): T | undefined =>
  term.status === 'KNOWN' ? term.value : undefined;

function readOrThrow(groups: Parameters<typeof readVenuePayloads>[0]) {
  try {
    return readVenuePayloads(groups);
  } catch (e) {
    throw new Error(JSON.stringify((e as { details?: unknown }).details));
  }
}

function proposed(kalshiEvents: unknown[], gammaEvents: unknown[]) {
  const sets = readOrThrow([
    {
      venue: 'kalshi',
      files: [{ file: 'k.json', text: JSON.stringify({ events: kalshiEvents, cursor: '' }) }],
    },
    { venue: 'polymarket', files: [{ file: 'p.json', text: JSON.stringify(gammaEvents) }] },
  ]);
  // As `settlegraph match` reads them: with the reference data the payloads carry.
  const { pairs } = matchMarkets(marketsOfPayloads(sets, referenceOfSets(sets, undefined)));
  return (kalshi: string, polymarket: string) =>
    pairs.find(
      (p) => p.kalshi.venueMarketId === kalshi && p.polymarket.venueMarketId === polymarket,
    );
}

describe('the same game on both venues', () => {
  const pairOf = proposed(
    [yankeesAtBoston, metsAtAtlanta, jacksonvilleAtHouston, avangardAtCska],
    [
      gammaYankeesRedSox('9900001', '2027-06-12', 'June 12'),
      gammaYankeesRedSox('9900002', '2027-06-13', 'June 13'),
      gammaJaguarsTexans,
      gammaAvangardCska,
    ],
  );

  it('is proposed, one game on both sides, YES aligned: RELATED OVERLAP, apart only in the exceptional settlements', () => {
    const pair = pairOf('KXMLBGAME-27JUN12NYYBOS-NYY', '9900001');
    expect(pair).toBeDefined();
    expect(known(pair!.kalshi.window)).toEqual(known(pair!.polymarket.window));
    expect(known(pair!.kalshi.window)).toMatchObject({
      event: 'MLB game team:MLB:BOS vs team:MLB:NYY scheduled for 2027-06-12',
    });
    expect(known(pair!.kalshi.boundary)).toEqual(known(pair!.polymarket.boundary));
    // Kalshi's fair price for a game not started in 48 hours against Polymarket's 50-50: alike in
    // every other case, so OVERLAP, not EQUIVALENT.
    expect(pair!.verdict).toBe('RELATED');
    expect(pair!.relation).toBe('OVERLAP');
    expect(pair!.term).toBe('exceptions');
    expect(pair!.differences.map((d) => d.term)).toEqual(['exceptions']);
  });

  it("pays the other team's win on the other market: a YES/NO inversion, never EQUIVALENT", () => {
    const pair = pairOf('KXMLBGAME-27JUN12NYYBOS-BOS', '9900001');
    expect(pair).toBeDefined();
    expect(pair!.verdict).not.toBe('EQUIVALENT');
    expect(pair!.yesAligned).toBe(false);
    expect(pair!.verdict).toBe('RELATED');
    expect(pair!.relation).toBe('EXCLUSIVE');
    expect(pair!.reason).toContain('YES/NO inversion');
  });

  it('is the same game whichever code a venue writes (Kalshi JAC, Gamma jax)', () => {
    const pair = pairOf('KXNFLGAME-27OCT03JACHOU-JAC', '9900003');
    expect(pair).toBeDefined();
    expect(known(pair!.kalshi.boundary)).toMatchObject({ entity: 'team:NFL:JAX' });
    expect(known(pair!.kalshi.boundary)).toEqual(known(pair!.polymarket.boundary));
    expect(known(pair!.kalshi.window)).toEqual(known(pair!.polymarket.window));
  });

  it("of a league no table lists is one game by the Gamma event's team codes (KHL)", () => {
    const pair = pairOf('KXKHLGAME-27JAN15AVACSKA-AVA', '9900004');
    expect(pair).toBeDefined();
    expect(known(pair!.polymarket.boundary)).toMatchObject({ entity: 'team:KHL:AVA' });
    expect(known(pair!.kalshi.boundary)).toEqual(known(pair!.polymarket.boundary));
    expect(known(pair!.kalshi.window)).toEqual(known(pair!.polymarket.window));
    expect(known(pair!.kalshi.window)).toMatchObject({
      event: 'KHL game team:KHL:AVA vs team:KHL:CSKA scheduled for 2027-01-15',
    });
  });

  it('of another day is DIFFERENT, naming the window', () => {
    const pair = pairOf('KXMLBGAME-27JUN12NYYBOS-NYY', '9900002');
    expect(pair).toBeDefined();
    expect(pair!.verdict).toBe('DIFFERENT');
    const window = pair!.differences.find((d) => d.term === 'window');
    expect(window).toBeDefined();
    expect(window!.kalshi).toContain('2027-06-12');
    expect(window!.polymarket).toContain('2027-06-13');
  });

  it('never makes the Mets the Yankees: another game of a New York team is no pair of it', () => {
    const pair = pairOf('KXMLBGAME-27JUN12NYMATL-NYM', '9900001');
    if (pair) expect(pair.verdict).toBe('DIFFERENT');
    expect(pair?.sharedEntities ?? []).not.toContain('team:MLB:NYM');
  });
});

describe('a team is one ID whichever name or code a venue writes', () => {
  it.each([
    ['NFL', 'JAC', 'JAX'],
    ['NBA', 'GS', 'GSW'],
    ['NBA', 'PHO', 'PHX'],
    ['MLB', 'CHW', 'CWS'],
    ['NFL', 'WSH', 'WAS'],
    ['MLB', 'WAS', 'WSH'],
  ])('%s code %s is the table abbreviation %s', (league, code, abbr) => {
    expect(tableTeamCode(league, code)).toBe(abbr);
  });

  it('keeps a code the table does not know, or a league it does not list, as written', () => {
    expect(tableTeamCode('NFL', 'XYZ')).toBe('XYZ');
    expect(tableTeamCode('KHL', 'AVA')).toBe('AVA');
  });

  it("normalises a venue's reference abbreviation through the table (Gamma /teams)", () => {
    expect(teamEntity('nba', 'gs')).toBe('team:NBA:GSW');
    expect(teamEntity('nfl', 'jac')).toBe('team:NFL:JAX');
    expect(teamEntity('wnba', 'gs')).toBe('team:WNBA:GS');
  });
});

describe('a city of two teams written alone is neither', () => {
  const kalshi = (primary: string) =>
    readTexts('kalshi', [{ field: 'rules_primary', text: primary }]);

  it.each([
    [
      'If New York wins the New York vs Boston professional baseball game originally scheduled for Jun 12, 2027, then the market resolves to Yes.',
      '"New York" names NYM and NYY of the MLB: which one is not stated',
    ],
    [
      'If Los Angeles wins the Los Angeles vs Denver professional football game originally scheduled for Nov 7, 2027, then the market resolves to Yes.',
      '"Los Angeles" names LAC and LAR of the NFL: which one is not stated',
    ],
    [
      'If Chicago wins the Chicago vs Detroit professional baseball game originally scheduled for May 2, 2027, then the market resolves to Yes.',
      '"Chicago" names CHC and CWS of the MLB: which one is not stated',
    ],
  ])('UNKNOWN with the reason: %s', (rules, reason) => {
    const t = kalshi(rules);
    for (const term of [t.quantity, t.window, t.boundary])
      expect(term).toMatchObject({ status: 'UNKNOWN', reason });
  });

  it.each([
    ['New York Y', 'team:MLB:NYY'],
    ['New York M', 'team:MLB:NYM'],
    ['Los Angeles D', 'team:MLB:LAD'],
    ['Los Angeles A', 'team:MLB:LAA'],
  ])('while Kalshi\'s "%s" is one team (%s)', (name, id) => {
    const t = kalshi(
      `If ${name} wins the ${name} vs Seattle professional baseball game originally scheduled for Aug 21, 2027, then the market resolves to Yes.`,
    );
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: id } });
  });

  it('and the "LA Chargers" and "LA Rams" stay two teams', () => {
    const read = (name: string) =>
      known(
        kalshi(
          `If ${name} wins the ${name} vs Denver professional football game originally scheduled for Nov 7, 2027, then the market resolves to Yes.`,
        ).boundary,
      );
    expect(read('LA Chargers')).toMatchObject({ entity: 'team:NFL:LAC' });
    expect(read('LA Rams')).toMatchObject({ entity: 'team:NFL:LAR' });
  });
});
