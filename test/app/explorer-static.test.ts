// The explorer page's routes over real HTTP (src/app/explorer.ts), on a stand-in build: the
// page and its assets are public, nothing else changes (unknown paths still need a key and are
// 404 NOT_FOUND), they stay out of the OpenAPI document, and a missing build answers clearly.
// GET /graphql is the IDE page for a browser only: API clients' requests to /graphql answer as
// before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app/app';
import { ApiKeys } from '../../src/http/auth';
import { createServices } from '../../src/services/services';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { get, http, listenOnLoopback, TEST_KEYS, type TestServer } from '../support/test-server';

async function serve(explorerDirectory: string): Promise<TestServer> {
  const store = new MemoryStore();
  const services = createServices(store, { tokenSecret: 'test-secret' });
  const app = await buildApp(services, { apiKeys: new ApiKeys(TEST_KEYS), explorerDirectory });
  return listenOnLoopback(app, store, services);
}

describe('explorer page routes', () => {
  let build: string;
  let server: TestServer;

  beforeAll(async () => {
    build = mkdtempSync(join(tmpdir(), 'explorer-build-'));
    mkdirSync(join(build, 'assets'));
    writeFileSync(join(build, 'index.html'), '<!doctype html><title>settlegraph explorer</title>');
    writeFileSync(
      join(build, 'graphql-ide.html'),
      '<!doctype html><title>settlegraph GraphQL</title>',
    );
    writeFileSync(join(build, 'assets', 'index-abc123.js'), 'console.log("explorer");');
    server = await serve(build);
  });
  afterAll(async () => {
    await server.close();
    rmSync(build, { recursive: true, force: true });
  });

  test('GET / is the page, without a key, with a content security policy', async () => {
    const res = await get(server, '/', null);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.body).toContain('settlegraph explorer');
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect((await http(server, 'HEAD', '/', { key: null })).status).toBe(200);
  });

  test('assets are public and cached for good (their names carry a content hash)', async () => {
    const res = await get(server, '/assets/index-abc123.js', null);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A script may be a worker's, which runs under its own response's policy.
    expect(res.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
  });

  test('any other path keeps its behaviour: a key is required, then 404 NOT_FOUND', async () => {
    for (const path of ['/assets/missing.js', '/nothing-here', '/assets/']) {
      const anonymous = await get(server, path, null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
      const keyed = await get(server, path);
      expect(keyed.status).toBe(404);
      expect(keyed.body.error).toMatchObject({
        code: 'NOT_FOUND',
        message: `no operation GET ${path}`,
      });
    }
    expect((await get(server, '/v1/events', null)).status).toBe(401);
  });

  test('the page is not part of the OpenAPI document', async () => {
    const res = await get(server, '/v1/openapi.json', null);
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    expect(paths.length).toBeGreaterThan(5);
    // Paths are relative to the /v1 server; none is the page's.
    expect(paths.filter((path) => path === '/' || /^\/(assets|index)/.test(path))).toEqual([]);
  });

  test('without a build, GET / says how to build it', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'explorer-unbuilt-'));
    const unbuilt = await serve(empty);
    try {
      const res = await get(unbuilt, '/', null);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect(res.body.error.message).toContain('npm run build');
      expect((await get(unbuilt, '/v1/events')).status).toBe(200);
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  describe('GET /graphql', () => {
    /** What Chromium sends when it navigates to a page. */
    const BROWSER_ACCEPT =
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
    const typename = `/graphql?query=${encodeURIComponent('{ __typename }')}`;

    test('a browser gets the GraphQL IDE page, without a key, with the page policy', async () => {
      const res = await http(server, 'GET', '/graphql', {
        key: null,
        headers: { accept: BROWSER_ACCEPT },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.body).toContain('settlegraph GraphQL');
      expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toMatch(/accept/i);
      // A browser following a link with a query gets the page too (the IDE runs queries).
      const linked = await http(server, 'GET', typename, {
        key: null,
        headers: { accept: BROWSER_ACCEPT },
      });
      expect(linked.status).toBe(200);
      expect(linked.body).toContain('settlegraph GraphQL');
    });

    test("API clients' GET /graphql is unchanged: 401 without a key, data with one", async () => {
      for (const accept of [
        undefined, // fetch's own */*
        'application/json',
        'application/graphql-response+json, application/json;q=0.9',
        'text/html, application/json', // no preference for html: the API
        'application/json, text/html;q=0.5',
      ]) {
        const headers: Record<string, string> = accept === undefined ? {} : { accept };
        const anonymous = await http(server, 'GET', typename, { key: null, headers });
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
        const keyed = await http(server, 'GET', typename, { headers });
        expect(keyed.status).toBe(200);
        expect(keyed.body.data).toEqual({ __typename: 'Query' });
      }
      // A POST is the API whatever it accepts.
      const posted = await http(server, 'POST', '/graphql', {
        key: null,
        body: { query: '{ __typename }' },
        headers: { accept: BROWSER_ACCEPT },
      });
      expect(posted.status).toBe(401);
      expect(posted.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    test('a browser on another path keeps its behaviour', async () => {
      const res = await http(server, 'GET', '/v1/events', {
        key: null,
        headers: { accept: BROWSER_ACCEPT },
      });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
      const page = await http(server, 'GET', '/', {
        key: null,
        headers: { accept: BROWSER_ACCEPT },
      });
      expect(page.body).toContain('settlegraph explorer');
    });

    test('without the IDE page in the build, a browser gets the API answer as before', async () => {
      const partial = mkdtempSync(join(tmpdir(), 'explorer-no-ide-'));
      writeFileSync(
        join(partial, 'index.html'),
        '<!doctype html><title>settlegraph explorer</title>',
      );
      const withoutIde = await serve(partial);
      try {
        const res = await http(withoutIde, 'GET', '/graphql', {
          key: null,
          headers: { accept: BROWSER_ACCEPT },
        });
        expect(res.status).toBe(401);
        expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      } finally {
        await withoutIde.close();
        rmSync(partial, { recursive: true, force: true });
      }
    });
  });
});
