// GraphQL over real HTTP on the memory store with the small fixture catalog: navigation both
// ways, lookups by service and native IDs, connections, resolveMarkets and the error model.
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { STORE_KINDS } from '../support/stores';
import type { Store } from '../../src/store/store';
import { smallCatalog, smallCatalogJson } from '../fixtures/small-catalog';
import { http, startTestServer, type HttpResult, type TestServer } from '../support/test-server';
import { data, graphql, type GraphqlBody } from './graphql-client';

/** The one error of a response, checked to carry the response's request ID. */
function onlyError(res: HttpResult<GraphqlBody>) {
  expect(res.body.errors).toHaveLength(1);
  const [error] = res.body.errors!;
  expect(error!.extensions.requestId).toBe(res.headers.get('x-request-id'));
  expect(error!.extensions.requestId).toEqual(expect.any(String));
  return error!;
}

describe.each(STORE_KINDS)('GraphQL over HTTP ($name store, small catalog)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()]);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('navigation', () => {
    test('family → events → markets → outcomes → listings', async () => {
      const { family } = await data(
        server,
        `{
          family(familyId: "fam-fed") {
            familyId title supportedConventionIds analyticalCoverage
            currentScenarioVersion { familyId version scenarios { nodes { scenarioId label kind } } }
            scenarioVersions { totalCount nodes { version } }
            events {
              totalCount
              nodes {
                eventId venue venueEventId status familyIds
                markets {
                  nodes {
                    marketId version
                    outcomes {
                      outcomeId label
                      listings {
                        listingId venue venueMarketId venueOutcomeId mappingVersion
                        tradingRules { payoutUnit payoutCurrency tickBands { lowerPrice upperPrice tickSize } }
                      }
                    }
                  }
                }
              }
            }
            markets { totalCount nodes { marketId } }
          }
        }`,
      );
      expect(family).toMatchObject({
        familyId: 'fam-fed',
        title: 'Fed decision December',
        supportedConventionIds: ['kx-combo'],
        analyticalCoverage: 'COMPLETE',
        scenarioVersions: { totalCount: 1, nodes: [{ version: '1' }] },
        markets: { totalCount: 1, nodes: [{ marketId: 'mkt-fed-cut' }] },
      });
      expect(family.events.totalCount).toBe(2);
      expect(family.currentScenarioVersion).toEqual({
        familyId: 'fam-fed',
        version: '1',
        scenarios: {
          nodes: [
            { scenarioId: 'cut', label: 'Cut', kind: 'NORMAL' },
            { scenarioId: 'hold', label: 'Hold', kind: 'NORMAL' },
            { scenarioId: 'void', label: 'Cancelled', kind: 'VOID' },
          ],
        },
      });
      expect(family.events.nodes.map((e: any) => [e.eventId, e.venue, e.venueEventId])).toEqual([
        ['evt-kx-fed', 'kalshi', 'KXFED-26DEC'],
        ['evt-pm-fed', 'polymarket', '903193'],
      ]);
      const market = family.events.nodes[1].markets.nodes[0];
      expect(market.marketId).toBe('mkt-fed-cut');
      expect(
        market.outcomes.map((o: any) => [
          o.outcomeId,
          o.label,
          o.listings.map((l: any) => l.listingId),
        ]),
      ).toEqual([
        ['out-fed-cut-yes', 'YES', ['lst-kx-fed-cut-yes', 'lst-pm-fed-cut-yes']],
        ['out-fed-cut-no', 'NO', ['lst-kx-fed-cut-no', 'lst-pm-fed-cut-no']],
      ]);
      expect(market.outcomes[0].listings[1]).toEqual({
        listingId: 'lst-pm-fed-cut-yes',
        venue: 'polymarket',
        venueMarketId: '553842',
        venueOutcomeId: 'Yes',
        mappingVersion: expect.any(String),
        tradingRules: {
          payoutUnit: '1',
          payoutCurrency: 'USD',
          tickBands: [{ lowerPrice: '0.01', upperPrice: '0.99', tickSize: '0.01' }],
        },
      });
    });

    test("listing → outcome → market → families, and the listing's events on its venue", async () => {
      const { listing } = await data(
        server,
        `{
          listing(listingId: "lst-pm-fed-cut-no") {
            listingId venue tokenId conditionId slug ticker venueEventIds
            outcome { outcomeId label market { marketId families { familyId markets { nodes { marketId } } } } }
            market { marketId eventIds }
            events { eventId venue }
          }
        }`,
      );
      expect(listing).toEqual({
        listingId: 'lst-pm-fed-cut-no',
        venue: 'polymarket',
        tokenId: '2222222222222222222222',
        conditionId: '0xabc1',
        slug: 'fed-cuts-in-december',
        ticker: null,
        venueEventIds: ['903193'],
        outcome: {
          outcomeId: 'out-fed-cut-no',
          label: 'NO',
          market: {
            marketId: 'mkt-fed-cut',
            families: [{ familyId: 'fam-fed', markets: { nodes: [{ marketId: 'mkt-fed-cut' }] } }],
          },
        },
        market: { marketId: 'mkt-fed-cut', eventIds: ['evt-kx-fed', 'evt-pm-fed'] },
        events: [{ eventId: 'evt-pm-fed', venue: 'polymarket' }],
      });
    });

    test('event → families and markets; market → events; outcome → market and listings', async () => {
      const d = await data(
        server,
        `{
          event(eventId: "evt-kx-fed") {
            families { familyId } markets { totalCount nodes { marketId events { eventId } families { familyId } } }
          }
          outcome(outcomeId: "out-btc-100k-no") { outcomeId label marketId listings { listingId } market { marketId } }
          market(marketId: "mkt-fed-cut") {
            marketId isCombo analyticalOnly legs { outcomeId } settlementConventionId
            settlementEvidence { source rulesText voidRules observationWindow { start } }
          }
          unknownMarket: market(marketId: "mkt-unknown") { marketId }
          unknownOutcome: outcome(outcomeId: "out-unknown") { outcomeId }
          unknownListing: listing(listingId: "lst-unknown") { listingId }
          unknownFamily: family(familyId: "fam-unknown") { familyId }
          unknownEvent: event(eventId: "evt-unknown") { eventId }
        }`,
      );
      expect(d.event).toEqual({
        families: [{ familyId: 'fam-fed' }],
        markets: {
          totalCount: 1,
          nodes: [
            {
              marketId: 'mkt-fed-cut',
              events: [{ eventId: 'evt-kx-fed' }, { eventId: 'evt-pm-fed' }],
              families: [{ familyId: 'fam-fed' }],
            },
          ],
        },
      });
      expect(d.outcome).toEqual({
        outcomeId: 'out-btc-100k-no',
        label: 'NO',
        marketId: 'mkt-btc-100k',
        listings: [],
        market: { marketId: 'mkt-btc-100k' },
      });
      expect(d.market).toEqual({
        marketId: 'mkt-fed-cut',
        isCombo: false,
        analyticalOnly: false,
        legs: [],
        settlementConventionId: null,
        settlementEvidence: {
          source: 'federalreserve.gov',
          rulesText: 'Statement of the FOMC',
          voidRules: ['Cancelled meeting: 0.5 each'],
          observationWindow: null,
        },
      });
      expect([
        d.unknownMarket,
        d.unknownOutcome,
        d.unknownListing,
        d.unknownFamily,
        d.unknownEvent,
      ]).toEqual([null, null, null, null, null]);
    });
  });

  describe('lookups by native IDs and versions', () => {
    test('eventByNative and marketByNative take the venue and the exact native ID', async () => {
      const d = await data(
        server,
        `{
          pmFed: eventByNative(venue: "polymarket", venueEventId: "903193") { eventId markets { nodes { marketId } } }
          otherVenue: eventByNative(venue: "kalshi", venueEventId: "903193") { eventId }
          kxCut: marketByNative(venue: "kalshi", venueMarketId: "KXFED-26DEC-CUT") { marketId outcomes { listings { listingId } } }
          eventIdAsMarket: marketByNative(venue: "kalshi", venueMarketId: "KXFED-26DEC") { marketId }
        }`,
      );
      expect(d.pmFed).toEqual({
        eventId: 'evt-pm-fed',
        markets: { nodes: [{ marketId: 'mkt-fed-cut' }] },
      });
      expect(d.otherVenue).toBeNull();
      expect(d.kxCut.marketId).toBe('mkt-fed-cut');
      expect(d.kxCut.outcomes[0].listings.map((l: any) => l.listingId)).toEqual([
        'lst-kx-fed-cut-yes',
        'lst-pm-fed-cut-yes',
      ]);
      expect(d.eventIdAsMarket).toBeNull();
    });

    test('market(marketId, version) reads a published version; an unknown version is null', async () => {
      const d = await data(
        server,
        `{
          v1: market(marketId: "mkt-fed-cut", version: "1") { marketId version outcomes { outcomeId market { version } } }
          v9: market(marketId: "mkt-fed-cut", version: "9") { marketId }
        }`,
      );
      expect(d.v1).toMatchObject({ marketId: 'mkt-fed-cut', version: '1' });
      expect(d.v1.outcomes[0].market.version).toBe('1');
      expect(d.v9).toBeNull();
    });
  });

  describe('connections', () => {
    const EVENTS = `query Events($first: Int, $after: String, $last: Int, $before: String) {
      events(first: $first, after: $after, last: $last, before: $before) {
        snapshotId asOf totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { eventId } }
        nodes { eventId }
      }
    }`;
    const ids = (c: any) => c.edges.map((e: any) => e.node.eventId);

    test('first/after: each edge has its own cursor, and any of them continues behind its item', async () => {
      const one = (await data(server, EVENTS, { first: 2 })).events;
      expect(ids(one)).toEqual(['evt-kx-fed', 'evt-pm-btc']);
      expect(one.nodes).toEqual(one.edges.map((e: any) => e.node));
      expect(one.totalCount).toBe(3);
      const [a, b] = one.edges.map((e: any) => e.cursor);
      expect(a).not.toBe(b);
      expect(one.pageInfo).toEqual({
        hasNextPage: true,
        hasPreviousPage: false,
        startCursor: a,
        endCursor: b,
      });
      expect(one.snapshotId).toMatch(/^rev-\d+$/);
      expect(one.asOf).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

      const two = (await data(server, EVENTS, { first: 2, after: one.pageInfo.endCursor })).events;
      expect(ids(two)).toEqual(['evt-pm-fed']);
      expect(two.pageInfo).toEqual({
        hasNextPage: false,
        hasPreviousPage: true,
        startCursor: two.edges[0].cursor,
        endCursor: two.edges[0].cursor,
      });
      expect(two.totalCount).toBe(3);
      expect(two.snapshotId).toBe(one.snapshotId);

      // Behind the first edge, not behind the page.
      const fromA = (await data(server, EVENTS, { first: 5, after: a })).events;
      expect(ids(fromA)).toEqual(['evt-pm-btc', 'evt-pm-fed']);
    });

    test('last/before page backwards; a page past the end is empty with null cursors', async () => {
      const tail = (await data(server, EVENTS, { last: 2 })).events;
      expect(ids(tail)).toEqual(['evt-pm-btc', 'evt-pm-fed']);
      expect(tail.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      const head = (await data(server, EVENTS, { last: 2, before: tail.pageInfo.startCursor }))
        .events;
      expect(ids(head)).toEqual(['evt-kx-fed']);
      expect(head.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
      const all = (await data(server, EVENTS, { first: 3 })).events;
      const between = (
        await data(server, EVENTS, {
          first: 5,
          after: all.edges[0].cursor,
          before: all.edges[2].cursor,
        })
      ).events;
      expect(ids(between)).toEqual(['evt-pm-btc']);
      const past = (await data(server, EVENTS, { first: 2, after: all.pageInfo.endCursor })).events;
      expect(past).toMatchObject({
        edges: [],
        nodes: [],
        totalCount: 3,
        pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null },
      });
    });

    test('first with last is INVALID_REQUEST; a REST page token is a cursor', async () => {
      const error = onlyError(await graphql(server, EVENTS, { first: 1, last: 1 }));
      expect(error.extensions.code).toBe('INVALID_REQUEST');
      expect(error.message).toContain('first and last');
      const rest = await http<{ next_page_token: string }>(server, 'GET', '/v1/events?page_size=1');
      const next = (await data(server, EVENTS, { first: 1, after: rest.body.next_page_token }))
        .events;
      expect(ids(next)).toEqual(['evt-pm-btc']);
    });

    test('nested lists are connections with their own cursors', async () => {
      const page = `query($after: String) {
        family(familyId: "fam-fed") {
          events(first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { eventId } }
        }
      }`;
      const one = (await data(server, page)).family.events;
      expect(one).toMatchObject({ totalCount: 2, nodes: [{ eventId: 'evt-kx-fed' }] });
      const two = (await data(server, page, { after: one.pageInfo.endCursor })).family.events;
      expect(two).toMatchObject({
        nodes: [{ eventId: 'evt-pm-fed' }],
        pageInfo: { hasNextPage: false },
      });
      // A cursor of one list is refused by another.
      const other = await graphql(
        server,
        `
          query ($after: String) {
            family(familyId: "fam-fed") {
              markets(after: $after) {
                totalCount
              }
            }
          }
        `,
        { after: one.pageInfo.endCursor },
      );
      expect(onlyError(other)).toMatchObject({
        extensions: { code: 'INVALID_REQUEST' },
        path: ['family', 'markets'],
      });
      expect(other.body.data).toEqual({ family: { markets: null } });
    });

    test('markets and families page the same way; the default page holds everything here', async () => {
      const one = (
        await data(
          server,
          `{ markets(first: 1) { pageInfo { hasNextPage endCursor } edges { node { marketId } } } }`,
        )
      ).markets;
      expect(one.edges.map((e: any) => e.node.marketId)).toEqual(['mkt-btc-100k']);
      const two = (
        await data(
          server,
          `query($after: String) { markets(first: 1, after: $after) { pageInfo { hasNextPage } edges { node { marketId } } } }`,
          {
            after: one.pageInfo.endCursor,
          },
        )
      ).markets;
      expect(two.edges.map((e: any) => e.node.marketId)).toEqual(['mkt-fed-cut']);
      expect(two.pageInfo.hasNextPage).toBe(false);
      const families = (
        await data(server, `{ families { pageInfo { hasNextPage } edges { node { familyId } } } }`)
      ).families;
      expect(families.edges.map((e: any) => e.node.familyId)).toEqual(['fam-btc', 'fam-fed']);
      expect(families.pageInfo.hasNextPage).toBe(false);
    });

    test('filters are those of REST', async () => {
      const d = await data(
        server,
        `{
          byFamily: markets(familyId: "fam-fed") { edges { node { marketId } } }
          byEvent: markets(eventId: "evt-pm-btc") { edges { node { marketId } } }
          byIds: markets(marketIds: ["mkt-fed-cut", "mkt-btc-100k"]) { edges { node { marketId } } }
          byWords: markets(q: "BITCOIN") { edges { node { marketId } } }
          byNative: markets(venue: "polymarket", venueMarketId: "553842") { edges { node { marketId } } }
          familiesOfMarket: families(marketIds: ["mkt-btc-100k"]) { edges { node { familyId } } }
          familiesOnVenue: families(venue: "kalshi") { edges { node { familyId } } }
          polymarketEvents: events(venue: "polymarket", status: OPEN) { edges { node { eventId } } }
          cryptoEvents: events(category: "Crypto") { edges { node { eventId } } }
          nativeEvent: events(venue: "kalshi", venueEventId: "KXFED-26DEC") { edges { node { eventId } } }
        }`,
      );
      const ids = (c: any) => c.edges.map((e: any) => Object.values(e.node)[0]);
      expect(ids(d.byFamily)).toEqual(['mkt-fed-cut']);
      expect(ids(d.byEvent)).toEqual(['mkt-btc-100k']);
      expect(ids(d.byIds)).toEqual(['mkt-btc-100k', 'mkt-fed-cut']);
      expect(ids(d.byWords)).toEqual(['mkt-btc-100k']);
      expect(ids(d.byNative)).toEqual(['mkt-fed-cut']);
      expect(ids(d.familiesOfMarket)).toEqual(['fam-btc']);
      expect(ids(d.familiesOnVenue)).toEqual(['fam-fed']);
      expect(ids(d.polymarketEvents)).toEqual(['evt-pm-btc', 'evt-pm-fed']);
      expect(ids(d.cryptoEvents)).toEqual(['evt-pm-btc']);
      expect(ids(d.nativeEvent)).toEqual(['evt-kx-fed']);
    });
  });

  describe('resolveMarkets', () => {
    test('returns RESOLVED and UNRESOLVED items in input order, as REST does', async () => {
      const { resolveMarkets } = await data(
        server,
        `query($inputs: [ResolveInput!]!) {
          resolveMarkets(inputs: $inputs) {
            asOf
            items {
              clientReference status reason marketId marketVersion eventIds familyIds
              input { venue venueMarketId venueOutcomeId tokenId }
              outcomes { outcomeId label listings { listingId mappingVersion venueOutcomeId } }
            }
          }
        }`,
        {
          inputs: [
            {
              clientReference: 'kx-yes',
              venue: 'kalshi',
              venueMarketId: 'KXFED-26DEC-CUT',
              venueOutcomeId: 'yes',
            },
            { clientReference: 'pm-token', venue: 'polymarket', tokenId: '3333' },
            { clientReference: 'unknown', venue: 'kalshi', venueMarketId: 'KXNOPE' },
            { clientReference: 'event-id', venue: 'kalshi', venueMarketId: 'KXFED-26DEC' },
          ],
        },
      );
      expect(resolveMarkets.asOf).toEqual(expect.any(String));
      const [kxYes, pmToken, unknown, eventId] = resolveMarkets.items;
      expect(kxYes).toMatchObject({
        clientReference: 'kx-yes',
        status: 'RESOLVED',
        reason: null,
        marketId: 'mkt-fed-cut',
        marketVersion: '1',
        eventIds: ['evt-kx-fed', 'evt-pm-fed'],
        familyIds: ['fam-fed'],
        input: {
          venue: 'kalshi',
          venueMarketId: 'KXFED-26DEC-CUT',
          venueOutcomeId: 'yes',
          tokenId: null,
        },
        outcomes: [
          {
            outcomeId: 'out-fed-cut-yes',
            label: 'YES',
            listings: [
              {
                listingId: 'lst-kx-fed-cut-yes',
                mappingVersion: expect.any(String),
                venueOutcomeId: 'yes',
              },
            ],
          },
        ],
      });
      expect(pmToken).toMatchObject({
        status: 'RESOLVED',
        marketId: 'mkt-btc-100k',
        outcomes: [{ outcomeId: 'out-btc-100k-yes' }],
      });
      expect(unknown).toMatchObject({
        clientReference: 'unknown',
        status: 'UNRESOLVED',
        marketId: null,
        outcomes: null,
      });
      expect(unknown.reason).toEqual(expect.any(String));
      expect(eventId).toMatchObject({ status: 'UNRESOLVED' });
      expect(eventId.reason).toContain('native event ID');
    });

    test('a duplicate clientReference fails the request with INVALID_REQUEST', async () => {
      const res = await graphql(
        server,
        `
          {
            resolveMarkets(
              inputs: [
                { clientReference: "a", venue: "kalshi", venueMarketId: "X" }
                { clientReference: "a", venue: "kalshi", venueMarketId: "Y" }
              ]
            ) {
              asOf
            }
          }
        `,
      );
      expect(onlyError(res).extensions.code).toBe('INVALID_REQUEST');
    });

    test('a NO side and the YES token in one input conflict: INVALID_REQUEST naming the input', async () => {
      const res = await graphql(
        server,
        `
          query ($inputs: [ResolveInput!]!) {
            resolveMarkets(inputs: $inputs) {
              asOf
            }
          }
        `,
        {
          inputs: [
            { clientReference: 'fine', venue: 'kalshi', ticker: 'KXFED-26DEC-CUT' },
            {
              clientReference: 'no-side-yes-token',
              venue: 'polymarket',
              venueMarketId: '553842',
              venueOutcomeId: 'No',
              tokenId: '1111111111111111111111',
            },
          ],
        },
      );
      const error = onlyError(res);
      expect(error.extensions.code).toBe('INVALID_REQUEST');
      expect(error.message).toContain('no-side-yes-token');
      expect(error.extensions.details.problems).toEqual([
        { path: 'inputs[1]', reason: expect.stringContaining('tokenId') },
      ]);
      expect(res.body.data).toEqual({ resolveMarkets: null });
    });

    test('the NO side with the NO token resolves to it', async () => {
      const { resolveMarkets } = await data(
        server,
        `{ resolveMarkets(inputs: [{ clientReference: "n", venue: "polymarket", venueMarketId: "553842",
             venueOutcomeId: "No", tokenId: "2222222222222222222222" }]) {
             items { status outcomes { outcomeId } } } }`,
      );
      expect(resolveMarkets.items).toEqual([
        { status: 'RESOLVED', outcomes: [{ outcomeId: 'out-fed-cut-no' }] },
      ]);
    });
  });

  describe('errors', () => {
    test('first above the cap is PAGE_SIZE_TOO_LARGE', async () => {
      const res = await graphql(
        server,
        `
          {
            markets(first: 501) {
              edges {
                node {
                  marketId
                }
              }
            }
          }
        `,
      );
      expect(res.status).toBe(200);
      const error = onlyError(res);
      expect(error.extensions.code).toBe('PAGE_SIZE_TOO_LARGE');
      expect(error.extensions.details.maxPageSize).toBe(500);
      expect(error.message).toContain('first');
      expect(error.path).toEqual(['markets']);
      // The bad argument nulls its own field only.
      expect(res.body.data).toEqual({ markets: null });
    });

    test.each([
      ['first below 1', `{ events(first: 0) { edges { cursor } } }`],
      [
        'marketId with marketIds',
        `{ markets(marketId: "mkt-fed-cut", marketIds: ["mkt-btc-100k"]) { edges { cursor } } }`,
      ],
      ['version without marketId', `{ markets(version: "1") { edges { cursor } } }`],
      ['venueEventId without venue', `{ events(venueEventId: "903193") { edges { cursor } } }`],
      ['an empty identifier', `{ events(eventId: "") { edges { cursor } } }`],
      ['a cursor of other filters', null],
    ])('%s is INVALID_REQUEST', async (_name, query) => {
      let q = query;
      if (q === null) {
        const one = (await data(server, `{ events(first: 1) { pageInfo { endCursor } } }`)).events;
        q = `{ events(first: 1, venue: "kalshi", after: "${one.pageInfo.endCursor}") { edges { cursor } } }`;
      }
      const error = onlyError(await graphql(server, q));
      expect(error.extensions.code).toBe('INVALID_REQUEST');
    });

    test('a query the schema rejects is INVALID_REQUEST with the request ID', async () => {
      const res = await graphql(
        server,
        `
          {
            markets {
              edges {
                node {
                  noSuchField
                }
              }
            }
          }
        `,
      );
      expect(res.status).toBe(400);
      const error = onlyError(res);
      expect(error.extensions.code).toBe('INVALID_REQUEST');
      expect(error.message).toContain('noSuchField');
    });

    test('a body without a query is INVALID_REQUEST with the request ID', async () => {
      const res = await http<GraphqlBody>(server, 'POST', '/graphql', { body: { variables: {} } });
      expect(res.status).toBe(400);
      expect(onlyError(res).extensions.code).toBe('INVALID_REQUEST');
    });

    test.each([
      ['missing', null],
      ['invalid', 'wrong-key-0000'],
    ])('a %s API key is HTTP 401 before GraphQL runs', async (_name, key) => {
      const res = await graphql(
        server,
        `
          {
            markets {
              edges {
                cursor
              }
            }
          }
        `,
        {},
        key,
      );
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      // GraphQL's shape, as every /graphql answer (docs/decisions.md, "GraphQL").
      expect(res.body).toEqual({
        errors: [
          {
            message: expect.stringContaining('API key'),
            extensions: { code: 'UNAUTHENTICATED', requestId: res.headers.get('x-request-id') },
          },
        ],
      });
    });
  });

  test('GET /graphql runs a query given in the URL', async () => {
    const query = encodeURIComponent('{ family(familyId: "fam-btc") { familyId } }');
    const res = await http<GraphqlBody>(server, 'GET', `/graphql?query=${query}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ family: { familyId: 'fam-btc' } });
  });
});

describe('GraphQL snapshots and unexpected errors', () => {
  test('a later page and its navigation stay at the snapshot of the first page', async () => {
    const server = await startTestServer(new MemoryStore(), [smallCatalog()]);
    try {
      const PAGE = `query($after: String) {
        events(first: 2, after: $after) {
          snapshotId pageInfo { endCursor }
          edges { node { eventId title markets { nodes { title families { title } } } } }
        }
      }`;
      const one = (await data(server, PAGE)).events;
      const changed = smallCatalogJson() as any;
      changed.events[1].title = 'Renamed event';
      changed.markets[0].title = 'Renamed market';
      changed.families[0].title = 'Renamed family';
      await importCatalog(server.store, validateCatalog(changed));

      const two = (await data(server, PAGE, { after: one.pageInfo.endCursor })).events;
      expect(two.snapshotId).toBe(one.snapshotId);
      expect(two.edges[0].node).toEqual({
        eventId: 'evt-pm-fed',
        title: 'Fed decision in December?',
        markets: {
          nodes: [
            { title: 'Fed cuts rates in December', families: [{ title: 'Fed decision December' }] },
          ],
        },
      });
      const now = await data(
        server,
        `{ event(eventId: "evt-pm-fed") { title markets { nodes { title families { title } } } } }`,
      );
      expect(now.event).toEqual({
        title: 'Renamed event',
        markets: { nodes: [{ title: 'Renamed market', families: [{ title: 'Renamed family' }] }] },
      });
    } finally {
      await server.close();
    }
  });

  test('an unexpected failure is INTERNAL and leaks nothing', async () => {
    const failing = new Proxy<Store>(new MemoryStore(), {
      get(target, property, receiver) {
        if (property === 'listingsOfOutcomes') {
          return () => Promise.reject(new Error('secret connection string bolt://admin:pw@db'));
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function'
          ? (value as (...a: unknown[]) => unknown).bind(target)
          : value;
      },
    });
    const server = await startTestServer(failing, [smallCatalog()]);
    try {
      const res = await graphql(
        server,
        `
          {
            outcome(outcomeId: "out-fed-cut-yes") {
              outcomeId
              listings {
                listingId
              }
            }
          }
        `,
      );
      const error = onlyError(res);
      expect(error.extensions.code).toBe('INTERNAL');
      expect(JSON.stringify(res.body)).not.toMatch(/secret|bolt|stack/i);
      expect(Object.keys(error.extensions).sort()).toEqual(['code', 'requestId']);
    } finally {
      await server.close();
    }
  });
});
