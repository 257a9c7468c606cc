// Kept answers of GraphQL queries (docs/decisions.md, "The GraphQL response cache"). A query that
// selects only snapshot fields answers from the request's one snapshot revision and nothing else:
// no clock, no API key, no market data. Its answer is then a function of that revision and the
// request (query text, variables, operation name, extensions, Accept), and is kept under both in
// the budget REST's list reads share (src/http/response-cache.ts); a request is looked up at the
// head revision. A commit makes a new head and so new keys; nothing is invalidated.
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
import type { Snapshot } from '../services/snapshot';
import type { GraphqlContext } from './context';
import { READS_BEYOND_SNAPSHOT } from './reads-beyond-snapshot';

/** The metrics' route label of GraphQL lookups. */
const ROUTE = '/graphql';

/** The cacheable text of a request and, when one is kept, its kept answer. */
export interface CacheLookup {
  readonly text: string;
  readonly kept: KeptResponse | undefined;
}

/** Budget of the texts of kept queries: which requests are worth a lookup. */
const KEPT_TEXTS_BYTES = 4 * 1024 * 1024;

export class GraphqlResponseCache {
  /** Per parsed document: whether every field it selects reads only the snapshot. */
  private readonly snapshotOnly = new WeakMap<DocumentNode, boolean>();
  /**
   * The requests whose answer has been kept at some revision. Only those are looked up, so other
   * requests (a first query, market data, mutations, refusals) cost no read of the head.
   */
  private readonly keptTexts: LRUCache<string, true>;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly responses: ResponseCache,
  ) {
    this.keptTexts = new LRUCache<string, true>({
      maxSize: KEPT_TEXTS_BYTES,
      sizeCalculation: (_, text) => text.length,
    });
  }

  /**
   * The request's text and its kept answer at the head revision. Only a single query operation
   * given as text is cached: batches, persisted-query hashes and malformed requests go to Apollo
   * as they are.
   */
  async lookup(request: FastifyRequest): Promise<CacheLookup | undefined> {
    if (!this.responses.enabled) return undefined;
    const text = requestText(request);
    if (text === undefined) return undefined;
    if (!this.keptTexts.has(text)) return { text, kept: undefined };
    const key = this.keyOf(await this.responses.head(), text);
    return { text, kept: this.responses.lookup(ROUTE, key) };
  }

  /**
   * Keeps an answer Apollo gave: a 200 without errors, of a query that selected only snapshot
   * fields. Its key is the revision the request read at (request-snapshot.ts): every field of it
   * read there, or at a revision its cursors name in the text.
   */
  async keep(
    lookup: CacheLookup,
    context: GraphqlContext,
    response: KeptResponse,
    status: number,
  ): Promise<void> {
    if (status !== 200 || !context.selection.snapshotOnly) return;
    if (response.body.includes('"errors":')) return;
    // A query that read no record (introspection) holds at every revision: the head's will do.
    const snapshot =
      context.snapshot.settledSnapshot ?? (await context.snapshot.current().catch(() => undefined));
    if (snapshot === undefined) return;
    this.responses.keep(this.keyOf(snapshot, lookup.text), response);
    this.keptTexts.set(lookup.text, true);
  }

  /** Marks each request's context with whether its document selects only snapshot fields. */
  plugin(): ApolloServerPlugin<GraphqlContext> {
    const listener: GraphQLRequestListener<GraphqlContext> = {
      didResolveOperation: ({ document, operation, contextValue }) => {
        contextValue.selection.snapshotOnly =
          operation?.operation === OperationTypeNode.QUERY &&
          this.selectsOnlySnapshotFields(document);
        return Promise.resolve();
      },
    };
    return { requestDidStart: () => Promise.resolve(listener) };
  }

  private keyOf(snapshot: Snapshot, text: string): string {
    return `${this.responses.revisionKey(snapshot)} graphql ${text}`;
  }

  /** Apollo reuses one parsed document per query text, so each text is visited once. */
  private selectsOnlySnapshotFields(document: DocumentNode): boolean {
    let known = this.snapshotOnly.get(document);
    if (known === undefined) {
      known = true;
      const typeInfo = new TypeInfo(this.schema);
      visit(
        document,
        visitWithTypeInfo(typeInfo, {
          OperationDefinition(node) {
            if (node.operation !== OperationTypeNode.QUERY) known = false;
          },
          Field() {
            if (typeInfo.getFieldDef()?.extensions[READS_BEYOND_SNAPSHOT] === true) known = false;
          },
        }),
      );
      this.snapshotOnly.set(document, known);
    }
    return known;
  }
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
