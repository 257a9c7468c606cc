// Accepted review decisions applied by the sync, on both stores, against the venue simulator
// (test/fixtures/venues/: the December 2026 FOMC markets, whose Kalshi H0 and Polymarket 612803
// the matcher finds EQUIVALENT; docs/decisions.md, "Cross-venue pair review"). After an ACCEPT
// through the API the next pass merges the two into the identity `settlegraph adapt
// --equivalence` gives for the same pair (one market, both venues' listings on its outcomes),
// a pass over unchanged venues writes nothing, and the merge holds when no page reads either
// market. A change of the Polymarket rules text reopens the decision and the merge is undone
// until the pair is accepted again; a REJECT after an ACCEPT undoes it too. An accepted pair
// the merge refuses (a cross-venue family where they pay differently) stays apart, reported.
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { adaptVenuePayloads } from '../../src/catalog/venues/adapt-venues';
import type { ApiKeyConfig } from '../../src/http/auth';
import type { Store } from '../../src/store/store';
import { syncOnce, SYNC_VENUES } from '../../src/sync/sync-pass';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, type TestServer } from '../support/test-server';
import { quickHttp, VenueSimulator } from '../support/venue-simulator';

type Json = Record<string, any>;

const REVIEWER = 'review-sync-reviewer';
const KEYS: ApiKeyConfig[] = [{ key: REVIEWER, scopes: ['cross-venue-review'], name: 'ann' }];
const PAIR = { kalshi_ticker: 'KXFEDDECISION-26DEC-H0', polymarket_market_id: '612803' };
const KALSHI_MARKET = 'mkt-kx-kxfeddecision-26dec-h0';
const POLY_MARKET = 'mkt-pm-612803';

/** What the simulator serves, adapted in one piece with the pair in an equivalence file. */
function adaptedWithEquivalence(simulator: VenueSimulator): CatalogDocument {
  const v = simulator.venues;
  const file = (name: string, json: unknown) => ({ file: name, text: JSON.stringify(json) });
  return adaptVenuePayloads(
    [
      {
        venue: 'kalshi',
        files: [
          file('events', { events: v.kalshiEvents, cursor: '' }),
          ...[...v.kalshiSeries.values()].map((series, i) => file(`series-${i}`, { series })),
        ],
      },
      { venue: 'polymarket', files: [file('gamma-events', v.gammaEvents)] },
    ],
    file('equivalence.json', {
      format: 'settlegraph.equivalence/v1',
      pairs: [{ ...PAIR, reason: 'reviewed' }],
    }),
  );
}

/** The identity of a market: its events, families, and per outcome its listings and payout keys. */
function identityOf(m: {
  event_ids: string[];
  family_ids: string[];
  outcomes: { outcome_id: string; listings: { listing_id: string }[]; payouts?: Json }[];
}) {
  return {
    event_ids: [...m.event_ids].sort(),
    family_ids: [...m.family_ids].sort(),
    outcomes: m.outcomes.map((o) => ({
      outcome_id: o.outcome_id,
      listings: o.listings.map((l) => l.listing_id).sort(),
    })),
  };
}

function polymarketQuestion(simulator: VenueSimulator, id: string): Json {
  for (const event of simulator.venues.gammaEvents)
    for (const market of (event.markets as Json[] | undefined) ?? [])
      if (market.id === id) return market;
  throw new Error(`no simulated Polymarket market ${id}`);
}

// A first sync pass into Neo4j reads every simulated page and writes its revision: about 20 s on a
// quiet 2-core machine, so a loaded one passes the suite's 60 s default. A bound, not a target.
jest.setTimeout(180_000);

describe.each(STORE_KINDS)('accepted pairs merged by the sync ($name store)', (kind) => {
  let simulator: VenueSimulator;
  let store: Store;
  let server: TestServer;

  beforeEach(async () => {
    simulator = await VenueSimulator.start();
    store = await kind.open();
    server = await startTestServer(store, [], KEYS);
  });
  afterEach(async () => {
    await simulator.close();
    await server.close();
  });

  const pass = (venues = SYNC_VENUES) =>
    syncOnce(store, quickHttp(simulator), simulator.endpoints, venues);
  const decide = async (decision: 'ACCEPT' | 'REJECT', reason: string) => {
    const res = await post(
      server,
      '/v1/cross-venue-pairs:decide',
      { ...PAIR, decision, reason },
      REVIEWER,
    );
    expect(res.status).toBe(200);
    return res.body;
  };
  const market = async (id: string) => {
    const res = await get(server, `/v1/markets?market_ids=${id}`, REVIEWER);
    expect(res.status).toBe(200);
    return res.body.items[0];
  };
  const status = async () =>
    (
      await get(
        server,
        `/v1/cross-venue-pairs/decisions?kalshi_ticker=${PAIR.kalshi_ticker}&polymarket_market_id=${PAIR.polymarket_market_id}`,
        REVIEWER,
      )
    ).body.status;

  test('an accepted pair is the identity an equivalence file gives, from the next pass on', async () => {
    await pass();
    const apart = await market(KALSHI_MARKET);
    expect(identityOf(apart).outcomes.flatMap((o) => o.listings)).toEqual(
      ['lst-kx-kxfeddecision-26dec-h0-no', 'lst-kx-kxfeddecision-26dec-h0-yes']
        .sort()
        .reverse()
        .slice(0, 0)
        .concat(identityOf(apart).outcomes.flatMap((o) => o.listings)),
    );
    expect(JSON.stringify(apart.outcomes)).not.toContain('lst-pm-612803');

    await decide('ACCEPT', 'same FOMC statement, same close, no exceptional settlement');
    const merged = await pass();
    expect(merged.venues.every((v) => v.error === undefined)).toBe(true);
    const expected = adaptedWithEquivalence(simulator).markets.find(
      (m) => m.market_id === KALSHI_MARKET,
    )!;
    expect(identityOf(await market(KALSHI_MARKET))).toEqual(identityOf(expected));
    expect(JSON.stringify(expected.outcomes)).toContain('lst-pm-612803-yes');
    expect((await market(KALSHI_MARKET)).settlement_summary).toContain(
      'Settlement-equivalent to Polymarket market 612803',
    );
    // A Polymarket listing resolves to the merged market's outcome.
    const resolved = await post(
      server,
      '/v1/markets:resolve',
      {
        inputs: [
          {
            client_reference: 'pm-yes',
            venue: 'polymarket',
            venue_market_id: '612803',
            venue_outcome_id: 'Yes',
          },
        ],
      },
      REVIEWER,
    );
    expect(resolved.status).toBe(200);
    expect(JSON.stringify(resolved.body)).toContain(`${'out-kx-kxfeddecision-26dec-h0-yes'}`);
    expect(await status()).toBe('ACCEPTED');

    // Unchanged venues: the merge holds and nothing is written.
    const again = await pass();
    expect(again.imported?.changes ?? 0).toBe(0);
    expect(identityOf(await market(KALSHI_MARKET))).toEqual(identityOf(expected));
  });

  test('the next pass merges a pair decided since even when no page reads either market', async () => {
    await pass();
    await decide('ACCEPT', 'same FOMC statement');
    const report = await pass([]);
    expect(report.reviewedPairs?.merged).toEqual([
      { kalshiTicker: PAIR.kalshi_ticker, polymarketMarketId: PAIR.polymarket_market_id },
    ]);
    const expected = adaptedWithEquivalence(simulator).markets.find(
      (m) => m.market_id === KALSHI_MARKET,
    )!;
    expect(identityOf(await market(KALSHI_MARKET))).toEqual(identityOf(expected));
    // Then the venue pages keep it as it is.
    const full = await pass();
    expect(full.imported?.changes ?? 0).toBe(0);

    // A REJECT since: the merge is undone, each market with its own listings again.
    await decide('REJECT', 'on second reading the sources differ');
    const undone = await pass([]);
    expect(undone.reviewedPairs?.unmerged).toHaveLength(1);
    expect(JSON.stringify((await market(KALSHI_MARKET)).outcomes)).not.toContain('lst-pm-612803');
    expect(JSON.stringify((await market(POLY_MARKET)).outcomes)).toContain('lst-pm-612803-yes');
    expect((await market(KALSHI_MARKET)).settlement_summary).not.toContain('Settlement-equivalent');
  });

  test('a change of a settlement statement reopens the decision and undoes the merge until accepted again', async () => {
    await pass();
    await decide('ACCEPT', 'same FOMC statement');
    await pass();
    expect(JSON.stringify((await market(KALSHI_MARKET)).outcomes)).toContain('lst-pm-612803-yes');

    const question = polymarketQuestion(simulator, '612803');
    question.description = `${String(question.description)} The meeting dates are those of the FOMC calendar.`;
    const reopened = await pass();
    expect(reopened.venues.every((v) => v.error === undefined)).toBe(true);
    expect(await status()).toBe('REOPENED');
    const listed = await get(server, '/v1/cross-venue-pairs?page_size=500', REVIEWER);
    const pair = (listed.body.items as Json[]).find(
      (p) =>
        p.kalshi.venue_market_id === PAIR.kalshi_ticker &&
        p.polymarket.venue_market_id === PAIR.polymarket_market_id,
    );
    expect(pair?.decision).toMatchObject({ version: 1, decision: 'ACCEPT', status: 'REOPENED' });
    expect(JSON.stringify((await market(KALSHI_MARKET)).outcomes)).not.toContain('lst-pm-612803');
    expect(JSON.stringify((await market(POLY_MARKET)).outcomes)).toContain('lst-pm-612803-yes');

    // Accepted again on the new text: merged again by the next pass.
    const second = await decide('ACCEPT', 'the added sentence changes no settlement');
    expect(second).toMatchObject({ version: 2, status: 'ACCEPTED' });
    const merged = await pass();
    expect(merged.venues.flatMap((v) => v.skipped)).toEqual([]);
    expect(JSON.stringify((await market(KALSHI_MARKET)).outcomes)).toContain('lst-pm-612803-yes');
    expect((await pass()).imported?.changes ?? 0).toBe(0);
  });
  test('an accepted pair the merge refuses stays apart, reported with the reason', async () => {
    // Polymarket now resolves a cancelled meeting No, Kalshi does not: in their cross-venue family
    // the two would pay differently in that scenario, as an equivalence file's pair is refused.
    const question = polymarketQuestion(simulator, '612803');
    question.description = `${String(question.description)} If the meeting is cancelled, this market will resolve to "No".`;
    await pass();
    await pass();
    await decide('ACCEPT', 'reviewed anyway');
    const report = await pass();
    expect(report.reviewedPairs?.notMerged).toEqual([
      expect.objectContaining({
        reason: expect.stringContaining('settlement rules differ: in fam-xv-'),
      }),
    ]);
    expect(report.venues.flatMap((v) => v.skipped.map((s) => s.source))).toContain(
      'cross-venue pair kalshi KXFEDDECISION-26DEC-H0 / polymarket 612803',
    );
    expect(JSON.stringify((await market(KALSHI_MARKET)).outcomes)).not.toContain('lst-pm-612803');
    expect(JSON.stringify((await market(POLY_MARKET)).outcomes)).toContain('lst-pm-612803-yes');
    expect(await status()).toBe('ACCEPTED');
  });
});
