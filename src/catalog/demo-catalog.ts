// The bundled demo catalogs, loaded at start when no SETTLEGRAPH_CATALOG is given: the generated
// one (scripts/demo/build-demo-catalog.ts writes it) and the cross-venue one that `settlegraph
// adapt` builds from recorded venue responses (scripts/demo/demo-cross-venue.ts; docs/decisions.md,
// "A cross-venue family in the demo"). Only the JSON files are part of the build.
import { join } from 'node:path';

/** Resolved from the source tree, so it works from src/ (tests) and dist/src/ (compiled). */
function demoDirectory(): string {
  return join(__dirname.replace(/[\\/]dist[\\/]src[\\/]/, '/src/'), 'demo');
}

/** The generated demo catalog. */
export function demoCatalogPath(): string {
  return join(demoDirectory(), 'demo-catalog.json');
}

/** The demo's cross-venue catalog, adapted from recorded Kalshi and Polymarket responses. */
export function demoCrossVenueCatalogPath(): string {
  return join(demoDirectory(), 'demo-cross-venue.catalog.json');
}

/** Every demo catalog, in the order a start imports them. */
export function demoCatalogPaths(): string[] {
  return [demoCatalogPath(), demoCrossVenueCatalogPath()];
}
