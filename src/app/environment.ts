// Reads the environment through the modules' schemas (README.md, "Configuration"). Each module
// that has settings declares them beside its code as a TypeBox object, one property a variable:
// its name, type, bounds, default and the one description (src/sync/sync-env.ts,
// src/http/limits-env.ts, …). Reading them is the composition root's work, done once at start:
// the modules never read process.env themselves, and never import this file.
import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';

/** A module's variables: a TypeBox object whose property names are the variables' names. */
export type EnvSchema = TObject<TProperties>;

/**
 * Words a schema adds for its refusals, where the bounds alone do not say enough:
 * `refusal` for any refused value, `maximumRefusal` for one above the maximum.
 */
export interface Refusals {
  readonly refusal?: string;
  readonly maximumRefusal?: string;
}

// Strings are read as numbers or booleans where the schema says so, and defaults filled in. One
// error is enough: start-up stops at the first.
const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: false, strict: true });
ajv.addKeyword('refusal');
ajv.addKeyword('maximumRefusal');

const compiled = new WeakMap<TSchema, ValidateFunction>();

function validatorOf(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * The module's settings: each variable as its schema reads it, its default when it is unset or
 * blank (undefined when it has none). A value the schema refuses stops the start with a message
 * naming the variable, what it must be and what it was.
 */
export function readEnv<S extends EnvSchema>(schema: S, env: NodeJS.ProcessEnv): Static<S> {
  const given: Record<string, string> = {};
  for (const name of Object.keys(schema.properties)) {
    const raw = env[name]?.trim();
    if (raw !== undefined && raw !== '') given[name] = raw;
  }
  const values: Record<string, unknown> = { ...given };
  const validate = validatorOf(schema);
  if (!validate(values)) {
    const error = validate.errors![0]!;
    const name = error.instancePath.split('/')[1] ?? '';
    throw new Error(refusalOf(name, schema.properties[name], error, env[name]));
  }
  for (const [name, property] of Object.entries(schema.properties))
    if (property.type === 'integer' && name in values && !Number.isSafeInteger(values[name]))
      throw new Error(refusalOf(name, property, undefined, env[name]));
  return values;
}

/** A JSON value (SETTLEGRAPH_API_KEYS) checked by its schema, defaults filled in. */
export function readJson<S extends TSchema>(name: string, schema: S, json: unknown): Static<S> {
  const validate = validatorOf(schema);
  if (!validate(json)) {
    const error = validate.errors![0]!;
    const where = error.instancePath.split('/').slice(1).join('.');
    const words = (schemaAt(schema, error.instancePath) as Refusals | undefined)?.refusal;
    throw new Error(
      `${name} is invalid: ${where === '' ? '' : `${where} `}${words ?? error.message ?? error.keyword}`,
    );
  }
  return json;
}

/** The names of the variables the schemas declare. */
export function variablesOf(schemas: readonly EnvSchema[]): string[] {
  return schemas.flatMap((schema) => Object.keys(schema.properties));
}

function refusalOf(
  name: string,
  property: (TSchema & Refusals) | undefined,
  error: ErrorObject | undefined,
  raw: string | undefined,
): string {
  const got = `got "${raw}"`;
  if (property?.refusal !== undefined) return `${name} ${property.refusal}, ${got}`;
  if (error?.keyword === 'maximum' && property?.maximumRefusal !== undefined)
    return `${name} ${property.maximumRefusal}, ${got}`;
  if (property?.type === 'integer') {
    const least = typeof property.minimum === 'number' ? property.minimum : 0;
    if (error?.keyword === 'maximum')
      return `${name} must be a whole number from ${least} to ${String(property.maximum)}, ${got}`;
    return `${name} must be a whole number of at least ${least}, ${got}`;
  }
  if (property?.type === 'number')
    return `${name} must be a number of at least ${String(property.minimum ?? 0)}, ${got}`;
  return `${name} ${error?.message ?? 'is refused'}, ${got}`;
}

/** The part of a schema that describes the value at a JSON pointer (objects and arrays). */
function schemaAt(schema: TSchema, pointer: string): TSchema | undefined {
  let at: TSchema | undefined = schema;
  for (const segment of pointer.split('/').slice(1)) {
    if (at === undefined) return undefined;
    if (at.type === 'array') at = at.items as TSchema | undefined;
    else if (at.type === 'object') at = (at.properties as TProperties | undefined)?.[segment];
    else return undefined;
  }
  return at;
}
