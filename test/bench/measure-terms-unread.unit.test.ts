// `measure-terms tuning --unread <term>` (bench/terms/unread.ts, docs/term-reading.md): the tuning
// markets that leave a term unread, with the reasons grouped; held-out is never listed market by
// market, so any other part is refused before anything is read.
import { formatUnread, isTermName } from '../../bench/terms/unread';

describe('--unread <term>', () => {
  test('takes the six term names only', () => {
    for (const name of ['quantity', 'source', 'window', 'boundary', 'exceptions', 'yes'])
      expect(isTermName(name)).toBe(true);
    expect(isTermName('windows')).toBe(false);
    expect(isTermName('--summary')).toBe(false);
  });

  test('refuses held-out', () => {
    expect(() => formatUnread('held-out', 'window')).toThrow(
      '--unread lists markets of the tuning part only',
    );
  });

  test('on tuning: the count, the reasons grouped with their counts, then each market with its reason', () => {
    const text = formatUnread('tuning', 'window');
    const head = /^## window unread on tuning: (\d+) of (\d+) markets$/m.exec(text);
    expect(head).not.toBeNull();
    const [unread, all] = [Number(head![1]), Number(head![2])];
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(all);
    const grouped = [...text.matchAll(/^- (\d+) × /gm)].map((m) => Number(m[1]));
    expect(grouped.reduce((a, b) => a + b, 0)).toBe(unread);
    const markets = text.split('### Markets')[1]!.match(/^- \S+ tuning\/\S+: .+$/gm) ?? [];
    expect(markets).toHaveLength(unread);
  });
});
