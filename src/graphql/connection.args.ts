// The arguments of every connection (docs/decisions.md, GraphQL connections): first/after pages
// forward, last/before backward, as the Relay connection specification names them. Without
// either size the page is the default one; both at once are refused.
import { ArgsType, Field, Int } from 'type-graphql';
import { ServiceError } from '../domain/errors';
import { LIMITS } from '../domain/limits';
import { pageSizeOf, type PagedRequest } from '../services/pagination';
import { presentArgs, type Present } from './present-args';

const SIZE = `at least 1, at most ${LIMITS.pageSizeMax} (else PAGE_SIZE_TOO_LARGE)`;

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, {
    nullable: true,
    description: `The first items of the range: ${SIZE}; ${LIMITS.pageSizeDefault} when neither first nor last is given.`,
  })
  first?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Only items after this cursor (any edge's cursor or a page's endCursor); repeat the same filters. Pins that page's snapshot.",
  })
  after?: string | null;

  @Field(() => Int, { nullable: true, description: `The last items of the range: ${SIZE}.` })
  last?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Only items before this cursor (any edge's cursor or a page's startCursor); repeat the same filters. Pins that page's snapshot.",
  })
  before?: string | null;
}

export type ConnectionWindow = Pick<ConnectionArgs, 'first' | 'after' | 'last' | 'before'>;

/** The service's paging request of a connection's arguments, checked under their own names. */
export function pagedRequest(args: ConnectionWindow): PagedRequest {
  const { first, after, last, before } = args;
  if (first != null && last != null) {
    throw new ServiceError('INVALID_REQUEST', 'first and last cannot be given together', {
      problems: [{ path: 'last', reason: 'not together with first' }],
    });
  }
  for (const [name, cursor] of [
    ['after', after],
    ['before', before],
  ] as const) {
    if (cursor === '') {
      throw new ServiceError('INVALID_REQUEST', `${name} must be a non-empty cursor`, {
        problems: [{ path: name, reason: 'must be a non-empty cursor' }],
      });
    }
  }
  const fromEnd = last != null;
  return {
    pageSize: fromEnd ? pageSizeOf(last, 'last') : pageSizeOf(first ?? undefined, 'first'),
    pageToken: after ?? undefined,
    before: before ?? undefined,
    fromEnd,
  };
}

/**
 * The service's request of a connection's arguments: the filters given (`presentArgs`) and the
 * page asked for, in the service's words.
 */
export function pagedQueryOf<A extends ConnectionWindow>(
  args: A,
): Omit<Present<A>, keyof ConnectionWindow> & PagedRequest {
  const { first, after, last, before, ...filters } = presentArgs(args);
  return { ...filters, ...pagedRequest({ first, after, last, before }) };
}
