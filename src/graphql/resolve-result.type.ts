// The result of resolveMarkets (schema/openapi.yaml, POST /markets:resolve), its fields the
// definitions' (src/resources/resolve.ts). The definitions give most fields no text of their own,
// so GraphQL's is in the spec.
import {
  NativeInputDefinition,
  ResolvedOutcomeDefinition,
  ResolveItemDefinition,
  ResolveResultDefinition,
} from '../resources/resolve';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { RevealsRevision } from './reads-beyond-snapshot';

@ResourceObjectType('ResolvedListing', { description: 'A listing an input resolved to.' })
export class ResolvedListing extends FieldsOf(ResolvedOutcomeDefinition.properties.listings.items, {
  ids: ['listingId'],
  fields: {
    listingId: { description: 'Service ID of the listing.' },
    mappingVersion: { description: 'Its mapping version.' },
    // Every listing names its outcome; REST leaves the field optional.
    venueOutcomeId: { nullable: false, description: 'Its native outcome identifier.' },
  },
}) {}

@ResourceObjectType('ResolvedOutcome', { description: 'An outcome an input resolved to.' })
export class ResolvedOutcome extends FieldsOf(ResolvedOutcomeDefinition, {
  ids: ['outcomeId'],
  fields: {
    outcomeId: { description: 'Service ID of the outcome.' },
    label: { description: 'Its label.' },
    listings: { description: 'Its listings the input names.' },
  },
}) {}

@ResourceObjectType('ResolveInputEcho', {
  description: 'The native identifiers of the input, as given.',
})
export class ResolveInputEcho extends FieldsOf(NativeInputDefinition, {
  fields: { venue: { description: 'The venue.' } },
}) {}

@ResourceObjectType('ResolveItem', {
  description: 'One input of resolveMarkets; one failed item does not affect the others.',
})
export class ResolveItem extends FieldsOf(ResolveItemDefinition, {
  ids: ['marketId', 'eventIds', 'familyIds', 'candidateMarketIds', 'candidateOutcomeIds'],
  fields: {
    clientReference: { description: "The input's clientReference." },
    status: { description: 'Whether it resolved.' },
    input: { description: 'The input, as given.' },
    reason: { description: 'Why an item is UNRESOLVED or AMBIGUOUS.' },
    marketId: { description: 'On RESOLVED: the market.' },
    marketVersion: { description: 'On RESOLVED: its current version.' },
    eventIds: { description: "On RESOLVED: the market's events." },
    familyIds: { description: "On RESOLVED: the market's families." },
    outcomes: {
      description: 'On RESOLVED: the outcomes (one side, or the whole market) the input names.',
    },
    candidateMarketIds: { description: 'On AMBIGUOUS: the markets the input could mean.' },
    candidateOutcomeIds: { description: 'On AMBIGUOUS: the outcomes the input could mean.' },
  },
}) {}

@ResourceObjectType('ResolveResult', { description: 'The items of resolveMarkets.' })
export class ResolveResult extends FieldsOf(ResolveResultDefinition, {
  fields: {
    items: { description: 'In the order of the inputs.' },
    asOf: {
      description: 'When the snapshot resolved against was committed.',
      decorators: [RevealsRevision()],
    },
  },
}) {}
