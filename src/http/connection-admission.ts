// The connection cap that sheds slow clients rather than everyone (docs/decisions.md, "Admission
// control over HTTP"). Node's own `server.maxConnections` refuses every new connection once the
// cap is reached, so a client holding the cap with slow requests also shuts out a health probe and
// every honest client. Here a connection past the cap evicts the connection that has waited
// longest without a whole request to serve (idle, or still sending its headers or body); only when
// every connection is being answered is the newcomer closed instead.
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

interface Tracked {
  /** When the connection last became evictable: accepted, idle again, or a request began. */
  since: number;
  /** The request in progress on it, if any. */
  request: IncomingMessage | undefined;
}

export interface ConnectionAdmission {
  /** Connections evicted to admit newer ones, and newcomers closed with nothing evictable. */
  readonly shed: { evicted: number; refused: number };
}

/**
 * Caps `server` at `maxConnections` open connections (an upgraded WebSocket counts until it
 * closes and is never evicted: graphql-ws closes one that does not authenticate in time, and
 * WebSockets take at most their share of the cap, src/graphql/socket-caps.ts).
 */
export function admitConnections(server: Server, maxConnections: number): ConnectionAdmission {
  const open = new Map<Socket, Tracked>();
  const shed = { evicted: 0, refused: 0 };

  server.on('connection', (socket: Socket) => {
    if (open.size >= maxConnections) {
      const victim = oldestEvictable(open);
      if (victim === undefined) {
        shed.refused += 1;
        socket.destroy();
        return;
      }
      shed.evicted += 1;
      open.delete(victim);
      victim.destroy();
    }
    open.set(socket, { since: performance.now(), request: undefined });
    socket.once('close', () => open.delete(socket));
  });

  server.on('request', (request: IncomingMessage, response) => {
    const tracked = open.get(request.socket);
    if (tracked === undefined) return;
    tracked.request = request;
    tracked.since = performance.now();
    response.once('finish', () => {
      if (tracked.request !== request) return;
      tracked.request = undefined;
      tracked.since = performance.now();
    });
  });

  server.on('upgrade', (request: IncomingMessage) => {
    const tracked = open.get(request.socket);
    // Held like a request being answered: a subscription is a long answer.
    if (tracked !== undefined) tracked.request = UPGRADED;
  });

  return { shed };
}

/** Stands for the request of an upgraded connection: always complete, never evictable. */
const UPGRADED = { complete: true } as IncomingMessage;

/** The connection waiting longest with no whole request to answer, if any. */
function oldestEvictable(open: Map<Socket, Tracked>): Socket | undefined {
  let oldest: Socket | undefined;
  let since = Infinity;
  for (const [socket, tracked] of open) {
    // A whole request received is being answered: its client is not the slow one.
    if (tracked.request?.complete === true) continue;
    if (tracked.since < since) {
      since = tracked.since;
      oldest = socket;
    }
  }
  return oldest;
}
