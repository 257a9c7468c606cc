// A schema of the format as a check: compiled by the catalog's Ajv on first use (a command that
// reads no catalog pays nothing), and its failures as problems a person reads.
import type { Static, TSchema } from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import type { Problem } from '../domain/errors';
import { REF_TARGET } from '../resources/schema-kit';
import { catalogAjv } from './catalog-ajv';
import { schemaProblems } from './schema-problems';

export type ShapeCheck<T> = (
  value: unknown,
  root?: string,
) => { ok: true; value: T } | { ok: false; problems: Problem[] };

/**
 * Checks a value in place: on success it is the format's shape, its defaults applied and its
 * unknown fields removed, so pass a value of the caller's own (freshly parsed, or a copy).
 */
export function shapeCheck<S extends TSchema>(schema: S): ShapeCheck<Static<S>> {
  let validate: ValidateFunction<Static<S>> | undefined;
  return (value, root = '$') => {
    validate ??= compiled(schema);
    if (validate(value)) return { ok: true, value };
    return { ok: false, problems: schemaProblems(schema, validate.errors ?? [], root) };
  };
}

/** `schema` compiled by the catalog's Ajv, with the definitions it refers to. */
export function compiled<S extends TSchema>(schema: S): ValidateFunction<Static<S>> {
  addReferenced(schema);
  return catalogAjv.compile<Static<S>>(schema);
}

/** The `$id`s added to the catalog's Ajv. */
const added = new Set<string>();

/** Adds each definition `schema` refers to (by `$id`) to the Ajv, once. */
function addReferenced(schema: unknown): void {
  if (typeof schema !== 'object' || schema === null) return;
  const target = (schema as { [REF_TARGET]?: TSchema })[REF_TARGET];
  if (target?.$id !== undefined && !added.has(target.$id)) {
    added.add(target.$id);
    catalogAjv.addSchema(target);
    for (const value of Object.values(target)) addReferenced(value);
  }
  for (const value of Object.values(schema)) addReferenced(value);
}
