// A combo leg: exactly one of outcomeId or listingId (src/resources/market.ts).
import { LegReferenceDefinition } from '../resources/market';
import { FieldsOf, ResourceObjectType } from './from-resource';

@ResourceObjectType('LegReference', { description: 'Names exactly one of outcomeId or listingId.' })
export class LegReference extends FieldsOf(LegReferenceDefinition, {
  ids: ['outcomeId', 'listingId'],
}) {}
