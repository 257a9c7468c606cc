// GraphQL look-ahead (docs/decisions.md, "GraphQL look-ahead") over real HTTP on both stores: a
// family's markets with their outcomes' listings answer the same whether the whole family is read
// with it (its first page holds every market), its page is read in a second statement, or each
// market is asked for alone.
import { generatedCatalog } from '../fixtures/generated-catalog';
import { STORE_KINDS } from '../support/stores';
import { startTestServer, type TestServer } from '../support/test-server';
import { data } from './graphql-client';

const MARKET_FIELDS = 'marketId version outcomes { outcomeId listings { listingId venue status } }';

describe.each(STORE_KINDS)('GraphQL look-ahead ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [
      generatedCatalog({ markets: 24, families: 2 }),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  const familyMarkets = async (familyId: string, window: string) =>
    (
      await data(
        server,
        `{ family(familyId: "${familyId}") { markets(${window}) { nodes { ${MARKET_FIELDS} } } } }`,
      )
    ).family.markets.nodes as { marketId: string; outcomes: { listings: unknown[] }[] }[];

  test.each(['fam-gen-0', 'fam-gen-1'])(
    '%s: the first page holding the whole family, pages of it and each market alone agree',
    async (familyId) => {
      const whole = await familyMarkets(familyId, 'first: 50');
      expect(whole).toHaveLength(12);
      expect(whole.every((m) => m.outcomes.every((o) => o.listings.length > 0))).toBe(true);
      const first = await familyMarkets(familyId, 'first: 5');
      const last = await familyMarkets(familyId, 'last: 7');
      expect([...first, ...last]).toEqual(whole);
      expect(await familyMarkets(familyId, 'last: 12')).toEqual(whole);
      for (const market of whole) {
        const alone = await data(
          server,
          `{ market(marketId: "${market.marketId}") { ${MARKET_FIELDS} } }`,
        );
        expect(alone.market).toEqual(market);
      }
    },
  );
});
