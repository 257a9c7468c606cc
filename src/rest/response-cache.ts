// Serialised bodies of snapshot reads (docs/decisions.md, REST facade: the response cache). The
// list reads that use it answer from one committed revision and nothing else: no clock, no API
// key. So a body is a function of the URL and the revision, and is kept under both; a commit makes
// a new head and so new keys, and nothing ever needs invalidating.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ListResult, Snapshot } from '../services/snapshot';
import type { Json } from './rest-codec';

/** What Fastify sends a serialised JSON body as. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface ResponseCacheOptions {
  /** Budget: bytes of bodies and keys; 0 turns the cache off. */
  readonly maxBytes: number;
  /** Each lookup, by route pattern: for the metrics. */
  readonly onLookup?: (route: string, hit: boolean) => void;
}

export class ResponseCache {
  private readonly bodies: LRUCache<string, Buffer> | null;

  constructor(
    /** The head revision's snapshot, as the services read it. */
    private readonly head: () => Promise<Snapshot>,
    private readonly options: ResponseCacheOptions,
  ) {
    this.bodies =
      options.maxBytes > 0
        ? new LRUCache<string, Buffer>({
            maxSize: options.maxBytes,
            sizeCalculation: (body, key) => body.length + key.length,
          })
        : null;
  }

  /**
   * The response of a list read: the kept body of this URL at the head revision, or the read's
   * result, serialised with the route's response schema (the bytes Fastify would send) and kept.
   * A request with a page token is read as usual: its snapshot is the token's, and a walk through
   * pages is rarely repeated.
   */
  async list<V>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: () => Promise<ListResult<V>>,
    toRest: (result: ListResult<V>) => Json,
  ): Promise<Json | Buffer> {
    const query = request.query as { page_token?: string } | undefined;
    if (this.bodies === null || query?.page_token !== undefined) return toRest(await read());
    const head = await this.head();
    const key = `${keyOf(head)} ${request.url}`;
    const route = request.routeOptions.url ?? '';
    const kept = this.bodies.get(key);
    this.options.onLookup?.(route, kept !== undefined);
    if (kept !== undefined) {
      void reply.type(JSON_CONTENT_TYPE);
      return kept;
    }
    const result = await read();
    const body = bufferOf(reply.serialize(toRest(result)));
    // A commit between the two head reads: the body is of a later revision than the key says.
    if (result.snapshotId === head.snapshotId && result.asOf === head.asOf)
      this.bodies.set(key, body);
    void reply.type(JSON_CONTENT_TYPE);
    return body;
  }
}

function bufferOf(serialised: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialised === 'string') return Buffer.from(serialised, 'utf8');
  return Buffer.isBuffer(serialised) ? serialised : Buffer.from(new Uint8Array(serialised));
}

/** A revision number comes back with other contents when a database is emptied and refilled. */
function keyOf(snapshot: Snapshot): string {
  return `${snapshot.snapshotId}@${snapshot.asOf}`;
}
