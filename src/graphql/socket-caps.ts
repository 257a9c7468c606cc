// Caps on open WebSockets (docs/decisions.md, "WebSocket admission"), so that no tenant and no
// client address can hold the connections every other client needs: at most `socketsMax` in all
// (the rest of the connection cap stays HTTP's, health checks included), `socketsPerAddress` from
// one remote address, counted from the upgrade, and `socketsPerKey` for one API key, counted from
// its authentication. Each socket counts until its TCP connection closes, whoever closes it.
import type { Duplex } from 'node:stream';
import { ServiceError } from '../domain/errors';
import type { GraphqlLimits } from '../domain/limits';

export type SocketLimits = Pick<
  GraphqlLimits,
  'socketsMax' | 'socketsPerKey' | 'socketsPerAddress'
>;

export class SocketCaps {
  private open = 0;
  private readonly perAddress = new Map<string, number>();
  private readonly perKey = new Map<string, number>();
  /** Sockets already counted for a key (a key is counted once per socket). */
  private readonly keyed = new WeakSet<Duplex>();

  constructor(private readonly limits: Readonly<SocketLimits>) {}

  /**
   * At the upgrade, before the handshake: SERVICE_UNAVAILABLE when WebSockets hold all the
   * connections they may, RATE_LIMITED when the address holds its most; else the socket counts,
   * in all and for its address, until it closes.
   */
  upgrade(socket: Duplex, address: string): ServiceError | null {
    // Gone already: nothing to hold, and no close left to count it out.
    if (socket.destroyed) return null;
    const { socketsMax, socketsPerAddress } = this.limits;
    if (socketsMax !== null && this.open >= socketsMax)
      return new ServiceError(
        'SERVICE_UNAVAILABLE',
        `the server holds its most WebSockets (${socketsMax}); its other connections are kept for HTTP requests: retry later`,
        { socketsMax },
      );
    const fromAddress = this.perAddress.get(address) ?? 0;
    if (fromAddress >= socketsPerAddress)
      return new ServiceError(
        'RATE_LIMITED',
        `too many WebSockets from this address: ${fromAddress} open, at most ${socketsPerAddress}; close one first`,
        { socketsPerAddress },
      );
    this.open += 1;
    this.perAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      this.open -= 1;
      release(this.perAddress, address);
    });
    return null;
  }

  /**
   * At authentication (the upgrade's header or connection_init): RATE_LIMITED when the key holds
   * its most sockets; else the socket counts for the key until it closes.
   */
  authenticated(socket: Duplex, keyId: string): ServiceError | null {
    if (this.keyed.has(socket) || socket.destroyed) return null;
    const { socketsPerKey } = this.limits;
    const forKey = this.perKey.get(keyId) ?? 0;
    if (forKey >= socketsPerKey)
      return new ServiceError(
        'RATE_LIMITED',
        `too many WebSockets for this API key: ${forKey} open, at most ${socketsPerKey}; close one first`,
        { socketsPerKey },
      );
    this.keyed.add(socket);
    this.perKey.set(keyId, forKey + 1);
    socket.once('close', () => release(this.perKey, keyId));
    return null;
  }
}

function release(counts: Map<string, number>, name: string): void {
  const left = (counts.get(name) ?? 1) - 1;
  if (left > 0) counts.set(name, left);
  else counts.delete(name);
}
