// The cost estimate of a GraphQL operation, as a graphql-query-complexity estimator
// (docs/decisions.md, "GraphQL limits"). Every field costs 1; a list multiplies the cost of what is
// selected under it by its size, so nested sizes multiply. Generic over the schema: it reads only
// field arguments and type shapes, so it works on any connection-style schema.
//
// Sizes: a field with `first` or `last` arguments, or one returning a connection (a type with
// `pageInfo` and `edges` or `nodes`), is a page: it counts `first` (or `last`), else the default
// page size, and multiplies everything selected under it. The lists inside a page (a connection's
// `edges` and `nodes`, a page type's `items`) are that page and count once. A list bounded by one
// record (a market's outcomes, an outcome's listings) counts the size its field declares in its
// `listSize` extension (list-size.ts); any other list counts the configured default list size.
import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { LIST_SIZE } from './list-size';

export interface ListSizes {
  /** What a page counts without `first` or `last` (the service's default page size). */
  defaultPageSize: number;
  /** What a list field without paging arguments counts. */
  defaultListSize: number;
}

const PAGING_ARGUMENTS = ['first', 'last'] as const;

export function queryCostEstimator(schema: GraphQLSchema, sizes: ListSizes): ComplexityEstimator {
  const pages = pageTypes(schema);
  return ({ type, field, args, childComplexity }) => {
    let size = 1;
    if (isPaged(field)) size = pageSize(args, sizes.defaultPageSize);
    else if (isListType(getNullableType(field.type)) && !pages.has(type.name))
      size = declaredListSize(field) ?? sizes.defaultListSize;
    return 1 + size * childComplexity;
  };
}

/** A connection: a type with pageInfo and edges or nodes (Relay's shape). */
function isConnection(type: GraphQLNamedType): boolean {
  if (!isObjectType(type) && !isInterfaceType(type)) return false;
  const fields = type.getFields();
  return 'pageInfo' in fields && ('edges' in fields || 'nodes' in fields);
}

function isPaged(field: GraphQLField<unknown, unknown>): boolean {
  return (
    field.args.some((arg) => (PAGING_ARGUMENTS as readonly string[]).includes(arg.name)) ||
    isConnection(getNamedType(field.type))
  );
}

/** The types paged fields return: their lists are the page itself. */
function pageTypes(schema: GraphQLSchema): ReadonlySet<string> {
  const pages = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    if (isConnection(type)) pages.add(type.name);
    for (const field of Object.values(type.getFields()))
      if (isPaged(field)) pages.add(getNamedType(field.type).name);
  }
  return pages;
}

/** `first` or `last` as given (the larger when both are), else the default page size. */
function pageSize(args: Record<string, unknown>, defaultPageSize: number): number {
  const given = PAGING_ARGUMENTS.map((name) => args[name]).filter(
    (value): value is number => typeof value === 'number',
  );
  return given.length === 0 ? defaultPageSize : Math.max(0, ...given);
}

/** The size a record-bounded list field declares (list-size.ts), if any. */
function declaredListSize(field: GraphQLField<unknown, unknown>): number | undefined {
  const size: unknown = field.extensions[LIST_SIZE];
  return typeof size === 'number' ? size : undefined;
}
