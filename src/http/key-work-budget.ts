// A per-API-key budget of requests in progress (docs/decisions.md, "Fairness: a budget of work per
// API key"): while requests of more than one key are in progress, a key holding `concurrentMax` of
// them gets 429 RATE_LIMITED with Retry-After for the next one, before its body is parsed or any
// work is done, so one key's many connections cannot take the event loop from another key. A key
// alone on the server may have as many in progress as its connections carry: the budget shares
// the server between keys, it does not slow a single client down.
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../domain/errors';

/** Seconds a refused client is told to wait: its requests in progress end within milliseconds. */
const RETRY_AFTER_SECONDS = 1;

export interface KeyWorkCounts {
  /** Requests refused because their key held its budget while another key had work in progress. */
  refused: number;
}

export class KeyWorkBudget {
  /** Requests in progress by API key ID; a key with none is absent. */
  private readonly inFlight = new Map<string, number>();
  readonly counts: KeyWorkCounts = { refused: 0 };

  /** `concurrentMax`: SETTLEGRAPH_KEY_CONCURRENT_REQUESTS (0: no budget). */
  constructor(readonly concurrentMax: number) {}

  /**
   * Takes a place for a request of `keyId`, or throws RATE_LIMITED when the key holds its budget
   * while another key has requests in progress. The returned function gives the place back.
   */
  admit(keyId: string): () => void {
    const held = this.inFlight.get(keyId) ?? 0;
    const othersBusy = this.inFlight.size > (held > 0 ? 1 : 0);
    if (this.concurrentMax > 0 && held >= this.concurrentMax && othersBusy) {
      this.counts.refused += 1;
      throw new ServiceError(
        'RATE_LIMITED',
        `this API key has ${held} requests in progress while other keys wait, as many as one key may hold (SETTLEGRAPH_KEY_CONCURRENT_REQUESTS); retry after ${RETRY_AFTER_SECONDS} second, or send fewer requests at once`,
        { concurrentRequestsMax: this.concurrentMax, retryAfterSeconds: RETRY_AFTER_SECONDS },
      );
    }
    this.inFlight.set(keyId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = (this.inFlight.get(keyId) ?? 1) - 1;
      if (now > 0) this.inFlight.set(keyId, now);
      else this.inFlight.delete(keyId);
    };
  }
}

/**
 * Admits each authenticated request through `budget` (an onRequest hook added after the one that
 * authenticates); its place is given back when the response ends or the connection closes.
 */
export function budgetKeyWork(app: FastifyInstance, budget: KeyWorkBudget): void {
  if (budget.concurrentMax <= 0) return;
  app.addHook('onRequest', (request, reply, done) => {
    const keyId = request.principal?.keyId;
    if (keyId === undefined) {
      done();
      return;
    }
    try {
      const release = budget.admit(keyId);
      reply.raw.once('close', release);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
