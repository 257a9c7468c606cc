import { MemoryStore } from '../../src/store/memory/memory-store';
import { describeCommitIdentityContract, idempotencyRecord } from './commit-identity.contract';
import { describeFairValueContract } from './fair-values.contract';
import { describeStoreContract } from './store.contract';

describeStoreContract('memory', () => Promise.resolve(new MemoryStore()));
describeFairValueContract('memory', (fairValues) =>
  Promise.resolve(new MemoryStore(fairValues ? { fairValues } : {})),
);
describeCommitIdentityContract('memory', (idempotency) =>
  Promise.resolve(new MemoryStore(idempotency ? { idempotency } : {})),
);

test('expired idempotency records are pruned by the next write that records a key', async () => {
  const store = new MemoryStore();
  await store.idempotency.remember(idempotencyRecord('a', 0));
  await store.commit({
    expectedRevision: 0,
    committedAt: new Date(10).toISOString(),
    puts: [],
    changes: [],
    idempotency: idempotencyRecord('b', 10),
  });
  expect(store.idempotency.size).toBe(2);
  // Past a's expiry, not b's: the write of c prunes a only.
  await store.idempotency.remember(idempotencyRecord('c', 1_005));
  expect(store.idempotency.size).toBe(2);
  expect(await store.idempotency.find('t', 'b', 1_005)).not.toBeNull();
  await store.idempotency.remember(idempotencyRecord('d', 5_000));
  expect(store.idempotency.size).toBe(1);
});
