// GET requests to a venue's public API as a good citizen (docs/decisions.md, "Venue sync"): each
// request waits for its host's budget (token-bucket.ts), has a time limit, and is retried on what
// passes (429, honouring Retry-After; 5xx; a reset, refused or timed-out connection; a body cut
// short) with full-jitter exponential backoff (venue-backoff.ts), through cockatiel's retry
// policy. Anything else (another 4xx, a body past the size or nesting bounds of bounded-body.ts)
// fails at once: asking again would not change the answer.

import {
  BODY_BYTES_MAX,
  JSON_DEPTH_MAX,
  TOO_DEEP,
  TOO_LARGE,
  nestsDeeperThan,
  readBoundedText,
} from './bounded-body';
import {
  DelegateBackoff,
  handleWhen,
  retry,
  type FailureReason,
  type IBackoff,
  type IBackoffFactory,
  type IRetryBackoffContext,
} from 'cockatiel';
import { fullJitterBackoff } from './venue-backoff';
import { REAL_TIMING, TokenBucket, type RequestBudget, type Timing } from './token-bucket';

export interface VenueHttpOptions {
  /** Budgets by host (`api.elections.kalshi.com`, with `:port` when not the default); a host
   * without one is refused. */
  readonly budgets: Readonly<Record<string, RequestBudget>>;
  /** Time limit of one attempt, headers and body. */
  readonly timeoutMs?: number;
  /** Attempts of one request, the first included. */
  readonly maxAttempts?: number;
  /** Retry n waits below baseDelayMs · 2^n, up to maxDelayMs (venue-backoff.ts). */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  readonly timing?: Timing;
  /** A number in [0, 1): the jitter. */
  readonly random?: () => number;
  /** Each attempt's outcome, for the log and the metrics. */
  readonly onAttempt?: (attempt: AttemptReport) => void;
  /** The largest body read (bytes, after decompression); BODY_BYTES_MAX unless given. */
  readonly maxBodyBytes?: number;
}

export interface AttemptReport {
  readonly url: string;
  readonly attempt: number;
  /** `ok`, an HTTP status, or a network failure's name. */
  readonly outcome: string;
  /** The wait before the next attempt; absent when none follows. */
  readonly retryInMs?: number;
}

/** A venue response: its JSON and when it was fetched (the observation time of its records). */
export interface VenueResponse {
  readonly url: string;
  readonly fetchedAt: string;
  readonly json: unknown;
}

export class VenueRequestError extends Error {
  constructor(
    readonly url: string,
    /** The last attempt's outcome (`404`, `ECONNRESET`, `timeout`, …). */
    readonly outcome: string,
    readonly attempts: number,
    method = 'GET',
  ) {
    super(`${method} ${url}: ${outcome} after ${attempts} attempt${attempts === 1 ? '' : 's'}`);
    this.name = 'VenueRequestError';
  }
}

const DEFAULTS = { timeoutMs: 15_000, maxAttempts: 6, baseDelayMs: 500, maxDelayMs: 30_000 };

/** Why an attempt failed, and whether asking again may help. */
interface Failure {
  readonly outcome: string;
  readonly retryable: boolean;
  /** A wait the venue asked for (Retry-After). */
  readonly retryAfterMs?: number;
}

/** A failed attempt, thrown to the retry policy, which retries it when it is retryable. */
class AttemptFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.outcome);
    this.name = 'AttemptFailure';
  }
}

function failureOf(reason: FailureReason<unknown>): Failure | undefined {
  return 'error' in reason && reason.error instanceof AttemptFailure
    ? reason.error.failure
    : undefined;
}

export class VenueHttp {
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly timing: Timing;

  private readonly backoff: IBackoffFactory<unknown>;

  constructor(private readonly options: VenueHttpOptions) {
    this.timing = options.timing ?? REAL_TIMING;
    this.backoff = fullJitterBackoff({
      firstCeilingMs: 2 * (options.baseDelayMs ?? DEFAULTS.baseDelayMs),
      maxMs: options.maxDelayMs ?? DEFAULTS.maxDelayMs,
      ...(options.random && { random: options.random }),
    });
  }

  /** The largest body this client reads (bytes). */
  get bodyBytesMax(): number {
    return this.options.maxBodyBytes ?? BODY_BYTES_MAX;
  }

  getJson(url: string): Promise<VenueResponse> {
    return this.request(url);
  }

  /**
   * A read sent as POST because it carries a list (Polymarket CLOB `POST /books`): the same
   * budget, time limit and retries as a GET, which it is in effect.
   */
  postJson(url: string, body: unknown): Promise<VenueResponse> {
    return this.request(url, JSON.stringify(body));
  }

  private async request(url: string, body?: string): Promise<VenueResponse> {
    const bucket = this.bucketOf(url);
    const maxAttempts = this.options.maxAttempts ?? DEFAULTS.maxAttempts;
    // cockatiel's retry sleeps on a real timer it alone holds; the tests' clock (`timing`) could
    // not move it. So its backoff answers 0 and the wait it chose is slept on `timing` before the
    // next attempt (docs/decisions.md, "Retries and backoff through cockatiel").
    let wait = 0;
    let attempts = 0;
    const policy = retry(
      handleWhen((error) => error instanceof AttemptFailure && error.failure.retryable),
      {
        maxAttempts: maxAttempts - 1,
        backoff: new DelegateBackoff<IRetryBackoffContext<unknown>, IBackoff<unknown>>(
          (context, jitter) => {
            const next = jitter ? jitter.next(context) : this.backoff.next(context);
            wait = failureOf(context.result)?.retryAfterMs ?? next.duration;
            return { delay: 0, state: next };
          },
        ),
      },
    );
    policy.onRetry((reason) => {
      const outcome = failureOf(reason)?.outcome ?? 'error';
      this.options.onAttempt?.({ url, attempt: attempts, outcome, retryInMs: wait });
    });
    try {
      return await policy.execute(async ({ attempt }) => {
        if (attempt > 0) await this.timing.sleep(wait);
        attempts = attempt + 1;
        await bucket.take();
        const fetchedAt = new Date().toISOString();
        const result = await this.attempt(url, body);
        if ('outcome' in result) throw new AttemptFailure(result);
        this.options.onAttempt?.({ url, attempt: attempts, outcome: 'ok' });
        return { url, fetchedAt, json: result.json };
      });
    } catch (error) {
      if (!(error instanceof AttemptFailure)) throw error;
      // The last attempt: one that cannot be retried, or the last one allowed.
      const { outcome } = error.failure;
      this.options.onAttempt?.({ url, attempt: attempts, outcome });
      throw new VenueRequestError(url, outcome, attempts, body === undefined ? 'GET' : 'POST');
    }
  }

  private bucketOf(url: string): TokenBucket {
    const host = new URL(url).host;
    let bucket = this.buckets.get(host);
    if (!bucket) {
      const budget = this.options.budgets[host];
      if (!budget) throw new Error(`no request budget for ${host}`);
      bucket = new TokenBucket(budget, this.timing);
      this.buckets.set(host, bucket);
    }
    return bucket;
  }

  private async attempt(url: string, body?: string): Promise<{ json: unknown } | Failure> {
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULTS.timeoutMs);
    let response: Response;
    try {
      response = await fetch(
        url,
        body === undefined
          ? { signal, headers: { accept: 'application/json' } }
          : {
              signal,
              method: 'POST',
              body,
              headers: { accept: 'application/json', 'content-type': 'application/json' },
            },
      );
    } catch (error) {
      return { outcome: networkFailure(error), retryable: true };
    }
    if (response.status === 429) {
      await response.body?.cancel();
      return {
        outcome: '429',
        retryable: true,
        ...retryAfter(response.headers.get('retry-after')),
      };
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      return { outcome: String(response.status), retryable: true };
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      return { outcome: String(response.status), retryable: false };
    }
    let text: string | undefined;
    try {
      text = await readBoundedText(response, this.bodyBytesMax);
    } catch (error) {
      return { outcome: networkFailure(error), retryable: true };
    }
    if (text === undefined) return { outcome: TOO_LARGE, retryable: false };
    if (nestsDeeperThan(text, JSON_DEPTH_MAX)) return { outcome: TOO_DEEP, retryable: false };
    try {
      return { json: JSON.parse(text) as unknown };
    } catch {
      // A 200 whose body does not parse was cut short on the way (or by a proxy).
      return { outcome: 'truncated body', retryable: true };
    }
  }
}

/** Retry-After in seconds or as an HTTP date; nothing usable gives the backoff. */
function retryAfter(header: string | null): { retryAfterMs?: number } {
  if (header === null) return {};
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return { retryAfterMs: Number(trimmed) * 1000 };
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return {};
  return { retryAfterMs: Math.max(0, at - Date.now()) };
}

function networkFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  const cause = (error as { cause?: { code?: unknown; name?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (cause?.name === 'TimeoutError') return 'timeout';
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  return error instanceof Error ? error.name : 'network error';
}
