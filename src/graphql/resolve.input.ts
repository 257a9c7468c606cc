// One input of resolveMarkets (schema/openapi.yaml, POST /markets:resolve; docs/decisions.md for the
// token, ticker, slug and condition forms), its fields the definition's (src/resources/resolve.ts).
import { ResolveInputDefinition } from '../resources/resolve';
import type { ResolveInput as ServiceResolveInput } from '../services/resolve-service';
import { InputFieldsOf, ResourceInputType } from './from-resource';
import { presentArgs } from './present-args';

@ResourceInputType('ResolveInput', {
  description:
    'venueMarketId alone resolves the whole market, with venueOutcomeId one side; tokenId, or ticker or slug plus venueOutcomeId, select one listing; conditionId is a market-level form. Several forms must name the same record: forms naming different markets or sides fail the request (INVALID_REQUEST).',
})
export class ResolveInput extends InputFieldsOf(ResolveInputDefinition, {
  fields: {
    clientReference: { description: 'Unique within the request.' },
    venue: { description: 'The venue; never inferred from an ID.' },
  },
}) {}

/** `path` names the input in problems, e.g. `inputs[2].`. */
export function resolveInputOf(input: ResolveInput, path: string): ServiceResolveInput {
  const { clientReference: _reference, venue: _venue, ...forms } = presentArgs(input, path);
  return { clientReference: input.clientReference, venue: input.venue, ...forms };
}
