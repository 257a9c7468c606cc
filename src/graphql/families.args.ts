// Query.families filters: those of GET /families.
import { ArgsType, Field, ID } from 'type-graphql';
import type { FamilyQuery } from '../services/reference-service';
import { PagingArgs, pagedRequest } from './paging.args';
import { presentArgs } from './present-args';

@ArgsType()
export class FamiliesArgs extends PagingArgs {
  @Field(() => ID, { nullable: true })
  familyId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words searched in titles, descriptions and tags, ignoring case.',
  })
  q?: string | null;

  @Field(() => [ID], {
    nullable: true,
    description: 'Families containing any of these markets: at least one ID.',
  })
  marketIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Exact catalog label.' })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Families with an event on this venue.' })
  venue?: string | null;
}

export function familyQueryOf(args: FamiliesArgs): FamilyQuery {
  const { first, after, ...filters } = presentArgs(args);
  return { ...filters, ...pagedRequest({ first, after }) };
}
