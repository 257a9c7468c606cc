// The configured store: Neo4j when NEO4J_URI is set, else the embedded memory store.
import { MemoryStore } from '../store/memory/memory-store';
import { Neo4jStore } from '../store/neo4j/neo4j-store';
import type { Store } from '../store/store';
import type { Config } from './config';

export async function openStore(config: Pick<Config, 'neo4j'>): Promise<Store> {
  return config.neo4j ? Neo4jStore.open(config.neo4j) : new MemoryStore();
}
