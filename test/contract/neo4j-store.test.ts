// The shared Store contract against a real Neo4j, plus edge cases the contract does not reach,
// each run on the memory store (the reference) and on Neo4j and required to answer the same.
import { importCatalog } from '../../src/catalog/import-catalog';
import type { FamilyRecord, MarketRecord } from '../../src/domain/records';
import { MemoryStore } from '../../src/store/memory/memory-store';
import type { Neo4jStoreOptions } from '../../src/store/neo4j/neo4j-store';
import { RevisionConflictError, type CommitBatch, type Store } from '../../src/store/store';
import { smallCatalog } from '../fixtures/small-catalog';
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';
import { describeCommitIdentityContract, idempotencyRecord } from './commit-identity.contract';
import { describeFairValueContract } from './fair-values.contract';
import { describeStoreContract } from './store.contract';

let database: Neo4jTestDatabase | undefined;
const emptyNeo4jStore = (options: Neo4jStoreOptions = {}) =>
  (database ??= new Neo4jTestDatabase()).emptyStore(options);

afterAll(async () => {
  await database?.close();
});

describeStoreContract('neo4j', () => emptyNeo4jStore());
describeFairValueContract('neo4j', (fairValues) =>
  emptyNeo4jStore(fairValues ? { fairValues } : {}),
);
describeCommitIdentityContract('neo4j', (idempotency) =>
  emptyNeo4jStore(idempotency ? { idempotency } : {}),
);

const fixedClock = () => new Date('2026-11-20T12:00:00.000Z');

function family(familyId: string, title: string): FamilyRecord {
  return {
    familyId,
    title,
    description: '',
    category: 'Test',
    tags: [],
    supportedConventionIds: [],
    observedAt: 'x',
  };
}

function batch(expectedRevision: number, titles: string[]): CommitBatch {
  return {
    expectedRevision,
    committedAt: `2026-11-2${expectedRevision}T00:00:00.000Z`,
    puts: titles.map((title) => ({ kind: 'family', record: family('fam-x', title) })),
    changes: titles.map((title) => ({
      resourceType: 'FAMILY',
      resourceId: 'fam-x',
      changeType: 'UPDATED',
      version: '',
      occurredAt: 'x',
      description: title,
      familyIds: ['fam-x'],
    })),
  };
}

describe('Neo4j store answers as the memory store does', () => {
  let neo4jStore: Store;
  afterEach(async () => {
    await neo4jStore.close();
  });

  async function same<T>(scenario: (store: Store) => Promise<T>): Promise<T> {
    neo4jStore = await emptyNeo4jStore();
    const expected = await scenario(new MemoryStore());
    const actual = await scenario(neo4jStore);
    expect(actual).toEqual(expected);
    return actual;
  }

  test('revision 0, unknown and invalid revisions', async () => {
    await same(async (store) => [
      await store.head(),
      await store.revision(0),
      await store.revision(1),
      await store.revision(-1),
      await store.revision(0.5),
    ]);
  });

  test('a key put twice in one batch: the last row is current, repeated keys repeat', async () => {
    const answer = await same(async (store) => {
      await store.commit(batch(0, ['first', 'second']));
      await store.commit(batch(1, ['third']));
      return [
        await store.getByKeys('family', ['fam-x', 'fam-x', 'nope'], 1),
        await store.getByKeys('family', ['fam-x'], 2),
        await store.changesAfter(0, {}, 10),
        await store.lastChangeSeq(),
        await store.head(),
      ];
    });
    expect(answer[0]).toMatchObject([{ title: 'second' }, { title: 'second' }]);
  });

  test('the latest row of a market version, also when written twice in one batch', async () => {
    await same(async (store) => {
      await importCatalog(store, smallCatalog(), { source: 'small', clock: fixedClock });
      const [market] = await store.getByKeys('market', ['mkt-fed-cut'], 1);
      const put = (title: string) => ({ kind: 'market' as const, record: { ...market!, title } });
      await store.commit({
        expectedRevision: 1,
        committedAt: fixedClock().toISOString(),
        puts: [put('a'), put('b')],
        changes: [],
      });
      return [
        await store.marketVersion('mkt-fed-cut', '1'),
        await store.getByKeys('market', ['mkt-fed-cut'], 2),
        await store.getByKeys('market', ['mkt-fed-cut'], 1),
      ];
    });
  });

  test('pages: empty, past the end, and filters that match nothing', async () => {
    await same(async (store) => {
      await importCatalog(store, smallCatalog(), { source: 'small', clock: fixedClock });
      return [
        await store.findMarkets({}, 1, { offset: 0, limit: 0 }),
        await store.findMarkets({}, 1, { offset: 5, limit: 2 }),
        await store.findEvents({ eventIds: [] }, 1, { offset: 0, limit: 5 }),
        await store.findEvents({ words: [] }, 1, { offset: 1, limit: 1 }),
        await store.findFamilies({ marketIds: [] }, 1, { offset: 0, limit: 5 }),
        await store.findMarkets({ venueMarketId: '553842' }, 1, { offset: 0, limit: 5 }),
        await store.findMarkets({ words: ['fed', 'fed'] }, 0, { offset: 0, limit: 5 }),
        await store.changesAfter(0, { resourceTypes: [] }, 10),
        await store.changesAfter(0, { familyIds: [] }, 10),
        await store.changesAfter(0, {}, 0),
        await store.changesAfter(-3, { familyIds: ['fam-btc'] }, 2),
      ];
    });
  });

  test('navigation maps with repeated, unknown and no keys', async () => {
    await same(async (store) => {
      await importCatalog(store, smallCatalog(), { source: 'small', clock: fixedClock });
      return [
        await store.eventIdsOfFamilies(['fam-fed', 'fam-fed', 'x'], 1),
        await store.marketIdsOfEvents([], 1),
        await store.marketIdsOfOutcomes(['out-fed-cut-yes', 'out-fed-cut-yes'], 1),
        await store.listingsOfOutcomes(['out-fed-cut-yes', 'out-fed-cut-yes'], 1),
        await store.scenarioVersionsOfFamilies(['fam-fed', 'nope'], 0),
        await store.getByKeys('listing', [], 1),
      ];
    });
  });
});

describe('Neo4j commits', () => {
  test('concurrent commits on one revision: one wins, the other conflicts and writes nothing', async () => {
    const store = await emptyNeo4jStore();
    try {
      const results = await Promise.allSettled([
        store.commit(batch(0, ['a'])),
        store.commit(batch(0, ['b'])),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const error: unknown = (lost[0] as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(RevisionConflictError);
      expect(error).toMatchObject({ expected: 0, actual: 1 });
      expect(await store.head()).toMatchObject({ revision: 1 });
      expect(await store.lastChangeSeq()).toBe(1);
    } finally {
      await store.close();
    }
  });

  test('a batch larger than a chunk is written in one transaction, in chunks', async () => {
    const store = await emptyNeo4jStore({ commitChunkRows: 100 });
    try {
      const count = 345;
      const market = (i: number): MarketRecord => ({
        marketId: `mkt-${String(i).padStart(5, '0')}`,
        version: '1',
        title: `Market ${i}`,
        description: '',
        category: 'Bulk',
        tags: [],
        status: 'OPEN',
        eventIds: [],
        familyIds: ['fam-bulk'],
        settlementSummary: '',
        payoutConditions: [],
        outcomes: [{ outcomeId: `out-${i}`, label: 'YES', payouts: {}, payoutUnit: '1' }],
        isCombo: false,
        analyticalOnly: false,
        observedAt: 'x',
      });
      const puts = Array.from({ length: count }, (_, i) => ({
        kind: 'market' as const,
        record: market(i),
      }));
      const changes = puts.map(({ record }) => ({
        resourceType: 'CONTRACT' as const,
        resourceId: record.marketId,
        changeType: 'CREATED' as const,
        version: '1',
        occurredAt: 'x',
        description: '',
        familyIds: record.familyIds,
      }));
      await store.commit({ expectedRevision: 0, committedAt: 'x', puts, changes });
      expect(await store.lastChangeSeq()).toBe(count);
      const later = await store.changesAfter(199, {}, 2);
      expect(later.map((c) => [c.seq, c.changeId, c.resourceId])).toEqual([
        [200, 'chg-200', 'mkt-00199'],
        [201, 'chg-201', 'mkt-00200'],
      ]);
      const ids = (await store.marketIdsOfFamilies(['fam-bulk'], 1)).get('fam-bulk')!;
      expect(ids).toHaveLength(count);
      expect(await store.marketIdsOfOutcomes(['out-344'], 1)).toEqual(
        new Map([['out-344', 'mkt-00344']]),
      );
      const page = await store.findMarkets({ familyId: 'fam-bulk', words: ['344'] }, 1, {
        offset: 0,
        limit: 5,
      });
      expect(page.items.map((m) => m.marketId)).toEqual(['mkt-00344']);
    } finally {
      await store.close();
    }
  });
});

describe('Neo4j idempotency records', () => {
  test('expired records are pruned by the next write that records a key', async () => {
    const store = await emptyNeo4jStore();
    try {
      const held = async () => (await database!.graphCounts()).IdempotencyRecord ?? 0;
      await store.idempotency.remember(idempotencyRecord('a', 0));
      await store.commit({
        expectedRevision: 0,
        committedAt: new Date(10).toISOString(),
        puts: [],
        changes: [],
        idempotency: idempotencyRecord('b', 10),
      });
      expect(await held()).toBe(2);
      await store.idempotency.remember(idempotencyRecord('c', 1_005));
      expect(await held()).toBe(2);
      expect(await store.idempotency.find('t', 'b', 1_005)).not.toBeNull();
      await store.commit({
        expectedRevision: 1,
        committedAt: new Date(5_000).toISOString(),
        puts: [],
        changes: [],
        idempotency: idempotencyRecord('d', 5_000),
      });
      expect(await held()).toBe(1);
    } finally {
      await store.close();
    }
  });
});
