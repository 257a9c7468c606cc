// A venue market's settlement terms from its own fields (docs/decisions.md, "Settlement terms"):
// which fields are rules, which are names and which name sources, per venue; the readers do the
// rest. The rules decide: Kalshi rules_primary and rules_secondary, the Polymarket description.
import { readRulesText, voidRuleKey } from './rules-text';
import type { TermEvent, TermMarket, VenueText } from './term-inputs';
import { NO_REFERENCE_DATA, type ReferenceData } from './reference-data';
import { readFedBoundary, readPriceBoundary } from './read-boundary';
import { readCompetition, readGame } from './read-competition';
import { readElection } from './read-election';
import { readGameTotal } from './read-game-total';
import { readQuantity, readSource } from './read-quantity';
import { readWindow } from './read-window';
import {
  known,
  unknown,
  type Exceptions,
  type SettlementTerms,
  type Span,
  type Term,
  type YesSide,
} from './settlement-terms';
import { findAllIn, findIn, spanOf, wholeField } from './find-spans';

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

function pick(texts: readonly VenueText[], names: readonly string[]): VenueText[] {
  return names.flatMap((n) => texts.filter((t) => t.field === n));
}

export function extractTerms(
  market: TermMarket,
  event?: TermEvent,
  // Read by the grammar's entity step; the readers of today do not look anything up yet.
  _reference: ReferenceData = NO_REFERENCE_DATA,
): SettlementTerms {
  const rules = pick(market.texts, RULE_FIELDS[market.venue]);
  const titles = pick(market.texts, TITLE_FIELDS[market.venue]);
  const sources = [
    ...pick(market.texts, SOURCE_FIELDS[market.venue]),
    // The event's sources (Kalshi settlement_sources of the event or its series; the Gamma
    // event's resolutionSource) hold for each of its markets.
    ...(event && event.source !== ''
      ? [
          {
            field:
              market.venue === 'kalshi' ? 'event.settlement_sources' : 'event.resolutionSource',
            text: event.source,
          },
        ]
      : []),
  ];
  const game =
    readGame(rules, market.texts, sources) ?? readGameTotal(rules, market.texts, sources);
  const competition =
    game ?? readCompetition(rules, titles, event?.texts ?? []) ?? readElection(rules, titles);
  if (competition)
    return {
      venue: market.venue,
      venueMarketId: market.marketId,
      ...(market.conditionId ? { conditionId: market.conditionId } : {}),
      quantity: competition.quantity,
      source: readSource([...rules, ...sources], '', ''),
      window: competition.window,
      boundary: competition.boundary,
      exceptions: readExceptions(rules),
      yes: game?.yes ?? readYesSide(market, rules),
    };
  const reading = readQuantity(rules, sources);
  const strikeFields = pick(market.texts, ['strike_type', 'floor_strike', 'cap_strike']);
  const boundary =
    reading.kind === 'FED_RATE'
      ? readFedBoundary(rules)
      : reading.kind === 'PRICE' || reading.kind === 'WEATHER'
        ? readPriceBoundary(
            rules,
            titles,
            // Kalshi's structured strike only: the adapter's strike of a Polymarket market is its
            // reading of groupItemTitle, a title the boundary reader reads itself.
            market.venue === 'kalshi' ? strikeFields : [],
            reading.unit ?? '',
          )
        : unknown<never>('the boundary is read only for a known quantity');
  return {
    venue: market.venue,
    venueMarketId: market.marketId,
    ...(market.conditionId ? { conditionId: market.conditionId } : {}),
    quantity: reading.quantity,
    source: reading.source,
    window: readWindow(rules),
    boundary,
    exceptions: readExceptions(rules),
    yes: readYesSide(market, rules),
  };
}

/**
 * The exceptional settlements the rules state; one whose payout they do not state is UNKNOWN.
 * "… will resolve to "Other"" (a Polymarket negRisk market's placeholder outcome) pays neither
 * Yes nor a split: `void-other`, a case in which YES does not pay.
 */
function readExceptions(rules: readonly VenueText[]): Term<Exceptions> {
  if (rules.length === 0) return unknown('the market has no rules text');
  // "If no statement is released …, this market will resolve to the "No change" bracket.", "…
  // there is no data …, this market will resolve to the lowest bracket.": a case that settles the
  // whole event to one bracket, which pays YES or NO by the market it is.
  const bracket = findIn(rules, BRACKET_CASE);
  if (bracket)
    return unknown(
      "an exceptional case settles the event to one of its brackets, not this market's payout",
      [spanOf(bracket.field, bracket.match)],
    );
  let text = rules.map((r) => r.text).join('\n');
  const others: string[] = [];
  const fair: string[] = [];
  const ties = readTies(rules);
  if (ties.status === 'UNKNOWN') return ties;
  // Sentences naming a settlement without its payout that are still cases of their own: "Other"
  // (above), and "… the market will resolve to a fair price", a settlement the venue prices
  // itself, whose payout is not stated but differs from a market without it.
  const setAside: [RegExp, string[]][] = [
    [OTHER, others],
    [FAIR_PRICE, fair],
  ];
  for (;;) {
    const reading = readRulesText(text);
    if (reading.kind === 'AMBIGUOUS') {
      const kept = setAside.find(
        ([pattern, found]) => pattern.test(reading.sentence) && !found.includes(reading.sentence),
      );
      if (kept) {
        kept[1].push(reading.sentence);
        text = text.replace(reading.sentence, '');
        continue;
      }
    }
    if (reading.kind === 'AMBIGUOUS')
      return unknown(
        'an exceptional case is named without the payout it settles at',
        sentenceSpans(rules, [reading.sentence]),
      );
    const keys = [
      ...reading.voids.map((v) => v.scenarioId),
      ...(others.length > 0 ? ['void-other'] : []),
      ...(fair.length > 0 ? ['void-fair-price'] : []),
      ...ties.value,
    ];
    return known({ rule: keys.length === 0 ? voidRuleKey(reading) : keys.sort().join(',') }, [
      ...sentenceSpans(rules, [...reading.voids.map((v) => v.text), ...others, ...fair]),
      ...ties.spans,
    ]);
  }
}

const BRACKET_CASE =
  /\bwill resolve to the (?:["\u201c][^"\u201d]+["\u201d]|lowest|highest) bracket\b/i;
const OTHER = /\bresolves? to ["\u201c]?Other["\u201d]?/i;
const FAIR_PRICE = /\bwill resolve to a fair price\b/i;

/**
 * A game's tie rule (rules-text.ts reads no tie as exceptional): "If the game ends in a tie, the
 * market will resolve to $0.50 for each team." (Kalshi) and "… this market will resolve 50-50."
 * (Polymarket) both pay half: `tie-50-50`. A tie named with another payout is UNKNOWN.
 */
function readTies(rules: readonly VenueText[]): Term<string[]> {
  const named = findAllIn(rules, /\bends in a tie\b/gi);
  if (named.length === 0) return known([], []);
  const half = findAllIn(rules, TIE_HALF);
  if (half.length !== named.length)
    return unknown(
      'a tie is named without a payout this reader knows',
      named.map((n) => spanOf(n.field, n.match)),
    );
  return known(
    ['tie-50-50'],
    half.map((h) => spanOf(h.field, h.match)),
  );
}

const TIE_HALF =
  /\bIf the game ends in a tie, (?:the|this) market will resolve (?:to \$0\.50 for each team|50-50)\./g;

function sentenceSpans(rules: readonly VenueText[], sentences: readonly string[]): Span[] {
  return sentences.flatMap((s) => {
    for (const field of rules) {
      const start = field.text.indexOf(s);
      if (start >= 0) return [{ field: field.field, start, end: start + s.length, text: s }];
    }
    return [];
  });
}

const PAYS_YES =
  /\bthen the market resolves to Yes\b|\bwill resolve to ["\u201c]?Yes["\u201d]? if\b|\bresolves? (?:to )?["\u201c]?Yes["\u201d]? if\b/i;
const PAYS_NO =
  /\bthen the market resolves to No\b|\bwill resolve to ["\u201c]?No["\u201d]? if\b|(?<!otherwise,? (?:this market |the market )?(?:will )?)\bresolves? (?:to )?["\u201c]?No["\u201d]? if\b/i;

/** Which outcome pays when the stated condition holds; only a YES/NO market has a YES side. */
function readYesSide(market: TermMarket, rules: readonly VenueText[]): Term<YesSide> {
  const outcomes = pick(market.texts, ['outcomes']);
  if (market.outcomes[0].label !== 'YES' || market.outcomes[1].label !== 'NO')
    return unknown(
      `the outcomes are ${market.outcomes.map((o) => o.venueOutcomeId).join('/')}, not Yes/No`,
      outcomes.map(wholeField),
    );
  const yes = findIn(rules, PAYS_YES);
  const no = findIn(rules, PAYS_NO);
  if (yes && no)
    return unknown('the rules state conditions for both Yes and No', [
      spanOf(yes.field, yes.match),
      spanOf(no.field, no.match),
    ]);
  if (yes) return known('YES', [spanOf(yes.field, yes.match)]);
  if (no) return known('NO', [spanOf(no.field, no.match)]);
  // "This market will resolve according to the national team that wins …" on a market whose
  // question is "Will Spain win …?": Yes answers the question.
  const according = findIn(rules, /\bresolve according to\b/i);
  const question = pick(market.texts, ['question'])[0];
  const asked = question ? /^Will\b[^?]*\?$/.exec(question.text) : null;
  if (according && question && asked)
    return known('YES', [spanOf(according.field, according.match), spanOf(question, asked)]);
  return unknown('the rules do not say which outcome the condition pays');
}
