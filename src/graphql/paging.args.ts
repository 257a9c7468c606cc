// first/after of the connections (specification, common rule 2): first is the page size
// (default 50, at least 1, at most the service cap), after the previous page's endCursor.
import { ArgsType, Field, Int } from 'type-graphql';
import { LIMITS } from '../domain/limits';
import { pageSizeOf, type PagedRequest } from '../services/pagination';
import type { Present } from './present-args';

@ArgsType()
export class PagingArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: LIMITS.pageSizeDefault,
    description: `Page size: at least 1, at most ${LIMITS.pageSizeMax} (else PAGE_SIZE_TOO_LARGE).`,
  })
  first?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The endCursor of the previous page; repeat the same filters. Pins the snapshot of that page.',
  })
  after?: string | null;
}

/** The service's paging request; errors name pageSize `first` and pageToken `after` (graphql-names.ts). */
export function pagedRequest(args: Present<PagingArgs>): PagedRequest {
  return { pageSize: pageSizeOf(args.first), pageToken: args.after };
}
