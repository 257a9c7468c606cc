// Markets on the result of a named competition (docs/decisions.md, "Settlement terms"): "If Spain
// wins the 2026 Men's World Cup", "If France is one of the teams to qualify for the Semifinals in
// the 2026 FIFA World Cup", Polymarket's "resolve according to the national team that wins the
// 2026 FIFA World Cup" with the team in the question. The quantity is the competition's result,
// the window the competition itself, the boundary the stage a competitor reaches. Only the
// wordings below are read; a group standing, a single game or anything else stays UNKNOWN.
import type { VenueText } from './term-inputs';
import {
  known,
  unknown,
  type Boundary,
  type Quantity,
  type Span,
  type Stage,
  type Term,
  type Window,
  type YesSide,
} from './settlement-terms';
import { findIn, spanOf, wholeField } from './find-spans';
import { monthNumber } from './read-window';

const STAGE_NAMES: Record<string, Stage> = {
  'round of 32': 'ROUND_OF_32',
  'round of 16': 'ROUND_OF_16',
  quarterfinals: 'QUARTERFINALS',
  semifinals: 'SEMIFINALS',
  final: 'FINAL',
};

const COMPETITION = "(\\d{4} (?:FIFA |Men's |FIFA Men's )?World Cup)";

const RULES: [
  RegExp,
  (m: RegExpExecArray) => { team?: string; stage: Stage; competition: string },
][] = [
  [
    new RegExp(`\\bIf (.+?) wins the ${COMPETITION}, then\\b`),
    (m) => ({ team: m[1]!, stage: 'WINNER', competition: m[2]! }),
  ],
  [
    new RegExp(
      `\\bIf (.+?) is one of the teams to qualify (?:from Group [A-L] )?for the (Round of 32|Round of 16|Quarterfinals|Semifinals|Final) in the ${COMPETITION}, then\\b`,
    ),
    (m) => ({
      team: m[1]!,
      stage: STAGE_NAMES[m[2]!.toLowerCase()] ?? 'ROUND_OF_32',
      competition: m[3]!,
    }),
  ],
  [
    new RegExp(`\\bresolve according to the national team that wins the ${COMPETITION}\\b`),
    (m) => ({ stage: 'WINNER', competition: m[1]! }),
  ],
];

/** The team of a Polymarket question "Will Spain win the 2026 FIFA World Cup?". */
const QUESTION_TEAM = new RegExp(`^Will (.+?) win the ${COMPETITION}\\?$`);

/** FIFA's names and the common ones, compared without accents or case. */
const ALIASES: Record<string, string> = {
  'ir iran': 'iran',
  'korea republic': 'south korea',
  usa: 'united states',
  'united states of america': 'united states',
  "cote d'ivoire": 'ivory coast',
};

export function normaliseTeam(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^the\s+/i, '')
    .trim()
    .toLowerCase();
  return ALIASES[plain] ?? plain;
}

export interface CompetitionReading {
  quantity: Term<Quantity>;
  window: Term<Window>;
  boundary: Term<Boundary>;
}

/**
 * The competition market's terms, or undefined when the rules are not about a competition this
 * reader knows. `context` holds fields that name the competition for a wording that does not
 * (Kalshi's event `product_metadata.competition`: "2026 Men's World Cup" is FIFA's only there).
 */
export function readCompetition(
  rules: readonly VenueText[],
  titles: readonly VenueText[],
  context: readonly VenueText[],
): CompetitionReading | undefined {
  for (const [pattern, read] of RULES) {
    const found = findIn(rules, pattern);
    if (!found) continue;
    const { team, stage, competition } = read(found.match);
    const spans: Span[] = [spanOf(found.field, found.match)];
    const name = competitionName(competition, context, spans);
    if (!name)
      return {
        quantity: unknown(`"${competition}" does not say whose World Cup it is`, spans),
        window: unknown('the competition is not named exactly', spans),
        boundary: unknown('the competition is not named exactly', spans),
      };
    const competitor =
      team !== undefined ? { name: team, span: spans[0]! } : questionTeam(titles, name);
    const quantity = known<Quantity>(
      { subject: `result of the ${name}`, name: `result of the ${name}`, kind: 'RESULT' },
      spans,
    );
    const window = known<Window>({ kind: 'EVENT', event: name }, spans);
    if (!competitor || typeof competitor === 'string')
      return {
        quantity,
        window,
        boundary: unknown(competitor ?? 'the competitor is not named', spans),
      };
    return {
      quantity,
      window,
      boundary: known(
        {
          comparator: 'REACHES',
          stage,
          entity: normaliseTeam(competitor.name),
          unit: 'stage',
        },
        [...spans, ...(competitor.span === spans[0] ? [] : [competitor.span])],
      ),
    };
  }
  return undefined;
}

/** "2026 FIFA World Cup"; a men's World Cup is FIFA's when the venue's competition field says so. */
function competitionName(
  text: string,
  context: readonly VenueText[],
  spans: Span[],
): string | undefined {
  const year = text.slice(0, 4);
  if (/FIFA/.test(text)) return `${year} FIFA World Cup`;
  const fifa = findIn(context, /\bFIFA World Cup\b/);
  if (!fifa) return undefined;
  spans.push(spanOf(fifa.field, fifa.match));
  return `${year} FIFA World Cup`;
}

/** The team of the question, which the group title (when given) must name too. */
function questionTeam(
  titles: readonly VenueText[],
  competition: string,
): { name: string; span: Span } | string | undefined {
  const question = titles.find((t) => t.field === 'question');
  const m = question ? QUESTION_TEAM.exec(question.text) : null;
  if (!question || !m) return undefined;
  if (`${m[2]!.slice(0, 4)} FIFA World Cup` !== competition || !/FIFA/.test(m[2]!))
    return 'the question names another competition than the rules';
  const group = titles.find((t) => t.field === 'groupItemTitle');
  if (group && normaliseTeam(group.text) !== normaliseTeam(m[1]!))
    return `the question names ${m[1]!} but the group title ${group.text}`;
  return { name: m[1]!, span: spanOf(question, m, 1) };
}

// One NFL game's winner (docs/decisions.md, "Settlement terms", "NFL game winners"), in the two
// recorded wordings: Kalshi "If Dallas wins the TB Buccaneers vs DAL Cowboys Pro Football game
// originally scheduled for Oct 8, 2026, then the market resolves to Yes." with nfl.com as the
// event's settlement source, and Polymarket's two-team market "In the upcoming NFL football game
// between Buccaneers and Cowboys, scheduled for October 8 at 8:15PM ET: This market will resolve
// to "Buccaneers" if Buccaneers win the game. …" with the outcomes ["Buccaneers", "Cowboys"]. The
// game is named by league, the two nicknames (sorted) and the scheduled date; its window is the
// game, the boundary the team that wins. A Polymarket game market's YES is its first outcome.
// Anything else (a college game, a team the abbreviation does not single out, a date the market's
// end does not confirm) stays UNKNOWN or is not read as a game.

const KALSHI_GAME =
  /\bIf (.+?) wins the ([A-Z]{2,3}) (\S.*?) vs ([A-Z]{2,3}) (\S.*?) Pro Football game originally scheduled for ([A-Z][a-z]{2}) (\d{1,2}), (\d{4}), then the market resolves to Yes\./;
const POLY_GAME =
  /^In the upcoming NFL (?:football )?game between (.+?) and (.+?), scheduled for ([A-Z][a-z]+) (\d{1,2}) at \d{1,2}:\d{2} ?[AP]M ET:/;
const POLY_WINS = (team: string) =>
  new RegExp(`\\bThis market will resolve to "${escape(team)}" if ${escape(team)} win the game\\.`);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The event name of a game: its teams' nicknames sorted, so both venues' orders agree. */
export function gameName(a: string, b: string, date: string): string {
  const [x, y] = [normaliseTeam(a), normaliseTeam(b)].sort();
  return `NFL game ${x!} vs ${y!} scheduled for ${date}`;
}

const GAME_NAME = /^NFL game (.+) vs (.+) scheduled for \d{4}-\d{2}-\d{2}$/;

/** The two teams of a game's event name, or undefined for any other event. */
export function gameTeams(event: string): [string, string] | undefined {
  const m = GAME_NAME.exec(event);
  return m ? [m[1]!, m[2]!] : undefined;
}

export interface GameReading extends CompetitionReading {
  /** Polymarket's two-team market: its first outcome, read as YES. */
  yes?: Term<YesSide>;
}

/**
 * The NFL game market's terms, or undefined when the rules are not one of the game wordings.
 * `texts` are the market's own fields (Polymarket `outcomes`, `endDate`), `context` the event's
 * (Kalshi's settlement source).
 */
export function readGame(
  rules: readonly VenueText[],
  texts: readonly VenueText[],
  context: readonly VenueText[],
): GameReading | undefined {
  const kalshi = findIn(rules, KALSHI_GAME);
  if (kalshi) return readKalshiGame(kalshi, context);
  const poly = findIn(rules, POLY_GAME);
  if (poly) return readPolymarketGame(poly, rules, texts);
  return undefined;
}

function gameTerms(name: string, spans: Span[], team: Term<string>): GameReading {
  const quantity = known<Quantity>(
    { subject: `result of the ${name}`, name: `result of the ${name}`, kind: 'RESULT' },
    spans,
  );
  const window = known<Window>({ kind: 'EVENT', event: name }, spans);
  return {
    quantity,
    window,
    boundary:
      team.status === 'KNOWN'
        ? known(
            {
              comparator: 'REACHES',
              stage: 'WINNER',
              entity: normaliseTeam(team.value),
              unit: 'stage',
            },
            [...spans, ...team.spans],
          )
        : unknown(team.reason, team.spans),
  };
}

/** A competition market whose terms cannot be read: every term UNKNOWN for one reason. */
export function unreadCompetition(why: string, spans: Span[]): CompetitionReading {
  return {
    quantity: unknown(why, spans),
    window: unknown(why, spans),
    boundary: unknown(why, spans),
  };
}

/**
 * The date of a Kalshi Pro Football game "originally scheduled for Oct 8, 2026", an NFL game when
 * the event's settlement source is nfl.com (its span); else why it is not read.
 */
export function kalshiNflDate(
  context: readonly VenueText[],
  monthName: string,
  day: string,
  year: string,
): { date: string; span: Span } | string {
  const nfl = findIn(context, /\bnfl\.com\b/i);
  if (!nfl) return 'the Pro Football game is not said to be the NFL';
  const month = monthNumber(monthName);
  if (month === undefined) return `"${monthName}" is not a month`;
  return { date: `${year}-${pad(month)}-${pad(Number(day))}`, span: spanOf(nfl.field, nfl.match) };
}

function readKalshiGame(
  found: { field: VenueText; match: RegExpExecArray },
  context: readonly VenueText[],
): GameReading {
  const m = found.match;
  const spans: Span[] = [spanOf(found.field, m)];
  const scheduled = kalshiNflDate(context, m[6]!, m[7]!, m[8]!);
  if (typeof scheduled === 'string') return unreadCompetition(scheduled, spans);
  spans.push(scheduled.span);
  const date = scheduled.date;
  // The winner as Kalshi names it ("Tampa Bay", "Dallas") against the teams' abbreviations
  // ("TB Buccaneers", "DAL Cowboys"): the initials or the first letters of the name.
  const winner = m[1]!;
  const letters = winner.toUpperCase().replace(/[^A-Z ]/g, '');
  const initials = letters
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('');
  const teams = [
    { abbr: m[2]!, nickname: m[3]! },
    { abbr: m[4]!, nickname: m[5]! },
  ];
  const matches = teams.filter(
    (t) => initials === t.abbr || letters.replace(/ /g, '').startsWith(t.abbr),
  );
  const team: Term<string> =
    matches.length === 1
      ? known(matches[0]!.nickname, [spanOf(found.field, m, 1)])
      : unknown(`"${winner}" is not one of ${m[2]!} and ${m[4]!} alone`, [
          spanOf(found.field, m, 1),
        ]);
  return gameTerms(gameName(m[3]!, m[5]!, date), spans, team);
}

/**
 * The date of a Polymarket game stated without a year ("scheduled for October 8"): the market's
 * end (the game's start, in UTC) must fall on the stated day or, for an evening game in ET, the
 * next one.
 */
export function polymarketGameDate(
  monthName: string,
  day: number,
  texts: readonly VenueText[],
): { date: string; end: VenueText } | undefined {
  const month = monthNumber(monthName);
  const end = texts.find((t) => t.field === 'endDate');
  const endAt = end ? Date.parse(end.text) : NaN;
  if (month === undefined || !end || Number.isNaN(endAt)) return undefined;
  const date = [0, 1]
    .map((back) => new Date(endAt - back * 86_400_000))
    .filter((d) => d.getUTCMonth() + 1 === month && d.getUTCDate() === day)
    .map((d) => `${d.getUTCFullYear()}-${pad(month)}-${pad(day)}`)[0];
  return date ? { date, end } : undefined;
}

function readPolymarketGame(
  found: { field: VenueText; match: RegExpExecArray },
  rules: readonly VenueText[],
  texts: readonly VenueText[],
): GameReading {
  const m = found.match;
  const spans: Span[] = [spanOf(found.field, m)];
  const [a, b] = [m[1]!, m[2]!];
  const scheduled = polymarketGameDate(m[3]!, Number(m[4]), texts);
  if (!scheduled) {
    const why = 'the scheduled date is not confirmed by the market end date';
    return { ...unreadCompetition(why, spans), yes: unknown(why, spans) };
  }
  const { date, end } = scheduled;
  spans.push(wholeField(end));
  const outcomes = texts.find((t) => t.field === 'outcomes');
  const pair = twoOutcomes(outcomes?.text);
  const first = pair?.[0];
  const second = pair?.[1];
  const teams = [a, b];
  const winsFirst = first ? findIn(rules, POLY_WINS(first)) : undefined;
  const winsSecond = second ? findIn(rules, POLY_WINS(second)) : undefined;
  if (
    !outcomes ||
    !first ||
    !second ||
    !teams.includes(first) ||
    !teams.includes(second) ||
    first === second ||
    !winsFirst ||
    !winsSecond
  ) {
    const why = 'the outcomes are not the two teams, each paying when it wins';
    return {
      ...gameTerms(gameName(a, b, date), spans, unknown(why)),
      yes: unknown(why, spans),
    };
  }
  const outcomeSpan = wholeField(outcomes);
  const firstSpan = spanOf(winsFirst.field, winsFirst.match);
  return {
    ...gameTerms(gameName(a, b, date), spans, known(first, [firstSpan, outcomeSpan])),
    yes: known('YES', [firstSpan, outcomeSpan]),
  };
}

/** A Gamma market's `outcomes` (a JSON array in a string) when they are two names. */
export function twoOutcomes(text: string | undefined): [string, string] | undefined {
  if (text === undefined) return undefined;
  try {
    const names: unknown = JSON.parse(text);
    return Array.isArray(names) && names.length === 2 && names.every((n) => typeof n === 'string')
      ? (names as [string, string])
      : undefined;
  } catch {
    return undefined;
  }
}
