// One /v1 operation from its definitions (docs/decisions.md, "Adapters written once"): the
// request's definition (query string of a GET, body of a POST) and the 200 body's give the route
// schema Fastify validates and serialises with and @fastify/swagger prints, and the handler
// takes the request in the service's camelCase and returns the service's result; the mapping
// both ways is the definitions' codec (rest-codec.ts). A route file states only what is its own:
// path, words, extra statuses and hooks, and which service answers.
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { BodyListReader } from '../http/json-bodies';
import type { ResponseCache } from '../http/response-cache';
import type { ListResult } from '../services/snapshot';
import { bodyErrorResponses, errorResponse, errorResponses } from './components';
import { restCodec, restSchema, type Json } from './rest-codec';

/** The OpenAPI words and shapes of one operation. */
export interface OperationSpec<In extends TSchema, Out extends TSchema> {
  readonly method: 'GET' | 'POST';
  /** Under /v1; `::` is a literal colon (`/markets::resolve`). */
  readonly url: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  /** The route schema's `headers` (the Idempotency-Key of a write). */
  readonly headers?: Json;
  /** The query string's definition (GET) or the body's (POST). */
  readonly request: In;
  /** The 200 body's definition. */
  readonly response: Out;
  /** The 200 body as a reference to the definition's component (`$ref: 'X#'`), not inline. */
  readonly responseByRef?: boolean;
  /** Statuses this operation answers with the Error body besides every route's (403, 409…). */
  readonly moreErrors?: readonly number[];
  /** Fastify hooks of the route (a check of the body before its schema, a size limit). */
  readonly hooks?: Pick<RouteShorthandOptions, 'preValidation' | 'preHandler' | 'onSend'>;
  /** Long body lists the route reads itself (src/http/json-bodies.ts, BodyListReader). */
  readonly bodyLists?: readonly BodyListReader[];
}

/** What answers an operation: the request in the service's names, and the Fastify objects. */
export type OperationHandler<In extends TSchema, Out extends TSchema> = (
  input: Static<In>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Static<Out>>;

/** Registers the operation: its schema, and the handler between the two codecs. */
export function operation<In extends TSchema, Out extends TSchema>(
  app: FastifyInstance,
  spec: OperationSpec<In, Out>,
  handler: OperationHandler<In, Out>,
): void {
  const output = restCodec(spec.response);
  rawOperation(app, spec, async (input, request, reply) =>
    output.toRest(await handler(input, request, reply)),
  );
}

/**
 * Registers a list read answered at one revision, through the response cache (REST's list
 * envelopes of /events, /markets, /families, /relationships, /scenarios, /payouts).
 */
export function cachedListOperation<In extends TSchema, Out extends TSchema, V>(
  app: FastifyInstance,
  cache: ResponseCache,
  spec: OperationSpec<In, Out> & { readonly method: 'GET' },
  read: (input: Static<In>) => Promise<ListResult<V> & Static<Out>>,
): void {
  const output = restCodec(spec.response);
  rawOperation(app, spec, (input, request, reply) =>
    cache.list(request, reply, () => read(input), output.toRest),
  );
}

/**
 * Registers an operation whose handler makes the body itself (the cached bytes of a list, an
 * answer written in runs): the request still arrives through its codec, and the schema still
 * states the response.
 */
export function rawOperation<In extends TSchema, Out extends TSchema>(
  app: FastifyInstance,
  spec: OperationSpec<In, Out>,
  handler: (input: Static<In>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const input = restCodec(spec.request);
  app.route({
    method: spec.method,
    url: spec.url,
    ...spec.hooks,
    ...(spec.bodyLists === undefined ? {} : { config: { bodyLists: spec.bodyLists } }),
    schema: routeSchema(spec),
    handler: async (request, reply) =>
      handler(input.fromRest(requestOf(spec, request)), request, reply),
  });
}

function requestOf(spec: OperationSpec<TSchema, TSchema>, request: FastifyRequest): unknown {
  return spec.method === 'GET' ? request.query : request.body;
}

/** The route schema, keyed in the order the OpenAPI document has always printed. */
function routeSchema(spec: OperationSpec<TSchema, TSchema>): Json {
  const id = spec.response.$id;
  if (spec.responseByRef && typeof id !== 'string')
    throw new Error(`${spec.operationId}: a response by reference needs a definition with $id`);
  const more = Object.fromEntries((spec.moreErrors ?? []).map((code) => [code, errorResponse]));
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description === undefined ? {} : { description: spec.description }),
    // As given: operations sharing one array print it once, as a YAML anchor, as /v1 always has.
    tags: spec.tags,
    ...(spec.headers === undefined ? {} : { headers: spec.headers }),
    [spec.method === 'GET' ? 'querystring' : 'body']: restSchema(spec.request),
    response: {
      200: spec.responseByRef ? { $ref: `${String(id)}#` } : restSchema(spec.response),
      ...(spec.method === 'GET' ? errorResponses : bodyErrorResponses),
      ...more,
    },
  };
}
