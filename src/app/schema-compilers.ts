// Request validation and response serialisation with Fastify's own compilers (Ajv and
// fast-json-stringify), configured per part of the request and kept per process.
//
// Query strings are text, so their values are coerced to the declared types (and a single value
// to an array). JSON bodies are not: a number where the schema wants a string is an error, because
// a native ID sent as a JSON number may already have lost digits (docs/decisions.md, "REST
// facade").
//
// A compiled validator or serializer depends only on its schema, the shared schemas it refers to
// and the compiler's options, so it is kept under those and reused: by routes answering the same
// Error body, and by every app the process builds. Compiling the REST facade's serializers alone
// took about 0.8 s an app, and every validator and serializer about 1 s of a start's 7 s of CPU:
// so each is compiled when its route first needs it, not when the route is registered
// (docs/decisions.md, "Start in seconds").
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { yieldToEventLoop } from '../services/event-loop-turns';

/**
 * A body list of this many items or more is validated a run of items at a time, with other work
 * in between (docs/decisions.md, "Evaluation never blocks the server").
 */
export const SLICED_VALIDATION_MIN_ITEMS = 2_000;
/** Items validated between two turns of other work (about a millisecond's work). */
const VALIDATION_RUN_ITEMS = 500;

/** What Fastify hands a compiler for each part of a route's request or response. */
interface RouteSchemaDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}

type Compiled = (route: RouteSchemaDefinition) => unknown;

/** A validator as Fastify calls it: with the value's parent when it is Ajv's (`schemaEnv`). */
type Validator = ((data: unknown, parent?: unknown) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};

// verbose: each issue carries the value that failed and its schema node, which the error names
// in words (src/http/errors.ts).
const shared = {
  removeAdditional: false,
  useDefaults: true,
  allErrors: true,
  verbose: true,
} as const;
const QUERY_OPTIONS = { ...shared, coerceTypes: 'array' } as const;
const BODY_OPTIONS = { ...shared, coerceTypes: false } as const;

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;

const ajvFactory = AjvCompiler();
const serializerFactory = SerializerSelector();
/** Compiled functions by what they were compiled from (see the file's head). */
const compiled = new Map<string, unknown>();

/** `compile(route)`, or the function an identical schema was compiled to before. */
function keptBy(prefix: string, compile: Compiled): (route: RouteSchemaDefinition) => unknown {
  return (route) => {
    const key = `${prefix}\u0000${JSON.stringify(route.schema)}`;
    let found = compiled.get(key);
    if (found === undefined) {
      found = compile(route);
      compiled.set(key, found);
    }
    return found;
  };
}

/**
 * A validator that compiles on its first call. Fastify reads `schemaEnv` before calling, to pass
 * Ajv's validators the value's parent (so a coerced or defaulted root is written back), and
 * `errors` after a refusal: both are answered from the compiled validator.
 */
function lazyValidator(compile: () => Validator): Validator {
  let validator: Validator | undefined;
  const compiledOnce = () => (validator ??= compile());
  const lazy: Validator = (data, parent) =>
    compiledOnce().schemaEnv ? compiledOnce()(data, parent) : compiledOnce()(data);
  Object.defineProperties(lazy, {
    schemaEnv: { get: () => compiledOnce().schemaEnv },
    errors: { get: () => compiledOnce().errors },
  });
  return lazy;
}

type JsonSchemaNode = Record<string, unknown>;

/** Keywords of a list whose meaning is not item by item: such a list is validated whole. */
const WHOLE_LIST_KEYWORDS = [
  'minItems',
  'uniqueItems',
  'contains',
  'prefixItems',
  'additionalItems',
];

/**
 * The body validator, which validates a body's long top-level lists a run of items at a time: the
 * body with each such list empty, then the items one by one with the list's item validator. Ajv's
 * answer on an object is the conjunction of these, so a body that passes them all is valid; on
 * any failure the whole body is validated again in one call, so that the errors (their order
 * included) are exactly the one validator's.
 */
function slicedBodyValidator(
  whole: Validator,
  schema: unknown,
  compileItems: (items: JsonSchemaNode) => Validator,
): Validator {
  const node = schema as JsonSchemaNode;
  const properties = (node.properties ?? {}) as Record<string, JsonSchemaNode>;
  const lists = Object.entries(properties).filter(
    ([, p]) =>
      p.type === 'array' &&
      typeof p.items === 'object' &&
      p.items !== null &&
      !WHOLE_LIST_KEYWORDS.some((k) => k in p),
  );
  if (lists.length === 0) return whole;
  const itemValidators = new Map<string, Validator>();
  const itemsOf = (name: string, list: JsonSchemaNode) => {
    let found = itemValidators.get(name);
    if (!found) {
      found = compileItems(list.items as JsonSchemaNode);
      itemValidators.set(name, found);
    }
    return found;
  };
  const inOneCall: Validator = (data, parent) =>
    whole.schemaEnv ? whole(data, parent) : whole(data);
  const validator: Validator = (data, parent) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      return inOneCall(data, parent);
    const body = data as Record<string, unknown>;
    const long = lists.filter(([name, list]) => {
      const value = body[name];
      return (
        Object.hasOwn(body, name) &&
        Array.isArray(value) &&
        value.length >= SLICED_VALIDATION_MIN_ITEMS &&
        !(typeof list.maxItems === 'number' && value.length > list.maxItems)
      );
    });
    if (long.length === 0) return inOneCall(data, parent);
    return validateInRuns(body, long, parent).then((valid) =>
      valid ? true : (inOneCall(data, parent) as boolean),
    );
  };
  async function validateInRuns(
    body: Record<string, unknown>,
    long: [string, JsonSchemaNode][],
    parent: unknown,
  ): Promise<boolean> {
    const taken = long.map(([name]) => [name, body[name] as unknown[]] as const);
    for (const [name] of taken) body[name] = [];
    let rest: unknown;
    try {
      rest = inOneCall(body, parent);
    } finally {
      for (const [name, items] of taken) body[name] = items;
    }
    if (rest !== true) return false;
    for (const [name, list] of long) {
      const validateItem = itemsOf(name, list);
      const items = body[name] as unknown[];
      for (let i = 0; i < items.length; i++) {
        if (validateItem(items[i]) !== true) return false;
        if ((i + 1) % VALIDATION_RUN_ITEMS === 0) await yieldToEventLoop();
      }
    }
    return true;
  }
  Object.defineProperties(validator, {
    schemaEnv: { get: () => whole.schemaEnv },
    errors: { get: () => whole.errors },
  });
  return validator;
}

/** A serializer that compiles on its first call. */
function lazySerializer(compile: () => (data: unknown) => string): (data: unknown) => string {
  let serializer: ((data: unknown) => string) | undefined;
  return (data) => (serializer ??= compile())(data);
}

export function schemaCompilers(): SchemaController {
  const buildValidator = (externalSchemas: unknown) => {
    const pool = externalSchemas as Parameters<typeof ajvFactory>[0];
    const poolKey = JSON.stringify(externalSchemas);
    const query = keptBy(
      `query\u0000${poolKey}`,
      ajvFactory(pool, { customOptions: QUERY_OPTIONS }) as Compiled,
    );
    const body = keptBy(
      `body\u0000${poolKey}`,
      ajvFactory(pool, { customOptions: BODY_OPTIONS }) as Compiled,
    );
    // Fastify's compiler takes the whole route definition ({schema, method, url, httpPart}).
    return (route: RouteSchemaDefinition) =>
      lazyValidator(() => {
        if (route.httpPart !== 'body') return query(route) as Validator;
        return slicedBodyValidator(
          body(route) as Validator,
          route.schema,
          (items) => body({ ...route, schema: items }) as Validator,
        );
      });
  };
  const buildSerializer = (externalSchemas: unknown, serializerOptions: unknown) => {
    const serializer = keptBy(
      `response\u0000${JSON.stringify(externalSchemas)}\u0000${JSON.stringify(serializerOptions)}`,
      serializerFactory(
        externalSchemas,
        serializerOptions as Parameters<typeof serializerFactory>[1],
      ) as Compiled,
    );
    return (route: RouteSchemaDefinition) =>
      lazySerializer(() => serializer(route) as (data: unknown) => string);
  };
  // Fastify's typings describe the compilers as taking a schema; at run time they are given the
  // route definition (fastify/lib/schema-controller.js), which Fastify's own compilers expect.
  return {
    compilersFactory: {
      buildValidator: buildValidator as unknown as CompilersFactory['buildValidator'],
      buildSerializer: buildSerializer as unknown as CompilersFactory['buildSerializer'],
    },
  };
}
