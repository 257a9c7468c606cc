// Market: a versioned settlement obligation. Its fields are the definition's
// (src/resources/market.ts, from-resource.ts); navigation (events, families, outcomes) and the
// combo legs are in market.resolver.ts.
import { ObjectType } from 'type-graphql';
import { MarketDefinition } from '../resources/market';
import { connectionType } from './connection.type';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { Node } from './node.type';
// The type of settlementEvidence, generated from the definition it refers to.
import './settlement-evidence.type';

@ResourceObjectType('Market', {
  implements: Node,
  description:
    'A versioned settlement obligation with a readable explanation. Settlement-equivalent venue listings share one market; a changed settlement term makes a new version.',
})
export class Market extends FieldsOf(
  MarketDefinition,
  {
    served: ['outcomes', 'legs'],
    ids: ['marketId', 'eventIds', 'familyIds', 'settlementConventionId'],
    fields: {
      tags: { nullable: false },
      settlementEvidence: {
        description:
          'Source, rules text and observation window of the settlement; null when unknown.',
      },
    },
  },
  Node,
) {}

@ObjectType('MarketConnection', { description: 'A page of markets.' })
export class MarketConnection extends connectionType('Market', Market, 'market') {}
