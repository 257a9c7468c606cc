// The building blocks of the resource definitions: TypeBox schemas (JSON Schema with static
// types, docs/decisions.md "One definition per resource") written in the order the OpenAPI
// document shows their keywords. TypeBox puts a builder's options before the keywords it makes;
// the REST transform moves `type` to the front, and the helpers below place the rest, so a node
// prints exactly as written here.
import {
  Type,
  type Static,
  type TArray,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';
import { DECIMAL_PATTERN } from '../domain/arithmetic/decimal';
import type { Text } from '../domain/errors';
import { LIMITS } from '../domain/limits';

export type { Static } from '@sinclair/typebox';
/** A property that may be absent. */
export { Optional } from '@sinclair/typebox';

type Meta = Record<string, unknown>;

/** Text. */
export const Str = Type.String();

/** A service or native identifier: at least one character. */
export const Id = Type.String({ minLength: 1, maxLength: LIMITS.idLengthMax });

/** A list of identifiers. */
export const Ids = Type.Array(Type.String());

/** Decimal text (the wire format of every price, quantity and payout). */
export const Decimal = Type.String({
  pattern: DECIMAL_PATTERN,
  description: 'decimal number as text',
});

/** Decimal text given in a request: bounded, as every text a request holds. */
export const DecimalInput = With(Decimal, { maxLength: LIMITS.decimalLengthMax });

/** A label of the caller's own (a fair value's source): non-empty, bounded. */
export const Label = Type.String({ minLength: 1, maxLength: LIMITS.sourceLengthMax });

/** An ISO 8601 UTC timestamp. */
export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });

export const Bool = Type.Boolean();

export const Int = Type.Integer();

/** A schema with more keywords after its own (`{...Str, description}` keeps `type` first). */
export function With<T extends TSchema>(schema: T, meta: Meta): T {
  return Object.assign({ ...schema }, meta);
}

/** One of a domain value set, as a string enum. */
export function OneOf<const V extends readonly string[]>(
  values: V,
  meta: Meta = {},
): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...meta });
}

/**
 * A string typed by a value set but printed as plain text: the specification leaves such a set
 * open ("CREATED is a shown value"), so clients must accept others.
 */
export function OpenOneOf<const V extends readonly string[]>(
  _values: V,
  meta: Meta = {},
): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', ...meta });
}

/** A string of a value set or null. */
export function NullableOneOf<const V extends readonly string[]>(
  values: V,
  meta: Meta = {},
): TUnsafe<V[number] | null> {
  return Type.Unsafe<V[number] | null>({
    type: ['string', 'null'],
    enum: [...values, null],
    ...meta,
  });
}

/** The schema or null: its `type` becomes `[type, 'null']` in place. */
export function Nullable<T extends TSchema>(schema: T, meta: Meta = {}): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'], ...meta });
}

/**
 * An array: `lead` keywords come before `items`, `meta` after it, as the OpenAPI document shows
 * them (`{type, minItems, items}` or `{type, items, minItems}`).
 */
export function List<T extends TSchema>(items: T, meta: Meta = {}, lead: Meta = {}): TArray<T> {
  return Object.assign(Type.Array(items, lead), meta);
}

/** An array or null. */
export function NullableList<T extends TSchema>(
  items: T,
  meta: Meta = {},
): TUnsafe<Static<T>[] | null> {
  return Type.Unsafe<Static<T>[] | null>({ type: ['array', 'null'], ...meta, items });
}

/**
 * An object whose unknown properties are refused (request bodies and query strings), printed
 * `{type, required, additionalProperties, ..., properties}`.
 */
export function Closed<P extends TProperties>(properties: P, meta: Meta = {}): TObject<P> {
  const { properties: props, ...head } = Type.Object(properties);
  return { ...head, additionalProperties: false, ...meta, properties: props };
}

/**
 * An object: `meta` ($id, description) printed after `type`, before `required`. The required
 * list is the properties not Optional, in order, unless `meta.required` lists them otherwise.
 */
export function Obj<P extends TProperties>(
  properties: P,
  meta: Meta & { required?: (keyof P & string)[] } = {},
): TObject<P> {
  const schema = Type.Object(properties, meta);
  if (meta.required) Object.assign(schema, { required: meta.required });
  return schema;
}

/**
 * Where a `$ref` points, for the transforms to follow it: symbol-keyed, so never printed, and
 * enumerable, so TypeBox's Optional (a copy) keeps it.
 */
export const REF_TARGET = Symbol.for('settlegraph.refTarget');

/** A reference to a shared component (a definition with an `$id`): `{$ref: 'Event#'}`. */
export function Ref<T extends TSchema>(schema: T): TUnsafe<Static<T>> {
  if (schema.$id === undefined) throw new Error('a $ref needs a definition with an $id');
  const ref = Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });
  Object.defineProperty(ref, REF_TARGET, { value: schema, enumerable: true });
  return ref;
}

/** Marks text that may name fields (a Message): each API renders the names in its own words.
 * Symbol-keyed and enumerable, as REF_TARGET. */
export const TEXT = Symbol.for('settlegraph.text');

/** Text naming fields or parameters (a reason, a method): a string on the wire. */
export function Words(meta: Meta = {}): TUnsafe<Text> {
  const words = Type.Unsafe<Text>({ type: 'string', ...meta });
  Object.defineProperty(words, TEXT, { value: true, enumerable: true });
  return words;
}
