// Paging of the list operations (docs/decisions.md, "REST facade") and the list envelope of common
// rule 1.
import type { TSchema } from '@sinclair/typebox';
import { LIMITS } from '../domain/limits';
import { Int, List, Nullable, Obj, Str, Timestamp, With, type Static } from './schema-kit';

export const PageSize = With(Int, {
  minimum: 1,
  description: `default ${LIMITS.pageSizeDefault}, at most ${LIMITS.pageSizeMax} (PAGE_SIZE_TOO_LARGE above)`,
});

export const PageToken = With(Str, {
  minLength: 1,
  description: "opaque; reuse with the same filters; pins the first page's snapshot",
});

/** The list envelope around items of one schema. */
export function ListOf<T extends TSchema>(item: T) {
  return Obj({
    items: List(item),
    nextPageToken: Nullable(Str),
    snapshotId: Str,
    asOf: Timestamp,
  });
}

export type ListEnvelope<T extends TSchema> = Static<ReturnType<typeof ListOf<T>>>;
