// Every curl example in README.md works against the demo catalog, as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoCatalogPaths } from '../src/catalog/demo-catalog';
import { parseCatalog } from '../src/catalog/import-catalog';
import { DEMO_API_KEY, DEMO_SCOPE } from '../src/app/config';
import { MemoryStore } from '../src/store/memory/memory-store';
import { startTestServer, type TestServer } from './support/test-server';

interface Example {
  line: string;
  method: string;
  path: string;
  body?: string;
}

const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
const examples: Example[] = readme
  .split('\n')
  .filter((line) => line.startsWith('curl '))
  .map((line) => {
    const url = /'http:\/\/localhost:8080(\/[^']*)'/.exec(line);
    if (!url) throw new Error(`README example without a localhost URL: ${line}`);
    const body = / -d '(.*)'$/.exec(line);
    return {
      line,
      method: line.includes('-X POST') ? 'POST' : 'GET',
      path: url[1]!,
      ...(body ? { body: body[1]! } : {}),
    };
  });

describe('README examples', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Both demo catalogs, as `npm start` imports them (src/catalog/demo-catalog.ts).
    const demo = demoCatalogPaths().map((file) => parseCatalog(readFileSync(file, 'utf8'), file));
    server = await startTestServer(
      new MemoryStore(),
      demo,
      // As `npm start` configures it (src/app/config.ts): the demo key is its server's operator.
      [{ key: DEMO_API_KEY, scopes: [DEMO_SCOPE], operator: true }],
    );
  });
  afterAll(async () => {
    await server.close();
  });

  test('there are REST and GraphQL examples', () => {
    expect(examples.filter((e) => e.path.startsWith('/v1/')).length).toBeGreaterThanOrEqual(6);
    expect(examples.filter((e) => e.path === '/graphql').length).toBeGreaterThanOrEqual(2);
    expect(readme).toContain('KEY=sg-demo-key');
  });

  test.each(examples.map((e) => [e.line.slice(0, 140), e]))('%s', async (_name, example) => {
    const res = await fetch(`${server.url}${example.path}`, {
      method: example.method,
      headers: {
        authorization: `Bearer ${DEMO_API_KEY}`,
        ...(example.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(example.body ? { body: example.body } : {}),
    });
    const json = (await res.json()) as any;
    expect(res.status).toBe(200);
    expect(json.errors).toBeUndefined();
    // List envelopes have items, GraphQL data; a compose result has its combo market's outcomes;
    // an evaluation its baseline books; a pair's review history its decisions, a decision its
    // version.
    const found =
      json.items ??
      json.data ??
      json.market?.outcomes ??
      json.baseline?.books ??
      json.decisions ??
      (json.version !== undefined ? [json] : undefined);
    expect(found).toBeDefined();
    if (Array.isArray(found)) expect(found.length).toBeGreaterThan(0);
    else
      expect(
        Object.values(found).every((v) => v !== null && (!Array.isArray(v) || v.length > 0)),
      ).toBe(true);
  });
});
