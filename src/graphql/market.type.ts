// Market: a versioned settlement obligation. Navigation (events, families, outcomes) and the
// combo legs are in market.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';
import type { LifecycleStatus as LifecycleStatusValue } from '../domain/records';
import { connectionType } from './connection.type';
import { LifecycleStatus } from './enums';
import { Node } from './node.type';
import { DateTimeScalar } from './scalars';
import { SettlementEvidence } from './settlement-evidence.type';
import type { ResourceFields } from './resource-fields';
import type { Market as MarketResource } from '../resources/market';

@ObjectType('Market', {
  implements: Node,
  description:
    'A versioned settlement obligation with a readable explanation. Settlement-equivalent venue listings share one market; a changed settlement term makes a new version.',
})
export class Market extends Node implements ResourceFields<MarketResource, 'outcomes' | 'legs'> {
  @Field(() => ID, { description: 'Service ID of the market, the same for all its versions.' })
  marketId!: string;

  @Field(() => String, { description: 'The version of the settlement terms this record shows.' })
  version!: string;

  @Field(() => String, { description: 'Readable name.' })
  title!: string;

  @Field(() => String, { description: 'What the market is about.' })
  description!: string;

  @Field(() => String, { description: 'Catalog label, e.g. "Crypto".' })
  category!: string;

  @Field(() => [String], { description: 'Catalog tags.' })
  tags!: string[];

  @Field(() => LifecycleStatus, { description: 'Lifecycle status.' })
  status!: LifecycleStatusValue;

  @Field(() => [ID], { description: "The market's original venue events; empty for a combo." })
  eventIds!: string[];

  @Field(() => [ID], { description: 'The families the market belongs to.' })
  familyIds!: string[];

  @Field(() => String, { description: 'How the market settles, in one paragraph.' })
  settlementSummary!: string;

  @Field(() => [String], { description: 'The conditions under which each outcome pays.' })
  payoutConditions!: string[];

  @Field(() => SettlementEvidence, {
    nullable: true,
    description: 'Source, rules text and observation window of the settlement; null when unknown.',
  })
  settlementEvidence!: SettlementEvidence | undefined;

  @Field(() => Boolean, { description: 'True for a composed combo.' })
  isCombo!: boolean;

  @Field(() => Boolean, {
    description: 'True for a composed combo: analytical only, never listed at a venue.',
  })
  analyticalOnly!: boolean;

  @Field(() => ID, {
    nullable: true,
    description: 'The settlement convention a combo was composed under; null for other markets.',
  })
  settlementConventionId!: string | undefined;

  @Field(() => DateTimeScalar, { description: 'When the catalog last observed this version.' })
  observedAt!: string;
}

@ObjectType('MarketConnection', { description: 'A page of markets.' })
export class MarketConnection extends connectionType('Market', Market, 'market') {}
