// The one signature every loader sends GraphQL through (use-graphql.ts binds it to the key). Kept
// apart from React so the loaders can be run outside the page (test/graphql runs the family
// diagram's loader against a gateway). Result and Variables are an operation's generated types
// (generated-operations.ts, `npm run codegen:explorer`): an operation without variables names
// none.
export type RunGraphql = <
  Result,
  Variables extends Record<string, unknown> = Record<string, never>,
>(
  query: string,
  variables?: Variables,
) => Promise<Result>;
