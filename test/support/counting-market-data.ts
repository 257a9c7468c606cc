// A real store whose market-data port counts its calls, by method name: how tests see how many
// reads a request costs.
import type { Store } from '../../src/store/store';

/** Counts the calls of each market-data port method. */
export function countingMarketData(store: Store): { store: Store; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const marketData = new Proxy(store.marketData, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        calls.set(property, (calls.get(property) ?? 0) + 1);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const counted = new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'marketData') return marketData;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return { store: counted, calls };
}
