// Combos are private to the API key that composed them (docs/decisions.md, "Combos are private to
// the key that composed them"), on both stores, over REST and GraphQL: no key's lists, searches,
// family members or change feed show a composed combo; the composing key reads it by the ID its
// compose answered; another key composing the same legs gets a combo of its own, under another ID.
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import {
  OTHER_KEY,
  TEST_KEY,
  get,
  post,
  startTestServer,
  type TestServer,
} from '../support/test-server';

const LEGS = [{ outcome_id: 'out-fed-cut-yes' }, { outcome_id: 'out-fed-cut-no' }];
const BODY = { venue: 'kalshi', settlement_convention_id: 'kx-combo', legs: LEGS };

describe.each(STORE_KINDS)('combos are private to their composer ($name store)', (kind) => {
  let server: TestServer;
  /** Each key's change feed cursor from before any compose. */
  const cursors = new Map<string, string>();
  let ours: string;
  let theirs: string;

  const graphql = (query: string, key: string) => post(server, '/graphql', { query }, key);

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()]);
    for (const key of [TEST_KEY, OTHER_KEY]) {
      const start = await get(server, '/v1/changes', key);
      cursors.set(key, start.body.next_cursor);
    }
    const composed = await post(server, '/v1/markets:compose', BODY, TEST_KEY);
    expect(composed.status).toBe(200);
    ours = composed.body.market.market_id;
    const other = await graphql(
      `
        mutation {
          composeCombo(
            input: {
              venue: "kalshi"
              settlementConventionId: "kx-combo"
              legs: [{ outcomeId: "out-fed-cut-yes" }, { outcomeId: "out-fed-cut-no" }]
            }
          ) {
            market {
              marketId
              isCombo
            }
          }
        }
      `,
      OTHER_KEY,
    );
    expect(other.body.errors).toBeUndefined();
    theirs = other.body.data.composeCombo.market.marketId;
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  test('another key composing the same legs gets a combo of its own; composing again is the same combo', async () => {
    expect(ours).toMatch(/^combo-[0-9a-f]{16}$/);
    expect(theirs).toMatch(/^combo-[0-9a-f]{16}$/);
    expect(theirs).not.toBe(ours);
    const again = await post(server, '/v1/markets:compose', BODY, TEST_KEY);
    expect(again.body.market.market_id).toBe(ours);
  });

  test.each([
    ['every market', '/v1/markets?page_size=100'],
    ['the family', '/v1/markets?family_id=fam-fed'],
    ['a search', '/v1/markets?q=fed'],
    ['the combos category', '/v1/markets?category=Combo'],
    ['the combos status', '/v1/markets?status=UNKNOWN'],
  ])('REST lists (%s) show no combo, to either key', async (_name, path) => {
    for (const key of [TEST_KEY, OTHER_KEY]) {
      const res = await get(server, path, key);
      expect(res.status).toBe(200);
      const ids: string[] = res.body.items.map((m: any) => m.market_id);
      expect(ids.filter((id) => id.startsWith('combo-'))).toEqual([]);
      expect(res.body.items.every((m: any) => m.is_combo === false)).toBe(true);
    }
  });

  test("REST: a family's members and the families found by market leave combos out", async () => {
    for (const key of [TEST_KEY, OTHER_KEY]) {
      const family = await get(server, '/v1/families?family_id=fam-fed', key);
      expect(family.body.items[0].market_ids.some((id: string) => id.startsWith('combo-'))).toBe(
        false,
      );
      expect(family.body.items[0].analytical_coverage).toBeDefined();
      const searched = await get(server, '/v1/families?q=fed', key);
      expect(searched.body.items.map((f: any) => f.family_id)).toEqual(['fam-fed']);
    }
  });

  test('GraphQL: markets, a search and Family.markets show no combo, to either key', async () => {
    for (const key of [TEST_KEY, OTHER_KEY]) {
      const res = await graphql(
        '{ all: markets(first: 100) { totalCount nodes { marketId isCombo } } search: markets(q: "fed", first: 100) { totalCount nodes { marketId isCombo } } family(familyId: "fam-fed") { markets(first: 100) { totalCount nodes { marketId isCombo } } } }',
        key,
      );
      expect(res.body.errors).toBeUndefined();
      const { all, search, family } = res.body.data;
      for (const list of [all, search, family.markets]) {
        expect(list.nodes.filter((m: any) => m.isCombo)).toEqual([]);
        expect(list.totalCount).toBe(list.nodes.length);
      }
    }
  });

  test("the change feed, REST and GraphQL, carries no combo's change to either key", async () => {
    for (const key of [TEST_KEY, OTHER_KEY]) {
      const polled = await get(
        server,
        `/v1/changes?cursor=${encodeURIComponent(cursors.get(key)!)}`,
        key,
      );
      expect(polled.status).toBe(200);
      expect(polled.body.items).toEqual([]);
      const replayed = await graphql(
        '{ changes(start: OLDEST_RETAINED, first: 500) { nodes { resourceId description } } }',
        key,
      );
      expect(replayed.body.errors).toBeUndefined();
      const nodes = replayed.body.data.changes.nodes;
      expect(nodes.length).toBeGreaterThan(0);
      expect(nodes.filter((c: any) => /combo-/.test(`${c.resourceId} ${c.description}`))).toEqual(
        [],
      );
    }
  });

  test('the composing key reads its combo by the ID it was given: the market, its payouts, over REST and GraphQL', async () => {
    const market = await get(server, `/v1/markets?market_id=${ours}`, TEST_KEY);
    expect(market.body.items).toHaveLength(1);
    expect(market.body.items[0]).toMatchObject({
      market_id: ours,
      is_combo: true,
      analytical_only: true,
    });
    const payouts = await get(
      server,
      `/v1/payouts?outcome_ids=${ours}-yes&family_id=fam-fed`,
      TEST_KEY,
    );
    expect(payouts.status).toBe(200);
    expect(payouts.body.items).toHaveLength(1);
    const res = await graphql(`{ market(marketId: "${ours}") { marketId isCombo } }`, TEST_KEY);
    expect(res.body.data.market).toEqual({ marketId: ours, isCombo: true });
  });
});
