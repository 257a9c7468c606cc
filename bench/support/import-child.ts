// One catalog import in a process of its own, so its peak memory is the import's alone:
// `node dist/bench/support/import-child.js FILE` imports FILE into the memory store, or into the
// Neo4j at NEO4J_URI when that is set, through importCatalogFiles (what `settlegraph import` runs),
// and prints one JSON line: the import's wall time, the process's peak RSS and the import result.
import { performance } from 'node:perf_hooks';
import { importCatalogFiles } from '../../src/catalog/load-catalog-files';
import { openStore } from '../../src/app/open-store';

export interface ImportChildResult {
  /** From reading the file to the committed revision. */
  readonly ms: number;
  /** process.resourceUsage().maxRSS after the import, in KiB. */
  readonly maxRssKiB: number;
  readonly records: number;
  readonly changes: number;
  readonly revision: number;
}

async function main(args: readonly string[]): Promise<void> {
  const [file] = args;
  if (file === undefined) throw new Error('usage: import-child FILE');
  const uri = process.env.NEO4J_URI;
  const store = await openStore(
    uri
      ? { neo4j: { uri, user: process.env.NEO4J_USER, password: process.env.NEO4J_PASSWORD } }
      : {},
    'imports',
  );
  try {
    const start = performance.now();
    const [result] = await importCatalogFiles(store, [file]);
    const ms = performance.now() - start;
    const line: ImportChildResult = {
      ms,
      maxRssKiB: process.resourceUsage().maxRSS,
      records: result?.records ?? 0,
      changes: result?.changes ?? 0,
      revision: result?.revision ?? 0,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  } finally {
    await store.close();
  }
}

/** The error and its causes, one line each (a store error keeps the driver's in `cause`). */
function describe(error: unknown): string {
  const lines: string[] = [];
  for (let e: unknown = error; e !== undefined && lines.length < 5;) {
    lines.push(e instanceof Error ? `${e.name}: ${e.message}` : JSON.stringify(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return lines.join('\n  caused by ');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${describe(error)}\n`);
  process.exitCode = 1;
});
