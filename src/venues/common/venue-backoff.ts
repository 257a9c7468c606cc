// The one backoff of the venue clients: between the attempts of a request (venue-http.ts) and
// between the connections of a stream (stream-socket.ts). Full jitter: wait n is uniform in
// [0, min(maxMs, firstCeilingMs · 2^n)), so clients that fail together (a venue's brief outage)
// come back spread out instead of in step (docs/decisions.md, "Venue sync"). cockatiel's
// ExponentialBackoff carries the sequence; the generator is ours only because cockatiel's
// fullJitterGenerator draws from Math.random, and tests pin the sequence with their own draw.
import { ExponentialBackoff, type GeneratorFn, type IBackoffFactory } from 'cockatiel';

export interface JitterBackoffShape {
  /** The ceiling of the first wait (ms); each later wait's ceiling doubles it. */
  readonly firstCeilingMs: number;
  /** The ceiling stops growing here (ms). */
  readonly maxMs: number;
  /** A number in [0, 1): the jitter; Math.random unless given. */
  readonly random?: () => number;
}

/**
 * A backoff factory: `next()` gives the first wait, and each wait's `next()` the one after it. A
 * factory holds no state of its own, so one serves every request or connection.
 */
export function fullJitterBackoff(shape: JitterBackoffShape): IBackoffFactory<unknown> {
  const random = shape.random ?? Math.random;
  const generator: GeneratorFn<number> = (waits = 0, options) => [
    Math.floor(random() * Math.min(options.maxDelay, options.initialDelay * 2 ** waits)),
    waits + 1,
  ];
  return new ExponentialBackoff({
    generator,
    initialDelay: shape.firstCeilingMs,
    maxDelay: shape.maxMs,
  });
}
