// A cross-venue family in the explorer, in headless Chromium against a real gateway on loopback
// (memory store): the recorded World Cup payloads of test/fixtures/cross-venue/ adapted with their
// cross-venue families (docs/decisions.md, "Cross-venue families"). Spain's stage family is drawn
// with nodes of both venues (each node names the venues of its listings) and the IMPLICATION edge
// from Polymarket's "Spain wins" to Kalshi's; the winner family draws both venues' markets.
// Screenshots go to test-artifacts/explorer/; the README's picture
// docs/images/explorer-cross-venue.png is copied from cross-venue-family.png. Needs the built page
// (npm run build).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { adaptAndCheck } from '../../src/catalog/venues/adapt-venues';
import { explorerBuildDirectory } from '../../src/app/explorer';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { launchChromium, type Chromium, openExplorerWithKey } from '../support/chromium';
import { recordedVenueFiles } from '../support/labelled-pairs';
import { TEST_KEY, startTestServer, type TestServer } from '../support/test-server';

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'explorer');
const WORLD_CUP = 'fam-xv-result-of-the-2026-fifa-world-cup';

interface DrawnNode {
  id: string;
  label: string;
}

describe('a cross-venue family in the explorer', () => {
  let server: TestServer;
  let chromium: Chromium;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(explorerBuildDirectory(), 'index.html')))
      throw new Error('dist/explorer is missing: run npm run build first');
    mkdirSync(ARTIFACTS, { recursive: true });
    const catalog = await adaptAndCheck(recordedVenueFiles());
    server = await startTestServer(new MemoryStore(), [catalog]);
    chromium = await launchChromium();
    page = chromium.context.pages()[0] ?? (await chromium.context.newPage());
    page.setDefaultTimeout(60_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openExplorerWithKey(page, server.url, TEST_KEY);
  }, 120_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  const graph = () => page.locator('[data-testid=graph][data-state=ready]');

  async function openFamily(words: string, familyId: string): Promise<void> {
    await page.getByTestId('search-input').fill(words);
    await page.getByTestId('search-submit').click();
    await page.locator(`[data-testid=family-result][data-family-id="${familyId}"]`).click();
    await page.getByTestId('family-panel').waitFor();
    await graph().waitFor();
  }

  const drawn = (): Promise<{ nodes: DrawnNode[]; implications: string[] }> =>
    graph().evaluate((element: any) => {
      const cy = element._cyreg.cy;
      return {
        nodes: cy
          .nodes()
          .filter((node: any) => !node.isParent())
          .map((node: any) => ({ id: node.id(), label: node.data('label') })),
        implications: cy
          .edges('[type = "IMPLICATION"]')
          .filter((edge: any) => !edge.data('implied'))
          .map((edge: any) => `${edge.source().id()}>${edge.target().id()}`),
      };
    });

  test("Spain's stage family: nodes of both venues, Polymarket's title implies Kalshi's", async () => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await openFamily('spain stage', `${WORLD_CUP}-stage-spain`);
    const shown = await drawn();
    // Three binary markets, one node each, its last line the venues of its listings.
    expect(shown.nodes.map((n) => [n.id, n.label.split('\n').pop()]).sort()).toEqual([
      ['out-kx-kxmenworldcup-26-es-yes', 'kalshi'],
      ['out-kx-kxwcround-26final-esp-yes', 'kalshi'],
      ['out-pm-558934-yes', 'polymarket'],
    ]);
    // The reduced order: Polymarket's title (by its cut-off) → Kalshi's title → Kalshi's Final;
    // Polymarket → Kalshi's Final follows and is not drawn.
    expect(shown.implications.sort()).toEqual([
      'out-kx-kxmenworldcup-26-es-yes>out-kx-kxwcround-26final-esp-yes',
      'out-pm-558934-yes>out-kx-kxmenworldcup-26-es-yes',
    ]);
    await page
      .getByTestId('graph-panel')
      .screenshot({ path: join(ARTIFACTS, 'cross-venue-family.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
  }, 120_000);

  test('the winner family draws the winner markets of both venues', async () => {
    await openFamily('winner kalshi polymarket', `${WORLD_CUP}-winner`);
    const shown = await drawn();
    const venues = shown.nodes.map((n) => n.label.split('\n').pop());
    expect(venues.filter((v) => v === 'kalshi')).toHaveLength(26);
    expect(venues.filter((v) => v === 'polymarket')).toHaveLength(29);
    expect(shown.implications).toEqual(
      expect.arrayContaining(['out-pm-558934-yes>out-kx-kxmenworldcup-26-es-yes']),
    );
    await page
      .getByTestId('graph-panel')
      .screenshot({ path: join(ARTIFACTS, 'cross-venue-winner.png') });
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
