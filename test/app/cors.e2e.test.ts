// CORS in headless Chromium: a page served on a second loopback origin calls /graphql and /v1 with
// fetch and an Authorization header (a preflighted request) and gets data; a page on an origin not
// in SETTLEGRAPH_CORS_ORIGINS is blocked by the browser.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { launchChromium, type Chromium } from '../support/chromium';
import { startCountedServer } from '../support/limits-server';
import { TEST_KEY, type TestServer } from '../support/test-server';

/** A page of another origin: `localhost` (the gateway listens on 127.0.0.1) and its own port. */
async function pageServer(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>dashboard</title><p>dashboard</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

interface Calls {
  graphql?: unknown;
  graphqlRequestId?: string | null;
  rest?: unknown;
  blocked?: string;
}

/** Runs in the page: both APIs with the key as a bearer token. */
function callApis(page: Page, api: string): Promise<Calls> {
  return page.evaluate(
    async ({ api, key }) => {
      try {
        const graphql = await fetch(`${api}/graphql`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: '{ family(familyId: "fam-fed") { familyId title } }' }),
        });
        const rest = await fetch(`${api}/v1/families?family_id=fam-fed`, {
          headers: { Authorization: `Bearer ${key}` },
        });
        return {
          graphql: await graphql.json(),
          graphqlRequestId: graphql.headers.get('x-request-id'),
          rest: await rest.json(),
        };
      } catch (error) {
        return { blocked: String(error) };
      }
    },
    { api, key: TEST_KEY },
  );
}

describe('CORS in Chromium', () => {
  let gateway: TestServer;
  let listed: { origin: string; server: Server };
  let unlisted: { origin: string; server: Server };
  let chromium: Chromium;
  let page: Page;

  beforeAll(async () => {
    listed = await pageServer();
    unlisted = await pageServer();
    gateway = await startCountedServer(
      new MemoryStore(),
      [smallCatalog()],
      {},
      {
        corsOrigins: [listed.origin],
      },
    );
    chromium = await launchChromium();
    page = chromium.context.pages()[0] ?? (await chromium.context.newPage());
  }, 30_000);

  afterAll(async () => {
    await chromium?.close();
    await gateway?.close();
    for (const s of [listed, unlisted]) await new Promise((resolve) => s?.server.close(resolve));
  });

  test('a page of a listed origin gets data from /graphql and /v1', async () => {
    await page.goto(`${listed.origin}/`);
    const calls = await callApis(page, gateway.url);
    expect(calls.blocked).toBeUndefined();
    expect(calls.graphql).toEqual({
      data: { family: { familyId: 'fam-fed', title: expect.any(String) } },
    });
    // An exposed header is readable by the page.
    expect(calls.graphqlRequestId).toEqual(expect.any(String));
    expect(
      (calls.rest as { items: { family_id: string }[] }).items.map((f) => f.family_id),
    ).toEqual(['fam-fed']);
  });

  test('a page of another origin is blocked by the browser', async () => {
    await page.goto(`${unlisted.origin}/`);
    const calls = await callApis(page, gateway.url);
    expect(calls.blocked).toMatch(/TypeError/);
    expect(calls.graphql).toBeUndefined();
  });
});
