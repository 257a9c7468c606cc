// How two outcomes of one competition edition and one subject stand to each other where their
// quantities differ (docs/decisions.md, "Settlement terms: outcomes of one competition related"):
// a league's winner finishes in its top N for any N >= 1, a top N lies within a top M for N <= M,
// and the winner is never relegated. The verdict rules compare one quantity (compare-terms.ts);
// this table is the one place where two quantities are related, and only by the YES sets of their
// YES sides: the exceptional settlements, the windows and the YES sides are checked there as for
// any implication. Data, not code: each outcome kind with the quantity name its category table
// writes (sports.ts, competition-outcomes.ts), each relation with why it holds.
import type { SetRelation } from '../settlement-terms/boundary-sets';
import type { SettlementTerms } from '../settlement-terms/settlement-terms';

export type OutcomeKind = 'WINS' | 'TOP' | 'RELEGATED';

/** One market's outcome: its kind, the competition with its edition, who, and a top's places. */
export interface CompetitionOutcome {
  kind: OutcomeKind;
  competition: string;
  subject: string;
  /** TOP: the number of places from the first ("top 4": 4). */
  places?: number;
}

interface OutcomeName {
  kind: OutcomeKind;
  /** The category table that reads it (read-category.ts). */
  category: string;
  /** Its quantity's name: {competition} with its edition, {subject} the team where it is named. */
  name: string;
}

const OUTCOME_NAMES: readonly OutcomeName[] = [
  // The team is the boundary's: it REACHES WINNER.
  { kind: 'WINS', category: 'competition-winner', name: 'result of the {competition}' },
  // The boundary holds the places: "<= 4 place".
  {
    kind: 'TOP',
    category: 'competition-place',
    name: 'final place of {subject} in the {competition}',
  },
  // The boundary is the league's own rule, unstated: the outcome is read by its name alone.
  {
    kind: 'RELEGATED',
    category: 'competition-relegation',
    name: 'relegation of {subject} from the {competition}',
  },
];

/**
 * Competitions whose winner is the first of the final table the standings markets name, with no
 * play-off for the title: the relations below hold for these only (an MLS Cup or a play-off
 * champion need not have finished in the table's top N). Names as competitions.ts writes them.
 */
export const LEAGUES_WON_ON_THE_TABLE: ReadonlySet<string> = new Set([
  'Premier League',
  'Serie A',
  'La Liga',
  'Bundesliga',
  'Ligue 1',
  'Eredivisie',
  'Primeira Liga',
  'Scottish Premiership',
  'Campeonato Brasileiro Serie A',
]);

interface OutcomeRelation {
  /** Kalshi's side of the row; the reverse pair is the same row read the other way. */
  from: OutcomeKind;
  to: OutcomeKind;
  /** How `from`'s YES set stands to `to`'s where `holds`. */
  relation: Extract<SetRelation, 'SUBSET' | 'DISJOINT'>;
  holds: (from: CompetitionOutcome, to: CompetitionOutcome) => boolean;
}

/**
 * The relations between outcome kinds. No row relates a top N with a relegation: how many places
 * go down is the league's own rule, which no market here states (competition-outcomes.ts), so a
 * top N is not known to lie above them. No row claims EQUAL: two quantities are never EQUIVALENT.
 */
export const OUTCOME_RELATIONS: readonly OutcomeRelation[] = [
  // The winner finishes first, within any top N.
  { from: 'WINS', to: 'TOP', relation: 'SUBSET', holds: (_, to) => (to.places ?? 0) >= 1 },
  // A top N lies within a wider top M (one quantity: the boundaries relate them too).
  {
    from: 'TOP',
    to: 'TOP',
    relation: 'SUBSET',
    holds: (from, to) => from.places !== undefined && from.places <= (to.places ?? 0),
  },
  // The winner finishes first, above every place that goes down.
  { from: 'WINS', to: 'RELEGATED', relation: 'DISJOINT', holds: () => true },
];

/** A market's outcome of a league won on its table, or undefined where it is none of the kinds. */
export function competitionOutcome(t: SettlementTerms): CompetitionOutcome | undefined {
  if (t.quantity.status !== 'KNOWN') return undefined;
  const row = OUTCOME_NAMES.find((r) => r.category === t.category);
  if (row === undefined) return undefined;
  const b = t.boundary.status === 'KNOWN' ? t.boundary.value : undefined;
  let subject: string | undefined;
  let places: number | undefined;
  switch (row.kind) {
    case 'WINS':
      if (b?.comparator !== 'REACHES' || b.stage !== 'WINNER') return undefined;
      subject = b.entity;
      break;
    case 'TOP':
      if (b?.comparator !== '<=' || b.unit !== 'place' || !/^[1-9]\d{0,2}$/.test(b.threshold ?? ''))
        return undefined;
      places = Number(b.threshold);
      subject = onlyEntity(t);
      break;
    case 'RELEGATED':
      subject = onlyEntity(t);
      break;
  }
  if (subject === undefined) return undefined;
  const competition = competitionIn(row.name.replace('{subject}', subject), t.quantity.value.name);
  if (competition === undefined || !LEAGUES_WON_ON_THE_TABLE.has(leagueOf(competition)))
    return undefined;
  return { kind: row.kind, competition, subject, ...(places !== undefined ? { places } : {}) };
}

/**
 * How Kalshi's YES set stands to Polymarket's where both are outcomes of one competition edition
 * and one subject that a row relates; undefined otherwise (another edition, subject or
 * competition, or no row).
 */
export function relateOutcomes(
  k: CompetitionOutcome,
  p: CompetitionOutcome,
): 'SUBSET' | 'SUPERSET' | 'DISJOINT' | undefined {
  if (k.competition !== p.competition || k.subject !== p.subject) return undefined;
  for (const row of OUTCOME_RELATIONS) {
    if (row.from === k.kind && row.to === p.kind && row.holds(k, p)) return row.relation;
    if (row.from === p.kind && row.to === k.kind && row.holds(p, k))
      return row.relation === 'SUBSET' ? 'SUPERSET' : row.relation;
  }
  return undefined;
}

/** An outcome as a verdict's reason writes it. */
export function outcomeText(o: CompetitionOutcome): string {
  switch (o.kind) {
    case 'WINS':
      return `${o.subject} wins the ${o.competition}`;
    case 'TOP':
      return `${o.subject} finishes in the top ${o.places ?? ''} of the ${o.competition}`;
    case 'RELEGATED':
      return `${o.subject} is relegated from the ${o.competition}`;
  }
}

function onlyEntity(t: SettlementTerms): string | undefined {
  return t.entities?.length === 1 ? t.entities[0] : undefined;
}

/** The competition a name of the template holds, where the name is the template's. */
function competitionIn(template: string, name: string): string | undefined {
  const [before = '', after = ''] = template.split('{competition}');
  if (!name.startsWith(before) || !name.endsWith(after)) return undefined;
  const competition = name.slice(before.length, name.length - after.length);
  return competition.length > 0 ? competition : undefined;
}

/** The league of an edition's name: "2026 Serie A" is Serie A's. */
function leagueOf(competition: string): string {
  const space = competition.indexOf(' ');
  return /^\d{4}$/.test(competition.slice(0, space)) ? competition.slice(space + 1) : '';
}
