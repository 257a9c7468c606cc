// Family: groups related markets across original venue events. Navigation (events, markets,
// scenario versions and scenarios, coverage) is in family.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';
import { connectionType } from './connection.type';
import { Node } from './node.type';
import { DateTimeScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type { Family as FamilyResource } from '../resources/family';

@ObjectType('Family', {
  implements: Node,
  description:
    'A grouping of related markets across original venue events. Memberships can overlap; membership does not imply that payout analysis is supported (see analyticalCoverage).',
})
export class Family
  extends Node
  implements
    ResourceFields<
      FamilyResource,
      | 'scenarioVersions'
      | 'eventIds'
      | 'marketIds'
      | 'analyticalCoverage'
      | 'currentScenarioVersion'
    >
{
  @Field(() => ID, { description: 'Service ID of the family.' })
  familyId!: string;

  @Field(() => String, { description: 'Readable name.' })
  title!: string;

  @Field(() => String, { description: 'What the family groups.' })
  description!: string;

  @Field(() => String, { description: 'Catalog label, e.g. "Economics".' })
  category!: string;

  @Field(() => [String], { description: 'Catalog tags.' })
  tags!: string[];

  @Field(() => [ID], {
    description: 'Settlement conventions under which combos of this family can be composed.',
  })
  supportedConventionIds!: string[];

  @Field(() => DateTimeScalar, { description: 'When the catalog last observed the family.' })
  observedAt!: string;
}

@ObjectType('FamilyConnection', { description: 'A page of families.' })
export class FamilyConnection extends connectionType('Family', Family, 'family') {}
