// `measure-terms tuning --unread <term>` (bench/terms/unread.ts, docs/term-reading.md): the
// tuning markets whose term is left unread, grouped by the reader's reason and what the venue's
// data states; held-out is refused before anything of it is read.
import { formatUnread, unreadOf, type UnreadReport } from '../../../../bench/terms/unread';

test('held-out is never listed market by market', () => {
  expect(() => unreadOf('held-out', 'source')).toThrow(/never listed/);
});

test('the groups count the markets of one reason and one kind of venue data', () => {
  const report: UnreadReport = {
    part: 'tuning',
    term: 'source',
    markets: 10,
    unread: [
      {
        market: 'tuning/kalshi/a.json#KXA-1',
        category: 'game-winner',
        reason: 'no settlement source is named',
        data: 'Kalshi market recorded without its event',
      },
      {
        market: 'tuning/kalshi/a.json#KXA-2',
        category: 'game-winner',
        reason: 'no settlement source is named',
        data: 'Kalshi market recorded without its event',
      },
      {
        market: 'tuning/polymarket/b.json#7',
        category: 'mentions',
        reason: 'no settlement source is named',
        data: 'Gamma resolutionSource is empty',
      },
    ],
  };
  const text = formatUnread(report);
  expect(text).toMatch(/^## tuning: source unread on 3 of 10 markets/);
  const groups = text
    .split('### Markets')[0]!
    .split('\n')
    .filter((l) => /^\| \d/.test(l));
  expect(groups).toHaveLength(2);
  expect(groups[0]).toMatch(/^\| 2 .*Kalshi market recorded without its event.*game-winner 2/);
  expect(groups[1]).toMatch(/^\| 1 .*Gamma resolutionSource is empty.*mentions 1/);
  expect(text).toContain('tuning/polymarket/b.json#7');
});
