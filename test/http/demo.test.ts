// Every endpoint answers the bundled demo catalog, on both stores.
import { readFileSync } from 'node:fs';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, type TestServer } from '../support/test-server';

const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');

describe.each(STORE_KINDS)('the demo catalog over HTTP ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [demo]);
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  test('families, events and markets page through the whole catalog', async () => {
    const families = await get(server, '/v1/families');
    expect(families.body.items).toHaveLength(demo.families.length);
    const events = await get(server, '/v1/events?page_size=500');
    expect(events.body.items).toHaveLength(demo.events.length);
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page: any = await get(
        server,
        `/v1/markets?page_size=7${token ? `&page_token=${encodeURIComponent(token)}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((m: any) => m.market_id));
      token = page.body.next_page_token;
    } while (token);
    expect(seen).toEqual(demo.markets.map((m) => m.market_id).sort());
  });

  test('a family navigates to its events and markets, with complete coverage', async () => {
    const [family] = (await get(server, '/v1/families?family_id=fam-fed-2026-12')).body.items;
    expect(family.current_scenario_version).toBe('2');
    expect(family.scenario_versions).toEqual(['1', '2']);
    expect(family.analytical_coverage).toBe('COMPLETE');
    const events = await get(server, '/v1/events?family_id=fam-fed-2026-12');
    expect(events.body.items.map((e: any) => e.event_id).sort()).toEqual(
      [...family.event_ids].sort(),
    );
    const markets = await get(server, '/v1/markets?family_id=fam-fed-2026-12');
    expect(markets.body.items.map((m: any) => m.market_id)).toEqual(family.market_ids);
  });

  test('merged listings share one outcome; the deliberately separate pair stays two markets', async () => {
    const [market] = (await get(server, '/v1/markets?market_id=mkt-fed-dec26-cut25')).body.items;
    const yes = market.outcomes.find((o: any) => o.label === 'YES');
    expect(yes.listings.map((l: any) => l.venue).sort()).toEqual(['kalshi', 'polymarket']);
    const apart = await get(
      server,
      '/v1/markets?market_ids=mkt-fed-dec26-cut-any-kx&market_ids=mkt-fed-dec26-cut-any-pm&include=EVIDENCE',
    );
    expect(apart.body.items).toHaveLength(2);
    const [kx, pm] = apart.body.items;
    expect(kx.settlement_evidence.void_rules).not.toEqual(pm.settlement_evidence.void_rules);
    // Their settlement terms say why: the one pair proposed from the demo, the same proposition whose
    // exceptional settlements alone differ (a cancelled meeting pays No on one, 50-50 on the other):
    // RELATED, an OVERLAP decided by the exceptions.
    const pairs = await get(server, '/v1/cross-venue-pairs');
    expect(pairs.body.items).toHaveLength(1);
    expect(pairs.body.items[0]).toMatchObject({
      kalshi: { market_id: 'mkt-fed-dec26-cut-any-kx', venue_market_id: 'KXFEDCUT-26DEC-CUT' },
      polymarket: { market_id: 'mkt-fed-dec26-cut-any-pm', venue: 'polymarket' },
      verdict: 'RELATED',
      relation: 'OVERLAP',
      term: 'exceptions',
      values: null,
    });
    expect(kx.settlement_evidence.terms.exceptions.value.rule).toBe('void-no');
    expect(pm.settlement_evidence.terms.exceptions.value.rule).toBe('void-50-50');
    expect(pairs.body.items[0].kalshi.terms).toEqual(kx.settlement_evidence.terms);
  });

  test('q finds markets by words across titles, descriptions and tags', async () => {
    const res = await get(server, '/v1/markets?q=bitcoin');
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.every((m: any) => m.family_ids.includes('fam-btc-2026-12-31'))).toBe(
      true,
    );
  });

  test('resolve maps real native identifier forms to the merged market', async () => {
    const res = await post(server, '/v1/markets:resolve', {
      inputs: [
        {
          client_reference: 'kx',
          venue: 'kalshi',
          ticker: 'KXFEDDECISION-26DEC-C25',
          venue_outcome_id: 'yes',
        },
        {
          client_reference: 'pm-market',
          venue: 'polymarket',
          venue_market_id: '558486',
          venue_outcome_id: 'Yes',
        },
        {
          client_reference: 'pm-token',
          venue: 'polymarket',
          token_id: '90042834855015228939541807891973002895011117811922218867524517518990700410467',
        },
        { client_reference: 'pm-event-as-market', venue: 'polymarket', venue_market_id: '919149' },
      ],
    });
    expect(res.status).toBe(200);
    const [kx, market, token, eventId] = res.body.items;
    for (const item of [kx, market, token]) {
      expect(item).toMatchObject({ status: 'RESOLVED', market_id: 'mkt-fed-dec26-cut25' });
      expect(item.outcomes.map((o: any) => o.outcome_id)).toEqual(['out-fed-dec26-cut25-yes']);
    }
    expect(eventId.status).toBe('UNRESOLVED');
    expect(eventId.reason).toContain('event ID');
  });

  test('GraphQL navigates the demo family to listings and back', async () => {
    const query = `{
      family(familyId: "fam-btc-2026-12-31") {
        familyId
        markets(first: 500) { nodes { marketId outcomes { outcomeId listings { listingId venue outcome { market { families { familyId } } } } } } }
      }
    }`;
    const res = await post(server, '/graphql', { query });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const family = res.body.data.family;
    expect(family.markets.nodes.length).toBe(
      demo.markets.filter((m) => m.family_ids.includes('fam-btc-2026-12-31')).length,
    );
    const listings = family.markets.nodes.flatMap((m: any) =>
      m.outcomes.flatMap((o: any) => o.listings),
    );
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) {
      expect(listing.outcome.market.families.map((f: any) => f.familyId)).toContain(
        'fam-btc-2026-12-31',
      );
    }
  });
});
