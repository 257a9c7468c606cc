// Which of an event's markets the cases its prose states belong to (Gamma's event description,
// Kalshi's event subtitle; docs/decisions.md, "Settlement terms: which of an event's markets its
// description's cases belong to"). An event's description is often the rules of one of its
// markets: a game's event states its winner market's tie beside the markets of its total, a
// spread and a single map. So the description is read by its structure: the outcomes it pays and
// the proposition it states, compared with the market's own, never by its exact words.
import type { CategoryReading } from './read-category';
import type { Term } from './settlement-terms';
import type { EventCaseOwner } from './grammar/exception-clauses';
import type { Sentence } from './grammar/sentences';
import type { TermOutcome } from './term-inputs';

/**
 * A payout to an outcome the text names: 'will resolve to "Vikings"', 'resolve "Nurmagomedov"',
 * 'resolves to “Tundra Esports.”'. Bounded: one quoted run of at most 80 characters.
 */
const NAMED_PAYOUT = /\bresol(?:ve|ves|ved)\s+(?:to\s+)?["\u201c]([^"\u201d]{1,80})["\u201d]/gi;
/** Quoted payouts that are no outcome's name: a side, a split, the placeholder. */
const NO_OUTCOME_NAME = /^(?:yes|no|50[-\u2013/ ]?50|fifty[- ]fifty|other)$/i;

/**
 * "all markets", "every market", "each market of this event", "all of the event's markets": a
 * sentence that says its case is every market's of the event, whichever market the rest of the
 * description is. Bounded: fixed words.
 */
const EVERY_MARKET =
  /\b(?:all(?: of)?(?: the| this event's| the event's)? markets|every market|each market (?:of|in) (?:this|the) event)\b/i;

const fold = (name: string): string =>
  name
    .replace(/[.,;!]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The circumstances a case names: the game canceled, postponed or delayed, a tie. One market's
 * text names each once, with its payout. Bounded: fixed words.
 */
const CIRCUMSTANCES: readonly (readonly [string, RegExp])[] = [
  ['canceled', /\bcancel(?:l?ed|lation)\b/i],
  ['postponed', /\bpostpone(?:d|ment)\b/i],
  ['delayed', /\bdelay(?:ed)?\b/i],
  ['a tie', /\b(?:tie|tied|draw)\b(?!-)/i],
];

/**
 * A circumstance the description names in two of its sentences ("If the game is canceled
 * entirely or ends in a tie, …" and "If the game is canceled entirely, …"): it then states that
 * case for two markets, or twice, so it is not one market's text and whose each case is is not
 * read.
 */
export function repeatedCircumstance(sentences: readonly Sentence[]): string | undefined {
  for (const [name, words] of CIRCUMSTANCES)
    if (sentences.filter((s) => words.test(s.text)).length > 1) return name;
  return undefined;
}

/** A name the market's outcome writes in full or in part ("Britain" for "Great Britain"). */
function sameName(a: string, b: string): boolean {
  return a === b || ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}

/** The outcomes a text pays by name, folded; a side, a split or "Other" is no outcome's name. */
export function namedOutcomes(sentences: readonly Sentence[]): string[] {
  const names = new Set<string>();
  for (const s of sentences)
    for (const m of s.text.matchAll(NAMED_PAYOUT)) {
      const name = fold(m[1]!);
      if (name !== '' && !NO_OUTCOME_NAME.test(name)) names.add(name);
    }
  return [...names];
}

/** The sentences of the description that state their case for every market of the event. */
export function everyMarketSentences(sentences: readonly Sentence[]): Sentence[] {
  return sentences.filter((s) => EVERY_MARKET.test(s.text));
}

/** Two readings of one term: SAME, DIFFERENT (both KNOWN, other values) or undefined (not read). */
function compared(a: Term<unknown>, b: Term<unknown>): 'SAME' | 'DIFFERENT' | undefined {
  if (a.status === 'KNOWN' && b.status === 'KNOWN')
    return JSON.stringify(a.value) === JSON.stringify(b.value) ? 'SAME' : 'DIFFERENT';
  if (a.status === 'UNKNOWN' && b.status === 'UNKNOWN' && a.statedNone && b.statedNone)
    return 'SAME';
  return undefined;
}

/**
 * Whose text the description is: THIS market's, ANOTHER market's of the event, or NOT_READ, each
 * with why. `own` is the market's rules read by the category tables, `described` the description
 * read by them as if it were the market's rules.
 *
 * - A description that names one circumstance in two sentences is not read as one market's text.
 * - A description whose proposition is read as the market's (the category, the quantity and the
 *   boundary equal) is this market's, whatever its words.
 * - A description that pays by name an outcome this market does not have ("resolve to
 *   "Nurmagomedov"" beside a market of Over and Under) is another market's.
 * - A description that names its outcomes, the market's own, but states another proposition for
 *   them (a game's winner beside its spread, a match's winner beside one map's) is another
 *   market's. Without named outcomes, another reading is not enough: a description written for
 *   every market of a group ("the listed candidate") reads otherwise than each of them.
 */
export function caseOwner(input: {
  description: readonly Sentence[];
  outcomes: readonly TermOutcome[];
  own: CategoryReading | undefined;
  described: CategoryReading | undefined;
}): EventCaseOwner {
  const repeated = repeatedCircumstance(input.description);
  if (repeated !== undefined)
    return {
      owner: 'NOT_READ',
      why: `it names ${repeated} in two sentences, so it is not one market's text`,
    };
  const { own, described } = input;
  const readings =
    own && described && own.quantity.status === 'KNOWN' && described.quantity.status === 'KNOWN'
      ? {
          category: own.category === described.category,
          quantity: compared(own.quantity, described.quantity),
          boundary: compared(own.boundary, described.boundary),
        }
      : undefined;
  if (readings?.category && readings.quantity === 'SAME' && readings.boundary === 'SAME')
    return { owner: 'THIS', why: `it states the market's own proposition (${own!.category})` };
  const named = namedOutcomes(input.description);
  const mine = input.outcomes.map((o) => fold(o.venueOutcomeId));
  const foreign = named.filter((n) => !mine.some((m) => sameName(m, n)));
  if (foreign.length > 0)
    return {
      owner: 'ANOTHER',
      why: `it pays outcomes this market does not have (${foreign.map((n) => `"${n}"`).join(', ')})`,
    };
  if (!readings)
    return {
      owner: 'NOT_READ',
      why: `its proposition and the market's are not both read, so whose text it is is not known`,
    };
  if (named.length === 0)
    return {
      owner: 'NOT_READ',
      why: "it names no outcome of its own and is not the market's proposition: it may be written for every market of the event",
    };
  if (!readings.category || readings.quantity === 'DIFFERENT' || readings.boundary === 'DIFFERENT')
    return {
      owner: 'ANOTHER',
      why: `it pays this market's outcomes on another proposition (${described!.category}, not ${own!.category})`,
    };
  return { owner: 'NOT_READ', why: "its proposition is not read as the market's or another" };
}
