// A per-API-key budget of CPU (docs/decisions.md, "Fairness: a budget of CPU per API key"): the
// CPU each request costs is charged to its key, each key's total decays (time constant one
// second), and while other keys have work, a key that spent more than its share of what all keys
// spent waits before its next request is read, then is refused 429 RATE_LIMITED with Retry-After
// if its share has not come back. A key alone on the server is never held back.
//
// What a request costs: the synchronous sections known to be expensive (a body's JSON, a GraphQL
// document's lexing, parsing, validation and cost measure) are measured with process.cpuUsage
// around them and charged to the key that sent them; whatever else the process spends (HTTP,
// execution, serialisation, collection) is shared equally among the requests in progress while it
// is spent, as a processor shares its time. A refused GraphQL document thus costs its key what its
// refusal cost, while an honest key is not charged for another key's parse.
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../domain/errors';

/** Seconds a refused client is told to wait: a key's spending halves in under a second. */
const RETRY_AFTER_SECONDS = 1;
/** How quickly a key's spending is forgotten: the time constant of its decay. */
const DECAY_MS = 1_000;
/**
 * Below this much CPU spent by all keys (decayed, in ms: about this many ms per second) the
 * process is not short of CPU and no key waits.
 */
const BUSY_MS = 100;
/** The longest a request waits for its key's share before it is refused. */
const MAX_WAIT_MS = 1_000;
/** How often waiting requests look again. */
const RECHECK_MS = 10;
/** Requests of one key waiting at once at most; past it they are refused at once. */
const WAITING_PER_KEY = 64;

export interface KeyCpuCounts {
  /** Requests that waited for their key's share before they were read. */
  delayed: number;
  /** Requests refused because their key stayed over its share. */
  refused: number;
}

interface KeySpending {
  /** Decayed CPU in ms as of `at`. */
  total: number;
  at: number;
  inProgress: number;
}

interface Waiting {
  keyId: string;
  since: number;
  resolve: (admitted: boolean) => void;
}

/** The end of a section when there is no budget: one function, not one made per section. */
const nothingToCharge = (): void => {};

/** CPU time of the process in ms, user and system. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
}

export class KeyCpuBudget {
  private readonly keys = new Map<string, KeySpending>();
  private readonly waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;
  readonly counts: KeyCpuCounts = { delayed: 0, refused: 0 };

  /** CPU of measured sections since start, and the process's CPU and that sum when last shared. */
  private measured = 0;
  private lastCpu = cpuMs();
  private lastMeasured = 0;
  /** Unmeasured CPU per request in progress, summed over time: each request's share is a delta. */
  private sharedPerRequest = 0;
  private inProgress = 0;

  /**
   * `sharePercent`: SETTLEGRAPH_KEY_CPU_SHARE_PERCENT, the share of the CPU all keys spent that one
   * key may have spent while other keys have work (0: no budget).
   */
  constructor(
    readonly sharePercent: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.sharePercent > 0;
  }

  /** Charges `keyId` with the CPU `work` takes, and returns what it returns. */
  measure<T>(keyId: string | undefined, work: () => T): T {
    if (!this.enabled || keyId === undefined) return work();
    const end = this.begin(keyId);
    try {
      return work();
    } finally {
      end();
    }
  }

  /**
   * Starts measuring a synchronous section of `keyId`'s work; the returned function ends it and
   * charges the key. A section measured inside it is charged once, to its own key.
   */
  begin(keyId: string | undefined): () => void {
    if (!this.enabled || keyId === undefined) return nothingToCharge;
    const before = cpuMs();
    const measuredBefore = this.measured;
    return () => {
      const spent = Math.max(0, cpuMs() - before - (this.measured - measuredBefore));
      this.measured += spent;
      this.charge(keyId, spent);
    };
  }

  /**
   * Resolves, now or after waiting for the key's share, with the function that ends the request
   * it starts; undefined when the request is refused.
   */
  async admit(keyId: string): Promise<(() => void) | undefined> {
    if (!this.enabled) return () => {};
    if (this.overShare(keyId)) {
      if (this.waitingOf(keyId) >= WAITING_PER_KEY) {
        this.counts.refused += 1;
        return undefined;
      }
      this.counts.delayed += 1;
      const admitted = await new Promise<boolean>((resolve) => {
        this.waiting.push({ keyId, since: this.now(), resolve });
        this.schedule();
      });
      if (!admitted) {
        this.counts.refused += 1;
        return undefined;
      }
    }
    return this.start(keyId);
  }

  private start(keyId: string): () => void {
    this.settleShared();
    const key = this.spending(keyId);
    key.inProgress += 1;
    this.inProgress += 1;
    const sharedAtStart = this.sharedPerRequest;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.settleShared();
      key.inProgress -= 1;
      this.inProgress -= 1;
      this.charge(keyId, this.sharedPerRequest - sharedAtStart);
      // The shares have moved: requests waiting may go now rather than at the next look.
      if (this.waiting.length > 0) this.recheck();
    };
  }

  /** Shares the CPU spent since last accounted, less measured sections, among requests in progress. */
  private settleShared(): void {
    const cpu = cpuMs();
    const unmeasured = Math.max(0, cpu - this.lastCpu - (this.measured - this.lastMeasured));
    this.lastCpu = cpu;
    this.lastMeasured = this.measured;
    if (this.inProgress > 0) this.sharedPerRequest += unmeasured / this.inProgress;
  }

  private spending(keyId: string): KeySpending {
    let key = this.keys.get(keyId);
    if (!key) {
      key = { total: 0, at: this.now(), inProgress: 0 };
      this.keys.set(keyId, key);
    }
    return key;
  }

  private charge(keyId: string, ms: number): void {
    if (!(ms > 0)) return;
    const key = this.spending(keyId);
    const now = this.now();
    key.total = decayed(key, now) + ms;
    key.at = now;
  }

  /** Whether other keys have work and `keyId` spent more than its share of a busy process. */
  private overShare(keyId: string): boolean {
    const now = this.now();
    let competing = false;
    let all = 0;
    let mine = 0;
    for (const [id, key] of this.keys) {
      const total = decayed(key, now);
      all += total;
      if (id === keyId) mine = total;
      // Only requests in progress compete: keys whose requests all wait hold nothing back.
      else if (key.inProgress > 0) competing = true;
      else if (key.inProgress === 0 && total < 0.01) this.keys.delete(id);
    }
    return competing && all >= BUSY_MS && mine > (all * this.sharePercent) / 100;
  }

  private waitingOf(keyId: string): number {
    let n = 0;
    for (const w of this.waiting) if (w.keyId === keyId) n += 1;
    return n;
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.recheck();
    }, RECHECK_MS);
    this.timer.unref();
  }

  /**
   * Lets through the waiting requests of each key back under its share, and refuses those that
   * waited the longest a request may.
   */
  private recheck(): void {
    const now = this.now();
    const under = new Map<string, boolean>();
    for (let i = 0; i < this.waiting.length;) {
      const w = this.waiting[i]!;
      let keyUnder = under.get(w.keyId);
      if (keyUnder === undefined) under.set(w.keyId, (keyUnder = !this.overShare(w.keyId)));
      if (keyUnder || now - w.since >= MAX_WAIT_MS) {
        this.waiting.splice(i, 1);
        w.resolve(keyUnder);
      } else i += 1;
    }
    if (this.waiting.length > 0) this.schedule();
  }
}

function decayed(key: KeySpending, now: number): number {
  return key.total * Math.exp(-(now - key.at) / DECAY_MS);
}

/** RATE_LIMITED for a request whose key stayed over its share of the CPU. */
export function overCpuShare(sharePercent: number): ServiceError {
  return new ServiceError(
    'RATE_LIMITED',
    `this API key spent more than its share (${sharePercent}%) of the server's CPU while other keys wait (SETTLEGRAPH_KEY_CPU_SHARE_PERCENT); retry after ${RETRY_AFTER_SECONDS} second, or send cheaper or fewer requests`,
    { cpuSharePercent: sharePercent, retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}

/**
 * Admits each authenticated request through `budget` (an onRequest hook added after the one that
 * authenticates, before the body is read); its request ends when the response ends or the
 * connection closes.
 */
export function budgetKeyCpu(app: FastifyInstance, budget: KeyCpuBudget): void {
  if (!budget.enabled) return;
  app.addHook('onRequest', (request, reply, done) => {
    const keyId = request.principal?.keyId;
    if (keyId === undefined) {
      done();
      return;
    }
    void budget.admit(keyId).then((end) => {
      if (end === undefined) {
        done(overCpuShare(budget.sharePercent));
        return;
      }
      reply.raw.once('close', end);
      done();
    });
  });
}
