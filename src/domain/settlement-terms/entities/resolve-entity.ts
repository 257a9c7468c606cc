// Entities of a proposition normalised to one ID (reference-data.ts): the venue's own reference
// data first, then the alias tables beside this file, so that "Kansas City", "KC" and "Chiefs"
// are team:NFL:KC and "Central Park" is station:KNYC. A name no table singles out is kept as
// written, slugged (`team:NCAAMB:utah-valley`, `person:kevin-hassett`): the same words on both
// venues still meet, and nothing is guessed.
import { foldToAscii } from '../../ascii-fold';
import { leagueCode } from '../entity-ids';
import type { ReferenceData } from '../reference-data';
import { ASSETS, QUOTES } from './assets';
import { LEAGUE_TEAMS, LEAGUE_WORDS } from './league-teams';
import { STATIONS, type Station } from './stations';

/** Lower-case ASCII words joined by "-" (accents dropped). */
export function slug(text: string): string {
  return foldToAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

function plain(text: string): string {
  return foldToAscii(text)
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A city the table qualifies by a team's letters: "Los Angeles C", "Chicago WS". */
const SHARED_CITY = /^(.{2,40}?) [A-Z]{1,2}$/;

/** alias (plain) → abbreviations, per league. */
const TEAM_INDEX = new Map<string, Map<string, Set<string>>>();
for (const [league, lines] of Object.entries(LEAGUE_TEAMS)) {
  const index = new Map<string, Set<string>>();
  const add = (name: string, abbr: string) => {
    const key = plain(name);
    index.set(key, (index.get(key) ?? new Set()).add(abbr));
  };
  for (const line of lines) {
    const [abbr, city, nickname, ...others] = line.split('|') as [
      string,
      string,
      string,
      ...string[],
    ];
    for (const name of [
      abbr,
      city,
      nickname,
      `${city} ${nickname}`,
      `${abbr} ${nickname}`,
      ...others,
    ])
      add(name, abbr);
    // The city of two teams, which the table writes with a letter of each ("New York Y",
    // "Chicago WS"): alone it names both, so that it is never read as either.
    const shared = SHARED_CITY.exec(city);
    if (shared) add(shared[1]!, abbr);
  }
  TEAM_INDEX.set(league, index);
}

/** The league a text's words name (a game's or a competition's), if any. */
export function leagueOf(text: string): string | undefined {
  const lower = ` ${plain(text)} `;
  for (const [words, league] of LEAGUE_WORDS) if (namesLeague(lower, words)) return league;
  return undefined;
}

/** Whether a table's phrase names its own competition in the text (namesLeague). */
export function namesTablePhrase(text: string, phrase: string): boolean {
  return namesLeague(` ${plain(text.replace(/[\u2018\u2019]/g, "'"))} `, phrase);
}

/**
 * Whether the words name the league in the text: as whole words (or a word's start), and, for a
 * name several countries' leagues share (SHARED_LEAGUE_NAMES), not qualified by another place or
 * another competition: "Indian Premier League", "Brazilian Serie A", "Women's Premier League" and
 * "Little League World Series" are other competitions than the Premier League, Serie A and the
 * World Series, while "English Premier League" and "French Ligue 1" are those leagues.
 */
function namesLeague(lower: string, words: string): boolean {
  const own = SHARED_LEAGUE_NAMES[words];
  // At most a few occurrences are looked at: a name repeated more often is read by its first ones.
  for (let at = lower.indexOf(` ${words}`), seen = 0; at >= 0 && seen < 4; seen++) {
    const before = /(\S+)\s*$/.exec(lower.slice(Math.max(0, at - 40), at))?.[1] ?? '';
    if (own === undefined || !qualifiedByOther(before, own)) return true;
    at = lower.indexOf(` ${words}`, at + 1);
  }
  return false;
}

/** A word before a shared league name that makes it another competition's: a place or a kind. */
function qualifiedByOther(before: string, own: readonly string[]): boolean {
  if (own.includes(before)) return false;
  return OTHER_COMPETITION_WORD.test(before) || PLACE_ADJECTIVE.test(before);
}

/**
 * League names several countries' (or kinds of) competitions share, with the qualifiers that name
 * the league the tables mean ("english premier league"). Data, not code.
 */
const SHARED_LEAGUE_NAMES: Readonly<Record<string, readonly string[]>> = {
  'premier league': ['english'],
  'serie a': ['italian'],
  bundesliga: ['german'],
  'ligue 1': ['french'],
  'ligue 2': ['french'],
  'la liga': ['spanish'],
  'la liga 2': ['spanish'],
  eredivisie: ['dutch'],
  'world series': ['mlb'],
};

/** "women's", "youth", "u21", Little "league": another competition of the same name. */
const OTHER_COMPETITION_WORD =
  /^(?:women's|women\u2019s|womens|league|youth|junior|reserve|u-?\d{2})$/;

/** A place's adjective: "indian", "brazilian", "caribbean", "scottish", "saudi", "chinese". */
const PLACE_ADJECTIVE = /^[a-z]{2,20}(?:ian|ean|ese|ish|an|i)$/;

/**
 * The league a game's own name states where no table knows it, as its code: the proper name
 * before "game" or "match" ("In the upcoming KHL game", "the EuroBasket game", "the Valorant
 * match", "Liga MX game" → KHL, EUROBASKET, VALORANT, LIGAMX), without the stage of a tournament
 * around it ("Valorant Semifinal 1", "Final, Game 3, KHL Playoff"). A sport's or a kind's words
 * alone ("soccer game", "international friendly") name no league; nor does a game named by its
 * teams ("A vs B …"), nor words that leave two names.
 */
export function leagueNamed(game: string): string | undefined {
  if (game.length > 80 || /\s(?:vs\.?|v\.?|at|@)\s/i.test(game)) return undefined;
  const parts = game
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+(?:game|match)$/i, '')
    // The season before a tournament's name ("2024 UEFA European Football Championship").
    .replace(/^(?:19|20)\d{2}(?:\s?[-\u2013/]\s?\d{2,4})?\s+/, '')
    .split(',')
    .map((part) => leagueWords(part.trim().split(/\s+/)))
    .filter((words) => words.length > 0);
  if (parts.length !== 1) return undefined;
  const name = parts[0]!;
  if (name.length > 5 || !/^[A-Z0-9]/.test(name[0]!)) return undefined;
  if (name.every((w) => GENERIC_GAME_WORD.test(w))) return undefined;
  const code = leagueCode(name.join(' '));
  return code.length >= 2 && code.length <= 40 ? code : undefined;
}

/**
 * The words of a name before the stage that follows it ("Valorant Semifinal 1" → Valorant); none
 * where the words are a stage themselves ("First Round", "Game 3", "Final").
 */
function leagueWords(words: readonly string[]): string[] {
  const stage = words.findIndex((w) => STAGE_WORD.test(w) || /^\d+$/.test(w));
  return stage < 0 ? [...words] : words.slice(0, stage).filter((w) => !ORDINAL.test(w));
}

/** "First Round", "Second Round": an ordinal before a stage is the stage's. */
const ORDINAL =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|opening|divisional|wild-?card)$/i;

/** Words of a tournament's stage after the league's name: "Semifinal 1", "Group B", "Round 3". */
const STAGE_WORD =
  /^(?:semi-?finals?|quarter-?finals?|finals?|grand|playoffs?|play-in|group|round|stage|week|day|game|match|regular|series)$/i;

/** Words that name a sport, a level or a kind of game, not one league. */
const GENERIC_GAME_WORD =
  /^(?:soccer|football|basketball|hockey|ice|baseball|softball|tennis|cricket|rugby|volleyball|handball|esports|e-sports|college|pro|professional|men's|women's|mens|womens|international|friendly|exhibition|club|national|the|this|upcoming|regular|season|league|cup)$/i;

/**
 * The abbreviations of the league table's teams a name answers to: one for a team's city,
 * nickname, full name or code; two for a city of two teams written alone ("New York" in MLB);
 * none where the table does not list the league or the name.
 */
export function teamsNamed(name: string, league: string): string[] {
  return [...(TEAM_INDEX.get(league)?.get(plain(name)) ?? [])].sort();
}

/**
 * A team's ID in a league: the venue's reference data, the league table, else its slug. The
 * reference data's IDs are built by the table's codes (entity-ids.ts `teamEntity`), so a team
 * Gamma's `/teams` lists and one only the table knows are one ID.
 */
export function teamEntity(name: string, league: string, reference: ReferenceData): string {
  const key = plain(name);
  const referenced = reference.entities.filter(
    (e) =>
      e.entity.startsWith('team:') &&
      (e.league === undefined || leagueCode(e.league) === league) &&
      e.names.some((n) => plain(n) === key),
  );
  const ids = new Set(referenced.map((e) => e.entity));
  if (ids.size === 1) return [...ids][0]!;
  const abbrs = teamsNamed(name, league);
  if (abbrs.length === 1) return `team:${league}:${abbrs[0]!}`;
  return `team:${league}:${slug(name)}`;
}

/**
 * The one league whose teams the tables (or the venue's reference data) list both names among
 * ("Brooklyn Nets" and "Los Angeles Lakers": NBA); undefined for none or several.
 */
export function leagueListing(
  names: readonly [string, string],
  reference: ReferenceData,
): string | undefined {
  const leagues = [...TEAM_INDEX.keys()].filter((league) =>
    names.every((n) => !unlistedTeam(n, league, reference)),
  );
  return leagues.length === 1 ? leagues[0] : undefined;
}

/**
 * Whether a team's name is of a league whose every team the tables list (LEAGUE_TEAMS) and is not
 * among them, nor in the venue's reference data: "Toronto" in a game Kalshi calls "professional
 * football" is no NFL team, so the words named the wrong league (or the name is none these tables
 * know), and the game is not read.
 */
export function unlistedTeam(name: string, league: string, reference: ReferenceData): boolean {
  const index = TEAM_INDEX.get(league);
  if (!index) return false;
  return teamEntity(name, league, reference) === `team:${league}:${slug(name)}`;
}

/** National teams by FIFA's names and the common ones. */
const NATIONAL_ALIASES: Readonly<Record<string, string>> = {
  'ir iran': 'iran',
  'korea republic': 'south korea',
  usa: 'united states',
  'united states of america': 'united states',
  "cote d'ivoire": 'ivory coast',
};

export function nationalTeamEntity(name: string): string {
  const key = plain(name);
  return `team:FIFA:${slug(NATIONAL_ALIASES[key] ?? key)}`;
}

/** The station a text names, by table name or by its NWS climate report ID ("CLINYC"). */
export function stationIn(text: string): { entity: string; station?: Station } | undefined {
  const lower = plain(text);
  const named = STATIONS.filter((s) => s.names.some((n) => lower.includes(n)));
  if (named.length === 1) return { entity: `station:${named[0]!.icao}`, station: named[0]! };
  const cli = /\bCLI([A-Z]{3})\b/.exec(text);
  if (cli) return byIcao(`K${cli[1]!}`);
  const icao = /\b([A-Z]{4})\b/.exec(text);
  if (icao) {
    const station = STATIONS.find((s) => s.icao === icao[1]);
    if (station) return { entity: `station:${station.icao}`, station };
  }
  return undefined;
}

const byIcao = (icao: string): { entity: string; station?: Station } => ({
  entity: `station:${icao}`,
  station: STATIONS.find((s) => s.icao === icao),
});

/**
 * The station the addresses and report IDs of a text identify, where they identify one: a Weather
 * Underground daily history page ends with the station's ICAO identifier
 * ("wunderground.com/history/daily/gb/london/EGLC"), the National Weather Service's time series
 * of a station names it ("weather.gov/wrh/timeseries?site=klga"), and so does the product ID of
 * its daily climate report ("CLIHOU").
 * The identifier is stated, so the station is read even where the table has no zone for it.
 */
export function stationOfAddresses(
  text: string,
): { entity: string; station?: Station; start: number; end: number } | undefined {
  const found = new Map<string, { start: number; end: number }>();
  // One or two place segments ("gb/london/EGLC", "us/ny/new-york-city/KLGA"), then the upper-case ID.
  const history =
    /wunderground\.com\/history\/daily\/[a-z]{2}\/(?:[^\s/]{1,80}\/){1,2}([A-Z][A-Z0-9]{3})(?![A-Za-z0-9])/g;
  for (let m = history.exec(text); m && found.size < 8; m = history.exec(text))
    found.set(m[1]!, { start: m.index, end: m.index + m[0].length });
  const series = /weather\.gov\/wrh\/timeseries\?site=([A-Za-z][A-Za-z0-9]{3})(?![A-Za-z0-9])/g;
  for (let m = series.exec(text); m && found.size < 8; m = series.exec(text))
    found.set(m[1]!.toUpperCase(), { start: m.index, end: m.index + m[0].length });
  // The NWS daily climate report's product ID ("Data for CLIHOU can be found …") is the report of
  // one station: the letters after CLI are its identifier without the "K" of the contiguous
  // United States. Read only for a station the table lists, so that a report of Alaska or Hawaii
  // (whose identifiers do not begin with K) is never given a wrong one.
  // The report's page names it too: "forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC".
  const page = /weather\.gov\/product\.php\?[^\s]{0,200}/g;
  for (let m = page.exec(text); m && found.size < 8; m = page.exec(text)) {
    const issued = /[?&]issuedby=([A-Za-z]{3})(?![A-Za-z0-9])/.exec(m[0]);
    const icao = `K${issued?.[1]?.toUpperCase() ?? ''}`;
    if (
      issued &&
      /[?&]product=CLI(?![A-Za-z0-9])/i.test(m[0]) &&
      STATIONS.some((s) => s.icao === icao)
    )
      found.set(icao, { start: m.index, end: m.index + m[0].length });
  }
  const report = /\bCLI([A-Z]{3})\b/g;
  for (let m = report.exec(text); m && found.size < 8; m = report.exec(text)) {
    const icao = `K${m[1]!}`;
    if (STATIONS.some((s) => s.icao === icao))
      found.set(icao, { start: m.index, end: m.index + m[0].length });
  }
  if (found.size !== 1) return undefined;
  const [icao, at] = [...found][0]!;
  return { ...byIcao(icao), ...at };
}

/** The one asset a text names, or undefined for none or several. */
export function assetIn(text: string): string | undefined {
  const lower = ` ${text.toLowerCase().replace(/[^a-z0-9_]+/g, ' ')} `;
  const found = ASSETS.filter((a) => a.names.some((n) => lower.includes(` ${n} `)));
  return found.length === 1 ? found[0]!.symbol : undefined;
}

/** "BTC/USDT", "BTCUSDT", "BTC-USD": base and quote. */
export function pairOf(text: string): { base: string; quote: string } | undefined {
  // "Ethereum (ETH/USDT)": the asset's name with its pair after it, which must be that asset's.
  const named = /^([^()]{1,40})\(([^()]{1,20})\)$/.exec(text.trim());
  if (named) {
    const pair = pairOf(named[2]!);
    return pair && assetIn(named[1]!) === pair.base ? pair : undefined;
  }
  const compact = text.toUpperCase().replace(/[^A-Z]/g, '');
  for (const a of ASSETS)
    for (const q of QUOTES) if (compact === `${a.symbol}${q}`) return { base: a.symbol, quote: q };
  return undefined;
}

export function partyEntity(text: string): string | undefined {
  const lower = plain(text);
  if (/^democrat/.test(lower)) return 'party:democratic';
  if (/^republican/.test(lower)) return 'party:republican';
  return undefined;
}

export function personEntity(name: string): string {
  return `person:${slug(name)}`;
}

export function officeEntity(name: string): string {
  return `office:${slug(name)}`;
}
