// Query.families filters: those of GET /families.
import { ArgsType, Field, ID } from 'type-graphql';
import type { FamiliesQuery } from '../services/reference-service';
import { pagedRequest } from './connection.args';
import { presentArgs } from './present-args';
import { SearchArgs } from './search.args';

@ArgsType()
export class FamiliesArgs extends SearchArgs {
  @Field(() => ID, { nullable: true, description: 'Single lookup by service ID.' })
  familyId?: string | null;

  @Field(() => [ID], {
    nullable: true,
    description: 'Families containing any of these markets: at least one ID.',
  })
  marketIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Families with an event on this venue.' })
  venue?: string | null;
}

export function familyQueryOf(args: FamiliesArgs): FamiliesQuery {
  const { first, after, last, before, ...filters } = presentArgs(args);
  return { ...filters, ...pagedRequest({ first, after, last, before }) };
}
