// Settlement evidence of a market (REST: include=EVIDENCE; here: select the field).
import { Field, ObjectType } from 'type-graphql';

@ObjectType('ObservationWindow')
export class ObservationWindow {
  @Field(() => String, { description: 'ISO 8601 UTC timestamp.' })
  start!: string;

  @Field(() => String, { description: 'ISO 8601 UTC timestamp.' })
  end!: string;
}

@ObjectType('SettlementEvidence')
export class SettlementEvidence {
  @Field(() => String)
  source!: string;

  @Field(() => String)
  rulesText!: string;

  @Field(() => ObservationWindow, { nullable: true })
  observationWindow?: ObservationWindow;

  @Field(() => [String], { nullable: true })
  voidRules?: string[];

  @Field(() => String, { nullable: true })
  resolvedOutcomeId?: string;

  @Field(() => String, { nullable: true, description: 'ISO 8601 UTC timestamp.' })
  resolvedAt?: string;
}
