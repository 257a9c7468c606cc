// What a gateway takes from Redis when SETTLEGRAPH_REDIS_URL is set (docs/decisions.md, "Live
// fan-out through Redis"): the ingest's live market data for its subscriptions and coverage
// (a LiveMirror kept by RedisLiveSubscriber), and rate-limit counts shared with every gateway.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LiveMirror } from '../services/live-mirror';
import { closeRedis, openRedis } from './redis-client';
import { RedisLiveSubscriber } from './redis-live-subscriber';
import { sharedRateLimitStore } from './shared-rate-limit-store';

export interface GatewayFanoutOptions {
  url: string;
  log: (line: string) => void;
  /** SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS: a subscriber's least time between two books. */
  bookIntervalMs: number;
  maxQueued?: number;
}

export class GatewayFanout {
  readonly feeds: LiveMirror;
  readonly rateLimitStore: FastifyRateLimitStoreCtor;
  private readonly limits: Redis;
  private readonly subscriber: RedisLiveSubscriber;

  constructor(options: GatewayFanoutOptions) {
    this.feeds = new LiveMirror({
      maxQueued: options.maxQueued ?? 1_000,
      bookIntervalMs: options.bookIntervalMs,
    });
    this.limits = openRedis(options.url, { name: 'settlegraph-limits' });
    this.limits.on('error', () => undefined); // limits fall back to memory while it is down
    // The limits' connection also reads the listings' current books when the subscriber connects.
    this.subscriber = new RedisLiveSubscriber(options.url, this.feeds, this.limits, options.log);
    this.rateLimitStore = sharedRateLimitStore(this.limits);
    // Subscribing waits for Redis without holding the start-up back: pushes begin when it answers.
    this.subscriber.start().catch((error: unknown) => {
      options.log(`live fan-out: not subscribed: ${(error as Error).message}`);
    });
  }

  /** Resolves once the limits' connection answers and a first heartbeat arrived (or never). */
  async connected(): Promise<void> {
    if (this.limits.status !== 'ready')
      await new Promise<void>((resolve) => this.limits.once('ready', () => resolve()));
    await this.feeds.heartbeatSeen();
  }

  async close(): Promise<void> {
    await Promise.all([this.subscriber.close(), closeRedis(this.limits)]);
  }
}
