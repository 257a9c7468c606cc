// GET /coverage over real HTTP on both stores: capabilities derived truthfully from the data.
import { readFileSync } from 'node:fs';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { importCatalog, parseCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, type TestServer } from '../support/test-server';

const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');

/** A market in the Fed family without payouts and without market data. */
const bare = validateCatalog({
  format: 'settlegraph.catalog/v1',
  markets: [
    {
      market_id: 'mkt-bare',
      title: 'A listed market the catalog gives no payouts for',
      event_ids: ['evt-kx-fed-26dec'],
      family_ids: ['fam-fed-2026-12'],
      outcomes: [
        {
          outcome_id: 'out-bare-yes',
          label: 'YES',
          listings: [
            {
              listing_id: 'lst-bare-yes',
              venue: 'kalshi',
              venue_market_id: 'KXFEDDECISION-26DEC-BARE',
              venue_outcome_id: 'yes',
              venue_event_ids: ['KXFEDDECISION-26DEC'],
              trading_rules: { quote_currency: 'USD', payout_currency: 'USD', payout_unit: '1' },
            },
          ],
        },
      ],
    },
  ],
});

describe.each(STORE_KINDS)('GET /coverage ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [demo, bare]);
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  test('a listing with payouts and market data has every capability, with history and freshness', async () => {
    const res = await get(server, '/v1/coverage?listing_ids=lst-kx-fed-dec26-cut25-yes');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        input_id: 'lst-kx-fed-dec26-cut25-yes',
        input_type: 'LISTING',
        venue: 'kalshi',
        family_id: 'fam-fed-2026-12',
        catalog_status: 'KNOWN',
        analytical_status: 'SUPPORTED',
        scenario_version: '2',
        capabilities: [
          'CONTRACT_DETAILS',
          'RELATIONSHIPS',
          'SCENARIOS',
          'PAYOUTS',
          'EXPOSURE',
          'QUOTES',
          'PRICE_HISTORY',
          'ORDERBOOKS',
          'TRADES',
        ],
        supported_convention_ids: ['kalshi-combo-v1', 'polymarket-parlay-v1'],
        history_start: expect.stringMatching(/^2026-11-1\dT/),
        available_intervals: ['1m', '1h'],
        quote_observed_at: expect.any(String),
        quote_age_seconds: expect.any(Number),
        // No venue stream follows it in this server: data as imported.
        feed: null,
        feed_updated_at: null,
        observed_at: expect.any(String),
      },
    ]);
    expect(res.body.service_limits).toMatchObject({
      page_size_max: 500,
      page_size_default: 50,
      resolve_inputs_max: 1000,
      compose_legs_max: 16,
    });
    expect(res.body.service_limits.change_feed_retained_changes).toBeGreaterThan(0);
  });

  test('membership without payouts or market data is reported as unsupported, not as zero', async () => {
    const res = await get(server, '/v1/coverage?listing_ids=lst-bare-yes&listing_ids=lst-unknown');
    const [bareItem, unknownItem] = res.body.items;
    expect(bareItem).toMatchObject({
      input_id: 'lst-bare-yes',
      catalog_status: 'KNOWN',
      analytical_status: 'UNSUPPORTED',
      capabilities: ['CONTRACT_DETAILS', 'SCENARIOS'],
      history_start: null,
      available_intervals: [],
      quote_observed_at: null,
    });
    expect(unknownItem).toMatchObject({
      input_id: 'lst-unknown',
      catalog_status: 'UNKNOWN',
      analytical_status: 'UNSUPPORTED',
      capabilities: [],
    });
  });

  test('markets are covered per venue; venue narrows; a family with a bare member is PARTIAL', async () => {
    const market = await get(server, '/v1/coverage?market_ids=mkt-fed-dec26-cut25');
    expect(market.body.items.map((i: any) => [i.venue, i.analytical_status])).toEqual([
      ['kalshi', 'SUPPORTED'],
      ['polymarket', 'SUPPORTED'],
    ]);
    const narrowed = await get(
      server,
      '/v1/coverage?market_ids=mkt-fed-dec26-cut25&venue=polymarket',
    );
    expect(narrowed.body.items.map((i: any) => i.venue)).toEqual(['polymarket']);
    const family = await get(server, '/v1/coverage?family_id=fam-fed-2026-12&venue=kalshi');
    expect(family.body.items).toEqual([
      expect.objectContaining({
        input_id: 'fam-fed-2026-12',
        input_type: 'FAMILY',
        analytical_status: 'PARTIAL',
      }),
    ]);
  });

  test('without a selector: an overview of every family, paginated', async () => {
    const all = await get(server, '/v1/coverage?page_size=500');
    const families = new Set(all.body.items.map((i: any) => i.input_id));
    expect(families).toEqual(new Set(demo.families.map((f) => f.family_id)));
    const first = await get(server, '/v1/coverage?page_size=3');
    expect(first.body.items).toHaveLength(3);
    const second = await get(
      server,
      `/v1/coverage?page_size=3&page_token=${encodeURIComponent(first.body.next_page_token)}`,
    );
    // quote_age_seconds moves with the clock between the two reads.
    const stable = ({ quote_age_seconds: _age, ...rest }: any) => rest;
    expect(stable(second.body.items[0])).toEqual(stable(all.body.items[3]));
  });

  test('a change in market data coverage shows in the next answer', async () => {
    await importCatalog(
      server.store,
      validateCatalog({
        format: 'settlegraph.catalog/v1',
        market_data: {
          quotes: [
            {
              listing_id: 'lst-bare-yes',
              bid: '0.40',
              ask: '0.45',
              observed_at: '2026-11-20T15:00:00Z',
            },
          ],
        },
      }),
    );
    const res = await get(server, '/v1/coverage?listing_ids=lst-bare-yes');
    expect(res.body.items[0].capabilities).toContain('QUOTES');
    expect(res.body.items[0].quote_observed_at).toBe('2026-11-20T15:00:00.000Z');
  });

  test.each([
    ['listing_ids=a&market_ids=b', 'listing_ids,market_ids'],
    ['family_id=f&market_ids=b', 'market_ids,family_id'],
    ['page_size=501', 'page_size'],
  ])('%s is refused (%s)', async (query, path) => {
    const res = await get(server, `/v1/coverage?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details.problems[0].path).toBe(path);
  });

  test('GraphQL Query.coverage answers the same records', async () => {
    const rest = await get(server, '/v1/coverage?market_ids=mkt-fed-dec26-cut25');
    const res = await post(server, '/graphql', {
      query:
        '{ coverage(marketIds: ["mkt-fed-dec26-cut25"]) { totalCount nodes { inputId venue analyticalStatus capabilities availableIntervals } serviceLimits { pageSizeMax } } }',
    });
    expect(res.body.errors).toBeUndefined();
    const interval: Record<string, string> = { '1m': 'ONE_MINUTE', '1h': 'ONE_HOUR' };
    expect(res.body.data.coverage.nodes).toEqual(
      rest.body.items.map((i: any) => ({
        inputId: i.input_id,
        venue: i.venue,
        analyticalStatus: i.analytical_status,
        capabilities: i.capabilities,
        availableIntervals: i.available_intervals.map((v: string) => interval[v]),
      })),
    );
    expect(res.body.data.coverage.totalCount).toBe(rest.body.items.length);
    expect(res.body.data.coverage.serviceLimits.pageSizeMax).toBe(500);
  });
});
