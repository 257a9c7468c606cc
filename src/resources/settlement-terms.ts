// A venue market's settlement terms (docs/decisions.md, "Settlement terms"): the term model of
// src/domain/settlement-terms/ as served, in a market's settlement evidence (include=EVIDENCE) and
// on each side of a proposed cross-venue pair. Each term is KNOWN with its value or UNKNOWN with
// the reason, with the spans of venue text it was read from.
import type { TSchema } from '@sinclair/typebox';
import {
  COMPARATORS,
  COMPETITION_STAGES,
  QUANTITY_KINDS,
  ROUNDING_MODES,
  TERM_STATUSES,
  WINDOW_KINDS,
  YES_SIDES,
} from '../domain/settlement-terms/settlement-terms';
import { VENUES } from '../domain/value-sets';
import {
  Bool,
  Decimal,
  Int,
  List,
  Nullable,
  Obj,
  OneOf,
  Optional,
  Ref,
  Str,
  Timestamp,
  With,
  type Static,
} from './schema-kit';

export const TermSpanDefinition = Obj(
  {
    field: With(Str, { description: "the venue's field (rules_primary, description, …)" }),
    start: With(Int, { minimum: 0, description: 'offset of the text in the field (UTF-16 units)' }),
    end: With(Int, { minimum: 0, description: 'offset after the text: end - start is its length' }),
    text: With(Str, { description: 'the quoted text' }),
  },
  { $id: 'TermSpan', description: 'where a settlement term was read' },
);
export type TermSpan = Static<typeof TermSpanDefinition>;

/** One term: its value when KNOWN, the reason when UNKNOWN, and its spans either way. */
function TermOf<V extends TSchema>(value: V, what: string) {
  return Obj(
    {
      status: OneOf(TERM_STATUSES),
      value: Optional(value),
      reason: Optional(With(Str, { description: 'present when UNKNOWN: why' })),
      statedNone: Optional(
        With(Bool, {
          description:
            'UNKNOWN only, present and true when the text states there is none (an occurrence compares no threshold): read, with no value',
        }),
      ),
      spans: List(Ref(TermSpanDefinition)),
    },
    { description: `${what}; {value} present when KNOWN` },
  );
}

export const TermQuantityDefinition = Obj({
  subject: With(Str, { description: 'what candidate pairs are blocked by ("BTC price")' }),
  name: With(Str, { description: 'subject, quote unit and statistic' }),
  kind: OneOf(QUANTITY_KINDS),
});

export const TermWindowDefinition = Obj({
  kind: OneOf(WINDOW_KINDS),
  at: Optional(With(Timestamp, { description: 'INSTANT: the observed instant' })),
  start: Optional(With(Timestamp, { description: 'PERIOD: its start, included' })),
  end: Optional(With(Timestamp, { description: 'PERIOD: its end, excluded' })),
  zone: Optional(With(Str, { description: 'INSTANT and PERIOD: the zone the venue stated' })),
  event: Optional(With(Str, { description: 'EVENT: the competition observed' })),
});

/** How the value compared is rounded, where the rules state it. */
export const TermRoundingDefinition = Obj(
  {
    step: With(Decimal, { description: 'the step the value is rounded to (25, 0.1, 1)' }),
    unit: With(Str, { description: "the step's unit (bps, %, °F)" }),
    mode: OneOf(ROUNDING_MODES, {
      description:
        'NEAREST, UP or DOWN (of the size) by the venue; AS_PUBLISHED: the precision the source publishes the value to',
    }),
  },
  { description: 'how the value compared is rounded, where the rules state it' },
);

export const TermBoundaryDefinition = Obj({
  comparator: OneOf(COMPARATORS),
  threshold: Optional(
    With(Decimal, {
      description: 'exact; the lower end for the BETWEEN comparators; absent for REACHES',
    }),
  ),
  upper: Optional(
    With(Decimal, { description: 'BETWEEN_INCLUSIVE, BETWEEN_LOWER_INCLUSIVE: the upper end' }),
  ),
  stage: Optional(OneOf(COMPETITION_STAGES, { description: 'REACHES: the stage reached' })),
  entity: Optional(With(Str, { description: 'REACHES: the competitor, normalised' })),
  unit: With(Str, { description: 'USD, USDT, bps, stage' }),
  rounding: Optional(TermRoundingDefinition),
});

export const TermExceptionsDefinition = Obj({
  rule: With(Str, {
    description: 'the exceptional settlements stated: none, or their cases (void-50-50, …)',
  }),
});

export const SettlementTermsDefinition = Obj(
  {
    venue: OneOf(VENUES),
    venueMarketId: With(Str, {
      description: 'native market ID (Kalshi market ticker, Polymarket market ID)',
    }),
    conditionId: Optional(With(Str, { description: 'Polymarket condition ID' })),
    quantity: TermOf(TermQuantityDefinition, 'the measured quantity'),
    source: TermOf(Str, 'the source that publishes it'),
    window: TermOf(TermWindowDefinition, 'when it is observed'),
    boundary: TermOf(TermBoundaryDefinition, 'the values for which the stated condition holds'),
    exceptions: TermOf(TermExceptionsDefinition, 'the exceptional settlements stated'),
    yes: TermOf(OneOf(YES_SIDES), 'the outcome that pays when the condition holds'),
    category: Optional(
      Nullable(Str, {
        description:
          'the category table the proposition was read by (game-winner, daily-high, asset-price, …); null when none applies',
      }),
    ),
    entities: Optional(
      List(Str, {
        description:
          'the entities the proposition measures or asserts, normalised (team:NFL:KC, asset:BTC, station:KNYC, …), sorted',
      }),
    ),
  },
  {
    $id: 'SettlementTerms',
    description: "a venue market's settlement terms, each read from its own fields",
  },
);
export type SettlementTerms = Static<typeof SettlementTermsDefinition>;
