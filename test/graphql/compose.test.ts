// Mutation.composeCombo over real HTTP on both stores: the same service and result as POST
// /markets:compose, with GraphQL names, the market navigable like any other, and errors carrying
// the same codes.
import { readFileSync } from 'node:fs';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { STORE_KINDS } from '../support/stores';
import { post, startTestServer, storePosition, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');

const COMPOSE = `mutation Compose($input: ComposeComboInput!) {
  composeCombo(input: $input) {
    market {
      marketId version isCombo analyticalOnly eventIds familyIds settlementConventionId
      legs { outcomeId listingId }
      events { eventId }
      outcomes {
        outcomeId label
        listings { listingId }
        payouts { nodes { familyId scenarioVersion status payouts { scenarioId value } } }
      }
    }
    coverage { complete submittedCount supportedCount items { inputReference outcomeId status familyIds } }
    versions { marketVersions { marketId version } mappingVersion scenarioPins { familyId scenarioVersion } asOf }
    findings { code explanation legIndices witnesses { familyId scenarioVersion scenarioId } }
    clientReference
  }
}`;

const BTC_LEGS = [
  { listingId: 'lst-kx-btc-dec31-above-110k-yes' },
  { outcomeId: 'out-btc-dec31-above-100k-yes' },
];

describe.each(STORE_KINDS)('composeCombo over GraphQL ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [demo]);
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  test('a redundant leg: the combo, its findings and payouts, the same market as over REST', async () => {
    const input = {
      venue: 'kalshi',
      settlementConventionId: 'kalshi-combo-v1',
      legs: BTC_LEGS,
      clientReference: 'gql-1',
    };
    const { composeCombo: result } = await data(server, COMPOSE, { input });
    const id = result.market.marketId;
    expect(result.market).toMatchObject({
      version: '1',
      isCombo: true,
      analyticalOnly: true,
      eventIds: [],
      events: [],
      familyIds: ['fam-btc-2026-12-31'],
      settlementConventionId: 'kalshi-combo-v1',
      legs: [
        { outcomeId: null, listingId: 'lst-kx-btc-dec31-above-110k-yes' },
        { outcomeId: 'out-btc-dec31-above-100k-yes', listingId: null },
      ],
    });
    expect(result.market.outcomes.map((o: any) => [o.outcomeId, o.label, o.listings])).toEqual([
      [`${id}-yes`, 'YES', []],
      [`${id}-no`, 'NO', []],
    ]);
    const yes = result.market.outcomes[0].payouts.nodes[0];
    expect(yes).toMatchObject({ familyId: 'fam-btc-2026-12-31', scenarioVersion: '1' });
    expect(yes.payouts.filter((p: any) => p.value === '1').map((p: any) => p.scenarioId)).toEqual([
      '110k-120k',
      '120k-130k',
      'above-130k',
    ]);
    expect(result.coverage).toEqual({
      complete: true,
      submittedCount: 2,
      supportedCount: 2,
      items: [
        {
          inputReference: 'lst-kx-btc-dec31-above-110k-yes',
          outcomeId: 'out-btc-dec31-above-110k-yes',
          status: 'SUPPORTED',
          familyIds: ['fam-btc-2026-12-31'],
        },
        {
          inputReference: 'out-btc-dec31-above-100k-yes',
          outcomeId: 'out-btc-dec31-above-100k-yes',
          status: 'SUPPORTED',
          familyIds: ['fam-btc-2026-12-31'],
        },
      ],
    });
    expect(result.versions).toMatchObject({
      mappingVersion: '1',
      scenarioPins: [{ familyId: 'fam-btc-2026-12-31', scenarioVersion: '1' }],
    });
    expect(result.findings).toEqual([
      {
        code: 'REDUNDANT_LEG',
        explanation: expect.stringContaining('Leg 1 is redundant'),
        legIndices: [1, 0],
        witnesses: [
          { familyId: 'fam-btc-2026-12-31', scenarioVersion: '1', scenarioId: '100k-110k' },
          { familyId: 'fam-btc-2026-12-31', scenarioVersion: '1', scenarioId: '110k-120k' },
        ],
      },
    ]);
    expect(result.clientReference).toBe('gql-1');

    // Idempotent, and the REST facade names the same market.
    const position = await storePosition(server.store);
    const again = await data(server, COMPOSE, { input });
    expect(again.composeCombo.market.marketId).toBe(id);
    const rest = await post(server, '/v1/markets:compose', {
      venue: 'kalshi',
      settlement_convention_id: 'kalshi-combo-v1',
      legs: [
        { outcome_id: 'out-btc-dec31-above-100k-yes' },
        { listing_id: 'lst-kx-btc-dec31-above-110k-yes' },
      ],
    });
    expect(rest.body.market.market_id).toBe(id);
    expect(await storePosition(server.store)).toEqual(position);

    const found = await data(
      server,
      `{ market(marketId: "${id}") { marketId isCombo legs { listingId } } }`,
    );
    expect(found.market).toMatchObject({ marketId: id, isCombo: true });
  });

  test('an impossible combination over GraphQL', async () => {
    const { composeCombo: result } = await data(server, COMPOSE, {
      input: {
        venue: 'polymarket',
        settlementConventionId: 'polymarket-parlay-v1',
        legs: [{ outcomeId: 'out-nba27-okc-yes' }, { outcomeId: 'out-nba27-cle-yes' }],
      },
    });
    expect(result.findings.map((f: any) => [f.code, f.legIndices])).toEqual([
      ['IMPOSSIBLE_COMBINATION', [0, 1]],
    ]);
    const yes = result.market.outcomes[0].payouts.nodes[0].payouts;
    expect(yes.find((p: any) => p.scenarioId === 'no-champion').value).toBe('0.25');
    expect(result.clientReference).toBeNull();
  });

  test.each([
    [
      'a leg with both IDs',
      {
        venue: 'kalshi',
        settlementConventionId: 'kalshi-combo-v1',
        legs: [{ outcomeId: 'out-nba27-okc-yes', listingId: 'lst-kx-nba27-okc-yes' }, BTC_LEGS[0]],
      },
      'INVALID_REQUEST',
    ],
    [
      'one leg',
      { venue: 'kalshi', settlementConventionId: 'kalshi-combo-v1', legs: [BTC_LEGS[0]] },
      'INVALID_REQUEST',
    ],
    [
      'a convention of another venue',
      { venue: 'polymarket', settlementConventionId: 'kalshi-combo-v1', legs: BTC_LEGS },
      'UNSUPPORTED_CONVENTION',
    ],
    [
      'legs without a common scope',
      {
        venue: 'kalshi',
        settlementConventionId: 'kalshi-combo-v1',
        legs: [{ outcomeId: 'out-fed-dec26-hold-yes' }, { outcomeId: 'out-pres28-vance-yes' }],
      },
      'UNSUPPORTED_JOINT_SCOPE',
    ],
  ])('%s fails with its code and stores nothing', async (_name, input, code) => {
    const before = await storePosition(server.store);
    const res = await graphql(server, COMPOSE, { input });
    expect(res.body.data).toEqual({ composeCombo: null });
    expect(res.body.errors?.[0]?.extensions.code).toBe(code);
    expect(await storePosition(server.store)).toEqual(before);
  });

  test('problems use GraphQL names', async () => {
    const res = await graphql(server, COMPOSE, {
      input: { venue: '', settlementConventionId: 'kalshi-combo-v1', legs: [{}] },
    });
    const paths = res.body.errors?.[0]?.extensions.details.problems.map((p: any) => p.path);
    expect(paths).toEqual(['input.venue', 'input.legs', 'input.legs[0]']);
    expect(res.body.errors?.[0]?.message).toContain('outcomeId or listingId');
  });
});
