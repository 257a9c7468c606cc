// One input of resolveMarkets (schema/openapi.yaml, POST /markets:resolve; docs/decisions.md for the
// token, ticker, slug and condition forms).
import { Field, InputType } from 'type-graphql';
import type { ResolveInput as ServiceResolveInput } from '../services/resolve-service';
import { presentArgs } from './present-args';

@InputType('ResolveInput', {
  description:
    'venueMarketId alone resolves the whole market, with venueOutcomeId one side; tokenId, or ticker or slug plus venueOutcomeId, select one listing; conditionId is a market-level form. Several forms must name the same record: forms naming different markets or sides fail the request (INVALID_REQUEST).',
})
export class ResolveInput {
  @Field(() => String, { description: 'Unique within the request.' })
  clientReference!: string;

  @Field(() => String, { description: 'The venue; never inferred from an ID.' })
  venue!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Native market ID (never an event ID): the whole market, or one side with venueOutcomeId.',
  })
  venueMarketId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Native outcome identifier: selects one side of a market-level form; beside tokenId it must be the token's own side.",
  })
  venueOutcomeId?: string | null;

  @Field(() => String, { nullable: true, description: 'Order-book token ID: one listing.' })
  tokenId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Kalshi market ticker; one listing with venueOutcomeId.',
  })
  ticker?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Polymarket market slug; one listing with venueOutcomeId.',
  })
  slug?: string | null;

  @Field(() => String, { nullable: true, description: 'Polymarket condition ID: the market.' })
  conditionId?: string | null;
}

/** `path` names the input in problems, e.g. `inputs[2].`. */
export function resolveInputOf(input: ResolveInput, path: string): ServiceResolveInput {
  const { clientReference: _reference, venue: _venue, ...forms } = presentArgs(input, path);
  return { clientReference: input.clientReference, venue: input.venue, ...forms };
}
