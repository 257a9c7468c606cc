import { MemoryStore } from '../../src/store/memory/memory-store';
import { describeMarketDataContract } from './market-data.contract';

describeMarketDataContract('memory', () => Promise.resolve(new MemoryStore()));
