// Market (specification, Resources): a versioned settlement obligation. Navigation fields
// (events, families, outcomes) and the combo legs are in market.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';
import type { LifecycleStatus as LifecycleStatusValue } from '../domain/records';
import { connectionType } from './connection.type';
import { LifecycleStatus } from './enums';
import { SettlementEvidence } from './settlement-evidence.type';

@ObjectType('Market', {
  description: 'A versioned settlement obligation with a readable explanation.',
})
export class Market {
  @Field(() => ID)
  marketId!: string;

  @Field(() => String)
  version!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'Catalog label.' })
  category!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => LifecycleStatus)
  status!: LifecycleStatusValue;

  @Field(() => [ID], { description: 'Empty for a combo.' })
  eventIds!: string[];

  @Field(() => [ID])
  familyIds!: string[];

  @Field(() => String)
  settlementSummary!: string;

  @Field(() => [String])
  payoutConditions!: string[];

  @Field(() => SettlementEvidence, { nullable: true })
  settlementEvidence?: SettlementEvidence;

  @Field(() => Boolean)
  isCombo!: boolean;

  @Field(() => Boolean, { description: 'True for a composed combo.' })
  analyticalOnly!: boolean;

  @Field(() => ID, { nullable: true, description: 'Present on a combo.' })
  settlementConventionId?: string;

  @Field(() => String, { description: 'ISO 8601 UTC timestamp.' })
  observedAt!: string;
}

@ObjectType('MarketConnection')
export class MarketConnection extends connectionType('Market', Market) {}
