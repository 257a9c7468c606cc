// The GraphQL IDE at GET /graphql in headless Chromium, against a real gateway on loopback with a
// generated catalog (no demo family): a browser navigating to /graphql gets GraphiQL, not 401 JSON;
// the key typed in its field (or an Authorization header in its headers editor) is sent; the
// default query answers on this catalog; nothing is fetched from another origin. Needs the built
// page (npm run build). Screenshot: test-artifacts/explorer/graphql-ide.png.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { explorerBuildDirectory, GRAPHQL_IDE_PAGE } from '../../src/app/explorer';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { CONSOLE_DEFAULT_QUERY } from '../../src/explorer/console/console-query.queries';
import { generatedCatalog } from '../fixtures/generated-catalog';
import { launchChromium, type Chromium } from '../support/chromium';
import { http, TEST_KEY, startTestServer, type TestServer } from '../support/test-server';

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'explorer');

describe('the GraphQL IDE at GET /graphql', () => {
  let server: TestServer;
  let chromium: Chromium;
  let page: Page;
  const requests: Request[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(explorerBuildDirectory(), GRAPHQL_IDE_PAGE)))
      throw new Error('dist/explorer is missing the IDE page: run npm run build first');
    mkdirSync(ARTIFACTS, { recursive: true });
    server = await startTestServer(new MemoryStore(), [
      generatedCatalog({ markets: 12, families: 3 }),
    ]);
    chromium = await launchChromium();
    chromium.context.on('request', (request) => requests.push(request));
    page = chromium.context.pages()[0] ?? (await chromium.context.newPage());
    page.setDefaultTimeout(30_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
  }, 60_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  const ide = () => page.getByTestId('console');
  const responsePane = () => ide().locator('.graphiql-response');

  test('the default query lists the families of any catalog, over HTTP', async () => {
    const res = await http(server, 'POST', '/graphql', { body: { query: CONSOLE_DEFAULT_QUERY } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const families = res.body.data.families;
    expect(families.totalCount).toBe(3);
    expect(families.nodes.map((family: { familyId: string }) => family.familyId).sort()).toEqual([
      'fam-gen-0',
      'fam-gen-1',
      'fam-gen-2',
    ]);
    expect(families.nodes[0].markets.nodes.length).toBeGreaterThan(0);
  });

  test('a browser on /graphql gets GraphiQL; with the key typed in, the default query answers', async () => {
    const response = await page.goto(`${server.url}/graphql`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await page.getByTestId('ide-no-key').waitFor();
    await ide().locator('.graphiql-query-editor', { hasText: 'ConsoleFamilies' }).waitFor();
    await page.getByTestId('api-key-input').fill(TEST_KEY);
    await page.getByTestId('api-key-save').click();
    await page.locator('[data-testid=key-status][data-state=done]').waitFor();
    await ide().locator('.graphiql-query-editor', { hasText: 'ConsoleFamilies' }).waitFor();
    await ide().locator('.graphiql-execute-button').click();
    // Monaco draws only the lines in view: the first family's.
    await responsePane().locator(':scope', { hasText: 'Generated family 0' }).waitFor();
    // Monaco writes spaces as no-break spaces.
    const shown = (await responsePane().textContent())?.replace(/\s/g, ' ');
    expect(shown).toContain('"totalCount": 3');
    await page.screenshot({ path: join(ARTIFACTS, 'graphql-ide.png') });
    const sent = requests.filter(
      (request) => new URL(request.url()).pathname === '/graphql' && request.method() === 'POST',
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.at(-1)!.headers().authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  test("without a key in the field, the headers editor's Authorization is sent", async () => {
    await page.getByTestId('api-key-forget').click();
    await page.getByTestId('ide-no-key').waitFor();
    await ide().locator('.graphiql-query-editor', { hasText: 'ConsoleFamilies' }).waitFor();
    // GraphiQL's headers editor: open its tab, type a JSON object of headers.
    await ide().getByText('Headers', { exact: true }).click();
    const editor = ide().locator('.graphiql-editor-tool .graphiql-editor').last();
    await editor.click();
    await page.keyboard.type(`{"Authorization": "Bearer ${TEST_KEY}"`);
    const sentWithHeader = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/graphql' &&
        request.method() === 'POST' &&
        request.headers().authorization === `Bearer ${TEST_KEY}`,
    );
    await ide().locator('.graphiql-execute-button').click();
    await sentWithHeader;
    await responsePane().locator(':scope', { hasText: 'Generated family 0' }).waitFor();
  });

  test('everything came from the gateway, and the key never entered a URL', () => {
    const origin = new URL(server.url).origin;
    expect(requests.map((r) => r.url()).filter((url) => new URL(url).origin !== origin)).toEqual(
      [],
    );
    expect(requests.filter((r) => r.url().includes(TEST_KEY))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
