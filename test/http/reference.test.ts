// GET /events, /markets, /families and the common rules, over real HTTP on both stores.
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { smallCatalog, smallCatalogJson } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, http, startTestServer, storePosition, type TestServer } from '../support/test-server';

describe.each(STORE_KINDS)('reference reads over HTTP ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()]);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('authentication and request IDs', () => {
    test('a request without a key is 401 UNAUTHENTICATED with the request ID', async () => {
      const res = await get(server, '/v1/events', null);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
      expect(res.body.error.request_id).toBe(res.headers.get('x-request-id'));
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    });

    test.each([['wrong-key-0000'], ['']])('a wrong key (%p) is 401', async (key) => {
      const res = await get(server, '/v1/markets', key);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    });

    test('a non-bearer scheme is 401', async () => {
      const res = await http(server, 'GET', '/v1/events', {
        key: null,
        headers: { authorization: 'Basic dGVzdA==' },
      });
      expect(res.status).toBe(401);
    });

    test('every success carries a fresh X-Request-Id; the client correlation ID is echoed', async () => {
      const a = await http(server, 'GET', '/v1/events', {
        headers: { 'x-client-request-id': 'abc-123' },
      });
      const b = await get(server, '/v1/events');
      expect(a.status).toBe(200);
      expect(a.headers.get('x-request-id')).toBeTruthy();
      expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
      expect(a.headers.get('x-request-id')).not.toBe('abc-123');
      expect(a.headers.get('x-client-request-id')).toBe('abc-123');
    });

    test('an unknown path is 404 NOT_FOUND in the error body', async () => {
      const res = await get(server, '/v1/nothing-here');
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({
        code: 'NOT_FOUND',
        request_id: res.headers.get('x-request-id'),
      });
    });
  });

  describe('GET /events', () => {
    test('lists every event in the list envelope, ordered by ID', async () => {
      const res = await get(server, '/v1/events');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([
        'as_of',
        'items',
        'next_page_token',
        'snapshot_id',
      ]);
      expect(res.body.items.map((e: any) => e.event_id)).toEqual([
        'evt-kx-fed',
        'evt-pm-btc',
        'evt-pm-fed',
      ]);
      expect(res.body.next_page_token).toBeNull();
      expect(res.body.items[2]).toEqual({
        event_id: 'evt-pm-fed',
        venue: 'polymarket',
        venue_event_id: '903193',
        title: 'Fed decision in December?',
        description: 'Polymarket Fed event',
        category: 'Economics',
        tags: ['fed'],
        status: 'OPEN',
        market_ids: ['mkt-fed-cut'],
        family_ids: ['fam-fed'],
        observed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      });
    });

    test('exact lookups return zero or one item', async () => {
      expect((await get(server, '/v1/events?event_id=evt-pm-btc')).body.items).toHaveLength(1);
      const none = await get(server, '/v1/events?event_id=evt-unknown');
      expect(none.status).toBe(200);
      expect(none.body.items).toEqual([]);
      const native = await get(server, '/v1/events?venue=polymarket&venue_event_id=903193');
      expect(native.body.items.map((e: any) => e.event_id)).toEqual(['evt-pm-fed']);
      expect(
        (await get(server, '/v1/events?venue=kalshi&venue_event_id=903193')).body.items,
      ).toEqual([]);
    });

    test('filters narrow and q searches words ignoring case', async () => {
      expect((await get(server, '/v1/events?family_id=fam-fed')).body.items).toHaveLength(2);
      expect((await get(server, '/v1/events?venue=kalshi')).body.items).toHaveLength(1);
      expect((await get(server, '/v1/events?category=Crypto&status=OPEN')).body.items).toHaveLength(
        1,
      );
      const q = await get(server, '/v1/events?q=BITCOIN');
      expect(q.body.items.map((e: any) => e.event_id)).toEqual(['evt-pm-btc']);
      const ranked = await get(server, '/v1/events?q=fed%20kalshi');
      expect(ranked.body.items.map((e: any) => e.event_id)).toEqual(['evt-kx-fed', 'evt-pm-fed']);
    });

    test('venue_event_id without venue is INVALID_REQUEST: a venue is never inferred', async () => {
      const res = await get(server, '/v1/events?venue_event_id=903193');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.details.problems[0].path).toBe('venue');
    });

    test.each([
      ['status=LIVE', 'status'],
      ['event_id=', 'event_id'],
      ['unknown_param=1', 'unknown_param'],
    ])('bad parameter %s is INVALID_REQUEST naming %s', async (query, name) => {
      const res = await get(server, `/v1/events?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(JSON.stringify(res.body.error.details.problems)).toContain(name);
    });
  });

  describe('GET /markets', () => {
    test('a single lookup returns the market with outcomes and listings', async () => {
      const res = await get(server, '/v1/markets?market_id=mkt-fed-cut');
      expect(res.status).toBe(200);
      const [market] = res.body.items;
      expect(market).toMatchObject({
        market_id: 'mkt-fed-cut',
        version: '1',
        event_ids: ['evt-kx-fed', 'evt-pm-fed'],
        family_ids: ['fam-fed'],
        is_combo: false,
        analytical_only: false,
        settlement_summary: 'YES if the upper bound is lowered',
        payout_conditions: ['YES pays 1 if the Fed cuts'],
      });
      expect(market.legs).toBeUndefined();
      expect(market.settlement_evidence).toBeUndefined();
      expect(
        market.outcomes.map((o: any) => [
          o.outcome_id,
          o.label,
          o.listings.map((l: any) => l.listing_id),
        ]),
      ).toEqual([
        ['out-fed-cut-yes', 'YES', ['lst-kx-fed-cut-yes', 'lst-pm-fed-cut-yes']],
        ['out-fed-cut-no', 'NO', ['lst-kx-fed-cut-no', 'lst-pm-fed-cut-no']],
      ]);
      const pm = market.outcomes[0].listings[1];
      expect(pm).toMatchObject({
        venue: 'polymarket',
        venue_market_id: '553842',
        venue_outcome_id: 'Yes',
        condition_id: '0xabc1',
        token_id: '1111111111111111111111',
        slug: 'fed-cuts-in-december',
        venue_event_ids: ['903193'],
        mapping_version: '1',
        outcome_id: 'out-fed-cut-yes',
        trading_rules: {
          payout_unit: '1',
          tick_bands: [{ lower_price: '0.01', upper_price: '0.99', tick_size: '0.01' }],
        },
      });
    });

    test('batch lookup takes repeated market_ids; native lookup takes venue and venue_market_id', async () => {
      const batch = await get(
        server,
        '/v1/markets?market_ids=mkt-fed-cut&market_ids=mkt-btc-100k&market_ids=mkt-none',
      );
      expect(batch.body.items.map((m: any) => m.market_id)).toEqual([
        'mkt-btc-100k',
        'mkt-fed-cut',
      ]);
      const one = await get(server, '/v1/markets?market_ids=mkt-fed-cut');
      expect(one.body.items).toHaveLength(1);
      const native = await get(server, '/v1/markets?venue=kalshi&venue_market_id=KXFED-26DEC-CUT');
      expect(native.body.items.map((m: any) => m.market_id)).toEqual(['mkt-fed-cut']);
      // A market selector must never hold an event ID: 903193 is an event, so nothing matches.
      expect(
        (await get(server, '/v1/markets?venue=polymarket&venue_market_id=903193')).body.items,
      ).toEqual([]);
    });

    test('include=EVIDENCE adds settlement evidence and include=LEGS adds legs', async () => {
      const res = await get(
        server,
        '/v1/markets?market_id=mkt-fed-cut&include=EVIDENCE&include=LEGS',
      );
      const [market] = res.body.items;
      expect(market.settlement_evidence).toEqual({
        source: 'federalreserve.gov',
        rules_text: 'Statement of the FOMC',
        void_rules: ['Cancelled meeting: 0.5 each'],
        terms: null,
      });
      expect(market.legs).toEqual([]);
      const btc = await get(server, '/v1/markets?market_id=mkt-btc-100k&include=EVIDENCE');
      expect(btc.body.items[0].settlement_evidence).toBeNull();
    });

    test('filters: event, family, venue, q, category, status', async () => {
      const ids = async (query: string) =>
        (await get(server, `/v1/markets?${query}`)).body.items.map((m: any) => m.market_id);
      expect(await ids('event_id=evt-pm-btc')).toEqual(['mkt-btc-100k']);
      expect(await ids('family_id=fam-fed')).toEqual(['mkt-fed-cut']);
      expect(await ids('venue=kalshi')).toEqual(['mkt-fed-cut']);
      expect(await ids('q=Bitcoin')).toEqual(['mkt-btc-100k']);
      expect(await ids('category=Economics&status=OPEN')).toEqual(['mkt-fed-cut']);
      expect(await ids('status=RESOLVED')).toEqual([]);
    });

    test.each([
      ['market_id=mkt-fed-cut&market_ids=mkt-btc-100k', 'market_id,market_ids'],
      [
        'market_id=mkt-fed-cut&venue=kalshi&venue_market_id=KXFED-26DEC-CUT',
        'market_id,venue_market_id',
      ],
      [
        'market_ids=mkt-fed-cut&venue=kalshi&venue_market_id=KXFED-26DEC-CUT',
        'market_ids,venue_market_id',
      ],
      ['version=1', 'version'],
      ['venue_market_id=KXFED-26DEC-CUT', 'venue'],
      ['include=EVERYTHING', 'include'],
    ])('%s is INVALID_REQUEST (%s)', async (query, path) => {
      const res = await get(server, `/v1/markets?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.request_id).toBe(res.headers.get('x-request-id'));
      expect(res.body.error.details.problems.map((p: any) => p.path).join(' ')).toContain(path);
    });
  });

  describe('GET /families', () => {
    test('a family carries its events, markets, scenario versions and coverage', async () => {
      const res = await get(server, '/v1/families?family_id=fam-fed');
      expect(res.body.items).toEqual([
        {
          family_id: 'fam-fed',
          title: 'Fed decision December',
          description: 'FOMC rate decision',
          category: 'Economics',
          tags: ['fed', 'rates'],
          event_ids: ['evt-kx-fed', 'evt-pm-fed'],
          market_ids: ['mkt-fed-cut'],
          current_scenario_version: '1',
          scenario_versions: ['1'],
          supported_convention_ids: ['kx-combo'],
          analytical_coverage: 'COMPLETE',
          observed_at: expect.any(String),
        },
      ]);
    });

    test('market_ids finds the families containing the markets; venue and q narrow', async () => {
      const ids = async (query: string) =>
        (await get(server, `/v1/families?${query}`)).body.items.map((f: any) => f.family_id);
      expect(await ids('market_ids=mkt-btc-100k')).toEqual(['fam-btc']);
      expect(await ids('market_ids=mkt-btc-100k&market_ids=mkt-fed-cut')).toEqual([
        'fam-btc',
        'fam-fed',
      ]);
      expect(await ids('venue=kalshi')).toEqual(['fam-fed']);
      expect(await ids('q=rates')).toEqual(['fam-fed']);
      expect(await ids('family_id=fam-none')).toEqual([]);
    });
  });

  describe('pagination', () => {
    test('page_size below 1 is INVALID_REQUEST; above 500 is PAGE_SIZE_TOO_LARGE; 500 is fine', async () => {
      const zero = await get(server, '/v1/events?page_size=0');
      expect(zero.status).toBe(400);
      expect(zero.body.error.code).toBe('INVALID_REQUEST');
      const text = await get(server, '/v1/events?page_size=ten');
      expect(text.body.error.code).toBe('INVALID_REQUEST');
      for (const path of ['/v1/events', '/v1/markets', '/v1/families']) {
        const big = await get(server, `${path}?page_size=501`);
        expect(big.status).toBe(400);
        expect(big.body.error.code).toBe('PAGE_SIZE_TOO_LARGE');
      }
      expect((await get(server, '/v1/events?page_size=500')).status).toBe(200);
    });

    test('page tokens walk every item once, are refused with other filters, and reject tampering', async () => {
      const first = await get(server, '/v1/events?page_size=2');
      expect(first.body.items).toHaveLength(2);
      const token = first.body.next_page_token as string;
      expect(typeof token).toBe('string');
      const second = await get(
        server,
        `/v1/events?page_size=2&page_token=${encodeURIComponent(token)}`,
      );
      expect(second.body.items.map((e: any) => e.event_id)).toEqual(['evt-pm-fed']);
      expect(second.body.next_page_token).toBeNull();
      expect(second.body.snapshot_id).toBe(first.body.snapshot_id);

      const other = await get(
        server,
        `/v1/events?page_size=2&venue=kalshi&page_token=${encodeURIComponent(token)}`,
      );
      expect(other.status).toBe(400);
      expect(other.body.error.code).toBe('INVALID_REQUEST');
      const elsewhere = await get(
        server,
        `/v1/markets?page_size=2&page_token=${encodeURIComponent(token)}`,
      );
      expect(elsewhere.status).toBe(400);
      const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      const bad = await get(
        server,
        `/v1/events?page_size=2&page_token=${encodeURIComponent(tampered)}`,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('INVALID_REQUEST');
    });
  });
});

describe.each(STORE_KINDS)('page tokens pin their snapshot ($name store)', (kind) => {
  test('a later import does not change the pages of a walk already started', async () => {
    const server = await startTestServer(await kind.open(), [smallCatalog()]);
    try {
      const first = await get(server, '/v1/events?page_size=2');
      const json = smallCatalogJson() as { events: Record<string, unknown>[] };
      json.events.push({
        event_id: 'evt-aaa-new',
        venue: 'kalshi',
        venue_event_id: 'KXNEW',
        title: 'New',
        family_ids: ['fam-fed'],
      });
      json.events[0]!.title = 'Renamed after the first page';
      await importCatalog(server.store, validateCatalog(json));
      const second = await get(
        server,
        `/v1/events?page_size=2&page_token=${encodeURIComponent(first.body.next_page_token)}`,
      );
      expect(second.body.items.map((e: any) => e.event_id)).toEqual(['evt-pm-fed']);
      expect(second.body.snapshot_id).toBe(first.body.snapshot_id);
      const fresh = await get(server, '/v1/events?page_size=2');
      expect(fresh.body.items.map((e: any) => e.event_id)).toEqual(['evt-aaa-new', 'evt-kx-fed']);
      expect(fresh.body.items[1].title).toBe('Renamed after the first page');
      expect(fresh.body.snapshot_id).not.toBe(first.body.snapshot_id);
      // An old market version stays readable by version.
      expect((await storePosition(server.store)).revision).toBe(2);
    } finally {
      await server.close();
    }
  });
});
