// The venues' reference data (docs/venue-adapters.md, "Reference data"): Kalshi structured targets,
// Gamma teams and sports parsed into normalised entities and leagues, and the reference IDs a market
// states (a Kalshi custom_strike value, a Gamma teamAID) resolved into facts.entities, whether the
// reference responses come among the payload files or from the sync.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readVenuePayloads } from '../../src/venues/read-venue-payloads';
import { kalshiReferenceEntities } from '../../src/venues/kalshi/kalshi-reference';
import {
  polymarketLeagues,
  polymarketReferenceKind,
  polymarketTeamEntities,
} from '../../src/venues/polymarket/polymarket-reference';
import { combineReference, referenceOfFile } from '../../src/venues/venue-reference';
import { entitySlug, teamEntity } from '../../src/domain/settlement-terms/entity-ids';

const FIXTURES = join(__dirname, '..', 'fixtures');
const json = (path: string): any => JSON.parse(readFileSync(join(FIXTURES, path), 'utf8'));
const text = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');

const TARGETS = 'venues/reference/kalshi-structured-targets.json';
const TEAMS = 'venues/reference/gamma-teams.json';
const SPORTS = 'venues/reference/gamma-sports.json';

describe('entity IDs', () => {
  test('slugs are lower-case ASCII words joined by -, codes upper-case', () => {
    expect(entitySlug('  Xi  Jinping ')).toBe('xi-jinping');
    expect(entitySlug('Zoë Saldaña-Perez')).toBe('zoe-saldana-perez');
    expect(entitySlug('—')).toBe('');
    expect(teamEntity('nfl', 'kc')).toBe('team:NFL:KC');
    expect(teamEntity('NFL', '')).toBeUndefined();
  });
});

describe('Kalshi structured targets', () => {
  const entities = kalshiReferenceEntities(json(TARGETS).response);

  test('teams by league and abbreviation, players by name; the rest left out', () => {
    expect(entities.map((e) => [e.venueId, e.entity])).toEqual([
      ['6aa76797-7833-45e1-85e3-96e0122801e1', 'team:NFL:PIT'],
      ['08c52d1f-7ce1-445f-be72-97de0554ecc8', 'team:NFL:GB'],
      ['a69a57af-f1a1-4d44-ab62-e220ebaa2a5c', 'team:NFL:BAL'],
      ['bc65405b-5bda-425c-b7c5-681c382e6a5a', 'team:NFL:PHI'],
      ['db7094b8-5481-4780-9763-51a66dfaf091', 'team:MLB:CWS'],
      ['5fd40da7-6cfb-4490-ab9a-5787e04213f5', 'person:anthony-kay'],
    ]);
    expect(entities[0]).toEqual({
      entity: 'team:NFL:PIT',
      venue: 'kalshi',
      venueId: '6aa76797-7833-45e1-85e3-96e0122801e1',
      names: ['Pittsburgh', 'Pittsburgh Steelers', 'PIT'],
      league: 'NFL',
    });
  });

  test('a target of another shape is left out, never a failure', () => {
    expect(
      kalshiReferenceEntities({
        structured_targets: [null, 7, { id: 3, name: 'x', type: 'football_team' }, { id: 'a' }],
      }),
    ).toEqual([]);
    expect(kalshiReferenceEntities({ structured_targets: 'none' })).toEqual([]);
  });
});

describe('Gamma teams and sports', () => {
  test('teams as team:<LEAGUE>:<ABBR> with their names and alias; one without abbreviation left out', () => {
    const teams = polymarketTeamEntities(json(TEAMS).response);
    expect(teams.map((t) => t.entity)).toEqual(['team:NFL:PIT', 'team:NFL:GB', 'team:NFL:KC']);
    expect(teams[2]).toEqual({
      entity: 'team:NFL:KC',
      venue: 'polymarket',
      venueId: '103',
      names: ['Kansas City Chiefs', 'Chiefs', 'kc'],
      league: 'nfl',
    });
  });

  test('the recorded sports as leagues with their resolution sources, tags and series', () => {
    const leagues = polymarketLeagues(json(SPORTS));
    expect(leagues).toHaveLength(json(SPORTS).length);
    expect(leagues.find((l) => l.league === 'EPL')).toEqual({
      venue: 'polymarket',
      league: 'EPL',
      resolutionSource: 'https://www.premierleague.com/',
      tagIds: ['1', '82', '306', '100639', '100350'],
      seriesId: '10188',
    });
  });

  test('a bare array is told apart by its URL or its members', () => {
    expect(polymarketReferenceKind(json(SPORTS))).toBe('sports');
    expect(polymarketReferenceKind(json(TEAMS).response)).toBe('teams');
    expect(polymarketReferenceKind([], 'https://gamma-api.polymarket.com/teams?limit=1')).toBe(
      'teams',
    );
    expect(polymarketReferenceKind(json('venues/polymarket/gamma-events.json'))).toBeUndefined();
  });
});

describe('reference IDs resolved into facts.entities', () => {
  const preseason = () =>
    JSON.stringify({
      events: json('terms-corpus/tuning/kalshi/kalshi-cockpit-events-nfl-preseason-2026-08.json'),
    });

  test('a structured targets response among the Kalshi files names the teams of its game markets', () => {
    const [kalshi] = readVenuePayloads([
      {
        venue: 'kalshi',
        files: [
          { file: 'events', text: preseason() },
          { file: 'targets', text: text(TARGETS) },
        ],
      },
    ]);
    expect(kalshi!.reference?.entities).toHaveLength(6);
    const pit = kalshi!.markets.find((m) => m.marketId === 'KXNFLGAME-26AUG13GBPIT-PIT');
    expect(pit?.facts?.entities).toEqual(['team:NFL:PIT']);
    const gb = kalshi!.markets.find((m) => m.marketId === 'KXNFLGAME-26AUG13GBPIT-GB');
    expect(gb?.facts?.entities).toEqual(['team:NFL:GB']);
  });

  test('without reference data, the IDs stay as written and no entity is guessed', () => {
    const [kalshi] = readVenuePayloads([
      { venue: 'kalshi', files: [{ file: 'events', text: preseason() }] },
    ]);
    const pit = kalshi!.markets.find((m) => m.marketId === 'KXNFLGAME-26AUG13GBPIT-PIT');
    expect(pit?.facts?.referenceIds).toEqual(['6aa76797-7833-45e1-85e3-96e0122801e1']);
    expect(pit?.facts?.entities).toBeUndefined();
  });

  test("reference data given (the sync's) resolves as the files' does; a venue's IDs resolve only in its own", () => {
    const reference = combineReference([
      referenceOfFile('kalshi', json(TARGETS)),
      referenceOfFile('polymarket', json(TEAMS)),
    ]);
    const [kalshi] = readVenuePayloads(
      [{ venue: 'kalshi', files: [{ file: 'events', text: preseason() }] }],
      [],
      reference,
    );
    const bal = kalshi!.markets.find((m) => m.marketId === 'KXNFLGAME-26AUG15PHIBAL-BAL');
    expect(bal?.facts?.entities).toEqual(['team:NFL:BAL']);
    // Gamma team 101 is the Steelers; the Kalshi market naming "101" would not be.
    const events = json('venues/polymarket/gamma-events.json');
    const market = events[0].markets[0];
    Object.assign(market, { teamAID: '103', teamBID: '101' });
    const [polymarket] = readVenuePayloads(
      [{ venue: 'polymarket', files: [{ file: 'events', text: JSON.stringify(events) }] }],
      [],
      reference,
    );
    const named = polymarket!.markets.find((m) => m.marketId === String(market.id));
    expect(named?.facts?.entities).toEqual(['team:NFL:KC', 'team:NFL:PIT']);
  });
});
