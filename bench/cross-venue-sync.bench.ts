// The cross-venue step of a sync pass at scale (src/sync/cross-venue-sync.ts; docs/decisions.md,
// "Cross-venue families"): a store holding the 50,000 markets of the sync benchmark's venue pair
// (test/support/synthetic-venues.ts) and the recorded World Cup markets of both venues
// (test/fixtures/cross-venue/), all with settlement terms; one run derives the families from every
// stored market's terms and compares the memberships, as each pass that changed the catalog does.
import { importCatalog } from '../src/catalog/import-catalog';
import { adaptVenuePayloads } from '../src/catalog/venues/adapt-venues';
import type { VenueFiles } from '../src/venues/common/payload-file';
import type { Venue } from '../src/venues/common/venue-model';
import { MemoryStore } from '../src/store/memory/memory-store';
import { openStore } from '../src/app/open-store';
import type { Store } from '../src/store/store';
import { syncCrossVenueFamilies, type CrossVenueSyncReport } from '../src/sync/cross-venue-sync';
import { recordedVenueFiles } from '../test/support/labelled-pairs';
import { syntheticVenues, type SyntheticSize } from '../test/support/synthetic-venues';
import type { Benchmark } from './harness';
import { startBenchNeo4j, type BenchNeo4j } from './support/neo4j';

/** As the sync benchmark: 1,000 events × 25 markets on each venue (BENCH_SYNC_EVENTS for fewer). */
const SIZE: SyntheticSize = {
  events: Number(process.env.BENCH_SYNC_EVENTS ?? 1000),
  marketsPerEvent: 25,
};

type StoreKind = 'memory' | 'neo4j';

/** The synthetic venue pair and the recorded cross-venue markets, adapted as one catalog. */
function catalog() {
  const synthetic = syntheticVenues(SIZE);
  const recorded = recordedVenueFiles((f) => !f.includes('-equinox-'));
  const file = (name: string, json: unknown) => ({ file: name, text: JSON.stringify(json) });
  const group = (venue: Venue, own: VenueFiles['files']): VenueFiles => ({
    venue,
    files: [...own, ...recorded.filter((g) => g.venue === venue).flatMap((g) => g.files)],
  });
  return adaptVenuePayloads([
    group('kalshi', [file('synthetic-kalshi', { events: synthetic.kalshiEvents, cursor: '' })]),
    group('polymarket', [file('synthetic-gamma', synthetic.gammaEvents)]),
  ]);
}

function stepBenchmark(kind: StoreKind): Benchmark {
  return {
    name: `sync/cross-venue-step-50k-${kind}`,
    description:
      `syncCrossVenueFamilies over a ${kind === 'memory' ? 'memory store' : 'Neo4j'} holding ` +
      `${(SIZE.events * SIZE.marketsPerEvent * 2).toLocaleString('en')} synthetic markets ` +
      '(threshold ladders of both venues) and the recorded World Cup markets of both venues, ' +
      'each with its settlement terms: every market with terms read at the head, the families ' +
      'derived and the memberships compared. The catalog holds the families already (adapted ' +
      'with both venues), so a run writes nothing: the cost every sync pass that changed the ' +
      'catalog now adds.',
    runs: 5,
    notes:
      'The catalog is imported before the runs (not timed); Neo4j with a 2 GiB heap and a ' +
      '1 GiB page cache, as the import benchmark. No target in the issue: the row shows what the ' +
      'step costs a pass.',
    async prepare() {
      const neo4j: BenchNeo4j | undefined =
        kind === 'neo4j' ? await startBenchNeo4j({ heap: '2g', pageCacheMiB: 1024 }) : undefined;
      // Opened as the sync opens it for the step, an import (its limits), in `serve` and `sync`.
      const store: Store = neo4j
        ? await openStore(
            {
              neo4j: {
                uri: neo4j.uri,
                user: process.env.NEO4J_USER,
                password: process.env.NEO4J_PASSWORD,
              },
            },
            'imports',
          )
        : new MemoryStore();
      await importCatalog(store, catalog(), { source: 'cross-venue step benchmark' });
      let last: CrossVenueSyncReport | undefined;
      const written: number[] = [];
      return {
        run: async () => {
          last = await syncCrossVenueFamilies(store);
          written.push(last.imported?.records ?? 0);
        },
        note: () =>
          `${last?.families ?? 0} families with ${last?.members ?? 0} markets, ` +
          `${last?.leftOut.length ?? 0} left out; records written by the runs: ${written.join(', ')}` +
          (neo4j ? `; ${neo4j.description}` : ''),
        verdict: () => ({
          target: 'writes nothing once the families are stored',
          met: written.every((n) => n === 0),
        }),
        dispose: async () => {
          await store.close();
          await neo4j?.stop();
        },
      };
    },
  };
}

export const crossVenueStepBenchmarks: readonly Benchmark[] = [
  stepBenchmark('memory'),
  stepBenchmark('neo4j'),
];
