// The progress reporter of the CLI (src/cli/progress.ts) with a sink and a clock of the test's
// own: a bar redrawn in place on a terminal, lines at the interval otherwise.
import { ProgressReporter, type ProgressSink } from '../../src/cli/progress';

function sink(isTTY: boolean): ProgressSink & { text: string } {
  return {
    isTTY,
    columns: 120,
    text: '',
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

test('on a terminal: one bar redrawn in place, a newline when the phase ends', () => {
  let now = 0;
  const out = sink(true);
  const reporter = new ProgressReporter('import', {
    sink: out,
    format: 'plain',
    intervalMs: 5_000,
    now: () => now,
  });
  reporter.onProgress({ phase: 'plan markets', done: 0, total: 200, unit: 'markets' });
  now = 1_000;
  reporter.onProgress({ phase: 'plan markets', done: 100, total: 200, unit: 'markets' });
  now = 1_050; // within the redraw interval: not drawn
  reporter.onProgress({ phase: 'plan markets', done: 150, total: 200, unit: 'markets' });
  now = 2_000;
  reporter.onProgress({ phase: 'commit', done: 0, total: 10, unit: 'rows' });
  reporter.finish();
  const frames = out.text.split('\r').filter((f) => f !== '');
  expect(frames[0]).toBe(
    'import: plan markets [------------------------] 0/200 markets (0%), 0.0 markets/s, 0.0 s\x1b[K',
  );
  expect(frames[1]).toBe(
    'import: plan markets [############------------] 100/200 markets (50%), 100 markets/s, 1.0 s\x1b[K',
  );
  // The phase's last state, kept on its line, then the next phase's bar.
  expect(frames[2]).toBe(
    'import: plan markets [##################------] 150/200 markets (75%), 75 markets/s, 2.0 s\x1b[K\n',
  );
  expect(frames[3]).toMatch(/^import: commit \[-+\] 0\/10 rows \(0%\)/);
  expect(out.text.endsWith('\n')).toBe(true);
  expect(out.text.match(/\n/g)).toHaveLength(2);
});

test('on a pipe: a line each interval and one when a logged phase ends', () => {
  let now = 0;
  const out = sink(false);
  const reporter = new ProgressReporter('sync', {
    sink: out,
    format: 'plain',
    intervalMs: 5_000,
    now: () => now,
  });
  reporter.onProgress({ phase: 'kalshi pages', done: 1, unit: 'pages' });
  now = 4_000;
  reporter.onProgress({ phase: 'kalshi pages', done: 4, unit: 'pages' });
  now = 6_000;
  reporter.onProgress({ phase: 'kalshi pages', done: 6, unit: 'pages' });
  now = 7_000;
  reporter.onProgress({ phase: 'cross-venue families', done: 0, total: 1, unit: 'steps' });
  now = 7_500;
  reporter.onProgress({ phase: 'cross-venue families', done: 1, total: 1, unit: 'steps' });
  reporter.finish();
  expect(out.text).toBe(
    'sync: kalshi pages: 6 pages, 1.0 pages/s, 6.0 s\n' +
      'sync: kalshi pages: 6 pages, 0.9 pages/s, 7.0 s, done\n',
  );
});

test('JSON lines carry the same counts', () => {
  let now = 0;
  const out = sink(false);
  const reporter = new ProgressReporter('match', {
    sink: out,
    format: 'json',
    intervalMs: 0,
    now: () => now,
  });
  reporter.onProgress({ phase: 'compare pairs', done: 0, total: 40, unit: 'pairs' });
  now = 2_000;
  reporter.onProgress({ phase: 'compare pairs', done: 40, total: 40, unit: 'pairs' });
  reporter.finish();
  expect(
    out.text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l)),
  ).toEqual([
    {
      progress: 'match',
      phase: 'compare pairs',
      done: 0,
      total: 40,
      unit: 'pairs',
      per_second: 0,
      elapsed_s: 0,
      finished: false,
    },
    {
      progress: 'match',
      phase: 'compare pairs',
      done: 40,
      total: 40,
      unit: 'pairs',
      per_second: 20,
      elapsed_s: 2,
      finished: true,
    },
  ]);
});
