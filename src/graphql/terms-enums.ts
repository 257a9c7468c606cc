// The closed value sets of settlement terms and cross-venue pairs (src/domain/settlement-terms/)
// as GraphQL enums. Comparators and term names are no GraphQL names (">=", "quantity"): each gets
// one and keeps its spelling as the value, as StatisticsWindow does.
import { registerEnumType } from 'type-graphql';
import { RELATIONS, VERDICT_FILTERS } from '../domain/matching/comparison';
import {
  COMPARATORS,
  COMPETITION_STAGES,
  QUANTITY_KINDS,
  TERM_NAMES,
  TERM_STATUSES,
  WINDOW_KINDS,
  YES_SIDES,
  type Comparator,
  type TermName,
} from '../domain/settlement-terms/settlement-terms';
import { enumOf, namedEnum } from './enums';

export const TermStatus = enumOf(TERM_STATUSES);
registerEnumType(TermStatus, {
  name: 'TermStatus',
  description: 'Whether a settlement term was read from the venue text.',
  valuesConfig: {
    KNOWN: { description: 'The text states it completely: the value is given.' },
    UNKNOWN: { description: 'The text does not state it completely: the reason is given.' },
  },
});

export const QuantityKind = enumOf(QUANTITY_KINDS);
registerEnumType(QuantityKind, {
  name: 'QuantityKind',
  description: 'What kind of number or result a market settles on.',
  valuesConfig: {
    PRICE: { description: 'A price a source publishes: the source is part of the quantity.' },
    RATE: { description: 'A rate a source publishes: the source is part of the quantity.' },
    MEASUREMENT: {
      description:
        "A weather station's reading a source publishes: the station and the source are part of the quantity.",
    },
    RESULT: { description: "A competition's official result, whoever reports it." },
  },
});

export const WindowKind = enumOf(WINDOW_KINDS);
registerEnumType(WindowKind, {
  name: 'WindowKind',
  description: 'How the observation window is given.',
  valuesConfig: {
    INSTANT: { description: 'One instant (at).' },
    PERIOD: { description: 'A period [start, end).' },
    EVENT: { description: 'A named competition, whenever it is played.' },
  },
});

export const BoundaryComparator = namedEnum<Comparator>(COMPARATORS, {
  '>': 'GREATER_THAN',
  '>=': 'AT_LEAST',
  '<': 'LESS_THAN',
  '<=': 'AT_MOST',
  '=': 'EQUAL_TO',
  BETWEEN_INCLUSIVE: 'BETWEEN_INCLUSIVE',
  REACHES: 'REACHES',
  BETWEEN_LOWER_INCLUSIVE: 'BETWEEN_LOWER_INCLUSIVE',
});
registerEnumType(BoundaryComparator, {
  name: 'BoundaryComparator',
  description: 'How the quantity is compared with the threshold (REST: >, >=, <, <=, =, …).',
  valuesConfig: {
    GREATER_THAN: { description: 'Above the threshold (>).' },
    AT_LEAST: { description: 'At or above the threshold (>=).' },
    LESS_THAN: { description: 'Below the threshold (<).' },
    AT_MOST: { description: 'At or below the threshold (<=).' },
    EQUAL_TO: { description: 'Exactly the threshold (=).' },
    BETWEEN_INCLUSIVE: { description: 'From threshold to upper, both included.' },
    REACHES: { description: 'The competitor (entity) reaches the stage.' },
    BETWEEN_LOWER_INCLUSIVE: {
      description: 'From threshold, included, to upper, excluded.',
    },
  },
});

export const CompetitionStage = enumOf(COMPETITION_STAGES);
registerEnumType(CompetitionStage, {
  name: 'CompetitionStage',
  description: 'A stage of a competition; reaching one means reaching those before it.',
  valuesConfig: {
    QUALIFIED: { description: 'Qualifying for the competition: being among its competitors.' },
    ROUND_OF_32: { description: 'The round of 32.' },
    ROUND_OF_16: { description: 'The round of 16.' },
    QUARTERFINALS: { description: 'The quarterfinals.' },
    SEMIFINALS: { description: 'The semifinals.' },
    FINAL: { description: 'The final.' },
    WINNER: { description: 'Winning the competition.' },
  },
});

export const YesSide = enumOf(YES_SIDES);
registerEnumType(YesSide, {
  name: 'YesSide',
  description: 'The outcome of a market that pays when its stated condition holds.',
  valuesConfig: {
    YES: { description: 'YES pays when the condition holds.' },
    NO: { description: 'NO pays when the condition holds.' },
  },
});

export const SettlementTermName = namedEnum<TermName>(TERM_NAMES, {
  quantity: 'QUANTITY',
  source: 'SOURCE',
  window: 'WINDOW',
  boundary: 'BOUNDARY',
  exceptions: 'EXCEPTIONS',
  yes: 'YES',
});
registerEnumType(SettlementTermName, {
  name: 'SettlementTermName',
  description: 'A settlement term (REST: its lower-case name).',
  valuesConfig: {
    QUANTITY: { description: 'The measured quantity.' },
    SOURCE: { description: 'The source that publishes it.' },
    WINDOW: { description: 'When it is observed.' },
    BOUNDARY: { description: 'The values for which the condition holds.' },
    EXCEPTIONS: { description: 'The exceptional settlements.' },
    YES: { description: 'The outcome that pays when the condition holds.' },
  },
});

// UNKNOWN is kept for clients that send it (docs/decisions.md, "UNKNOWN is CANDIDATE"): asked for,
// it means CANDIDATE; no pair is ever served with it.
export const PairVerdict = enumOf(VERDICT_FILTERS);
registerEnumType(PairVerdict, {
  name: 'PairVerdict',
  description: 'The verdict on a Kalshi and a Polymarket market compared term by term.',
  valuesConfig: {
    EQUIVALENT: { description: 'Every term is proved equal: a candidate for an equivalence file.' },
    RELATED: { description: 'Same quantity, source and window; the YES sets nest or exclude.' },
    DIFFERENT: {
      description:
        'Known terms differ (term names the deciding one, differences every one, with both values).',
    },
    CANDIDATE: {
      description:
        'A likely counterpart whose terms are not all read or compared (unread names them; term the deciding one).',
    },
    UNKNOWN: {
      description: 'CANDIDATE under its former name: accepted in verdicts, never served.',
      deprecationReason: 'Use CANDIDATE: UNKNOWN is its former name and filters the same pairs.',
    },
  },
});

export const PairRelation = enumOf(RELATIONS);
registerEnumType(PairRelation, {
  name: 'PairRelation',
  description: "How a RELATED pair's YES sets stand.",
  valuesConfig: {
    IMPLICATION_KALSHI_TO_POLYMARKET: { description: 'Kalshi YES implies Polymarket YES.' },
    IMPLICATION_POLYMARKET_TO_KALSHI: { description: 'Polymarket YES implies Kalshi YES.' },
    EXCLUSIVE: { description: 'They never both pay YES.' },
    OVERLAP: { description: 'Both pay YES somewhere, neither implies the other.' },
  },
});
