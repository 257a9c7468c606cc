// The demo's cross-venue catalog, as a user builds one (docs/decisions.md, "A cross-venue family
// in the demo"): `settlegraph adapt` over recorded Kalshi and Polymarket responses, saved as the
// venues returned them (test/fixtures/cross-venue/SOURCES.md names each recording), with the
// equivalence file in src/catalog/demo/. `npm run demo:catalog` runs exactly these arguments
// (build-demo-cross-venue.ts beside this file) and writes demo-cross-venue.catalog.json; a test
// checks the checked-in file is what they give today.
import { join, relative } from 'node:path';
import { repositoryRoot } from './repository-root';

const ROOT = repositoryRoot();

const RECORDED = join('test', 'fixtures', 'cross-venue');

/**
 * The 2026 FIFA World Cup as both venues list it: Kalshi's events of the recorded dataset (the
 * title, each team's stages, with the other events of that recording) and Gamma's World Cup
 * winner markets.
 */
export const DEMO_CROSS_VENUE_FILES = {
  kalshi: [join(RECORDED, 'kalshi', 'kalshi-iran-dataset-events-2026-03-01.json')],
  polymarket: [join(RECORDED, 'polymarket', 'gamma-markets-world-cup-winner-2026-02-13.json')],
} as const;

/**
 * The reviewed equivalence file: what `settlegraph match --equivalence-out` proposed for these
 * files, kept as reviewed. No recorded pair settles alike in every term (SOURCES.md, "Labels"),
 * so it merges nothing; the family comes from the markets' settlement terms.
 */
export const DEMO_EQUIVALENCE = join('src', 'catalog', 'demo', 'demo-equivalence.json');

export const DEMO_CROSS_VENUE_CATALOG = join(
  'src',
  'catalog',
  'demo',
  'demo-cross-venue.catalog.json',
);

/** A path of the repository, from its root, as the current directory reaches it. */
export function fromRoot(path: string): string {
  return relative(process.cwd(), join(ROOT, path)) || '.';
}

/** The `settlegraph adapt` arguments that build the demo's cross-venue catalog. */
export function demoCrossVenueAdaptArgs(): string[] {
  return [
    'kalshi',
    ...DEMO_CROSS_VENUE_FILES.kalshi.map(fromRoot),
    'polymarket',
    ...DEMO_CROSS_VENUE_FILES.polymarket.map(fromRoot),
    '--equivalence',
    fromRoot(DEMO_EQUIVALENCE),
    '--out',
    fromRoot(DEMO_CROSS_VENUE_CATALOG),
  ];
}
