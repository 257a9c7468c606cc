// Cross-venue pairs kept by their markets' terms, over real HTTP on both stores (docs/decisions.md,
// "Cross-venue pairs kept by their markets' terms"): another tenant's fair-value write commits a
// revision, and the next read of the pairs takes them from the kept matching
// (settlegraph_derivations_total{derivation="cross_venue_pairs",result="reused"}); new markets with
// terms make the next read match again.
import { importCatalog } from '../../src/catalog/import-catalog';
import { probability } from '../fixtures/fair-value-bodies';
import { documentedSet, pairsTogether } from '../support/cross-venue-catalog';
import { allPairPages, recordedPairsServer, restPairKey } from '../support/cross-venue-server';
import { STORE_KINDS } from '../support/stores';
import { get, OTHER_KEY, post, type TestServer } from '../support/test-server';

const documented = documentedSet();

/** The count of cross-venue pair matchings of one result, as /metrics shows it. */
async function matchings(server: TestServer, result: 'computed' | 'reused'): Promise<number> {
  const res = await get(server, '/metrics');
  expect(res.status).toBe(200);
  const line = String(res.body)
    .split('\n')
    .find((l) =>
      l.startsWith(
        `settlegraph_derivations_total{derivation="cross_venue_pairs",result="${result}"}`,
      ),
    );
  return Number(line?.split(' ').at(-1) ?? 'NaN');
}

const keysOf = (body: any): string[] => body.items.map(restPairKey);

describe.each(STORE_KINDS)('cross-venue pairs kept by terms ($name store)', (kind) => {
  const served = recordedPairsServer(kind);
  const { recorded } = served;

  test("a fair-value write reuses the pairs; new markets' terms match again", async () => {
    const before = await get(served.server, '/v1/cross-venue-pairs?page_size=500');
    expect(before.status).toBe(200);
    expect(await matchings(served.server, 'computed')).toBe(1);
    expect(await matchings(served.server, 'reused')).toBe(0);

    // Another tenant's fair value: a new revision, no market's terms changed.
    const written = await post(
      served.server,
      '/v1/fair-values:batchUpsert',
      {
        scope_id: 'scope-b',
        fair_values: [
          probability('0.61', {
            outcome_id: recorded.catalog.markets[0]!.outcomes[0]!.outcome_id,
          }),
        ],
      },
      OTHER_KEY,
    );
    expect(written.status).toBe(200);
    const after = await get(served.server, '/v1/cross-venue-pairs?page_size=500');
    expect(after.status).toBe(200);
    expect(after.body.snapshot_id).not.toBe(before.body.snapshot_id);
    expect(keysOf(after.body)).toEqual(keysOf(before.body));
    expect(await matchings(served.server, 'computed')).toBe(1);
    expect(await matchings(served.server, 'reused')).toBe(1);

    // Markets with terms of their own: every market's candidates may change.
    await importCatalog(served.server.store, documented.catalog);
    const pages = (await allPairPages(served.server, 'page_size=500')).flatMap(keysOf);
    expect(await matchings(served.server, 'computed')).toBe(2);
    expect(pages.sort()).toEqual(pairsTogether(recorded, documented).sort());
  });
});
