// GraphQL over a real WebSocket (graphql-ws) to the test server, for the subscription tests.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { TEST_KEY, type TestServer } from '../support/test-server';

export type Iterator = AsyncIterableIterator<{ data?: any; errors?: any[] }>;

export function wsUrl(server: TestServer): string {
  return `${server.url.replace('http', 'ws')}/graphql`;
}

/** A lazy client authenticated with `key` (none: no connection parameters). */
export function wsClient(server: TestServer, key: string | null = TEST_KEY): Client {
  return createClient({
    url: wsUrl(server),
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    ...(key !== null ? { connectionParams: { authorization: `Bearer ${key}` } } : {}),
  });
}

/** The next result of a subscription, 'done', or 'timeout'. */
export async function next(iterator: Iterator, ms = 5000): Promise<any> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    const result = await Promise.race([iterator.next(), timeout]);
    return result === 'timeout' ? result : result.done ? 'done' : result.value;
  } finally {
    clearTimeout(timer);
  }
}
