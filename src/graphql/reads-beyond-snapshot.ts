// Fields whose answer is not a function of the request's snapshot revision: market data and fair
// values (written between revisions, expiring by the clock), coverage (freshness by the clock), the
// change feed, and node lookups (which reach fair values and trades). The GraphQL response cache
// (response-cache.ts) keeps no answer of a query that selects one of them.
import { Extensions } from 'type-graphql';

export const READS_BEYOND_SNAPSHOT = 'readsBeyondSnapshot';

/** Declares that the field reads more than the request's snapshot: the clock, market data, the key. */
export function ReadsBeyondSnapshot(): MethodDecorator & PropertyDecorator {
  return Extensions({ [READS_BEYOND_SNAPSHOT]: true });
}
