// Global object identification over real HTTP on both stores: every entity's `id` fetches the
// same entity again through Query.node and Query.nodes, at the request's snapshot.
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { smallCatalog, smallCatalogJson } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import { OTHER_KEY, startTestServer, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

const NODE = `query($id: ID!) {
  node(id: $id) {
    __typename id
    ... on Family { familyId }
    ... on Event { eventId }
    ... on Market { marketId version }
    ... on Outcome { outcomeId market { version } }
    ... on Listing { listingId }
    ... on ScenarioVersion { familyId version }
    ... on Scenario { familyId scenarioVersion scenarioId }
    ... on Relationship { relationshipId }
    ... on FairValue { scopeId outcomeId value }
    ... on Change { changeId }
  }
}`;

describe.each(STORE_KINDS)('Node and global IDs ($name store)', (kind) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()]);
    // A second version of a market: its old version keeps its own ID.
    const amended = smallCatalogJson() as any;
    const market = amended.markets.find((m: any) => m.market_id === 'mkt-fed-cut');
    market.version = '2';
    market.settlement_summary = 'Amended terms';
    await importCatalog(server.store, validateCatalog(amended));
    await data(
      server,
      `mutation { upsertFairValues(input: { scopeId: "scope-a", fairValues: [{
        outcomeId: "out-fed-cut-yes", marketVersion: "2", valueType: PROBABILITY,
        probabilityEvent: FULL_PAYOUT, value: "0.4", source: "model", observedAt: "2026-11-20T12:00:00Z" }] }) {
        items { fairValueId } } }`,
    );
    const d = await data(
      server,
      `{
        family(familyId: "fam-fed") {
          id
          scenarioVersions { nodes { id } }
          scenarios { nodes { id } }
          events(first: 1) { nodes { id } }
        }
        market(marketId: "mkt-fed-cut") { id outcomes { id } }
        old: market(marketId: "mkt-fed-cut", version: "1") { id outcomes { id } }
        listing(listingId: "lst-pm-fed-cut-yes") { id }
        outcome(outcomeId: "out-fed-cut-yes") { id relationships(first: 1) { nodes { id } } }
        fairValues(scopeId: "scope-a") { nodes { id } }
        changes(start: OLDEST_RETAINED, first: 1) { nodes { id } }
      }`,
    );
    Object.assign(ids, {
      family: d.family.id,
      scenarioVersion: d.family.scenarioVersions.nodes[0].id,
      scenario: d.family.scenarios.nodes[0].id,
      event: d.family.events.nodes[0].id,
      market: d.market.id,
      outcome: d.market.outcomes[0].id,
      oldMarket: d.old.id,
      oldOutcome: d.old.outcomes[0].id,
      listing: d.listing.id,
      relationship: d.outcome.relationships.nodes[0].id,
      fairValue: d.fairValues.nodes[0].id,
      change: d.changes.nodes[0].id,
    });
    // The same entity has the same ID wherever it is reached.
    expect(d.outcome.id).toBe(ids.outcome);
  });
  afterAll(async () => {
    await server.close();
  });

  test('every ID is opaque text and unique to its entity (and, for a market, its version)', () => {
    const values = Object.values(ids);
    expect(new Set(values).size).toBe(values.length);
    for (const id of values) expect(id).not.toMatch(/fam-|mkt-|out-|lst-/);
  });

  test.each([
    ['family', { __typename: 'Family', familyId: 'fam-fed' }],
    ['event', { __typename: 'Event', eventId: 'evt-kx-fed' }],
    ['market', { __typename: 'Market', marketId: 'mkt-fed-cut', version: '2' }],
    ['oldMarket', { __typename: 'Market', marketId: 'mkt-fed-cut', version: '1' }],
    ['outcome', { __typename: 'Outcome', outcomeId: 'out-fed-cut-yes', market: { version: '2' } }],
    [
      'oldOutcome',
      { __typename: 'Outcome', outcomeId: 'out-fed-cut-yes', market: { version: '1' } },
    ],
    ['listing', { __typename: 'Listing', listingId: 'lst-pm-fed-cut-yes' }],
    ['scenarioVersion', { __typename: 'ScenarioVersion', familyId: 'fam-fed', version: '1' }],
    [
      'scenario',
      { __typename: 'Scenario', familyId: 'fam-fed', scenarioVersion: '1', scenarioId: 'cut' },
    ],
    ['relationship', { __typename: 'Relationship', relationshipId: expect.any(String) }],
    [
      'fairValue',
      { __typename: 'FairValue', scopeId: 'scope-a', outcomeId: 'out-fed-cut-yes', value: '0.4' },
    ],
    ['change', { __typename: 'Change', changeId: expect.any(String) }],
  ])('node(id) of a %s gives it back with the same ID', async (name, expected) => {
    const { node } = await data(server, NODE, { id: ids[name] });
    expect(node).toEqual({ id: ids[name], ...expected });
  });

  test('nodes(ids) keeps the order and gives null for what the snapshot does not hold', async () => {
    const unknownFamily = Buffer.from('Family:["fam-none"]').toString('base64');
    const { nodes } = await data(
      server,
      `query($ids: [ID!]!) { nodes(ids: $ids) { id __typename } }`,
      { ids: [ids.listing, unknownFamily, ids.family] },
    );
    expect(nodes).toEqual([
      { id: ids.listing, __typename: 'Listing' },
      null,
      { id: ids.family, __typename: 'Family' },
    ]);
  });

  test('a fair value is null under a key without its scope', async () => {
    const res = await graphql(server, NODE, { id: ids.fairValue }, OTHER_KEY);
    expect(res.body).toEqual({ data: { node: null } });
  });

  test.each([
    ['not base64 of a typed key', 'not-an-id'],
    ['an unknown type', Buffer.from('Nope:["x"]').toString('base64')],
    ['a key of the wrong arity', Buffer.from('Market:["mkt-fed-cut"]').toString('base64')],
  ])('an ID that is %s is INVALID_REQUEST naming the argument', async (_name, id) => {
    const res = await graphql(server, NODE, { id });
    expect(res.body.data).toEqual({ node: null });
    expect(res.body.errors?.[0]).toMatchObject({
      path: ['node'],
      extensions: { code: 'INVALID_REQUEST', details: { problems: [{ path: 'id' }] } },
    });
  });
});
