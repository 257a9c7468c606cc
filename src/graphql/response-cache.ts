// Kept answers of GraphQL queries (docs/decisions.md, "The GraphQL response cache"). A query that
// selects only snapshot fields answers from the request's one snapshot revision and nothing else:
// no clock, no API key, no market data. Its answer is then a function of the head revision and the
// request (query text, variables, operation name, extensions, Accept), and is kept under both in
// the budget REST's list reads share (src/server/response-cache.ts). A commit makes a new head and
// so new keys; nothing is invalidated.
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import {
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { KeptResponse, ResponseCache } from '../server/response-cache';
import type { Snapshot } from '../services/snapshot';
import type { GraphqlContext } from './context';
import { READS_BEYOND_SNAPSHOT } from './reads-beyond-snapshot';

/** The metrics' route label of GraphQL lookups. */
const ROUTE = '/graphql';

/** A request's place in the cache: its key and the head it was looked up at. */
export interface CacheLookup {
  readonly key: string;
  readonly head: Snapshot;
}

export class GraphqlResponseCache {
  /** Per parsed document: whether every field it selects reads only the snapshot. */
  private readonly snapshotOnly = new WeakMap<DocumentNode, boolean>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly responses: ResponseCache,
  ) {}

  /**
   * The request's lookup, and the kept answer when there is one. Only a single query operation
   * given as text is looked up: batches, persisted-query hashes and malformed requests go to Apollo
   * as they are.
   */
  async lookup(
    request: FastifyRequest,
  ): Promise<{ lookup: CacheLookup; kept: KeptResponse | undefined } | undefined> {
    if (!this.responses.enabled) return undefined;
    const text = requestText(request);
    if (text === undefined) return undefined;
    const head = await this.responses.head();
    const key = `${this.responses.revisionKey(head)} graphql ${text}`;
    return { lookup: { key, head }, kept: this.responses.lookup(ROUTE, key) };
  }

  /**
   * Keeps an answer Apollo gave: a 200 without errors, of a query that selected only snapshot
   * fields and read nothing newer than the head it was looked up at.
   */
  keep(lookup: CacheLookup, context: GraphqlContext, response: KeptResponse, status: number): void {
    if (status !== 200 || !context.selection.snapshotOnly) return;
    // A commit during the request: the request read a later revision than the key names.
    const settled = context.snapshot.settled;
    if (settled !== undefined && settled !== lookup.head.revision) return;
    if (response.body.includes('"errors":')) return;
    this.responses.keep(lookup.key, response);
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
 * a single query given as text. Accept chooses the response's media type.
 */
function requestText(request: FastifyRequest): string | undefined {
  const params: unknown = request.method === 'GET' ? request.query : request.body;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const { query, variables, operationName, extensions } = params as Record<string, unknown>;
  if (typeof query !== 'string') return undefined;
  return JSON.stringify([
    request.method,
    request.headers.accept ?? '',
    operationName ?? null,
    query,
    variables ?? null,
    extensions ?? null,
  ]);
}
