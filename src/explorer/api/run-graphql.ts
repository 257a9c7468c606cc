// The one signature every loader sends GraphQL through (use-graphql.ts binds it to the key). Kept
// apart from React so the loaders can be run outside the page (test/graphql runs the family
// diagram's loader against a gateway).
export type RunGraphql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
