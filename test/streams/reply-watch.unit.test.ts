// The replies a stream awaits (src/sync/streams/reply-watch.ts), on a clock the test moves: a
// reply past its bound is due again after twice the wait, at most 16 bounds; a connection is
// replaced only when nothing asked on it was ever answered, after the given rounds.
import { ReplyWatch } from '../../src/venues/common/reply-watch';

function watchAt(rounds = 3): { watch: ReplyWatch<string>; at: (ms: number) => void } {
  let now = 0;
  return {
    watch: new ReplyWatch<string>({ afterMs: 1_000, rounds }, () => now),
    at: (ms) => {
      now = ms;
    },
  };
}

test('a reply past its bound is overdue, then due again after twice the wait, at most 16 bounds', () => {
  const { watch, at } = watchAt(100);
  watch.ask('a');
  at(999);
  expect(watch.sweep().overdue).toEqual([]);
  const dues: number[] = [];
  for (let t = 1_000; dues.length < 7; t += 1_000) {
    at(t);
    if (watch.sweep().overdue.includes('a')) dues.push(t);
  }
  expect(dues.map((d, i) => d - (dues[i - 1] ?? 0))).toEqual([
    1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000,
  ]);
});

test('a settled reply is not asked again; asking again for an awaited key keeps its bound', () => {
  const { watch, at } = watchAt();
  watch.ask('a');
  watch.ask('b');
  at(500);
  watch.ask('a');
  expect(watch.settle('b')).toBe(true);
  expect(watch.settle('b')).toBe(false);
  at(1_000);
  expect(watch.sweep().overdue).toEqual(['a']);
});

test('a connection that answered nothing is replaced after the rounds; one that answered something is kept', () => {
  const deaf = watchAt(2);
  deaf.watch.ask('a');
  deaf.at(1_000);
  expect(deaf.watch.sweep()).toEqual({ overdue: ['a'], replace: false });
  deaf.at(3_000);
  expect(deaf.watch.sweep()).toEqual({ overdue: ['a'], replace: true });
  deaf.watch.clear();
  expect(deaf.watch.sweep()).toEqual({ overdue: [], replace: false });

  const answering = watchAt(2);
  answering.watch.ask('a');
  answering.watch.ask('b');
  answering.watch.settle('b');
  for (const t of [1_000, 3_000, 7_000, 15_000])
    expect((answering.at(t), answering.watch.sweep())).toEqual({ overdue: ['a'], replace: false });
});
