// The Redis connections of a process (docs/decisions.md, "Live fan-out through Redis"). A command
// never waits for a Redis that is down: it fails at once (no offline queue, one try), so a
// request, a publish or a rate-limit check goes on without it; ioredis reconnects by itself,
// retrying every 0.2 s up to every 2 s, for as long as the process runs.
import { Redis } from 'ioredis';

export interface RedisRole {
  /** Named in Redis's CLIENT LIST: which part of settlegraph holds the connection. */
  name: 'settlegraph-publisher' | 'settlegraph-subscriber' | 'settlegraph-limits';
  /** A subscriber queues its SUBSCRIBE until connected; commands never queue. */
  subscriber?: boolean;
}

export function openRedis(url: string, role: RedisRole): Redis {
  return new Redis(url, {
    connectionName: role.name,
    enableOfflineQueue: role.subscriber === true,
    maxRetriesPerRequest: role.subscriber === true ? null : 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    // A command in flight when the connection drops fails rather than being sent again later.
    autoResendUnfulfilledCommands: false,
  });
}

/** Closes a connection without waiting on a Redis that may be gone. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
    return;
  }
  redis.disconnect();
}
