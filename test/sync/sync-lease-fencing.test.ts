// The fencing of a sync that lost its lease (docs/decisions.md, "One active sync: the lease in the
// store"), on both stores: while a SyncLeaseKeeper holds the lease its fenced store writes; once
// the lease ran out unrenewed and another sync took it, the stale holder's next commit and
// sync-state write are refused with SyncLeaseLostError and leave the store as it was, its reads
// still answer, and its renewal is refused, which ends its hold.
import { fencedStore } from '../../src/store/fenced-store';
import type { Store } from '../../src/store/store';
import { SyncLeaseLostError } from '../../src/store/sync-lease';
import { SyncLeaseKeeper } from '../../src/sync/sync-lease-keeper';
import { syncStateOf } from '../fixtures/sync-state';
import { STORE_KINDS } from '../support/stores';

describe.each(STORE_KINDS)('a stale sync is fenced off ($name store)', (kind) => {
  let store: Store;
  beforeEach(async () => {
    store = await kind.open();
  });
  afterEach(async () => {
    await store.close();
  });

  test('writes while held, refused once taken over; the refused renewal ends the hold', async () => {
    const stop = new AbortController();
    const lines: string[] = [];
    // A commit first, unfenced: the first one of a connection is the slowest.
    await store.commit({
      expectedRevision: (await store.head()).revision,
      committedAt: '2026-11-29T07:59:59.000Z',
      puts: [],
      changes: [],
    });
    // A short lease, renewed only once the test starts the hold.
    const stale = new SyncLeaseKeeper(store.syncLease, {
      durationMs: 3_000,
      renewMs: 100,
      log: (line) => lines.push(line),
      holder: 'stale',
    });
    expect(await stale.acquire(stop.signal)).toMatchObject({ holder: 'stale', token: 1 });
    const writer = fencedStore(store, () => stale.check());
    const head = await writer.head();
    const committed = await writer.commit({
      expectedRevision: head.revision,
      committedAt: '2026-11-29T08:00:00.000Z',
      puts: [],
      changes: [],
    });
    expect(committed.revision).toBe(head.revision + 1);

    const next = new SyncLeaseKeeper(store.syncLease, {
      durationMs: 60_000,
      renewMs: 50,
      log: (line) => lines.push(line),
      holder: 'next',
    });
    // The standby asks until the stale holder's lease has run out by the store's clock.
    const taken = await Promise.race([
      next.acquire(stop.signal),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 20_000)),
    ]);
    expect(taken).toMatchObject({ holder: 'next', token: 2 });
    expect(lines).toContain('sync lease held by stale: waiting as a standby');

    await expect(
      writer.commit({
        expectedRevision: committed.revision,
        committedAt: '2026-11-29T08:00:01.000Z',
        puts: [],
        changes: [],
      }),
    ).rejects.toThrow(SyncLeaseLostError);
    await expect(writer.syncState.put(syncStateOf('kalshi'))).rejects.toThrow(
      'the sync lease (token 1) is no longer held by stale',
    );
    expect((await store.head()).revision).toBe(committed.revision);
    expect(await store.syncState.all()).toEqual([]);
    expect((await writer.head()).revision).toBe(committed.revision);

    // Its next renewal is refused: the hold ends, and the new holder's fenced writes land.
    await expect(stale.hold()).resolves.toBe('taken over by another sync');
    await fencedStore(store, () => next.check()).syncState.put(syncStateOf('kalshi'));
    expect(await store.syncState.all()).toHaveLength(1);
    await next.release();
    expect(await store.syncLease.current()).toMatchObject({ holder: 'next', token: 2 });
    stop.abort();
  });
});
