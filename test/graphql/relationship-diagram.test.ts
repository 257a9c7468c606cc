// GraphQL Family.relationshipDiagram over real HTTP on both stores: the demo's FOMC family, the
// generated ladders of 12, 100 and 500 outcomes and the negative-risk family
// (test/fixtures/layered-family-catalog.ts). What it answers must be what the diagram draws,
// compared with the order computed here from the payout vectors (test/fixtures/expected-diagram.ts),
// in the explorer's own requests (few, each under the cost limit); its connections page both ways;
// unknown versions are refused.
import { readFileSync } from 'node:fs';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { importCatalog, parseCatalog } from '../../src/catalog/import-catalog';
import {
  loadDiagramData,
  loadOnRequestLinks,
} from '../../src/explorer/graph/family-diagram-loader';
import { demoFamily, expectedDiagram, type Expected } from '../fixtures/expected-diagram';
import {
  ladderFamily,
  ladderShape,
  negativeRiskFamily,
  type GeneratedFamily,
} from '../fixtures/layered-family-catalog';
import { STORE_KINDS } from '../support/stores';
import { startTestServer, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');
const SIZES = [12, 100, 500] as const;
const ladders = SIZES.map((n) => ladderFamily(ladderShape(n), `fam-ladder-${n}`));
const negativeRisk = negativeRiskFamily();
const fomc = demoFamily('fam-fed-2026-12');
/**
 * Each family's expected diagram, computed before the server starts: the 500-outcome order takes
 * seconds of this process's CPU, which between two requests would outlast the server's keep-alive
 * and reset the client's pooled connection.
 */
const expectations = new Map<GeneratedFamily, Expected>();

describe.each(STORE_KINDS)('GraphQL Family.relationshipDiagram ($name store)', (kind) => {
  let server: TestServer;
  /** The requests the explorer's loader sent, as the page would. */
  let requests = 0;
  const run = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    requests += 1;
    const res = await graphql(server, query, variables);
    if (res.status !== 200 || res.body.errors)
      throw new Error(`GraphQL failed (${res.status}): ${JSON.stringify(res.body)}`);
    return res.body.data as T;
  };

  beforeAll(async () => {
    for (const family of [...ladders, negativeRisk, fomc])
      if (!expectations.has(family)) expectations.set(family, expectedDiagram(family));
    server = await startTestServer(await kind.open(), [
      demo,
      ...ladders.map((family) => family.catalog),
      negativeRisk.catalog,
    ]);
  }, 600_000);
  afterAll(async () => {
    await server?.close();
  });

  /** The family diagram as the explorer loads it, checked against the payout vectors. */
  async function loadAndCompare(family: GeneratedFamily, scenarioVersion = '1') {
    const expected = expectations.get(family)!;
    requests = 0;
    const started = Date.now();
    const diagram = await loadDiagramData(run, { familyId: family.familyId, scenarioVersion });
    const ms = Date.now() - started;
    const diagramRequests = requests;

    expect(new Set(diagram.nodes.map((node) => node.nodeId))).toEqual(
      new Set(expected.leads.keys()),
    );
    for (const node of diagram.nodes)
      expect(node.lead.outcomes.map((o) => o.outcomeId).sort()).toEqual(
        [...expected.leads.get(node.nodeId)!].sort(),
      );
    const implications = diagram.links
      .filter((link) => link.type === 'IMPLICATION')
      .map((link) => `${link.sourceNodeId}>${link.targetNodeId}`);
    expect(implications).toHaveLength(expected.covers.size);
    expect(new Set(implications)).toEqual(expected.covers);
    const exclusive = diagram.links
      .filter((link) => link.type === 'EXCLUSIVITY')
      .map((link) => [link.sourceNodeId, link.targetNodeId].sort().join('|'));
    expect(exclusive).toHaveLength(expected.exclusive.size);
    expect(new Set(exclusive)).toEqual(expected.exclusive);
    expect(diagram.groups.map((group) => group.memberNodeIds)).toEqual(
      expect.arrayContaining(expected.groups),
    );
    expect(diagram.groups).toHaveLength(expected.groups.length);
    for (const group of diagram.groups)
      for (const member of group.memberNodeIds)
        expect(diagram.nodes.find((node) => node.nodeId === member)?.groupId).toBe(group.groupId);

    // Counts: every pair of the family's outcomes has exactly one relationship.
    const count = Object.fromEntries(diagram.counts.map((c) => [c.type, c]));
    const n = family.outcomes.length;
    expect(diagram.counts.reduce((sum, c) => sum + c.total, 0)).toBe((n * (n - 1)) / 2);
    expect(count.IMPLICATION!.drawn).toBe(expected.covers.size);
    expect(count.IMPLICATION!.onRequest).toBe(expected.impliedCount);
    expect(count.EXCLUSIVITY!.drawn).toBe(expected.exclusive.size);
    expect(count.OVERLAP!.drawn).toBe(0);
    // The counts are those of the relationships the import stored (the service classifies the
    // same payout vectors again). Reading them back per outcome is slow on Neo4j at 500 outcomes.
    if (n <= 100)
      for (const c of diagram.counts) {
        const stored = await server.store.findRelationships(
          {
            outcomeIds: family.outcomes.map((o) => o.outcomeId),
            pins: [{ familyId: family.familyId, version: scenarioVersion }],
            types: [c.type],
          },
          (await server.store.head()).revision,
          { offset: 0, limit: 0 },
        );
        expect([c.type, c.total]).toEqual([c.type, stored.total]);
      }
    // Nothing received that is not drawn: every link is a drawn one.
    expect(diagram.links).toHaveLength(diagram.counts.reduce((sum, c) => sum + c.drawn, 0));
    return { diagram, expected, ms, requests: diagramRequests };
  }

  test.each(SIZES.map((n, i) => [n, i] as const))(
    'a ladder of %i outcomes: the reduced order and its bracket group, in one request',
    async (_n, i) => {
      const family = ladders[i]!;
      const { diagram, expected, requests: sent } = await loadAndCompare(family);
      // Up to 500 nodes, links and groups: one request.
      expect(sent).toBe(1);

      // Implied edges on request: all of them, and those of one node.
      requests = 0;
      const implied = await loadOnRequestLinks(run, diagram.scope, 'implied');
      expect(implied).toHaveLength(expected.impliedCount);
      expect(requests).toBe(Math.max(1, Math.ceil(expected.impliedCount / 500)));
      expect(implied.every((link) => link.type === 'IMPLICATION')).toBe(true);
      const lowest = diagram.links.find((link) => link.type === 'IMPLICATION')!.targetNodeId;
      const ofLowest = await loadOnRequestLinks(run, diagram.scope, 'implied', lowest);
      expect(ofLowest).toEqual(
        implied.filter((link) => link.sourceNodeId === lowest || link.targetNodeId === lowest),
      );
      // OVERLAP on request: links between nodes, as many as the count says.
      const overlaps = await loadOnRequestLinks(run, diagram.scope, 'overlap');
      const overlapCount = diagram.counts.find((c) => c.type === 'OVERLAP')!;
      expect(overlaps).toHaveLength(overlapCount.onRequest);
      expect(overlapCount.total).toBeGreaterThan(0);
    },
    300_000,
  );

  test('the negative-risk family: candidates and parties as two groups, candidates imply parties', async () => {
    const { diagram } = await loadAndCompare(negativeRisk);
    expect(negativeRisk.outcomes).toHaveLength(30);
    expect(diagram.links.filter((link) => link.type === 'IMPLICATION')).toHaveLength(12);
    expect(diagram.groups.map((group) => group.memberNodeIds.length).sort((a, b) => a - b)).toEqual(
      [3, 12],
    );
    expect(diagram.links.filter((link) => link.type === 'EXCLUSIVITY')).toEqual([]);
  });

  test('the FOMC family: six binary markets, each one node with its venues', async () => {
    const current = demo.families.find((f) => f.family_id === fomc.familyId)!;
    const version = current.scenario_versions.at(-1)!.version;
    const { diagram } = await loadAndCompare(fomc, version);
    expect(diagram.nodes).toHaveLength(6);
    expect(diagram.groups).toEqual([]);
    for (const node of diagram.nodes) {
      expect(node.other).not.toBeNull();
      expect(node.lead.outcomes[0]!.venues.length).toBeGreaterThan(0);
    }
  });

  test.each([
    ['nodes', ladders[1]!],
    ['links', ladders[1]!],
    ['impliedLinks', ladders[0]!],
    ['groups', negativeRisk],
  ])('%s pages forward and backward with its cursors', async (field, family) => {
    const page = (field: string, args: string) =>
      data(
        server,
        `{ family(familyId: "${family.familyId}") { relationshipDiagram(scenarioVersion: "1") {
          ${field}(${args}) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
            edges { cursor } nodes { ${field === 'nodes' ? 'nodeId' : field === 'groups' ? 'groupId' : 'sourceNodeId targetNodeId'} } } } } }`,
      ).then((d) => d.family.relationshipDiagram[field]);
    const whole = await page(field, 'first: 500');
    expect(whole.pageInfo.hasNextPage).toBe(false);
    expect(whole.totalCount).toBe(whole.nodes.length);
    expect(whole.totalCount).toBeGreaterThanOrEqual(2);
    const forward: unknown[] = [];
    let after: string | null = null;
    do {
      const next: any = await page(field, `first: 1${after ? `, after: "${after}"` : ''}`);
      expect(next.totalCount).toBe(whole.totalCount);
      expect(next.edges.at(-1).cursor).toBe(next.pageInfo.endCursor);
      forward.push(...next.nodes);
      after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
    } while (after !== null);
    expect(forward).toEqual(whole.nodes);
    const last = await page(field, 'last: 1');
    expect(last.nodes).toEqual(whole.nodes.slice(-1));
    expect(last.pageInfo.hasPreviousPage).toBe(true);
    const before = await page(field, `last: 1, before: "${last.pageInfo.startCursor}"`);
    expect(before.nodes).toEqual(whole.nodes.slice(-2, -1));
  });

  test('one diagram per revision, family and version: its pages and repeats reuse it', async () => {
    const scope = { familyId: ladders[1]!.familyId, scenarioVersion: '1' };
    const first = await server.services.diagrams.diagram(scope);
    const revision = (await server.store.head()).revision;
    expect(first.revision).toBe(revision);
    expect(await server.services.diagrams.diagram({ ...scope, revision })).toBe(first);
    expect(await server.services.diagrams.diagram(scope)).toBe(first);
  });

  test('a cursor is bound to its list and its node filter', async () => {
    const family = ladders[0]!;
    const diagram = (field: string, args: string) =>
      graphql(
        server,
        `{ family(familyId: "${family.familyId}") { relationshipDiagram(scenarioVersion: "1") {
          ${field}(${args}) { pageInfo { endCursor } } } } }`,
      );
    const first = await diagram('impliedLinks', 'first: 1');
    const cursor = first.body.data.family.relationshipDiagram.impliedLinks.pageInfo.endCursor;
    for (const [field, args] of [
      ['links', `after: "${cursor}"`],
      ['impliedLinks', `nodeId: "x", after: "${cursor}"`],
    ]) {
      const refused = await diagram(field!, args!);
      expect(refused.body.errors?.[0]?.extensions.code).toBe('INVALID_REQUEST');
    }
  });

  test('an unknown scenario version is INVALID_REQUEST naming it; an unknown family is null', async () => {
    const res = await graphql(
      server,
      `
        {
          family(familyId: "fam-fed-2026-12") {
            familyId
            relationshipDiagram(scenarioVersion: "99") {
              familyId
            }
          }
        }
      `,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.family).toEqual({
      familyId: 'fam-fed-2026-12',
      relationshipDiagram: null,
    });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors![0]!.path).toEqual(['family', 'relationshipDiagram']);
    expect(res.body.errors![0]!.extensions.code).toBe('INVALID_REQUEST');
    expect(res.body.errors![0]!.extensions.details.problems).toEqual([
      { path: 'scenarioVersion', reason: 'family fam-fed-2026-12 has no scenario version "99"' },
    ]);
    const unknown = await data(
      server,
      `{ family(familyId: "fam-unknown") { relationshipDiagram(scenarioVersion: "1") { familyId } } }`,
    );
    expect(unknown.family).toBeNull();
    await expect(
      server.services.diagrams.diagram({ familyId: 'fam-unknown', scenarioVersion: '1' }),
    ).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
      details: { problems: [{ path: 'familyId', reason: 'unknown family fam-unknown' }] },
    });
  });

  // Last: it commits, and the tests above compare with the catalogs as first imported.
  test('a commit that leaves a family as it was reuses its layout; a changed title makes a new one', async () => {
    const family = ladders[0]!;
    const scope = { familyId: family.familyId, scenarioVersion: '1' };
    const before = await server.services.diagrams.diagram(scope);
    // Another family's market renamed: a new revision, this family's inputs unchanged.
    const renamed = structuredClone(demo);
    renamed.markets[0]!.title = `${renamed.markets[0]!.title} (renamed)`;
    await importCatalog(server.store, renamed);
    const other = await server.services.diagrams.diagram(scope);
    expect(other.revision).toBeGreaterThan(before.revision);
    expect(other.nodes).toBe(before.nodes);
    // One of its own markets renamed: the nodes carry market titles, so the layout is new.
    const changed = structuredClone(family.catalog);
    const market = changed.markets[0]!;
    market.title = `${market.title} (renamed)`;
    await importCatalog(server.store, changed);
    const after = await server.services.diagrams.diagram(scope);
    expect(after.nodes).not.toBe(before.nodes);
    const titles = after.nodes.flatMap((n) =>
      [n.lead, n.other].flatMap((side) => side?.outcomes.map((o) => o.marketTitle) ?? []),
    );
    expect(titles).toContain(market.title);
  });
});
