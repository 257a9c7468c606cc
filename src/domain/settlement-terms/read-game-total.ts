// The points both teams score together in one NFL game (docs/decisions.md, "Settlement terms",
// NFL point totals), in the recorded wordings only: Kalshi "If BAL Ravens and ATL Falcons
// collectively score more than 43.5 points in the BAL Ravens vs ATL Falcons Pro Football game
// originally scheduled for Oct 11, 2026, then the market resolves to Yes." (an NFL game when the
// event's settlement source is nfl.com) and Polymarket's Over/Under market "This market will
// resolve to "Over" if the Ravens and Falcons combine to score 44 or more points in this game."
// with "If the combined total is less than 44, this market will resolve to "Under"." The game is
// the event a winner market names (read-competition.ts), the total its official result. Points
// are whole numbers, so a boundary is written in whole points: "more than 43.5" is "44 or more".
import { dec, formatDec } from '../arithmetic/decimal';
import {
  known,
  unknown,
  type Boundary,
  type Quantity,
  type Span,
  type Window,
} from './settlement-terms';
import type { VenueText } from './term-inputs';
import { findIn, spanOf, wholeField } from './find-spans';
import {
  gameName,
  kalshiNflDate,
  polymarketGameDate,
  twoOutcomes,
  unreadCompetition,
  type GameReading,
} from './read-competition';

const KALSHI_TOTAL =
  /\bIf (?:[A-Z]{2,3} \S.*?) and (?:[A-Z]{2,3} \S.*?) collectively score (more than|at least) (\d+(?:\.\d+)?) points in the ([A-Z]{2,3}) (\S.*?) vs ([A-Z]{2,3}) (\S.*?) Pro Football game originally scheduled for ([A-Z][a-z]{2}) (\d{1,2}), (\d{4}), then the market resolves to Yes\./;
const POLY_TOTAL_GAME =
  /^In the upcoming NFL (?:football )?game, scheduled for ([A-Z][a-z]+) (\d{1,2}) at \d{1,2}:\d{2} ?[AP]M ET:/;
const POLY_OVER =
  /\bThis market will resolve to "([^"]+)" if the (.+?) and (.+?) combine to score (\d+) or more points in this game\./;
const POLY_UNDER =
  /\bIf the combined total is less than (\d+), this market will resolve to "([^"]+)"\./;

/** The total's terms, or undefined when the rules are not one of the total wordings. */
export function readGameTotal(
  rules: readonly VenueText[],
  texts: readonly VenueText[],
  context: readonly VenueText[],
): GameReading | undefined {
  const kalshi = findIn(rules, KALSHI_TOTAL);
  if (kalshi) return readKalshiTotal(kalshi, context);
  const poly = findIn(rules, POLY_TOTAL_GAME);
  if (poly) return readPolymarketTotal(poly, rules, texts);
  return undefined;
}

function totalTerms(
  game: string,
  spans: Span[],
  comparator: '>' | '>=',
  threshold: string,
  boundarySpans: Span[],
): GameReading {
  const name = `total points of the ${game}`;
  return {
    quantity: known<Quantity>({ subject: name, name, kind: 'RESULT' }, spans),
    window: known<Window>({ kind: 'EVENT', event: game }, spans),
    boundary: known<Boundary>(wholePoints(comparator, threshold), [...spans, ...boundarySpans]),
  };
}

/** The boundary in whole points: > 43.5 is >= 44, and so is >= 43.5. */
function wholePoints(comparator: '>' | '>=', threshold: string): Boundary {
  const t = dec(threshold);
  const least = comparator === '>' ? t.floor().plus(1) : t.ceil();
  return { comparator: '>=', threshold: formatDec(least), unit: 'points' };
}

function readKalshiTotal(
  found: { field: VenueText; match: RegExpExecArray },
  context: readonly VenueText[],
): GameReading {
  const m = found.match;
  const spans: Span[] = [spanOf(found.field, m)];
  const scheduled = kalshiNflDate(context, m[7]!, m[8]!, m[9]!);
  if (typeof scheduled === 'string') return unreadCompetition(scheduled, spans);
  spans.push(scheduled.span);
  return totalTerms(
    gameName(m[4]!, m[6]!, scheduled.date),
    spans,
    m[1] === 'more than' ? '>' : '>=',
    m[2]!,
    [spanOf(found.field, m, 2)],
  );
}

/**
 * Polymarket's Over/Under market: its first outcome pays on "N or more" and its second on "less
 * than N", the same N, so the first is YES of ">= N"; any other pairing is UNKNOWN.
 */
function readPolymarketTotal(
  found: { field: VenueText; match: RegExpExecArray },
  rules: readonly VenueText[],
  texts: readonly VenueText[],
): GameReading {
  const spans: Span[] = [spanOf(found.field, found.match)];
  const over = findIn(rules, POLY_OVER);
  const under = findIn(rules, POLY_UNDER);
  const outcomes = texts.find((t) => t.field === 'outcomes');
  const names = twoOutcomes(outcomes?.text);
  const paired =
    over &&
    under &&
    names &&
    names[0] === over.match[1] &&
    names[1] === under.match[2] &&
    over.match[4] === under.match[1];
  if (!over || !under || !outcomes || !paired) {
    const why = 'the outcomes are not Over at N or more points and Under below N';
    return { ...unreadCompetition(why, spans), yes: unknown(why, spans) };
  }
  const scheduled = polymarketGameDate(found.match[1]!, Number(found.match[2]), texts);
  if (!scheduled) {
    const why = 'the scheduled date is not confirmed by the market end date';
    return { ...unreadCompetition(why, spans), yes: unknown(why, spans) };
  }
  spans.push(wholeField(scheduled.end));
  const stated = [spanOf(over.field, over.match), spanOf(under.field, under.match)];
  return {
    ...totalTerms(
      gameName(over.match[2]!, over.match[3]!, scheduled.date),
      [...spans, spanOf(over.field, over.match)],
      '>=',
      over.match[4]!,
      [spanOf(under.field, under.match)],
    ),
    yes: known('YES', [...stated, wholeField(outcomes)]),
  };
}
