// Settlement evidence of a market (REST: include=EVIDENCE; here: select the field).
import { Field, ObjectType } from 'type-graphql';
import { DateTimeScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type { SettlementEvidence as SettlementEvidenceResource } from '../resources/market';
import type { SettlementTerms as SettlementTermsResource } from '../resources/settlement-terms';
import { SettlementTerms } from './settlement-terms.type';

@ObjectType('ObservationWindow', { description: 'When the settling quantity is observed.' })
export class ObservationWindow {
  @Field(() => DateTimeScalar, { description: 'Start of the window.' })
  start!: string;

  @Field(() => DateTimeScalar, { description: 'End of the window.' })
  end!: string;
}

@ObjectType('SettlementEvidence', {
  description: 'Where a market settlement comes from and the rules that decide it.',
})
export class SettlementEvidence implements ResourceFields<SettlementEvidenceResource> {
  @Field(() => String, { description: 'The settlement source, e.g. an agency or a price index.' })
  source!: string;

  @Field(() => String, { description: "The venue's rules text." })
  rulesText!: string;

  @Field(() => ObservationWindow, { nullable: true, description: 'Null when not stated.' })
  observationWindow!: ObservationWindow | undefined;

  @Field(() => [String], {
    nullable: true,
    description: 'Rules for exceptional settlement (void, cancellation); null when none stated.',
  })
  voidRules!: string[] | undefined;

  @Field(() => String, {
    nullable: true,
    description: 'The outcome the market resolved to; null while unresolved.',
  })
  resolvedOutcomeId!: string | undefined;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it resolved.' })
  resolvedAt!: string | undefined;

  @Field(() => SettlementTerms, {
    nullable: true,
    description:
      "The venue market's settlement terms with the text each was read from; null when the catalog has none.",
  })
  terms!: SettlementTermsResource | null | undefined;
}
