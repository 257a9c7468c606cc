// ServiceLimits.graphql: the limits of this endpoint as enforced (docs/decisions.md, "GraphQL
// limits" and "WebSocket admission"), the GraphQL side of coverage's disclosure.
import { Field, Int, ObjectType } from 'type-graphql';
import type { GraphqlLimits as Limits } from '../domain/limits';

@ObjectType('GraphqlLimits', {
  description:
    'The limits of this GraphQL endpoint (SETTLEGRAPH_GRAPHQL_*): an operation over a cost limit is refused with QUERY_TOO_COMPLEX before it runs, one over a cap on operations in progress with RATE_LIMITED; the caps on WebSockets refuse a socket as each says.',
})
export class GraphqlLimits implements Limits {
  @Field(() => Int, { description: 'Lexical tokens of a document.' }) maxTokens!: number;
  @Field(() => Int, { description: 'Nesting of fields (fragments flattened).' })
  maxDepth!: number;
  @Field(() => Int, { description: 'Aliased fields of an operation.' }) maxAliases!: number;
  @Field(() => Int, {
    description:
      'Estimated cost: each field 1, a list multiplies what is selected under it by first/last, else pageSizeDefault for a connection and defaultListSize for another list.',
  })
  maxComplexity!: number;
  @Field(() => Int, { description: 'What a list without first/last counts in the estimate.' })
  defaultListSize!: number;
  @Field(() => Int, {
    description:
      'Milliseconds an operation may run; later store reads and service calls fail with QUERY_TOO_COMPLEX.',
  })
  timeoutMs!: number;
  @Field(() => Int, {
    description: 'Operations in progress on one WebSocket (RATE_LIMITED above).',
  })
  subscriptionsPerSocket!: number;
  @Field(() => Int, {
    description: 'Operations in progress over WebSocket for one API key (RATE_LIMITED above).',
  })
  subscriptionsPerKey!: number;
  @Field(() => Int, {
    nullable: true,
    description:
      'WebSockets open at once, all keys together; the other connections of the server are kept for HTTP requests and health checks. A WebSocket past it is refused (HTTP 503). Null: no connection cap.',
  })
  socketsMax!: number | null;
  @Field(() => Int, {
    description:
      'WebSockets open at once for one API key; past it the socket is closed with 4429 (HTTP 429 when the key is in the upgrade request).',
  })
  socketsPerKey!: number;
  @Field(() => Int, {
    description: 'WebSockets open at once from one client address; past it HTTP 429.',
  })
  socketsPerAddress!: number;
  @Field(() => Int, {
    description:
      'Milliseconds an opened WebSocket has to send connection_init before it is closed with 4408.',
  })
  connectionInitTimeoutMs!: number;
}
