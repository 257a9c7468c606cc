// A key pays for its refused requests (docs/decisions.md, "Fairness: a key pays for its
// refusals"): each request of an API key answered 400 (a body or document the server refused:
// INVALID_REQUEST, QUERY_TOO_COMPLEX) is counted in a one-minute window per key, kept where the
// rate limit keeps its counts (Redis with SETTLEGRAPH_REDIS_URL, else this process). Once a key
// has had SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE refusals in its window, its next requests are held in
// the onRequest hook after authentication, their bodies unread, for SETTLEGRAPH_KEY_REFUSAL_HOLD_MS
// (at most until the window ends), then answered 429 RATE_LIMITED with Retry-After, the seconds
// left of the window. Refusing at once would not slow a client that sends its next request as soon
// as it is answered: each 429 would cost a turn of the event loop as a refusal does, and other
// keys' requests would still wait behind as many of them as the key has connections. A key with an
// occasional bad request stays far under the count and never sees it.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from '../domain/errors';

/** The window refusals are counted in, as the rate limit's. */
const WINDOW_MS = 60_000;
/** Requests of one key held at once at most; past it they are answered at once. */
const HELD_PER_KEY = 64;
/** The responses counted against their key: a request the server refused for what it sent. */
const REFUSED_STATUS = 400;

export interface KeyRefusalCounts {
  /** Requests answered 429 because their key was over its refusals. */
  refused: number;
}

/** What the count of a key's refusals says after one more: @fastify/rate-limit's verdict. */
export interface RefusalCount {
  remaining: number;
  /** Ms left of the key's window. */
  ttl: number;
}

export class KeyRefusalPenalty {
  /** When each penalised key's window ends, by the clock of `now`. */
  private readonly penalisedUntil = new Map<string, number>();
  private readonly held = new Map<string, number>();
  readonly counts: KeyRefusalCounts = { refused: 0 };

  /**
   * `refusalsPerMinute`: SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE (0: no penalty); `holdMs`:
   * SETTLEGRAPH_KEY_REFUSAL_HOLD_MS, how long a penalised key's request waits before its 429.
   */
  constructor(
    readonly refusalsPerMinute: number,
    readonly holdMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get enabled(): boolean {
    return this.refusalsPerMinute > 0;
  }

  /** Takes the count after one more refusal of `keyId`: at the limit, the key is penalised. */
  counted(keyId: string, count: RefusalCount): void {
    if (count.remaining !== 0) return;
    this.penalisedUntil.set(keyId, this.now() + (count.ttl > 0 ? count.ttl : WINDOW_MS));
  }

  /** Ms left of `keyId`'s penalty; 0 when it has none. */
  private left(keyId: string): number {
    const until = this.penalisedUntil.get(keyId);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left > 0) return left;
    this.penalisedUntil.delete(keyId);
    return 0;
  }

  /** Resolves with the refusal of `keyId`'s request, after its hold; undefined when it may go. */
  async admit(keyId: string): Promise<ServiceError | undefined> {
    let left = this.left(keyId);
    if (left === 0) return undefined;
    const held = this.held.get(keyId) ?? 0;
    if (this.holdMs > 0 && held < HELD_PER_KEY) {
      this.held.set(keyId, held + 1);
      try {
        await sleep(Math.min(this.holdMs, left));
      } finally {
        const still = (this.held.get(keyId) ?? 1) - 1;
        if (still > 0) this.held.set(keyId, still);
        else this.held.delete(keyId);
      }
      left = this.left(keyId);
      if (left === 0) return undefined;
    }
    this.counts.refused += 1;
    return tooManyRefusals(this.refusalsPerMinute, Math.ceil(left / 1000));
  }
}

/** RATE_LIMITED for a request of a key that had its refusals of the minute. */
export function tooManyRefusals(
  refusalsPerMinute: number,
  retryAfterSeconds: number,
): ServiceError {
  return new ServiceError(
    'RATE_LIMITED',
    `this API key had ${refusalsPerMinute} requests refused within a minute (SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE); retry after ${retryAfterSeconds} seconds, with requests the server accepts`,
    { refusalsPerMinute, retryAfterSeconds },
  );
}

/**
 * Holds and refuses each request of a penalised key: an onRequest hook added after the one that
 * authenticates, before the body is read.
 */
export function holdPenalisedKeys(app: FastifyInstance, penalty: KeyRefusalPenalty): void {
  if (!penalty.enabled) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const keyId = request.principal?.keyId;
    if (keyId === undefined) {
      done();
      return;
    }
    void penalty.admit(keyId).then((refusal) => done(refusal));
  });
}

/**
 * Counts each refused request against its key with the rate limit's store, through the plugin's
 * `createRateLimit` (so after registerRateLimit; without the rate limit there is nothing to count
 * with, and no penalty).
 */
export function countRefusals(app: FastifyInstance, penalty: KeyRefusalPenalty): void {
  if (!penalty.enabled || !app.hasDecorator('createRateLimit')) return;
  const count = app.createRateLimit({
    max: penalty.refusalsPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `refused:${request.principal?.keyId ?? ''}`,
    allowList: () => false,
  });
  // Counted before the refusal is sent: a client that has its answer finds its key penalised.
  app.addHook('onSend', (request, reply, payload, done) => {
    const keyId = request.principal?.keyId;
    if (keyId === undefined || reply.statusCode !== REFUSED_STATUS) {
      done(null, payload);
      return;
    }
    // A store that fails leaves the key uncounted: the penalty fails open, as the rate limit.
    count(request).then(
      (verdict) => {
        if (!verdict.isAllowed) penalty.counted(keyId, verdict);
        done(null, payload);
      },
      () => done(null, payload),
    );
  });
}
