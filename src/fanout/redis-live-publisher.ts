// The ingest's side of the live fan-out (docs/decisions.md, "Live fan-out through Redis"): every
// update of the process's LiveMarketData is published on UPDATES_CHANNEL, and every `heartbeatMs`
// a heartbeat with the state of each followed listing on HEARTBEAT_CHANNEL, numbered in one
// sequence. Each book and quote message also replaces its listing's field of the CURRENT_KEY hash
// in the same transaction, and a forgotten listing's fields go: a gateway that starts later loads
// the current books from there. While Redis is down messages are dropped (the store still gets
// every flush) and the numbers go on, so gateways see the gap; the outage is logged once, and its
// end. Each time the connection is ready (at start, and after an outage) the hash is written anew
// from this process's books and quotes, each published again: what the previous holder of the
// sync lease left is gone, and what changed during an outage reaches every gateway at once.
import { randomUUID } from 'node:crypto';
import type { ChainableCommander, Redis } from 'ioredis';
import type { LiveMarketData } from '../services/live-market-data';
import type { LiveHeartbeat, LiveUpdate } from '../services/live-updates';
import {
  CURRENT_KEY,
  currentField,
  encodeLive,
  HEARTBEAT_CHANNEL,
  UPDATES_CHANNEL,
} from './live-messages';
import { closeRedis, openRedis } from './redis-client';

export const DEFAULT_HEARTBEAT_MS = 1_000;

export interface LivePublisherOptions {
  url: string;
  live: LiveMarketData;
  log: (line: string) => void;
  heartbeatMs?: number;
}

export class RedisLivePublisher {
  /** This process's name among publishers: a restarted ingest numbers from 1 again under a new one. */
  readonly publisher = randomUUID();
  private readonly redis: Redis;
  private readonly heartbeatMs: number;
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private failingSince: string | undefined;
  private dropped = 0;
  private closed = false;

  constructor(private readonly options: LivePublisherOptions) {
    this.redis = openRedis(options.url, { name: 'settlegraph-publisher' });
    this.redis.on('error', () => undefined); // reconnects by itself; outages are logged below
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    options.live.onUpdate((update) => this.publish(UPDATES_CHANNEL, update));
    this.redis.on('ready', () => this.rewriteCurrent());
  }

  start(): void {
    this.timer = setInterval(() => this.beat(), this.heartbeatMs);
    this.timer.unref();
    this.beat();
  }

  /** Resolves once Redis takes what is published (before that, updates are dropped). */
  async connected(): Promise<void> {
    if (this.redis.status !== 'ready')
      await new Promise<void>((resolve) => this.redis.once('ready', () => resolve()));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await closeRedis(this.redis);
  }

  private beat(): void {
    const heartbeat: LiveHeartbeat = {
      at: new Date().toISOString(),
      intervalMs: this.heartbeatMs,
      states: this.options.live.allStates(),
    };
    this.publish(HEARTBEAT_CHANNEL, heartbeat);
  }

  private publish(channel: string, message: LiveUpdate | LiveHeartbeat): void {
    if (this.closed) return;
    const text = encodeLive(this.publisher, ++this.seq, message);
    const sent =
      'kind' in message
        ? this.kept(this.redis.multi(), message, text).publish(channel, text).exec()
        : this.redis.publish(channel, text);
    sent.then(
      () => this.recovered(),
      (error: unknown) => this.failed(error),
    );
  }

  /** The hash's part of an update: its listing's current book or quote, or none any more. */
  private kept(multi: ChainableCommander, update: LiveUpdate, text: string): ChainableCommander {
    switch (update.kind) {
      case 'book':
        return multi.hset(CURRENT_KEY, currentField('book', update.book.listingId), text);
      case 'quote':
        return multi.hset(CURRENT_KEY, currentField('quote', update.quote.listingId), text);
      case 'forget': {
        const fields = update.listingIds.flatMap((id) => [
          currentField('book', id),
          currentField('quote', id),
        ]);
        return fields.length > 0 ? multi.hdel(CURRENT_KEY, ...fields) : multi;
      }
      case 'trade':
      case 'stale':
        return multi;
    }
  }

  /** The hash replaced by this process's current books and quotes, each published again. */
  private rewriteCurrent(): void {
    if (this.closed) return;
    const multi = this.redis.multi().del(CURRENT_KEY);
    for (const update of this.options.live.currentUpdates()) {
      const text = encodeLive(this.publisher, ++this.seq, update);
      this.kept(multi, update, text).publish(UPDATES_CHANNEL, text);
    }
    multi.exec().then(
      () => this.recovered(),
      (error: unknown) => this.failed(error),
    );
  }

  private failed(error: unknown): void {
    this.dropped++;
    if (this.failingSince !== undefined) return;
    this.failingSince = new Date().toISOString();
    this.options.log(
      `live fan-out: Redis did not take an update (${(error as Error).message}); updates are dropped until it returns`,
    );
  }

  private recovered(): void {
    if (this.failingSince === undefined) return;
    this.options.log(
      `live fan-out: Redis back; ${this.dropped} update(s) dropped since ${this.failingSince}`,
    );
    this.failingSince = undefined;
    this.dropped = 0;
  }
}
