// The OpenAPI document: generated from the route schemas, checked in, served at /v1/openapi.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { openApiYaml } from '../../src/rest/emit-openapi';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { get, startTestServer } from '../support/test-server';

const checkedIn = readFileSync(join(__dirname, '..', '..', 'schema', 'openapi.yaml'), 'utf8');

test('schema/openapi.yaml is what the routes declare (regenerate: npm run schema:openapi)', async () => {
  expect(await openApiYaml()).toBe(checkedIn);
});

test('GET /v1/openapi.json serves the same document, without a key', async () => {
  const server = await startTestServer(new MemoryStore());
  try {
    const res = await get(server, '/v1/openapi.json', null);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(parse(checkedIn));
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.servers).toEqual([{ url: '/v1' }]);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/events', '/markets', '/families', '/markets:resolve']),
    );
    expect(res.body.security).toEqual([{ ApiKeyBearer: [] }]);
  } finally {
    await server.close();
  }
});

// PyYAML (and so schemathesis and most Python clients) reads YAML 1.1, where a plain `yes` is
// true, `NO` false and `2026-01-01` a date: the document must read the same there.
test('schema/openapi.yaml reads the same as a YAML 1.1 document as the served JSON', async () => {
  const server = await startTestServer(new MemoryStore());
  try {
    const served = (await get(server, '/v1/openapi.json', null)).body as unknown;
    expect(parse(checkedIn, { version: '1.1' })).toEqual(served);
    expect(parse(checkedIn, { version: '1.2' })).toEqual(served);
    // The texts 1.1 reads otherwise appear in the document, so the comparison above covers them.
    expect(checkedIn).toMatch(/^ +- "yes"$/m);
    expect(checkedIn).toMatch(/^ +- "YES"$/m);
  } finally {
    await server.close();
  }
});
