// Kept response bodies of snapshot reads (docs/decisions.md, "The response caches"): REST's list
// reads and GraphQL's snapshot-only queries share one budget. A kept answer is a function of the
// request and the committed revision it was read at, and is kept under both; a commit makes a new
// head and so new keys, and nothing ever needs invalidating.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ListResult, Snapshot } from '../services/snapshot';
import type { Revision } from '../store/store';

/** What Fastify sends a serialised JSON body as. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A kept answer: the body and the headers it was first sent with. */
export interface KeptResponse {
  readonly body: string | Buffer;
  readonly headers: readonly (readonly [string, string])[];
  /** What else the entry holds (what the answer was read from), in bytes, for the budget. */
  readonly extraBytes?: number;
}

export interface ResponseCacheOptions {
  /** Budget: bytes of bodies and keys; 0 turns the cache off. */
  readonly maxBytes: number;
  /** Each lookup, by route pattern: for the metrics. */
  readonly onLookup?: (route: string, hit: boolean) => void;
}

export class ResponseCache {
  private readonly kept: LRUCache<string, KeptResponse> | null;

  constructor(
    /** The head revision's snapshot, as the services read it. */
    readonly head: () => Promise<Snapshot>,
    private readonly options: ResponseCacheOptions,
  ) {
    this.kept =
      options.maxBytes > 0
        ? new LRUCache<string, KeptResponse>({
            maxSize: options.maxBytes,
            sizeCalculation: (response, key) =>
              (typeof response.body === 'string'
                ? Buffer.byteLength(response.body)
                : response.body.length) +
              key.length +
              (response.extraBytes ?? 0),
          })
        : null;
  }

  get enabled(): boolean {
    return this.kept !== null;
  }

  /** The part of a key that names a revision: a revision number comes back with other contents
   * when a database is emptied and refilled, its commit time does not. */
  revisionKey(snapshot: Snapshot): string {
    return `${snapshot.snapshotId}@${snapshot.asOf}`;
  }

  /** The same key of a revision as the store's head names it. */
  revisionKeyOf(revision: Revision): string {
    return `rev-${revision.revision}@${revision.committedAt}`;
  }

  /** The answer kept under the key, counted as a hit or a miss of the route. */
  lookup(route: string, key: string): KeptResponse | undefined {
    const found = this.kept?.get(key);
    this.count(route, found !== undefined);
    return found;
  }

  /** The answer kept under the key, not counted: the caller judges whether it still holds. */
  find(key: string): KeptResponse | undefined {
    return this.kept?.get(key);
  }

  /** Counts a lookup of the route as a hit or a miss (the metrics). */
  count(route: string, hit: boolean): void {
    this.options.onLookup?.(route, hit);
  }

  keep(key: string, response: KeptResponse): void {
    this.kept?.set(key, response);
  }

  /**
   * The response of a REST list read: the kept body of this URL at the head revision, or the
   * read's result, serialised with the route's response schema (the bytes Fastify would send) and
   * kept. A request with a page token is read as usual: its snapshot is the token's, and a walk
   * through pages is rarely repeated.
   */
  async list<V, Body>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: () => Promise<ListResult<V>>,
    toRest: (result: ListResult<V>) => Body,
  ): Promise<Body | Buffer | string> {
    const query = request.query as { page_token?: string } | undefined;
    if (this.kept === null || query?.page_token !== undefined) return toRest(await read());
    const head = await this.head();
    const key = `${this.revisionKey(head)} ${request.url}`;
    const found = this.lookup(request.routeOptions.url ?? '', key);
    void reply.type(JSON_CONTENT_TYPE);
    if (found !== undefined) return found.body;
    const result = await read();
    const body = bufferOf(reply.serialize(toRest(result)));
    // A commit between the two head reads: the body is of a later revision than the key says.
    if (result.snapshotId === head.snapshotId && result.asOf === head.asOf)
      this.keep(key, { body, headers: [] });
    return body;
  }
}

function bufferOf(serialised: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialised === 'string') return Buffer.from(serialised, 'utf8');
  return Buffer.isBuffer(serialised) ? serialised : Buffer.from(new Uint8Array(serialised));
}
