// The size the cost estimate gives a list that one record bounds (query-cost.ts): a market's
// outcomes, an outcome's listings, a listing's tick bands. Such a list cannot be made to grow by a
// query, only by the catalog, and counting it as a list of unknown length would price ordinary
// navigation (family → markets → outcomes → listings) as an attack. Lists that lead back to where
// they came from (a market's families, an event's markets) are connections or count the default.
import { Extensions } from 'type-graphql';

export const LIST_SIZE = 'listSize';

/** Declares how many items the list usually holds, for the cost estimate. */
export function ListSize(size: number): MethodDecorator & PropertyDecorator {
  return Extensions({ [LIST_SIZE]: size });
}
