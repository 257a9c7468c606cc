// A venue market's settlement terms (docs/decisions.md, "Settlement terms" and its subsections on
// the grammar and the category tables), read in stages:
//   1. what the venue states as data (VenueFacts; until a parser fills them, the raw fields
//      strike_type, floor_strike, cap_strike, close_time, expiration_time and endDate);
//   2. the fields bounded (grammar/bounded-fields.ts) and cut into sentences;
//   3. the condition sentence and the side it pays (grammar/yes-side.ts);
//   4. the first category table entry the rules state (read-category.ts): quantity, window,
//      boundary, category and entities;
//   5. the source (grammar/sources.ts) and the exceptional clauses (grammar/exception-clauses.ts).
// A term no stage reads stays UNKNOWN with its reason.
import { readCategory, type CategoryReading } from './read-category';
import { boundFields, cutNote } from './grammar/bounded-fields';
import { caseOwner, everyMarketSentences } from './event-case-owner';
import {
  readExceptions,
  withEventExceptions,
  type PropositionKind,
} from './grammar/exception-clauses';
import { raceEndOf } from './grammar/race-ends';
import { readRounding } from './grammar/rounding';
import { sentencesOf, straightQuotes, type Sentence } from './grammar/sentences';
import { consensusOnly, readSources, sportSource, unnamedBesideConsensus } from './grammar/sources';
import { negatedCondition, readCondition, readYesSide } from './grammar/yes-side';
import { NO_REFERENCE_DATA, type ReferenceData } from './reference-data';
import {
  known,
  statedNone,
  unknown,
  type Boundary,
  type Exceptions,
  type SettlementTerms,
  type Span,
  type Term,
  type Window,
  type YesSide,
} from './settlement-terms';
import type { TermEvent, TermMarket, VenueFacts, VenueText } from './term-inputs';

const RULE_FIELDS: Record<TermMarket['venue'], string[]> = {
  kalshi: ['rules_primary', 'rules_secondary'],
  polymarket: ['description'],
};
const TITLE_FIELDS: Record<TermMarket['venue'], string[]> = {
  kalshi: ['title', 'yes_sub_title'],
  polymarket: ['question', 'groupItemTitle'],
};
const SOURCE_FIELDS: Record<TermMarket['venue'], string[]> = {
  kalshi: [],
  polymarket: ['resolutionSource'],
};
const STRIKE_FIELDS = ['strike_type', 'floor_strike', 'cap_strike'];
/** The event's prose that may state the cases of all its markets (withEventExceptions). */
const EVENT_CASE_FIELDS = ['event.description', 'event.sub_title'];

function pick(texts: readonly VenueText[], names: readonly string[]): VenueText[] {
  return names.flatMap((n) => texts.filter((t) => t.field === n));
}

/**
 * The venue's facts: the parser's, else those its raw fields state, with the event's (and its
 * series') settlement sources and entities, and the event's tags, series, game start and game
 * teams where the market states none of its own.
 */
export function factsOf(market: TermMarket, event?: TermEvent): VenueFacts {
  const raw = (name: string) => market.texts.find((t) => t.field === name)?.text;
  const fromTexts: VenueFacts = {
    ...(raw('strike_type') !== undefined ? { strikeType: raw('strike_type')! } : {}),
    ...(raw('floor_strike') !== undefined ? { floorStrike: raw('floor_strike')! } : {}),
    ...(raw('cap_strike') !== undefined ? { capStrike: raw('cap_strike')! } : {}),
    ...(raw('close_time') !== undefined ? { closeTime: raw('close_time')! } : {}),
    ...(raw('expiration_time') !== undefined ? { expirationTime: raw('expiration_time')! } : {}),
    ...(raw('endDate') !== undefined ? { endDate: raw('endDate')! } : {}),
    ...(raw('groupItemTitle') !== undefined ? { groupItemTitle: raw('groupItemTitle')! } : {}),
  };
  const facts = { ...fromTexts, ...(market.facts ?? {}) };
  const sources = [...(facts.settlementSources ?? []), ...(event?.facts?.settlementSources ?? [])];
  const ev = event?.facts;
  return {
    ...facts,
    ...(!facts.tags && ev?.tags ? { tags: ev.tags } : {}),
    ...(!facts.seriesIds && ev?.seriesIds ? { seriesIds: ev.seriesIds } : {}),
    ...(!facts.gameStartTime && ev?.gameStartTime ? { gameStartTime: ev.gameStartTime } : {}),
    ...(!facts.gameTeams && ev?.gameTeams ? { gameTeams: ev.gameTeams } : {}),
    ...(sources.length > 0 ? { settlementSources: sources } : {}),
    ...(facts.entities || event?.facts?.entities
      ? { entities: [...(facts.entities ?? []), ...(event?.facts?.entities ?? [])] }
      : {}),
  };
}

export function extractTerms(
  market: TermMarket,
  event?: TermEvent,
  reference: ReferenceData = NO_REFERENCE_DATA,
): SettlementTerms {
  const facts = factsOf(market, event);
  const { fields, cut } = boundFields(market.texts);
  const context = boundFields(event?.texts ?? []).fields;
  const note = cutNote(cut);
  const rules = sentencesOf(pick(fields, RULE_FIELDS[market.venue]));
  const titles = sentencesOf(pick(fields, TITLE_FIELDS[market.venue]));
  const eventCases = sentencesOf(pick(context, EVENT_CASE_FIELDS));
  const eventSource: VenueText[] =
    event && event.source !== ''
      ? [
          {
            field:
              market.venue === 'kalshi' ? 'event.settlement_sources' : 'event.resolutionSource',
            text: boundFields([{ field: '', text: event.source }]).fields[0]!.text,
          },
        ]
      : [];
  const ownSourceFields = pick(fields, SOURCE_FIELDS[market.venue]);
  const sourceFields = [...ownSourceFields, ...eventSource];
  const conditions = readCondition(rules);
  const strikeFields = market.venue === 'kalshi' ? pick(fields, STRIKE_FIELDS) : [];
  const reading = readCategory({
    rules,
    titles,
    context,
    facts,
    strikeFields,
    outcomes: market.outcomes,
    reference,
  });
  const question = titles.find((t) => t.field === 'question');
  const outcomeSpans = pick(fields, ['outcomes']).map((o): Span => ({
    field: o.field,
    start: 0,
    end: o.text.length,
    text: o.text,
  }));
  const negation = negatedCondition(conditions[0]);
  const yes: Term<YesSide> = negation
    ? unknown(
        `the condition that pays ${conditions[0]!.side === 'YES' ? 'Yes' : 'No'} is negated ("${negation}"): the side a negated proposition pays is not read`,
        [conditions[0]!.span],
      )
    : (reading?.yes ?? readYesSide(market.outcomes, outcomeSpans, conditions, question, rules));
  const measured = [
    ...(conditions[0] ? [conditions[0].sentence] : []),
    ...(reading?.sentences ?? []),
  ];
  // A Gamma event's `resolutionSource` is the event's, often its stream (twitch.tv, kick.com, a
  // YouTube channel) where the market's own names the results site: it is read only where the
  // market's own field and rules name no source. Kalshi's event sources are its markets' own.
  const own =
    market.venue === 'polymarket'
      ? readSources(
          { ...facts, settlementSources: market.facts?.settlementSources ?? [] },
          ownSourceFields,
          rules,
          measured,
        )
      : undefined;
  const sources =
    own && own.names.length > 0 ? own : readSources(facts, sourceFields, rules, measured);
  const consensus = sources.names.length === 0 ? consensusOnly(rules) : undefined;
  const unnamed =
    sources.names.length === 0 && !consensus ? unnamedBesideConsensus(rules) : undefined;
  const sport =
    sources.names.length === 0 && !consensus && !unnamed && market.venue === 'polymarket'
      ? sportSource(facts.seriesIds ?? [], reference)
      : undefined;
  const source: Term<string> =
    sources.names.length > 0
      ? known(sources.names.join(' + '), sources.spans)
      : consensus
        ? statedNone('the rules name no source: a consensus of credible reporting settles it', [
            consensus,
          ])
        : unnamed
          ? statedNone(
              'the rules name no source: the primary source names no body or site, and a consensus of credible reporting is the other',
              [unnamed],
            )
          : sport
            ? known(sport, [])
            : unknown(`no settlement source is named${note}`);
  const entities = [...new Set([...(reading?.entities ?? []), ...(facts.entities ?? [])])].sort();
  return {
    venue: market.venue,
    venueMarketId: market.marketId,
    ...(market.conditionId ? { conditionId: market.conditionId } : {}),
    quantity:
      reading?.quantity ??
      unknown(
        rules.length === 0
          ? 'the market has no rules text'
          : `the rules state no proposition a category table knows${note}`,
      ),
    source,
    window: windowOf(reading, rules, note),
    boundary: reading
      ? withRounding(reading.boundary, rules)
      : strikeOnly(facts, strikeFields, note),
    exceptions: exceptionsOf(rules, eventCases, note, reading, market, ownName(fields), () =>
      readCategory({
        rules: eventCases,
        titles: [],
        context,
        facts: eventFacts(facts),
        strikeFields: [],
        outcomes: market.outcomes,
        reference,
      }),
    ),
    yes,
    category: reading?.category ?? null,
    entities,
  };
}

/**
 * The facts a description is read with as if it were a market's rules: the event's and the game's,
 * without what the venue states of this market alone (its sports market type, its name in the
 * group, its strike), which would hold the description to this market's kind.
 */
function eventFacts(facts: VenueFacts): VenueFacts {
  const {
    sportsMarketType: _type,
    groupItemTitle: _name,
    strikeType: _strike,
    floorStrike: _floor,
    capStrike: _cap,
    ...rest
  } = facts;
  return rest;
}

/**
 * The market's exceptions: its own rules' cases, with those its event's description states that
 * are the market's by whose text the description is (event-case-owner.ts, withEventExceptions).
 * The description is read by the category tables (`described`) only where it states a case.
 */
function exceptionsOf(
  rules: readonly Sentence[],
  eventCases: readonly Sentence[],
  note: string,
  reading: CategoryReading | undefined,
  market: TermMarket,
  name: string | undefined,
  described: () => CategoryReading | undefined,
): Term<Exceptions> {
  const proposition = propositionKind(reading);
  const tie = ordinaryTie(reading, market);
  const own = readExceptions(rules, note, proposition, tie, name);
  if (eventCases.length === 0) return own;
  const event = readExceptions(eventCases, note, proposition, tie, name);
  if (own.status !== 'KNOWN' || event.status !== 'KNOWN' || event.value.rule === 'none')
    return withEventExceptions(own, event, reading?.category);
  const everySentences = everyMarketSentences(eventCases);
  const every =
    everySentences.length > 0
      ? readExceptions(everySentences, note, proposition, tie, name)
      : undefined;
  const owner = caseOwner({
    description: eventCases,
    outcomes: market.outcomes,
    own: reading,
    described: described(),
  });
  return withEventExceptions(own, event, reading?.category, owner, every);
}

/**
 * A numeric boundary with the rounding its rules state for the value compared (grammar/rounding.ts),
 * and the text that states it among its spans; a boundary whose rules state none is as read.
 */
function withRounding(boundary: Term<Boundary>, rules: readonly Sentence[]): Term<Boundary> {
  if (boundary.status !== 'KNOWN' || boundary.value.comparator === 'REACHES') return boundary;
  const read = readRounding(rules, boundary.value.unit);
  if (!read) return boundary;
  // Which raw values the boundary stands for depends on the rounding: two that disagree leave it
  // unread.
  if ('competing' in read)
    return unknown(
      `the rules state roundings of the value compared that disagree or are not read (${read.competing.map((s) => `"${s.text}"`).join(', ')})`,
      [...boundary.spans, ...read.competing],
    );
  return known({ ...boundary.value, rounding: read.rounding }, [...boundary.spans, read.span]);
}

/**
 * The window: the category's, unless the rules end it at another event, at a day the market's own
 * name states, or let it start at any time of a range (grammar/race-ends.ts). No window of these
 * terms holds those, so the frame overrides whatever a table read from a date in the same rules
 * ("… a continuous 30-day period … that begins at any time between market creation and June 30"
 * is no period ending on June 30): UNKNOWN, with the frame as its reason.
 */
function windowOf(
  reading: CategoryReading | undefined,
  rules: readonly Sentence[],
  note: string,
): Term<Window> {
  const race = raceEndOf(rules);
  if (race) return unknown(`${race.reason}${note}`, race.spans);
  return (
    reading?.window ??
    unknown(`the observation window is read for a proposition a category table knows${note}`)
  );
}

/** What the category read the proposition as: an occurrence (boundary stated as none) or measured. */
function propositionKind(reading: CategoryReading | undefined): PropositionKind | undefined {
  if (!reading) return undefined;
  return reading.occurs ? 'OCCURS' : 'MEASURED';
}

/**
 * The outcome a tie pays as the ordinary result, where one does: a margin market (game-spread)
 * whose first outcome is YES at a margin of 1 or more pays its second outcome on a margin of 0.
 */
function ordinaryTie(reading: CategoryReading | undefined, market: TermMarket): string | undefined {
  if (reading?.category !== 'game-spread' || reading.yes?.status !== 'KNOWN') return undefined;
  if (reading.yes.value !== 'YES' || reading.boundary.status !== 'KNOWN') return undefined;
  const b = reading.boundary.value;
  if (b.comparator !== '>=' || b.threshold === undefined || !/^[1-9]\d{0,5}$/.test(b.threshold))
    return undefined;
  return market.outcomes[1]?.venueOutcomeId;
}

/**
 * The market's own name in its event (Kalshi's yes_sub_title, Gamma's groupItemTitle), if any, as
 * a sentence's text writes it (sentences.ts): each run of white space one space, quotes straight,
 * so that the rules' "Fed maintains rate" names the market written "Fed  maintains rate".
 */
function ownName(fields: readonly VenueText[]): string | undefined {
  const own = fields.find((f) => f.field === 'yes_sub_title' || f.field === 'groupItemTitle');
  const name = own ? straightQuotes(own.text.replace(/\s+/g, ' ').trim()) : '';
  return name !== '' ? name : undefined;
}

/** Without a category, only the venue's own strike is a boundary: a number stated as data. */
function strikeOnly(facts: VenueFacts, fields: readonly VenueText[], note: string): Term<Boundary> {
  const spans = fields.map((f): Span => ({
    field: f.field,
    start: 0,
    end: f.text.length,
    text: f.text,
  }));
  const type = facts.strikeType;
  const value =
    type === 'greater' || type === 'greater_or_equal' ? facts.floorStrike : facts.capStrike;
  if (
    (type === 'greater' ||
      type === 'greater_or_equal' ||
      type === 'less' ||
      type === 'less_or_equal') &&
    value !== undefined
  )
    return unknown(
      `the strike is ${type} ${value}, but of a quantity the rules do not name in a form a category table knows`,
      spans,
    );
  return unknown(`the boundary is read for a proposition a category table knows${note}`);
}
