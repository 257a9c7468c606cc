// Derives the JSON Schema of each venue response the sync reads and of each WebSocket frame the
// streams read (src/venues/schemas/) from the venue's published OpenAPI or AsyncAPI
// document (test/fixtures/venues/schemas/, SOURCES.md there) and the fields the readers rely on
// (relied-fields.ts, relied-frame-fields.ts): each relied field keeps its published type
// (OpenAPI's `nullable` as JSON Schema's null type), gets the text bound of its kind, and is
// required only when the reader cannot do without it; other fields are left open. `npm run
// schema:venues` writes the files; test/sync/venue-schemas.test.ts fails when they drift.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { LIMITS } from '../domain/limits';
import { PUBLISHED_FRAMES, type PublishedFrame } from './kalshi/kalshi-relied-frame-fields';
import {
  PUBLISHED_RESPONSES,
  type JsonSchema,
  type PublishedResponse,
  type ReliedFields,
  type TextBound,
} from './kalshi/kalshi-relied-fields';

/** Where the published documents are kept, from the repository's root. */
export const PUBLISHED_DIR = join('test', 'fixtures', 'venues', 'schemas');
/** Where the derived schemas are written, from the repository's root. */
export const DERIVED_DIR = join('src', 'venues', 'schemas');

const BOUNDS: Record<TextBound, number> = {
  id: LIMITS.idLengthMax,
  label: LIMITS.sourceLengthMax,
  text: LIMITS.textLengthMax,
  decimal: LIMITS.decimalLengthMax,
};

type OpenApiSchema = { readonly [keyword: string]: unknown };

interface OpenApiDocument {
  readonly info: { readonly version: string };
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components?: { readonly schemas?: Record<string, OpenApiSchema> };
}

/** An AsyncAPI 3 document (Kalshi's), or the AsyncAPI block of an API reference page (Polymarket's). */
interface AsyncApiDocument {
  readonly info?: { readonly version: string };
  readonly components?: {
    readonly messages?: Record<string, { readonly payload?: OpenApiSchema }>;
    readonly schemas?: Record<string, OpenApiSchema>;
  };
  /** The page's form: each operation's messages, each with its id and JSON Schema payload. */
  readonly operations?: readonly {
    readonly messages?: readonly {
      readonly id: string;
      readonly jsonPayloadSchema?: OpenApiSchema;
    }[];
  }[];
}

/** What a schema is derived from: the published objects and the fields read of each. */
interface Derivation {
  readonly document: string;
  readonly objects: Readonly<Record<string, ReliedFields>>;
  readonly oneOfPresent?: Readonly<Record<string, readonly string[]>>;
}

interface OpenApiOperation {
  readonly operationId: string;
  readonly responses: Record<
    string,
    { readonly content?: Record<string, { readonly schema: OpenApiSchema }> }
  >;
}

/** Every derived schema, by file name, as the text written (deterministic). */
export function deriveVenueSchemas(root = '.'): Map<string, string> {
  const out = new Map<string, string>();
  const documents = new Map<string, unknown>();
  const documentOf = (file: string): unknown => {
    if (!documents.has(file))
      documents.set(file, parse(readFileSync(join(root, PUBLISHED_DIR, file), 'utf8')));
    return documents.get(file);
  };
  const write = (name: string, schema: JsonSchema) =>
    out.set(`${name}.json`, `${JSON.stringify(schema, null, 2)}\n`);
  for (const response of PUBLISHED_RESPONSES)
    write(response.name, deriveSchema(response, documentOf(response.document) as OpenApiDocument));
  for (const frame of PUBLISHED_FRAMES)
    write(frame.name, deriveFrameSchema(frame, documentOf(frame.document) as AsyncApiDocument));
  return out;
}

/** The JSON Schema of one response: its root object inline, the objects it holds in $defs. */
export function deriveSchema(response: PublishedResponse, document: OpenApiDocument): JsonSchema {
  const operation = document.paths[response.path]?.[response.method];
  const published = operation?.responses['200']?.content?.['application/json']?.schema;
  if (!operation || !published)
    throw new Error(
      `${response.document}: no 200 JSON response of ${response.method} ${response.path}`,
    );
  return {
    $id: response.name,
    title: `${response.api} ${operation.operationId}`,
    $comment: `Derived by src/venues/derive-venue-schemas.ts (npm run schema:venues) from ${PUBLISHED_DIR}/${response.document} (version ${document.info.version}, ${response.method.toUpperCase()} ${response.path}) and the fields relied-fields.ts names. Do not edit.`,
    ...derive(response, published, 'response', document.components?.schemas ?? {}),
  };
}

/** The JSON Schema of one frame (one Polymarket event), as a response's. */
export function deriveFrameSchema(frame: PublishedFrame, document: AsyncApiDocument): JsonSchema {
  const published =
    document.components?.messages?.[frame.message]?.payload ??
    document.operations?.flatMap((o) => o.messages ?? []).find((m) => m.id === frame.message)
      ?.jsonPayloadSchema;
  if (!published) throw new Error(`${frame.document}: no payload of message ${frame.message}`);
  const version = document.info ? `version ${document.info.version}, ` : '';
  return {
    $id: frame.name,
    title: `${frame.api} ${frame.type}`,
    $comment: `Derived by src/venues/derive-venue-schemas.ts (npm run schema:venues) from ${PUBLISHED_DIR}/${frame.document} (${version}message ${frame.message}) and the fields relied-frame-fields.ts names. Do not edit.`,
    ...derive(frame, published, frame.message, document.components?.schemas ?? {}),
  };
}

/**
 * The schema of a published root (a response, a message's payload): an object it refers to, or
 * writes inline under `inlineName`, inline; the objects it holds in $defs.
 */
function derive(
  response: Derivation,
  published: OpenApiSchema,
  inlineName: string,
  components: Record<string, OpenApiSchema>,
): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  const where = (name: string) => `${response.document}, ${name}`;

  const objectOf = (name: string, schema: OpenApiSchema, fields: ReliedFields): JsonSchema => {
    const properties: Record<string, JsonSchema> = {};
    const published = (schema.properties ?? {}) as Record<string, OpenApiSchema>;
    const required: string[] = [];
    for (const [field, relied] of Object.entries(fields)) {
      const own = published[field];
      let converted: JsonSchema;
      if (own) converted = convert(own, `${name}.${field}`, relied.fields);
      else if (relied.unpublished) converted = relied.unpublished.schema;
      else throw new Error(`${where(name)}: the published object has no field "${field}"`);
      if (relied.text) converted = bounded(converted, BOUNDS[relied.text]);
      if (relied.need) required.push(field);
      else converted = orNull(converted);
      properties[field] = converted;
    }
    const present = response.oneOfPresent?.[name];
    return {
      type: 'object',
      ...(required.length > 0 ? { required } : {}),
      ...(present ? { anyOf: present.map((field) => ({ required: [field] })) } : {}),
      properties,
    };
  };

  const named = (name: string): JsonSchema => {
    const schema = components[name];
    if (!schema) throw new Error(`${where(name)}: no such component`);
    if (schema.type !== 'object') return convert(schema, name);
    const fields = response.objects[name];
    if (!fields)
      throw new Error(`${where(name)}: an object the response holds, with no fields named`);
    if (!(name in defs)) {
      defs[name] = {};
      defs[name] = objectOf(name, schema, fields);
    }
    return { $ref: `#/$defs/${name}` };
  };

  const convert = (schema: OpenApiSchema, at: string, fields?: ReliedFields): JsonSchema => {
    const nullable = schema.nullable === true;
    let out: JsonSchema;
    const ref = schema.$ref ?? singleAllOf(schema);
    if (typeof ref === 'string') out = named(ref.replace('#/components/schemas/', ''));
    else if (schema.type === 'array')
      out = {
        type: 'array',
        ...(schema.minItems !== undefined ? { minItems: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { maxItems: schema.maxItems } : {}),
        ...(schema.items
          ? { items: convert(schema.items as OpenApiSchema, `${at}[]`, fields) }
          : {}),
      };
    else if (schema.type === 'object' && fields) out = objectOf(at, schema, fields);
    else if (typeof schema.type === 'string' || Array.isArray(schema.type))
      out = { type: schema.type };
    else throw new Error(`${where(at)}: a schema without a type`);
    return nullable ? orNull(out) : out;
  };

  const rootName =
    typeof published.$ref === 'string' ? published.$ref.replace('#/components/schemas/', '') : '';
  const root = convert(
    published,
    inlineName,
    rootName === '' ? response.objects[inlineName] : undefined,
  );
  const inline = rootName !== '' && defs[rootName] !== undefined ? defs[rootName] : root;
  if (rootName !== '') delete defs[rootName];
  return {
    ...inline,
    ...(Object.keys(defs).length > 0 ? { $defs: sortedKeys(defs) } : {}),
  };
}

/** `allOf: [{$ref}]`, OpenAPI's way of giving a reference a description. */
function singleAllOf(schema: OpenApiSchema): string | undefined {
  const all = schema.allOf as OpenApiSchema[] | undefined;
  return all?.length === 1 && typeof all[0]!.$ref === 'string' ? all[0]!.$ref : undefined;
}

/** The schema with every string it holds (outside the objects it refers to) bounded. */
function bounded(schema: JsonSchema, max: number): JsonSchema {
  const types = ([] as unknown[]).concat(schema.type);
  if (schema.anyOf)
    return { ...schema, anyOf: (schema.anyOf as JsonSchema[]).map((s) => bounded(s, max)) };
  if (types.includes('array') && schema.items)
    return { ...schema, items: bounded(schema.items as JsonSchema, max) };
  if (types.includes('string')) return { ...schema, maxLength: max };
  return schema;
}

/** The schema, or null (a field the adapter reads as absent when null). */
function orNull(schema: JsonSchema): JsonSchema {
  if (schema.type !== undefined) {
    const types = ([] as unknown[]).concat(schema.type);
    return types.includes('null') ? schema : { ...schema, type: [...types, 'null'] };
  }
  if (schema.$ref !== undefined) return { anyOf: [schema, { type: 'null' }] };
  const options = (schema.anyOf ?? []) as JsonSchema[];
  return options.some((o) => o.type === 'null')
    ? schema
    : { ...schema, anyOf: [...options, { type: 'null' }] };
}

function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

if (require.main === module) {
  for (const [file, text] of deriveVenueSchemas()) writeFileSync(join(DERIVED_DIR, file), text);
}
