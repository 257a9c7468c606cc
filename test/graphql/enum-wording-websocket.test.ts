// An unknown enum value is refused in the same words over both transports: the WebSocket
// (graphql-ws) names the values the enum allows as HTTP does (src/graphql/format-error.ts,
// enum-values-wording.ts; docs/decisions.md, "Errors for people").
import type { Client } from 'graphql-ws';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { http, startTestServer, type TestServer } from '../support/test-server';
import type { GraphqlBody } from './graphql-client';
import { wsClient } from './ws-client';

interface Refusal {
  message: string;
  extensions: { code: string };
}

/** The errors the socket answers the operation with (an `error` message, or a result's errors). */
function overSocket(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Refusal[]> {
  return new Promise((resolve, reject) => {
    client.subscribe(
      { query, variables },
      {
        next: (value) =>
          value.errors
            ? resolve(value.errors as unknown as Refusal[])
            : reject(new Error(`answered without errors: ${JSON.stringify(value)}`)),
        error: (error) =>
          Array.isArray(error)
            ? resolve(error as Refusal[])
            : reject(error instanceof Error ? error : new Error(String(error))),
        complete: () => reject(new Error('completed without an answer')),
      },
    );
  });
}

describe('an unknown enum value over the WebSocket', () => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startTestServer(new MemoryStore(), [smallCatalog()]);
    client = wsClient(server);
  });
  afterAll(async () => {
    await client.dispose();
    await server.close();
  });

  test.each([
    [
      'a query, the value written in the document',
      '{ markets(status: FOO) { totalCount } }',
      {},
      'Expected one of OPEN, CLOSED, RESOLVED, UNKNOWN.',
    ],
    [
      'a subscription, the value written in the document',
      'subscription { changes(start: NOPE) { cursor } }',
      {},
      'Expected one of CURRENT, OLDEST_RETAINED.',
    ],
    [
      'a subscription, the value given in a variable',
      'subscription ($start: ChangeFeedStart) { changes(start: $start) { cursor } }',
      { start: 'NOPE' },
      'Expected one of CURRENT, OLDEST_RETAINED.',
    ],
  ])(
    '%s: the allowed values, in the words HTTP answers',
    async (_name, query, variables, allowed) => {
      const [refusal, ...more] = await overSocket(client, query, variables);
      expect(more).toEqual([]);
      expect(refusal!.extensions.code).toBe('INVALID_REQUEST');
      expect(refusal!.message).toContain(allowed);

      const res = await http<GraphqlBody>(server, 'POST', '/graphql', {
        body: { query, variables },
      });
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors![0]!.message).toBe(refusal!.message);
    },
  );
});
