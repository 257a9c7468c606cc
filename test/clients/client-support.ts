// What the client tests share: the demo catalog on a real gateway, the REST lists they compare
// with, a fetch that counts the requests a client sends, and the console warnings it prints.
import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { get, TEST_KEY, type TestServer } from '../support/test-server';

export const REPOSITORY = join(__dirname, '..', '..');
export const AUTHORIZATION = `Bearer ${TEST_KEY}`;

/** The family with the most markets in the demo, and one of its markets listed on Kalshi. */
export const DEMO_FAMILY = 'fam-pres-2028';
export const FED_FAMILY = 'fam-fed-2026-12';
export const FED_MARKET = 'mkt-fed-dec26-cut25';
export const FED_MARKET_NATIVE = { venue: 'kalshi', venueMarketId: 'KXFEDDECISION-26DEC-C25' };
export const FED_LISTING = 'lst-kx-fed-dec26-cut25-yes';

export function schemaSdl(): string {
  return readFileSync(join(REPOSITORY, 'schema', 'schema.graphql'), 'utf8');
}

/** The filter arguments of Query.markets: the cache key of a paged list (all but the cursors). */
export const MARKETS_KEY_ARGS = buildSchema(schemaSdl())
  .getQueryType()!
  .getFields()
  .markets!.args.map((arg) => arg.name)
  .filter((name) => !['first', 'after', 'last', 'before'].includes(name));

export function demoCatalog(): CatalogDocument {
  return parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');
}

/** The demo with one market's title changed: an update in place, same version, same global ID. */
export function demoWithRetitledMarket(marketId: string, title: string): CatalogDocument {
  const json = JSON.parse(readFileSync(demoCatalogPath(), 'utf8'));
  const market = json.markets.find((m: any) => m.market_id === marketId);
  if (!market) throw new Error(`no market ${marketId} in the demo`);
  market.title = title;
  return validateCatalog(json);
}

/** Every market ID GET /v1/markets lists (with `query`), in its order, through every page. */
export async function restMarketIds(server: TestServer, query = ''): Promise<string[]> {
  const ids: string[] = [];
  let token: string | null = null;
  do {
    const page: any = await get(
      server,
      `/v1/markets?page_size=7${query}${token ? `&page_token=${encodeURIComponent(token)}` : ''}`,
    );
    if (page.status !== 200) throw new Error(`GET /v1/markets: ${JSON.stringify(page.body)}`);
    ids.push(...page.body.items.map((m: any) => m.market_id));
    token = page.body.next_page_token;
  } while (token);
  return ids;
}

/** The global fetch, counting the GraphQL requests a client sends through it. */
export function countingFetch(): { fetch: typeof fetch; count(): number } {
  let count = 0;
  return {
    fetch: (input, init) => {
      count += 1;
      return fetch(input, init);
    },
    count: () => count,
  };
}

export interface ConsoleMessage {
  level: 'warn' | 'error';
  text: string;
}

/**
 * Records console.warn and console.error while a test runs (the clients' development warnings:
 * Apollo's "Missing field" and "Cache data may be lost", graphcache's by default), silencing them.
 */
export function captureConsole(): { messages: ConsoleMessage[]; restore(): void } {
  const messages: ConsoleMessage[] = [];
  const record =
    (level: ConsoleMessage['level']) =>
    (...args: unknown[]) => {
      messages.push({ level, text: format(...args) });
    };
  const warn = jest.spyOn(console, 'warn').mockImplementation(record('warn'));
  const error = jest.spyOn(console, 'error').mockImplementation(record('error'));
  return {
    messages,
    restore: () => {
      warn.mockRestore();
      error.mockRestore();
    },
  };
}
