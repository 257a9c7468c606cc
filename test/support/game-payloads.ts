// Payloads of one game on both venues in each venue's response shape, built from the recorded
// NFL game of test/fixtures/cross-venue/ (a Kalshi `GET /events` event with its markets, a Gamma
// `GET /events` event with its moneyline market) with the teams, the day and the texts replaced:
// the shapes are the venues' own, the games are in no fixture.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CROSS_VENUE } from './labelled-pairs';

type Obj = Record<string, unknown>;

const recorded = (file: string): Obj =>
  (JSON.parse(readFileSync(join(CROSS_VENUE, file), 'utf8')) as Obj[])[0]!;
const KALSHI_EVENT = recorded('kalshi/kalshi-equinox-nfl-game-tb-dal-2026-10-06.json');
const GAMMA_EVENT = recorded('polymarket/gamma-equinox-nfl-tb-dal-2026-10-09.json');

/** One side of a game as Kalshi names it: the ticker's code and the name its rules use. */
export interface KalshiSide {
  code: string;
  name: string;
}

export interface KalshiGame {
  series: string;
  /** The ticker's day, "27JUN12". */
  day: string;
  /** The rules' day, "Jun 12, 2027". */
  rulesDay: string;
  /** The rules' words for the game, "professional baseball". */
  game: string;
  away: KalshiSide;
  home: KalshiSide;
}

/** A Kalshi game event with one market per team, as `GET /events` nests them. */
export function kalshiGameEvent(g: KalshiGame): Obj {
  const event = `${g.series}-${g.day}${g.away.code}${g.home.code}`;
  const named = `${g.away.name} vs ${g.home.name} ${g.game} game originally scheduled for ${g.rulesDay}`;
  const template = (KALSHI_EVENT.markets as Obj[])[0]!;
  const market = (side: KalshiSide, other: KalshiSide): Obj => ({
    ...template,
    ticker: `${event}-${side.code}`,
    event_ticker: event,
    title: `${side.name} wins`,
    yes_sub_title: side.name,
    no_sub_title: other.name,
    rules_primary: `If ${side.name} wins the ${named}, then the market resolves to Yes.`,
    rules_secondary: `The following market refers to the team who wins the ${named}. If the game is postponed but begins within 48 hours from its originally scheduled start time, the market will remain open and resolve based on the official final result. If the game is not started within 48 hours, the market will resolve to a fair price.`,
  });
  return {
    ...KALSHI_EVENT,
    event_ticker: event,
    series_ticker: g.series,
    title: `${g.away.name} vs ${g.home.name}`,
    sub_title: `${g.away.code} vs ${g.home.code}`,
    markets: [market(g.away, g.home), market(g.home, g.away)],
  };
}

/** A Gamma team as an event lists it (the `GET /teams` Team). */
export interface GammaTeam {
  name: string;
  alias: string;
  abbreviation: string;
}

export interface GammaGame {
  id: string;
  league: string;
  /** "2027-06-12". */
  day: string;
  /** "June 12". */
  written: string;
  away: GammaTeam;
  home: GammaTeam;
}

/** A Gamma game event with its moneyline market, as `GET /events` returns it. */
export function gammaGameEvent(g: GammaGame): Obj {
  const [a, b] = [g.away.alias, g.home.alias];
  const description = [
    `In the upcoming ${g.league.toUpperCase()} game between ${a} and ${b}, scheduled for ${g.written} at 7:05PM ET:`,
    `This market will resolve to "${a}" if ${a} win the game.`,
    `This market will resolve to "${b}" if ${b} win the game.`,
    'If the game is postponed, this market will remain open until the game has been completed.',
    'If the game is canceled entirely, with no make-up game, this market will resolve 50-50.',
  ].join('\n');
  const end = `${g.day}T23:05:00Z`;
  const market = {
    ...(GAMMA_EVENT.markets as Obj[])[0]!,
    id: g.id,
    question: `${a} vs. ${b}`,
    slug: `${g.league}-${g.id}`,
    conditionId: `0x${g.id.padStart(64, '0')}`,
    description,
    outcomes: JSON.stringify([a, b]),
    endDate: end,
    endDateIso: g.day,
    gameStartTime: `${g.day} 23:05:00+00`,
    // Token IDs are the venue's keys of the outcomes: one game's are its own.
    clobTokenIds: JSON.stringify([`${g.id}1`, `${g.id}2`]),
    positionIds: [`${g.id}1`, `${g.id}2`],
    questionID: `0x${g.id.padStart(64, '1')}`,
    resolutionSource: '',
  };
  const team = (t: GammaTeam, ordering: string, id: number): Obj => ({
    id,
    name: t.name,
    league: g.league,
    abbreviation: t.abbreviation,
    alias: t.alias,
    ordering,
  });
  return {
    ...GAMMA_EVENT,
    id: `E${g.id}`,
    title: `${a} vs. ${b}`,
    description,
    endDate: end,
    eventDate: g.day,
    startTime: end,
    resolutionSource: '',
    series: [],
    tags: [],
    sport: undefined,
    teams: [team(g.away, 'away', 1), team(g.home, 'home', 2)],
    markets: [market],
  };
}
