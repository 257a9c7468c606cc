import { emptyMarketDataBatch } from '../market-data';
import type { CommitBatch } from '../store';
import { commitTimeoutMs } from './neo4j-store';

const empty: CommitBatch = { expectedRevision: 0, committedAt: 'x', puts: [], changes: [] };

describe('commitTimeoutMs', () => {
  test('a small commit keeps the usual limit, plus a millisecond for each row it writes', () => {
    expect(commitTimeoutMs(empty, 60_000)).toBe(60_000);
    const batch = {
      ...empty,
      puts: new Array(3).fill({}),
      changes: new Array(2).fill({}),
      relationshipSets: [
        { familyId: 'f', scenarioVersion: '1', relationships: new Array(1_000).fill({}) },
      ],
      marketData: { ...emptyMarketDataBatch(), quotes: new Array(5).fill({}) },
    } as unknown as CommitBatch;
    expect(commitTimeoutMs(batch, 60_000)).toBe(60_000 + 3 + 2 + 1_000 + 5);
  });
});
