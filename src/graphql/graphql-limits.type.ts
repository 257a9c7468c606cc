// ServiceLimits.graphql: the limits of this endpoint as enforced (docs/decisions.md, "GraphQL
// limits" and "WebSocket admission"), the GraphQL side of coverage's disclosure. Its fields are
// the definition's (src/resources/coverage.ts).
import { GraphqlLimitsDefinition } from '../resources/coverage';
import { FieldsOf, ResourceObjectType } from './from-resource';

@ResourceObjectType('GraphqlLimits', {
  description:
    'The limits of this GraphQL endpoint (SETTLEGRAPH_GRAPHQL_*): an operation over a cost limit is refused with QUERY_TOO_COMPLEX before it runs, one over a cap on operations in progress with RATE_LIMITED; the caps on WebSockets refuse a socket as each says.',
})
export class GraphqlLimits extends FieldsOf(GraphqlLimitsDefinition) {}
