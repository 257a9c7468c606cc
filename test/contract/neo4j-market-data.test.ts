import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';
import { describeMarketDataContract } from './market-data.contract';

let database: Neo4jTestDatabase | undefined;

afterAll(async () => {
  await database?.close();
});

describeMarketDataContract('neo4j', () => (database ??= new Neo4jTestDatabase()).emptyStore());
