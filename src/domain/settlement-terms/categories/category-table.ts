// What a category of market means, as data (docs/decisions.md, "Settlement terms: category
// tables"): each entry says which wordings state it (templates of grammar/template.ts, tried in
// order), what quantity it measures and how its subject is named from the wording's slots, which
// entities it is about, how its window and boundary are read, and the venues' wordings it was
// written from (real responses of test/fixtures, kept as tuning material only). read-category.ts
// applies an entry; no entry holds code.
import type { QuantityKind, Stage } from '../settlement-terms';

/** Entity kinds of reference-data.ts, plus a party (`party:<slug>`). */
export type EntityKind =
  'team' | 'person' | 'party' | 'asset' | 'station' | 'office' | 'index' | 'series';

/**
 * How the window is read:
 * - EVENT: the event named by `event` (a game, a competition, an election), whenever it is held.
 * - AVERAGE_BEFORE: the `seconds` before the instant in the `instant` slot.
 * - CANDLE: the `seconds` from the instant in the `instant` slot.
 * - DAY: the calendar day in the `date` slot, in the station's local standard time (the NWS
 *   climate day), or with `clock: 'LOCAL'` in its local time, daylight saving included.
 * - MEETING: the days of the meeting in the `meeting` slot, New York time.
 * - BETWEEN: from the instant in the `start` slot to the one in the `end` slot, both stated with
 *   a time of day (a zone stated once holds for both).
 * - DATES_BETWEEN: from the day (or minute) in the `start` slot to the day (or minute) in the `end`
 *   slot, both kept: "between December 29, 2024, and December 31, 2025, 11:59 PM ET". The zone is
 *   stated once, at the end; a start without its year is in the end's year.
 * - UNDATED: the proposition names no date ("the first holder after Issuance"): the window is
 *   stated as none (settlement-terms.ts, `statedNone`).
 * - TITLE_RANGE: the range of times the title states ("January 14, 11:45AM-12:00PM ET"), whose
 *   end must be the venue's own end (endDate, close_time).
 * - CALENDAR: the calendar year, quarter or month in the `period` slot ("2025", "Q4 2025",
 *   "January 2025"), New York time, the zone the venues state their own times in.
 * - DEADLINE: from the market's opening (VenueFacts.openTime) to the instant in the `deadline`
 *   slot; `through` ("by") keeps the deadline's day, or its stated minute, in the window,
 *   "before" does not.
 * - STATED_DAY: the whole day in the `deadline` slot, read as a deadline's date is (its own
 *   words or the listed date, the year written or fixed by the venue's dates), in the zone the
 *   text states with it: "on the listed date (ET)".
 * - AT: the one instant in the `instant` slot, a state observed then ("… is the largest company
 *   … as of December 31, 2026, 4:00 PM ET", "… when the leaderboard is checked on June 30, 2026,
 *   12:00 PM ET"): the INSTANT window, its date, time of day and zone all stated (the year may be
 *   fixed by the venue's dates, the zone by the venue's close at it, as for a deadline).
 * - WEEK_ENDING: the seven days that end with the day in the `date` slot ("during the week ending
 *   February 7, 2026"), New York time, the zone the venues state their own times in.
 * - PREVIOUS_WEEK: the Monday-to-Sunday week before the day in the `date` slot, the day a weekly
 *   chart is updated ("… update its Top 10 … on Tuesday, February 10, 2026, 3:00 PM ET, reflecting
 *   viewership from the previous week (Monday to Sunday)"), in the zone stated with that day, else
 *   New York time.
 * - UNREAD: the wording names its time in a way no rule here reads as a window ("the official
 *   closing price … on the final trading day of January 2026": the close's instant is the
 *   exchange's, not stated): the window is UNKNOWN with `reason`, the other terms read.
 */
export type WindowRule =
  | { kind: 'EVENT' }
  | { kind: 'AVERAGE_BEFORE'; seconds: number }
  | { kind: 'CANDLE'; seconds: number }
  | { kind: 'DAY'; clock?: 'STANDARD' | 'LOCAL' }
  | { kind: 'MEETING' }
  // `endsAt: 'STATED'`: a count "from … to <time>" ends at the time stated, not a minute after it
  // (read-category.ts).
  | { kind: 'BETWEEN'; endsAt?: 'STATED' }
  | { kind: 'DEADLINE'; through: boolean }
  | { kind: 'STATED_DAY' }
  | { kind: 'AT' }
  | { kind: 'CALENDAR' }
  // `wholeDays`: a chart's data period of whole days ("a data collection reference period
  // entirely between January 1 and December 31, 2026") names no zone; it is read in New York
  // time, as CALENDAR is, where neither day states a time of day.
  | { kind: 'DATES_BETWEEN'; wholeDays?: true }
  | { kind: 'UNDATED' }
  | { kind: 'TITLE_RANGE' }
  | { kind: 'WEEK_ENDING' }
  | { kind: 'PREVIOUS_WEEK' }
  // UNTIL_CLOSE: from the market's opening to the instant the venue states it closes (Kalshi's
  // close_time): "… before the market closes".
  | { kind: 'UNTIL_CLOSE' }
  | { kind: 'UNREAD'; reason: string };

/**
 * How the boundary is read:
 * - WINNER: the competitor in the `winner` slot (or the `party`, or the question's) wins.
 * - STAGE: the competitor reaches the stage in the `stage` slot, or the entry's own `stage` (a
 *   proposition about one stage whatever its words: qualifying).
 * - NUMERIC: the venue's strike (Kalshi strike_type with floor/cap), else the comparison in the
 *   `comparison` slot, else the comparison of the market's own title in its event
 *   (groupItemTitle, yes_sub_title). `oneSided`: a bracket the title states is not read, as the
 *   rules do not say which of its ends holds a value exactly on one.
 * - RISES: the price at the end of the window is at or above the price at its start: the change
 *   over the window (the quantity) is >= 0.
 * - OCCURS: YES when the proposition happens within the window; no number or stage is compared,
 *   so the boundary stays UNKNOWN with that reason.
 * - PLACE: the team's final place in the table compared with the place in the `tablePlace` slot
 *   ("the top 4" is `<=` 4, "2nd" `=` 2, in `place`); an `askedPlace` the question states must be
 *   the same.
 * - RANK: the entry's place on a chart, from the `ranked` slot ("#2 Netflix show", "third-highest
 *   arena score", "top 10": grammar/ranks.ts), or the first place where the template's own words
 *   state it (`first`: "the film with the highest {period} gross"), in `rank`.
 * - UNSTATED: the condition compares with a rule of the competition the text does not state (a
 *   club relegated: how many places go down is the league's rule): UNKNOWN with `reason`, neither
 *   a value nor stated as none.
 */
export type BoundaryRule =
  | { kind: 'WINNER' }
  | { kind: 'STAGE'; stage?: Stage }
  | { kind: 'NUMERIC'; oneSided?: boolean }
  | { kind: 'OCCURS' }
  | { kind: 'RISES' }
  | { kind: 'PLACE' }
  | { kind: 'RANK'; first?: true }
  | { kind: 'UNSTATED'; reason: string };

/** A sentence the rules must also state for the quantity to be known, else `reason`. */
export interface AlsoStated {
  templates: readonly string[];
  reason: string;
}

export interface CategoryEntry {
  /** The category (SettlementTerms.category). Several entries may share one. */
  category: string;
  quantityKind: QuantityKind;
  entityKinds: readonly EntityKind[];
  /** The condition's wordings. Slots: see read-category.ts. */
  conditions: readonly string[];
  /** The question (or title) must state one of these; its slots join the condition's. */
  question?: readonly string[];
  /**
   * A slot the market's own name fills (Gamma's groupItemTitle, Kalshi's yes_sub_title): what the
   * rules call "the listed term" is the name the venue lists the market under in its event.
   */
  ownTerm?: string;
  /** Further sentences the rules must state, whose slots join the condition's. */
  alsoStated?: readonly AlsoStated[];
  /** The subject the candidates are blocked by, from slot values ("result of the {game}"). */
  subject: string;
  /** The whole quantity; the subject when absent. */
  name?: string;
  /**
   * The quantity when the question counts the term it names ("Nvidia" 5+ times): how many times
   * it is said, compared at least with the count (boundary `>=` N times) rather than occurring.
   * Without it such a question is not read.
   */
  counted?: string;
  /** The event of an EVENT window; the subject when absent. */
  event?: string;
  window: WindowRule;
  boundary: BoundaryRule;
  /** The unit of the boundary's values ("USD", "°F", "%", "points"). */
  unit?: string;
  /** The values are counts (points, runs, strikeouts): "more than 43.5" is "44 or more". */
  wholeNumbers?: boolean;
  /**
   * The condition pays the other outcome, and the market's `{outcome}` is paid "Else": the
   * boundary is the complement of the condition's comparison ("If the total score … is less than
   * or equal to the line 225, … "Under". Else, … "Over"." is Over at more than 225).
   */
  elsePays?: boolean;
  /**
   * The rules name the two teams but not which one each outcome pays (Polymarket's "which team
   * will win the … matchup between A and B" of 2021): the first outcome names the winner YES pays,
   * by the last words of one team's name ("Nets" of "the Brooklyn Nets").
   */
  firstOutcomeWins?: boolean;
  /** The condition is the game's draw ("If the match ends in a draw …"): YES pays the tie. */
  drawWins?: boolean;
  /**
   * The office a `{state}` slot fills, with the state in it ("senator {state}", "governor of
   * {state}"): a Senate seat and a governorship of one state are two offices. Without it a state
   * names no office.
   */
  stateOffice?: string;
  /** Entities the category itself is about, whatever the wording (the series it reads). */
  entities?: readonly string[];
  /** Real wordings this entry was written from (tuning material only). */
  wordings: readonly string[];
}
