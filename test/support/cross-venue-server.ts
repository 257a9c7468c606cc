// A test server holding the catalog adapted from the recorded cross-venue payloads
// (cross-venue-catalog.ts), and how its pairs are read over REST: the set-up the HTTP tests of
// the cross-venue pairs share (test/http/cross-venue-pairs, cross-venue-pair-reuse). Jest hooks:
// kept apart from cross-venue-catalog.ts, which needs no server.
import { pairKey, recordedSet, type AdaptedSet } from './cross-venue-catalog';
import type { StoreKind } from './stores';
import { get, startTestServer, type HttpResult, type TestServer } from './test-server';

/**
 * The recorded set, and a test server on a store of `kind` that imported its catalog, started
 * before the enclosing suite's tests and closed after them; read them inside tests.
 */
export function recordedPairsServer(kind: StoreKind): {
  readonly recorded: AdaptedSet;
  readonly server: TestServer;
} {
  const recorded = recordedSet();
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [recorded.catalog]);
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    recorded,
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
  };
}

/** A pair as REST gives it, by the key the matcher's pairs have (pairKey). */
export const restPairKey = (p: any): string =>
  pairKey(p.kalshi.venue_market_id, p.polymarket.venue_market_id, p.verdict, p.relation);

/** Every page of GET /v1/cross-venue-pairs?`query`, following next_page_token. */
export async function allPairPages(server: TestServer, query: string): Promise<any[]> {
  const pages: any[] = [];
  let token: string | null = null;
  do {
    const res: HttpResult = await get(
      server,
      `/v1/cross-venue-pairs?${query}${token ? `&page_token=${encodeURIComponent(token)}` : ''}`,
    );
    expect(res.status).toBe(200);
    pages.push(res.body);
    token = res.body.next_page_token;
  } while (token !== null);
  return pages;
}
