// US congressional elections (docs/decisions.md, "Settlement terms", Elections), in the recorded
// wordings only. Who "wins" is decided differently on each venue, and the deciding rule is part
// of the quantity: Kalshi's control of a chamber falls back on the party of its presiding officer
// (the President pro tempore, the Speaker) on a named day, Polymarket's counts the seats under
// its own attribution rules; Kalshi's state race pays on the party of the Senator sworn in,
// Polymarket's on the party whose nominee is called the winner. So the two venues' markets on one
// election are one subject (what candidates are blocked by) with two quantities, DIFFERENT on
// the quantity and never guessed alike. The boundary is the party that wins.
import { known, type Quantity, type Span, type Window } from './settlement-terms';
import type { VenueText } from './term-inputs';
import { findIn, spanOf } from './find-spans';
import { unreadCompetition, type CompetitionReading } from './read-competition';

const KALSHI_CONTROL =
  /\bIf the (Democratic|Republican) Party has won control of the (U\.S\. Senate|House) in (\d{4}), then the market resolves to Yes\./;
const KALSHI_CALLS =
  /\bThis market may be determined early based on a consensus of media calls projecting control of the U\.S\. (?:Senate|House)\./;
const KALSHI_OFFICER =
  /\bOtherwise, victory will be determined by the party identification of the (President pro tempore of the Senate|Speaker of the House) on ([A-Z][a-z]+ \d{1,2}, \d{4})\./;
const POLY_CONTROL =
  /\bThis market will resolve according to the party that wins control of the United States (Senate|House of Representatives) in the (\d{4}) United States midterm election\./;
const POLY_MAJORITY =
  /\bA party wins control of the United States (?:Senate|House of Representatives) if it wins a majority of the chamber['\u2019]s voting seats\./;
const POLY_CONTROL_PARTY = /^Will the (Democratic|Republican) Party control the (Senate|House)\b/;

const KALSHI_SWORN_IN =
  /\bIf a representative of the (Democratic|Republican) party is sworn in as a Senator of ([A-Z][a-z]+(?: [A-Z][a-z]+)?) for the term beginning in (\d{4}), then the market resolves to Yes\./;
const POLY_STATE_RACE =
  /\bThis market will resolve according to the winner of the (\d{4}) midterm ([A-Z][a-z]+(?: [A-Z][a-z]+)?) U\.S\. Senate election, inclusive of any run-offs\./;
const POLY_NOMINEE =
  /\bA candidate shall be considered to represent a party in the event that he or she is the nominee of the party in question\./;
const POLY_CALLS =
  /\bThis market will resolve once all three sources call the race for the same candidate\. If all three sources haven['\u2019]t called the race in this state for the same candidate, this market will resolve based on the official certification\./;
const POLY_RACE_PARTY =
  /^Will the (Democrats|Republicans) win the ([A-Z][a-z]+(?: [A-Z][a-z]+)?) Senate race in (\d{4})\?$/;

/** The election market's terms, or undefined when the rules are not an election wording. */
export function readElection(
  rules: readonly VenueText[],
  titles: readonly VenueText[],
): CompetitionReading | undefined {
  return (
    readKalshiControl(rules) ??
    readPolymarketControl(rules, titles) ??
    readKalshiStateRace(rules) ??
    readPolymarketStateRace(rules, titles)
  );
}

const chamberOf = (text: string) => (/senate/i.test(text) ? 'U.S. Senate' : 'U.S. House');
const partyOf = (text: string) =>
  /^democrat/i.test(text) ? 'democratic party' : 'republican party';

function election(
  subject: string,
  rule: string,
  event: string,
  party: string,
  spans: Span[],
): CompetitionReading {
  return {
    quantity: known<Quantity>({ subject, name: `${subject}, ${rule}`, kind: 'RESULT' }, spans),
    window: known<Window>({ kind: 'EVENT', event }, spans),
    boundary: known(
      { comparator: 'REACHES', stage: 'WINNER', entity: party, unit: 'stage' },
      spans,
    ),
  };
}

function readKalshiControl(rules: readonly VenueText[]): CompetitionReading | undefined {
  const found = findIn(rules, KALSHI_CONTROL);
  if (!found) return undefined;
  const [, party, chamberText, year] = found.match;
  const chamber = chamberOf(chamberText!);
  const subject = `control of the ${chamber} after the ${year!} election`;
  const spans = [spanOf(found.field, found.match)];
  const calls = findIn(rules, KALSHI_CALLS);
  const officer = findIn(rules, KALSHI_OFFICER);
  if (!calls || !officer)
    return unreadCompetition('the rules do not say how control is determined', spans);
  spans.push(spanOf(calls.field, calls.match), spanOf(officer.field, officer.match));
  return election(
    subject,
    `by a consensus of media calls, or else the party of the ${officer.match[1]!} on ${officer.match[2]!}`,
    `${year!} ${chamber} election`,
    partyOf(party!),
    spans,
  );
}

function readPolymarketControl(
  rules: readonly VenueText[],
  titles: readonly VenueText[],
): CompetitionReading | undefined {
  const found = findIn(rules, POLY_CONTROL);
  if (!found) return undefined;
  const [, chamberText, year] = found.match;
  const chamber = chamberOf(chamberText!);
  const spans = [spanOf(found.field, found.match)];
  const majority = findIn(rules, POLY_MAJORITY);
  const question = findIn(titles, POLY_CONTROL_PARTY);
  if (!majority || !question || chamberOf(question.match[2]!) !== chamber)
    return unreadCompetition(
      'the rules or the question do not say how control is counted, or whose',
      spans,
    );
  spans.push(spanOf(majority.field, majority.match), spanOf(question.field, question.match));
  return election(
    `control of the ${chamber} after the ${year!} election`,
    "by a majority of the voting seats under Polymarket's seat attribution rules",
    `${year!} ${chamber} election`,
    partyOf(question.match[1]!),
    spans,
  );
}

function readKalshiStateRace(rules: readonly VenueText[]): CompetitionReading | undefined {
  const found = findIn(rules, KALSHI_SWORN_IN);
  if (!found) return undefined;
  const [, party, state, term] = found.match;
  // A Senate term begins on January 3 after the November election that fills it (20th
  // Amendment): the subject is that election, so both venues' markets on it are compared.
  const year = String(Number(term) - 1);
  return election(
    `${year} U.S. Senate election in ${state!}`,
    `the party of the Senator sworn in for the term beginning in ${term!}`,
    `${year} U.S. Senate election in ${state!}`,
    partyOf(party!),
    [spanOf(found.field, found.match)],
  );
}

function readPolymarketStateRace(
  rules: readonly VenueText[],
  titles: readonly VenueText[],
): CompetitionReading | undefined {
  const found = findIn(rules, POLY_STATE_RACE);
  if (!found) return undefined;
  const [, year, state] = found.match;
  const spans = [spanOf(found.field, found.match)];
  const nominee = findIn(rules, POLY_NOMINEE);
  const calls = findIn(rules, POLY_CALLS);
  const question = findIn(titles, POLY_RACE_PARTY);
  if (!nominee || !calls || !question || question.match[2] !== state || question.match[3] !== year)
    return unreadCompetition('the rules or the question do not say whose win counts', spans);
  spans.push(
    spanOf(nominee.field, nominee.match),
    spanOf(calls.field, calls.match),
    spanOf(question.field, question.match),
  );
  return election(
    `${year!} U.S. Senate election in ${state!}`,
    'the party whose nominee is called the winner (three media calls, or else the certification)',
    `${year!} U.S. Senate election in ${state!}`,
    partyOf(question.match[1]!),
    spans,
  );
}
