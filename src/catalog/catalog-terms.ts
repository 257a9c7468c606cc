// The settlement terms a market's `settlement_evidence` may keep (docs/catalog-format.md,
// "Settlement terms"): the catalog's snake_case form of the term model of
// src/domain/settlement-terms/, its shape (TypeBox, checked by catalog-ajv.ts) and the
// conversions to and from the record. A term is KNOWN with its value or UNKNOWN with the reason,
// never absent: a catalog that leaves one out is refused rather than read as agreeing with
// anything (docs/decisions.md, "Settlement terms": a missing term is UNKNOWN, never guessed).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  COMPARATORS,
  COMPETITION_STAGES,
  QUANTITY_KINDS,
  ROUNDING_MODES,
  YES_SIDES,
  type SettlementTerms,
  type Span,
  type Term,
} from '../domain/settlement-terms/settlement-terms';
import { VENUES } from '../domain/value-sets';
import { Nullable, Optional, Ref } from '../resources/schema-kit';
import {
  Among,
  CatalogDecimal,
  CatalogId,
  Defaulted,
  Exactly,
  Fields,
  Named,
  Tagged,
  Text,
  UtcTimestamp,
} from './catalog-fields';

const Offset = Type.Integer({
  minimum: 0,
  reasons: { type: 'must be a whole number of UTF-16 code units', minimum: 'must be at least 0' },
});

/** Where a term was read; its text is the field's text from start to end. */
const SpanSchema = Fields(
  {
    field: Named("the venue's field the text was read from"),
    start: Offset,
    end: Offset,
    text: Text,
  },
  { $id: 'CatalogSpan', check: 'spanLength' },
);

const Spans = Defaulted(Type.Array(Ref(SpanSchema)), []);

function TermOf<V extends TSchema>(value: V) {
  return Tagged(
    'status',
    [
      Fields({ status: Exactly('KNOWN'), value, spans: Spans }),
      Fields({
        status: Exactly('UNKNOWN'),
        reason: Named('why the term is unknown'),
        spans: Spans,
        // The text states there is none (an occurrence's threshold): read, with no value.
        stated_none: Optional(Exactly(true)),
      }),
    ],
    {
      required: 'required: a term the text does not state is UNKNOWN with the reason',
      discriminator: 'status must be "KNOWN" (with a value) or "UNKNOWN" (with a reason)',
      type: 'must be an object: a term is KNOWN with a value or UNKNOWN with a reason',
    },
  );
}

const Quantity = Fields({
  subject: Named('what candidates are blocked by'),
  name: Named('the whole quantity'),
  kind: Among(QUANTITY_KINDS),
});

const Window = Tagged(
  'kind',
  [
    Fields({ kind: Exactly('INSTANT'), at: UtcTimestamp, zone: Named('the stated zone') }),
    Fields(
      {
        kind: Exactly('PERIOD'),
        start: UtcTimestamp,
        end: UtcTimestamp,
        zone: Named('the stated zone'),
      },
      { check: 'periodOrder' },
    ),
    Fields({ kind: Exactly('EVENT'), event: Named('the competition') }),
  ],
  { discriminator: 'kind must be "INSTANT", "PERIOD" or "EVENT"' },
);

/** A numeric comparator needs its threshold; REACHES a stage and a competitor instead. */
const Boundary = Fields(
  {
    comparator: Among(COMPARATORS),
    threshold: Optional(CatalogDecimal),
    upper: Optional(CatalogDecimal),
    stage: Optional(Among(COMPETITION_STAGES)),
    entity: Optional(Type.String({ minLength: 1 })),
    unit: Named('the unit of the threshold ("USD", "bps", "stage")'),
    // How the value compared is rounded, where the rules state it (docs/decisions.md,
    // "Settlement terms: how a number is settled").
    rounding: Optional(
      Fields({
        step: CatalogDecimal,
        unit: Named("the step's unit"),
        mode: Among(ROUNDING_MODES),
      }),
    ),
  },
  { check: 'boundaryFields' },
);

export const SettlementTermsSchema = Fields({
  venue: Among(VENUES),
  venue_market_id: CatalogId,
  condition_id: Optional(CatalogId),
  quantity: TermOf(Quantity),
  source: TermOf(Named('the source')),
  window: TermOf(Window),
  boundary: TermOf(Boundary),
  exceptions: TermOf(Fields({ rule: Named('the exceptional settlements, or "none"') })),
  yes: TermOf(Among(YES_SIDES)),
  // What the proposition is about, kept so that stored markets block as freshly read ones do
  // (docs/decisions.md, "Candidates at venue scale").
  category: Optional(Nullable(Named('the category'))),
  entities: Optional(Type.Array(Named('an entity'))),
});

export type CatalogSettlementTerms = Static<typeof SettlementTermsSchema>;

/** The record's terms (camelCase) of a validated catalog's. */
export function recordTerms(c: CatalogSettlementTerms): SettlementTerms {
  return {
    venue: c.venue,
    venueMarketId: c.venue_market_id,
    ...(c.condition_id !== undefined ? { conditionId: c.condition_id } : {}),
    quantity: recordTerm(c.quantity),
    source: recordTerm(c.source),
    window: recordTerm(c.window),
    boundary: recordTerm(c.boundary),
    exceptions: recordTerm(c.exceptions),
    yes: recordTerm(c.yes),
    ...(c.category !== undefined ? { category: c.category } : {}),
    ...(c.entities !== undefined ? { entities: c.entities } : {}),
  };
}

type CatalogTerm<T> =
  | { status: 'KNOWN'; value: T; spans: Span[] }
  | { status: 'UNKNOWN'; reason: string; spans: Span[]; stated_none?: true };

function recordTerm<T>(t: CatalogTerm<T>): Term<T> {
  if (t.status === 'KNOWN') return t;
  const { stated_none, ...rest } = t;
  return stated_none ? { ...rest, statedNone: true } : rest;
}

function catalogTerm<T>(t: Term<T>): CatalogTerm<T> {
  if (t.status === 'KNOWN') return t;
  const { statedNone, ...rest } = t;
  return statedNone ? { ...rest, stated_none: true } : rest;
}

/** The catalog's terms of extracted ones (`settlegraph adapt`, the venue sync). */
export function catalogTerms(t: SettlementTerms): CatalogSettlementTerms {
  return {
    venue: t.venue,
    venue_market_id: t.venueMarketId,
    ...(t.conditionId !== undefined ? { condition_id: t.conditionId } : {}),
    quantity: catalogTerm(t.quantity),
    source: catalogTerm(t.source),
    window: catalogTerm(t.window),
    boundary: catalogTerm(t.boundary),
    exceptions: catalogTerm(t.exceptions),
    yes: catalogTerm(t.yes),
    ...(t.category !== undefined ? { category: t.category } : {}),
    ...(t.entities !== undefined ? { entities: [...t.entities] } : {}),
  };
}
