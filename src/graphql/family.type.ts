// Family (specification, Resources): groups related markets across original venue events.
// Navigation fields (events, markets, scenario versions, coverage) are in family.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';
import { connectionType } from './connection.type';

@ObjectType('Family', {
  description:
    'A grouping of related markets across original venue events. Memberships can overlap; membership does not imply that payout analysis is supported (see analyticalCoverage).',
})
export class Family {
  @Field(() => ID)
  familyId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'Catalog label.' })
  category!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => [ID])
  supportedConventionIds!: string[];

  @Field(() => String, { description: 'ISO 8601 UTC timestamp.' })
  observedAt!: string;
}

@ObjectType('FamilyConnection')
export class FamilyConnection extends connectionType('Family', Family) {}
