// The penalty's own rules, on a clock the test moves (docs/decisions.md, "Fairness: a key pays for
// its refusals"); over HTTP: test/http/key-refusal-penalty.test.ts, its settings:
// test/app/key-refusal-settings.unit.test.ts.
import { KeyRefusalPenalty } from './key-refusal-penalty';

describe('KeyRefusalPenalty', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  test('a key is penalised only by the refusal that leaves it nothing of its count', async () => {
    const penalty = new KeyRefusalPenalty(3, 0, clock);
    penalty.counted('k', { remaining: 1, ttl: 50_000 });
    expect(await penalty.admit('k')).toBeUndefined();
    penalty.counted('k', { remaining: 0, ttl: 50_000 });
    const refusal = await penalty.admit('k');
    expect(refusal).toMatchObject({
      code: 'RATE_LIMITED',
      details: { refusalsPerMinute: 3, retryAfterSeconds: 50 },
    });
    // Another key is not touched.
    expect(await penalty.admit('other')).toBeUndefined();
    expect(penalty.counts.refused).toBe(1);
  });

  test('Retry-After is the seconds left of the window, rounded up; after it the key goes', async () => {
    const penalty = new KeyRefusalPenalty(3, 0, clock);
    penalty.counted('k', { remaining: 0, ttl: 2_500 });
    now += 1_000;
    expect((await penalty.admit('k'))?.details).toMatchObject({ retryAfterSeconds: 2 });
    now += 1_500;
    expect(await penalty.admit('k')).toBeUndefined();
  });

  test('a held request is refused after its hold, or let through when the window ended meanwhile', async () => {
    const penalty = new KeyRefusalPenalty(3, 5, clock);
    penalty.counted('k', { remaining: 0, ttl: 60_000 });
    expect(await penalty.admit('k')).toMatchObject({ code: 'RATE_LIMITED' });

    penalty.counted('j', { remaining: 0, ttl: 60_000 });
    const held = penalty.admit('j');
    now += 60_000;
    expect(await held).toBeUndefined();
  });
});
