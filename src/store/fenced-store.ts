// A store whose every write first asks `check`, which throws when this process may no longer
// write: the sync that lost its lease stops before its next write (docs/decisions.md, "One active
// sync: the lease in the store"). Reads pass through untouched.
import type { Store } from './store';

/** The writing methods of the store and of its parts; everything else is a read. */
const WRITES = {
  store: ['commit', 'settleCommit'],
  syncState: ['put'],
  pairDecisions: ['append'],
  marketData: ['prune'],
  idempotency: ['remember'],
} as const;

type Part = Exclude<keyof typeof WRITES, 'store'>;

export function fencedStore(store: Store, check: () => void): Store {
  const parts = new Map<PropertyKey, object>(
    (Object.keys(WRITES) as (keyof typeof WRITES)[])
      .filter((name): name is Part => name !== 'store')
      .map((name) => [name, guarded(store[name], WRITES[name], check)]),
  );
  const top = guarded(store, WRITES.store, check);
  return new Proxy(top, {
    get: (target, property, receiver) =>
      parts.get(property) ?? (Reflect.get(target, property, receiver) as unknown),
  });
}

/** `target` with `writes` calling `check` first; its other methods bound to it. */
function guarded<T extends object>(target: T, writes: readonly string[], check: () => void): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof property === 'string' && writes.includes(property))
        // Async, so a refused write is a rejected promise like any failed write.
        return async (...args: unknown[]): Promise<unknown> => {
          check();
          return await method.apply(object, args);
        };
      return method.bind(object);
    },
  });
}
