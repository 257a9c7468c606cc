// The sync-lease port (src/store/sync-lease.ts) on both stores: the first sync to ask takes it,
// a second is refused while it lasts, the holder renews it with the same token, a lease that ran
// out (or was released) is taken over with a higher token, and the stale holder is then refused
// both renewal and release. Syncs asking at once get one lease between them.
import type { Store } from '../../src/store/store';
import { STORE_KINDS } from '../support/stores';

const LONG_MS = 60_000;

/** Tries `take` until it answers, for at most `boundMs` (the store's clock decides expiry). */
async function eventually<T>(take: () => Promise<T | undefined>, boundMs: number): Promise<T> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const taken = await take();
    if (taken !== undefined) return taken;
    if (Date.now() > deadline) throw new Error(`not taken within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(STORE_KINDS)('sync lease ($name store)', (kind) => {
  let store: Store;
  beforeEach(async () => {
    store = await kind.open();
  });
  afterEach(async () => {
    await store.close();
  });

  test('acquire, refuse another, renew with the same token', async () => {
    expect(await store.syncLease.current()).toBeUndefined();
    const first = await store.syncLease.acquire('sync-a', LONG_MS);
    expect(first).toEqual({ holder: 'sync-a', token: 1, expiresAt: expect.any(Number) });
    expect(await store.syncLease.acquire('sync-b', LONG_MS)).toBeUndefined();
    expect(await store.syncLease.renew({ holder: 'sync-b', token: 1 }, LONG_MS)).toBeUndefined();

    const renewed = await store.syncLease.renew({ holder: 'sync-a', token: 1 }, 2 * LONG_MS);
    expect(renewed).toEqual({ holder: 'sync-a', token: 1, expiresAt: expect.any(Number) });
    expect(renewed!.expiresAt).toBeGreaterThan(first!.expiresAt);
    // Asking again while holding it renews it: an acquire whose answer was lost can be repeated.
    expect(await store.syncLease.acquire('sync-a', LONG_MS)).toMatchObject({ token: 1 });
    expect(await store.syncLease.current()).toMatchObject({ holder: 'sync-a', token: 1 });
  });

  test('a lease that ran out is taken over, and its stale holder refused', async () => {
    const first = await store.syncLease.acquire('sync-a', 200);
    expect(first).toMatchObject({ holder: 'sync-a', token: 1 });
    const taken = await eventually(() => store.syncLease.acquire('sync-b', LONG_MS), 10_000);
    expect(taken).toMatchObject({ holder: 'sync-b', token: 2 });

    // The first holder comes back (a long pause): its token is no longer the stored one.
    expect(await store.syncLease.renew({ holder: 'sync-a', token: 1 }, LONG_MS)).toBeUndefined();
    expect(await store.syncLease.acquire('sync-a', LONG_MS)).toBeUndefined();
    await store.syncLease.release({ holder: 'sync-a', token: 1 });
    expect(await store.syncLease.current()).toEqual(taken);
  });

  test('a released lease is taken at once with a higher token', async () => {
    const first = (await store.syncLease.acquire('sync-a', LONG_MS))!;
    await store.syncLease.release(first);
    expect(await store.syncLease.renew(first, LONG_MS)).toMatchObject({ token: 1 });
    await store.syncLease.release(first);
    expect(await store.syncLease.acquire('sync-b', LONG_MS)).toMatchObject({
      holder: 'sync-b',
      token: 2,
    });
    // Its old holder asking again is a newcomer: refused while sync-b holds it.
    expect(await store.syncLease.acquire('sync-a', LONG_MS)).toBeUndefined();
  });

  test('syncs asking at once: exactly one holds it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.syncLease.acquire(`sync-${i}`, LONG_MS)),
    );
    const holders = answers.filter((answer) => answer !== undefined);
    expect(holders).toHaveLength(1);
    expect(holders[0]).toMatchObject({ token: 1 });
    expect(await store.syncLease.current()).toEqual(holders[0]);
  });
});
