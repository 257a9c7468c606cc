import { MemoryStore } from '../../src/store/memory/memory-store';
import { describeFairValueContract } from './fair-values.contract';
import { describeStoreContract } from './store.contract';

describeStoreContract('memory', () => Promise.resolve(new MemoryStore()));
describeFairValueContract('memory', (fairValues) =>
  Promise.resolve(new MemoryStore(fairValues ? { fairValues } : {})),
);
