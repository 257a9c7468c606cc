// Family: groups related markets across original venue events, its plain fields the
// definition's (src/resources/family.ts). Navigation (events, markets, scenario versions and
// scenarios, coverage) is in family.resolver.ts.
import { ObjectType } from 'type-graphql';
import { FamilyDefinition } from '../resources/family';
import { connectionType } from './connection.type';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { Node } from './node.type';

@ResourceObjectType('Family', {
  implements: Node,
  description:
    'A grouping of related markets across original venue events. Memberships can overlap; membership does not imply that payout analysis is supported (see analyticalCoverage).',
})
export class Family extends FieldsOf(
  FamilyDefinition,
  {
    served: [
      'scenarioVersions',
      'eventIds',
      'marketIds',
      'analyticalCoverage',
      'currentScenarioVersion',
    ],
    ids: ['familyId', 'supportedConventionIds'],
    fields: { category: { nullable: false }, tags: { nullable: false } },
  },
  Node,
) {}

@ObjectType('FamilyConnection', { description: 'A page of families.' })
export class FamilyConnection extends connectionType('Family', Family, 'family') {}
