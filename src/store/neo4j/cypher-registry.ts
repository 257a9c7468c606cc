// Every Cypher statement lives in cypher/<name>.cypher (docs/architecture.md) and is loaded here by
// name; the names are a closed union so a typo cannot compile.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const CYPHER_NAMES = [
  'schema',
  'schema-names',
  'sync-states',
  'put-sync-state',
  'sync-lease',
  'sync-lease-acquire',
  'sync-lease-renew',
  'sync-lease-release',
  'put-pair-decision',
  'pair-decision-history',
  'pair-decisions-latest',
  'wipe-database',
  'lock-head',
  'put-family',
  'put-scenario-version',
  'put-event',
  'put-market',
  'put-listing',
  'put-convention',
  'put-joint-scope',
  'create-changes',
  'finish-commit',
  'publish-commit',
  'commit-id-check',
  'settle-commit',
  'release-head-lock',
  'idempotency-find',
  'idempotency-put',
  'idempotency-prune',
  'idempotency-usage',
  'idempotency-oldest',
  'idempotency-oldest-of-tenant',
  'staging-begin',
  'staging-renew',
  'staging-step',
  'staging-clear',
  'staging-rollback-rows',
  'staging-reopen-rows',
  'staging-rollback-relationships',
  'staging-reopen-relationships',
  'staging-rollback-changes',
  'staging-rollback-structure',
  'staging-rollback-market-data',
  'staging-restore-market-data',
  'head',
  'revision',
  'last-change-seq',
  'changes-after',
  'put-fair-value',
  'get-fair-values',
  'fair-values-of-scope',
  'fair-value-revisions',
  'fair-value-scope-counts',
  'compact-fair-values',
  'fair-value-row-counts',
  'get-families',
  'get-scenario-versions',
  'get-events',
  'get-markets',
  'get-listings',
  'get-conventions',
  'get-joint-scopes',
  'market-version',
  'find-events',
  'find-markets',
  'markets-with-terms',
  'find-families',
  'find-listings',
  'event-ids-of-families',
  'market-ids-of-families',
  'market-ids-of-events',
  'outcome-counts-of-families',
  'market-ids-of-outcomes',
  'listings-of-outcomes',
  'markets-with-listings',
  'families-with-market-ids',
  'families-with-markets',
  'scenario-versions-of-families',
  'close-relationship-sets',
  'create-relationships',
  'current-pin-keys',
  'find-relationships',
  'related-paths',
  'market-data-put-trades',
  'market-data-put-quotes',
  'market-data-put-orderbooks',
  'market-data-put-bars',
  'market-data-put-fees',
  'market-data-put-coverage',
  'market-data-known',
  'market-data-latest-quotes',
  'market-data-latest-orderbooks',
  'market-data-written-at',
  'market-data-trades',
  'market-data-trade-pages',
  'market-data-trade-prints',
  'market-data-trades-by-id',
  'market-data-bars',
  'market-data-bar-pages',
  'market-data-fees',
  'market-data-coverage',
  'market-data-prune-quotes',
  'market-data-prune-orderbooks',
  'market-data-prune-trades',
  'market-data-prune-bars',
  'market-data-remaining-history',
  'market-data-put-pruned-coverage',
] as const;
export type CypherName = (typeof CYPHER_NAMES)[number];

let directory: string | undefined;
const texts = new Map<CypherName, string>();

/**
 * The project's cypher/ folder, found by walking up from this file, so the same code works from
 * src/ (jest) and from dist/src/ (compiled).
 */
export function cypherDirectory(): string {
  if (directory !== undefined) return directory;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'cypher'))) {
      return (directory = join(dir, 'cypher'));
    }
    if (dirname(dir) === dir) throw new Error(`no cypher/ folder above ${__dirname}`);
  }
}

/** The text of one statement, read once. */
export function cypher(name: CypherName): string {
  let text = texts.get(name);
  if (text === undefined) {
    text = readFileSync(join(cypherDirectory(), `${name}.cypher`), 'utf8').trim();
    if (text === '') throw new Error(`cypher/${name}.cypher is empty`);
    texts.set(name, text);
  }
  return text;
}

/** The statements of a file that holds several, separated by semicolons (the schema). */
export function cypherStatements(name: CypherName): string[] {
  return cypher(name)
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
