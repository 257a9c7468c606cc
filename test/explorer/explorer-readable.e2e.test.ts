// The explorer readable at venue size, in headless Chromium against a real gateway on loopback
// (memory store): generated families (test/fixtures/layered-family-catalog.ts) of 12, 55 and 500
// outcomes with a quote on every listing, and a presidential family whose 50/50 VOID scenario
// makes every pair of candidates OVERLAP. Checked: labels are drawn at MIN_LABEL_PX or larger in
// the first view, wide layers wrap to the canvas instead of being fitted down, the zoom buttons
// and the wheel zoom, each node shows its best bid and ask across venues, titles show readable
// dates, versions read as a number and a date in every panel that names one (the family, a
// relationship, an evaluated book), and the legend says why VOID makes overlaps.
// The README's pictures docs/images/explorer-{12,55,500}-outcomes.png are copied from
// test-artifacts/explorer/readable-*.png. Needs the built page (npm run build).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { withReadableDates } from '../../src/explorer/common/readable-dates';
import { MIN_LABEL_PX } from '../../src/explorer/graph/graph-style';
import { explorerBuildDirectory } from '../../src/app/explorer';
import { MemoryStore } from '../../src/store/memory/memory-store';
import {
  ladderFamily,
  ladderShape,
  negativeRiskFamily,
  withQuotes,
  type GeneratedFamily,
} from '../fixtures/layered-family-catalog';
import { launchChromium, openExplorerWithKey, type Chromium } from '../support/chromium';
import { TEST_KEY, startTestServer, type TestServer } from '../support/test-server';

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'explorer');
const QUOTED_AT = '2026-11-20T15:00:00Z';
/** What adapt names a version (a content hash) and what a venue writes into a title. */
const HASH_VERSION = 'v-8ffe17158aa5';
const RAW_TIMESTAMP = '2026-07-19T20:00:00.000Z';

interface Sized {
  outcomes: number;
  family: GeneratedFamily;
}

/** The 55-outcome family carries a venue's raw timestamp in its title and a hashed version. */
function venueLike(family: GeneratedFamily): GeneratedFamily {
  const title = `World Cup 2026 final goals, settled ${RAW_TIMESTAMP}`;
  const [doc] = family.catalog.families;
  const version = doc!.scenario_versions[0]!;
  const key = `${family.familyId}@${version.version}`;
  const renamed = `${family.familyId}@${HASH_VERSION}`;
  return {
    ...family,
    title,
    catalog: {
      ...family.catalog,
      families: [{ ...doc!, title, scenario_versions: [{ ...version, version: HASH_VERSION }] }],
      markets: family.catalog.markets.map((market) => ({
        ...market,
        outcomes: market.outcomes.map((outcome) => ({
          ...outcome,
          payouts: { [renamed]: outcome.payouts[key]! },
        })),
      })),
    },
  };
}

describe('the explorer, readable at 12, 55 and 500 outcomes', () => {
  const sized: Sized[] = [12, 55, 500].map((outcomes) => {
    const family = withQuotes(
      ladderFamily(ladderShape(outcomes), `fam-readable-${outcomes}`),
      QUOTED_AT,
    );
    return { outcomes, family: outcomes === 55 ? venueLike(family) : family };
  });
  const president = withQuotes(negativeRiskFamily(12, 'fam-president', true), QUOTED_AT);
  let server: TestServer;
  let chromium: Chromium;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(explorerBuildDirectory(), 'index.html')))
      throw new Error('dist/explorer is missing: run npm run build first');
    mkdirSync(ARTIFACTS, { recursive: true });
    server = await startTestServer(new MemoryStore(), [
      ...sized.map(({ family }) => family.catalog),
      president.catalog,
    ]);
    chromium = await launchChromium();
    page = chromium.context.pages()[0] ?? (await chromium.context.newPage());
    page.setDefaultTimeout(120_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openExplorerWithKey(page, server.url, TEST_KEY);
  }, 120_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  const graph = () => page.locator('[data-testid=graph][data-state=ready]');
  const zoom = () => graph().evaluate((element: any) => element._cyreg.cy.zoom() as number);

  async function openFamily(family: GeneratedFamily): Promise<void> {
    await page.getByTestId('search-input').fill(family.title);
    await page.getByTestId('search-submit').click();
    const result = page.locator(`[data-testid=family-result][data-family-id="${family.familyId}"]`);
    await result.click();
    await page
      .locator('[data-testid=graph-title]', { hasText: withReadableDates(family.title) })
      .waitFor();
    await graph().waitFor();
  }

  /** What the first view shows: each label's size on screen, and the drawing's rendered box. */
  const view = () =>
    graph().evaluate((element: any) => {
      const cy = element._cyreg.cy;
      const nodes = cy.nodes().filter((node: any) => !node.isParent());
      const box = cy.elements().renderedBoundingBox();
      return {
        zoom: cy.zoom(),
        labelPx: nodes.map((node: any) => parseFloat(node.style('font-size')) * cy.zoom()),
        labels: nodes.map((node: any) => ({
          id: node.id() as string,
          label: node.data('label') as string,
        })) as { id: string; label: string }[],
        renderedWidth: box.w,
        canvasWidth: cy.width(),
      };
    });

  test.each([12, 55, 500])(
    '%i outcomes: labels readable, layers wrapped to the canvas, best bid and ask on nodes',
    async (outcomes) => {
      const { family } = sized.find((s) => s.outcomes === outcomes)!;
      expect(family.outcomes).toHaveLength(outcomes);
      await page.setViewportSize({ width: 1440, height: 1000 });
      await openFamily(family);
      const shown = await view();
      // Every label is drawn at least MIN_LABEL_PX tall on screen: the view is not fitted down.
      expect(Math.min(...shown.labelPx)).toBeGreaterThanOrEqual(MIN_LABEL_PX);
      // Wide layers wrap into rows: the drawing is no wider than the canvas at that size.
      expect(shown.renderedWidth).toBeLessThanOrEqual(shown.canvasWidth);
      // Each node shows its leading side's best bid (Polymarket's, one cent above Kalshi's) and
      // best ask (Kalshi's) across venues: a rung with a Polymarket copy shows both venues' best.
      const copied = family.outcomes.find(
        (o) => o.marketId.startsWith('pm-') && o.label === 'YES',
      )!;
      const rung = family.outcomes.find(
        (o) =>
          o.marketId.startsWith('kx-') &&
          o.label === 'YES' &&
          o.payouts.join() === copied.payouts.join(),
      )!;
      const node = shown.labels.find((n) => n.id === rung.outcomeId || n.id === copied.outcomeId)!;
      const paying = copied.payouts.filter((p) => p === 1).length;
      const mid = Math.min(95, Math.max(5, Math.round((100 * paying) / copied.payouts.length)));
      const cents = (n: number) => `0.${String(n).padStart(2, '0')}`;
      expect(node.label).toContain(`bid ${cents(mid)} · ask ${cents(mid + 1)}`);
      expect(shown.labels.every((n) => /bid \d/.test(n.label))).toBe(true);
      await page.getByTestId('graph-panel').screenshot({
        path: join(ARTIFACTS, `readable-${outcomes}.png`),
      });
    },
    300_000,
  );

  test('titles show dates, versions a number and a date, not a hash', async () => {
    const { family } = sized.find((s) => s.outcomes === 55)!;
    await openFamily(family);
    const title = await page.getByTestId('family-title').textContent();
    expect(title).toContain('19 Jul 2026, 20:00 UTC');
    expect(title).not.toContain(RAW_TIMESTAMP);
    await expect(page.getByTestId('graph-title').textContent()).resolves.toContain(
      '19 Jul 2026, 20:00 UTC',
    );
    const version = page.getByTestId('family-version');
    const text = await version.textContent();
    expect(text).toMatch(/^scenario version 1, published \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).not.toContain(HASH_VERSION);
    // The label itself is still there for whoever needs it.
    await expect(version.getAttribute('title')).resolves.toContain(HASH_VERSION);
  }, 120_000);

  test('edge details and the evaluated book name the version in words, never its label or an ISO time', async () => {
    const { family } = sized.find((s) => s.outcomes === 55)!;
    await openFamily(family);
    const NAMED_VERSION = /^scenario version 1, published \d{1,2} [A-Z][a-z]{2} \d{4}/;
    const inView = (kind: 'edges' | 'nodes') =>
      graph().evaluate((element: any, which) => {
        const cy = element._cyreg.cy;
        const inside = (p: { x: number; y: number }) =>
          p.x > 20 && p.y > 20 && p.x < cy.width() - 20 && p.y < cy.height() - 20;
        const found =
          which === 'edges'
            ? cy.edges('[type = "IMPLICATION"]').filter((e: any) => inside(e.renderedMidpoint()))
            : cy.nodes().filter((n: any) => !n.isParent() && inside(n.renderedPosition()));
        const first = found[0];
        return which === 'edges' ? first.renderedMidpoint() : first.renderedPosition();
      }, kind);
    const click = async (at: { x: number; y: number }) => {
      await page.getByTestId('graph').scrollIntoViewIfNeeded();
      const box = (await page.getByTestId('graph').boundingBox())!;
      await page.mouse.click(box.x + at.x, box.y + at.y);
    };

    await click(await inView('edges'));
    const details = page.getByTestId('edge-details');
    // The name arrives with the family's versions, after the panel itself.
    await details.getByTestId('edge-version').filter({ hasText: NAMED_VERSION }).waitFor();
    // What each panel shows, read while it is open (choosing a node closes the edge's).
    const shown = [await page.getByTestId('family-panel').innerText(), await details.innerText()];

    await click(await inView('nodes'));
    await page.getByTestId('node-actions').getByTestId('add-to-book').click();
    await page.getByTestId('run-evaluation').click();
    const version = page.getByTestId('evaluation-book').first().getByTestId('book-version');
    await version.filter({ hasText: NAMED_VERSION }).waitFor();
    await expect(version.getAttribute('title')).resolves.toContain(HASH_VERSION);
    shown.push(await page.getByTestId('evaluation-result').innerText());

    for (const text of shown) {
      expect(text).not.toMatch(/\bv-[0-9a-f]{6,}\b/);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    }
  }, 180_000);

  test('the zoom buttons and the wheel zoom; 1:1 returns to the readable view', async () => {
    const { family } = sized.find((s) => s.outcomes === 500)!;
    await openFamily(family);
    const first = await zoom();
    await page.getByTestId('zoom-in').click();
    const zoomedIn = await zoom();
    expect(zoomedIn).toBeCloseTo(first * 1.25, 5);
    await page.getByTestId('zoom-out').click();
    await page.getByTestId('zoom-out').click();
    expect(await zoom()).toBeCloseTo(first / 1.25, 5);

    const box = (await page.getByTestId('graph').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const beforeWheel = await zoom();
    // One notch of a mouse wheel (100 px) is one step, at the pointer.
    await page.mouse.wheel(0, -100);
    await page.waitForFunction(
      (before) =>
        (globalThis as any).document.querySelector('[data-testid=graph]')._cyreg.cy.zoom() >
        before * 1.2,
      beforeWheel,
    );
    const afterIn = await zoom();
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(
      (before) =>
        (globalThis as any).document.querySelector('[data-testid=graph]')._cyreg.cy.zoom() <
        before / 1.5,
      afterIn,
    );

    // The whole 500-outcome diagram is smaller than readable; 1:1 comes back to readable.
    await page.getByTestId('zoom-fit').click();
    expect(await zoom()).toBeLessThan(first);
    await page.getByTestId('zoom-readable').click();
    expect(await zoom()).toBeCloseTo(first, 5);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  test('a 50/50 VOID scenario: no exclusive group, and the legend says why', async () => {
    await openFamily(president);
    const note = page.getByTestId('legend-void-note');
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    expect(text).toContain('A VOID scenario');
    expect(text).toContain('Cancelled, refunded 50/50');
    expect(text).toContain('OVERLAP');
    expect(text).toContain('no exclusive group is drawn');
    const groups = await graph().evaluate(
      (element: any) => element._cyreg.cy.nodes().filter((node: any) => node.isParent()).length,
    );
    expect(groups).toBe(0);
    await page.getByTestId('graph-panel').screenshot({
      path: join(ARTIFACTS, 'readable-void.png'),
    });
    // A family without VOID scenarios has no such note.
    await openFamily(sized[0]!.family);
    await expect(page.getByTestId('legend-void-note').count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
