// Connections of service results and of nested lists, pinned to the snapshot they were read at
// (connection.type.ts says what a cursor is). Edges and their cursors are made only when a query
// selects them; `nodes` needs none.
import type { PageResult, PagedRequest } from '../services/pagination';
import { PageWindow } from '../services/pagination';
import type { ConnectionOf, EdgeOf, PageInfo } from './connection.type';
import type { GraphqlContext } from './context';
import type { Loaders, Pinned } from './loaders';

class Edge<N> implements EdgeOf<N> {
  constructor(
    readonly node: N,
    private readonly index: number,
    private readonly page: PageResult<unknown>,
  ) {}

  get cursor(): string {
    return this.page.cursorAt(this.index);
  }
}

class Connection<N> implements ConnectionOf<N> {
  constructor(
    private readonly page: PageResult<unknown>,
    readonly nodes: readonly N[],
  ) {}

  get edges(): EdgeOf<N>[] {
    return this.nodes.map((node, index) => new Edge(node, index, this.page));
  }

  get pageInfo(): PageInfo {
    const count = this.nodes.length;
    return {
      hasNextPage: this.page.offset + count < this.page.total,
      hasPreviousPage: this.page.offset > 0,
      startCursor: count > 0 ? this.page.cursorAt(0) : null,
      endCursor: count > 0 ? this.page.cursorAt(count - 1) : null,
    };
  }

  get totalCount(): number {
    return this.page.total;
  }

  get snapshotId(): string {
    return this.page.snapshotId;
  }

  get asOf(): string {
    return this.page.asOf;
  }
}

type NodeOf<V, N> = (view: V, loaders: Loaders) => N;

/** A connection of a service's page; pins the request to its snapshot when nothing was read before. */
export function connectionOf<V, N>(
  ctx: GraphqlContext,
  result: PageResult<V>,
  nodeOf: NodeOf<V, N>,
): ConnectionOf<N> {
  const loaders = loadersOf(ctx, result);
  return new Connection(
    result,
    result.items.map((view) => nodeOf(view, loaders)),
  );
}

/** The one item of an exact lookup, or null when nothing matched. */
export function lookupOf<V, N>(
  ctx: GraphqlContext,
  result: PageResult<V>,
  nodeOf: NodeOf<V, N>,
): N | null {
  const view = result.items[0];
  return view === undefined ? null : nodeOf(view, loadersOf(ctx, result));
}

/**
 * A connection of a list read whole below a node (a family's markets, an outcome's payouts): read
 * at the node's revision, or at the snapshot its cursors pin. `operation` and `filters` bind the
 * cursors to this list of this node. `items` reads the whole list (as keys, when its records are
 * loaded only for the page), `expand` turns the page's items into nodes.
 */
export async function listConnection<K, N>(
  ctx: GraphqlContext,
  parent: Pinned,
  operation: string,
  filters: Record<string, unknown>,
  request: PagedRequest,
  items: (loaders: Loaders) => Promise<readonly K[]> | readonly K[],
  expand: (page: K[], loaders: Loaders) => Promise<N[]> | N[],
): Promise<ConnectionOf<N>> {
  const window = PageWindow.open(ctx.services.tokens, operation, filters, request);
  const at = window.revision ?? ctx.loaders.of(parent).revision;
  const loaders = ctx.loaders.at(at);
  const [all, snapshot] = await Promise.all([items(loaders), ctx.snapshot.at(at)]);
  const page = window.cut(snapshot, all);
  return new Connection(page, await expand(page.items, loaders));
}

function loadersOf(ctx: GraphqlContext, result: PageResult<unknown>): Loaders {
  ctx.snapshot.adopt({
    revision: result.revision,
    snapshotId: result.snapshotId,
    asOf: result.asOf,
  });
  return ctx.loaders.of(result);
}
