// Field resolvers called without type-graphql's generic wrapper (docs/decisions.md, "GraphQL
// execution"). For every call of a field resolver, type-graphql builds a resolver-data object,
// sorts and maps the method's parameter metadata, converts each argument and validates it in an
// async step (so a method with an argument always runs a promise later), then calls the method.
// A dashboard calls Listing.quote and Listing.orderbook once per listing: that wrapper was about
// 6% of the CPU of such a request (docs/benchmarks.md, http/memory/graphql-dashboard-quotes).
//
// A field resolver whose parameters are the parent value, the context, the info and arguments of
// scalar or enum types, with no middleware and no auth roles, gets those values unchanged from
// the wrapper: this calls the method with them directly. Any other field keeps the wrapper.
import {
  GraphQLScalarType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type FieldResolverMetadata = ReturnType<typeof getMetadataStorage>['fieldResolvers'][number];
type ParamMetadata = NonNullable<FieldResolverMetadata['params']>[number];

/** How a parameter's value is taken from graphql's (root, args, context, info). */
type ParamReader = (
  root: unknown,
  args: Record<string, unknown>,
  context: unknown,
  info: unknown,
) => unknown;

/**
 * Replaces the resolve function of each field of `schema` resolved by a method of one of
 * `resolverClasses` that type-graphql would call with unchanged values. Resolver classes hold no
 * state (each is a set of methods over the context), so one instance of each serves every field.
 * Returns the fields replaced, as `Type.field`.
 */
export function callFieldResolversDirectly(
  schema: GraphQLSchema,
  resolverClasses: readonly (new () => object)[],
): string[] {
  const storage = getMetadataStorage();
  const instances = new Map<unknown, object>();
  const replaced: string[] = [];
  for (const metadata of storage.fieldResolvers) {
    const resolverClass = resolverClasses.find((c) => c === metadata.target);
    if (!resolverClass || metadata.kind !== 'external') continue;
    if ((metadata.middlewares?.length ?? 0) > 0 || metadata.roles !== undefined) continue;
    const objectClass = metadata.getObjectType?.();
    const typeName = storage.objectTypes.find((t) => t.target === objectClass)?.name;
    const type = typeName === undefined ? undefined : schema.getType(typeName);
    if (!isObjectType(type)) continue;
    const field = type.getFields()[metadata.schemaName];
    if (!field) continue;
    const readers = readersOf(metadata.params ?? []);
    if (!readers) continue;
    let instance = instances.get(resolverClass);
    if (!instance) instances.set(resolverClass, (instance = new resolverClass()));
    const method = (instance as Record<string, unknown>)[metadata.methodName];
    if (typeof method !== 'function') continue;
    field.resolve = directResolver(instance, method as (...params: unknown[]) => unknown, readers);
    replaced.push(`${type.name}.${field.name}`);
  }
  return replaced;
}

function directResolver(
  instance: object,
  method: (...params: unknown[]) => unknown,
  readers: readonly ParamReader[],
): GraphQLFieldResolver<unknown, unknown, Record<string, unknown>> {
  const [first, second, third] = readers;
  // The common shapes without an array of parameters per call.
  if (readers.length === 1)
    return (root, args, context, info) => method.call(instance, first!(root, args, context, info));
  if (readers.length === 2)
    return (root, args, context, info) =>
      method.call(instance, first!(root, args, context, info), second!(root, args, context, info));
  if (readers.length === 3)
    return (root, args, context, info) =>
      method.call(
        instance,
        first!(root, args, context, info),
        second!(root, args, context, info),
        third!(root, args, context, info),
      );
  return (root, args, context, info) =>
    method.apply(
      instance,
      readers.map((read) => read(root, args, context, info)),
    );
}

/** The readers of the method's parameters in order, or undefined when one needs the wrapper. */
function readersOf(params: readonly ParamMetadata[]): ParamReader[] | undefined {
  const sorted = [...params].sort((a, b) => a.index - b.index);
  // A parameter without metadata (a gap in the indexes) would be undefined in both.
  if (sorted.some((param, i) => param.index !== i)) return undefined;
  const readers: ParamReader[] = [];
  for (const param of sorted) {
    const reader = readerOf(param);
    if (!reader) return undefined;
    readers.push(reader);
  }
  return readers;
}

function readerOf(param: ParamMetadata): ParamReader | undefined {
  switch (param.kind) {
    case 'root': {
      // A parent declared as a class would be converted into an instance of it.
      const declared: unknown = param.getType?.();
      if (param.propertyName !== undefined || (declared !== undefined && declared !== Object))
        return undefined;
      return (root) => root;
    }
    case 'context': {
      const property = param.propertyName;
      return property === undefined
        ? (_root, _args, context) => context
        : (_root, _args, context) => (context as Record<string, unknown>)[property];
    }
    case 'info':
      return (_root, _args, _context, info) => info;
    case 'arg': {
      // Scalars and enums are passed as given when nothing validates them; lists would be copied,
      // input objects converted into class instances.
      if (param.validateFn !== undefined || param.validateSettings !== undefined) return undefined;
      if (param.typeOptions.array) return undefined;
      const argType: unknown = param.getType();
      const plain =
        argType instanceof GraphQLScalarType ||
        (typeof argType === 'object' && argType !== null && !Array.isArray(argType));
      if (!plain) return undefined;
      const name = param.name;
      return (_root, args) => args[name];
    }
    case 'args':
    case 'custom':
    case 'pubSub':
      return undefined;
  }
}
