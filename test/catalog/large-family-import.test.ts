// A family of 1,000 outcomes (500 binary markets) imports: its 499,500 derived relationships are
// planned as one compact list and kept (memory) or written (Neo4j, staged) from it, never as half
// a million records at once (docs/decisions.md, "Import memory"). On Neo4j the family has 200
// outcomes (19,900 relationships, written in several staged steps from the same list): half a
// million relationship writes take minutes there, and are measured by `npm run bench`
// (docs/benchmarks.md, "Import of large families"), not repeated by every test run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalog, writeGeneratedCatalog } from '../../bench/support/generated-catalog';
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { deriveRelationships } from '../../src/domain/relationships/derive-relationships';
import type { MarketRecord } from '../../src/domain/records';
import { STORE_KINDS } from '../support/stores';

const MARKETS: Readonly<Record<string, number>> = { memory: 500, neo4j: 100 };
const FAMILY = 'fam-gen-00000';

describe.each(STORE_KINDS)('a large family on the $name store', (kind) => {
  const SIZE = { families: 1, marketsPerFamily: MARKETS[kind.name] ?? 100, scenariosPerFamily: 12 };
  const OUTCOMES = SIZE.marketsPerFamily * 2;
  test(
    `imports ${OUTCOMES} outcomes, and every outcome relates to each of the others`,
    async () => {
      const store = await kind.open();
      try {
        const doc = validateCatalog(generateCatalog(SIZE));
        const result = await importCatalog(store, doc, { source: 'generated' });
        expect(result.revision).toBe(1);
        const head = await store.head();
        const [version] = (await store.scenarioVersionsOfFamilies([FAMILY], head.revision)).get(
          FAMILY,
        )!;
        const first = 'out-gen-00000-000-yes';
        const last = `out-gen-00000-${String(SIZE.marketsPerFamily - 1).padStart(3, '0')}-no`;
        const page = { offset: 0, limit: OUTCOMES };
        for (const outcomeId of [first, last]) {
          const found = await store.findRelationships(
            { outcomeIds: [outcomeId], pins: 'current' },
            head.revision,
            page,
          );
          expect(found.items).toHaveLength(OUTCOMES - 1);
        }
        // The stored records are the derivation's, field for field: two markets' four outcomes.
        const markets: MarketRecord[] = await store.getByKeys(
          'market',
          [
            'mkt-gen-00000-000',
            `mkt-gen-00000-${String(SIZE.marketsPerFamily - 1).padStart(3, '0')}`,
          ],
          head.revision,
        );
        const expected = deriveRelationships(markets, version!);
        expect(expected).toHaveLength(6);
        const stored = await store.findRelationships(
          { outcomeIds: [first], pins: 'current' },
          head.revision,
          page,
        );
        const byId = new Map(stored.items.map((r) => [r.relationshipId, r]));
        for (const r of expected.filter(
          (e) => e.fromOutcomeId === first || e.toOutcomeId === first,
        ))
          expect(byId.get(r.relationshipId)).toEqual(r);
        // The same file again changes nothing.
        const again = await importCatalog(store, doc, { source: 'generated' });
        expect(again).toEqual({ revision: 1, records: 0, changes: 0 });
      } finally {
        await store.close();
      }
    },
    30 * 60_000,
  );
});

test(
  '`settlegraph import` of a family of 1,000 outcomes fits a 128 MiB heap',
  () => {
    // Before the relationships were a compact list, the plan alone held ~130 MiB of them and the
    // memory store a copy: this heap ran out. A bound on memory, not on time.
    const cli = join(__dirname, '..', '..', 'dist', 'src', 'cli', 'main.js');
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build (npm test does)`);
    const dir = mkdtempSync(join(tmpdir(), 'settlegraph-large-family-'));
    try {
      const file = join(dir, 'family.json');
      writeGeneratedCatalog({ families: 1, marketsPerFamily: 500, scenariosPerFamily: 12 }, file);
      const run = spawnSync(process.execPath, ['--max-old-space-size=128', cli, 'import', file], {
        env: {
          ...process.env,
          NEO4J_URI: '',
          SETTLEGRAPH_API_KEYS: '',
          SETTLEGRAPH_CATALOG: '',
          // No progress lines on a slow machine: stderr is then only an error's.
          SETTLEGRAPH_PROGRESS_INTERVAL_S: '3600',
        },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('store revision 1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  10 * 60_000,
);
