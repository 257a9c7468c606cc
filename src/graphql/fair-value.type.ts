// A private fair value (schema/openapi.yaml, Fair value record) and the result of upsertFairValues.
import { ObjectType } from 'type-graphql';
import { FairValueBatchResultDefinition, FairValueDefinition } from '../resources/fair-value';
import { connectionType } from './connection.type';
// The types of valueType, probabilityEvent and status, found by their values.
import './feed-enums';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { Node } from './node.type';

@ResourceObjectType('FairValue', {
  implements: Node,
  description: 'A customer estimate in a private scope; not a forecast of the service.',
})
export class FairValue extends FieldsOf(
  FairValueDefinition,
  { ids: ['fairValueId', 'scopeId', 'outcomeId'] },
  Node,
) {}

@ResourceObjectType('UpsertFairValuesPayload', {
  description: 'The result of one upsertFairValues batch: every value written, or none.',
})
export class FairValueBatch extends FieldsOf(FairValueBatchResultDefinition) {}

@ObjectType('FairValueConnection', { description: "A page of a scope's fair values." })
export class FairValueConnection extends connectionType('FairValue', FairValue, 'fair value') {}
