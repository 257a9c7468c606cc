// Validation errors a person can act on (docs/decisions.md, "Errors for people"): each problem
// names the field, what it expected in words and what it received, bounded and quoted; a body
// that is not JSON is 415, a method a path does not take 405 with Allow.
import { MemoryStore } from '../../src/store/memory/memory-store';
import {
  get,
  http,
  post,
  startTestServer,
  TEST_KEY,
  type TestServer,
} from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(new MemoryStore());
});
afterAll(() => server.close());

const problems = (body: any) => body.error.details.problems as { path: string; reason: string }[];

describe('request validation in words', () => {
  test('an enum lists its allowed values and quotes what it received', async () => {
    const res = await get(server, '/v1/markets?status=FOO');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(problems(res.body)).toEqual([
      { path: 'status', reason: 'expected one of OPEN, CLOSED, RESOLVED, UNKNOWN; received "FOO"' },
    ]);
    expect(res.body.error.message).toBe(
      'invalid querystring: status: expected one of OPEN, CLOSED, RESOLVED, UNKNOWN; received "FOO"',
    );
  });

  test('a decimal says the format in words, never the pattern', async () => {
    const res = await post(server, '/v1/evaluations:run', {
      positions: [
        {
          position_id: 'p',
          instrument: { outcome_id: 'x' },
          position_type: 'HELD',
          quantity: 'abc',
        },
      ],
    });
    expect(res.status).toBe(400);
    const [problem] = problems(res.body);
    expect(problem?.path).toBe('positions[0].quantity');
    expect(problem?.reason).toMatch(
      /^expected a decimal number as text: .*such as "12\.5".*; received "abc"$/,
    );
    expect(JSON.stringify(res.body)).not.toContain('^-?(0|[1-9]');
  });

  test('a missing field is required with its type; an unknown one lists the known fields', async () => {
    const res = await post(server, '/v1/markets:compose', {
      venue: 'kalshi',
      legs: [{ outcome_id: 'a' }, { outcome_id: 'b' }],
      colour: 'red',
    });
    expect(res.status).toBe(400);
    expect(problems(res.body)).toEqual([
      {
        path: 'settlement_convention_id',
        reason: 'is required: expected a string; received nothing',
      },
      {
        path: 'colour',
        reason:
          'is not a known field or parameter: expected one of venue, settlement_convention_id, legs, scenario_pins, client_reference',
      },
    ]);
  });

  test('a text past its limit says the limit and shows a bounded, quoted part of what came', async () => {
    const long = `"<script>${'x'.repeat(5_000)}`;
    const res = await get(server, `/v1/markets?market_id=${encodeURIComponent(long)}`);
    expect(res.status).toBe(400);
    const [problem] = problems(res.body);
    expect(problem?.path).toBe('market_id');
    expect(problem?.reason).toBe(
      `expected a string of at most 256 characters; received ${JSON.stringify(long.slice(0, 40)).slice(0, -1)}…" (5009 characters)`,
    );
    expect(problem?.reason.length).toBeLessThan(200);
  });

  test('a wrong type and a number out of range say what was expected', async () => {
    const res = await get(server, '/v1/markets?page_size=abc');
    expect(problems(res.body)).toEqual([
      { path: 'page_size', reason: 'expected an integer; received "abc"' },
    ]);
    const zero = await get(server, '/v1/markets?page_size=0');
    expect(problems(zero.body)).toEqual([
      { path: 'page_size', reason: 'expected an integer of at least 1; received the number 0' },
    ]);
  });
});

describe('415 and 405', () => {
  const compose = { venue: 'kalshi', settlement_convention_id: 'c', legs: [] };

  test.each([
    ['text/plain', 'Content-Type "text/plain"'],
    ['application/x-www-form-urlencoded', 'Content-Type "application/x-www-form-urlencoded"'],
    [undefined, 'no Content-Type'],
  ])('a body sent as %s is 415 UNSUPPORTED_MEDIA_TYPE', async (contentType, said) => {
    const response = await fetch(`${server.url}/v1/markets:compose`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${TEST_KEY}`,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(contentType ? { body: JSON.stringify(compose) } : {}),
    });
    expect(response.status).toBe(415);
    const body = (await response.json()) as any;
    expect(body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(body.error.request_id).toBe(response.headers.get('x-request-id'));
    expect(problems(body)).toEqual([
      { path: 'Content-Type', reason: `expected "application/json"; received ${said}` },
    ]);
  });

  test('a method the path does not take is 405 METHOD_NOT_ALLOWED with Allow', async () => {
    const res = await get(server, '/v1/markets:compose');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body.error).toMatchObject({
      code: 'METHOD_NOT_ALLOWED',
      message: '/v1/markets:compose does not take GET: expected POST',
      details: { allowed_methods: ['POST'] },
    });
    const del = await http(server, 'DELETE', '/v1/markets');
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD');
    // An unknown path stays 404, and a key is still required before either.
    expect((await http(server, 'DELETE', '/v1/no-such-thing')).status).toBe(404);
    expect((await get(server, '/v1/markets:compose', null)).status).toBe(401);
  });
});
