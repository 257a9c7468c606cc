// The Store contract for a commit's identity: its ID, which settleCommit answers for after a lost
// answer (written at a revision, or made never to land), and the Idempotency-Key record a commit
// writes with itself, checked under the head lock before anything else. Run against every store
// from memory-store.unit.test.ts and neo4j-store.test.ts.
import type { FamilyRecord } from '../../src/domain/records';
import {
  IdempotencyFullError,
  IdempotencyKeyUsedError,
  idempotencyRecordBytes,
  type IdempotencyBounds,
  type IdempotencyDraft,
} from '../../src/store/idempotency';
import {
  CommitIdRefusedError,
  RevisionConflictError,
  type CommitBatch,
  type Store,
} from '../../src/store/store';

const NOON = Date.parse('2026-11-20T12:00:00.000Z');
const HOUR = 3_600_000;

function family(title: string): FamilyRecord {
  return {
    familyId: 'fam-x',
    title,
    description: '',
    category: 'Test',
    tags: [],
    supportedConventionIds: [],
    observedAt: 'x',
  };
}

function batch(expectedRevision: number, title: string, extra: Partial<CommitBatch> = {}) {
  return {
    expectedRevision,
    committedAt: new Date(NOON + expectedRevision * 1000).toISOString(),
    puts: [{ kind: 'family' as const, record: family(title) }],
    changes: [],
    ...extra,
  } satisfies CommitBatch;
}

function draft(
  key: string,
  at: number = NOON,
  extra: Partial<IdempotencyDraft> = {},
): IdempotencyDraft {
  return {
    tenant: 'tenant-a',
    key,
    operation: 'batchUpsertFairValues',
    fingerprint: 'f1',
    kept: 'WHOLE',
    result: JSON.stringify({ items: [key] }),
    answerBytes: JSON.stringify({ items: [key] }).length,
    createdAt: new Date(at).toISOString(),
    expiresAt: at + 24 * HOUR,
    ...extra,
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

/** An idempotency record of tenant `t` made at `at` (ms), expiring a second later. */
export function idempotencyRecord(key: string, at: number): IdempotencyDraft {
  return {
    tenant: 't',
    key,
    operation: 'op',
    fingerprint: 'f',
    kept: 'WHOLE',
    result: '{}',
    answerBytes: 2,
    createdAt: new Date(at).toISOString(),
    expiresAt: at + 1_000,
  };
}

export function describeCommitIdentityContract(
  name: string,
  openEmptyStore: (idempotency?: IdempotencyBounds) => Promise<Store>,
): void {
  describe(`Store contract, commit identity: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openEmptyStore();
    });
    afterEach(async () => {
      await store.close();
    });

    test('a landed commit is settled as written at its revision', async () => {
      await store.commit(batch(0, 'a'));
      const landed = await store.commit(batch(1, 'b', { commitId: 'import-1' }));
      expect(landed.revision).toBe(2);
      expect(await store.settleCommit('import-1')).toEqual(landed);
      // Asking again answers the same, and the ID cannot land a second time.
      expect(await store.settleCommit('import-1')).toEqual(landed);
      const again = await rejection(store.commit(batch(2, 'c', { commitId: 'import-1' })));
      expect(again).toBeInstanceOf(CommitIdRefusedError);
      expect(again).toMatchObject({ commitId: 'import-1', reason: 'taken' });
      expect((await store.head()).revision).toBe(2);
    });

    test('a commit that never landed is settled as not written, and can no longer land', async () => {
      await store.commit(batch(0, 'a'));
      expect(await store.settleCommit('import-lost')).toBeNull();
      const late = await rejection(store.commit(batch(1, 'late', { commitId: 'import-lost' })));
      expect(late).toBeInstanceOf(CommitIdRefusedError);
      expect(late).toMatchObject({ commitId: 'import-lost', reason: 'settled' });
      expect((await store.head()).revision).toBe(1);
      expect(await store.getByKeys('family', ['fam-x'], 1)).toMatchObject([{ title: 'a' }]);
      // Still not written when asked again; another ID lands as usual.
      expect(await store.settleCommit('import-lost')).toBeNull();
      expect((await store.commit(batch(1, 'b', { commitId: 'import-2' }))).revision).toBe(2);
    });

    test('settling on an empty store', async () => {
      expect(await store.settleCommit('nothing')).toBeNull();
      expect((await store.head()).revision).toBe(0);
      expect((await store.commit(batch(0, 'a'))).revision).toBe(1);
    });

    test("a commit writes its key's record at its revision; the key cannot commit again", async () => {
      await store.commit(batch(0, 'a'));
      const first = await store.commit(batch(1, 'b', { idempotency: draft('k1') }));
      const record = await store.idempotency.find('tenant-a', 'k1', NOON + HOUR);
      expect(record).toEqual({ ...draft('k1'), revision: first.revision });
      // The same key again (a retry): nothing written, the first answer given back, even where
      // the retry would conflict otherwise.
      for (const retry of [batch(2, 'c'), batch(1, 'c', { readDomains: ['catalog'] })]) {
        const used = await rejection(store.commit({ ...retry, idempotency: draft('k1') }));
        expect(used).toBeInstanceOf(IdempotencyKeyUsedError);
        expect((used as IdempotencyKeyUsedError).record).toEqual(record);
      }
      expect((await store.head()).revision).toBe(first.revision);
      // Keys are per tenant; a failed commit records nothing.
      expect(await store.idempotency.find('tenant-b', 'k1', NOON)).toBeNull();
      const stale = await rejection(store.commit(batch(0, 'd', { idempotency: draft('k2') })));
      expect(stale).toBeInstanceOf(RevisionConflictError);
      expect(await store.idempotency.find('tenant-a', 'k2', NOON)).toBeNull();
      const other = await store.commit(
        batch(2, 'd', { idempotency: draft('k1', NOON, { tenant: 'tenant-b' }) }),
      );
      expect(await store.idempotency.find('tenant-b', 'k1', NOON)).toMatchObject({
        tenant: 'tenant-b',
        revision: other.revision,
      });
    });

    test('an expired record is not found and its key commits again', async () => {
      await store.commit(batch(0, 'a', { idempotency: draft('k1') }));
      const expired = NOON + 24 * HOUR;
      expect(await store.idempotency.find('tenant-a', 'k1', expired - 1)).not.toBeNull();
      expect(await store.idempotency.find('tenant-a', 'k1', expired)).toBeNull();
      const later = draft('k1', expired, { fingerprint: 'f2' });
      const second = await store.commit(batch(1, 'b', { idempotency: later }));
      expect(await store.idempotency.find('tenant-a', 'k1', expired)).toEqual({
        ...later,
        revision: second.revision,
      });
    });

    test("records are bounded in bytes per tenant and in total: past a bound a commit fails whole, and nothing of another's is evicted", async () => {
      const size = idempotencyRecordBytes(draft('k1'));
      await store.close();
      store = await openEmptyStore({
        bytesPerTenant: 2 * size + Math.floor(size / 2),
        bytesTotal: 3 * size + Math.floor(size / 2),
      });
      await store.commit(batch(0, 'a', { idempotency: draft('k1') }));
      expect(await store.idempotency.remember(draft('k2'))).toBeNull();
      expect(await store.idempotency.usage('tenant-a')).toEqual({
        tenantBytes: 2 * size,
        totalBytes: 2 * size,
      });
      // A third record of tenant-a would pass its bound: the commit fails whole, as does a
      // record of a request that wrote nothing.
      const full = await rejection(store.commit(batch(1, 'b', { idempotency: draft('k3') })));
      expect(full).toBeInstanceOf(IdempotencyFullError);
      expect(full).toMatchObject({
        bound: 'bytesPerTenant',
        heldBytes: 2 * size,
        recordBytes: size,
        maxBytes: 2 * size + Math.floor(size / 2),
        retryAfterMs: 24 * HOUR,
      });
      expect((await store.head()).revision).toBe(1);
      expect(await store.idempotency.find('tenant-a', 'k3', NOON)).toBeNull();
      expect(await rejection(store.idempotency.remember(draft('k3')))).toBeInstanceOf(
        IdempotencyFullError,
      );
      // Another tenant records until the total is reached, then is refused by the total.
      const b = (key: string) => draft(key, NOON, { tenant: 'tenant-b' });
      await store.commit(batch(1, 'b', { idempotency: b('k1') }));
      const total = await rejection(store.commit(batch(2, 'c', { idempotency: b('k2') })));
      expect(total).toMatchObject({ bound: 'bytesTotal', heldBytes: 3 * size });
      expect(await store.idempotency.usage('tenant-b')).toEqual({
        tenantBytes: size,
        totalBytes: 3 * size,
      });
      // Nothing was evicted to make room: every record is still there.
      for (const [tenant, key] of [
        ['tenant-a', 'k1'],
        ['tenant-a', 'k2'],
        ['tenant-b', 'k1'],
      ] as const)
        expect(await store.idempotency.find(tenant, key, NOON)).toMatchObject({ tenant, key });
      // Expired records are pruned by the next write and free their room.
      const later = NOON + 24 * HOUR;
      await store.commit(batch(2, 'c', { idempotency: draft('k3', later) }));
      expect(await store.idempotency.usage('tenant-a')).toEqual({
        tenantBytes: size,
        totalBytes: size,
      });
    });

    test('a request that wrote nothing is remembered once, beside commits', async () => {
      expect(await store.idempotency.remember(draft('k1'))).toBeNull();
      expect(await store.idempotency.find('tenant-a', 'k1', NOON)).toEqual({
        ...draft('k1'),
        revision: null,
      });
      // Remembered: a second remember or a commit with the key gets the first record back.
      const again = draft('k1', NOON, { fingerprint: 'f2' });
      expect(await store.idempotency.remember(again)).toEqual({ ...draft('k1'), revision: null });
      const used = await rejection(store.commit(batch(0, 'a', { idempotency: again })));
      expect(used).toBeInstanceOf(IdempotencyKeyUsedError);
      expect((await store.head()).revision).toBe(0);
      // A committed key is not remembered over either.
      await store.commit(batch(0, 'a', { idempotency: draft('k2') }));
      expect(await store.idempotency.remember(draft('k2', NOON, { fingerprint: 'f3' }))).toEqual({
        ...draft('k2'),
        revision: 1,
      });
    });
  });
}
