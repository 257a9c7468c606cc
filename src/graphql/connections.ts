// Service list results as GraphQL connections and lookups, pinned to the snapshot the service
// read them at (see connection.type.ts for the cursor semantics).
import type { ListResult } from '../services/snapshot';
import type { ConnectionOf } from './connection.type';
import type { GraphqlContext } from './context';
import type { Loaders } from './loaders';
import { revisionOfSnapshotId } from './request-snapshot';

type NodeOf<V, N> = (view: V, loaders: Loaders) => N;

/** The loaders of the result's snapshot; pins the request to it when nothing was read before. */
function loadersOf(ctx: GraphqlContext, result: ListResult<unknown>): Loaders {
  const revision = revisionOfSnapshotId(result.snapshotId);
  ctx.snapshot.adopt(revision);
  return ctx.loaders.at(revision);
}

export function connectionOf<V, N>(
  ctx: GraphqlContext,
  result: ListResult<V>,
  nodeOf: NodeOf<V, N>,
): ConnectionOf<N> {
  const loaders = loadersOf(ctx, result);
  const cursor = result.nextPageToken;
  return {
    edges: result.items.map((view) => ({ cursor, node: nodeOf(view, loaders) })),
    pageInfo: { hasNextPage: cursor !== null, endCursor: cursor },
    snapshotId: result.snapshotId,
    asOf: result.asOf,
  };
}

/** The one item of an exact lookup, or null when nothing matched. */
export function lookupOf<V, N>(
  ctx: GraphqlContext,
  result: ListResult<V>,
  nodeOf: NodeOf<V, N>,
): N | null {
  const view = result.items[0];
  return view === undefined ? null : nodeOf(view, loadersOf(ctx, result));
}
