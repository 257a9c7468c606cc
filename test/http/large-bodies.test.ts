// A body of 256 KiB or more is read in steps (src/http/json-bodies.ts; docs/decisions.md,
// "Evaluation: two at once"): its shape scanned with turns in between, an ASCII body's text made
// without a decoder. It must be answered as the same body read in one pass: here each body is sent
// as it is and again with whitespace before its last brace, past the size that reads in steps.
// POST /evaluations:run has its large body's shape scanned and its long lists cut in a worker
// thread (docs/decisions.md, "Evaluation: a catalog snapshot per revision in the worker"): its
// bodies are answered as read in one pass too.
import { MemoryStore } from '../../src/store/memory/memory-store';
import { SLICED_PARSE_MIN_CHARS } from '../../src/http/json-bodies';
import { smallCatalog } from '../fixtures/small-catalog';
import { TEST_KEY, startTestServer, type TestServer } from '../support/test-server';

/** The body with whitespace before its last byte (a closing brace), past the large size. */
function padded(body: Buffer): Buffer {
  return Buffer.concat([
    body.subarray(0, body.length - 1),
    Buffer.from(' '.repeat(SLICED_PARSE_MIN_CHARS)),
    body.subarray(body.length - 1),
  ]);
}

async function post(server: TestServer, path: string, body: Buffer) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/json' },
    body,
  });
  const answer = (await res.json()) as { error?: { request_id?: string } };
  if (answer.error) delete answer.error.request_id;
  return { status: res.status, body: answer };
}

/** A fair value whose `source` is the given bytes. */
const fairValue = (scope: string, source: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `{"scope_id":"${scope}","fair_values":[{"outcome_id":"out-fed-cut-yes","market_version":"1","value_type":"PROBABILITY","probability_event":"FULL_PAYOUT","value":"0.5","observed_at":"2026-11-20T10:00:00Z","source":"`,
    ),
    source,
    Buffer.from('"}]}'),
  ]);

describe('a large body is answered as the same body read in one pass', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(new MemoryStore(), [smallCatalog()]);
  });
  afterAll(() => server.close());

  test.each([
    ['an invalid byte sequence', (scope: string) => fairValue(scope, Buffer.from([0xc3, 0x28]))],
    ['a byte past ASCII alone', (scope: string) => fairValue(scope, Buffer.from([0xff]))],
    [
      'lists nested past the limit',
      (scope: string) =>
        Buffer.from(`{"scope_id":"${scope}","fair_values":${'['.repeat(40)}${']'.repeat(40)}}`),
    ],
  ])('%s: the same refusal', async (_name, body) => {
    const small = await post(server, '/v1/fair-values:batchUpsert', body('scope-a'));
    const large = await post(server, '/v1/fair-values:batchUpsert', padded(body('scope-a')));
    expect(small.status).toBe(400);
    expect(large).toEqual(small);
  });

  test.each([
    ['ASCII', 'model-7'],
    ['multi-byte text', 'modèle ✓ 📈'],
  ])('%s is accepted as sent', async (_name, source) => {
    const small = await post(
      server,
      '/v1/fair-values:batchUpsert',
      fairValue('scope-a', Buffer.from(source)),
    );
    const large = await post(
      server,
      '/v1/fair-values:batchUpsert',
      padded(fairValue('scope-a', Buffer.from(source))),
    );
    expect(small.status).toBe(200);
    expect(large.status).toBe(200);
    const items = (answer: { body: unknown }) =>
      (answer.body as { items: { source: string }[] }).items.map((i) => i.source);
    expect(items(large)).toEqual([source]);
    expect(items(large)).toEqual(items(small));
  });
});

describe('a large evaluation body scanned in a worker is answered as the same body read in one pass', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(new MemoryStore(), [smallCatalog()], undefined, {
      evaluationPool: { threads: 1, queueMax: 2, inlineCellsMax: 1 },
    });
  });
  afterAll(() => server.close());

  /** An evaluation of one position whose ID is the given bytes, `rest` members after it. */
  const evaluation = (id: Buffer, rest = '') =>
    Buffer.concat([
      Buffer.from('{"positions":[{"position_id":"'),
      id,
      Buffer.from(
        `","instrument":{"outcome_id":"out-fed-cut-yes"},"position_type":"HELD","quantity":"2"}]${rest}}`,
      ),
    ]);

  test.each([
    ['an invalid byte sequence', evaluation(Buffer.from([0xc3, 0x28]))],
    ['a byte past ASCII alone', evaluation(Buffer.from([0xff]))],
    [
      'lists nested past the limit',
      evaluation(Buffer.from('p-1'), `,"include":${'['.repeat(40)}${']'.repeat(40)}`),
    ],
    [
      'an unknown outcome',
      evaluation(Buffer.from('p-1')).toString().replace('out-fed-cut-yes', 'out-nowhere'),
    ],
  ])('%s: the same refusal', async (_name, body) => {
    const bytes = Buffer.from(body);
    const scans = jest.spyOn(server.services.evaluation.pool, 'scanBody');
    try {
      const small = await post(server, '/v1/evaluations:run', bytes);
      expect(scans).not.toHaveBeenCalled();
      const large = await post(server, '/v1/evaluations:run', padded(bytes));
      // The large body was scanned in the worker.
      expect(scans).toHaveBeenCalledTimes(1);
      await expect(scans.mock.results[0]!.value).resolves.toBeDefined();
      expect(small.status).toBe(400);
      expect(large).toEqual(small);
    } finally {
      scans.mockRestore();
    }
  });

  test.each([
    ['ASCII', 'p-1'],
    ['multi-byte text', 'posición ✓ 📈'],
  ])('%s: the same answer', async (_name, id) => {
    const small = await post(server, '/v1/evaluations:run', evaluation(Buffer.from(id)));
    const large = await post(server, '/v1/evaluations:run', padded(evaluation(Buffer.from(id))));
    expect(small.status).toBe(200);
    expect(large.status).toBe(200);
    expect(JSON.stringify(large.body).replace(/"as_of":"[^"]*"/g, '')).toBe(
      JSON.stringify(small.body).replace(/"as_of":"[^"]*"/g, ''),
    );
    expect((large.body as { assignments: { position_id: string }[] }).assignments).toEqual([
      { position_id: id, family_id: 'fam-fed' },
    ]);
  });
});
