// The competitors of a Kalshi game as its tickers state them (docs/decisions.md, "Settlement
// terms: teams by the venue's codes"). A game event's ticker is its series, the scheduled day
// (and, for some series, the start time) and the two competitors' codes joined
// (KXNCAAMBGAME-26MAR18GWUVU: GW and UVU); each market's ticker is the event's and the code of
// what it pays YES on (…-UVU, "TIE" for a draw, …-CGY8 for Calgary by more than 7.5). The series
// names the league (KXNCAAMBGAME: NCAAMB). Only what these tickers determine is returned: a
// segment the codes do not split exactly, or two ways, gives no competitors, unless the event's
// own short title states the two codes that join into it ("MIR vs CEU (Mar 1)" of …MIRCEU), as it
// does for a draw's market recorded without its teams' markets.
import type { TickerCompetitors } from '../../domain/settlement-terms/term-inputs';

/** The kind of game market a series ends with; what precedes it is the league's code. */
const GAME_SERIES_KINDS = ['GAME', 'MATCH', 'SPREAD', 'TOTAL'] as const;

/** The day ("26MAR18") and optional start time ("1610") that precede the competitors' codes. */
const SCHEDULED = /^\d{2}[A-Z]{3}\d{2}(?:\d{4})?/;
const CODE = /^[A-Z][A-Z0-9]{0,9}$/;
/** A market's code: the competitor's letters, then a line (spread markets) or nothing. */
const MARKET_CODE = /^([A-Z][A-Z0-9]{0,9}?)(\d{1,3})?$/;

export const TIE_CODE = 'TIE';

/** The league of a game series (KXWNBASPREAD: WNBA), or undefined for any other series. */
export function gameSeriesLeague(series: string): string | undefined {
  const body = series.startsWith('KX') ? series.slice(2) : series;
  for (const kind of GAME_SERIES_KINDS)
    if (body.length > kind.length && body.endsWith(kind)) {
      const league = body.slice(0, -kind.length);
      return CODE.test(league) ? league : undefined;
    }
  return undefined;
}

/** What a market's ticker names after its event's: a competitor's code, TIE, or neither. */
export function marketCode(marketId: string, eventId: string): string | undefined {
  if (!marketId.startsWith(`${eventId}-`)) return undefined;
  const m = MARKET_CODE.exec(marketId.slice(eventId.length + 1));
  return m ? m[1] : undefined;
}

/**
 * The competitors of each market of one game event: `marketIds` are the event's markets known
 * (this one included), `series` its series ticker. Undefined when the series is no game series or
 * the tickers do not determine the two codes.
 */
export function tickerCompetitors(
  marketId: string,
  eventId: string,
  series: string,
  marketIds: readonly string[],
  eventSubtitle = '',
): TickerCompetitors | undefined {
  const league = gameSeriesLeague(series);
  if (!league || !eventId.startsWith(`${series}-`)) return undefined;
  const rest = eventId.slice(series.length + 1);
  const scheduled = SCHEDULED.exec(rest);
  if (!scheduled) return undefined;
  const segment = rest.slice(scheduled[0].length);
  const named = new Set(
    marketIds
      .map((id) => marketCode(id, eventId))
      .filter((c): c is string => c !== undefined && c !== TIE_CODE),
  );
  const codes = splitSegment(segment, [...named]) ?? subtitleCodes(eventSubtitle, segment);
  if (!codes) return undefined;
  const own = marketCode(marketId, eventId);
  const yes = own === TIE_CODE || (own !== undefined && codes.includes(own)) ? own : undefined;
  return { league, codes, ...(yes ? { yes } : {}) };
}

/** The segment as two codes, one of them named by a market; undefined unless exactly one way. */
function splitSegment(segment: string, named: readonly string[]): [string, string] | undefined {
  const splits = new Map<string, [string, string]>();
  for (const code of named) {
    if (segment.length <= code.length) continue;
    if (segment.startsWith(code)) {
      const other = segment.slice(code.length);
      if (CODE.test(other)) splits.set(`${code}|${other}`, [code, other]);
    }
    if (segment.endsWith(code)) {
      const other = segment.slice(0, -code.length);
      if (CODE.test(other)) splits.set(`${other}|${code}`, [other, code]);
    }
  }
  // Markets that name both codes settle it; else the one code's only split.
  const both = [...splits.values()].filter(([a, b]) => named.includes(a) && named.includes(b));
  if (both.length === 1) return both[0];
  return splits.size === 1 ? [...splits.values()][0] : undefined;
}

/** "LAG vs SJ (Aug 19)": the two codes of an event's `sub_title`, in its order. */
const SUBTITLE_CODES = /^([A-Z][A-Z0-9]{0,9}) (?:vs\.?|at|@) ([A-Z][A-Z0-9]{0,9})(?: \(|$)/;

/**
 * The codes the event's `sub_title` states, where they join into the ticker's segment exactly in
 * that order: the venue's own short title of the game names its teams as the tickers do.
 */
function subtitleCodes(subtitle: string, segment: string): [string, string] | undefined {
  // A run of white space is one space, as the title is read anywhere else ("MIR  vs  CEU").
  const m = SUBTITLE_CODES.exec(subtitle.trim().replace(/\s+/g, ' '));
  if (!m || m[1]! + m[2]! !== segment || m[1] === TIE_CODE || m[2] === TIE_CODE) return undefined;
  return [m[1]!, m[2]!];
}
