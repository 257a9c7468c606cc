// Rate limits and failed-authentication counts shared by every gateway through Redis
// (docs/decisions.md, "Live fan-out through Redis"): a store of @fastify/rate-limit counting a
// fixed window per key with one atomic script (INCR, then PEXPIRE on the window's first request).
// While Redis is down each gateway counts in its own memory (fails open to per-gateway limits),
// and goes back to the shared counts when Redis answers again.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Incr = (error: Error | null, result?: Counted) => void;

const KEY_PREFIX = 'settlegraph:ratelimit:';
const COUNT_IN_WINDOW = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;
/** Keys the in-memory fallback holds at most (the oldest window is dropped first). */
const LOCAL_KEYS_MAX = 100_000;

/** The store class @fastify/rate-limit instantiates, over one Redis connection. */
export function sharedRateLimitStore(redis: Redis): FastifyRateLimitStoreCtor {
  return class {
    constructor() {
      return new SharedRateLimitStore(redis, KEY_PREFIX, new LocalWindows());
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

class SharedRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly local: LocalWindows,
  ) {}

  incr(key: string, callback: Incr, timeWindow?: number, _max?: number): void {
    const window = timeWindow ?? 60_000;
    const fallback = () => callback(null, this.local.count(key, window));
    if (this.redis.status !== 'ready') {
      fallback();
      return;
    }
    (this.redis.eval(COUNT_IN_WINDOW, 1, this.prefix + key, window) as Promise<[number, number]>)
      .then(([current, ttl]) => callback(null, { current, ttl }))
      .catch(fallback);
  }

  /** The plugin passes a route's merged options, its route under `routeInfo` (empty for createRateLimit). */
  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
    const scope = route?.method !== undefined ? `${route.method}${route.url ?? ''}:` : 'scoped:';
    return new SharedRateLimitStore(this.redis, this.prefix + scope, new LocalWindows());
  }
}

/** Fixed windows in this process's memory: the limits while Redis is away. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  count(key: string, windowMs: number): Counted {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > LOCAL_KEYS_MAX) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }
}
