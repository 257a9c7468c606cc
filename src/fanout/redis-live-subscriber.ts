// A gateway's side of the live fan-out (docs/decisions.md, "Live fan-out through Redis"): the
// messages of both channels applied to this process's LiveMirror, whose feeds the GraphQL
// subscriptions read. While the connection is down the mirror says why (coverage shows the feed
// STALE with that reason) and pushes pause; ioredis reconnects and subscribes again by itself.
import type { Redis } from 'ioredis';
import type { LiveMirror } from '../services/live-mirror';
import { decodeLive, HEARTBEAT_CHANNEL, UPDATES_CHANNEL } from './live-messages';
import { closeRedis, openRedis } from './redis-client';

export class RedisLiveSubscriber {
  private readonly redis: Redis;
  private refusedLogged = false;

  constructor(
    url: string,
    private readonly mirror: LiveMirror,
    private readonly log: (line: string) => void,
  ) {
    this.mirror.setDown('Redis not connected yet: live pushes wait for it');
    this.redis = openRedis(url, { name: 'settlegraph-subscriber', subscriber: true });
    this.redis.on('error', () => undefined); // reconnects by itself; 'close' says it is down
    this.redis.on('ready', () => {
      this.mirror.setDown(undefined);
      this.log('live fan-out: subscribed to Redis');
    });
    this.redis.on('close', () => {
      if (this.mirror.pausedBecause()?.startsWith('Redis unreachable') === true) return;
      this.mirror.setDown(
        `Redis unreachable since ${new Date().toISOString()}: live pushes paused`,
      );
      this.log('live fan-out: Redis connection lost; live pushes paused until it returns');
    });
    this.redis.on('message', (_channel: string, text: string) => this.receive(text));
  }

  /** Resolves once subscribed (or rejects if Redis refuses). */
  async start(): Promise<void> {
    await this.redis.subscribe(UPDATES_CHANNEL, HEARTBEAT_CHANNEL);
  }

  async close(): Promise<void> {
    await closeRedis(this.redis);
  }

  private receive(text: string): void {
    const envelope = decodeLive(text);
    if ('refused' in envelope) {
      if (!this.refusedLogged)
        this.log(`live fan-out: a message refused (${envelope.refused}); later ones not logged`);
      this.refusedLogged = true;
      return;
    }
    const taken = this.mirror.receive(envelope.publisher, envelope.seq, envelope.message);
    if (taken === 'after-gap')
      this.log(
        `live fan-out: messages of publisher ${envelope.publisher} lost before ${envelope.seq}; books are put right by their next update`,
      );
  }
}
