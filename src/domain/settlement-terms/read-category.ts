// A market read by the category tables (categories/, docs/decisions.md "Settlement terms: category
// tables"): the first entry whose condition wording a rules sentence states gives the quantity,
// the window, the boundary and the entities, each from the wording's slots through the grammar
// (grammar/) and the entity tables (entities/). What a slot means is fixed by its name: {game},
// {teams}, {winner}, {outcome}, {competition}, {stage}, {date}, {instant}, {meeting}, {comparison},
// {change}, {size}, {station}, {extreme}, {index}, {pair}, {party}, {chamber}, {state}, {year},
// {term}, {office}, {person}, {player}, {officer}, {officerDate}, {deadline}, {listedParty}, {round},
// {counting}, {instrument}, {series}, {role} with {body}, {group}, {act}, {ranked}, {grossPeriod},
// {weekDays} (categories/charts.ts). A value a slot
// does not yield leaves its term UNKNOWN, with the reason.
import { foldToAscii } from '../ascii-fold';
import { canonicalDecimal, dec, decEquals, formatDec, isDecimalText } from '../arithmetic/decimal';
import { boundarySet, relate } from './boundary-sets';
import type { CategoryEntry } from './categories/category-table';
import { AWARD_WORDS } from './categories/awards';
import { CATEGORY_TABLES } from './categories/category-tables';
import { STAGES } from './categories/competitions';
import { SPORTS_MARKET_TYPES } from './categories/sports';
import { centralBankNamed, isRateOf } from './entities/central-banks';
import { isReleaseStatisticName, releaseSeriesOf } from './entities/release-statistics';
import {
  assetIn,
  leagueListing,
  leagueNamed,
  leagueOf,
  nationalTeamEntity,
  officeEntity,
  pairOf,
  partyEntity,
  personEntity,
  slug,
  stationIn,
  stationOfAddresses,
  teamEntity,
  teamsNamed,
  unlistedTeam,
} from './entities/resolve-entity';
import type { Station } from './entities/stations';
import { competitionNamed, type SayingText } from './entities/competition-named';
import { withGrandPrixSeries } from './entities/grand-prix-series';
import { rivalOfIdentity, rivalReason, type GameIdentity } from './entities/game-identity';
import { tableTeamCode } from './entities/team-codes';
import { entityCode, leagueCode } from './entity-ids';
import { gameName, matchName } from './game-names';
import {
  calendarPeriodOf,
  fiscalYearOf,
  MONTHS,
  zonedCalendarPeriodOf,
  type CalendarPeriod,
} from './grammar/calendar-periods';
import { candidateNamed, officeNamed, otherRace, raceNamed, scheduledRace } from './grammar/races';
import { readChange, sizeAfterGap } from './grammar/changes';
import { placeIn } from './grammar/places';
import { rankIn, type RankComparison } from './grammar/ranks';
import {
  instantOf,
  isoDay,
  shiftSeconds,
  timesIn,
  wallClockIn,
  yearFixedByVenue,
  yearOfVenueLife,
  zonedToUtc,
  type CalendarDay,
  type StatedTime,
} from './grammar/dates';
import {
  comparesInWords,
  comparesUnwritten,
  comparisonsIn,
  type Comparison,
} from './grammar/numbers';
import { spanIn, type Sentence } from './grammar/sentences';
import { timeOnTitleDay, titleDays, titleMonth, type VenueDates } from './grammar/title-periods';
import {
  matchTemplate,
  plainLower,
  readTemplate,
  type SlotMatch,
  type TemplateChecks,
  type TemplateMatch,
} from './grammar/template';
import type { ReferenceData } from './reference-data';
import {
  known,
  statedNone,
  unknown,
  type Boundary,
  type Comparator,
  type Quantity,
  type QuantityKind,
  type Span,
  type Stage,
  type Term,
  type Window,
  type YesSide,
} from './settlement-terms';
import type { TermOutcome, TickerCompetitors, VenueFacts, VenueText } from './term-inputs';

export interface CategoryInput {
  rules: readonly Sentence[];
  /** The market's own names: question, title, groupItemTitle, yes_sub_title. */
  titles: readonly Sentence[];
  /** The event's fields (Kalshi product_metadata.competition). */
  context: readonly VenueText[];
  facts: VenueFacts;
  /** Kalshi's strike fields as written, for spans. */
  strikeFields: readonly VenueText[];
  outcomes: readonly TermOutcome[];
  reference: ReferenceData;
}

export interface CategoryReading {
  category: string;
  /** The sentences the entry matched: they name what is measured, and often its source. */
  sentences: Sentence[];
  entities: string[];
  quantity: Term<Quantity>;
  window: Term<Window>;
  boundary: Term<Boundary>;
  /** A YES side the category itself fixes (a two-team market's first team). */
  yes?: Term<YesSide>;
  /** The entry reads an occurrence (boundary OCCURS): the proposition is that something happens. */
  occurs: boolean;
}

interface Slot extends SlotMatch {
  sentence: Sentence;
}

interface Found {
  entry: CategoryEntry;
  slots: Map<string, Slot>;
  spans: Span[];
  /** Why the quantity is not known although the condition matched. */
  missing?: string;
  /** The wording reads two ways (twoReadings): no term is read from its slots. */
  ambiguous?: string;
  /** The game is the event's (eventGame): the day the venue says it starts, in New York time. */
  eventDay?: StatedTime;
}

/** The first table entry the rules state, read; undefined when none does. */
export function readCategory(input: CategoryInput): CategoryReading | undefined {
  const found = findEntry(input);
  if (!found) return undefined;
  return readEntry(found, input);
}

function findEntry(input: CategoryInput): Found | undefined {
  for (const entry of CATEGORY_TABLES) {
    if (!typedAs(entry, input.facts)) continue;
    for (const template of entry.conditions)
      for (const sentence of input.rules) {
        const checks = {
          accepts: timeSlotAccepted(entry, input),
          slotAccepts: slotReadable(entry, input),
        };
        const reading = readTemplate(template, sentence, checks);
        if (!reading) continue;
        const m = reading.match ?? reading.ambiguous[0];
        const slots = new Map<string, Slot>();
        for (const [name, slot] of Object.entries(m.slots)) slots.set(name, { ...slot, sentence });
        const found: Found = { entry, slots, spans: [spanIn(sentence, m.start, m.end)] };
        // Two cuts of the wording both read, differently: neither is taken.
        if (reading.ambiguous) found.missing = found.ambiguous = twoReadings(reading.ambiguous);
        const rival =
          competingStatement(entry, sentence, m, input.rules, checks) ??
          otherKindsCondition(entry, sentence, input);
        if (rival) {
          found.missing ??= rival.reason;
          found.ambiguous ??= rival.reason;
          found.spans.push(rival.span);
        }
        for (const also of entry.alsoStated ?? []) {
          const hit: { slots: Map<string, Slot>; span: Span; day?: StatedTime } | undefined =
            firstMatch(also.templates, input.rules) ??
            (also.templates.some((t) => t.includes('{game}')) ? eventGame(input) : undefined);
          if (!hit) {
            found.missing ??= also.reason;
            continue;
          }
          if (hit.day) {
            found.eventDay = hit.day;
            found.spans.push({
              field: 'gameStartTime',
              start: 0,
              end: hit.day.text.length,
              text: hit.day.text,
            });
          }
          found.spans.push(hit.span);
          for (const [name, slot] of hit.slots) slots.set(name, slot);
          const rival = rivalStatement(also.templates, input.rules, hit.slots);
          if (rival) {
            found.missing ??= rival.reason;
            found.ambiguous ??= rival.reason;
            found.spans.push(rival.span);
          }
        }
        if (entry.ownTerm) {
          const own = ownName(input);
          if (!own) found.missing ??= 'the market lists no term of its own for "the listed term"';
          else {
            found.spans.push(spanIn(own.sentence, own.start, own.end));
            slots.set(entry.ownTerm, own);
          }
        }
        if (entry.question) {
          const hit = firstMatch(entry.question, input.titles);
          if (!hit) found.missing ??= 'the question does not name what the rules leave to it';
          else {
            found.spans.push(hit.span);
            for (const [name, slot] of hit.slots) slots.set(name, slot);
          }
        }
        return found;
      }
  }
  return undefined;
}

/**
 * Another sentence of the rules that states the entry's condition with other numbers in a slot
 * (docs/decisions.md, "Settlement terms: a metamorphic audit of the readers"): "… above 85°F …"
 * and, later, "… above 87°F …", or the same proposition on two dates. Either could be the
 * condition, so neither is taken. Only numbers are compared (a threshold, a day, a year): the same
 * condition restated in other words ("the high temperature", "the highest temperature recorded")
 * is no rival, nor a slot that writes a number in one sentence only.
 */
function competingStatement(
  entry: CategoryEntry,
  taken: Sentence,
  m: TemplateMatch,
  rules: readonly Sentence[],
  checks: TemplateChecks,
): { reason: string; span: Span } | undefined {
  for (const sentence of rules) {
    if (sentence === taken) continue;
    for (const template of entry.conditions) {
      const other = readTemplate(template, sentence, checks)?.match;
      if (!other) continue;
      const rival = otherNumbers(Object.keys(m.slots), (name) => m.slots[name], other.slots);
      if (rival)
        return {
          reason: `two sentences of the rules state the condition with other numbers: ${rival}`,
          span: spanIn(sentence, other.start, other.end),
        };
    }
  }
  return undefined;
}

/**
 * Another sentence of the rules that states the condition of another kind of market
 * (docs/decisions.md, "Settlement terms: the audit's open defects examined, and four new kinds of
 * edit"): "If the highest temperature recorded in Central Park … is greater than 89°, then the
 * market resolves to Yes." beside "This market will resolve to "Yes" if the price of BTC … is
 * above $120,000 …". The table is tried in order and the first entry that any sentence states was
 * taken, so which of two conditions was read hung on the table's order, not on the market: neither
 * is taken. An entry of the same category is no rival here (competingStatement compares those).
 */
function otherKindsCondition(
  entry: CategoryEntry,
  taken: Sentence,
  input: CategoryInput,
): { reason: string; span: Span } | undefined {
  const others = input.rules.filter(
    (s) => s !== taken && (s.field !== taken.field || s.end <= taken.start || s.start >= taken.end),
  );
  if (others.length === 0) return undefined;
  for (const other of CATEGORY_TABLES) {
    if (other.category === entry.category || !typedAs(other, input.facts)) continue;
    const checks = {
      accepts: timeSlotAccepted(other, input),
      slotAccepts: slotReadable(other, input),
    };
    for (const template of other.conditions)
      for (const sentence of others) {
        const m = readTemplate(template, sentence, checks)?.match;
        if (!m) continue;
        return {
          reason: `the rules state conditions of two kinds of market (${entry.category}, ${other.category}): "${taken.text}" and "${sentence.text}"`,
          span: spanIn(sentence, m.start, m.end),
        };
      }
  }
  return undefined;
}

/**
 * The first of `names` whose slot in `other` writes other numbers than the slot taken, as
 * `{name} "taken" and "other"`. A slot without a number in either names something else ("… resolves
 * to "76ers" if …" beside "… to "Raptors" if …": the two outcomes), not a rival number.
 */
function otherNumbers(
  names: readonly string[],
  taken: (name: string) => { text: string } | undefined,
  other: Readonly<Record<string, { text: string }>>,
): string | undefined {
  for (const name of names) {
    const [first, second] = [taken(name), other[name]];
    if (first === undefined || second === undefined) continue;
    const [a, b] = [numbersOf(first.text), numbersOf(second.text)];
    if (a === '' || b === '' || a === b) continue;
    return `{${name}} "${first.text}" and "${second.text}"`;
  }
  return undefined;
}

/** The numbers a slot's text writes, in order, without their thousands separators. */
function numbersOf(text: string): string {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '')).join(' ');
}

/**
 * The market's own name in its event (Gamma's groupItemTitle, Kalshi's yes_sub_title) as a slot:
 * the term "the listed term" names. A name longer than any slot names no term.
 */
function ownName(input: CategoryInput): Slot | undefined {
  const own = input.titles.find((t) => t.field === 'groupItemTitle' || t.field === 'yes_sub_title');
  const text = own?.text.trim();
  if (!own || !text || text.length > 200) return undefined;
  const start = own.text.indexOf(text);
  return { start, end: start + text.length, text, sentence: own };
}

/**
 * Whether a slot's value is one its reader reads, where a cheap test says so: a template's slot
 * is cut at a later occurrence of the literal after it when an earlier cut gives a value its
 * reader rejects (grammar/template.ts, readTemplate). A {series} is one the series table names
 * whole, else the wording is another's; "… wins the {award}" names an award only with an award's
 * words and its season; a {counting} clause compares one count ("SpaceX has less than 100
 * launches"); the {start} and {end} of dates between are one date each; a calendar window's
 * {period} that is one year, quarter or month is read (readTemplate takes a cut confirmed so as
 * another reading). Undefined: no reader checks the slot here.
 */
function slotReadable(
  entry: CategoryEntry,
  input: CategoryInput,
): (slot: string, text: string) => boolean | undefined {
  const calendar = entry.window.kind === 'CALENDAR';
  const between = entry.window.kind === 'DATES_BETWEEN';
  return (slot, text) => {
    switch (slot) {
      case 'series':
        return isReleaseStatisticName(text);
      case 'bank':
        return centralBankNamed(text) !== undefined;
      case 'award':
        return isAward(text);
      case 'race':
        return raceNamed(text) !== undefined || scheduledRace(text) !== undefined;
      case 'candidate':
        return candidateNamed(text);
      case 'heldOffice':
        return officeNamed(text) !== undefined;
      case 'counting':
        return countIn(text) !== undefined;
      // "… finishes in the top 2 of Group I of the …": a place is a few words ("top 4", "2nd"),
      // never a place with a part of the competition after it.
      case 'tablePlace':
      case 'askedPlace':
        return placeIn(text) !== undefined;
      case 'phrase':
        // Without a name of its own to check the term against, a term cut at the first "at"
        // cannot hold "during" or "as part of": that cut is another wording's.
        return ownName(input) === undefined && CONNECTOR.test(` ${text} `) ? false : undefined;
      case 'start':
      case 'end':
        return between ? oneDate(text, input.facts) !== undefined : undefined;
      case 'period':
        // Another form of period ("the 2025 fiscal year") is not rejected: the window says so.
        return calendar && zonedCalendarPeriodOf(text) !== undefined ? true : undefined;
      default:
        return undefined;
    }
  };
}

/** The reason two readings of one wording leave the quantity UNKNOWN: the slots they differ in. */
function twoReadings([a, b]: [TemplateMatch, TemplateMatch]): string {
  const differ = Object.keys(a.slots)
    .filter((n) => a.slots[n]!.text !== b.slots[n]?.text)
    .map((n) => `{${n}} "${a.slots[n]!.text}" or "${b.slots[n]?.text ?? ''}"`);
  return `the wording reads two ways: ${differ.join(', ')}`;
}

/**
 * Whether a match's time slot is what the entry's window reads, where the wording alone does not
 * say: "… by <deadline>" is a deadline only when what follows is one date ("by the SEC" is not),
 * and its proposition does not end in "on or" (the words of "on or before", which keeps the day,
 * its own wording); an occurrence "in <period>" names a period only when what follows is one
 * year, quarter or month ("in the world by market cap" is not) and the proposition compares no
 * number and is observed at no one point of it; else later tables are tried.
 */
function timeSlotAccepted(
  entry: CategoryEntry,
  input: CategoryInput,
): ((m: TemplateMatch) => boolean) | undefined {
  if (entry.window.kind === 'DEADLINE')
    return (x) =>
      !ON_OR.test(x.slots.proposition?.text ?? '') &&
      deadlineDate(x.slots.deadline?.text, input) !== undefined;
  if (entry.window.kind === 'STATED_DAY')
    return (x) => {
      const proposition = x.slots.proposition?.text ?? '';
      const day = deadlineDate(x.slots.deadline?.text, input);
      return (
        day !== undefined &&
        day.periodEnd === undefined &&
        day.time.clock === undefined &&
        comparisonsIn(proposition).length === 0 &&
        !comparesInWords(proposition) &&
        !CONTEST.test(proposition)
      );
    };
  if (entry.window.kind === 'AT')
    return (x) => {
      if (statedInstant(x.slots.instant?.text, input.facts) === undefined) return false;
      // An office held then ("… will be governor of New York on …") is a state by its wording.
      // A place on a chart when it is checked is a state by its wording too.
      if (x.slots.proposition === undefined)
        return x.slots.heldOffice !== undefined || entry.boundary.kind === 'RANK';
      const proposition = x.slots.proposition.text;
      return (
        STATE.test(proposition) &&
        comparisonsIn(proposition).length === 0 &&
        !comparesInWords(proposition) &&
        !CONTEST.test(proposition)
      );
    };
  if (entry.window.kind === 'CALENDAR' && entry.boundary.kind === 'OCCURS')
    return (x) => {
      const proposition = x.slots.proposition?.text ?? '';
      return (
        x.slots.period !== undefined &&
        zonedCalendarPeriodOf(x.slots.period.text) !== undefined &&
        comparisonsIn(proposition).length === 0 &&
        !comparesInWords(proposition) &&
        !POINT_IN_PERIOD.test(proposition) &&
        !CONTEST.test(proposition)
      );
    };
  return undefined;
}

/** A year, quarter or month after "in" or "during" ("… cases … in 2026"). Bounded: linear. */
const IN_PERIOD =
  /\b(?:in|during)\s{1,3}((?:q[1-4]\s{1,3})?(?:19|20)\d\d|[a-z]{3,9}\.?\s{1,3}(?:19|20)\d\d)\b/gi;

/** Whether a proposition names a calendar period of its own. */
function namesOwnPeriod(text: string): boolean {
  for (const m of text.matchAll(IN_PERIOD))
    if (calendarPeriodOf(m[1]!.toLowerCase().replace(/\s+/g, ' ')) !== undefined) return true;
  return false;
}

/**
 * A proposition observed at one point of the period ("the price … as of the final market close
 * price in 2025", "at the close"): the period is not its window, and the occurrence not read.
 */
const POINT_IN_PERIOD = /\b(?:as of|at the (?:end|close|start)|final|closing|last|first)\b/i;

/**
 * A contest's result ("wins the presidential election in 2027", "… the game on Nov 9, 2027"): the
 * year or day names the contest, whose result is observed over the contest itself (an EVENT), not
 * over the period or day, so neither is read as the window of an occurrence.
 */
const CONTEST =
  /\b(?:wins?|won|winning|winner|elect(?:ed|ion|ions)?|primary|nominat(?:ed|ion)|champion(?:ship)?s?|cup|title|awards?|awarded|tournament|league|season|race|contest|game|match|finals?)\b/i;

const ON_OR = /\bon or$/i;

/**
 * A state, as opposed to something that happens: what holds at one instant ("is the largest",
 * "has the highest score", "holds the position", "remains", "ranks first"), whose truth an
 * observation at that instant decides.
 */
const STATE = /\b(?:is|are|has|have|holds?|remains?|ranks?|owns?)\b/i;

/** "market close on <date>", "the close of trading on <date>": a close, before its day. */
const CLOSE_BEFORE =
  /^(?:the )?(?:market close|market's close|close of (?:the )?market|close of trading) on /i;

/** "<date>, as of market close", "<date> at the close of trading": a close, after its day. */
const CLOSE_AFTER =
  /^[\s,]*(?:as of|at) (?:the )?(?:market close|market's close|close of (?:the )?market|close of trading)$/i;

/**
 * The one instant a text states and nothing else but its zone: a date with its time of day, or
 * a day with a close ("December 31, 2026, as of market close"), which names no market and no time
 * (`atClose`): read so the proposition is known, its window stays UNKNOWN.
 */
function statedInstant(
  text: string | undefined,
  facts: VenueFacts,
): { time: StatedTime; atClose: boolean } | undefined {
  if (text === undefined) return undefined;
  const before = CLOSE_BEFORE.exec(text);
  const shift = before ? before[0].length : 0;
  const rest = text.slice(shift);
  const times = timesIn(rest, anchorOf(facts));
  const t = times[0];
  if (times.length !== 1 || !t || t.start !== 0 || t.lastDay || t.lastClock) return undefined;
  const tail = rest.slice(t.end);
  const time = { ...t, start: t.start + shift, end: t.end + shift };
  if (before) return DEADLINE_TAIL.test(tail) ? { time, atClose: true } : undefined;
  if (CLOSE_AFTER.test(tail)) return { time, atClose: true };
  return t.clock && DEADLINE_TAIL.test(tail) ? { time, atClose: false } : undefined;
}

/**
 * The game as the market's event names it, where the rules leave it unsaid (Gamma's spreads of
 * 2026: "This market will resolve to "FC Barcelona" if FC Barcelona win the game by 2 or more
 * goals."): the two teams of the event's title ("FC Barcelona vs. RCD Mallorca - More Markets",
 * without what follows " - "), on the day the venue says the game starts (`gameStartTime`) in
 * New York time, the time Gamma's rules name their games' days in ("scheduled for February 7 at
 * 10:15 AM ET"). The league is the event's words' or its tags' (readValues).
 */
function eventGame(
  input: CategoryInput,
): { slots: Map<string, Slot>; span: Span; day: StatedTime } | undefined {
  const title = input.context.find((c) => c.field === 'event.title');
  const start = input.facts.gameStartTime;
  if (!title || !start) return undefined;
  const cut = title.text.indexOf(' - ');
  const text = (cut < 0 ? title.text : title.text.slice(0, cut)).trimEnd();
  const day = wallClockIn(start, 'America/New_York');
  if (!day || !gameTeamNames(text)) return undefined;
  const sentence: Sentence = { field: title.field, start: 0, end: text.length, text };
  const slots = new Map<string, Slot>([['game', { start: 0, end: text.length, text, sentence }]]);
  return { slots, span: spanIn(sentence, 0, text.length), day };
}

/** The venue types the market as this entry's category, or does not type it (SPORTS_MARKET_TYPES). */
function typedAs(entry: CategoryEntry, facts: VenueFacts): boolean {
  const type = facts.sportsMarketType;
  const allowed = SPORTS_MARKET_TYPES[entry.category];
  return type === undefined || allowed === undefined || allowed.includes(type);
}

/**
 * Another sentence stating one of an entry's further statements with other numbers in a slot than
 * the one taken ("after its February 17, 2026 monetary policy decision" and, later, "… February
 * 18, 2026 …"): either could be the one meant, so neither is taken, as competingStatement does for
 * the condition itself.
 */
function rivalStatement(
  templates: readonly string[],
  sentences: readonly Sentence[],
  taken: ReadonlyMap<string, Slot>,
): { reason: string; span: Span } | undefined {
  for (const template of templates)
    for (const sentence of sentences) {
      const m = matchTemplate(template, sentence);
      if (!m) continue;
      const rival = otherNumbers(Object.keys(m.slots), (name) => taken.get(name), m.slots);
      if (rival)
        return {
          reason: `two sentences of the rules state it with other numbers: ${rival}`,
          span: spanIn(sentence, m.start, m.end),
        };
    }
  return undefined;
}

function firstMatch(
  templates: readonly string[],
  sentences: readonly Sentence[],
): { slots: Map<string, Slot>; span: Span } | undefined {
  for (const template of templates)
    for (const sentence of sentences) {
      const m = matchTemplate(template, sentence);
      if (!m) continue;
      const slots = new Map<string, Slot>();
      for (const [name, slot] of Object.entries(m.slots)) slots.set(name, { ...slot, sentence });
      return { slots, span: spanIn(sentence, m.start, m.end) };
    }
  return undefined;
}

/** The values the slots yield, by name, for the subject and name templates. */
interface Values {
  text: Map<string, string>;
  entities: Set<string>;
  problems: string[];
  winner?: string;
  stage?: Stage;
  times: Map<string, StatedTime>;
  /**
   * A slot of one time that states two (or a range of days), or an appearance that holds a count:
   * the window is not read.
   */
  windowProblem?: string;
  station?: { offset?: string; zone?: string };
  /** The zone of the city a central bank meets in (entities/central-banks.ts). */
  meetingZone?: string;
  /** Spans of the event's fields a value was read from. */
  contextSpans: Span[];
  quote?: string;
  league?: string;
  /** The {game} slot was read into a game's name (league, teams, day). */
  gameNamed?: boolean;
  /** The term is counted: said at least this many times ("Nvidia" 5+ times). */
  count?: string;
  /** The kind of what is measured, where a slot's table gives it (a data series). */
  kind?: QuantityKind;
  /** Why the proposition is no occurrence: it compares a number, written or not. */
  compares?: string;
  /** The place on a chart the {ranked} slot states (grammar/ranks.ts). */
  rank?: RankComparison;
}

/** The venue's dates that fix a year the title leaves out (grammar/title-periods.ts). */
function venueDates(input: CategoryInput): VenueDates {
  const f = input.facts;
  return {
    anchor: anchorOf(f),
    opened: f.openTime,
    ends: [f.closeTime, f.expectedExpirationTime, f.expirationTime, f.endDate],
  };
}

function anchorOf(facts: VenueFacts): string | undefined {
  return facts.expectedExpirationTime ?? facts.closeTime ?? facts.endDate ?? facts.expirationTime;
}

/**
 * The one station the rules' addresses identify (a Weather Underground page, an NWS report); where
 * the rules state none, the one the venue's stated settlement sources identify (a Gamma market's
 * `resolutionSource`, a Kalshi event's `settlement_sources`), which are the market's own data.
 */
function stationAddressed(
  rules: readonly Sentence[],
  facts: VenueFacts,
): { entity: string; station?: Station; span?: Span } | undefined {
  const found = rules
    .map((r) => ({ r, s: stationOfAddresses(r.text) }))
    .filter((x) => x.s !== undefined);
  const ids = new Set(found.map((x) => x.s!.entity));
  if (ids.size === 1) {
    const { r, s } = found[0]!;
    return { entity: s!.entity, station: s!.station, span: spanIn(r, s!.start, s!.end) };
  }
  if (ids.size > 1) return undefined;
  const stated = (facts.settlementSources ?? [])
    .map((source) => stationOfAddresses(source.url))
    .filter((s) => s !== undefined);
  if (new Set(stated.map((s) => s.entity)).size !== 1) return undefined;
  return { entity: stated[0]!.entity, station: stated[0]!.station };
}

/** Slots of free words, whose own negations a table reads as written (an occurrence's). */
const FREE_SLOTS = new Set(['proposition', 'phrase', 'counting', 'statistic']);
/** A name that ends in a negation: "the Rockets do not", "Seattle fails to", "Iran won't". */
const NEGATED_NAME =
  /(?:\b(?:do|does|did|will|would|can|could|shall|should|may|might) not|\bnot|n['\u2019]t|\bcannot|\bnever|\bfail(?:s|ed)?(?: to)?)\s{0,3}$/i;

/**
 * A proposition whose own verb is negated: "Donald Trump does not sign …", "the Senate fails to
 * confirm …", "Apple won't release …". The condition is the complement of the positive
 * proposition, which a table here would read with "not" in its subject, so that it never meets the
 * positive one and looks like another question. Only the proposition's head clause is tested, up
 * to its first subordinate word or punctuation: "… announces that it will not run" states a
 * positive proposition about a negated one. "no longer" is a change of state, not a negation.
 */
const NEGATED_VERB =
  /\b(?:(?:do|does|did|will|would|shall|should|can|could|may|might|is|are|was|were|has|have|had) not|(?:do|does|did|wo|would|should|ca|could|is|are|was|were|has|have|had)n['\u2019]t|cannot|never|fail(?:s|ed)? to)\b/i;
const HEAD_CLAUSE_END =
  /\b(?:that|which|who|whom|whose|whether|if|unless|because|after|before|while|when|where|until)\b|[,;:(]/i;

function negatedProposition(text: string): string | undefined {
  const end = HEAD_CLAUSE_END.exec(text)?.index ?? text.length;
  return NEGATED_VERB.exec(text.slice(0, end))?.[0];
}

/**
 * The one the market's question asks about: "Will the Chicago Cubs win the 2026 World Series?",
 * "Will Micah Parsons be the … Player of the Year?". The name is at most 80 characters, read once
 * from the question's start (a lazy run before a fixed verb: linear).
 */
const ASKED =
  /^\s*Will\s+(?:the\s+)?([^?]{1,80}?)\s+(?:win|be|beat|defeat|advance|reach|make|finish|claim|clinch|take)\b/;
/** A person's name as a question writes it: two to four capitalised words. */
const PERSON_NAME = /^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){1,3}$/u;

/** "Donald J. Trump" and "Donald Trump" are one name: a middle initial is left out. */
const withoutInitials = (name: string): string => name.replace(/(?<=\s)\p{Lu}\.\s+/gu, '').trim();

/** Words that join two names: "Will the Knicks or the Hawks win?" asks about neither alone. */
const SEVERAL = /\b(?:or|and|vs|versus|nor)\b|[,&/]/i;

function askedName(titles: readonly Sentence[]): string | undefined {
  const question = titles.find((t) => t.field === 'question' || t.field === 'title');
  const name = question ? ASKED.exec(question.text)?.[1]?.trim() : undefined;
  return name !== undefined && !SEVERAL.test(name) ? name : undefined;
}

/** Whether the month `before` names is the one right before the month `month` names. */
function monthBefore(before: string, month: string): boolean {
  const a = calendarPeriodOf(before);
  const b = calendarPeriodOf(month);
  if (a?.months !== 1 || b?.months !== 1) return false;
  return a.year * 12 + a.month + 1 === b.year * 12 + b.month;
}

function readValues(found: Found, input: CategoryInput): Values {
  const { slots } = found;
  const v: Values = {
    text: new Map(),
    entities: new Set(),
    problems: [],
    times: new Map(),
    contextSpans: [],
  };
  if (found.entry.window.kind === 'CALENDAR') countedBeforeLastPeriod(slots);
  const get = (name: string) => slots.get(name)?.text;
  // Curly and straight quotes are one ("Opensea’s", "Opensea's"): a subject is compared as text.
  for (const [name, slot] of slots)
    v.text.set(name, slot.text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"'));
  // "If the Houston Rockets do not win …", "… fail to win …": a name slot that ends in a negation
  // holds the negation of the condition the template states, so its winner would be read the
  // wrong way round.
  for (const [name, slot] of slots)
    if (!FREE_SLOTS.has(name) && NEGATED_NAME.test(slot.text))
      v.problems.push(`the condition is negated ("${slot.text}"), which no table here reads`);
  // "If Donald Trump does not sign … by …": the whole condition negated, which is no occurrence of
  // the proposition with "not" in it.
  const whole = slots.get('proposition')?.text;
  const negation = whole !== undefined ? negatedProposition(whole) : undefined;
  if (negation)
    v.problems.push(
      `the condition is negated as a whole ("${negation}" in "${whole}"), which no table here reads`,
    );
  // A change "from {previous} to {period}" is a one-month change only between consecutive months.
  const previous = get('previous');
  if (previous !== undefined && !monthBefore(previous, get('period') ?? ''))
    v.problems.push(
      `the change from "${previous}" is not over one month, which no table here reads`,
    );
  // The number of a game of a match ("Game 3"): a number, nothing else.
  const part = get('part');
  if (part !== undefined && !/^[1-9]\d?$/.test(part.trim()))
    v.problems.push(`"Game ${part}" names no one game of the match`);
  // A rank on a chart ("#2 Netflix show in the United States"): the place, and what is ranked.
  const ranked = get('ranked');
  if (ranked !== undefined) {
    v.rank = rankIn(ranked);
    if (v.rank) v.text.set('rankedList', v.rank.ranked);
    else v.problems.push(`"${ranked}" states no place on a chart this reader knows`);
  }
  // A weekly list's week: "Monday to Sunday" is the one PREVIOUS_WEEK reads.
  const weekDays = get('weekDays');
  if (weekDays !== undefined && !/^monday to sunday$/i.test(weekDays.trim()))
    v.windowProblem ??= `the week runs "${weekDays}", which no rule here reads`;
  // A year's grosses and the year the rules say they are counted over must be one year ("… gross
  // in 2025 - dates outside of 2025 will not count …": the year, then the clause's own words).
  const grossPeriod = get('grossPeriod')?.trim();
  const grossOf = get('period')?.trim() ?? '';
  if (
    grossPeriod !== undefined &&
    (grossOf === '' ||
      !grossPeriod.startsWith(grossOf) ||
      /^\w/.test(grossPeriod.slice(grossOf.length)))
  )
    v.problems.push(
      `the rules name the gross of "${get('period') ?? ''}" and a calendar gross in "${grossPeriod}"`,
    );
  const statistic = get('statistic');
  // A statistic in quotes ('a final "High" price') is the word quoted.
  if (statistic !== undefined)
    v.text.set(
      'statistic',
      statistic.replace(/^["\u201c]([^"\u201c\u201d]*)["\u201d]$/, '$1').toLowerCase(),
    );
  const anchor = anchorOf(input.facts);
  for (const name of ['date', 'instant', 'meeting', 'officerDate', 'deadline', 'start', 'end']) {
    const slot = slots.get(name);
    if (!slot) continue;
    const all = timesIn(slot.text, anchor);
    const t = all[0];
    // "for July 12, 2026 or July 13, 2026", "July 12 through July 14": a slot of one day or
    // instant that states two is not read as its first. The same instant written twice ("11:59
    // PM ET (03:59 UTC the next day)") is one.
    const other = t ? all.find((o) => !sameMoment(o, t)) : undefined;
    if (t && other)
      v.windowProblem ??= `"${slot.text}" states two different times ("${t.text}", "${other.text}")`;
    else if (
      t &&
      (name === 'date' || name === 'instant') &&
      t.lastDay &&
      !sameDay(t.lastDay, t.day)
    )
      v.windowProblem ??= `"${slot.text}" states a range of days, not one`;
    if (t) v.times.set(name, t);
  }
  if (found.eventDay && !v.times.has('date')) v.times.set('date', found.eventDay);
  // A span of days names what is scheduled over it by its days, as dates: "from Mar 17, 2026 to
  // Apr 6, 2026" is 2026-03-17 to 2026-04-06, however a venue writes them.
  const startDay = v.times.get('start')?.day;
  const endDay = v.times.get('end')?.day;
  if (startDay && endDay) {
    v.text.set('startDay', isoDay(startDay));
    v.text.set('endDay', isoDay(endDay));
  }
  // The league: the game's or competition's own words, else the event's; a game the event names
  // may take it from the event's tags, when they name one league.
  const leagueText = [get('game'), get('competition'), ...input.context.map((c) => c.text)];
  v.league = leagueText.map((t) => (t ? leagueOf(t) : undefined)).find((l) => l !== undefined);
  if (!v.league && found.eventDay) v.league = oneLeague(input.facts.tags ?? []);
  // Else the league whose series the venue lists the event in (Gamma /sports: "por" lists series
  // 10330, the event "CD Nacional vs. Casa Pia AC" is in it), by the venue's code of the league.
  if (!v.league) v.league = seriesLeague(input.facts.seriesIds ?? [], input.reference);
  // Else the league the game's own name states, which no table needs to know ("In the upcoming
  // KHL game", "the EuroBasket game"): its teams are then named as written, or by the reference
  // data where it lists them (resolve-entity.ts).
  const gameWords = get('game');
  const byName = !v.league && gameWords !== undefined;
  if (byName) v.league = leagueNamed(gameWords);
  // A matchup named by its teams alone: the one league of the tables that lists both.
  const firstWins = found.entry.firstOutcomeWins === true;
  const named = pairNames(get('teams'));
  if (!v.league && firstWins && named) v.league = leagueListing(named, input.reference);
  const team = (name: string) =>
    v.league === 'FIFA'
      ? nationalTeamEntity(name)
      : v.league
        ? teamEntity(name, v.league, input.reference)
        : undefined;

  const game = get('game') ?? (firstWins ? get('teams') : undefined);
  const gameTeamIds: string[] = [];
  // The venue's own codes of the game's competitors (Kalshi's tickers) name them exactly.
  const coded = game !== undefined ? input.facts.tickerCompetitors : undefined;
  if (coded) v.league = coded.league;
  const teamsAreEntities = found.entry.entityKinds.includes('team');
  // The teams the venue's own data names the game by, against which the text's names are read.
  let identity: GameIdentity | undefined;
  if (game !== undefined) {
    const teams =
      gameTeamNames(game) ??
      pairNames(get('teams')) ??
      outcomeTeams(found, input) ??
      titleTeams(input, v.contextSpans);
    // A name the game is known by that is no league's ("the Monday Night Football game") yields
    // to the one league of the tables that lists both teams.
    const listing = byName && v.league && teams ? leagueListing(teams, input.reference) : undefined;
    if (listing) v.league = listing;
    identity = gameIdentity(coded, input.facts, v.league);
    const stated = pairNames(get('teams'));
    // The event's game is the rules' only where the teams the rules name are its own.
    if (found.eventDay && stated && teams && !sameTeams(stated, teams))
      v.problems.push(`the rules name ${stated.join(' and ')}, not the game of the event`);
    const day = v.times.get('date')?.day;
    // A match the rules name by its tournament's round instead of a day ("… in the 2026 ATP
    // Montreal Round Of 16"): the round, with its season's year, names it.
    const round = get('round');
    const roundNamed = round !== undefined && /\b(?:19|20)\d{2}\b/.test(round);
    if (!v.league) v.problems.push(`the game "${game}" names no league this reader knows`);
    else if (!teams) v.problems.push(`the game "${game}" names no two teams`);
    else if (!day && !roundNamed) v.problems.push('the game has no scheduled date');
    else if (!coded && teams.some((t) => teamsNamed(t, v.league!).length > 1)) {
      // "New York" in baseball is the Mets or the Yankees: which one, the text does not say.
      const shared = teams.find((t) => teamsNamed(t, v.league!).length > 1)!;
      v.problems.push(
        `"${shared}" names ${teamsNamed(shared, v.league).join(' and ')} of the ${v.league}: which one is not stated`,
      );
    } else if (!coded && input.facts.codedGameLeague && teams.some((t) => uncodedTeam(t, team))) {
      // Kalshi names the teams by codes its tickers here do not determine; a name the tables
      // cannot turn into its code would be another ID of the same team (its slug).
      const named = teams.find((t) => uncodedTeam(t, team))!;
      v.problems.push(
        `the market's tickers do not give "${named}" its code, and no table lists it`,
      );
    } else if (!coded && teams.some((t) => unlistedTeam(t, v.league!, input.reference))) {
      const unlisted = teams.find((t) => unlistedTeam(t, v.league!, input.reference))!;
      v.problems.push(`"${unlisted}" is no ${v.league} team these tables list`);
    } else if (identity && rivalOfIdentity(teams, identity, input.reference)) {
      v.problems.push(rivalReason(rivalOfIdentity(teams, identity, input.reference)!, identity));
    } else {
      const [a, b] = coded
        ? coded.codes.map((c) => teamCode(coded.league, c))
        : teams.map((t) => team(t)!);
      if (teamsAreEntities) v.entities.add(a!).add(b!);
      gameTeamIds.push(a!, b!);
      v.text.set(
        'game',
        day ? gameName(v.league, a!, b!, isoDay(day)) : matchName(v.league, a!, b!, round!),
      );
      v.gameNamed = true;
    }
  }
  const winner =
    get('winner') ??
    (firstWins ? firstOutcomeTeam(named, input) : found.entry.drawWins ? 'Tie' : undefined);
  if (firstWins && winner === undefined)
    v.problems.push(`the first outcome names neither team of the matchup`);
  if (winner !== undefined) {
    const tie = /^tie$/i.test(winner);
    const leagued = coded
      ? codedWinner(coded, tie, winner, v, input.reference)
      : tie
        ? 'outcome:tie'
        : team(winner);
    // A winner the venue's event does not name among the game's teams (Gamma's `teams`).
    const rival =
      !coded && !tie && identity ? rivalOfIdentity([winner], identity, input.reference) : undefined;
    if (rival) v.problems.push(rivalReason(rival, identity!));
    // A team named within a competition (competitionTeam) is no league's normalised ID: it names
    // the boundary's competitor, not an entity another venue's codes could be compared with.
    const scoped = leagued === undefined && !coded && !tie;
    const id = scoped ? competitionTeam(winner, found, input, v) : leagued;
    if (!id) {
      if (!coded && !v.problems.some((p) => p.includes(`"${winner}"`)))
        v.problems.push(`"${winner}" is named without its league`);
    } else {
      v.winner = id;
      if (id !== 'outcome:tie') {
        // The team by its ID in the quantity's name ("winning margin of team:CFL:CGY …").
        v.text.set('winner', id);
        if (teamsAreEntities && !scoped) v.entities.add(id);
      }
    }
  }
  // "Will the Chicago Cubs win …?" over rules that name the New York Yankees: the market is one of
  // them, and which one the text does not settle.
  const ruled = slots.get('winner');
  if (ruled && !input.titles.includes(ruled.sentence) && v.winner && v.winner !== 'outcome:tie') {
    // Both names by one reading (a ticker's code gives the rules' winner another form).
    const asked = askedName(input.titles);
    const askedId = asked !== undefined ? team(asked) : undefined;
    const ruledId = team(ruled.text);
    if (askedId !== undefined && ruledId !== undefined && askedId !== ruledId)
      v.problems.push(`the question names ${asked}, the rules ${ruled.text}`);
  }
  if (game !== undefined && v.winner && v.winner !== 'outcome:tie' && gameTeamIds.length === 2)
    if (!gameTeamIds.includes(v.winner))
      v.problems.push(`"${winner ?? ''}" is neither team of the game`);
  const competition = get('competition');
  if (competition !== undefined) {
    const named = competitionName(
      competition,
      { context: [...input.titles, ...input.context], tags: input.facts.tags ?? [] },
      v.contextSpans,
      venueDates(input),
    );
    if (!named.startsWith('!')) v.text.set('competition', named);
    else {
      // A competition not named with its season is no one event: its window is not read either.
      v.text.delete('competition');
      v.problems.push(named.slice(1));
    }
  }
  // "… in the top 4 of the Ligue 1 standings" over the question's "Ligue 1 2025–26 standings": the
  // table the rules name must be the question's competition, which states its season.
  const league = get('league');
  if (league !== undefined && competition !== undefined && !sameLeague(league, competition))
    v.problems.push(`the rules name the ${league}, the question the ${competition}`);
  const stage = get('stage');
  if (stage !== undefined) {
    const s = STAGES[stage.toLowerCase()] as Stage | undefined;
    if (s) v.stage = s;
    else v.problems.push(`the stage "${stage}" is none this reader knows`);
  }
  const station = get('station');
  if (station !== undefined) {
    const named = stationIn(station);
    const addressed = stationAddressed(input.rules, input.facts);
    const s = named ?? addressed;
    if (!s)
      v.problems.push(
        `no weather station by a name or identifier this reader knows ("${station}")`,
      );
    else if (named && addressed && named.entity !== addressed.entity)
      v.problems.push(
        `the rules name ${named.entity.slice(8)} and their address ${addressed.entity.slice(8)}`,
      );
    else {
      v.entities.add(s.entity);
      v.text.set('station', s.entity.slice('station:'.length));
      v.station = s.station ? { offset: s.station.standardOffset, zone: s.station.zone } : {};
      if (!named && addressed?.span) v.contextSpans.push(addressed.span);
    }
  }
  const extreme = get('extreme');
  if (extreme !== undefined) {
    const e = /^(?:highest|maximum|high)$/i.test(extreme)
      ? 'maximum'
      : /^(?:lowest|minimum|low)$/i.test(extreme)
        ? 'minimum'
        : undefined;
    if (e) v.text.set('extreme', e);
    else v.problems.push(`"${extreme}" is no daily extreme`);
  }
  // An index or a traded instrument (a futures contract) names its asset; the instrument's own
  // words stay in the quantity's name, as a contract is not the asset's spot price.
  for (const name of ['index', 'instrument']) {
    const index = get(name);
    if (index === undefined) continue;
    const asset = assetIn(index);
    if (asset) {
      v.text.set('asset', asset);
      v.entities.add(`asset:${asset}`);
    } else v.problems.push(`"${index}" names no one asset this reader knows`);
  }
  const series = get('series');
  if (series !== undefined) {
    // The agency the rules say releases it states the economy a name leaves out, and refuses a
    // name of another economy (entities/release-statistics.ts).
    const read = releaseSeriesOf(series, get('agency'));
    if ('series' in read) {
      const s = read.series;
      v.text.set('series', s.subject);
      v.text.set('seriesUnit', s.unit);
      v.kind = s.kind;
      if (s.entity) v.entities.add(s.entity);
      // A statistic released for a quarter, compared over a year or a month, is another quantity
      // (and a week's count is compared over no calendar period).
      const stated = get('period');
      const months = stated === undefined ? undefined : calendarPeriodOf(stated)?.months;
      const released = s.period === 'MONTH' ? 1 : s.period === 'QUARTER' ? 3 : undefined;
      if (months !== undefined && months !== released)
        v.problems.push(
          `"${series}" is released for a ${s.period.toLowerCase()}, not for "${stated}"`,
        );
    } else v.problems.push(read.problem);
  }
  const bank = get('bank');
  if (bank !== undefined) {
    const b = centralBankNamed(bank);
    if (b) {
      v.text.set('bank', b.name);
      v.entities.add(b.entity);
      v.meetingZone = b.zone;
      const rate = get('rate');
      // A rate another bank sets, or one the table does not name, is another quantity.
      if (rate !== undefined && isRateOf(b, rate)) v.text.set('rate', b.rate);
      else if (rate !== undefined)
        v.problems.push(`"${rate}" is no rate of the ${b.name} this reader knows`);
    } else v.problems.push(`"${bank}" names no central bank this reader knows`);
  }
  const pair = get('pair');
  if (pair !== undefined) {
    const p = pairOf(pair);
    if (p) {
      v.text.set('asset', p.base);
      v.text.set('pair', `${p.base}/${p.quote}`);
      v.text.set('quote', p.quote);
      v.quote = p.quote;
      v.entities.add(`asset:${p.base}`);
    } else v.problems.push(`"${pair}" is no trading pair this reader knows`);
  }
  const party = get('party');
  if (party !== undefined) {
    const p = partyEntity(party);
    if (p) {
      v.winner = p;
      v.entities.add(p);
    } else v.problems.push(`"${party}" is no party this reader knows`);
  }
  // A party a question lists (a parliament's, "SPD", "Reform UK"): the party table's, else as
  // written, as a person is.
  const listed = get('listedParty');
  if (listed !== undefined) {
    const p = partyEntity(listed) ?? `party:${slug(listed)}`;
    v.winner = p;
    v.entities.add(p);
  }
  for (const name of ['chamber', 'chamber2', 'qchamber']) {
    const c = get(name);
    if (c !== undefined) v.text.set(name, /senate/i.test(c) ? 'U.S. Senate' : 'U.S. House');
  }
  const chambers = new Set(
    ['chamber', 'chamber2', 'qchamber'].map((n) => v.text.get(n)).filter(Boolean),
  );
  if (chambers.size > 1) v.problems.push('the rules and the question name different chambers');
  const chamber = v.text.get('chamber');
  if (chamber) v.entities.add(officeEntity(chamber));
  if (get('qstate') !== undefined && get('qstate') !== get('state'))
    v.problems.push('the question names another state than the rules');
  if (get('qyear') !== undefined && get('qyear') !== get('year'))
    v.problems.push('the question names another year than the rules');
  const term = get('term');
  if (term !== undefined) {
    // A term begins on January 3 after the November election that fills it (20th Amendment).
    if (/^\d{4}$/.test(term)) v.text.set('termElection', String(Number(term) - 1));
    else v.problems.push(`"${term}" is no year`);
  }
  // The office a state names is the entry's (a Senate seat's, a governorship's): never assumed.
  const state = get('state');
  const stateOffice = found.entry.stateOffice;
  if (state !== undefined && stateOffice !== undefined)
    v.entities.add(officeEntity(stateOffice.replace('{state}', state)));
  const office = get('office');
  if (office !== undefined) v.entities.add(officeEntity(office));
  // A body's role ("permanent head coach" of a team) is an office only with its body.
  // Names written with a double space ("Basketball  team") are one name.
  for (const name of ['role', 'body', 'group', 'act']) {
    const t = v.text.get(name);
    if (t !== undefined) v.text.set(name, t.replace(/\s+/g, ' ').trim());
  }
  const role = v.text.get('role');
  const body = v.text.get('body');
  if (role !== undefined && body !== undefined) v.entities.add(officeEntity(`${role} of ${body}`));
  // A holder or a first of several is someone: "the next reading of the index is 3.2%" is not.
  const holder = get('person');
  if (
    (role !== undefined || get('group') !== undefined) &&
    holder !== undefined &&
    /\d/.test(holder)
  )
    v.problems.push(`"${holder}" is no one's name`);
  // "6+ strikeouts", "at least 2+ goals": the statistic is the words after the number.
  const comparison = slots.get('comparison');
  if (comparison) {
    const c = comparisonsIn(comparison.text)[0];
    // A count's unit ("1+ goals", "15+ points") is the statistic where nothing follows it.
    const rest = c ? comparison.text.slice(c.end).trim() || c.unit : '';
    if (/^[A-Za-z][A-Za-z ]{0,40}$/.test(rest) && !slots.has('statistic'))
      v.text.set('statistic', rest.toLowerCase());
  }
  for (const name of ['person', 'player']) {
    const p = get(name);
    if (p === undefined) continue;
    const id = personEntity(p);
    v.entities.add(id);
    if (name === 'person') v.winner = id;
    // "Will Micah Parsons be …?" over rules that name Josh Allen: which one, the text does not say.
    const ruled = slots.get(name)!;
    const asked = input.titles.includes(ruled.sentence) ? undefined : askedName(input.titles);
    if (
      asked !== undefined &&
      PERSON_NAME.test(asked) &&
      personEntity(withoutInitials(asked)) !== personEntity(withoutInitials(p))
    )
      v.problems.push(`the question names ${asked}, the rules ${p}`);
  }
  // "… said by any Broadcom Inc. representative during the next Broadcom Inc. earnings call": the
  // representatives are the company's whose call it is, or the condition names two bodies.
  const company = get('company');
  const caller = get('caller');
  if (company !== undefined && caller !== undefined && plainLower(company) !== plainLower(caller))
    v.problems.push(`the representatives are ${company}'s, the call ${caller}'s`);
  // "Will Dell say "Nvidia" 5+ times …": a count of mentions, a number compared, not an occurrence;
  // read where the entry names what is counted (`counted`) and the count is "N+" (at least N).
  const phrase = get('phrase');
  const phraseSlot = slots.get('phrase');
  if (phrase !== undefined && phraseSlot && !input.titles.includes(phraseSlot.sentence)) {
    // A term the rules name between other words ("says {phrase} at …") is read only where it is
    // the market's own name: a term holding "at" would otherwise be cut short.
    const own = input.titles.find(
      (t) => t.field === 'yes_sub_title' || t.field === 'groupItemTitle',
    );
    // A subtitle longer than any slot (grammar/template.ts) names no term, and is not scanned.
    if (own && (own.text.length > 200 || uncounted(own.text) !== uncounted(phrase)))
      v.problems.push(`the term "${phrase}" the rules name is not the market's own name`);
    // "says the listed term before his appearance at …": the mention is timed against the
    // appearance, so the appearance is not its window.
    if (/\b(?:before|after|until|prior to|ahead of)\b/i.test(phrase))
      v.windowProblem ??= `"${phrase}" times the mention against the appearance, not at it`;
    // Without one, the term is read where it cannot have been cut short: the word that ends it
    // ("at") does not come again in the appearance ("says Look at Me at the town hall").
    const appearanceSlot = slots.get('appearance');
    if (!own && appearanceSlot && appearanceSlot.sentence === phraseSlot.sentence) {
      const connector = plainLower(
        phraseSlot.sentence.text.slice(phraseSlot.end, appearanceSlot.start),
      ).trim();
      if (!connector || ` ${plainLower(appearanceSlot.text)} `.includes(` ${connector} `))
        v.problems.push(
          `the term "${phrase}" may be cut short, and the market lists no term of its own`,
        );
    }
  }
  // "the number of {counted} in {period} is …": a period that is none cut the count at an "in" of
  // its own words ("measles cases in the United States in 2026"), so what is counted is not known.
  const period = get('period');
  const counted = slots.get('counted');
  if (
    period !== undefined &&
    counted !== undefined &&
    found.entry.window.kind === 'CALENDAR' &&
    zonedCalendarPeriodOf(period) === undefined &&
    fiscalYearOf(period) === undefined
  )
    v.problems.push(`"${period}" is no one year, quarter or month: the count may be cut short`);
  // An appearance is one named occasion: a period ("during the week of February 2", "during
  // March 2026") is a window of another kind, and "the event" alone names none.
  const appearance = get('appearance');
  if (appearance !== undefined && appearancePeriod(appearance))
    v.problems.push(`"${appearance}" is a period, not an appearance`);
  else if (appearance !== undefined && UNNAMED_APPEARANCE.test(appearance.trim()))
    v.problems.push(`"${appearance}" does not name the appearance`);
  // "says the listed term at least 3 times during …": a template cut at the first "at" leaves the
  // count in the appearance; the mention is counted, and the appearance is not its words.
  else if (appearance !== undefined && COUNT_IN_APPEARANCE.test(appearance)) {
    const why = `"${appearance}" holds a count of the mentions, which this wording does not read`;
    v.problems.push(why);
    v.windowProblem ??= why;
  }
  if (phrase !== undefined && /\d\+?\s{0,3}times\b/i.test(phrase)) {
    const count = countedPhrase(phrase);
    if (count && found.entry.counted !== undefined) {
      v.text.set('phrase', count.term);
      v.count = count.atLeast;
    } else v.problems.push(`the term "${phrase}" is counted, which no table here reads`);
  }
  // A mention read as no count whose title or own name writes a number of times beside the term
  // ("Will … say Tariff 3+ times …?", "Iran 3x", "at least twice"): the number may count the
  // mentions, so the term is not read as said once.
  if (found.entry.category === 'mentions' && v.count === undefined) {
    const numbered = input.titles.find((t) => MENTION_COUNT.test(t.text));
    if (numbered)
      v.problems.push(
        `"${numbered.text}" may count the mentions, which this wording does not read`,
      );
  }
  const proposition = get('proposition');
  if (proposition !== undefined) {
    const p = normalProposition(proposition);
    if (!p) v.problems.push(`the proposition "${proposition}" states no words of its own`);
    else if (
      comparisonsIn(proposition).length > 0 ||
      comparesInWords(proposition) ||
      comparesUnwritten(proposition)
    ) {
      v.compares = `the proposition "${proposition}" compares a number, which no table here reads`;
      v.problems.push(v.compares);
    } else v.text.set('proposition', p);
  }
  const counting = get('counting');
  const count = counting === undefined ? undefined : countIn(counting);
  if (counting !== undefined && count) {
    const words = normalProposition(
      `${counting.slice(0, count.start)} ${counting.slice(count.end)}`.replace(COUNT_VERB_END, ''),
    );
    if (words) v.text.set('counting', words);
    else v.problems.push(`the count "${counting}" names nothing counted`);
  }
  const officerDate = v.times.get('officerDate');
  if (officerDate) v.text.set('officerDate', isoDay(officerDate.day));
  readRace(get, slots, v);
  return v;
}

/**
 * An election read by the shape of its condition (grammar/races.ts): the race named with its
 * year, one candidate by name, and the question's race, candidate and office where it names them,
 * which must be the rules' own: a primary against the general election, another year, another
 * candidate or office leaves the quantity UNKNOWN.
 */
function readRace(
  get: (name: string) => string | undefined,
  slots: Map<string, Slot>,
  v: Values,
): void {
  const raceText = get('race');
  if (raceText !== undefined) {
    // A race with the day it is held ("…, scheduled for November 3, 2026") is the race; a day
    // in another year than the race's names two times, and neither is chosen.
    const scheduled = raceNamed(raceText) ? undefined : scheduledRace(raceText);
    if (scheduled?.conflict) {
      v.problems.push(scheduled.conflict);
      v.windowProblem ??= scheduled.conflict;
    }
    const race = raceNamed(raceText) ?? scheduled?.race;
    const q = get('qrace');
    const asked = q === undefined ? undefined : raceNamed(q);
    if (!race) v.problems.push(`"${raceText}" names no one race with its year`);
    else if (q !== undefined && !asked)
      v.problems.push(`the question's "${q}" names no one race with its year`);
    else {
      const other = asked ? otherRace(race, asked) : undefined;
      if (other) v.problems.push(other);
      v.text.set('race', race.name);
      if (!v.text.has('year')) v.text.set('year', race.year);
    }
    // A chamber is the United States' only where the sentence says so: a House of
    // Representatives is also Australia's, Japan's, Nepal's.
    const said = slots.get('race')?.sentence.text ?? '';
    if (get('chamber') !== undefined && !/\b(?:U\.\s?S\.|US|United States)(?=[\s,.]|$)/.test(said))
      v.problems.push("the rules do not say the chamber is the United States'");
  }
  const held = get('heldOffice');
  if (held !== undefined) {
    const office = officeNamed(held);
    if (!office) v.problems.push(`"${held}" names no office`);
    else {
      v.text.set('office', office);
      v.entities.add(officeEntity(office));
    }
  }
  const candidate = get('candidate');
  if (candidate !== undefined) {
    if (!candidateNamed(candidate) || partyEntity(candidate))
      v.problems.push(`"${candidate}" names no one candidate`);
    else {
      const id = personEntity(candidate);
      v.entities.add(id);
      v.winner = id;
      const asked = get('qcandidate');
      if (asked !== undefined && personEntity(asked) !== id)
        v.problems.push(`the question names ${asked}, the rules ${candidate}`);
    }
  }
  const office = get('office');
  const askedOffice = get('qoffice');
  if (office !== undefined && askedOffice !== undefined && slug(office) !== slug(askedOffice))
    v.problems.push(`the question names the office "${askedOffice}", the rules "${office}"`);
}

/** A term without the count it is asked for: "Iran (3+ times)" and "Iran" name one term. */
function uncounted(text: string): string {
  const count = countedPhrase(text);
  return bareTerm(count ? count.term : text);
}

/** The words that end a term said at an appearance ("says {phrase} at {appearance}"). */
const CONNECTOR = / (?:at|during|as part of) /i;

/** "the event", "this appearance": an appearance the words do not name. */
const UNNAMED_APPEARANCE =
  /^(?:the|this|that|said|such) (?:specified |named |listed |scheduled |above )?(?:event|appearance|broadcast|speech)s?$/i;

/** An appearance that is a span of time: a calendar period, or "the week/month/day of …". */
function appearancePeriod(text: string): boolean {
  const t = text.trim();
  if (calendarPeriodOf(t) !== undefined) return true;
  return /^(?:the )?(?:(?:next|coming|following|current) )?(?:week|weekend|month|year|quarter|day|days|period|time)\b/i.test(
    t,
  );
}

/** A term as written, quotes and case aside: 'says "Tariff"' names the subtitle Tariff. */
function bareTerm(text: string): string {
  return text
    .trim()
    .replace(/^["'\u2018\u201c]+|["'\u2019\u201d]+$/g, '')
    .trim()
    .toLowerCase();
}

/**
 * The winner of a competition no league of the tables is named for (docs/decisions.md,
 * "Settlement terms: games and competitions by their own words"), where the venue says the
 * competitors are teams: the rules call them so ("the team that wins", "the listed club", "the
 * national team"), or the Kalshi market's `custom_strike` names a team (`soccer_team`). The team is
 * named within the competition: by the league code its name states ("AFL" of "2026 AFL Grand
 * Final"), else by the competition's own name ("Six Nations Championship"), never by a league
 * guessed. A competitor the venue calls a player, or does not call either, is not read.
 */
function competitionTeam(
  winner: string,
  found: Found,
  input: CategoryInput,
  v: Values,
): string | undefined {
  const competition = found.slots.get('competition');
  if (!competition || !found.entry.entityKinds.includes('team')) return undefined;
  const keys = Object.keys(input.facts.customStrike ?? {});
  const said = [competition.sentence.text, found.slots.get('competitor')?.text ?? ''].join(' ');
  // "… if the Brisbane Lions win the …": a plural name with its article is a team's.
  const plural = competition.sentence.text
    .toLowerCase()
    .includes(`the ${winner.toLowerCase()} win `);
  const teamSaid = TEAM_WORD.test(said) || plural || keys.some((k) => /team/i.test(k));
  if (!teamSaid) {
    v.problems.push(
      keys.some((k) => PLAYER_KEY.test(k))
        ? `"${winner}" is a player, whom this table of teams does not read`
        : `the rules do not say whether "${winner}" is a team or a player`,
    );
    return undefined;
  }
  const scope = competitionScope(competition.text);
  if (!scope) return undefined;
  return teamEntity(winner.replace(/^the\s+/i, ''), scope, input.reference);
}

/** The rules call the competitors teams. */
const TEAM_WORD = /\b(?:team|teams|club|clubs|franchise|national team)\b/i;
/** A Kalshi `custom_strike` key of a competitor who is a person. */
const PLAYER_KEY = /player|driver|golfer|fighter|boxer|rider|person|contestant/i;

/**
 * The code a competition's teams are named within: an upper-case code its name states ("AFL",
 * "NRL", "IPL"), else the name without its season, as a code ("SIXNATIONSCHAMPIONSHIP").
 */
function competitionScope(text: string): string | undefined {
  const name = statedCompetition(text) ?? text;
  const codes = [...name.matchAll(/\b([A-Z]{2,6})\b/g)].map((m) => m[1]!);
  if (codes.length === 1) return leagueCode(codes[0]!);
  const code = entityCode(name.replace(/^the\s+/i, ''));
  return code.length >= 2 && code.length <= 40 ? code : undefined;
}

/**
 * The teams the venue's own data names a game by: a Kalshi market's ticker codes, else a Gamma
 * event's two `teams` where they are of the league the text is read in (docs/decisions.md,
 * "Settlement terms: a game's teams read from the text against the venue's identity of the
 * game"). A name of the text read as another team states another game: neither is read.
 */
function gameIdentity(
  coded: TickerCompetitors | undefined,
  facts: VenueFacts,
  league: string | undefined,
): GameIdentity | undefined {
  if (coded)
    return {
      league: coded.league,
      teams: coded.codes.map((c) => teamCode(coded.league, c)),
      by: `the market's ticker names (${coded.codes.join(', ')})`,
    };
  const teams = facts.gameTeams;
  if (!league || !teams || teams.length !== 2) return undefined;
  if (!teams.every((t) => t.startsWith(`team:${league}:`))) return undefined;
  return { league, teams, by: `the venue's event names (${teams.join(', ')})` };
}

/** A team by its ticker code, as the league table names it where it knows the code (team-codes.ts). */
function teamCode(league: string, code: string): string {
  return `team:${league}:${tableTeamCode(league, code)}`;
}

/**
 * The winner a market pays YES on, by the code its ticker names: the draw where the rules name
 * "Tie", else the team; a ticker that names no code, or the draw against a team's name (or the
 * converse), leaves the winner unread.
 */
function codedWinner(
  coded: TickerCompetitors,
  tie: boolean,
  winner: string,
  v: Values,
  reference: ReferenceData,
): string | undefined {
  if (coded.yes === undefined) {
    v.problems.push(`the market's ticker names no competitor for "${winner}"`);
    return undefined;
  }
  if (
    (coded.yes === 'TIE') !== tie ||
    (!tie &&
      rivalOfIdentity(
        [winner],
        { league: coded.league, teams: [teamCode(coded.league, coded.yes)], by: '' },
        reference,
      ))
  ) {
    v.problems.push(`the rules name "${winner}" but the market's ticker names ${coded.yes}`);
    return undefined;
  }
  return tie ? 'outcome:tie' : teamCode(coded.league, coded.yes);
}

/**
 * A proposition's words as the subject: lower case, one space between words, without Kalshi's
 * "after Issuance and" (the window starts at the opening in any case) and outer punctuation.
 */
function normalProposition(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .split(/\s+/)
    .filter((w) => w !== '');
  const tail = words.slice(-3).join(' ');
  const kept = tail === 'after issuance and' ? words.slice(0, -3) : words;
  const out = kept.join(' ').replace(/^[\s,;:"']+|[\s,;:"']+$/g, '');
  return /[a-z]/.test(out) ? out : undefined;
}

/**
 * The one comparison of a count a clause states ("SpaceX has less than 100 launches", "the
 * number of teams achieving an upset … is at least 2"): a number without a unit ("$", "%", "°",
 * "points" are other quantities' units), no other comparison beside it, at the clause's end or
 * followed only by what is counted (a few words), and no date in the clause: "a level 3 or lower
 * travel advisory for Russia … before Jan 1, 2027" compares a level of something that happens by
 * a deadline, no count.
 */
function countIn(text: string): Comparison | undefined {
  const found = comparisonsIn(text);
  const c = found[0];
  if (found.length !== 1 || !c || c.unit !== '') return undefined;
  const after = text.slice(c.end).trim();
  // A unit of measure or time is no count of things ("2 inches of snow fall", "10 days pass").
  if (MEASURE_NOUN.test(after)) return undefined;
  const counted = after.length <= 60 && COUNTED_NOUN.test(after);
  // A clause that opens with its count ("between 10 (inclusive) and 12 (inclusive) SpaceX
  // Starship launches successfully reach …", "more than 10 executive orders are signed by …"):
  // what follows is the plural of what is counted and what it does.
  const opening = c.start === 0 && after.length <= 160 && COUNTED_CLAUSE.test(after);
  if (!counted && !opening) return undefined;
  return timesIn(text).length === 0 ? c : undefined;
}

/** What a count is of, after its number: at most four words, without digits. */
const COUNTED_NOUN = /^(?:[A-Za-z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*){0,3})?$/;
/** A plural within its first five words, then a word more: "SpaceX Starship launches successfully …". */
const COUNTED_CLAUSE = /^(?:[A-Za-z][A-Za-z'.-]* ){0,4}[A-Za-z][A-Za-z'-]*s [A-Za-z]/;
/** A unit of measure or of time written after a number: no count of things. */
const MEASURE_NOUN =
  /^(?:inch|inches|feet|foot|yards?|miles?|meters?|metres?|kilometers?|kilometres?|centimeters?|millimeters?|degrees?|pounds?|kilograms?|tons?|tonnes?|gallons?|liters?|litres?|barrels?|seconds?|minutes?|hours?|days?|weeks?|months?|years?|percent|percentage points?|basis points?|bps)\b/i;

/** The verb left at the end of a clause whose count is cut out: "the number of … is". */
const COUNT_VERB_END = /\s(?:is|are|was|were|will be)\s*$/i;

/**
 * A team's ID built from its name as written (`team:MLS:san-jose`, `team:FIFA:iran`), not from a
 * code a table or the reference data knows (codes are upper case: `team:MLS:SJ`).
 */
function uncodedTeam(name: string, team: (name: string) => string | undefined): boolean {
  const id = team(name);
  return id === undefined || /[a-z-]/.test(id.slice(id.lastIndexOf(':') + 1));
}

/**
 * "the number of measles cases in the United States in 2027 is …": the template cuts the count at
 * its first "in", leaving "the United States in 2027" as the period. What is counted may hold an
 * "in" of its own; the period is the year, quarter or month after the last "in" or "during" of the
 * slot, where the words after it are one whole, and what comes before it is counted. A slot whose
 * words end in no such period is left as it is (and the count UNKNOWN: "… the 2027 Atlantic
 * hurricane season"). The slot is at most a few hundred characters: the scan is linear.
 */
function countedBeforeLastPeriod(slots: Map<string, Slot>): void {
  const counted = slots.get('counted');
  const period = slots.get('period');
  if (!counted || !period || counted.sentence !== period.sentence) return;
  if (zonedCalendarPeriodOf(period.text) !== undefined) return;
  const text = period.sentence.text;
  for (const m of [...period.text.matchAll(/\s(?:in|during)\s+/gi)].reverse()) {
    const rest = period.text.slice(m.index + m[0].length);
    if (zonedCalendarPeriodOf(rest) === undefined) continue;
    const end = period.start + m.index;
    slots.set('counted', { ...counted, end, text: text.slice(counted.start, end) });
    slots.set('period', { ...period, start: end + m[0].length, text: rest });
    return;
  }
}

/** "TB Buccaneers vs DAL Cowboys Pro Football" → the two teams, without the league's words. */
function gameTeamNames(game: string): [string, string] | undefined {
  const lower = game.toLowerCase();
  for (const sep of [' vs. ', ' vs ', ' at ']) {
    const at = lower.indexOf(sep);
    if (at < 0) continue;
    // What names the game before its teams ends with a colon ("Game 6: Detroit at Cleveland",
    // "LPL 2026: LNG Esports vs. Invictus Gaming"): the first team follows it.
    const label = game.lastIndexOf(': ', at);
    const left = game.slice(label < 0 ? 0 : label + 2, at).trim();
    const right = withoutLeagueWords(game.slice(at + sep.length).trim());
    if (left && right) return [left, right];
  }
  return undefined;
}

/**
 * A game the rules name by its league and day only ("In the upcoming NBA game, scheduled for May
 * 9 at 7:30PM ET:"), whose teams are the event's title's ("Cavaliers vs. Pacers", what follows
 * " - " left out), as for the game the event names (eventGame).
 */
function titleTeams(input: CategoryInput, spans: Span[]): [string, string] | undefined {
  const title = input.context.find((c) => c.field === 'event.title');
  if (!title) return undefined;
  const cut = title.text.indexOf(' - ');
  const text = (cut < 0 ? title.text : title.text.slice(0, cut)).trimEnd();
  const teams = gameTeamNames(text);
  if (teams) spans.push({ field: title.field, start: 0, end: text.length, text });
  return teams;
}

/**
 * A game named without its teams ("In the upcoming NBA game, …") whose market pays each team's
 * win on its own outcome: the two outcomes are the teams.
 */
function outcomeTeams(found: Found, input: CategoryInput): [string, string] | undefined {
  if (!found.slots.has('outcome')) return undefined;
  const [a, b] = input.outcomes.map((o) => o.venueOutcomeId);
  // Yes/No and a total's Over/Under are no teams.
  const yesNo = (o: string) => /^(?:yes|no|over|under)$/i.test(o);
  if (a === undefined || b === undefined || yesNo(a) || yesNo(b)) return undefined;
  return [a, b];
}

/** A number of times written beside a mention's term: "3+", "3x", "5 times", "at least twice". */
const MENTION_COUNT =
  /\d\s{0,3}(?:\+|x\b|times\b|or more\b)|\bat least\b|\bmore than\b|\btwice\b|\bthrice\b/i;

/**
 * A counted term as the question names it: `"Nvidia" 5+ times` is "Nvidia" at least 5 times. A
 * count without "+" (exactly, or at least?) is not read.
 */
function countedPhrase(phrase: string): { term: string; atLeast: string } | undefined {
  // Kalshi writes the count in parentheses: "says Iran (3+ times) as part of …".
  const m = /^(\S.{0,160}?)\s{1,3}(?:(\d{1,4})\+\s{0,3}times|\((\d{1,4})\+\s{0,3}times\))$/i.exec(
    phrase.trim(),
  );
  return m ? { term: m[1]!, atLeast: String(Number(m[2] ?? m[3])) } : undefined;
}

/** One league the texts name (the event's tags: "Soccer", "La Liga"); none when they name two. */
/**
 * The one league of the venue's reference data whose series is among the event's series, by its
 * league code (entity-ids.ts `leagueCode`); undefined for none or several.
 */
function seriesLeague(seriesIds: readonly string[], reference: ReferenceData): string | undefined {
  if (seriesIds.length === 0) return undefined;
  const leagues = new Set(
    (reference.leagues ?? [])
      .filter((l) => l.seriesId !== undefined && seriesIds.includes(l.seriesId))
      .map((l) => leagueCode(l.league))
      .filter((l) => l !== ''),
  );
  return leagues.size === 1 ? [...leagues][0] : undefined;
}

function oneLeague(texts: readonly string[]): string | undefined {
  const leagues = new Set(texts.map(leagueOf).filter((l) => l !== undefined));
  return leagues.size === 1 ? [...leagues][0] : undefined;
}

/** Two pairs of team names are the same two teams, as written (case and "the" aside). */
function sameTeams(a: readonly [string, string], b: readonly [string, string]): boolean {
  const key = (t: string) =>
    t
      .toLowerCase()
      .replace(/^the\s+/, '')
      .replace(/\s+/g, ' ')
      .trim();
  const [a0, a1] = a.map(key);
  const [b0, b1] = b.map(key);
  return (a0 === b0 && a1 === b1) || (a0 === b1 && a1 === b0);
}

/**
 * The team of the two whose name the first outcome is, or ends with ("Nets" of "Brooklyn Nets"):
 * undefined unless exactly one of them.
 */
function firstOutcomeTeam(
  teams: [string, string] | undefined,
  input: CategoryInput,
): string | undefined {
  const first = input.outcomes[0]?.venueOutcomeId.trim().toLowerCase();
  if (!teams || !first || /^(?:yes|no)$/.test(first)) return undefined;
  const named = teams.filter((t) => {
    const name = t.toLowerCase().replace(/\s+/g, ' ');
    return name === first || name.endsWith(` ${first}`);
  });
  return named.length === 1 ? named[0] : undefined;
}

function pairNames(teams: string | undefined): [string, string] | undefined {
  if (!teams) return undefined;
  const at = teams.toLowerCase().indexOf(' and ');
  if (at < 0) return undefined;
  // "the New York Knicks and the Atlanta Hawks": each name without its article.
  const name = (t: string) => t.replace(/^the\s+/i, '').trim();
  return [name(teams.slice(0, at)), name(teams.slice(at + 5))];
}

/** The years of a season ("2025–26", "2024/2025"), which are no part of a league's name. */
const SEASON_YEARS = /\b\d{4}(?:\s?[-\u2013/]\s?(?:\d{4}|\d{2}))?\b/g;

/**
 * Whether a league's name and a competition's name one league, its season aside: "La Liga
 * 2028–29" is not "La Liga 2" by the season's first digit.
 */
function sameLeague(league: string, competition: string): boolean {
  const named = leagueOf(league);
  return named !== undefined && named === leagueOf(competition.replace(SEASON_YEARS, ' '));
}

/** The team's name without the trailing words that describe the game. */
function withoutLeagueWords(text: string): string {
  const words = text.split(/\s+/);
  // The description starts at the first word in lower case or a known describing word.
  const describing =
    /^(?:pro|professional|men's|women's|college|nfl|nba|mlb|nhl|mls|cfl|wnba|fifa)$/i;
  const cut = words.findIndex((w, i) => i > 0 && (describing.test(w) || /^[a-z]/.test(w)));
  return (cut < 0 ? words : words.slice(0, cut)).join(' ');
}

/**
 * A margin stated after the competition ("win Super Bowl LX by between 3 and 7 points", "by more
 * than 10% of the popular vote"): the proposition is the margin, not who wins.
 */
const MARGIN =
  /\sby\s+(?:between|more than|less than|at least|at most|over|under|fewer than|a margin|\d)/i;

/** Words before a competition's name that make it a part of it: "the second round of the …". */
const PART_OF = /\b[a-z0-9]+\s+of\b/;

/**
 * The competition's name with its season, or "!" and the reason it has none. A competition whose
 * every edition lies within one calendar year (competitions.ts, `withinYear`), named without its
 * season, is the edition of the one year the market's life lies in (`yearOfVenueLife`): an
 * earlier one was decided before the market opened, a later one after the venue's last date.
 */
function competitionName(
  text: string,
  event: { context: readonly SayingText[]; tags: readonly string[] },
  spans: Span[],
  dates: VenueDates,
): string {
  if (MARGIN.test(text)) return `!"${text}" states a margin of victory, which is not who wins`;
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  // The table's competition, by the longest phrase that names it ("Little League World Series"
  // names another competition than the World Series; "US Open" needs its sport).
  const table = competitionNamed(text, event.context, event.tags);
  if (table && 'problem' in table) return `!${table.problem}`;
  const known = table?.competition;
  // A competition no table names is named as the text states it, when it names a league this
  // reader knows and its season: "the 2025–26 French Ligue 1" is "2026 French Ligue 1".
  // A Grand Prix whose words name no series takes the one the venue's data names, if any.
  const statedName = known ? undefined : statedCompetition(text);
  const stated =
    statedName !== undefined
      ? withGrandPrixSeries(statedName, event.context, event.tags)
      : undefined;
  if (!known && !stated) return `!the competition "${text}" is none this reader knows`;
  // "the second round of the 2026 FIFA World Cup", "Group D of …", "the first leg of …": a part
  // of the competition named before it, whose winner is not the competition's.
  const at = table ? foldToAscii(lower).indexOf(table.phrase) : -1;
  if (at > 0 && PART_OF.test(lower.slice(0, at)))
    return `!"${text}" names a part of the competition, not the competition`;
  const entry = known ?? { name: stated! };
  if (table?.said)
    spans.push({
      field: table.said.field,
      start: table.said.start ?? 0,
      end: (table.said.start ?? 0) + table.said.text.length,
      text: table.said.text,
    });
  // A numbered edition ("Survivor season 50") is named by its number, not by a year.
  if (!known && NUMBERED_SEASON.test(text.trim())) return entry.name;
  const season = /\b(\d{4})\s?[-\u2013/]\s?(\d{2}|\d{4})\b/.exec(text);
  const year = /\b(\d{4})\b/.exec(text);
  const roman = /\bsuper bowl ([lxvi]+)\b/i.exec(text);
  const end = season
    ? season[2]!.length === 4
      ? season[2]!
      : `${season[1]!.slice(0, 2)}${season[2]!}`
    : year
      ? year[1]!
      : roman
        ? String(1966 + romanValue(roman[1]!))
        : undefined;
  const lived = !end && known?.withinYear ? yearOfVenueLife(dates.opened, dates.ends) : undefined;
  if (!end && lived === undefined)
    return known?.withinYear
      ? `!"${text}" does not say which season, and the venue's dates do not put the market's life in one year`
      : `!"${text}" does not say which season`;
  return `${end ?? String(lived)} ${entry.name}`;
}

/** "<name> season <N>", "the <name> Season <N>": a numbered edition. Bounded: linear. */
const NUMBERED_SEASON = /^(?:the\s)?([^\s].{0,60}?)\s(season|series)\s([1-9]\d{0,2})$/i;

/**
 * A competition by its own words, without its season: "French Ligue 1" (a league this reader
 * knows), or one that calls itself a competition and states its season ("the 2026 WM Phoenix Open
 * tournament", "2026 French Open Men's Singles Tournament", "2025 Miami Grand Prix").
 */
const COMPETITION_WORD =
  /\b(?:championships?|tournament|open|cup|grand prix|masters|classic|invitational)\b/i;

function statedCompetition(text: string): string | undefined {
  // A numbered edition, "Survivor season 50": a proper name and its season's number, kept whole
  // (the number is the edition, as a year is).
  const edition = NUMBERED_SEASON.exec(text.trim());
  if (edition && properName(edition[1]!)) return `${edition[1]!} ${edition[2]!} ${edition[3]!}`;
  const seasoned = /\b\d{4}\b/.test(text);
  if (!leagueOf(text) && !(seasoned && (COMPETITION_WORD.test(text) || properName(text))))
    return undefined;
  const name = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/^the\s+/i, '')
    .replace(/\b\d{4}(?:\s?[-\u2013/]\s?(?:\d{4}|\d{2}))?\b/g, ' ')
    .replace(/\bseason\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name.length > 0 && name.length <= 80 ? name : undefined;
}

/**
 * A competition's proper name with its season, whatever words it is named by ("the 2026 AFL Grand
 * Final", "Eurovision 2026", "the 2026–27 Ashes Series"): at most eight words besides the season,
 * the first capitalised, the others capitalised, numbers or the small words of names.
 */
function properName(text: string): boolean {
  const words = text
    .replace(/^the\s+/i, '')
    .replace(/\b\d{4}(?:\s?[-\u2013/]\s?(?:\d{4}|\d{2}))?\b/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
  return (
    words.length > 0 &&
    words.length <= 8 &&
    /^[A-Z]/.test(words[0]!) &&
    words.every((w) => NAME_WORD.test(w))
  );
}

const NAME_WORD =
  /^(?:[A-Z0-9][A-Za-z0-9'\u2019.&-]{0,30}|of|the|de|del|la|le|and|men's|women's|men\u2019s|women\u2019s|&)$/;

function romanValue(text: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 };
  let total = 0;
  const chars = text.toLowerCase();
  for (let i = 0; i < chars.length; i++) {
    const value = values[chars[i]!] ?? 0;
    const next = values[chars[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function fill(template: string, v: Values): string | undefined {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = v.text.get(name);
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : out;
}

function readEntry(found: Found, input: CategoryInput): CategoryReading {
  const { entry, spans } = found;
  const v = readValues(found, input);
  spans.push(...v.contextSpans);
  // Entities read from a wording that reads two ways would be one reading's: only the entry's own.
  const slotEntities = found.ambiguous ? [] : [...v.entities];
  const entities = [...new Set([...slotEntities, ...(entry.entities ?? [])])].sort();
  const sentences = [...new Set([...found.slots.values()].map((s) => s.sentence))];
  const counted = v.count !== undefined ? entry.counted : undefined;
  const base = {
    category: entry.category,
    entities,
    sentences,
    occurs: entry.boundary.kind === 'OCCURS' && counted === undefined,
  };
  const subject = fill(counted ?? entry.subject, v);
  const name = fill(counted ?? entry.name ?? entry.subject, v);
  const problem = found.missing ?? v.problems[0];
  const quantity: Term<Quantity> =
    problem !== undefined
      ? unknown(problem, spans)
      : subject === undefined || name === undefined
        ? unknown('the rules do not state every part of the quantity', spans)
        : known({ subject, name, kind: v.kind ?? entry.quantityKind }, spans);
  const unit = entry.unit === undefined ? undefined : fill(entry.unit, v);
  const window = found.ambiguous
    ? unknown<Window>(found.ambiguous, spans)
    : readWindow(entry, v, found, input, spans);
  const boundary = found.ambiguous
    ? unknown<Boundary>(found.ambiguous, spans)
    : counted !== undefined && v.count !== undefined
      ? known<Boundary>({ comparator: '>=', threshold: v.count, unit: 'times' }, spans)
      : lineAgrees(entry, found, input, readBoundary(entry, v, found, input, unit, spans));
  const yes = readFixedYes(found, input, spans);
  return { ...base, quantity, window, boundary, ...(yes ? { yes } : {}) };
}

/**
 * A Gamma spread or total states its line as data (`line`): "O/U 159.5" pays Over above 159.5, and
 * a spread pays its team when its margin beats the line's size. The line's sign is not one
 * convention across recordings ("Spread: Knicks (-4.5)" carries 4.5, "Map Handicap: FaZe (-1.5)"
 * -1.5), so a spread compares its size only. The boundary the rules state for the first outcome
 * must be that line in whole numbers, else it is UNKNOWN: the venue's data and its text disagree.
 */
function lineAgrees(
  entry: CategoryEntry,
  found: Found,
  input: CategoryInput,
  read: Term<Boundary>,
): Term<Boundary> {
  const line = input.facts.line;
  if (line === undefined || read.status !== 'KNOWN' || !isDecimalText(line)) return read;
  if (entry.category !== 'game-spread' && entry.category !== 'game-total') return read;
  const first = input.outcomes[0]?.venueOutcomeId;
  if (found.slots.get('outcome')?.text !== first) return read;
  const beats = entry.category === 'game-spread' ? dec(line).abs() : dec(line);
  const at = formatDec(beats.floor().plus(1));
  const b = read.value;
  if (b.comparator === '>=' && b.threshold !== undefined && decEquals(b.threshold, at)) return read;
  return unknown(
    `the rules say ${b.comparator} ${b.threshold ?? ''} but the venue's line is ${line}`,
    read.spans,
  );
}

function readWindow(
  entry: CategoryEntry,
  v: Values,
  found: Found,
  input: CategoryInput,
  spans: Span[],
): Term<Window> {
  const rule = entry.window;
  if (v.windowProblem !== undefined) return unknown(v.windowProblem, spans);
  switch (rule.kind) {
    case 'EVENT': {
      // A game is named by its league, teams and day, or not at all: "EuroBasket game" is no event.
      if ((entry.event ?? entry.subject).includes('{game}') && !v.gameNamed)
        return unknown(v.problems[0] ?? 'the game is not named exactly', spans);
      const event = fill(entry.event ?? entry.subject, v);
      return event === undefined
        ? unknown(v.problems[0] ?? 'the event is not named exactly', spans)
        : known({ kind: 'EVENT', event }, spans);
    }
    case 'AVERAGE_BEFORE':
    case 'CANDLE': {
      const onTitleDay = v.times.has('instant')
        ? undefined
        : timeOnTitleDay(found.slots.get('instant')?.text ?? '', input.titles, venueDates(input));
      const stated = v.times.get('instant') ?? titleTime(input) ?? onTitleDay?.time;
      const at = stated ? instantOf(stated) : undefined;
      if (!stated || !at)
        return unknown('the rules state no observation time with its date and zone', spans);
      const before = found.slots.get('time');
      if (before && !sameClock(before.text, stated))
        return unknown(
          `the rules state the seconds before "${before.text}" at "${stated.text}", two different times`,
          [...spans, spanIn(before.sentence, before.start, before.end)],
        );
      const timeSpans = [...spans, ...timeSpan(found, 'instant', stated)];
      if (onTitleDay && stated === onTitleDay.time)
        timeSpans.push(
          spanIn(onTitleDay.title, onTitleDay.titleTime.start, onTitleDay.titleTime.end),
        );
      const seconds = rule.kind === 'AVERAGE_BEFORE' ? -rule.seconds : rule.seconds;
      const [start, end] =
        seconds < 0 ? [shiftSeconds(at, seconds), at] : [at, shiftSeconds(at, seconds)];
      return known({ kind: 'PERIOD', start, end, zone: stated.zone! }, timeSpans);
    }
    case 'DAY': {
      const day = v.times.get('date');
      // The NWS climate day runs in local standard time all year; a station's calendar day
      // (Weather Underground's daily history) in its local time, daylight saving included.
      const zone = rule.clock === 'LOCAL' ? v.station?.zone : v.station?.offset;
      if (!day) return unknown('the rules state no day of observation', spans);
      if (!zone) return unknown("the station's local time is not in the station table", spans);
      const { year, month, day: d } = day.day;
      return known(
        {
          kind: 'PERIOD',
          start: zonedToUtc(year, month, d, 0, 0, zone),
          end: zonedToUtc(year, month, d + 1, 0, 0, zone),
          zone,
        },
        [...spans, ...timeSpan(found, 'date', day)],
      );
    }
    case 'BETWEEN': {
      const start = v.times.get('start');
      const end = v.times.get('end');
      const period = found.slots.get('period');
      const month =
        !start && !end && period
          ? (titleMonth(period.text, input.titles, venueDates(input)) ??
            titleDays(period.text, input.titles, venueDates(input)))
          : undefined;
      if (month)
        return known({ kind: 'PERIOD', start: month.start, end: month.end, zone: month.zone }, [
          ...spans,
          spanIn(period!.sentence, period!.start, period!.end),
          spanIn(month.title, month.at[0], month.at[1]),
        ]);
      const zone = end?.zone ?? start?.zone;
      if (!start?.clock || !end?.clock || !zone)
        return unknown(
          'the rules do not state both ends of the period with a time and zone',
          spans,
        );
      const from = instantOf({ ...start, zone });
      const to = instantOf({ ...end, zone });
      if (!from || !to || from >= to)
        return unknown('the period the rules state ends before it starts', spans);
      // A minute candle that starts at the stated end is still in the period: [start, end + 1 min).
      // A count "from … to 12:00 PM ET" ends at the time stated, as consecutive periods of one
      // count meet there; a day's last minute ("to … 11:59 PM ET") still runs to its end.
      const stated = found.entry.window.kind === 'BETWEEN' && found.entry.window.endsAt;
      const through = !stated || end.clock[1] === 59;
      return known(
        { kind: 'PERIOD', start: from, end: through ? shiftSeconds(to, 60) : to, zone },
        [...spans, ...timeSpan(found, 'start', start), ...timeSpan(found, 'end', end)],
      );
    }
    case 'DEADLINE':
      // The time from the market's opening is an occurrence's: a comparison over a year, quarter
      // or month of its own ("the specified amount or more confirmed cases … in 2026 … by March
      // 31") is counted over that period, and the deadline is when it is read.
      if (v.compares !== undefined && namesOwnPeriod(found.slots.get('proposition')?.text ?? ''))
        return unknown(`${v.compares}, over a period of its own`, spans);
      return deadlineWindow(rule.through, found, input, spans);
    case 'STATED_DAY':
      return statedDayWindow(found, input, spans);
    case 'AT':
      return instantWindow(found, input, spans);
    case 'WEEK_ENDING': {
      const day = v.times.get('date');
      if (!day || day.clock) return unknown('the rules state no one day the week ends on', spans);
      const t = withYear(day, input.facts);
      if (!t)
        return unknown("the week's last day states no year, and the venue's dates fix none", spans);
      const { year, month, day: d } = t.day;
      const zone = t.zone ?? 'America/New_York';
      return known(
        {
          kind: 'PERIOD',
          start: zonedToUtc(year, month, d - 6, 0, 0, zone),
          end: zonedToUtc(year, month, d + 1, 0, 0, zone),
          zone,
        },
        [...spans, ...timeSpan(found, 'date', day)],
      );
    }
    case 'PREVIOUS_WEEK':
      return previousWeekWindow(v, found, input, spans);
    case 'UNTIL_CLOSE':
      return untilCloseWindow(found, input, spans);
    case 'DATES_BETWEEN':
      return datesBetweenWindow(found, input, spans);
    case 'UNDATED':
      // A proposition not read (no one named as its holder) states nothing of its window either.
      if (v.problems.length > 0) return unknown(v.problems[0]!, spans);
      return statedNone(
        'the proposition names no date: the first time it holds after the market opened, whenever',
        spans,
      );
    case 'TITLE_RANGE':
      return titleRangeWindow(input, spans);
    case 'UNREAD':
      return unknown(rule.reason, spans);
    case 'CALENDAR':
      return calendarWindow(found, input, spans);
    case 'MEETING': {
      const meeting = v.times.get('meeting');
      if (!meeting) return unknown('the rules do not state the days of the meeting', spans);
      // A central bank's meeting is held on the days of its own city; the FOMC's in Washington.
      const zone = v.meetingZone ?? 'America/New_York';
      const first = meeting.day;
      const last = meeting.lastDay ?? meeting.day;
      return known(
        {
          kind: 'PERIOD',
          start: zonedToUtc(first.year, first.month, first.day, 0, 0, zone),
          end: zonedToUtc(last.year, last.month, last.day + 1, 0, 0, zone),
          zone,
        },
        [...spans, ...timeSpan(found, 'meeting', meeting)],
      );
    }
  }
}

/** A proposition that states a date of its own leaves a window from the opening UNKNOWN. */
function propositionDated(
  found: Found,
  input: CategoryInput,
  spans: Span[],
): Term<Window> | undefined {
  const proposition = found.slots.get('proposition');
  if (proposition && timesIn(proposition.text, anchorOf(input.facts)).length > 0)
    return unknown(
      'the proposition states a date of its own: the window may not start at the opening',
      spans,
    );
  return undefined;
}

/**
 * [opening, close): "… before the market closes" names the venue's own close, which Kalshi states
 * as an instant (`close_time`, the instant trading ends). Gamma's `endDate` is the end the market
 * is scheduled for, not stated as its close, so a Gamma market's window stays UNKNOWN.
 */
function untilCloseWindow(found: Found, input: CategoryInput, spans: Span[]): Term<Window> {
  const { openTime: open, closeTime: close } = input.facts;
  if (!close)
    return unknown("the rules name the market's close, and the venue states no close time", spans);
  if (!open) return unknown('the venue states no opening time for the window to start at', spans);
  const ownDate = propositionDated(found, input, spans);
  if (ownDate) return ownDate;
  const [start, end] = [new Date(open), new Date(close)];
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start)
    return unknown("the venue's close is not after its opening", spans);
  return known(
    { kind: 'PERIOD', start: start.toISOString(), end: end.toISOString(), zone: 'UTC' },
    [...spans, { field: 'close_time', start: 0, end: close.length, text: close }],
  );
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY = /\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/i;

/**
 * The Monday-to-Sunday week before the day a weekly chart is updated: from the Monday to the end
 * of the last Sunday before that day, in the zone stated with it (else New York time). A Tuesday
 * update "reflecting viewership from the previous week (Monday to Sunday)" covers the week that
 * ended two days before it.
 */
function previousWeekWindow(
  v: Values,
  found: Found,
  input: CategoryInput,
  spans: Span[],
): Term<Window> {
  const day = v.times.get('date');
  if (!day) return unknown('the rules state no day the chart is updated', spans);
  const t = withYear(day, input.facts);
  if (!t) return unknown("the update's day states no year, and the venue's dates fix none", spans);
  const { year, month, day: d } = t.day;
  const weekday = new Date(Date.UTC(year, month - 1, d)).getUTCDay();
  // "Thursday, July 9, 2031" where July 9 is a Wednesday: the text is wrong in one of them.
  const named = WEEKDAY.exec(found.slots.get('date')?.text ?? '');
  if (named && WEEKDAYS.indexOf(named[1]!.toLowerCase()) !== weekday)
    return unknown(`the update's day is named "${named[1]!}", which its date is not`, spans);
  // Days back to the last Sunday before the update: a week on a Sunday update, else its weekday.
  const back = weekday === 0 ? 7 : weekday;
  const zone = t.zone ?? 'America/New_York';
  return known(
    {
      kind: 'PERIOD',
      start: zonedToUtc(year, month, d - back - 6, 0, 0, zone),
      end: zonedToUtc(year, month, d - back + 1, 0, 0, zone),
      zone,
    },
    [...spans, ...timeSpan(found, 'date', day)],
  );
}

/** The year, quarter or month the `period` slot names, whole, in New York time. */
/**
 * A fiscal year of the U.S. federal government: from October 1 of the year before to September 30
 * of the year it is named by (31 U.S.C. 1102), read where the sentence that names it names a U.S.
 * federal body or the federal government ("U.S. Immigration and Customs Enforcement (ICE) removes
 * … in the 2025 fiscal year"). Another body's fiscal year (a company's) starts when that body
 * says, which the text does not: not read.
 */
function federalFiscalYear(found: Found, slot: Slot): CalendarPeriod | undefined {
  const year = fiscalYearOf(slot.text);
  if (year === undefined) return undefined;
  const subject = found.slots.get('counting') ?? found.slots.get('proposition');
  if (!subject || !FEDERAL_BODY.test(subject.text.trim())) return undefined;
  return { year: year - 1, month: 10, months: 12 };
}

/** A proposition whose subject is the U.S. federal government or one of its bodies. */
const FEDERAL_BODY =
  /^(?:the )?(?:U\.S\.|US|United States|[Ff]ederal)(?: federal)? (?:government|[A-Z][A-Za-z&'-]*)/;

function calendarWindow(found: Found, input: CategoryInput, spans: Span[]): Term<Window> {
  const slot = found.slots.get('period');
  const zoned = slot ? zonedCalendarPeriodOf(slot.text) : undefined;
  const period = slot ? (zoned?.period ?? federalFiscalYear(found, slot)) : undefined;
  if (!slot || !period)
    return unknown(
      `the rules name no one year, quarter or month${slot ? ` ("${slot.text}")` : ''}`,
      spans,
    );
  const proposition = found.slots.get('proposition');
  if (proposition && timesIn(proposition.text, anchorOf(input.facts)).length > 0)
    return unknown(
      'the proposition states a date of its own: the window may not be the whole period',
      spans,
    );
  // A zone written after the period is its zone; else New York's, as every period stated without one.
  const zone = zoned?.zone ?? 'America/New_York';
  return known(
    {
      kind: 'PERIOD',
      start: zonedToUtc(period.year, period.month, 1, 0, 0, zone),
      end: zonedToUtc(period.year, period.month + period.months, 1, 0, 0, zone),
      zone,
    },
    [...spans, spanIn(slot.sentence, slot.start, slot.end)],
  );
}

/**
 * Words a deadline may end with after its date and time: the zone it is stated in (an offset
 * after UTC or GMT, "(GMT+2)", with it: grammar/dates.ts, zoneStated), "(inclusive)",
 * which says the stated day or minute is in the window, as "by" keeps it, and a clause that says
 * only who confirms it (", as confirmed by official company announcements", ", according to …"),
 * which names the source, not another time, with a comma or in brackets ("… 11:59 PM ET
 * (according to the FDIC's "Failed Bank List")").
 */
const DEADLINE_TAIL =
  /^[\s,]*(?:\(?(?:ET|EST|EDT|CT|CST|CDT|PT|PST|PDT|(?:UTC|GMT)(?: ?[+\-\u2212] ?\d{1,2}(?::?\d{2})?)?|Eastern Time)\)?)?(?:\s*\((?:[A-Z][a-z]+ ){1,2}time\))?(?:\s*\(inclusive\))?(?:,\s*(?:as (?:confirmed|reported|announced|verified|determined|published) by|according to) [^\d]*|\s*\((?:as (?:confirmed|reported|announced|verified|determined|published) by|according to) [^()\d]*\))?$/;

/** The title's range of times, ending where the venue says the market ends. */
function titleRangeWindow(input: CategoryInput, spans: Span[]): Term<Window> {
  const anchor = anchorOf(input.facts);
  for (const title of input.titles) {
    const t = timesIn(title.text, anchor).find((x) => x.clock && x.lastClock && x.zone);
    if (!t) continue;
    const last = t.lastDay ?? t.day;
    const start = instantOf(t);
    const end = zonedToUtc(
      last.year,
      last.month,
      last.day,
      t.lastClock![0],
      t.lastClock![1],
      t.zone!,
    );
    const venueEnd = input.facts.endDate ?? input.facts.closeTime;
    if (!start || !end || Date.parse(end) <= Date.parse(start))
      return unknown(`the title's range "${t.text}" ends before it starts`, spans);
    if (!venueEnd || Date.parse(venueEnd) !== Date.parse(end))
      return unknown(
        `the title's range "${t.text}" does not end when the venue says the market ends`,
        spans,
      );
    return known({ kind: 'PERIOD', start, end, zone: t.zone! }, [
      ...spans,
      spanIn(title, t.start, t.end),
    ]);
  }
  return unknown('the title states no range of times with its zone', spans);
}

/** An award's name with its season's year, or its edition ("the 98th Academy Award for …"). */
function isAward(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    AWARD_WORDS.some((w) => lower.includes(w)) &&
    /\b(?:(?:19|20)\d\d|\d{1,3}(?:st|nd|rd|th))\b/.test(name)
  );
}

/** The one date a text states and nothing else but its zone; undefined otherwise. */
function oneDate(text: string | undefined, facts: VenueFacts): StatedTime | undefined {
  if (text === undefined || RELATIVE_DAY.test(text)) return undefined;
  const times = timesIn(text, anchorOf(facts));
  const t = times[0];
  return times.length === 1 && t && t.start === 0 && DEADLINE_TAIL.test(text.slice(t.end))
    ? t
    : undefined;
}

/**
 * "now", "today", "tomorrow", "tonight", "yesterday": a day relative to when the text is read,
 * which the date grammar would take as the day it is read on ("between now and December 31" is
 * from the market's opening, not from the venue's own end date). No date of the window.
 */
const RELATIVE_DAY = /^\s{0,3}(?:right )?(?:now|today|tonight|tomorrow|yesterday)\b/i;

/**
 * [opening, deadline): the deadline must be one date, with its zone, and nothing else; "by" a
 * day keeps that day, "by" a minute keeps that minute, "before" keeps neither.
 */
function deadlineWindow(
  through: boolean,
  found: Found,
  input: CategoryInput,
  spans: Span[],
): Term<Window> {
  const slot = found.slots.get('deadline');
  const open = input.facts.openTime;
  if (!slot) return unknown('the rules state no deadline', spans);
  const stated = deadlineDate(slot.text, input);
  if (!stated) return unknown(`the deadline "${slot.text}" is not one date`, spans);
  const t = withYear(stated.time, input.facts);
  if (!t)
    return unknown(
      `the deadline "${slot.text}" states no year, and the venue's dates fix none`,
      spans,
    );
  // "by the end of 2026" and "before the end of 2026" both keep the period's last day.
  const keeps = through || stated.periodEnd === true;
  const closing = t.zone ? undefined : closesAtDeadline(t, keeps, input.facts);
  const zone = t.zone ?? closing?.zone;
  if (!zone)
    return unknown(
      `the deadline "${slot.text}" states no time zone, and the venue's close is not at it in New York time`,
      spans,
    );
  if (!open) return unknown('the venue states no opening time for the window to start at', spans);
  const ownDate = propositionDated(found, input, spans);
  if (ownDate) return ownDate;
  const before = keeps && t.clock ? beforeSameMinute(t, input) : undefined;
  if (before)
    return unknown(
      `the rules state the deadline's minute as kept ("by ${slot.text}") and as not kept ("before ${before}"): whether that minute is in the window is not stated`,
      spans,
    );
  const end = deadlineEnd(t, keeps, zone);
  if (Date.parse(end) <= Date.parse(open))
    return unknown('the deadline is not after the market opened', spans);
  return known({ kind: 'PERIOD', start: new Date(open).toISOString(), end, zone }, [
    ...spans,
    ...(stated.titleSpan ? [stated.titleSpan] : timeSpan(found, 'deadline', t)),
    ...(closing ? [closing.span] : []),
  ]);
}

/**
 * The day in the `deadline` slot, whole, in the zone stated with it ("on the listed date (ET)"):
 * a day without a zone is no one period of 24 hours, and the venue's close does not say which.
 */
function statedDayWindow(found: Found, input: CategoryInput, spans: Span[]): Term<Window> {
  const slot = found.slots.get('deadline');
  const stated = slot ? deadlineDate(slot.text, input) : undefined;
  if (!slot || !stated) return unknown('the rules state no one day', spans);
  const t = withYear(stated.time, input.facts);
  if (!t)
    return unknown(`the day "${slot.text}" states no year, and the venue's dates fix none`, spans);
  if (!t.zone) return unknown(`the day "${slot.text}" states no time zone`, spans);
  const proposition = found.slots.get('proposition');
  if (proposition && timesIn(proposition.text, anchorOf(input.facts)).length > 0)
    return unknown('the proposition states a date of its own', spans);
  const { year, month, day } = t.day;
  return known(
    {
      kind: 'PERIOD',
      start: zonedToUtc(year, month, day, 0, 0, t.zone),
      end: zonedToUtc(year, month, day + 1, 0, 0, t.zone),
      zone: t.zone,
    },
    [...spans, ...(stated.titleSpan ? [stated.titleSpan] : timeSpan(found, 'deadline', t))],
  );
}

/**
 * The instant in the `instant` slot (docs/decisions.md, "Settlement terms: a state at one
 * instant"): its year written or fixed by the venue's dates, its zone stated or fixed by the
 * venue's close at it, as a deadline's are. A close that names no market ("as of market close")
 * says neither which exchange's close nor at what time, and stays UNKNOWN.
 */
function instantWindow(found: Found, input: CategoryInput, spans: Span[]): Term<Window> {
  const slot = found.slots.get('instant');
  const stated = slot ? statedInstant(slot.text, input.facts) : undefined;
  if (!slot || !stated) return unknown('the rules state no one instant', spans);
  const t = withYear(stated.time, input.facts);
  if (!t)
    return unknown(
      `the instant "${slot.text}" states no year, and the venue's dates fix none`,
      spans,
    );
  if (!t.clock)
    return unknown(
      stated.atClose
        ? `"${slot.text}" names no market whose close it is, nor the time of that close`
        : `the instant "${slot.text}" states no time of day`,
      spans,
    );
  const closing = t.zone ? undefined : closesAtDeadline(t, false, input.facts);
  const zone = t.zone ?? closing?.zone;
  if (!zone)
    return unknown(
      `the instant "${slot.text}" states no time zone, and the venue's close is not at it in New York time`,
      spans,
    );
  const proposition = found.slots.get('proposition');
  if (proposition && timesIn(proposition.text, anchorOf(input.facts)).length > 0)
    return unknown('the proposition states a date of its own', spans);
  const at = instantOf({ ...t, zone });
  if (!at) return unknown(`the instant "${slot.text}" is not one time`, spans);
  return known({ kind: 'INSTANT', at, zone }, [
    ...spans,
    ...timeSpan(found, 'instant', t),
    ...(closing ? [closing.span] : []),
  ]);
}

/** "the listed date", "the specified date": the date the market's own question states. */
const LISTED_DATE = /^the (?:listed|specified) date(?=$|[\s,(])/i;

/** "the resolution date, " before the date it names: an apposition, the date is the deadline. */
const RESOLUTION_DATE = /^the resolution date, /i;

/** A day as the rules write it ("March 31, 2026"), so that it is read again as a stated date. */
const DAY_IN_WORDS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "the end of 2026", "end of Q3 2026", "the end of March 2026": the period, then the tail. */
const END_OF =
  /^(?:the )?end of ((?:q[1-4] )?(?:19|20)\d\d|[a-z]{3,9}\.? (?:19|20)\d\d)(?=$|[\s,(])/i;

/**
 * The last day of the year, quarter or month "the end of …" names, with the zone and clauses
 * that follow it as a date's (DEADLINE_TAIL); `periodEnd` says the day is kept, whether the
 * deadline says "by" or "before" the end.
 */
function endOfPeriod(
  text: string,
  facts: VenueFacts,
): { time: StatedTime; periodEnd: true } | undefined {
  const m = END_OF.exec(text);
  const period = m ? calendarPeriodOf(m[1]!) : undefined;
  if (!m || !period) return undefined;
  const last = new Date(Date.UTC(period.year, period.month - 1 + period.months, 0));
  const day = DAY_IN_WORDS.format(last);
  const time = oneDate(`${day}${text.slice(m[0].length)}`, facts);
  if (!time || time.clock || isoDay(time.day) !== last.toISOString().slice(0, 10)) return undefined;
  return { time: { ...time, start: 0, end: m[0].length, text: m[0] }, periodEnd: true };
}

/** A stated time with its year: written, or fixed by the venue's dates (yearFixedByVenue). */
function withYear(t: StatedTime, facts: VenueFacts): StatedTime | undefined {
  if (t.yearStated) return t;
  const day = yearFixedByVenue(t.day, facts.openTime, [
    facts.closeTime,
    facts.expectedExpirationTime,
    facts.expirationTime,
    facts.endDate,
  ]);
  if (!day) return undefined;
  const shift = day.year - t.day.year;
  return {
    ...t,
    day,
    ...(t.lastDay ? { lastDay: { ...t.lastDay, year: t.lastDay.year + shift } } : {}),
  };
}

/**
 * The one date a deadline states: its own words, or, for "the listed date (ET)" / "the specified
 * date, 11:59 PM ET", the one day the market's titles state ("US strikes Iran by February 5,
 * 2026?"), with the time and zone the rules add. A title's day without its year ("February 5",
 * Gamma's groupItemTitle beside the question) is that day in the year the venue's dates fix
 * (withYear), as the deadline's own is, so that it agrees with a title that writes the year.
 * Titles that state different days, or none with its year, list no date.
 */
function deadlineDate(
  text: string | undefined,
  input: CategoryInput,
): { time: StatedTime; titleSpan?: Span; periodEnd?: true } | undefined {
  if (text === undefined) return undefined;
  const own = oneDate(text, input.facts);
  if (own) return { time: own };
  const end = endOfPeriod(text, input.facts);
  if (end) return end;
  // "the resolution date, June 30, 2021 12:00 PM ET": the date that names it, read as its own.
  const named = RESOLUTION_DATE.exec(text);
  const resolution = named ? oneDate(text.slice(named[0].length), input.facts) : undefined;
  if (named && resolution)
    return {
      time: {
        ...resolution,
        start: resolution.start + named[0].length,
        end: resolution.end + named[0].length,
      },
    };
  const listed = LISTED_DATE.exec(text);
  if (!listed) return undefined;
  const anchor = anchorOf(input.facts);
  const days = new Set<string>();
  let listedDay: { title: Sentence; t: StatedTime } | undefined;
  for (const title of input.titles)
    for (const t of timesIn(title.text, anchor)) {
      const fixed = withYear(t, input.facts);
      days.add(isoDay((fixed ?? t).day));
      if (!t.clock && fixed) listedDay ??= { title, t };
    }
  if (days.size !== 1 || !listedDay) return undefined;
  const { title, t } = listedDay;
  const time = oneDate(`${t.text}${text.slice(listed[0].length)}`, input.facts);
  return time && isoDay(time.day) === isoDay(t.day)
    ? { time, titleSpan: spanIn(title, t.start, t.end) }
    : undefined;
}

/**
 * "… by the specified date, 11:59PM ET" beside "If … at any point before the listed date, 11:59PM
 * ET, this market will immediately resolve to "Yes"": the rules state one deadline's minute both
 * as kept ("by") and as not kept ("before"), so the window's end is stated two ways a minute
 * apart ("on or before" keeps it, as "by" does). The words after each "before" in the rules, to the clause that follows them (", this
 * market …") and at most 120 characters, read as a deadline on the same day at the same minute;
 * undefined where none is. One fixed word per scan, each deadline bounded: linear.
 */
function beforeSameMinute(t: StatedTime, input: CategoryInput): string | undefined {
  const BEFORE = /\bbefore\s+/gi;
  for (const r of input.rules) {
    BEFORE.lastIndex = 0;
    for (let m = BEFORE.exec(r.text); m; m = BEFORE.exec(r.text)) {
      // "on or before" keeps the minute, as "by" does.
      if (/\bon or $/i.test(r.text.slice(Math.max(0, m.index - 6), m.index))) continue;
      const rest = r.text.slice(m.index + m[0].length, m.index + m[0].length + 120);
      const clause = rest.split(/,\s*(?=(?:this|the|then|it)\b)|;/)[0]!.replace(/[\s.]+$/, '');
      const stated = deadlineDate(clause, input);
      const other = stated ? withYear(stated.time, input.facts) : undefined;
      if (
        other?.clock &&
        isoDay(other.day) === isoDay(t.day) &&
        other.clock[0] === t.clock![0] &&
        other.clock[1] === t.clock![1]
      )
        return clause;
    }
  }
  return undefined;
}

/** The end of a deadline's window in a zone: "by" keeps the day (or the minute), "before" does not. */
function deadlineEnd(t: StatedTime, through: boolean, zone: string): string {
  const { year, month, day } = t.day;
  if (t.clock) {
    const at = zonedToUtc(year, month, day, t.clock[0], t.clock[1], zone);
    return through ? shiftSeconds(at, 60) : at;
  }
  return zonedToUtc(year, month, through ? day + 1 : day, 0, 0, zone);
}

/** The zone the venue's own dates are kept in where its rules state none (docs/decisions.md). */
const VENUE_ZONE = 'America/New_York';

/**
 * A deadline stated without a zone ("before Jan 1, 2027") whose instant the venue's own close
 * fixes (docs/decisions.md, "Settlement terms: a deadline the venue's close fixes"): the market
 * stops trading exactly at the deadline read in New York time, or in the minute before it
 * (Kalshi's close_time 04:59 UTC for "before Jan 1"). Any other close (10:00 on the stated day,
 * an early close, a close days later) fixes nothing, and the deadline stays without a zone.
 */
function closesAtDeadline(
  t: StatedTime,
  through: boolean,
  facts: VenueFacts,
): { zone: string; span: Span } | undefined {
  const field = facts.closeTime !== undefined ? 'close_time' : 'endDate';
  const close = facts.closeTime ?? facts.endDate;
  if (close === undefined) return undefined;
  const closeAt = Date.parse(close);
  const end = Date.parse(deadlineEnd(t, through, VENUE_ZONE));
  if (Number.isNaN(closeAt) || closeAt > end || end - closeAt > 60_000) return undefined;
  return { zone: VENUE_ZONE, span: { field, start: 0, end: close.length, text: close } };
}

/**
 * "between December 29, 2024, and December 31, 2025, 11:59 PM ET": both ends kept, a day whole
 * and a stated minute with it, as "by" keeps them; the zone is the end's, stated once for both.
 */
function datesBetweenWindow(found: Found, input: CategoryInput, spans: Span[]): Term<Window> {
  const from = oneDate(found.slots.get('start')?.text, input.facts);
  const stated = oneDate(found.slots.get('end')?.text, input.facts);
  if (!from || !stated) return unknown('the rules do not state the period as two dates', spans);
  const to = withYear(stated, input.facts);
  if (!to)
    return unknown("the end of the period states no year, and the venue's dates fix none", spans);
  // Whole days of a chart's data with no time of day: New York time, as a calendar period's
  // (category-table.ts, DATES_BETWEEN `wholeDays`).
  const rule = found.entry.window;
  const wholeDays =
    rule.kind === 'DATES_BETWEEN' && rule.wholeDays === true && !from.clock && !to.clock;
  const zone = to.zone ?? from.zone ?? (wholeDays ? 'America/New_York' : undefined);
  if (!zone || (from.zone && to.zone && from.zone !== to.zone))
    return unknown('the period states no one time zone', spans);
  const year = from.yearStated ? from.day.year : to.day.year;
  const { month, day } = from.day;
  const start = zonedToUtc(year, month, day, from.clock?.[0] ?? 0, from.clock?.[1] ?? 0, zone);
  const last = to.day;
  const end = to.clock
    ? shiftSeconds(zonedToUtc(last.year, last.month, last.day, to.clock[0], to.clock[1], zone), 60)
    : zonedToUtc(last.year, last.month, last.day + 1, 0, 0, zone);
  if (Date.parse(end) <= Date.parse(start))
    return unknown('the period the rules state ends before it starts', spans);
  return known({ kind: 'PERIOD', start, end, zone }, [
    ...spans,
    ...timeSpan(found, 'start', from),
    ...timeSpan(found, 'end', to),
  ]);
}

function timeSpan(found: Found, slot: string, t: StatedTime): Span[] {
  const s = found.slots.get(slot);
  if (!s) return [];
  return [spanIn(s.sentence, s.start + t.start, s.start + t.end)];
}

/** The time a title states ("Bitcoin above 87,600 on October 6, 12AM ET?"), for "the time … in the title". */
function titleTime(input: CategoryInput): StatedTime | undefined {
  for (const t of input.titles) {
    const found = timesIn(t.text, anchorOf(input.facts)).find((x) => x.clock && x.zone);
    if (found) return found;
  }
  return undefined;
}

function readBoundary(
  entry: CategoryEntry,
  v: Values,
  found: Found,
  input: CategoryInput,
  unit: string | undefined,
  spans: Span[],
): Term<Boundary> {
  if (entry.boundary.kind !== 'NUMERIC' && v.problems.length > 0)
    return unknown(v.problems[0]!, spans);
  switch (entry.boundary.kind) {
    case 'WINNER':
      return v.winner
        ? known({ comparator: 'REACHES', stage: 'WINNER', entity: v.winner, unit: 'stage' }, spans)
        : unknown(v.problems[0] ?? 'the winner is not named', spans);
    case 'STAGE': {
      const stage = entry.boundary.stage ?? v.stage;
      return v.winner && stage
        ? known({ comparator: 'REACHES', stage, entity: v.winner, unit: 'stage' }, spans)
        : unknown(v.problems[0] ?? 'the competitor or the stage is not named', spans);
    }
    case 'NUMERIC':
      return numericBoundary(entry, found, input, unit);
    case 'RISES':
      return unit
        ? known({ comparator: '>=', threshold: '0', unit }, spans)
        : unknown('the unit of the price is not stated', spans);
    case 'PLACE':
      return placeBoundary(found, spans);
    case 'RANK': {
      const rank = entry.boundary.first ? { comparator: '=' as const, place: 1 } : v.rank;
      return rank
        ? known({ comparator: rank.comparator, threshold: String(rank.place), unit: 'rank' }, spans)
        : unknown('the rules state no place on the chart', spans);
    }
    case 'UNSTATED':
      return unknown(entry.boundary.reason, spans);
    case 'OCCURS':
      // YES when the proposition happens: no number or stage is compared, so the boundary model
      // (a comparison, or a competitor reaching a stage) has nothing to hold, and nothing is
      // missing: the text states there is no threshold.
      return statedNone(
        'an occurrence: the proposition happening is the condition, no threshold',
        spans,
      );
  }
}

/**
 * A team's final place in a table (docs/decisions.md, "Settlement terms: a place in a final
 * table"): the rules' place, which the question must state alike where it states one ("finish in
 * 2nd place" over "finishes 2nd").
 */
function placeBoundary(found: Found, spans: Span[]): Term<Boundary> {
  const slot = found.slots.get('tablePlace');
  const place = slot ? placeIn(slot.text) : undefined;
  if (!slot || !place) return unknown(`"${slot?.text ?? ''}" states no place in a table`, spans);
  const asked = found.slots.get('askedPlace');
  if (asked) {
    const q = placeIn(asked.text);
    if (!q || q.comparator !== place.comparator || q.place !== place.place)
      return unknown(`the question asks "${asked.text}", the rules "${slot.text}"`, spans);
  }
  return known<Boundary>(
    { comparator: place.comparator, threshold: String(place.place), unit: 'place' },
    [...spans, spanIn(slot.sentence, slot.start, slot.end)],
  );
}

interface Stated {
  comparator: Comparator;
  threshold?: string;
  upper?: string;
  unit: string;
  span: Span;
}

/** The comparison the condition states: a change with its direction, or a number. */
function statedComparison(found: Found): Stated | 'TITLE' | undefined {
  const change = found.slots.get('change');
  if (change) {
    const size = found.slots.get('size');
    const text = size ? `${change.text} ${size.text}` : change.text;
    const last = size ?? change;
    const span = spanIn(change.sentence, change.start, last.end);
    // The span is the text as the venue wrote it, its white space kept.
    if (sizeAfterGap(span.text)) return undefined;
    const c = readChange(text);
    return c
      ? {
          ...c,
          unit: 'bps',
          span,
        }
      : undefined;
  }
  const counting = found.slots.get('counting');
  const slot = found.slots.get('comparison') ?? counting;
  if (!slot) return undefined;
  const c: Comparison | undefined =
    slot === counting ? countIn(slot.text) : comparisonsIn(slot.text)[0];
  if (c)
    return {
      comparator: c.comparator,
      threshold: canonicalDecimal(c.threshold),
      ...(c.upper !== undefined ? { upper: canonicalDecimal(c.upper) } : {}),
      unit: c.unit,
      span: spanIn(slot.sentence, slot.start + c.start, slot.start + c.end),
    };
  // "the price specified in the title", "the listed price": the market's own title states it.
  return /\b(?:specified in the title|the listed price)\b/i.test(slot.text) ? 'TITLE' : undefined;
}

function numericBoundary(
  entry: CategoryEntry,
  found: Found,
  input: CategoryInput,
  unit: string | undefined,
): Term<Boundary> {
  const stated = statedBoundary(entry, found, input, unit);
  if (stated.status !== 'KNOWN') return stated;
  const read = entry.elsePays ? complementOf(stated, entry.wholeNumbers === true) : stated;
  if (read.status !== 'KNOWN') return read;
  const boundary = entry.wholeNumbers ? wholeBoundary(read.value) : read.value;
  // "… if they combine to score 44 or more …", "If the combined total is less than 44, … the
  // other outcome": the other side must be this set's complement.
  const other = found.slots.get('complement');
  if (other) {
    const c = comparisonsIn(other.text)[0];
    const otherSet: Boundary | undefined = c
      ? { comparator: c.comparator, threshold: canonicalDecimal(c.threshold), unit: boundary.unit }
      : undefined;
    const otherWhole = otherSet && entry.wholeNumbers ? wholeBoundary(otherSet) : otherSet;
    if (!otherWhole || relate(boundarySet(boundary), boundarySet(otherWhole)) !== 'COMPLEMENT')
      return unknown("the two outcomes' conditions are not each other's complement", [
        ...read.spans,
        spanIn(other.sentence, other.start, other.end),
      ]);
  }
  return known(boundary, read.spans);
}

const COMPLEMENTS: Partial<Record<Comparator, Comparator>> = {
  '<=': '>',
  '<': '>=',
  '>': '<=',
  '>=': '<',
};

/**
 * The values the condition leaves out ("Else, … "Over""): one comparison's complement. Of whole
 * numbers, "more than 225" is "226 or more", as the readers write counts.
 */
function complementOf(read: Term<Boundary> & { status: 'KNOWN' }, whole: boolean): Term<Boundary> {
  const comparator = COMPLEMENTS[read.value.comparator];
  if (!comparator)
    return unknown(`the complement of ${read.value.comparator} is no one comparison`, read.spans);
  const t = read.value.threshold;
  if (whole && t !== undefined && /^-?\d+$/.test(t) && (comparator === '>' || comparator === '<'))
    return known(
      {
        ...read.value,
        comparator: comparator === '>' ? '>=' : '<=',
        threshold: formatDec(comparator === '>' ? dec(t).plus(1) : dec(t).minus(1)),
      },
      read.spans,
    );
  return known({ ...read.value, comparator }, read.spans);
}

/**
 * Units of one kind of quantity: a number stated in one is no number of another. Two temperature
 * scales; a percentage, basis points and percentage points ("greater than 5.00 basis points" of a
 * rate the table reads in %: 5.00 bps is 0.05%, and a reading of 5 would be a hundred times it).
 */
const UNIT_FAMILIES: readonly (readonly string[])[] = [
  ['°F', '°C'],
  ['%', 'bps', 'pp'],
];
function otherScale(stated: string, read: string): boolean {
  return (
    stated !== read &&
    UNIT_FAMILIES.some((family) => family.includes(stated) && family.includes(read))
  );
}

/** A count's boundary in whole numbers: > 43.5 is >= 44, < 43.5 is <= 43. */
function wholeBoundary(b: Boundary): Boundary {
  const t = b.threshold;
  if (t === undefined || /^-?\d+$/.test(t)) return b;
  if (b.comparator === '>' || b.comparator === '>=')
    return { ...b, comparator: '>=', threshold: formatDec(dec(t).ceil()) };
  if (b.comparator === '<' || b.comparator === '<=')
    return { ...b, comparator: '<=', threshold: formatDec(dec(t).floor()) };
  return b;
}

function statedBoundary(
  entry: CategoryEntry,
  found: Found,
  input: CategoryInput,
  unit: string | undefined,
): Term<Boundary> {
  const stated = statedComparison(found);
  const text = typeof stated === 'object' ? stated : undefined;
  // "greater than 30°C" where the table reads the quantity in °F: the number is of another scale.
  if (text && unit !== undefined && otherScale(text.unit, unit))
    return unknown(
      `the rules state "${text.span.text}" in ${text.unit}, the quantity is read in ${unit}`,
      [text.span],
    );
  const unitOf = (c?: Stated) => unit ?? (c?.unit || '');
  const strike = readStrike(input.facts);
  if (strike) {
    const spans = input.strikeFields
      .filter((f) => ['strike_type', 'floor_strike', 'cap_strike'].includes(f.field))
      .map((f) => ({ field: f.field, start: 0, end: f.text.length, text: f.text }));
    if (typeof strike === 'string') return unknown(strike, spans);
    // A bracket of one value (`between` with floor_strike = cap_strike, "exactly 5") is that value.
    if (text && oneValue(strike) && text.comparator === '=' && text.threshold !== undefined)
      return decEquals(text.threshold, strike.threshold)
        ? known({ comparator: '=', threshold: strike.threshold, unit: unitOf(text) }, [
            ...spans,
            text.span,
          ])
        : unknown(`the strike is ${strike.threshold} but the rules say "${text.span.text}"`, [
            ...spans,
            text.span,
          ]);
    if (text) {
      const same =
        text.comparator === strike.comparator &&
        text.threshold !== undefined &&
        decEquals(text.threshold, strike.threshold) &&
        (strike.upper === undefined ||
          (text.upper !== undefined && decEquals(text.upper, strike.upper)));
      const whole = !same && sameCount(text, strike);
      if (!same && !whole)
        return unknown(
          `the strike is ${strike.comparator} ${strike.threshold}${strike.upper ? `-${strike.upper}` : ''} but the rules say "${text.span.text}"`,
          [...spans, text.span],
        );
      // The strike is the rules' whole number in other words ("90° or above" with a strike
      // greater than 89): the rules' own form is the reading, as they state it.
      if (whole)
        return known(
          { comparator: text.comparator, threshold: text.threshold!, unit: unitOf(text) },
          [...spans, text.span],
        );
    }
    return known({ ...strike, unit: unitOf(text) }, [...spans, ...(text ? [text.span] : [])]);
  }
  if (text) {
    const { span, ...b } = text;
    if (b.threshold === undefined) return unknown('the comparison states no threshold', [span]);
    return known({ ...b, threshold: b.threshold, unit: unitOf(text) }, [span]);
  }
  // A number the rules state in a form no comparison here reads ("between $10b (inclusive) and
  // $15b (exclusive)"): the title's bracket would not say which ends it includes.
  const slot = found.slots.get('comparison');
  if (stated === undefined && slot && /\d/.test(slot.text))
    return unknown(`the comparison "${slot.text}" is in a form this reader does not know`, [
      spanIn(slot.sentence, slot.start, slot.end),
    ]);
  // The market's own bracket or threshold is in its title: "56-57°F", "50+ bps decrease",
  // "Bitcoin above 87,600 …" with the rules' "higher than the price specified in the title".
  const titled = titleComparison(entry, input, stated === 'TITLE' ? found : undefined);
  if (typeof titled === 'string') return unknown(titled);
  // A title in another scale of the quantity's unit ("6.0 basis points+" of a rate read in %) is
  // refused as the rules' own number would be.
  if (unit !== undefined && otherScale(titled.boundary.unit, unit))
    return unknown(
      `the title states its number in ${titled.boundary.unit}, the quantity is read in ${unit}`,
      titled.spans,
    );
  return known({ ...titled.boundary, unit: unitOf() || titled.boundary.unit }, titled.spans);
}

function titleComparison(
  entry: CategoryEntry,
  input: CategoryInput,
  ruleSaysTitle: Found | undefined,
): { boundary: Boundary; spans: Span[] } | string {
  const comparator = ruleSaysTitle ? titleComparator(ruleSaysTitle) : undefined;
  const group = input.titles.filter(
    (t) => t.field === 'groupItemTitle' || t.field === 'yes_sub_title',
  );
  const fields = ruleSaysTitle ? input.titles : group;
  const readings: { boundary: Boundary; span: Span }[] = [];
  for (const t of fields) {
    if (entry.unit === 'bps') {
      const c = readChange(t.text);
      if (c)
        readings.push({
          boundary: { ...c, unit: 'bps' },
          span: spanIn(t, 0, t.text.length),
        });
      continue;
    }
    if (comparator) {
      // "Will Ethereum be below $2,000 …?" over rules that say "higher than the price specified
      // in the title": the title states a comparison the other way (or a range, or a value), and
      // the market's two texts disagree; neither is read. A title that only words the same
      // direction loosely ("above" over the rules' "equal to or higher than") is the rules'.
      const own = comparisonsIn(t.text).find(
        (c) =>
          !daysOfMonth(t.text, c) &&
          (c.upper !== undefined || directionOf(c.comparator) !== directionOf(comparator)),
      );
      if (own)
        return `the title states "${t.text.slice(own.start, own.end)}", but the rules compare ${comparator} the price it specifies`;
      const n = numbersOnly(t.text);
      if (n)
        readings.push({
          boundary: { comparator, threshold: n.value, unit: '' },
          span: spanIn(t, n.start, n.end),
        });
      continue;
    }
    const c = comparisonsIn(t.text)[0];
    if (c)
      readings.push({
        boundary: {
          comparator: c.comparator,
          threshold: canonicalDecimal(c.threshold),
          ...(c.upper !== undefined ? { upper: canonicalDecimal(c.upper) } : {}),
          unit: c.unit,
        },
        span: spanIn(t, c.start, c.end),
      });
  }
  // One bracket of an event whose markets are the ranges that contain the value ("resolve to the
  // temperature range that contains …", "resolve to the percentage change in …", "resolve
  // according to the upper bound of …"): a bracket titled by one value ("12°C", "2.7%") is that
  // value, in the units the source states (whole degrees; a percentage to the decimals its title
  // writes).
  const bracket = entry.conditions.some(
    (c) => c.startsWith('resolve to the ') || c.startsWith('resolve according to the '),
  );
  if (readings.length === 0 && bracket && !ruleSaysTitle)
    for (const t of group) {
      const one =
        /^\s*(-?\d{1,6})\s*°\s*([CF])?\s*$/.exec(t.text) ??
        /^\s*(-?\d{1,3}(?:\.\d{1,2})?)\s*(%)\s*$/.exec(t.text);
      const unit = one?.[2] === '%' ? '%' : one?.[2] ? `°${one[2]}` : entry.unit;
      // An entry without a unit (a count's, an award's) reads no bare value from its title.
      if (one && entry.unit !== undefined && unit === entry.unit)
        readings.push({
          boundary: { comparator: '=', threshold: canonicalDecimal(one[1]!), unit: unit ?? '' },
          span: spanIn(t, 0, t.text.length),
        });
    }
  if (readings.length === 0)
    return ruleSaysTitle
      ? 'the rules refer to a threshold in the title, which states none'
      : 'neither the rules nor the market title state the comparison';
  const first = readings[0]!.boundary;
  if (entry.boundary.kind === 'NUMERIC' && entry.boundary.oneSided && first.upper !== undefined)
    return 'the title states a bracket, and the rules do not say which of its ends is in it';
  const same = readings.every(
    (r) =>
      r.boundary.comparator === first.comparator &&
      decEquals(r.boundary.threshold ?? '0', first.threshold ?? '0') &&
      (r.boundary.upper ?? '') === (first.upper ?? ''),
  );
  if (!same) return 'the titles state different thresholds';
  const ruleSpans = ruleSaysTitle ? ruleSaysTitle.spans.slice(0, 1) : [];
  return { boundary: first, spans: [...ruleSpans, ...readings.map((r) => r.span)] };
}

/**
 * "February 2-8", "July 14–20" in a title ("Will Solana reach $110 February 2-8?"): days of the
 * month named before them, the title's period, not a range of prices.
 */
function daysOfMonth(text: string, c: Comparison): boolean {
  if (c.upper === undefined || !/^\d{1,2}$/.test(c.threshold) || !/^\d{1,2}$/.test(c.upper))
    return false;
  const before = text.slice(Math.max(0, c.start - 12), c.start).toLowerCase();
  return MONTHS.some((m) => before.endsWith(`${m} `));
}

/** Up (">", ">="), down ("<", "<=") or neither: the way a comparison points. */
function directionOf(c: Comparator): 'UP' | 'DOWN' | undefined {
  return c === '>' || c === '>=' ? 'UP' : c === '<' || c === '<=' ? 'DOWN' : undefined;
}

/** A count of times: "least 3 times", "3+ times", "5 or more times", "twice", "more than once". */
const COUNT_IN_APPEARANCE = /\d\+?\s{0,3}(?:or more\s{1,3})?times\b|\btwice\b|\bmore than once\b/i;

/** Whether two stated times are one: the same instant, else the same day and time of day. */
function sameMoment(a: StatedTime, b: StatedTime): boolean {
  const [x, y] = [instantOf(a), instantOf(b)];
  if (x !== undefined && y !== undefined) return x === y;
  return sameDay(a.day, b.day) && (a.clock ?? []).join(':') === (b.clock ?? []).join(':');
}

function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/**
 * Whether a time of day written apart ("2 AM EDT", the end of "the sixty seconds … before 2 AM
 * EDT") is the time and zone of an instant the rules state: the same clock, and the same zone
 * where it states one.
 */
function sameClock(text: string, at: StatedTime): boolean {
  const t = timesIn(`${text} on January 1, 2026`)[0];
  if (!t?.clock || !at.clock) return false;
  return (
    t.clock[0] === at.clock[0] &&
    t.clock[1] === at.clock[1] &&
    (t.zone === undefined || t.zone === at.zone)
  );
}

/** "… is higher than the price specified in the title" (or "the listed price"): the comparator. */
function titleComparator(found: Found): Comparator | undefined {
  const slot = found.slots.get('comparison');
  if (!slot) return undefined;
  const c = comparisonsIn(
    slot.text.replace(/the price specified in the title|the listed price/i, '1'),
  )[0];
  return c?.comparator;
}

/** The first number of a title ("Bitcoin above 87,600 on October 6, 12AM ET?" → 87600). */
function numbersOnly(text: string): { value: string; start: number; end: number } | undefined {
  // A short dollar amount ("reach $0.15") is a price too, where no magnitude follows it: "$50k"
  // and "$1m" are not 50 and 1.
  const m =
    /\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?|\$?\d{4,}(?:\.\d+)?|\$\d{1,3}(?:\.\d+)?(?![\d,.]?\d)(?!\s?(?:[kmbt]|bn|thousand|million|billion|trillion)\b)/i.exec(
      text,
    );
  if (!m) return undefined;
  const value = m[0].replace(/[$,]/g, '');
  return isDecimalText(value)
    ? { value: canonicalDecimal(value), start: m.index, end: m.index + m[0].length }
    : undefined;
}

function oneValue(strike: { comparator: Comparator; threshold: string; upper?: string }): boolean {
  return (
    strike.comparator === 'BETWEEN_INCLUSIVE' &&
    strike.upper !== undefined &&
    decEquals(strike.threshold, strike.upper)
  );
}

/**
 * "6+ strikeouts" with strike_type greater and floor_strike 5.5: a count is whole, so at least
 * n is more than any strike in [n - 1, n); "81° or below" with a strike less than 82 is at most
 * 81 of the whole degrees a climate report states. The rules' own form is then the boundary.
 */
function sameCount(text: Stated, strike: { comparator: Comparator; threshold: string }): boolean {
  if (text.threshold === undefined || !/^-?\d+$/.test(text.threshold)) return false;
  const n = dec(text.threshold);
  // "81° or below" with a strike less than 82: at most 81 of whole degrees.
  if (text.comparator === '<=' && strike.comparator === '<')
    return n.lessThan(strike.threshold) && dec(strike.threshold).lessThanOrEqualTo(n.plus(1));
  if (text.comparator !== '>=' || strike.comparator !== '>') return false;
  return n.minus(1).lessThanOrEqualTo(strike.threshold) && dec(strike.threshold).lessThan(n);
}

/**
 * Kalshi's structured strike (Trade API Market: strike_type with floor_strike and cap_strike):
 * greater, greater_or_equal, less and less_or_equal compare with one strike; between is floor to
 * cap, both included. Other strike types (custom, functional, structured) are no number.
 */
function readStrike(
  facts: VenueFacts,
): { comparator: Comparator; threshold: string; upper?: string } | string | undefined {
  const type = facts.strikeType;
  if (type === undefined) return undefined;
  const decimal = (t: string | undefined) =>
    t !== undefined && isDecimalText(t) ? canonicalDecimal(t) : undefined;
  const low = decimal(facts.floorStrike);
  const high = decimal(facts.capStrike);
  switch (type) {
    case 'greater':
    case 'greater_or_equal':
      return low === undefined
        ? `strike_type ${type} without a decimal floor_strike`
        : { comparator: type === 'greater' ? '>' : '>=', threshold: low };
    case 'less':
    case 'less_or_equal':
      return high === undefined
        ? `strike_type ${type} without a decimal cap_strike`
        : { comparator: type === 'less' ? '<' : '<=', threshold: high };
    case 'between':
      return low === undefined || high === undefined
        ? 'strike_type between without decimal floor_strike and cap_strike'
        : { comparator: 'BETWEEN_INCLUSIVE', threshold: low, upper: high };
    default:
      return undefined;
  }
}

/**
 * A YES side the category fixes: a two-team market whose first outcome is the team the condition
 * names pays that team's win as YES; a bracket market of an event ("resolve to the temperature
 * range that contains …") pays YES when its own bracket holds.
 */
function readFixedYes(
  found: Found,
  input: CategoryInput,
  spans: Span[],
): Term<YesSide> | undefined {
  const outcome = found.slots.get('outcome');
  if (outcome) {
    const first = input.outcomes[0]?.venueOutcomeId;
    return first !== undefined && first === outcome.text
      ? known('YES', spans)
      : unknown(`the condition pays "${outcome.text}", not the first outcome`, spans);
  }
  // The first outcome is the team whose win it pays (firstOutcomeWins): YES pays that team's win.
  if (found.entry.firstOutcomeWins)
    return firstOutcomeTeam(pairNames(found.slots.get('teams')?.text), input) !== undefined
      ? known('YES', spans)
      : undefined;
  const bracket = found.entry.conditions.some((c) => c.startsWith('resolve to the '));
  const yesNo = input.outcomes[0]?.label === 'YES' && input.outcomes[1]?.label === 'NO';
  const group = input.titles.find((t) => t.field === 'groupItemTitle');
  if (bracket && yesNo && group)
    return known('YES', [...spans, spanIn(group, 0, group.text.length)]);
  return undefined;
}
