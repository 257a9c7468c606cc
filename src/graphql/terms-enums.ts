// The closed value sets of settlement terms and cross-venue pairs (src/domain/settlement-terms/)
// as GraphQL enums. Comparators and term names are no GraphQL names (">=", "quantity"): each gets
// one and keeps its spelling as the value, as StatisticsWindow does.
import { RELATIONS, VERDICT_FILTERS } from '../domain/matching/comparison';
import {
  COMPARATORS,
  COMPETITION_STAGES,
  QUANTITY_KINDS,
  ROUNDING_MODES,
  TERM_NAMES,
  TERM_STATUSES,
  WINDOW_KINDS,
  YES_SIDES,
  type Comparator,
  type TermName,
} from '../domain/settlement-terms/settlement-terms';
import { describedEnum, enumOf, namedEnum } from './enums';

export const TermStatus = describedEnum(
  enumOf(TERM_STATUSES),
  'TermStatus',
  'Whether a settlement term was read from the venue text.',
  {
    KNOWN: 'The text states it completely: the value is given.',
    UNKNOWN: 'The text does not state it completely: the reason is given.',
  },
);

export const QuantityKind = describedEnum(
  enumOf(QUANTITY_KINDS),
  'QuantityKind',
  'What kind of number or result a market settles on.',
  {
    PRICE: 'A price a source publishes: the source is part of the quantity.',
    RATE: 'A rate a source publishes: the source is part of the quantity.',
    MEASUREMENT:
      "A weather station's reading a source publishes: the station and the source are part of the quantity.",
    RESULT: "A competition's official result, whoever reports it.",
  },
);

export const WindowKind = describedEnum(
  enumOf(WINDOW_KINDS),
  'WindowKind',
  'How the observation window is given.',
  {
    INSTANT: 'One instant (at).',
    PERIOD: 'A period [start, end).',
    EVENT: 'A named competition, whenever it is played.',
  },
);

export const BoundaryComparator = describedEnum(
  namedEnum<Comparator>(COMPARATORS, {
    '>': 'GREATER_THAN',
    '>=': 'AT_LEAST',
    '<': 'LESS_THAN',
    '<=': 'AT_MOST',
    '=': 'EQUAL_TO',
    BETWEEN_INCLUSIVE: 'BETWEEN_INCLUSIVE',
    REACHES: 'REACHES',
    BETWEEN_LOWER_INCLUSIVE: 'BETWEEN_LOWER_INCLUSIVE',
  }),
  'BoundaryComparator',
  'How the quantity is compared with the threshold (REST: >, >=, <, <=, =, …).',
  {
    GREATER_THAN: 'Above the threshold (>).',
    AT_LEAST: 'At or above the threshold (>=).',
    LESS_THAN: 'Below the threshold (<).',
    AT_MOST: 'At or below the threshold (<=).',
    EQUAL_TO: 'Exactly the threshold (=).',
    BETWEEN_INCLUSIVE: 'From threshold to upper, both included.',
    REACHES: 'The competitor (entity) reaches the stage.',
    BETWEEN_LOWER_INCLUSIVE: 'From threshold, included, to upper, excluded.',
  },
);

export const CompetitionStage = describedEnum(
  enumOf(COMPETITION_STAGES),
  'CompetitionStage',
  'A stage of a competition; reaching one means reaching those before it.',
  {
    QUALIFIED: 'Qualifying for the competition: being among its competitors.',
    ROUND_OF_32: 'The round of 32.',
    ROUND_OF_16: 'The round of 16.',
    QUARTERFINALS: 'The quarterfinals.',
    SEMIFINALS: 'The semifinals.',
    FINAL: 'The final.',
    WINNER: 'Winning the competition.',
  },
);

export const RoundingMode = describedEnum(
  enumOf(ROUNDING_MODES),
  'RoundingMode',
  'How the value a market compares is rounded.',
  {
    NEAREST: 'The venue rounds it to the nearest multiple of the step.',
    UP: 'The venue rounds its size up to a multiple of the step (away from zero).',
    DOWN: 'The venue rounds its size down to a multiple of the step (towards zero).',
    AS_PUBLISHED: 'The value as the source publishes it, to the precision of the step.',
  },
);

export const YesSide = describedEnum(
  enumOf(YES_SIDES),
  'YesSide',
  'The outcome of a market that pays when its stated condition holds.',
  {
    YES: 'YES pays when the condition holds.',
    NO: 'NO pays when the condition holds.',
  },
);

export const SettlementTermName = describedEnum(
  namedEnum<TermName>(TERM_NAMES, {
    quantity: 'QUANTITY',
    source: 'SOURCE',
    window: 'WINDOW',
    boundary: 'BOUNDARY',
    exceptions: 'EXCEPTIONS',
    yes: 'YES',
  }),
  'SettlementTermName',
  'A settlement term (REST: its lower-case name).',
  {
    QUANTITY: 'The measured quantity.',
    SOURCE: 'The source that publishes it.',
    WINDOW: 'When it is observed.',
    BOUNDARY: 'The values for which the condition holds.',
    EXCEPTIONS: 'The exceptional settlements.',
    YES: 'The outcome that pays when the condition holds.',
  },
);

// UNKNOWN is kept for clients that send it (docs/decisions.md, "UNKNOWN is CANDIDATE"): asked for,
// it means CANDIDATE; no pair is ever served with it.
export const PairVerdict = describedEnum(
  enumOf(VERDICT_FILTERS),
  'PairVerdict',
  'The verdict on a Kalshi and a Polymarket market compared term by term.',
  {
    EQUIVALENT: 'Every term is proved equal: a candidate for an equivalence file.',
    RELATED: 'Same quantity, source and window; the YES sets nest or exclude.',
    DIFFERENT:
      'Known terms differ (term names the deciding one, differences every one, with both values).',
    CANDIDATE:
      'A likely counterpart whose terms are not all read or compared (unread names them; term the deciding one).',
    UNKNOWN: {
      description: 'CANDIDATE under its former name: accepted in verdicts, never served.',
      deprecationReason: 'Use CANDIDATE: UNKNOWN is its former name and filters the same pairs.',
    },
  },
);

export const PairRelation = describedEnum(
  enumOf(RELATIONS),
  'PairRelation',
  "How a RELATED pair's YES sets stand.",
  {
    IMPLICATION_KALSHI_TO_POLYMARKET: 'Kalshi YES implies Polymarket YES.',
    IMPLICATION_POLYMARKET_TO_KALSHI: 'Polymarket YES implies Kalshi YES.',
    EXCLUSIVE: 'They never both pay YES.',
    OVERLAP: 'Both pay YES somewhere, neither implies the other.',
  },
);
