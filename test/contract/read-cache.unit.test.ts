// The read cache in front of a store: the store contract still holds through it, and what it adds
// (answers kept per revision, never for a revision it has not seen committed, dropped when a
// database is emptied and refilled) is checked here on real memory stores, counting the reads
// that reach the store behind it.
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { ReadCachedStore } from '../../src/store/read-cache';
import type { Store } from '../../src/store/store';
import { smallCatalog, smallCatalogJson } from '../fixtures/small-catalog';
import { describeFairValueContract } from './fair-values.contract';
import { describeStoreContract } from './store.contract';

const MiB = 1024 * 1024;
const cached = (store: Store) => new ReadCachedStore(store, { maxBytes: 16 * MiB });

describeStoreContract('memory, read-cached', () => Promise.resolve(cached(new MemoryStore())));
describeFairValueContract('memory, read-cached', (fairValues) =>
  Promise.resolve(cached(new MemoryStore(fairValues ? { fairValues } : {}))),
);

interface Call {
  method: string;
  args: unknown[];
}

/** The store's calls recorded as they reach it; the store itself answers them. */
function recording(store: Store): { store: Store; calls: Call[] } {
  const calls: Call[] = [];
  const proxy = new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]): unknown => {
        calls.push({ method: property, args });
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: proxy, calls };
}

const clockAt = (iso: string) => () => new Date(iso);

async function loadedStore(iso = '2026-11-20T12:00:00.000Z'): Promise<MemoryStore> {
  const store = new MemoryStore();
  await importCatalog(store, smallCatalog(), { source: 'small', clock: clockAt(iso) });
  return store;
}

describe('ReadCachedStore', () => {
  it('answers a repeated read from the cache, with the same answer', async () => {
    const { store: inner, calls } = recording(await loadedStore());
    const store = cached(inner);
    const { revision } = await store.head();
    const filter = { marketIds: ['mkt-fed-cut'] };
    const first = await store.findMarkets(filter, revision, { offset: 0, limit: 10 });
    const reads = calls.length;
    const second = await store.findMarkets(filter, revision, { offset: 0, limit: 10 });
    expect(calls.length).toBe(reads);
    expect(second).toEqual(first);
    expect(first.items.map((m) => m.marketId)).toEqual(['mkt-fed-cut']);
    expect(store.stats.entries).toBe(1);
  });

  it('reads only the keys it does not hold, and remembers absent keys', async () => {
    const { store: inner, calls } = recording(await loadedStore());
    const store = cached(inner);
    const { revision } = await store.head();
    const first = await store.getByKeys('market', ['mkt-fed-cut', 'mkt-none'], revision);
    expect(first.map((m) => m.marketId)).toEqual(['mkt-fed-cut']);
    calls.length = 0;
    const second = await store.getByKeys(
      'market',
      ['mkt-none', 'mkt-btc-100k', 'mkt-fed-cut', 'mkt-btc-100k'],
      revision,
    );
    expect(second.map((m) => m.marketId)).toEqual(['mkt-btc-100k', 'mkt-fed-cut', 'mkt-btc-100k']);
    expect(calls).toEqual([{ method: 'getByKeys', args: ['market', ['mkt-btc-100k'], revision] }]);
  });

  it('keeps map reads per key, with fresh containers on every hit', async () => {
    const store = cached(await loadedStore());
    const { revision } = await store.head();
    const first = await store.listingsOfOutcomes(['out-fed-cut-yes'], revision);
    first.get('out-fed-cut-yes')!.pop();
    first.delete('out-fed-cut-yes');
    const second = await store.listingsOfOutcomes(['out-fed-cut-yes', 'out-none'], revision);
    expect(second.get('out-fed-cut-yes')!.map((l) => l.listingId)).toEqual([
      'lst-kx-fed-cut-yes',
      'lst-pm-fed-cut-yes',
    ]);
    expect(second.get('out-none')).toEqual([]);
    const markets = await store.marketIdsOfOutcomes(['out-fed-cut-yes', 'out-none'], revision);
    expect([...markets]).toEqual([['out-fed-cut-yes', 'mkt-fed-cut']]);
  });

  it('lets concurrent reads of one key share a single read of the store', async () => {
    const { store: inner, calls } = recording(await loadedStore());
    const store = cached(inner);
    const { revision } = await store.head();
    calls.length = 0;
    const page = { offset: 0, limit: 10 };
    const answers = await Promise.all([
      store.findMarkets({ marketIds: ['mkt-fed-cut'] }, revision, page),
      store.findMarkets({ marketIds: ['mkt-fed-cut'] }, revision, page),
      store.getByKeys('market', ['mkt-fed-cut', 'mkt-btc-100k'], revision),
      store.getByKeys('market', ['mkt-btc-100k', 'mkt-fed-cut'], revision),
    ]);
    expect(calls.map((c) => c.method)).toEqual(['findMarkets', 'getByKeys']);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[3].map((m) => m.marketId)).toEqual(['mkt-btc-100k', 'mkt-fed-cut']);
  });

  it('fails every caller of a failed read and keeps nothing of it', async () => {
    const memory = await loadedStore();
    let failing = true;
    const flaky = new Proxy(memory, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'getByKeys' || typeof value !== 'function') return value;
        return (...args: unknown[]): unknown =>
          failing
            ? Promise.reject(new Error('store unavailable'))
            : (value as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
    const store = cached(flaky);
    const { revision } = await store.head();
    const reads = await Promise.allSettled([
      store.getByKeys('market', ['mkt-fed-cut'], revision),
      store.getByKeys('market', ['mkt-fed-cut'], revision),
    ]);
    expect(reads.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(store.stats.entries).toBe(0);
    failing = false;
    const [market] = await store.getByKeys('market', ['mkt-fed-cut'], revision);
    expect(market?.marketId).toBe('mkt-fed-cut');
  });

  it('hands out frozen records, so no caller can change what the next one reads', async () => {
    const store = cached(await loadedStore());
    const { revision } = await store.head();
    const [market] = await store.getByKeys('market', ['mkt-fed-cut'], revision);
    expect(Object.isFrozen(market)).toBe(true);
    expect(() => {
      (market as { title: string }).title = 'changed';
    }).toThrow(TypeError);
  });

  it('never caches a revision it has not seen committed', async () => {
    const memory = await loadedStore();
    const { store: inner, calls } = recording(memory);
    const store = cached(inner);
    await store.head();
    // Another writer (another process, in production) commits behind the cache's back.
    const doc = smallCatalogJson() as { families: { title: string }[] };
    doc.families[0]!.title = 'Fed decision, renamed';
    const { revision } = await importCatalog(memory, validateCatalog(doc), { source: 'other' });
    calls.length = 0;
    await store.getByKeys('family', ['fam-fed'], revision);
    await store.getByKeys('family', ['fam-fed'], revision);
    expect(calls.filter((c) => c.method === 'getByKeys')).toHaveLength(2);
    // Once the head shows it, the revision is committed for good and its reads are kept.
    expect((await store.head()).revision).toBe(revision);
    calls.length = 0;
    const [first] = await store.getByKeys('family', ['fam-fed'], revision);
    const [second] = await store.getByKeys('family', ['fam-fed'], revision);
    expect(calls.filter((c) => c.method === 'getByKeys')).toHaveLength(1);
    expect(second?.title).toBe('Fed decision, renamed');
    expect(first).toEqual(second);
  });

  it('serves an older revision from the cache after new commits', async () => {
    const store = cached(new MemoryStore());
    const { revision: before } = await importCatalog(store, smallCatalog(), { source: 'small' });
    const [old] = await store.getByKeys('family', ['fam-fed'], before);
    const doc = smallCatalogJson() as { families: { title: string }[] };
    doc.families[0]!.title = 'Fed decision, renamed';
    const { revision: after } = await importCatalog(store, validateCatalog(doc), {
      source: 'again',
    });
    expect(after).toBeGreaterThan(before);
    const [atBefore] = await store.getByKeys('family', ['fam-fed'], before);
    const [atAfter] = await store.getByKeys('family', ['fam-fed'], after);
    expect(atBefore).toEqual(old);
    expect(atBefore?.title).toBe('Fed decision December');
    expect(atAfter?.title).toBe('Fed decision, renamed');
  });

  it('drops everything when a revision reappears with another commit time (a refilled database)', async () => {
    const first = await loadedStore('2026-11-20T12:00:00.000Z');
    const doc = smallCatalogJson() as { families: { title: string }[] };
    doc.families[0]!.title = 'Refilled';
    const refilled = new MemoryStore();
    await importCatalog(refilled, validateCatalog(doc), {
      source: 'refilled',
      clock: clockAt('2026-11-21T09:00:00.000Z'),
    });
    // One database, emptied and written again between two requests: the same revision number.
    let database: Store = first;
    const switching = new Proxy(first, {
      get: (_target, property) => {
        const value: unknown = Reflect.get(database, property);
        return typeof value === 'function' ? value.bind(database) : value;
      },
    });
    const store = cached(switching);
    const before = await store.head();
    const [old] = await store.getByKeys('family', ['fam-fed'], before.revision);
    expect(old?.title).toBe('Fed decision December');

    database = refilled;
    const after = await store.head();
    expect(after.revision).toBe(before.revision);
    expect(after.committedAt).not.toBe(before.committedAt);
    const [now] = await store.getByKeys('family', ['fam-fed'], after.revision);
    expect(now?.title).toBe('Refilled');
  });

  it('stays within its budget, dropping the least recently used answers', async () => {
    const budget = 4096;
    const store = new ReadCachedStore(await loadedStore(), { maxBytes: budget });
    const { revision } = await store.head();
    for (let offset = 0; offset < 40; offset++) {
      await store.findMarkets({}, revision, { offset, limit: 5 });
      expect(store.stats.bytes).toBeLessThanOrEqual(budget);
    }
    expect(store.stats.entries).toBeGreaterThan(0);
    expect(store.stats.entries).toBeLessThan(40);
  });

  it('counts hits and misses per key', async () => {
    const counts: string[] = [];
    const store = new ReadCachedStore(await loadedStore(), {
      maxBytes: MiB,
      onRead: (method, hits, misses) => counts.push(`${method} ${hits}/${misses}`),
    });
    const { revision } = await store.head();
    await store.getByKeys('market', ['mkt-fed-cut', 'mkt-btc-100k'], revision);
    await store.getByKeys('market', ['mkt-fed-cut', 'mkt-none'], revision);
    expect(counts).toEqual(['getByKeys:market 0/2', 'getByKeys:market 1/1']);
  });
});
