// The demo's cross-venue family, as `npm start` serves it (both demo catalogs, on both stores):
// the README's cross-venue examples and pictures reproduce on it, over REST and GraphQL.
import { readFileSync } from 'node:fs';
import { demoCatalogPaths } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, type TestServer } from '../support/test-server';

const demo = demoCatalogPaths().map((file) => parseCatalog(readFileSync(file, 'utf8'), file));
const WORLD_CUP = 'fam-xv-result-of-the-2026-fifa-world-cup';
const PM_SPAIN = 'out-pm-558934-yes';
const KX_SPAIN = 'out-kx-kxmenworldcup-26-es-yes';
const KX_SPAIN_FINAL = 'out-kx-kxwcround-26final-esp-yes';
const PM_FRANCE = 'out-pm-558936-yes';

describe.each(STORE_KINDS)('the demo cross-venue family ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), demo);
  }, 180_000);
  afterAll(async () => {
    await server.close();
  });

  test("a search finds Spain's stage family, with events and markets of both venues", async () => {
    const found = await get(server, '/v1/families?q=spain%20stage');
    expect(found.status).toBe(200);
    const family = found.body.items.find((f: any) => f.family_id === `${WORLD_CUP}-stage-spain`);
    expect(family).toBeDefined();
    expect([...family.market_ids].sort()).toEqual([
      'mkt-kx-kxmenworldcup-26-es',
      'mkt-kx-kxwcround-26final-esp',
      'mkt-pm-558934',
    ]);
    const events = await get(server, `/v1/events?family_id=${WORLD_CUP}-stage-spain`);
    expect(new Set(events.body.items.map((e: any) => e.venue))).toEqual(
      new Set(['kalshi', 'polymarket']),
    );
  });

  test("REST: Polymarket's Spain implies Kalshi's Spain and Kalshi's Final, with witnesses", async () => {
    const res = await get(server, `/v1/relationships?outcome_id=${PM_SPAIN}&type=IMPLICATION`);
    expect(res.status).toBe(200);
    const targets = res.body.items
      .filter((r: any) => r.from_outcome_id === PM_SPAIN)
      .map((r: any) => r.to_outcome_id);
    expect(targets).toEqual(expect.arrayContaining([KX_SPAIN, KX_SPAIN_FINAL]));
    for (const r of res.body.items) expect(r.witnesses.length).toBeGreaterThan(0);
    const exclusive = await get(
      server,
      `/v1/relationships?outcome_id=${KX_SPAIN}&type=EXCLUSIVITY&page_size=100`,
    );
    expect(
      exclusive.body.items.some(
        (r: any) => r.from_outcome_id === PM_FRANCE || r.to_outcome_id === PM_FRANCE,
      ),
    ).toBe(true);
  });

  test("the README's pair examples still show the demo's December cut pair first, over REST and GraphQL", async () => {
    const rest = await get(server, '/v1/cross-venue-pairs?verdicts=RELATED&page_size=5');
    expect(rest.body.items[0]).toMatchObject({
      pair_key: 'KXFEDCUT-26DEC-CUT|574695',
      verdict: 'RELATED',
      relation: 'OVERLAP',
      term: 'exceptions',
    });
    const graphql = await post(server, '/graphql', {
      query:
        '{ crossVenuePairs(verdicts: [RELATED], first: 5) { nodes { pairKey verdict relation term } } }',
    });
    expect(graphql.body.data.crossVenuePairs.nodes[0]).toEqual({
      pairKey: 'KXFEDCUT-26DEC-CUT|574695',
      verdict: 'RELATED',
      relation: 'OVERLAP',
      term: 'EXCEPTIONS',
    });
  });

  test("GraphQL: the stage family's diagram draws both venues' outcomes and the implication", async () => {
    const family = `${WORLD_CUP}-stage-spain`;
    const current = await post(server, '/graphql', {
      query: `{ family(familyId: "${family}") { currentScenarioVersion { version } } }`,
    });
    const version: string = current.body.data.family.currentScenarioVersion.version;
    const res = await post(server, '/graphql', {
      query: `{ family(familyId: "${family}") { relationshipDiagram(scenarioVersion: "${version}") { nodes(first: 20) { nodes { nodeId lead { outcomes { outcomeId venues } } } } links(first: 20) { nodes { type sourceNodeId targetNodeId } } } } }`,
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const diagram = res.body.data.family.relationshipDiagram;
    const venues = diagram.nodes.nodes.flatMap((n: any) =>
      n.lead.outcomes.flatMap((o: any) => o.venues),
    );
    expect(new Set(venues)).toEqual(new Set(['kalshi', 'polymarket']));
    const nodeOf = (outcomeId: string) =>
      diagram.nodes.nodes.find((n: any) =>
        n.lead.outcomes.some((o: any) => o.outcomeId === outcomeId),
      ).nodeId;
    expect(diagram.links.nodes).toContainEqual({
      type: 'IMPLICATION',
      sourceNodeId: nodeOf(PM_SPAIN),
      targetNodeId: nodeOf(KX_SPAIN),
    });
  });
});
