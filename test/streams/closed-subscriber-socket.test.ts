// A slow subscriber whose socket goes away while its updates are on their way (its writes fail
// with the socket): nothing is reported as an internal error, once or per update; the server says
// so once, at info, and goes on serving others.
import type { Socket } from 'node:net';
import { once } from 'node:events';
import WebSocket from 'ws';
import { adaptVenuePayloads } from '../../src/catalog/venues/adapt-venues';
import { importCatalog } from '../../src/catalog/import-catalog';
import type { PriceLevel } from '../../src/domain/market-data';
import { LiveMarketData } from '../../src/services/live-market-data';
import { venueFiles } from '../catalog/venues/venue-fixtures';
import { next as nextResult, wsClient, wsUrl, type Iterator } from '../graphql/ws-client';
import { STORE_KINDS } from '../support/stores';
import { startTestServer, TEST_KEY, type TestServer } from '../support/test-server';
import { until } from './stream-harness';

const LISTING = 'lst-pm-640102-yes';
const SUBSCRIPTIONS = 9;

/** A book of many levels (about 80 kB as JSON), different each time. */
function bigBook(n: number): { bids: PriceLevel[]; asks: PriceLevel[] } {
  const bids: PriceLevel[] = [];
  const asks: PriceLevel[] = [];
  for (let i = 0; i < 1000; i++) {
    bids.push({ price: `0.${String(4000 - i).padStart(4, '0')}`, size: String(n + i + 1) });
    asks.push({ price: `0.${String(4001 + i).padStart(4, '0')}`, size: String(n + i + 1) });
  }
  return { bids, asks };
}

describe('a subscriber socket closed with updates on their way', () => {
  let server: TestServer;
  let live: LiveMarketData;
  const logged: { level: string; msg: string }[] = [];

  beforeAll(async () => {
    const store = await STORE_KINDS[0]!.open();
    await importCatalog(store, adaptVenuePayloads([venueFiles('polymarket')]), {
      source: 'recorded',
    });
    live = new LiveMarketData({ store, feeds: { maxQueued: 100, bookIntervalMs: 0 } });
    server = await startTestServer(store, [], undefined, { liveFeeds: live });
    for (const level of ['info', 'warn', 'error'] as const) {
      const original = server.app.log[level].bind(server.app.log);
      jest.spyOn(server.app.log, level).mockImplementation((...args: unknown[]) => {
        logged.push({
          level,
          msg: args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '),
        });
        original(...(args as [string]));
      });
    }
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await server.close();
  });

  test('its failed writes are not internal errors: one line at info, and the next subscriber is served', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const socket = new WebSocket(wsUrl(server), 'graphql-transport-ws');
    await once(socket, 'open');
    const received: string[] = [];
    socket.on('message', (data: Buffer) => received.push(data.toString('utf8')));
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${TEST_KEY}` } }),
    );
    await until('the acknowledgement', () => received.some((m) => m.includes('connection_ack')));
    live.setBook({
      listingId: LISTING,
      ...bigBook(0),
      observedAt: new Date().toISOString(),
      source: 'LIVE',
    });
    for (let i = 1; i <= SUBSCRIPTIONS; i++)
      socket.send(
        JSON.stringify({
          id: String(i),
          type: 'subscribe',
          payload: {
            query: `subscription($id: ID!) { orderbook(listingId: $id) { bids { price size } asks { price size } } }`,
            variables: { id: LISTING },
          },
        }),
      );
    await until(
      'every first book',
      () =>
        new Set(received.filter((m) => m.includes('"next"')).map((m) => JSON.parse(m).id)).size ===
        SUBSCRIPTIONS,
    );

    // The subscriber stops reading: the server's writes back up once the buffers on the way fill.
    const tcp = (socket as unknown as { _socket: Socket })._socket;
    tcp.pause();
    for (let n = 1; n <= 300; n++) {
      live.setBook({
        listingId: LISTING,
        ...bigBook(n),
        observedAt: new Date().toISOString(),
        source: 'LIVE',
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    tcp.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 500));

    const internal = errors.mock.calls.filter((call) =>
      call
        .map(String)
        .join(' ')
        .match(/Internal error|destroyed/),
    );
    errors.mockRestore();
    expect(internal).toEqual([]);
    expect(logged.filter((l) => l.level === 'error' || l.msg.includes('destroyed'))).toEqual([]);
    expect(logged.filter((l) => l.msg.includes('subscriber socket gone'))).toHaveLength(1);

    const next = wsClient(server);
    const books = next.iterate({
      query: `subscription($id: ID!) { orderbook(listingId: $id) { bids { size } } }`,
      variables: { id: LISTING },
    }) as Iterator;
    expect((await nextResult(books)).data.orderbook.bids[0]).toEqual({ size: '301' });
    await books.return?.();
    await next.dispose();
  });
});
