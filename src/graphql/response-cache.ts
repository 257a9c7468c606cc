// Kept answers of GraphQL queries (docs/decisions.md, "The GraphQL response cache" and "Cached
// answers keyed by what they read"). A query whose fields read only the request's snapshot and
// the latest market data of listings (reads-beyond-snapshot.ts) answers from what it read and
// nothing else: no clock, no API key. Its answer is kept with what it read: the revision it was
// read at, the catalog revision that revision holds, and the revision each listing's market data
// it read was last written at. A request is answered with it while the head is that revision,
// or while the catalog and each of those listings are as they were read: a quote that changes
// turns away only the answers that read that listing. An answer that names its revision (a
// snapshot ID, a cursor) is kept for that revision only.
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { KeptResponse, ResponseCache } from '../http/response-cache';
import type { Store } from '../store/store';
import type { GraphqlContext } from './context';
import { READS_BEYOND_SNAPSHOT, REVEALS_REVISION } from './reads-beyond-snapshot';

/** The metrics' route label of GraphQL lookups. */
const ROUTE = '/graphql';

/** The cacheable text of a request and, when one is kept, its kept answer. */
export interface CacheLookup {
  readonly text: string;
  readonly kept: KeptResponse | undefined;
}

/** Budget of the texts of kept queries: which requests are worth a lookup. */
const KEPT_TEXTS_BYTES = 4 * 1024 * 1024;

/** What a document's fields read, as far as keeping its answer goes. */
interface Selection {
  readonly cacheable: boolean;
  readonly revealsRevision: boolean;
}

/** A kept answer with what it was read from. */
interface KeptAnswer extends KeptResponse {
  /** The revision it was read at, or last found to hold at (ResponseCache.revisionKey). */
  revisionKey: string;
  /** The catalog revision it holds for; null when it names its revision. */
  readonly catalogKey: string | null;
  /** The listings whose market data it read, and the revision each was last written at. */
  readonly listingIds: readonly string[];
  readonly written: readonly number[];
}

export class GraphqlResponseCache {
  /** Per parsed document: what its fields read. */
  private readonly selections = new WeakMap<DocumentNode, Selection>();
  /**
   * The requests whose answer has been kept at some revision. Only those are looked up, so other
   * requests (a first query, market data, mutations, refusals) cost no read of the head.
   */
  private readonly keptTexts: LRUCache<string, true>;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly responses: ResponseCache,
    private readonly store: Store,
  ) {
    this.keptTexts = new LRUCache<string, true>({
      maxSize: KEPT_TEXTS_BYTES,
      sizeCalculation: (_, text) => text.length,
    });
  }

  get enabled(): boolean {
    return this.responses.enabled;
  }

  /**
   * The request's text and its kept answer, if it still holds. Only a single query operation
   * given as text is cached: batches, persisted-query hashes and malformed requests go to Apollo
   * as they are.
   */
  async lookup(request: FastifyRequest): Promise<CacheLookup | undefined> {
    if (!this.responses.enabled) return undefined;
    const text = requestText(request);
    if (text === undefined) return undefined;
    if (!this.keptTexts.has(text)) return { text, kept: undefined };
    const answer = this.responses.find(keyOf(text)) as KeptAnswer | undefined;
    const kept = answer !== undefined && (await this.holds(answer)) ? answer : undefined;
    this.responses.count(ROUTE, kept !== undefined);
    return { text, kept };
  }

  /**
   * Keeps an answer Apollo gave: a 200 without errors, of a query whose fields read only the
   * snapshot and listings' market data, with what it read. The snapshot is the revision the
   * request read at (request-snapshot.ts): every field of it read there, or at a revision its
   * cursors name in the text. Market data was read after the revision each listing's was last
   * written at was read (market-data.loaders.ts): never older than that revision says.
   */
  async keep(
    lookup: CacheLookup,
    context: GraphqlContext,
    response: KeptResponse,
    status: number,
  ): Promise<void> {
    if (status !== 200 || !context.selection.cacheable) return;
    // Apollo writes errors first (runHttpQuery's orderExecutionResultFields).
    if (startsWithErrors(response.body)) return;
    // A query that read no record (introspection) holds at every revision: the head's will do.
    const snapshot =
      context.snapshot.settledSnapshot ?? (await context.snapshot.current().catch(() => undefined));
    if (snapshot === undefined) return;
    const reads = context.marketDataReads ?? new Map<string, number | null>();
    const listingIds = [...reads.keys()];
    const written: number[] = [];
    for (const revision of reads.values()) {
      if (revision === null) return;
      written.push(revision);
    }
    let catalogKey: string | null = null;
    if (!context.selection.revealsRevision) {
      // The catalog the snapshot holds is the head's when the head's catalog is no later; the
      // head the request itself read, when it read one, needs no second read.
      const head = context.snapshot.head ?? (await this.store.head().catch(() => undefined));
      if (head?.catalog !== undefined && head.catalog.revision <= snapshot.revision)
        catalogKey = this.responses.revisionKeyOf(head.catalog);
    }
    const answer: KeptAnswer = {
      ...response,
      revisionKey: this.responses.revisionKey(snapshot),
      catalogKey,
      listingIds,
      written,
      extraBytes: listingIds.reduce((n, id) => n + id.length + 8, 0),
    };
    this.responses.keep(keyOf(lookup.text), answer);
    this.keptTexts.set(lookup.text, true);
  }

  /**
   * Whether a kept answer is still the answer: the head is the revision it was read at, or the
   * catalog is at the same revision and no listing it read has had market data written since.
   */
  private async holds(answer: KeptAnswer): Promise<boolean> {
    const head = await this.store.head();
    const headKey = this.responses.revisionKeyOf(head);
    if (answer.revisionKey === headKey) return true;
    if (answer.catalogKey === null || head.catalog === undefined) return false;
    if (answer.catalogKey !== this.responses.revisionKeyOf(head.catalog)) return false;
    if (answer.listingIds.length > 0) {
      const written = await this.store.marketData.writtenAt([...answer.listingIds]);
      for (let i = 0; i < answer.listingIds.length; i++) {
        const now = written.get(answer.listingIds[i]!);
        if ((now === undefined ? 0 : now) !== answer.written[i]) return false;
      }
    }
    // It holds at this head too: the next request at it needs no more than the head.
    answer.revisionKey = headKey;
    return true;
  }

  /** Marks each request's context with whether its document selects only snapshot fields. */
  plugin(): ApolloServerPlugin<GraphqlContext> {
    const listener: GraphQLRequestListener<GraphqlContext> = {
      didResolveOperation: ({ document, operation, contextValue }) => {
        const selection = this.selectionOf(document);
        contextValue.selection.cacheable =
          operation?.operation === OperationTypeNode.QUERY && selection.cacheable;
        contextValue.selection.revealsRevision = selection.revealsRevision;
        return Promise.resolve();
      },
    };
    return { requestDidStart: () => Promise.resolve(listener) };
  }

  /** Apollo reuses one parsed document per query text, so each text is visited once. */
  private selectionOf(document: DocumentNode): Selection {
    let known = this.selections.get(document);
    if (known === undefined) {
      let cacheable = true;
      let revealsRevision = false;
      const typeInfo = new TypeInfo(this.schema);
      visit(
        document,
        visitWithTypeInfo(typeInfo, {
          OperationDefinition(node) {
            if (node.operation !== OperationTypeNode.QUERY) cacheable = false;
          },
          Field() {
            const extensions = typeInfo.getFieldDef()?.extensions;
            if (extensions === undefined) return;
            if (extensions[READS_BEYOND_SNAPSHOT] === true) cacheable = false;
            if (extensions[REVEALS_REVISION] === true) revealsRevision = true;
          },
        }),
      );
      known = { cacheable, revealsRevision };
      this.selections.set(document, known);
    }
    return known;
  }
}

/** The key of a request's kept answer: one answer per request, with what it was read from. */
function keyOf(text: string): string {
  return `graphql ${text}`;
}

/**
 * The parts of a request its answer depends on, as one string; undefined when the request is not
 * a single query given as text. Accept chooses the response's media type. A POST is keyed by its
 * body as sent (src/http/json-bodies.ts keeps it), never serialised again: that would cost a
 * pass over the variables and recurse as deep as they nest.
 */
function requestText(request: FastifyRequest): string | undefined {
  const params: unknown = request.method === 'GET' ? request.query : request.body;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const { query, variables, operationName, extensions } = params as Record<string, unknown>;
  if (typeof query !== 'string') return undefined;
  const accept = request.headers.accept ?? '';
  if (request.method !== 'GET')
    return request.bodyText === undefined ? undefined : `POST\n${accept}\n${request.bodyText}`;
  // A query string's parameters are strings (or lists of strings): flat.
  return JSON.stringify([
    request.method,
    accept,
    operationName ?? null,
    query,
    variables ?? null,
    extensions ?? null,
  ]);
}

const ERRORS_FIRST = '{"errors"';

/** Whether a body of Apollo's, as text or as its UTF-8 bytes, starts with its errors. */
function startsWithErrors(body: string | Buffer): boolean {
  return typeof body === 'string'
    ? body.startsWith(ERRORS_FIRST)
    : body.subarray(0, ERRORS_FIRST.length).toString('utf8') === ERRORS_FIRST;
}
