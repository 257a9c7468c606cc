// Caps on the operations in progress over WebSocket (SETTLEGRAPH_GRAPHQL_SUBSCRIPTIONS_PER_SOCKET
// and _PER_KEY; docs/decisions.md, "GraphQL limits"): graphql-ws calls every operation a
// subscription, and a query counts while it runs. One over a cap is refused with RATE_LIMITED
// before it is parsed. graphql-ws's own record of a socket's operations (its context's
// `subscriptions`) is the truth: an operation it has dropped without a completion callback is
// found missing there at the socket's next subscribe and stops counting for its key.
import { ServiceError } from '../domain/errors';

/** What graphql-ws keeps per socket: the IDs of its operations in progress. */
export interface SocketOperations {
  readonly subscriptions: Readonly<Record<string, unknown>>;
}

interface SocketState {
  readonly keyId: string;
  /** Operations admitted and not yet seen to end. */
  readonly admitted: Set<string>;
}

export class SubscriptionCaps {
  private readonly sockets = new WeakMap<SocketOperations, SocketState>();
  private readonly perKey = new Map<string, number>();

  constructor(
    private readonly perSocketMax: number,
    private readonly perKeyMax: number,
  ) {}

  /** The socket's key, once authenticated. */
  opened(socket: SocketOperations, keyId: string): void {
    this.sockets.set(socket, { keyId, admitted: new Set() });
  }

  /** RATE_LIMITED when one more operation would pass a cap; else undefined. */
  refusal(socket: SocketOperations): ServiceError | undefined {
    const state = this.sockets.get(socket);
    if (!state) return undefined;
    for (const id of state.admitted) if (!(id in socket.subscriptions)) this.release(state, id);
    if (state.admitted.size + 1 > this.perSocketMax)
      return tooMany(
        'subscriptionsPerSocket',
        'this WebSocket',
        state.admitted.size + 1,
        this.perSocketMax,
      );
    const forKey = (this.perKey.get(state.keyId) ?? 0) + 1;
    if (forKey > this.perKeyMax)
      return tooMany('subscriptionsPerKey', 'this API key', forKey, this.perKeyMax);
    return undefined;
  }

  /** An operation passed every check and starts. */
  admit(socket: SocketOperations, id: string): void {
    const state = this.sockets.get(socket);
    if (!state || state.admitted.has(id)) return;
    state.admitted.add(id);
    this.perKey.set(state.keyId, (this.perKey.get(state.keyId) ?? 0) + 1);
  }

  /** The operation completed, failed or was stopped by the client. */
  ended(socket: SocketOperations, id: string): void {
    const state = this.sockets.get(socket);
    if (state?.admitted.has(id)) this.release(state, id);
  }

  /** The socket closed: none of its operations counts any longer. */
  closed(socket: SocketOperations): void {
    const state = this.sockets.get(socket);
    if (!state) return;
    for (const id of state.admitted) this.release(state, id);
    this.sockets.delete(socket);
  }

  private release(state: SocketState, id: string): void {
    state.admitted.delete(id);
    const left = (this.perKey.get(state.keyId) ?? 1) - 1;
    if (left > 0) this.perKey.set(state.keyId, left);
    else this.perKey.delete(state.keyId);
  }
}

function tooMany(limit: string, scope: string, value: number, maximum: number): ServiceError {
  return new ServiceError(
    'RATE_LIMITED',
    `operations in progress on ${scope} ${value} exceed the limit ${maximum}: complete one first`,
    { limit, value, maximum },
  );
}
