// The one backoff of the venue clients (src/venues/common/venue-backoff.ts): full jitter under a
// doubling ceiling that stops at its maximum; one factory starts every sequence afresh, so a
// request's retries and a stream's reconnections after an open connection begin at the first wait.
import { fullJitterBackoff } from '../../src/venues/common/venue-backoff';

function waits(backoff: ReturnType<typeof fullJitterBackoff>, count: number): number[] {
  const out: number[] = [];
  let wait = backoff.next(undefined);
  for (let i = 0; i < count; i++) {
    out.push(wait.duration);
    wait = wait.next(undefined);
  }
  return out;
}

describe('fullJitterBackoff', () => {
  test('each wait is the draw times a ceiling that doubles from the first and stops at the maximum', () => {
    const backoff = fullJitterBackoff({ firstCeilingMs: 100, maxMs: 1000, random: () => 0.5 });
    expect(waits(backoff, 7)).toEqual([50, 100, 200, 400, 500, 500, 500]);
  });

  test('a wait stays below its ceiling, whole milliseconds, at the largest draw', () => {
    const backoff = fullJitterBackoff({
      firstCeilingMs: 500,
      maxMs: 30_000,
      random: () => 0.999_999,
    });
    expect(waits(backoff, 8)).toEqual([499, 999, 1999, 3999, 7999, 15_999, 29_999, 29_999]);
    const none = fullJitterBackoff({ firstCeilingMs: 500, maxMs: 30_000, random: () => 0 });
    expect(waits(none, 3)).toEqual([0, 0, 0]);
  });

  test('one factory gives every sequence from its first wait, whatever another has reached', () => {
    const backoff = fullJitterBackoff({ firstCeilingMs: 10, maxMs: 50, random: () => 0.5 });
    const first = backoff.next(undefined).next(undefined).next(undefined);
    expect(first.duration).toBe(20);
    expect(backoff.next(undefined).duration).toBe(5);
    expect(first.next(undefined).duration).toBe(25);
  });

  test('without a draw given, waits are spread below the ceiling', () => {
    const backoff = fullJitterBackoff({ firstCeilingMs: 1000, maxMs: 1000 });
    const seen = new Set(Array.from({ length: 50 }, () => backoff.next(undefined).duration));
    for (const wait of seen) expect(wait >= 0 && wait < 1000).toBe(true);
    expect(seen.size).toBeGreaterThan(1);
  });
});
