// The execution time limit (SETTLEGRAPH_GRAPHQL_TIMEOUT_MS; docs/decisions.md, "GraphQL limits").
// It is checked where an operation starts I/O, never per field: every store read of the request
// (its DataLoaders and its snapshot read through the request's store) and every service call of
// its resolvers go through guards made here. Past the deadline they fail with QUERY_TOO_COMPLEX
// before starting, so no further store read or service call begins; the fields waiting on them
// get that error and the rest of the response is what finished in time.
import { performance } from 'node:perf_hooks';
import { ServiceError } from '../domain/errors';
import type { Services } from '../services/services';
import type { Store } from '../store/store';

export class ExecutionDeadline {
  private readonly end: number;

  constructor(
    readonly limitMs: number,
    private readonly start: number = performance.now(),
  ) {
    this.end = start + limitMs;
  }

  /** Throws QUERY_TOO_COMPLEX once the operation has run for its limit. */
  check(): void {
    const now = performance.now();
    if (now < this.end) return;
    throw this.exceeded(now, 'no further reads were started');
  }

  /**
   * The work's answer, or QUERY_TOO_COMPLEX when the limit passes first: for work done off the
   * event loop (a cross-venue matching in a worker thread), which goes on without this request.
   */
  within<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const passed = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(this.exceeded(performance.now(), 'stopped waiting for the computation')),
        Math.max(0, this.end - performance.now()),
      );
    });
    return Promise.race([work, passed]).finally(() => clearTimeout(timer));
  }

  private exceeded(now: number, what: string): ServiceError {
    const elapsed = Math.round(now - this.start);
    return new ServiceError(
      'QUERY_TOO_COMPLEX',
      `operation time ${elapsed} ms exceeds the limit ${this.limitMs} ms: ${what}`,
      { limit: 'timeoutMs', value: elapsed, maximum: this.limitMs },
    );
  }
}

/**
 * The object with each method checking the deadline before it runs (with the object as `this`,
 * so class-private state keeps working). Wrappers are made once per method and request.
 */
function guarded<T extends object>(target: T, deadline: ExecutionDeadline): T {
  const wrappers = new Map<PropertyKey, { method: unknown; guarded: unknown }>();
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== 'function') return value;
      let wrapper = wrappers.get(property);
      if (wrapper?.method !== value) {
        const method = value as (...args: unknown[]) => unknown;
        wrapper = {
          method,
          guarded: (...args: unknown[]): unknown => {
            deadline.check();
            return method.apply(object, args);
          },
        };
        wrappers.set(property, wrapper);
      }
      return wrapper.guarded;
    },
  });
}

/** The request's store: every read checks the deadline first, market data included. */
export function storeWithDeadline(store: Store, deadline: ExecutionDeadline): Store {
  const methods = guarded(store, deadline);
  let marketData: Store['marketData'] | undefined;
  return new Proxy(store, {
    get(object, property) {
      if (property !== 'marketData') return Reflect.get(methods, property) as unknown;
      return (marketData ??= guarded(object.marketData, deadline));
    },
  });
}

/** The request's services: every service call checks the deadline first; `store` is guarded too. */
export function servicesWithDeadline(
  services: Services,
  store: Store,
  deadline: ExecutionDeadline,
): Services {
  const seen = new Map<PropertyKey, unknown>();
  return new Proxy(services, {
    get(object, property) {
      if (property === 'store') return store;
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== 'object' || value === null) return value;
      let service = seen.get(property);
      if (service === undefined) seen.set(property, (service = guarded(value, deadline)));
      return service;
    },
  });
}
