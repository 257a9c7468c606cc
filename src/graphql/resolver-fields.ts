// The fields every entity's resolver has in the same form, declared from what is their own
// (docs/decisions.md, "Adapters written once"): a node's `id` from its key, a root lookup by
// service ID, a root connection from the service that pages it, and a connection below a node
// from the list it pages or from a service's page. Each becomes a method of the resolver class
// with type-graphql's own decorators called as functions, as from-resource.ts declares generated
// fields, so the schema and the execution path (the direct calls of direct-field-resolvers.ts
// among them) are those of a hand-written method.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Query, Root } from 'type-graphql';
import type { PageResult, PagedRequest } from '../services/pagination';
import { ConnectionArgs, pagedRequest } from './connection.args';
import type { ConnectionOf } from './connection.type';
import { connectionOf, listConnection } from './connections';
import { requestLoaders, type GraphqlContext } from './context';
import { globalId, type NodeTypeName } from './global-id';
import type { Loaders, Pinned } from './loaders';
import { NODE_ID_DESCRIPTION } from './node.type';

/** A class decorated with type-graphql's `@Resolver`. */
type ResolverClass = abstract new (...args: never[]) => object;

/** What type-graphql takes as a field's type: a class, or a list of one. */
type GraphqlType = object;

/** A parameter decorator of type-graphql (`Root()`, `Args()`, `Ctx()`, `Info()`). */
type ParamDecorator = ReturnType<typeof Root>;

/** An `@ArgsType` class. */
type ArgsClass<A> = new () => A;

/**
 * Puts `method` on the resolver's prototype as `name` and applies the decorators, parameters
 * first, as TypeScript applies those written on a method.
 */
function declareMethod(
  resolver: ResolverClass,
  name: string,
  method: (...params: never[]) => unknown,
  decorators: readonly MethodDecorator[],
  params: readonly ParamDecorator[],
): void {
  const prototype = resolver.prototype as object;
  if (Object.prototype.hasOwnProperty.call(prototype, name))
    throw new Error(`${resolver.name}.${name} is declared twice`);
  Object.defineProperty(prototype, name, { value: method, writable: true, configurable: true });
  params.forEach((param, index) => param(prototype, name, index));
  const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
  for (const decorate of [...decorators].reverse()) decorate(prototype, name, descriptor);
}

/** `id` of a node type: its global ID, of the key `keyOf` reads from the root. */
export function nodeIdField<R>(
  resolver: ResolverClass,
  type: NodeTypeName,
  keyOf: (root: R) => readonly string[],
): void {
  declareMethod(
    resolver,
    'id',
    (root: R): string => globalId(type, ...keyOf(root)),
    [FieldResolver(() => ID, { description: NODE_ID_DESCRIPTION })],
    [Root()],
  );
}

/** A root lookup of one entity by its service ID, at the request's snapshot. */
export interface NodeQuerySpec<R extends object, N> {
  /** The entity's type. */
  readonly type: () => GraphqlType;
  readonly description: string;
  /** The argument: an `ID!` of this name and text. */
  readonly key: { readonly name: string; readonly description: string };
  /** The record of the key, or null when the snapshot does not hold it. */
  readonly record: (key: string, loaders: Loaders, info: GraphQLResolveInfo) => Promise<R | null>;
  /** The node served of the pinned record (the record itself when omitted). */
  readonly node?: (pinned: R & Pinned, key: string) => N | null;
}

/** `Query.<name>(<key>: ID!)`: one entity by service ID; null when unknown. */
export function nodeQuery<R extends object, N = R & Pinned>(
  resolver: ResolverClass,
  name: string,
  spec: NodeQuerySpec<R, N>,
): void {
  const node = spec.node ?? ((pinned: R & Pinned) => pinned as unknown as N);
  declareMethod(
    resolver,
    name,
    async (key: string, ctx: GraphqlContext, info: GraphQLResolveInfo): Promise<N | null> => {
      const loaders = await requestLoaders(ctx);
      const record = await spec.record(key, loaders, info);
      return record ? node(loaders.pin(record), key) : null;
    },
    [Query(spec.type, { nullable: true, description: spec.description })],
    [Arg(spec.key.name, () => ID, { description: spec.key.description }), Ctx(), Info()],
  );
}

/**
 * A root connection: a service's page at the request's snapshot (`P`, the page and what the
 * service answers beside it).
 */
export interface ConnectionQuerySpec<A, Q, V, N, P extends PageResult<V> = PageResult<V>> {
  /** The connection type (`XConnection`). */
  readonly type: () => GraphqlType;
  readonly args: ArgsClass<A>;
  readonly description: string;
  /** More decorators of the field (`ReadsBeyondSnapshot`). */
  readonly decorators?: readonly MethodDecorator[];
  /** The service's request of the arguments, checked before anything is read. */
  readonly query: (args: A, ctx: GraphqlContext) => Q;
  /** The service's page of the request, at the revision given. */
  readonly read: (query: Q & { readonly atRevision: number }, ctx: GraphqlContext) => Promise<P>;
  /** Each item's node (the item itself when omitted). */
  readonly node?: (query: Q) => (view: V, loaders: Loaders) => N;
  /** The connection as served (a connection with more fields than its page). */
  readonly serve?: (connection: ConnectionOf<N>, result: P) => unknown;
}

/**
 * `Query.<name>`: a nullable connection, null with an error on bad arguments, read at the
 * request's snapshot.
 */
export function connectionQuery<A, Q, V, N = V, P extends PageResult<V> = PageResult<V>>(
  resolver: ResolverClass,
  name: string,
  spec: ConnectionQuerySpec<A, Q, V, N, P>,
): void {
  const itself = (view: V) => view as unknown as N;
  declareMethod(
    resolver,
    name,
    async (args: A, ctx: GraphqlContext): Promise<unknown> => {
      const query = spec.query(args, ctx);
      const result = await spec.read({ ...query, atRevision: await ctx.snapshot.revision() }, ctx);
      const connection = connectionOf(ctx, result, spec.node?.(query) ?? itself);
      return spec.serve ? spec.serve(connection, result) : connection;
    },
    [
      ...(spec.decorators ?? []),
      Query(spec.type, { nullable: true, description: spec.description }),
    ],
    [Args(() => spec.args), Ctx()],
  );
}

/** A connection below a node: a list the node has, read whole and paged at its revision. */
export interface ListConnectionSpec<R, A, P, K, N> {
  /** The connection type (`XConnection`). */
  readonly type: () => GraphqlType;
  readonly description: string;
  /** The arguments: `ConnectionArgs` or a class extending it with filters. */
  readonly args?: ArgsClass<A>;
  /** The arguments as the list reads them (as given when omitted). */
  readonly present?: (args: A) => P;
  /** The node the list is read at the revision of (the root when omitted). */
  readonly pinnedTo?: (root: R) => Pinned;
  /** What the cursors are bound to besides the field: the node's key and the filters. */
  readonly filters: (root: R, args: P) => Record<string, unknown>;
  /** The whole list (as keys, when its records are loaded only for the page). */
  readonly items: (
    root: R,
    args: P,
    loaders: Loaders,
    ctx: GraphqlContext,
  ) => Promise<readonly K[]> | readonly K[];
  /** The page's nodes (the items themselves when omitted). */
  readonly expand?: (
    page: K[],
    loaders: Loaders,
    ctx: GraphqlContext,
    info: GraphQLResolveInfo,
  ) => Promise<N[]> | N[];
}

/** `<Type>.<name>`: a nullable connection of a list below the node (connections.ts). */
export function listConnectionField<
  R extends object,
  A extends ConnectionArgs,
  P = A,
  K = unknown,
  N = K,
>(
  resolver: ResolverClass,
  type: string,
  name: string,
  spec: ListConnectionSpec<R, A, P, K, N>,
): void {
  const present = spec.present ?? ((args: A) => args as unknown as P);
  const expand = spec.expand ?? ((page: K[]) => page as unknown as N[]);
  declareMethod(
    resolver,
    name,
    (root: R, args: A, ctx: GraphqlContext, info: GraphQLResolveInfo): Promise<ConnectionOf<N>> => {
      const given = present(args);
      const request: PagedRequest = pagedRequest(args);
      return listConnection(
        ctx,
        spec.pinnedTo?.(root) ?? root,
        `${type}.${name}`,
        spec.filters(root, given),
        request,
        (loaders) => spec.items(root, given, loaders, ctx),
        (page, loaders) => expand(page, loaders, ctx, info),
      );
    },
    [FieldResolver(spec.type, { nullable: true, description: spec.description })],
    [Root(), Args(() => spec.args ?? ConnectionArgs), Ctx(), Info()],
  );
}

/** A connection below a node: a service's page, read at the node's revision. */
export interface PageConnectionSpec<R, A, Q, V> {
  /** The connection type (`XConnection`). */
  readonly type: () => GraphqlType;
  readonly args: ArgsClass<A>;
  readonly description: string;
  /** More decorators of the field (`ReadsBeyondSnapshot`). */
  readonly decorators?: readonly MethodDecorator[];
  /** The service's request of the node and the arguments, checked before anything is read. */
  readonly query: (root: R, args: A) => Q;
  /** The service's page of the request, at the revision given. */
  readonly read: (
    query: Q & { readonly atRevision: number },
    ctx: GraphqlContext,
  ) => Promise<PageResult<V>>;
}

/** `<Type>.<name>`: a nullable connection of a service's page at the node's revision. */
export function pageConnectionField<R extends Pinned, A, Q, V>(
  resolver: ResolverClass,
  name: string,
  spec: PageConnectionSpec<R, A, Q, V>,
): void {
  declareMethod(
    resolver,
    name,
    async (root: R, args: A, ctx: GraphqlContext): Promise<ConnectionOf<V>> => {
      const query = spec.query(root, args);
      const result = await spec.read({ ...query, atRevision: ctx.loaders.of(root).revision }, ctx);
      return connectionOf(ctx, result, (item) => item);
    },
    [
      ...(spec.decorators ?? []),
      FieldResolver(spec.type, { nullable: true, description: spec.description }),
    ],
    [Root(), Args(() => spec.args), Ctx()],
  );
}
