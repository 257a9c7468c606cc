// The GraphQL endpoint's cost, time and subscription limits (README.md, "Configuration";
// docs/decisions.md, "GraphQL limits"): one variable a limit, each a whole number of at least 1.
// The WebSockets' share of the connection cap (`socketsMax`) follows from src/http/limits-env.ts.
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from '../domain/limits';

type SetLimit = Exclude<keyof GraphqlLimits, 'socketsMax'>;

const limit = (name: SetLimit, description: string) =>
  Type.Integer({ minimum: 1, default: DEFAULT_GRAPHQL_LIMITS[name], description });

export const GRAPHQL_LIMITS_ENV = Type.Object({
  SETTLEGRAPH_GRAPHQL_MAX_TOKENS: limit('maxTokens', 'Lexical tokens of a document.'),
  SETTLEGRAPH_GRAPHQL_MAX_DEPTH: limit('maxDepth', 'Nesting of fields in an operation.'),
  SETTLEGRAPH_GRAPHQL_MAX_ALIASES: limit('maxAliases', 'Aliased fields in an operation.'),
  SETTLEGRAPH_GRAPHQL_MAX_COMPLEXITY: limit('maxComplexity', 'The estimated cost of an operation.'),
  SETTLEGRAPH_GRAPHQL_DEFAULT_LIST_SIZE: limit(
    'defaultListSize',
    'The size the estimate gives a list field without first/last.',
  ),
  SETTLEGRAPH_GRAPHQL_TIMEOUT_MS: limit('timeoutMs', 'How long an operation may run, ms.'),
  SETTLEGRAPH_GRAPHQL_SUBSCRIPTIONS_PER_SOCKET: limit(
    'subscriptionsPerSocket',
    'Operations in progress on one WebSocket.',
  ),
  SETTLEGRAPH_GRAPHQL_SUBSCRIPTIONS_PER_KEY: limit(
    'subscriptionsPerKey',
    'Operations in progress over WebSocket for one API key.',
  ),
  SETTLEGRAPH_GRAPHQL_SOCKETS_PER_KEY: limit(
    'socketsPerKey',
    'WebSockets open at once for one API key.',
  ),
  SETTLEGRAPH_GRAPHQL_SOCKETS_PER_ADDRESS: limit(
    'socketsPerAddress',
    'WebSockets open at once from one remote address.',
  ),
  SETTLEGRAPH_GRAPHQL_CONNECTION_INIT_TIMEOUT_MS: limit(
    'connectionInitTimeoutMs',
    'Time an opened WebSocket has to send connection_init, ms.',
  ),
});

/** The environment variable of each limit set directly. */
export const GRAPHQL_LIMIT_VARIABLES: Readonly<
  Record<SetLimit, keyof typeof GRAPHQL_LIMITS_ENV.properties>
> = {
  maxTokens: 'SETTLEGRAPH_GRAPHQL_MAX_TOKENS',
  maxDepth: 'SETTLEGRAPH_GRAPHQL_MAX_DEPTH',
  maxAliases: 'SETTLEGRAPH_GRAPHQL_MAX_ALIASES',
  maxComplexity: 'SETTLEGRAPH_GRAPHQL_MAX_COMPLEXITY',
  defaultListSize: 'SETTLEGRAPH_GRAPHQL_DEFAULT_LIST_SIZE',
  timeoutMs: 'SETTLEGRAPH_GRAPHQL_TIMEOUT_MS',
  subscriptionsPerSocket: 'SETTLEGRAPH_GRAPHQL_SUBSCRIPTIONS_PER_SOCKET',
  subscriptionsPerKey: 'SETTLEGRAPH_GRAPHQL_SUBSCRIPTIONS_PER_KEY',
  socketsPerKey: 'SETTLEGRAPH_GRAPHQL_SOCKETS_PER_KEY',
  socketsPerAddress: 'SETTLEGRAPH_GRAPHQL_SOCKETS_PER_ADDRESS',
  connectionInitTimeoutMs: 'SETTLEGRAPH_GRAPHQL_CONNECTION_INIT_TIMEOUT_MS',
};

/** The limits, the WebSockets' share of the connections given. */
export function graphqlLimits(
  env: Static<typeof GRAPHQL_LIMITS_ENV>,
  socketsMax: number | null,
): GraphqlLimits {
  const limits = { ...DEFAULT_GRAPHQL_LIMITS, socketsMax };
  for (const [name, variable] of Object.entries(GRAPHQL_LIMIT_VARIABLES) as [SetLimit, string][])
    limits[name] = env[variable as keyof typeof env];
  return limits;
}
