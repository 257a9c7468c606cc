// The settlement terms a market's `settlement_evidence` may keep (docs/catalog-format.md,
// "Settlement terms"): the catalog's snake_case form of the term model of
// src/domain/settlement-terms/, its shape (zod) and the conversions to and from the record. A
// term is KNOWN with its value or UNKNOWN with the reason, never absent: a catalog that leaves one
// out is refused rather than read as agreeing with anything (docs/decisions.md, "Settlement
// terms": a missing term is UNKNOWN, never guessed).
import { z } from 'zod';
import { decCompare } from '../domain/arithmetic/decimal';
import {
  COMPARATORS,
  COMPETITION_STAGES,
  QUANTITY_KINDS,
  YES_SIDES,
  type SettlementTerms,
  type Span,
  type Term,
} from '../domain/settlement-terms/settlement-terms';
import { VENUES } from '../domain/value-sets';
import { decimal, id, timestamp } from './market-data-schema';

const named = (what: string) => z.string().min(1, `must name ${what}`);
const offset = z
  .number()
  .int('must be a whole number of UTF-16 code units')
  .nonnegative('must be at least 0');

/** Where a term was read; its text is the field's text from start to end. */
const span = z
  .object({
    field: named("the venue's field the text was read from"),
    start: offset,
    end: offset,
    text: z.string(),
  })
  .superRefine((s, ctx) => {
    if (s.end - s.start !== s.text.length)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `end - start (${s.end - s.start}) must be the length of text (${s.text.length})`,
      });
  });

function term<V extends z.ZodType>(value: V) {
  return z.discriminatedUnion(
    'status',
    [
      z.object({ status: z.literal('KNOWN'), value, spans: z.array(span).default([]) }),
      z.object({
        status: z.literal('UNKNOWN'),
        reason: named('why the term is unknown'),
        spans: z.array(span).default([]),
        // The text states there is none (an occurrence's threshold): read, with no value.
        stated_none: z.literal(true).optional(),
      }),
    ],
    {
      error: (issue) =>
        issue.input === undefined
          ? 'required: a term the text does not state is UNKNOWN with the reason'
          : 'status must be "KNOWN" (with a value) or "UNKNOWN" (with a reason)',
    },
  );
}

const quantity = z.object({
  subject: named('what candidates are blocked by'),
  name: named('the whole quantity'),
  kind: z.enum(QUANTITY_KINDS),
});

const window = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('INSTANT'), at: timestamp, zone: named('the stated zone') }),
    z
      .object({
        kind: z.literal('PERIOD'),
        start: timestamp,
        end: timestamp,
        zone: named('the stated zone'),
      })
      .refine((w) => Date.parse(w.start) < Date.parse(w.end), {
        path: ['end'],
        message: 'must be after start: a period is [start, end)',
      }),
    z.object({ kind: z.literal('EVENT'), event: named('the competition') }),
  ],
  { error: 'kind must be "INSTANT", "PERIOD" or "EVENT"' },
);

/** A numeric comparator needs its threshold; REACHES a stage and a competitor instead. */
const boundary = z
  .object({
    comparator: z.enum(COMPARATORS),
    threshold: decimal.optional(),
    upper: decimal.optional(),
    stage: z.enum(COMPETITION_STAGES).optional(),
    entity: z.string().min(1).optional(),
    unit: named('the unit of the threshold ("USD", "bps", "stage")'),
  })
  .superRefine((b, ctx) => {
    const need = (field: 'threshold' | 'upper' | 'stage' | 'entity', present: boolean) => {
      if (present && b[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `required with ${b.comparator}` });
      if (!present && b[field] !== undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `not used with ${b.comparator}` });
    };
    const reaches = b.comparator === 'REACHES';
    need('threshold', !reaches);
    need(
      'upper',
      b.comparator === 'BETWEEN_INCLUSIVE' || b.comparator === 'BETWEEN_LOWER_INCLUSIVE',
    );
    need('stage', reaches);
    need('entity', reaches);
    if (b.threshold !== undefined && b.upper !== undefined && decCompare(b.upper, b.threshold) < 0)
      ctx.addIssue({ code: 'custom', path: ['upper'], message: 'must not be below threshold' });
  });

export const settlementTermsSchema = z.object({
  venue: z.enum(VENUES),
  venue_market_id: id,
  condition_id: id.optional(),
  quantity: term(quantity),
  source: term(named('the source')),
  window: term(window),
  boundary: term(boundary),
  exceptions: term(z.object({ rule: named('the exceptional settlements, or "none"') })),
  yes: term(z.enum(YES_SIDES)),
  // What the proposition is about, kept so that stored markets block as freshly read ones do
  // (docs/decisions.md, "Candidates at venue scale").
  category: named('the category').nullable().optional(),
  entities: z.array(named('an entity')).optional(),
});

export type CatalogSettlementTerms = z.infer<typeof settlementTermsSchema>;

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
