// The two stores every store-facing test runs against.
import { MemoryStore } from '../../src/store/memory/memory-store';
import type { Store } from '../../src/store/store';


export interface StoreKind {
  name: string;
  open(): Promise<Store>;
}

export const STORE_KINDS: StoreKind[] = [
  { name: 'memory', open: () => Promise.resolve(new MemoryStore()) },
  // neo4j joins when its store lands
];
