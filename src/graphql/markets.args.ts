// Query.markets filters: those of GET /markets. The single (marketId), batch (marketIds) and
// native (venue + venueMarketId) selectors are mutually exclusive; the service enforces it.
// REST's include=EVIDENCE,LEGS is field selection here.
import { ArgsType, Field, ID } from 'type-graphql';
import type { MarketsQuery } from '../services/reference-service';
import { pagedRequest } from './connection.args';
import { presentArgs } from './present-args';
import { LifecycleSearchArgs } from './search.args';

@ArgsType()
export class MarketsArgs extends LifecycleSearchArgs {
  @Field(() => ID, { nullable: true, description: 'Single lookup.' })
  marketId?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Batch lookup: at least one ID.' })
  marketIds?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Markets with a listing on this venue; required with venueMarketId.',
  })
  venue?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Native market ID; requires venue. Never an event ID.',
  })
  venueMarketId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Requires marketId; omitted means the current version.',
  })
  version?: string | null;

  @Field(() => ID, { nullable: true, description: 'Markets of one original event.' })
  eventId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Markets across the events of a family.' })
  familyId?: string | null;
}

export function marketQueryOf(args: MarketsArgs): MarketsQuery {
  const { first, after, last, before, ...filters } = presentArgs(args);
  return { ...filters, ...pagedRequest({ first, after, last, before }) };
}
