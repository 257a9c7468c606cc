// The anchor of the nested GraphQL benchmark: @neo4j/graphql over the same Neo4j data, which
// compiles each GraphQL query into one Cypher statement. Served like the gateway (Fastify 5,
// Apollo Server 5 through @as-integrations/fastify, the gateway's pino options at info) in a child
// process: `node dist/bench/http/neo4j-graphql-anchor.js` with PORT, HOST and NEO4J_URI.
//
// The type definitions map settlegraph's Neo4j model (cypher/*.cypher, src/store/neo4j): versioned
// rows valid from `validFrom` until `validTo` (null while current). MarketVersion rows point
// IN_FAMILY at their Family; a version's outcomes are the Outcome identity nodes its `outcomeIds`
// lists, in order; an Outcome is LISTED_AS each of its Listing rows. The query filters on current
// rows (validTo null), so it returns what settlegraph's `family { markets { outcomes { listings }}}`
// returns at the head revision of a store with one import (bench/http/anchor.bench.ts checks).
import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { Neo4jGraphQL } from '@neo4j/graphql';
import Fastify from 'fastify';
import neo4j from 'neo4j-driver';
import { loggerOptions } from '../../src/app/logging';

export const ANCHOR_TYPE_DEFS = /* GraphQL */ `
  type Family @node {
    familyId: ID!
    markets: [MarketVersion!]! @relationship(type: "IN_FAMILY", direction: IN)
  }

  type MarketVersion @node {
    marketId: ID!
    version: String!
    status: String!
    validTo: Int
    outcomes: [Outcome!]!
      @cypher(
        statement: """
        UNWIND range(0, size(this.outcomeIds) - 1) AS i
        MATCH (o:Outcome {outcomeId: this.outcomeIds[i]})
        RETURN o ORDER BY i
        """
        columnName: "o"
      )
  }

  type Outcome @node {
    outcomeId: ID!
    listings: [Listing!]! @relationship(type: "LISTED_AS", direction: OUT)
  }

  type Listing @node {
    listingId: ID!
    venue: String!
    venueMarketId: String!
    venueOutcomeId: String!
    mappingVersion: String!
    status: String!
    validTo: Int
  }
`;

/** The anchor's form of bench/http/workload.ts nestedQuery: the same fields, current rows only. */
export function anchorQuery(familyId: string): string {
  return `query Nested {
  families(where: { familyId: { eq: ${JSON.stringify(familyId)} } }) {
    familyId
    markets(where: { validTo: { eq: null } }, sort: [{ marketId: ASC }]) {
      marketId
      version
      status
      outcomes {
        outcomeId
        listings(where: { validTo: { eq: null } }, sort: [{ listingId: ASC }]) {
          listingId venue venueMarketId venueOutcomeId mappingVersion status
        }
      }
    }
  }
}`;
}

async function main(): Promise<void> {
  const uri = process.env.NEO4J_URI;
  if (!uri) throw new Error('NEO4J_URI is required');
  const auth = process.env.NEO4J_USER
    ? neo4j.auth.basic(process.env.NEO4J_USER, process.env.NEO4J_PASSWORD ?? '')
    : undefined;
  const driver = neo4j.driver(uri, auth, { userAgent: 'settlegraph-bench-anchor' });
  const schema = await new Neo4jGraphQL({ typeDefs: ANCHOR_TYPE_DEFS, driver }).getSchema();

  const app = Fastify({ logger: loggerOptions(process.env.LOG_LEVEL ?? 'info') });
  const apollo = new ApolloServer({
    schema,
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();
  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    handler: fastifyApolloHandler(apollo),
  });
  app.get('/healthz', () => ({ status: 'ok' }));
  await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => apollo.stop())
      .then(() => driver.close())
      .then(() => process.exit(0));
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
