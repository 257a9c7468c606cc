// `settlegraph adapt` through the compiled CLI (npm test builds it first): the recorded payloads
// of both venues and the equivalence file become a catalog file that `settlegraph import` accepts,
// with the cross-venue families unless `--no-cross-venue-families`; bad input prints
// `FILE: $.path: reason` lines, exits 1 and writes no file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EQUIVALENCE, FIXTURES, fixtureFiles } from '../catalog/venues/venue-fixtures';

const root = join(__dirname, '..', '..');
const cli = join(root, 'dist', 'src', 'cli', 'main.js');
const env = { ...process.env, NEO4J_URI: '', SETTLEGRAPH_API_KEYS: '', SETTLEGRAPH_CATALOG: '' };

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build (npm test does)`);
});

function run(args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

const allPayloads = [
  'polymarket',
  ...fixtureFiles('polymarket'),
  'kalshi',
  ...fixtureFiles('kalshi'),
];

test('adapt writes one catalog of both venues that import accepts', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'settlegraph-adapt-')), 'venues.json');
  const adapted = run(['adapt', ...allPayloads, '--equivalence', EQUIVALENCE, '--out', out]);
  // 8 families from the venues' structure and the FOMC decision's cross-venue family.
  expect(adapted.stderr).toBe(`${out}: 8 events, 9 families, 17 markets written\n`);
  expect(adapted.status).toBe(0);
  expect(adapted.stdout).toBe('');
  const doc = JSON.parse(readFileSync(out, 'utf8'));
  expect(doc.format).toBe('settlegraph.catalog/v1');
  const merged = doc.markets.find((m: any) => m.market_id === 'mkt-kx-kxfeddecision-26dec-h0');
  expect(merged.outcomes[0].listings.map((l: any) => l.venue)).toEqual(['kalshi', 'polymarket']);
  const imported = run(['import', out]);
  expect(imported.stderr).toBe('');
  expect(imported.status).toBe(0);
  expect(imported.stdout).toMatch(/records written/);
});

test('--no-cross-venue-families leaves out the families of both venues on one quantity', () => {
  const adapted = run(['adapt', ...allPayloads, '--no-cross-venue-families']);
  expect(adapted.status).toBe(0);
  const doc = JSON.parse(adapted.stdout);
  expect(doc.families).toHaveLength(8);
  expect(doc.families.filter((f: any) => f.family_id.startsWith('fam-xv-'))).toEqual([]);
  const withFamilies = JSON.parse(run(['adapt', ...allPayloads]).stdout);
  expect(
    withFamilies.families
      .filter((f: any) => f.family_id.startsWith('fam-xv-'))
      .map((f: any) => f.title),
  ).toEqual([
    'change of the upper bound of the federal funds target range at one FOMC meeting (Federal Reserve) from 2026-12-08T05:00:00.000Z to 2026-12-10T05:00:00.000Z (Kalshi and Polymarket)',
  ]);
});

test('without --out the catalog goes to stdout, whole', () => {
  const adapted = run(['adapt', 'kalshi', ...fixtureFiles('kalshi')]);
  expect(adapted.status).toBe(0);
  const doc = JSON.parse(adapted.stdout);
  expect(doc.markets.map((m: any) => m.market_id)).toContain('mkt-kx-kxfeddecision-26dec-h0');
});

test('a structured targets response among the Kalshi files is reference data: the catalog is the same', () => {
  const targets = join(FIXTURES, 'reference', 'kalshi-structured-targets.json');
  const withReference = run(['adapt', 'kalshi', ...fixtureFiles('kalshi'), targets]);
  expect(withReference.stderr).not.toContain('not a Kalshi payload');
  expect(withReference.status).toBe(0);
  const plain = run(['adapt', 'kalshi', ...fixtureFiles('kalshi')]);
  expect(JSON.parse(withReference.stdout)).toEqual(JSON.parse(plain.stdout));
});

test('bad input: every problem as FILE: $.path: reason, exit 1, no file written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-adapt-'));
  const missing = join(dir, 'event.json');
  const event = JSON.parse(
    readFileSync(join(FIXTURES, 'kalshi', 'event-kxfeddecision-26dec.json'), 'utf8'),
  );
  delete event.markets[0].rules_primary;
  writeFileSync(missing, JSON.stringify(event));
  const wrongVenue = join(FIXTURES, 'polymarket', 'gamma-events.json');
  const out = join(dir, 'never.json');
  const adapted = run(['adapt', 'kalshi', missing, wrongVenue, '--out', out]);
  expect(adapted.status).toBe(1);
  expect(adapted.stderr).toContain('no catalog was written');
  expect(adapted.stderr).toContain(
    `${missing}: $.markets[0].rules_primary: missing required field\n`,
  );
  expect(adapted.stderr).toContain(`${wrongVenue}: $: a Polymarket payload`);
  expect(existsSync(out)).toBe(false);
});

test('a value a library cannot read (an outcome price that is no number): its file and JSON path, exit 1', () => {
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-adapt-'));
  const file = join(dir, 'gamma-events.json');
  const events = JSON.parse(
    readFileSync(join(FIXTURES, 'polymarket', 'gamma-events.json'), 'utf8'),
  );
  Object.assign(events[1].markets[2], { closed: true, outcomePrices: '["abc", "0.5"]' });
  writeFileSync(file, JSON.stringify(events));
  const adapted = run(['adapt', 'polymarket', file]);
  expect(adapted.status).toBe(1);
  expect(adapted.stdout).toBe('');
  expect(adapted.stderr).toContain(
    `${file}: $[1].markets[2].outcomePrices[0]: could not be read: [DecimalError] Invalid argument: abc\n`,
  );
});

test('usage errors exit 2', () => {
  expect(run(['adapt']).status).toBe(2);
  const noVenue = run(['adapt', join(FIXTURES, 'equivalence.json')]);
  expect(noVenue.status).toBe(2);
  expect(noVenue.stderr).toContain('usage: settlegraph adapt');
});
