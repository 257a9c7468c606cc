// Whose X-Forwarded-For names the client (docs/decisions.md, "The client's address behind the load
// balancer"). Behind a load balancer every connection comes from it, so a limit counted per
// address would count all clients together; the load balancer says who the client was in
// X-Forwarded-For. Only a peer named in SETTLEGRAPH_TRUST_PROXY is believed: anyone else could
// write the header and choose the address its failures are counted against. Fastify reads HTTP
// requests' address with `trustsPeer` (its `trustProxy` option), and a WebSocket upgrade, which
// Fastify never sees, is read by `clientAddressOf` in the same walk.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** The entries as configured, for the start-up line. */
  readonly entries: readonly string[];
  /** Whether `address` (a peer of ours, or a hop its X-Forwarded-For names) is a trusted proxy. */
  readonly trustsPeer: (address: string) => boolean;
}

const VARIABLE = 'SETTLEGRAPH_TRUST_PROXY';
const EXPECTED = `${VARIABLE} must list the load balancers' addresses or CIDR ranges, comma-separated (10.0.0.5, 172.30.0.0/16, ::1)`;

/**
 * SETTLEGRAPH_TRUST_PROXY read: null when it names none (nobody's X-Forwarded-For is read). A hop
 * count, a `/0` range or anything but an address or a CIDR range is refused: each would believe
 * whoever connects.
 */
export function trustedProxies(raw: string): TrustedProxies | null {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  const trusted = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined)
      throw new Error(
        /^\d+$/.test(entry)
          ? `${EXPECTED}; a hop count is not taken, since it would believe whichever client connects, got "${entry}"`
          : `${EXPECTED}, got "${entry}"`,
      );
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      trusted.addAddress(address, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    const most = family === 4 ? 32 : 128;
    if (!(bits >= 1 && bits <= most))
      throw new Error(
        `${VARIABLE}: the prefix of a CIDR range is 1 to ${most} bits (/0 would believe every client), got "${entry}"`,
      );
    trusted.addSubnet(address, bits, type);
  }
  return {
    entries,
    trustsPeer: (address) => {
      const family = isIP(address);
      // An IPv4 client of a dual-stack socket is ::ffff:a.b.c.d, which BlockList matches against
      // IPv4 ranges too.
      return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address: the peer's, or, while the address at hand is a trusted proxy, the hop
 * before it in X-Forwarded-For (read from its end, where each proxy appends the address it saw).
 * The same walk Fastify makes for `request.ip` with `trustProxy`.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies | null,
): string {
  let address = peer ?? 'unknown';
  if (!trusted || peer === undefined || forwardedFor === undefined) return address;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '')
    .reverse();
  for (const hop of hops) {
    if (!trusted.trustsPeer(address)) break;
    address = hop;
  }
  return address;
}

/** The client's address of a request Fastify does not handle (a WebSocket upgrade). */
export function clientAddressOf(request: IncomingMessage, trusted: TrustedProxies | null): string {
  return clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trusted);
}
