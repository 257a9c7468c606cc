// The demo's cross-venue catalog is reproducible: the checked-in file is what `settlegraph adapt`
// builds today from the recorded responses as saved and the reviewed equivalence file
// (src/catalog/demo/demo-cross-venue.ts), and that file is what `settlegraph match` proposes.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommandLine } from '../../src/cli/commands';
import {
  DEMO_CROSS_VENUE_CATALOG,
  DEMO_EQUIVALENCE,
  demoCrossVenueAdaptArgs,
  fromRoot,
} from '../../scripts/demo/demo-cross-venue';
import { demoCrossVenueCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';

async function run(
  command: 'adapt' | 'match',
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCommandLine(command, args, {
    stdout: (text) => {
      stdout += text;
      return Promise.resolve();
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

/** The adapt arguments without `--out`: the catalog on stdout. */
const adaptArgs = (): string[] => {
  const args = demoCrossVenueAdaptArgs();
  return args.slice(0, args.indexOf('--out'));
};

test('demo-cross-venue.catalog.json is what settlegraph adapt writes from the recorded responses (npm run demo:catalog)', async () => {
  const args = demoCrossVenueAdaptArgs();
  expect(args.slice(args.indexOf('--out') + 1)).toEqual([fromRoot(DEMO_CROSS_VENUE_CATALOG)]);
  const adapted = await run('adapt', adaptArgs());
  expect(adapted.code).toBe(0);
  expect(adapted.stdout).toBe(readFileSync(demoCrossVenueCatalogPath(), 'utf8'));
}, 120_000);

test('the equivalence file is what settlegraph match proposes for the same files', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'settlegraph-demo-')), 'proposed.json');
  const files = adaptArgs().slice(0, adaptArgs().indexOf('--equivalence'));
  const matched = await run('match', [...files, '--equivalence-out', out]);
  expect(matched.code).toBe(0);
  expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(
    JSON.parse(readFileSync(fromRoot(DEMO_EQUIVALENCE), 'utf8')),
  );
}, 120_000);

test('the cross-venue catalog holds the World Cup families of both venues', () => {
  const doc = parseCatalog(readFileSync(demoCrossVenueCatalogPath(), 'utf8'), 'demo cross-venue');
  const members = (familyId: string) =>
    doc.markets.filter((m) => m.family_ids.includes(familyId)).map((m) => m.market_id);
  const family = 'fam-xv-result-of-the-2026-fifa-world-cup';
  expect(members(`${family}-stage-spain`).sort()).toEqual([
    'mkt-kx-kxmenworldcup-26-es',
    'mkt-kx-kxwcround-26final-esp',
    'mkt-pm-558934',
  ]);
  const winners = members(`${family}-winner`);
  expect(winners.filter((id) => id.startsWith('mkt-kx-'))).toHaveLength(26);
  expect(winners.filter((id) => id.startsWith('mkt-pm-'))).toHaveLength(29);
});
