// Request validation with Fastify's own compiler, configured per part of the request. Query
// strings are text, so their values are coerced to the declared types (and a single value to an
// array). JSON bodies are not: a number where the schema wants a string is an error, because a
// native ID sent as a JSON number may already have lost digits (docs/decisions.md, "REST facade").
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** What Fastify hands a validator compiler for each part of a route's request. */
interface RouteSchemaDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}

const shared = { removeAdditional: false, useDefaults: true, allErrors: true } as const;

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<
  NonNullable<SchemaController['compilersFactory']>['buildValidator']
>;

export function validatorCompilers(): SchemaController {
  const factory = AjvCompiler();
  const buildValidator = (externalSchemas: unknown) => {
    const pool = externalSchemas as Parameters<typeof factory>[0];
    const query = factory(pool, { customOptions: { ...shared, coerceTypes: 'array' } });
    const body = factory(pool, { customOptions: { ...shared, coerceTypes: false } });
    // Fastify's compiler takes the whole route definition ({schema, method, url, httpPart}).
    return (route: RouteSchemaDefinition) => (route.httpPart === 'body' ? body : query)(route);
  };
  // Fastify's typings describe the compiler as taking a schema; at run time it is given the route
  // definition (fastify/lib/schema-controller.js), which is what Fastify's own compiler expects.
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
