// Progress of long commands through the compiled CLI (npm test builds it first), stderr a pipe as
// in a script or a log: lines, plain for `import`, JSON for `match` and `adapt` whose result is
// JSON; stdout stays the result. SETTLEGRAPH_PROGRESS_INTERVAL_S=0 writes a line at every tick, so
// the lines do not depend on how fast the machine is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeGeneratedCatalog } from '../../bench/support/generated-catalog';
import { fixtureFiles } from '../catalog/venues/venue-fixtures';

const root = join(__dirname, '..', '..');
const cli = join(root, 'dist', 'src', 'cli', 'main.js');
const env = { ...process.env, NEO4J_URI: '', SETTLEGRAPH_API_KEYS: '', SETTLEGRAPH_CATALOG: '' };
const dir = mkdtempSync(join(tmpdir(), 'settlegraph-progress-'));

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build (npm test does)`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], extra: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, [cli, ...args], {
    env: { ...env, ...extra },
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

/** "COMMAND: FILE: PHASE: 3/10 UNIT (30%), 1.5 UNIT/s, 2.0 s[, done]" */
const PLAIN_LINE =
  /^import: (?<file>.+?): (?<phase>[a-z ]+): (?<done>[\d,]+)\/(?<total>[\d,]+) (?<unit>[a-z ]+) \(\d+%\), [\d,.]+ \k<unit>\/s, \d+\.\d s(?<finished>, done)?$/;

test('import on a pipe writes plain progress lines with counts and rates; stdout is the result', () => {
  const file = join(dir, 'catalog.json');
  writeGeneratedCatalog({ families: 3, marketsPerFamily: 40, scenariosPerFamily: 6 }, file);
  const imported = run(['import', file], { SETTLEGRAPH_PROGRESS_INTERVAL_S: '0' });
  expect(imported.status).toBe(0);
  expect(imported.stdout).toMatch(/records written/);
  expect(imported.stdout).not.toContain('import: ');
  const lines = imported.stderr.trimEnd().split('\n');
  const parsed = lines.map((line) => {
    const match = PLAIN_LINE.exec(line);
    if (!match?.groups) throw new Error(`not a progress line: ${line}`);
    return match.groups;
  });
  expect(new Set(parsed.map((p) => p.file))).toEqual(new Set([file]));
  const last = (phase: string) => parsed.filter((p) => p.phase === phase && p.finished).at(-1);
  expect(last('plan markets')).toMatchObject({ done: '120', total: '120', unit: 'markets' });
  expect(last('derive relationships')).toMatchObject({
    done: '3',
    total: '3',
    unit: 'family versions',
  });
  // Each family: 80 outcomes, so 3,160 pairs; the commit's rows hold them.
  const commit = last('commit');
  expect(commit).toMatchObject({ unit: 'rows' });
  expect(Number((commit?.done ?? '').replace(/,/g, ''))).toBeGreaterThan(3 * 3_160);
  expect(commit!.done).toBe(commit!.total);
  // Phases in the order the work goes through them.
  const order = [...new Set(parsed.map((p) => p.phase))];
  expect(order).toEqual([
    'read and validate',
    'read the store',
    'plan markets',
    'derive relationships',
    'commit',
  ]);
});

test('a command quicker than the interval writes no progress', () => {
  const file = join(dir, 'small.json');
  writeGeneratedCatalog({ families: 1, marketsPerFamily: 3, scenariosPerFamily: 4 }, file);
  const imported = run(['import', file], { SETTLEGRAPH_PROGRESS_INTERVAL_S: '600' });
  expect(imported.status).toBe(0);
  expect(imported.stderr).toBe('');
});

test('a wrong SETTLEGRAPH_PROGRESS_INTERVAL_S is refused before anything runs', () => {
  const imported = run(['import', join(dir, 'missing.json')], {
    SETTLEGRAPH_PROGRESS_INTERVAL_S: 'soon',
  });
  expect(imported.status).toBe(1);
  expect(imported.stderr).toContain('SETTLEGRAPH_PROGRESS_INTERVAL_S must be a number of seconds');
});

interface JsonProgress {
  progress: string;
  phase: string;
  done: number;
  total?: number;
  unit: string;
  per_second: number;
  elapsed_s: number;
  finished: boolean;
}

function jsonLines(stderr: string): JsonProgress[] {
  return stderr
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as JsonProgress);
}

test('match writes JSON progress lines on stderr and its JSON result alone on stdout', () => {
  const payloads = [
    'kalshi',
    ...fixtureFiles('kalshi'),
    'polymarket',
    ...fixtureFiles('polymarket'),
  ];
  const matched = run(['match', ...payloads], { SETTLEGRAPH_PROGRESS_INTERVAL_S: '0' });
  expect(matched.status).toBe(0);
  const out = JSON.parse(matched.stdout) as { summary: { markets: number; pairs: number } };
  const lines = jsonLines(matched.stderr);
  for (const line of lines) {
    expect(line.progress).toBe('match');
    expect(typeof line.per_second).toBe('number');
    expect(typeof line.elapsed_s).toBe('number');
  }
  const finished = (phase: string) => lines.find((l) => l.phase === phase && l.finished);
  expect(finished('read settlement terms')).toMatchObject({
    done: out.summary.markets,
    total: out.summary.markets,
    unit: 'markets',
  });
  expect(finished('compare pairs')).toMatchObject({
    done: out.summary.pairs,
    total: out.summary.pairs,
    unit: 'pairs',
  });
});

test('adapt writes JSON progress lines, the catalog alone on stdout', () => {
  const adapted = run(['adapt', 'kalshi', ...fixtureFiles('kalshi')], {
    SETTLEGRAPH_PROGRESS_INTERVAL_S: '0',
  });
  expect(adapted.status).toBe(0);
  const catalog = JSON.parse(adapted.stdout) as { markets: unknown[] };
  const lines = jsonLines(adapted.stderr);
  expect(lines.find((l) => l.phase === 'read payloads' && l.finished)).toMatchObject({
    done: fixtureFiles('kalshi').length,
    unit: 'files',
  });
  expect(
    lines.find((l) => l.phase === 'check the import: plan markets' && l.finished),
  ).toMatchObject({ done: catalog.markets.length, total: catalog.markets.length });
});
