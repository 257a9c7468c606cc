// A gateway's side of the live fan-out (docs/decisions.md, "Live fan-out through Redis"): the
// messages of both channels applied to this process's LiveMirror, whose feeds the GraphQL
// subscriptions read. Each time the subscription is in place (at start, and after every
// reconnect) the listings' current books and quotes are loaded from the CURRENT_KEY hash, so a
// gateway started after the ingest, or back from an outage, has every book at once rather than at
// each listing's next change. While the connection is down the mirror says why (coverage shows the
// feed STALE with that reason) and pushes pause; ioredis reconnects and subscribes again by itself.
import type { Redis } from 'ioredis';
import type { LiveMirror } from '../services/live-mirror';
import { CURRENT_KEY, decodeLive, HEARTBEAT_CHANNEL, UPDATES_CHANNEL } from './live-messages';
import { closeRedis, openRedis } from './redis-client';

export class RedisLiveSubscriber {
  private readonly redis: Redis;
  private refusedLogged = false;
  private closed = false;

  /** `reader`: a connection for commands (a subscribed one takes none), to read the hash. */
  constructor(
    url: string,
    private readonly mirror: LiveMirror,
    private readonly reader: Redis,
    private readonly log: (line: string) => void,
  ) {
    this.mirror.setDown('Redis not connected yet: live pushes wait for it');
    this.redis = openRedis(url, { name: 'settlegraph-subscriber', subscriber: true });
    this.redis.on('error', () => undefined); // reconnects by itself; 'close' says it is down
    this.redis.on('ready', () => {
      this.mirror.setDown(undefined);
      this.caughtUp().then(
        (loaded) =>
          this.log(`live fan-out: subscribed to Redis; ${loaded} current value(s) loaded`),
        (error: unknown) =>
          this.log(
            `live fan-out: subscribed to Redis; current values not loaded (${(error as Error).message}): each listing's next update brings its book`,
          ),
      );
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
    this.closed = true;
    await closeRedis(this.redis);
  }

  /**
   * The hash read once the subscription is confirmed (ioredis subscribes again on reconnect;
   * asking again waits for it), so no update falls between the two: the mirror keeps whichever of
   * a listing's values is newer. The number of values taken.
   */
  private async caughtUp(): Promise<number> {
    await this.redis.subscribe(UPDATES_CHANNEL, HEARTBEAT_CHANNEL);
    if (this.reader.status !== 'ready')
      await new Promise<void>((resolve) => this.reader.once('ready', () => resolve()));
    if (this.closed) return 0;
    const current = await this.reader.hgetall(CURRENT_KEY);
    let taken = 0;
    for (const text of Object.values(current)) {
      const envelope = decodeLive(text);
      if ('refused' in envelope || !('kind' in envelope.message)) continue;
      if (this.mirror.restore(envelope.publisher, envelope.seq, envelope.message)) taken++;
    }
    return taken;
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
