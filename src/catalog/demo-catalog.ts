// The bundled demo catalog, loaded at start when no SETTLEGRAPH_CATALOG is given.
import { join } from 'node:path';

/** Resolved from the source tree, so it works from src/ (tests) and dist/src/ (compiled). */
export function demoCatalogPath(): string {
  return join(__dirname.replace(/[\\/]dist[\\/]src[\\/]/, '/src/'), 'demo', 'demo-catalog.json');
}
