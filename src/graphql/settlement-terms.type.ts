// A venue market's settlement terms (REST: settlement_evidence.terms with include=EVIDENCE, and each
// side of a cross-venue pair), each with the spans of venue text it was read from
// (docs/decisions.md, "Settlement terms").
import { Field, Int, ObjectType } from 'type-graphql';
import type {
  Comparator,
  QuantityKind as QuantityKindValue,
  Stage,
  TermStatus as TermStatusValue,
  WindowKind as WindowKindValue,
  YesSide as YesSideValue,
} from '../domain/settlement-terms/settlement-terms';
import type { Venue } from '../domain/value-sets';
import type {
  SettlementTerms as SettlementTermsResource,
  TermSpan as TermSpanResource,
} from '../resources/settlement-terms';
import { ListSize } from './list-size';
import type { ResourceFields } from './resource-fields';
import { DateTimeScalar, DecimalScalar } from './scalars';
import {
  BoundaryComparator,
  CompetitionStage,
  QuantityKind,
  TermStatus,
  WindowKind,
  YesSide,
} from './terms-enums';

type TermsOf = SettlementTermsResource;

@ObjectType('TermSpan', { description: 'Where a settlement term was read: quoted venue text.' })
export class TermSpan implements ResourceFields<TermSpanResource> {
  @Field(() => String, { description: "The venue's field, e.g. rules_primary or description." })
  field!: string;

  @Field(() => Int, { description: 'Offset of the text in the field, in UTF-16 code units.' })
  start!: number;

  @Field(() => Int, { description: 'Offset after the text: end - start is its length.' })
  end!: number;

  @Field(() => String, { description: 'The quoted text.' })
  text!: string;
}

@ObjectType('TermQuantity', { description: 'The measured quantity, normalised.' })
export class TermQuantity implements ResourceFields<NonNullable<TermsOf['quantity']['value']>> {
  @Field(() => String, { description: 'What candidate pairs are blocked by, e.g. "BTC price".' })
  subject!: string;

  @Field(() => String, { description: 'Subject, quote unit and statistic.' })
  name!: string;

  @Field(() => QuantityKind, { description: 'A published number or a competition result.' })
  kind!: QuantityKindValue;
}

@ObjectType('TermWindow', { description: 'When the quantity is observed, in UTC.' })
export class TermWindow implements ResourceFields<NonNullable<TermsOf['window']['value']>> {
  @Field(() => WindowKind, { description: 'An instant, a period or a named competition.' })
  kind!: WindowKindValue;

  @Field(() => DateTimeScalar, { nullable: true, description: 'INSTANT: the instant observed.' })
  at!: string | undefined;

  @Field(() => DateTimeScalar, { nullable: true, description: 'PERIOD: its start, included.' })
  start!: string | undefined;

  @Field(() => DateTimeScalar, { nullable: true, description: 'PERIOD: its end, excluded.' })
  end!: string | undefined;

  @Field(() => String, {
    nullable: true,
    description: 'INSTANT and PERIOD: the time zone the venue stated.',
  })
  zone!: string | undefined;

  @Field(() => String, { nullable: true, description: 'EVENT: the competition observed.' })
  event!: string | undefined;
}

@ObjectType('TermBoundary', {
  description: 'The values of the quantity for which the stated condition holds.',
})
export class TermBoundary implements ResourceFields<NonNullable<TermsOf['boundary']['value']>> {
  @Field(() => BoundaryComparator, { description: 'How the quantity is compared.' })
  comparator!: Comparator;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Exact threshold; the lower end for the BETWEEN comparators; null for REACHES.',
  })
  threshold!: string | undefined;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'BETWEEN_INCLUSIVE, BETWEEN_LOWER_INCLUSIVE: the upper end.',
  })
  upper!: string | undefined;

  @Field(() => CompetitionStage, { nullable: true, description: 'REACHES: the stage reached.' })
  stage!: Stage | undefined;

  @Field(() => String, { nullable: true, description: 'REACHES: the competitor, normalised.' })
  entity!: string | undefined;

  @Field(() => String, { description: 'The unit: USD, USDT, bps, stage.' })
  unit!: string;
}

@ObjectType('TermExceptions', { description: 'The exceptional settlements the rules state.' })
export class TermExceptions implements ResourceFields<NonNullable<TermsOf['exceptions']['value']>> {
  @Field(() => String, {
    description: 'none, or the stated cases with their payouts (void-50-50, void-other, …).',
  })
  rule!: string;
}

/** What every term has besides its value. */
// Abstract: emitted only through the term types below, as connection.type.ts does.
@ObjectType()
abstract class TermFields {
  @Field(() => TermStatus, { description: 'KNOWN with a value, or UNKNOWN with a reason.' })
  status!: TermStatusValue;

  @Field(() => String, { nullable: true, description: 'UNKNOWN: why; null when KNOWN.' })
  reason!: string | undefined;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'UNKNOWN only: true when the text states there is none (an occurrence compares no threshold), so the term is read with no value; null otherwise.',
  })
  statedNone!: boolean | undefined;

  @ListSize(3)
  @Field(() => [TermSpan], { description: 'The venue text the term was read from.' })
  spans!: TermSpanResource[];
}

@ObjectType('QuantityTerm', { description: 'The measured quantity, or why it is unknown.' })
export class QuantityTerm extends TermFields implements ResourceFields<TermsOf['quantity']> {
  @Field(() => TermQuantity, { nullable: true, description: 'KNOWN: the quantity.' })
  value!: TermQuantity | undefined;
}

@ObjectType('SourceTerm', { description: 'The source that publishes the quantity.' })
export class SourceTerm extends TermFields implements ResourceFields<TermsOf['source']> {
  @Field(() => String, { nullable: true, description: 'KNOWN: the source, normalised.' })
  value!: string | undefined;
}

@ObjectType('WindowTerm', { description: 'When the quantity is observed, or why it is unknown.' })
export class WindowTerm extends TermFields implements ResourceFields<TermsOf['window']> {
  @Field(() => TermWindow, { nullable: true, description: 'KNOWN: the window.' })
  value!: TermWindow | undefined;
}

@ObjectType('BoundaryTerm', { description: 'What the stated condition is, or why it is unknown.' })
export class BoundaryTerm extends TermFields implements ResourceFields<TermsOf['boundary']> {
  @Field(() => TermBoundary, { nullable: true, description: 'KNOWN: the boundary.' })
  value!: TermBoundary | undefined;
}

@ObjectType('ExceptionsTerm', { description: 'The exceptional settlements, or why unknown.' })
export class ExceptionsTerm extends TermFields implements ResourceFields<TermsOf['exceptions']> {
  @Field(() => TermExceptions, { nullable: true, description: 'KNOWN: the exceptions.' })
  value!: TermExceptions | undefined;
}

@ObjectType('YesSideTerm', { description: 'Which outcome pays on the condition, or why unknown.' })
export class YesSideTerm extends TermFields implements ResourceFields<TermsOf['yes']> {
  @Field(() => YesSide, { nullable: true, description: 'KNOWN: the side.' })
  value!: YesSideValue | undefined;
}

@ObjectType('SettlementTerms', {
  description:
    "A venue market's settlement terms, each read from its own fields with the text it came from.",
})
export class SettlementTerms implements ResourceFields<SettlementTermsResource> {
  @Field(() => String, { description: 'The venue: "kalshi" or "polymarket".' })
  venue!: Venue;

  @Field(() => String, {
    description: 'Native market ID (Kalshi market ticker, Polymarket market ID).',
  })
  venueMarketId!: string;

  @Field(() => String, { nullable: true, description: 'Polymarket condition ID.' })
  conditionId!: string | undefined;

  @Field(() => QuantityTerm, { description: 'The measured quantity.' })
  quantity!: TermsOf['quantity'];

  @Field(() => SourceTerm, { description: 'The source that publishes it.' })
  source!: TermsOf['source'];

  @Field(() => WindowTerm, { description: 'When it is observed.' })
  window!: TermsOf['window'];

  @Field(() => BoundaryTerm, { description: 'The values for which the stated condition holds.' })
  boundary!: TermsOf['boundary'];

  @Field(() => ExceptionsTerm, { description: 'The exceptional settlements stated.' })
  exceptions!: TermsOf['exceptions'];

  @Field(() => YesSideTerm, { description: 'The outcome that pays when the condition holds.' })
  yes!: TermsOf['yes'];

  @Field(() => String, {
    nullable: true,
    description:
      'The category table the proposition was read by (game-winner, daily-high, asset-price, …); null when none applies.',
  })
  category!: string | null | undefined;

  @Field(() => [String], {
    nullable: true,
    description:
      'The entities the proposition measures or asserts, normalised (team:NFL:KC, asset:BTC, station:KNYC, …), sorted.',
  })
  entities!: string[] | undefined;
}
