// The GraphQL schema, code first (DESIGN.md section 2): every resolver of the adapter.
import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { EventResolver } from './event.resolver';
import { FamilyResolver } from './family.resolver';
import { ListingResolver } from './listing.resolver';
import { MarketResolver } from './market.resolver';
import { OutcomeResolver } from './outcome.resolver';
import { ResolveResolver } from './resolve.resolver';

export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [
      FamilyResolver,
      EventResolver,
      MarketResolver,
      OutcomeResolver,
      ListingResolver,
      ResolveResolver,
    ],
    // Arguments are checked by graphql-js and the services; class-validator is not used.
    validate: false,
    emitSchemaFile: false,
  });
}
