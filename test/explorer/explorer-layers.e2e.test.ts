// The family diagram at venue size, in headless Chromium against a real gateway on loopback
// (memory store): generated ladder families of 12, 100 and 500 outcomes and a 30-outcome
// negative-risk family (test/fixtures/layered-family-catalog.ts), and the demo's FOMC family.
// The drawn IMPLICATION edges must be the transitive reduction of the order between the nodes'
// leading sides, computed here from the generated payout vectors (not by the page's modules);
// the bracket partition must be one group; the 500-outcome diagram must pan, zoom and select.
// Render times go to test-artifacts/explorer/layers-timings.json (docs/benchmarks.md); the
// README's picture docs/images/explorer-negative-risk.png is copied from
// test-artifacts/explorer/negative-risk.png. Needs the built page (npm run build).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { explorerBuildDirectory } from '../../src/app/explorer';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { demoFamily, expectedDiagram, type Expected } from '../fixtures/expected-diagram';
import {
  ladderFamily,
  ladderShape,
  negativeRiskFamily,
  type GeneratedFamily,
} from '../fixtures/layered-family-catalog';
import { launchChromium, type Chromium, openExplorerWithKey } from '../support/chromium';
import { TEST_KEY, startTestServer, type TestServer } from '../support/test-server';

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'explorer');
const SIZES = [12, 100, 500] as const;

interface Drawn {
  nodes: string[];
  implications: string[];
  implied: number;
  exclusive: string[];
  groups: string[][];
  renderMs: number;
}

describe('the layered family diagram in Chromium', () => {
  const ladders = SIZES.map((n) => ladderFamily(ladderShape(n), `fam-ladder-${n}`));
  const negativeRisk = negativeRiskFamily();
  const fomc = demoFamily('fam-fed-2026-12');
  /**
   * Computed before the gateway starts: the 500-outcome order takes seconds of this process's CPU,
   * which would otherwise stall the gateway (same process) in the middle of the page's requests.
   */
  const expected = new Map<GeneratedFamily, Expected>();
  const timings: Record<string, number | string> = {};
  let server: TestServer;
  let chromium: Chromium;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    for (const family of [...ladders, negativeRisk, fomc])
      expected.set(family, expectedDiagram(family));
    if (!existsSync(join(explorerBuildDirectory(), 'index.html')))
      throw new Error('dist/explorer is missing: run npm run build first');
    mkdirSync(ARTIFACTS, { recursive: true });
    const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');
    server = await startTestServer(new MemoryStore(), [
      demo,
      ...ladders.map((family) => family.catalog),
      negativeRisk.catalog,
    ]);
    chromium = await launchChromium();
    page = chromium.context.pages()[0] ?? (await chromium.context.newPage());
    page.setDefaultTimeout(120_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('response', (response) => {
      if (new URL(response.url()).pathname !== '/graphql') return;
      traffic.requests += 1;
      traffic.reading.push(
        response.body().then(
          (body) => {
            traffic.bytes += body.length;
            countRelationships(JSON.parse(body.toString('utf8')), traffic);
          },
          () => undefined,
        ),
      );
    });
    await openExplorerWithKey(page, server.url, TEST_KEY);
  }, 120_000);

  afterAll(async () => {
    writeFileSync(join(ARTIFACTS, 'layers-timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
    await chromium?.close();
    await server?.close();
  });

  const graph = () => page.locator('[data-testid=graph][data-state=ready]');

  /** GraphQL requests, response bytes and relationships received since the last openFamily. */
  const traffic: Traffic = {
    requests: 0,
    bytes: 0,
    drawnLinks: 0,
    onRequestLinks: 0,
    relationships: 0,
    reading: [],
  };
  /** What has arrived so far: the bodies of the responses seen are read. */
  const received = async () => {
    await Promise.all(traffic.reading);
    return { ...traffic };
  };

  /** Opens a family from a word search; the time from the click to the first drawn frame. */
  async function openFamily(words: string, familyId: string, title: string): Promise<number> {
    await page.getByTestId('search-input').fill(words);
    await page.getByTestId('search-submit').click();
    const result = page.locator(`[data-testid=family-result][data-family-id="${familyId}"]`);
    await result.waitFor();
    const started = Date.now();
    Object.assign(traffic, {
      requests: 0,
      bytes: 0,
      drawnLinks: 0,
      onRequestLinks: 0,
      relationships: 0,
      reading: [],
    });
    await result.click();
    await page.locator('[data-testid=graph-title]', { hasText: title }).waitFor();
    await graph().waitFor();
    return Date.now() - started;
  }

  const drawn = (): Promise<Drawn> =>
    graph().evaluate((element: any) => {
      const cy = element._cyreg.cy;
      const visible = (edge: any) => edge.style('display') !== 'none';
      const edges = (type: string) => cy.edges(`[type = "${type}"]`).filter(visible);
      return {
        nodes: cy
          .nodes()
          .filter((node: any) => !node.isParent())
          .map((node: any) => node.id()),
        implications: edges('IMPLICATION')
          .filter((edge: any) => !edge.data('implied'))
          .map((edge: any) => `${edge.source().id()}>${edge.target().id()}`),
        implied: cy.edges('[type = "IMPLICATION"]').filter((edge: any) => edge.data('implied'))
          .length,
        exclusive: edges('EXCLUSIVITY').map((edge: any) =>
          [edge.source().id(), edge.target().id()].sort().join('|'),
        ),
        groups: cy
          .nodes()
          .filter((node: any) => node.isParent())
          .map((group: any) =>
            group
              .children()
              .map((node: any) => node.id())
              .sort(),
          ),
        renderMs: Number(element.getAttribute('data-render-ms')),
      };
    });

  test.each(SIZES.map((n, i) => [n, i] as const))(
    'a ladder of %i outcomes is drawn as the reduced implication order, its brackets one group',
    async (n, i) => {
      const family = ladders[i]!;
      expect(family.outcomes).toHaveLength(n);
      const wanted = expected.get(family)!;
      const totalMs = await openFamily('ladder', family.familyId, family.title);
      const shown = await drawn();
      timings[`ladder-${n}-open-ms`] = totalMs;
      timings[`ladder-${n}-render-ms`] = shown.renderMs;
      timings[`ladder-${n}-nodes`] = shown.nodes.length;
      timings[`ladder-${n}-edges`] = shown.implications.length + shown.exclusive.length;
      const fetched = await received();
      timings[`ladder-${n}-requests`] = fetched.requests;
      timings[`ladder-${n}-response-bytes`] = fetched.bytes;
      // The page asked for nothing it does not draw: every relationship it received is a drawn
      // edge (docs/decisions.md, "Explorer: the layered relationship diagram").
      expect(fetched.drawnLinks).toBe(shown.implications.length + shown.exclusive.length);
      expect(fetched.onRequestLinks).toBe(0);
      expect(fetched.relationships).toBe(0);

      expect(new Set(shown.nodes)).toEqual(new Set(wanted.leads.keys()));
      expect(shown.implications).toHaveLength(wanted.covers.size);
      expect(new Set(shown.implications)).toEqual(wanted.covers);
      // Implied edges are counted, and drawn on request.
      const impliedCount = page.getByTestId('legend-count-implied');
      expect(Number(await impliedCount.getAttribute('data-total'))).toBe(wanted.impliedCount);
      expect(shown.implied).toBe(0);
      if (n <= 100) {
        await page.getByTestId('legend-implied').check();
        await page.waitForFunction(
          (count) =>
            (globalThis as any).document
              .querySelector('[data-testid=graph][data-state=ready]')
              ?._cyreg.cy.edges('[type = "IMPLICATION"][?implied]').length === count,
          wanted.impliedCount,
        );
        // Asked for when shown, and only those.
        expect((await received()).onRequestLinks).toBe(wanted.impliedCount);
        await page.getByTestId('legend-implied').uncheck();
      }
      expect(new Set(shown.exclusive)).toEqual(wanted.exclusive);
      expect(shown.groups).toEqual(wanted.groups);
      // OVERLAP is hidden and counted; equal copies and NO sides are inside their nodes.
      const overlapCount = page.getByTestId('legend-count-OVERLAP');
      expect(Number(await overlapCount.getAttribute('data-total'))).toBeGreaterThan(0);
      await expect(page.getByTestId('legend-OVERLAP').isChecked()).resolves.toBe(false);
      await page
        .getByTestId('graph-panel')
        .screenshot({ path: join(ARTIFACTS, `ladder-${n}.png`) });
    },
    300_000,
  );

  test('the 500-outcome diagram pans, zooms and selects a node', async () => {
    const box = (await page.getByTestId('graph').boundingBox())!;
    const before = await graph().evaluate((element: any) => ({
      zoom: element._cyreg.cy.zoom(),
      pan: { ...element._cyreg.cy.pan() },
    }));
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    let started = Date.now();
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -400);
    await page.waitForFunction(
      (zoom) =>
        (globalThis as any).document.querySelector('[data-testid=graph]')._cyreg.cy.zoom() > zoom,
      before.zoom,
    );
    timings['ladder-500-zoom-ms'] = Date.now() - started;
    started = Date.now();
    // Drag from empty canvas (a corner) to pan.
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + 205, box.y + 105, { steps: 5 });
    await page.mouse.up();
    const after = await graph().evaluate((element: any) => element._cyreg.cy.pan());
    timings['ladder-500-pan-ms'] = Date.now() - started;
    expect(after.x).not.toBe(before.pan.x);

    // A rung deep in the ladder: its node, when chosen, offers both sides.
    const rung = ladders[2]!.outcomes.find((outcome) => outcome.label === 'YES')!;
    const at = await graph().evaluate((element: any, id) => {
      const cy = element._cyreg.cy;
      const node = cy.getElementById(id);
      // As a user would: zoomed in to where the labels can be read.
      cy.zoom(1);
      cy.center(node);
      return node.renderedPosition();
    }, rung.outcomeId);
    started = Date.now();
    await page.mouse.click(box.x + at.x, box.y + at.y);
    await page.locator(`[data-testid=node-actions][data-outcome-id="${rung.outcomeId}"]`).waitFor();
    timings['ladder-500-select-ms'] = Date.now() - started;
    await expect(page.getByTestId('node-actions').count()).resolves.toBe(2);
    // The chosen node's implied edges are asked for and join it: every higher rung implies it.
    await page.waitForFunction(
      () =>
        (globalThis as any).document
          .querySelector('[data-testid=graph][data-state=ready]')
          ?._cyreg.cy.edges('[type = "IMPLICATION"][?implied]').length > 0,
    );
    timings['ladder-500-select-implied-ms'] = Date.now() - started;
  }, 120_000);

  test('the negative-risk family: candidates and parties as groups, candidates imply parties', async () => {
    const wanted = expected.get(negativeRisk)!;
    // A wider window for the README's picture: twelve candidates side by side.
    await page.setViewportSize({ width: 2200, height: 1000 });
    await openFamily('negative', negativeRisk.familyId, negativeRisk.title);
    const shown = await drawn();
    expect(negativeRisk.outcomes).toHaveLength(30);
    expect(new Set(shown.implications)).toEqual(wanted.covers);
    expect(shown.implications).toHaveLength(12);
    expect(shown.groups).toEqual(expect.arrayContaining(wanted.groups));
    expect(shown.groups).toHaveLength(2);
    expect(shown.exclusive).toEqual([]);
    await page
      .getByTestId('graph-panel')
      .screenshot({ path: join(ARTIFACTS, 'negative-risk.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
  }, 120_000);

  test('the FOMC family: its order drawn from the demo payouts, OVERLAP on request', async () => {
    const wanted = expected.get(fomc)!;
    timings['fomc-open-ms'] = await openFamily('fed', fomc.familyId, fomc.title);
    const shown = await drawn();
    timings['fomc-render-ms'] = shown.renderMs;
    const fetched = await received();
    timings['fomc-requests'] = fetched.requests;
    timings['fomc-response-bytes'] = fetched.bytes;
    expect(fetched.drawnLinks).toBe(shown.implications.length + shown.exclusive.length);
    expect(fetched.relationships).toBe(0);
    // 12 outcomes, 6 binary markets: one node each.
    expect(new Set(shown.nodes)).toEqual(new Set(wanted.leads.keys()));
    expect(shown.nodes).toHaveLength(6);
    expect(new Set(shown.implications)).toEqual(wanted.covers);
    expect(new Set(shown.exclusive)).toEqual(wanted.exclusive);
    expect(shown.groups).toEqual([]);
    await page.getByTestId('graph-panel').screenshot({ path: join(ARTIFACTS, 'fomc-layers.png') });

    await page.getByTestId('legend-OVERLAP').check();
    await page.waitForFunction(
      () =>
        (globalThis as any).document
          .querySelector('[data-testid=graph][data-state=ready]')
          ?._cyreg.cy.edges('[type = "OVERLAP"]')
          .filter((edge: any) => edge.style('display') !== 'none').length > 0,
    );
    await page.getByTestId('legend-OVERLAP').uncheck();
    expect(pageErrors).toEqual([]);
  }, 120_000);
});

interface Traffic {
  requests: number;
  bytes: number;
  /** Links of Family.relationshipDiagram's drawn connection. */
  drawnLinks: number;
  /** Links asked for on request: implied IMPLICATION and OVERLAP. */
  onRequestLinks: number;
  /** Relationships of Outcome.relationships (a chosen edge's details). */
  relationships: number;
  /** The response bodies being read. */
  reading: Promise<void>[];
}

/** Counts the relationships a GraphQL response carries, by the connection they came in. */
function countRelationships(value: unknown, traffic: Traffic, field = ''): void {
  if (Array.isArray(value)) {
    for (const item of value) countRelationships(item, traffic, field);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'nodes' && Array.isArray(child)) {
      if (field === 'links') traffic.drawnLinks += child.length;
      else if (field === 'impliedLinks' || field === 'overlapLinks')
        traffic.onRequestLinks += child.length;
      else if (field === 'relationships') traffic.relationships += child.length;
    }
    countRelationships(child, traffic, key);
  }
}
