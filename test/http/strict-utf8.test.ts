// JSON bodies must be valid UTF-8 (src/http/json-bodies.ts): invalid bytes are a 400
// INVALID_REQUEST, never U+FFFD stored as if sent; /graphql answers in GraphQL's shape.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCatalogFiles } from '../../src/catalog/load-catalog-files';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { TEST_KEY, get, http, startTestServer, type TestServer } from '../support/test-server';

/** A JSON body whose `marker` text holds the given raw bytes. */
function bodyWith(prefix: string, bytes: number[], suffix: string): Buffer {
  return Buffer.concat([
    Buffer.from(prefix, 'utf8'),
    Buffer.from(bytes),
    Buffer.from(suffix, 'utf8'),
  ]);
}

async function post(server: TestServer, path: string, body: Buffer) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('strict UTF-8 request bodies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(new MemoryStore(), [smallCatalog()]);
  });
  afterAll(() => server.close());

  const fairValue = (source: number[]) =>
    bodyWith(
      '{"scope_id":"scope-a","fair_values":[{"outcome_id":"out-fed-cut-yes","market_version":"1","value_type":"PROBABILITY","probability_event":"FULL_PAYOUT","value":"0.5","observed_at":"2026-11-20T10:00:00Z","source":"',
      source,
      '"}]}',
    );

  test('an invalid byte sequence is refused and nothing is written', async () => {
    const before = (await server.store.head()).revision;
    // 0xC3 0x28: a two-byte lead followed by "(", not a continuation byte.
    const res = await post(server, '/v1/fair-values:batchUpsert', fairValue([0xc3, 0x28]));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      message: 'the request body is not valid UTF-8',
    });
    expect((await server.store.head()).revision).toBe(before);
    expect((await get(server, '/v1/fair-values?scope_id=scope-a')).body.items).toEqual([]);
  });

  test('valid multi-byte text is accepted as sent', async () => {
    const source = Buffer.from('modèle ✓ 📈', 'utf8');
    const res = await post(server, '/v1/fair-values:batchUpsert', fairValue([...source]));
    expect(res.status).toBe(200);
    expect(res.body.items[0].source).toBe('modèle ✓ 📈');
  });

  test('/graphql refuses it in GraphQL shape', async () => {
    const res = await post(
      server,
      '/graphql',
      bodyWith(
        '{"query":"{ families(first: 1) { nodes { familyId } } }","operationName":"',
        [0xff],
        '"}',
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: 'the request body is not valid UTF-8',
      extensions: { code: 'INVALID_REQUEST' },
    });
  });
});

test('a catalog file that is not valid UTF-8 is refused, naming it; nothing is imported', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-utf8-'));
  try {
    const file = join(dir, 'catalog.json');
    writeFileSync(
      file,
      bodyWith(
        '{"format":"settlegraph.catalog/v1","conventions":[],"families":[{"family_id":"fam-',
        [0xe2, 0x82],
        '"}]}',
      ),
    );
    const store = new MemoryStore();
    await expect(importCatalogFiles(store, [file])).rejects.toThrow(`${file} is not valid UTF-8`);
    expect((await store.head()).revision).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('strict UTF-8 query strings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(new MemoryStore(), [smallCatalog()]);
  });
  afterAll(() => server.close());

  const families = encodeURIComponent('{ families(first: 1) { nodes { familyId } } }');

  test.each([
    ['two bytes that start no character', '%FF%FE'],
    ['a lead byte without its continuation', 'mod%C3%28le'],
    ['an encoded surrogate half', '%ED%A0%80'],
    ['an overlong encoding', '%C0%AF'],
  ])('REST GET: %s is refused, naming the parameter', async (_name, bytes) => {
    const res = await get(server, `/v1/markets?page_size=5&q=${bytes}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      message: 'the query string is not valid UTF-8',
      details: { problems: [{ path: 'q', reason: 'is not valid UTF-8 once percent-decoded' }] },
    });
    expect(res.body.error.request_id).toEqual(expect.any(String));
  });

  test('GraphQL GET: refused in GraphQL shape', async () => {
    for (const query of [`query=%FF%FE`, `query=${families}&operationName=%FF`]) {
      const res = await get(server, `/graphql?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0]).toMatchObject({
        message: 'the query string is not valid UTF-8',
        extensions: { code: 'INVALID_REQUEST' },
      });
    }
  });

  test('valid percent-encoded text, and text that needs no decoding, are answered as sent', async () => {
    const words = await get(server, `/v1/markets?q=${encodeURIComponent('modèle ✓ 📈')}`);
    expect(words.status).toBe(200);
    expect(words.body.items).toEqual([]);
    const found = await get(server, '/v1/markets?q=fed+cut');
    expect(found.status).toBe(200);
    expect(found.body.items.map((m: any) => m.market_id)).toContain('mkt-fed-cut');
    const graphql = await http(server, 'GET', `/graphql?query=${families}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(graphql.status).toBe(200);
    expect(graphql.body.data.families.nodes).toHaveLength(1);
  });

  test('a request without a key is refused for that first', async () => {
    const res = await get(server, '/v1/markets?q=%FF', null);
    expect(res.status).toBe(401);
  });
});
