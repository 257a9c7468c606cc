// The explorer page end to end, in headless Chromium against a real gateway on loopback (memory
// store, demo catalog): the key, search, a family's graph, an edge's witnesses, a combo, an
// evaluation, the GraphQL console and a neighbourhood. The page must talk only to the gateway,
// send the key as a bearer token on every /graphql request, and never put the key in a URL.
// Screenshots go to test-artifacts/explorer/. Needs the built page (npm run build).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { explorerBuildDirectory } from '../../src/app/explorer';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { launchChromium, type Chromium } from '../support/chromium';
import { TEST_KEY, startTestServer, type TestServer } from '../support/test-server';
import { data } from '../graphql/graphql-client';

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'explorer');
const FAMILY_ID = 'fam-fed-2026-12';
// hold-yes implies hike-no in the demo's Fed family: composed together, one leg is redundant.
// In the graph each is a side of its market's node.
const LEG_IDS = ['out-fed-dec26-hold-yes', 'out-fed-dec26-hike-no'];

describe('explorer page in Chromium', () => {
  let server: TestServer;
  let chromium: Chromium;
  let page: Page;
  const requests: Request[] = [];
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(explorerBuildDirectory(), 'index.html')))
      throw new Error('dist/explorer is missing: run npm run build first');
    mkdirSync(ARTIFACTS, { recursive: true });
    const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');
    server = await startTestServer(new MemoryStore(), [demo]);
    chromium = await launchChromium();
    chromium.context.on('request', (request) => requests.push(request));
    page = chromium.context.pages()[0] ?? (await chromium.context.newPage());
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  }, 30_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
  // The drawn graph. Cytoscape keeps its instance on the container (element._cyreg.cy): the test
  // reads where it drew nodes and edges there, then clicks them with the mouse like a user.
  const graph = () => page.locator('[data-testid=graph][data-state=ready]');

  test('the page loads without a key, and a wrong key is shown as UNAUTHENTICATED', async () => {
    const response = await page.goto(`${server.url}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("connect-src 'self'");
    await expect(page.title()).resolves.toBe('settlegraph explorer');

    await page.getByTestId('api-key-input').fill('not-a-valid-key');
    await page.getByTestId('api-key-save').click();
    const error = page.locator('[data-testid=error][data-code=UNAUTHENTICATED]');
    await error.waitFor();
    expect(await error.innerText()).toContain('API key');
    await shot('01-unauthenticated');

    await page.getByTestId('api-key-input').fill(TEST_KEY);
    await page.getByTestId('api-key-save').click();
    await page.locator('[data-testid=key-status][data-state=done]').waitFor();
    // The key lives in sessionStorage only (not localStorage, which GraphiQL uses for its tabs).
    expect(await page.evaluate(() => JSON.stringify((globalThis as any).sessionStorage))).toContain(
      TEST_KEY,
    );
  });

  test('a word search finds the family; opening it lists its markets and draws its graph', async () => {
    await page.getByTestId('search-input').fill('fed');
    await page.getByTestId('search-submit').click();
    await page.locator(`[data-testid=family-result][data-family-id=${FAMILY_ID}]`).click();
    await page.getByTestId('family-panel').waitFor();
    expect(await page.getByTestId('family-market').count()).toBeGreaterThan(2);
    expect(await page.getByTestId('family-event').count()).toBeGreaterThan(1);

    await graph().waitFor();
    const family = await data(
      server,
      `{ family(familyId: "${FAMILY_ID}") { markets(first: 500) { nodes { outcomes { outcomeId } } } } }`,
    );
    // Every market of the family is binary: one node each, showing its YES and NO.
    const markets = family.family.markets.nodes;
    expect(markets.every((m: any) => m.outcomes.length === 2)).toBe(true);
    expect(Number(await graph().getAttribute('data-nodes'))).toBe(markets.length);
    for (const type of ['EQUALITY', 'COMPLEMENT', 'IMPLICATION', 'EXCLUSIVITY'])
      await expect(page.getByTestId(`legend-${type}`).isChecked()).resolves.toBe(true);
    // OVERLAP says little and is hidden in a family (docs/decisions.md), but counted.
    await expect(page.getByTestId('legend-OVERLAP').isChecked()).resolves.toBe(false);
    expect(
      Number(await page.getByTestId('legend-count-OVERLAP').getAttribute('data-total')),
    ).toBeGreaterThan(0);
    const drawnTypes = await graph().evaluate((element: any) => [
      ...new Set(element._cyreg.cy.edges().map((edge: any) => edge.data('type'))),
    ]);
    expect(drawnTypes).toEqual(expect.arrayContaining(['IMPLICATION']));
    await shot('02-family-graph');
  });

  test('clicking an IMPLICATION edge shows its witness scenarios and what each side pays', async () => {
    // The shortest IMPLICATION edge: nothing else crosses its middle.
    const edge = await graph().evaluate((element: any) => {
      const length = (e: any) =>
        Math.hypot(
          e.source().renderedPosition().x - e.target().renderedPosition().x,
          e.source().renderedPosition().y - e.target().renderedPosition().y,
        );
      const shortest = element._cyreg.cy
        .edges('[type = "IMPLICATION"]')
        .sort((a: any, b: any) => length(a) - length(b))[0];
      return {
        from: shortest.source().id(),
        to: shortest.target().id(),
        at: shortest.renderedMidpoint(),
      };
    });
    // Each node is named by its YES outcome, which the edge's relationship joins.
    const expected = await data(
      server,
      `{ outcome(outcomeId: "${edge.from}") { relationships(first: 500) { nodes { relationshipId type toOutcomeId witnesses { scenarioId } } } } }`,
    );
    const relationship = expected.outcome.relationships.nodes.find(
      (r: any) => r.type === 'IMPLICATION' && r.toOutcomeId === edge.to,
    );
    await clickInGraph(page, edge.at);
    const details = page.locator(
      `[data-testid=edge-details][data-relationship-id="${relationship.relationshipId}"]`,
    );
    await details.waitFor();
    await details.getByTestId('witness-row').first().waitFor();

    const shown = await details
      .getByTestId('witness-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-scenario-id')));
    expect(shown).toEqual(relationship.witnesses.map((w: any) => w.scenarioId));
    expect(await details.innerText()).toContain('IMPLICATION');
    await shot('03-edge-witnesses');
    // The README's picture of the graph view (docs/images/explorer-graph.png is copied from it).
    await page.getByTestId('graph-panel').screenshot({ path: join(ARTIFACTS, 'graph-view.png') });
  });

  test('outcomes picked in the graph compose a combo, with its findings', async () => {
    for (const outcomeId of LEG_IDS) {
      // A binary market is one node, named by its YES outcome; choosing it offers both sides.
      const nodeId = outcomeId.replace(/-no$/, '-yes');
      const actions = page.locator(`[data-testid=node-actions][data-outcome-id="${outcomeId}"]`);
      // The node is clicked where it is drawn now; while the layout still moves it, a click can
      // land beside it, so the click is repeated at its new place until its actions open.
      for (let attempt = 1; ; attempt++) {
        await clickInGraph(
          page,
          await graph().evaluate(
            (element: any, id) => element._cyreg.cy.getElementById(id).renderedPosition(),
            nodeId,
          ),
        );
        const opened = await actions
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (opened) break;
        if (attempt === 3) {
          await actions.waitFor();
          break;
        }
      }
      await actions.getByTestId('add-leg').click();
      await actions.getByTestId('add-to-book').click();
    }
    await expect(page.getByTestId('combo-leg').count()).resolves.toBe(2);
    await page
      .locator('[data-testid=combo-venue] option[value=kalshi]')
      .waitFor({ state: 'attached' });
    await page.getByTestId('combo-venue').selectOption('kalshi');
    await page.getByTestId('combo-convention').selectOption('kalshi-combo-v1');
    await page.getByTestId('compose-button').click();

    const finding = page.locator('[data-testid=combo-finding][data-code=REDUNDANT_LEG]');
    await finding.waitFor();
    expect(await finding.innerText()).toContain('Witnesses:');
    await expect(page.getByTestId('combo-result').getAttribute('data-market-id')).resolves.toMatch(
      /^combo-/,
    );
    // Each family it was composed in is named with its version in words, the label a tooltip.
    const versions = page.getByTestId('combo-versions');
    await page.locator('[data-testid=combo-versions]', { hasText: 'scenario version' }).waitFor();
    const pins = (await versions.getAttribute('title'))!.split(', ');
    const named = (await versions.innerText()).split('; ');
    expect(named).toHaveLength(pins.length);
    for (const text of named)
      expect(text).toMatch(/^\S+, scenario version \d+, published \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(pins.every((pin) => / version label \S+$/.test(pin))).toBe(true);
    await shot('04-combo');
  });

  test('a book of positions evaluates to a payout bar chart per scenario', async () => {
    await expect(page.getByTestId('book-position').count()).resolves.toBe(2);
    await page.getByTestId('position-type').nth(1).selectOption('OWED');
    await page.getByTestId('position-quantity').nth(1).fill('4');
    await page.getByTestId('run-evaluation').click();
    const chart = page.getByTestId('payout-chart');
    await chart.waitFor();

    const expected = await data(
      server,
      `mutation { runEvaluation(input: {include: [PAYOUTS], positions: [
        {positionId: "p1", instrument: {outcomeId: "${LEG_IDS[0]}"}, positionType: HELD, quantity: "10"},
        {positionId: "p2", instrument: {outcomeId: "${LEG_IDS[1]}"}, positionType: OWED, quantity: "4"}
      ]}) { baseline { books { payouts { scenarioId value } } wholeBook { status } } } }`,
    );
    const [book] = expected.runEvaluation.baseline.books;
    const bars = await chart.getByTestId('payout-bar').evaluateAll((rects) =>
      rects.map((rect) => ({
        scenarioId: rect.getAttribute('data-scenario-id'),
        value: rect.getAttribute('data-value'),
      })),
    );
    expect(bars).toEqual(book.payouts);
    expect(bars.some((bar) => bar.value!.startsWith('-'))).toBe(true);
    await expect(page.getByTestId('whole-book-status').innerText()).resolves.toBe(
      expected.runEvaluation.baseline.wholeBook.status,
    );
    await chart.scrollIntoViewIfNeeded();
    await shot('05-evaluation');
  });

  test('an outcome neighbourhood is drawn around it, deeper on request', async () => {
    await page
      .locator(`[data-testid=node-actions][data-outcome-id="${LEG_IDS[1]}"]`)
      .getByTestId('open-neighbourhood')
      .click();
    await page.getByTestId('depth-select').waitFor();
    await graph().waitFor();
    const centre = await graph().evaluate((element: any) =>
      element._cyreg.cy.nodes('.centre').map((node: any) => node.id()),
    );
    expect(centre).toEqual([LEG_IDS[1]]);
    await page.getByTestId('depth-select').selectOption('2');
    await page.locator('[data-testid=graph-title]', { hasText: 'within 2 hops' }).waitFor();
    await graph().waitFor();
    expect(Number(await graph().getAttribute('data-nodes'))).toBeGreaterThan(1);
    await shot('06-neighbourhood');
  });

  test('the GraphQL console runs a query with the same key', async () => {
    await page.getByTestId('tab-console').click();
    const graphiql = page.getByTestId('console');
    // Monaco renders the default query once the editor and its workers are up.
    await graphiql.locator('.graphiql-query-editor', { hasText: 'ConsoleFamilies' }).waitFor();
    await graphiql.locator('.graphiql-execute-button').click();
    // The default query lists the catalog's families (Monaco draws the lines in view: the first).
    await graphiql.locator('.graphiql-response', { hasText: /"familyId":\s+"fam-/ }).waitFor();
    await shot('07-console');
  });

  test('every request went to the gateway, with the key only in the Authorization header', () => {
    const origin = new URL(server.url).origin;
    const foreign = requests.map((r) => r.url()).filter((url) => new URL(url).origin !== origin);
    expect(foreign).toEqual([]);
    expect(requests.filter((r) => r.url().includes(TEST_KEY))).toEqual([]);
    expect(page.url()).not.toContain(TEST_KEY);

    const graphqlRequests = requests.filter((r) => new URL(r.url()).pathname === '/graphql');
    expect(graphqlRequests.length).toBeGreaterThan(5);
    for (const request of graphqlRequests) {
      expect(request.method()).toBe('POST');
      expect(request.headers().authorization).toMatch(/^Bearer /);
    }
    // After the wrong key of the first test, every request carries the right one.
    expect(graphqlRequests.slice(-3).map((r) => r.headers().authorization)).toEqual(
      Array(3).fill(`Bearer ${TEST_KEY}`),
    );
    expect(pageErrors).toEqual([]);
    // The only errors are the refused wrong key; none from the content security policy.
    expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
  });
});

/** A real mouse click at a position rendered on the graph's canvas. */
async function clickInGraph(page: Page, at: { x: number; y: number }): Promise<void> {
  // Clicking a button below the canvas may have scrolled it partly out of the window.
  await page.getByTestId('graph').scrollIntoViewIfNeeded();
  const box = await page.getByTestId('graph').boundingBox();
  if (!box) throw new Error('the graph is not on screen');
  await page.mouse.click(box.x + at.x, box.y + at.y);
}
