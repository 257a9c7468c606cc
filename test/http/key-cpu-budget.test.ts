// The per-key budget of CPU, over real HTTP with two API keys (docs/decisions.md, "Fairness: a
// budget of CPU per API key"): a hostile key that keeps sending documents costly to parse and
// validate (some allowed, some refused QUERY_TOO_COMPLEX), each new to the server, while an honest
// key keeps asking a cheap query, gets 429 RATE_LIMITED with Retry-After once it has spent more
// than its share, and every honest request is answered. The same hostile loop alone on the server
// is never refused. Counts of answers only, no timings. The budget is the HTTP layer's: the memory
// store serves it.
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer } from '../support/limits-server';
import { OTHER_KEY, type TestServer } from '../support/test-server';

const HOSTILE = OTHER_KEY;
/** Hostile requests sent at most beside the honest key, and alone; on how many connections. */
const ALONE_REQUESTS = 200;
const HOSTILE_CONNECTIONS = 8;

/**
 * A document new to the server (its comment differs), costly to parse and validate: the same field
 * selected about 1,900 times is allowed (under the token limit); with 31 aliases it is refused.
 */
function hostileDocument(i: number): string {
  if (i % 4 === 3) {
    const aliases = Array.from({ length: 31 }, (_, n) => `a${n}: __typename`).join(' ');
    return `# ${i}\n{ ${aliases} }`;
  }
  return `# ${i}\n{ families(first: 1) { nodes { ${'familyId '.repeat(1_900)} } } }`;
}

async function post(
  server: TestServer,
  key: string,
  query: string,
): Promise<{ status: number; retryAfter: string | null; code: unknown }> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: unknown } }[] };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    code: body.errors?.[0]?.extensions?.code,
  };
}

interface HostileTally {
  answered: Map<number, number>;
  rateLimited: { retryAfter: string | null; code: unknown }[];
}

/** The hostile loop: until it has been refused 429 a few times or has sent `requests`. */
async function hostileLoop(
  server: TestServer,
  requests: number,
  stopAfter429s: number,
): Promise<HostileTally> {
  const tally: HostileTally = { answered: new Map(), rateLimited: [] };
  let next = 0;
  const connection = async () => {
    while (next < requests && tally.rateLimited.length < stopAfter429s) {
      const answer = await post(server, HOSTILE, hostileDocument(next++));
      tally.answered.set(answer.status, (tally.answered.get(answer.status) ?? 0) + 1);
      if (answer.status === 429) tally.rateLimited.push(answer);
    }
  };
  await Promise.all(Array.from({ length: HOSTILE_CONNECTIONS }, connection));
  return tally;
}

describe('the per-key budget of CPU', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(
      new MemoryStore(),
      [smallCatalog()],
      {},
      { keyCpuSharePercent: 50 },
    );
  });
  afterAll(() => server.close());

  test('the same key alone on the server is never refused', async () => {
    // The honest key's last request ended long before: it has no work.
    const alone = await hostileLoop(server, ALONE_REQUESTS, 1);
    expect(alone.rateLimited).toEqual([]);
    expect(alone.answered.get(429)).toBeUndefined();
    expect(alone.answered.get(200)).toBeGreaterThan(0);
    expect(alone.answered.get(400)).toBeGreaterThan(0);
  });
});
