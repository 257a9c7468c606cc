// The field types of the catalog format and of NDJSON ingest rows (docs/catalog-format.md), as
// TypeBox schemas for the catalog's Ajv (catalog-ajv.ts). Where the catalog's rule is a REST
// definition's, the block is src/resources' own (an identifier's length, the decimal text); the
// catalog adds the reason a person reads (`reasons`, schema-problems.ts) and its own checks.
import {
  Type,
  type Static,
  type TLiteral,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';
import { LIMITS } from '../domain/limits';
import { Decimal, Id, Obj, Ref, With } from '../resources/schema-kit';
import type { CheckName } from './catalog-checks';

type Meta = Record<string, unknown>;

// The blocks used at many places are definitions with an `$id`, used by reference: the catalog's
// Ajv compiles each once (shape-check.ts), which keeps the compiled check small and quick to build.

/** An identifier: REST's (non-empty, bounded), holding no invisible or reordering character. */
export const CatalogId = Ref(
  With(Id, {
    $id: 'CatalogId',
    identifier: true,
    reasons: {
      type: 'must be a non-empty string',
      minLength: 'must be a non-empty string',
      maxLength: `must be at most ${LIMITS.idLengthMax} characters`,
    },
  }),
);

/** Decimal text, REST's rule. */
export const CatalogDecimal = Ref(
  With(Decimal, {
    $id: 'CatalogDecimal',
    reasons: { pattern: 'must be a decimal string such as "0.42"' },
  }),
);

/**
 * A UTC timestamp (catalog-checks.ts): the REST definitions' `date-time` takes any offset, the
 * catalog has always taken `Z` only.
 */
export const UtcTimestamp = Ref(
  Type.String({
    $id: 'UtcTimestamp',
    format: 'utc-date-time',
    reasons: { format: 'must be an ISO 8601 UTC timestamp such as 2026-11-20T14:00:00Z' },
  }),
);

/** Free text. */
export const Text = Type.String();

/** Text that must say something: `must name <what>` when empty. */
export function Named(what: string) {
  return Type.String({ minLength: 1, reasons: { minLength: `must name ${what}` } });
}

/** One of a value set. */
export function Among<const V extends readonly string[]>(values: V): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values] });
}

/** Exactly this text, refused with `reason` otherwise. */
export function Exactly<const V extends string | boolean>(value: V, reason?: string): TLiteral<V> {
  return Type.Literal(
    value,
    reason === undefined ? {} : { reasons: { const: reason, type: reason } },
  );
}

/** A field a file may leave out, which then reads as `value` (as if written). */
export function Defaulted<T extends TSchema>(schema: T, value: Static<T>): T {
  return With(schema, { default: value });
}

/** A list of at least `min` items, `reason` when shorter. */
export function AtLeast<T extends TSchema>(min: number, items: T, reason?: string) {
  return Type.Array(items, {
    minItems: min,
    ...(reason === undefined ? {} : { reasons: { minItems: reason } }),
  });
}

/**
 * An object of the format. Fields it does not know are dropped (Ajv's removeAdditional), so a
 * file written for a newer minor version imports and nothing unknown reaches a record. `check`
 * names a rule over several fields (catalog-checks.ts).
 */
export function Fields<P extends TProperties>(
  properties: P,
  meta: Meta & { check?: CheckName } = {},
): TObject<P> {
  return Obj(properties, { additionalProperties: false, ...meta });
}

/**
 * One of several objects, told apart by the text of `tag` (Ajv's discriminator: only that
 * branch's fields are checked, defaulted and kept).
 */
export function Tagged<const B extends TObject[]>(
  tag: string,
  branches: B,
  reasons: Record<string, string>,
): TUnsafe<Static<B[number]>> {
  return Type.Unsafe<Static<B[number]>>({
    type: 'object',
    discriminator: { propertyName: tag },
    oneOf: branches,
    reasons,
  });
}

/** A map from identifiers to `values` (a payout table). */
export function IdMap<T extends TSchema>(values: T): TUnsafe<Record<string, Static<T>>> {
  return Type.Unsafe<Record<string, Static<T>>>({
    type: 'object',
    propertyNames: CatalogId,
    additionalProperties: values,
  });
}
