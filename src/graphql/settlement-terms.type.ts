// A venue market's settlement terms (REST: settlement_evidence.terms with include=EVIDENCE, and each
// side of a cross-venue pair), each with the spans of venue text it was read from
// (docs/decisions.md, "Settlement terms"). The fields are the definition's
// (src/resources/settlement-terms.ts); GraphQL's own text where the definition speaks of fields
// REST leaves out, or gives a value set or a $ref no text of its own.
import {
  SettlementTermsDefinition,
  TermBoundaryDefinition,
  TermExceptionsDefinition,
  TermQuantityDefinition,
  TermRoundingDefinition,
  TermSpanDefinition,
  TermWindowDefinition,
} from '../resources/settlement-terms';
import { FieldsOf, ResourceObjectType, type FieldSpec } from './from-resource';
import { ListSize } from './list-size';
import { TermStatus } from './terms-enums';

@ResourceObjectType('TermSpan', {
  description: 'Where a settlement term was read: quoted venue text.',
})
export class TermSpan extends FieldsOf(TermSpanDefinition) {}

@ResourceObjectType('TermQuantity', { description: 'The measured quantity, normalised.' })
export class TermQuantity extends FieldsOf(TermQuantityDefinition, {
  fields: { kind: { description: 'A published number or a competition result.' } },
}) {}

@ResourceObjectType('TermWindow', { description: 'When the quantity is observed, in UTC.' })
export class TermWindow extends FieldsOf(TermWindowDefinition, {
  fields: { kind: { description: 'An instant, a period or a named competition.' } },
}) {}

@ResourceObjectType('TermRounding', {
  description:
    'How the value compared is rounded, where the rules state it: a bracket of a rounded value is another set of the raw value.',
})
export class TermRounding extends FieldsOf(TermRoundingDefinition, {
  fields: { mode: { description: 'Who rounds, and which way.' } },
}) {}

@ResourceObjectType('TermBoundary', {
  description: 'The values of the quantity for which the stated condition holds.',
})
export class TermBoundary extends FieldsOf(TermBoundaryDefinition, {
  fields: { comparator: { description: 'How the quantity is compared.' } },
}) {}

@ResourceObjectType('TermExceptions', {
  description: 'The exceptional settlements the rules state.',
})
export class TermExceptions extends FieldsOf(TermExceptionsDefinition) {}

/** What every term has besides its value, in GraphQL's words: REST leaves out what is null here. */
const TERM_FIELDS = {
  // CatalogStatus has the same values.
  status: { type: () => TermStatus, description: 'KNOWN with a value, or UNKNOWN with a reason.' },
  reason: { description: 'UNKNOWN: why; null when KNOWN.' },
  statedNone: {
    description:
      'UNKNOWN only: true when the text states there is none (an occurrence compares no threshold), so the term is read with no value; null otherwise.',
  },
  spans: { description: 'The venue text the term was read from.', decorators: [ListSize(3)] },
} as const satisfies Record<string, FieldSpec>;

/** A term's fields, its value described as GraphQL shows it (null unless KNOWN). */
function termFields(value: string) {
  return { fields: { ...TERM_FIELDS, value: { description: value } } };
}

const terms = SettlementTermsDefinition.properties;

@ResourceObjectType('QuantityTerm', { description: 'The measured quantity, or why it is unknown.' })
export class QuantityTerm extends FieldsOf(terms.quantity, termFields('KNOWN: the quantity.')) {}

@ResourceObjectType('SourceTerm', { description: 'The source that publishes the quantity.' })
export class SourceTerm extends FieldsOf(
  terms.source,
  termFields('KNOWN: the source, normalised.'),
) {}

@ResourceObjectType('WindowTerm', {
  description: 'When the quantity is observed, or why it is unknown.',
})
export class WindowTerm extends FieldsOf(terms.window, termFields('KNOWN: the window.')) {}

@ResourceObjectType('BoundaryTerm', {
  description: 'What the stated condition is, or why it is unknown.',
})
export class BoundaryTerm extends FieldsOf(terms.boundary, termFields('KNOWN: the boundary.')) {}

@ResourceObjectType('ExceptionsTerm', {
  description: 'The exceptional settlements, or why unknown.',
})
export class ExceptionsTerm extends FieldsOf(
  terms.exceptions,
  termFields('KNOWN: the exceptions.'),
) {}

@ResourceObjectType('YesSideTerm', {
  description: 'Which outcome pays on the condition, or why unknown.',
})
export class YesSideTerm extends FieldsOf(terms.yes, termFields('KNOWN: the side.')) {}

@ResourceObjectType('SettlementTerms', {
  description:
    "A venue market's settlement terms, each read from its own fields with the text it came from.",
})
export class SettlementTerms extends FieldsOf(SettlementTermsDefinition, {
  fields: {
    venue: { type: () => String, description: 'The venue: "kalshi" or "polymarket".' },
    // The terms' own text says when REST shows a value; here it is null unless KNOWN.
    quantity: { description: 'The measured quantity.' },
    source: { description: 'The source that publishes it.' },
    window: { description: 'When it is observed.' },
    boundary: { description: 'The values for which the stated condition holds.' },
    exceptions: { description: 'The exceptional settlements stated.' },
    yes: { description: 'The outcome that pays when the condition holds.' },
  },
}) {}
