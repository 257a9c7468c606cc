// A catalog's or an NDJSON row's validation problems as a person reads them (docs/decisions.md,
// "Errors for people"): the JSON path of the field, the reason, and what was received, bounded
// and quoted as REST's validation quotes it (src/domain/validation-wording.ts). A schema node
// may give a keyword's reason in its `reasons` (catalog-fields.ts); else the reason says what the
// node expects. Problems are listed in the order of the format's fields, as a reader meets them.
import type { ErrorObject } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import type { Problem } from '../domain/errors';
import { REF_TARGET } from '../resources/schema-kit';
import {
  expectedOf,
  expectedReceived,
  received,
  typeInWords,
  type SchemaNode,
} from '../domain/validation-wording';

interface Node extends SchemaNode {
  [REF_TARGET]?: Node;
  reasons?: Record<string, string>;
  items?: Node | Node[];
  oneOf?: Node[];
  properties?: Record<string, Node>;
  additionalProperties?: Node | boolean;
}

/** A problem at its path's segments (field names, item indexes, map keys), before it is written. */
export interface Located {
  segments: string[];
  reason: string;
}

/** Every problem of Ajv's `errors` against `schema`, paths written below `root`. */
export function schemaProblems(
  schema: TSchema,
  errors: readonly ErrorObject[],
  root = '$',
): Problem[] {
  return orderedProblems(schema, locatedProblems(errors), root);
}

/** Ajv's `errors` as problems at their segments, in Ajv's order. */
export function locatedProblems(errors: readonly ErrorObject[]): Located[] {
  const keys = mapKeys(errors);
  return errors.flatMap((e, i) => locate(e, keys.get(i)));
}

/** The problems in the order of `schema`'s fields, their paths written below `root`. */
export function orderedProblems(
  schema: TSchema,
  located: readonly Located[],
  root = '$',
): Problem[] {
  return located
    .map((l) => ({ l, key: orderKey(schema as Node, l.segments) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ l }) => ({ path: pathText(root, l.segments), reason: l.reason }));
}

/**
 * The map key each error is about, by the error's index. A key that is no identifier (a payout
 * table's) fails in the identifier's own definition, which Ajv reports at the map, the key as
 * its value, followed by a `propertyNames` error that names the key.
 */
function mapKeys(errors: readonly ErrorObject[]): Map<number, string> {
  const keys = new Map<number, string>();
  errors.forEach((error, i) => {
    const key = (error.params as { propertyName?: unknown }).propertyName;
    if (error.keyword !== 'propertyNames' || typeof key !== 'string') return;
    for (let j = i - 1; j >= 0; j--) {
      const inner = errors[j]!;
      if (inner.keyword === 'propertyNames' || inner.instancePath !== error.instancePath) break;
      if (inner.data === key) keys.set(j, key);
    }
  });
  return keys;
}

function locate(error: ErrorObject, key: string | undefined): Located[] {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (key !== undefined) segments.push(key);
  const node = (error.parentSchema ?? {}) as Node;
  const params = error.params as Record<string, unknown>;
  const data: unknown = error.data;
  // Its key's own errors tell what is wrong with the key (mapKeys).
  if (error.keyword === 'propertyNames') return [];
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const property = resolved(node.properties?.[missing]) ?? {};
      const given = property.reasons?.required;
      const reason =
        given !== undefined
          ? withReceived(given, undefined)
          : `is required: expected ${property.type !== undefined ? typeInWords(property.type) : 'a value'}; received nothing`;
      return [{ segments: [...segments, missing], reason }];
    }
    case 'discriminator':
      // The tag is the field at fault; the object's own reason says what it must be.
      return [{ segments: [...segments, String(params.tag)], reason: reasonOf(error, node, data) }];
    case 'identifier':
      return [{ segments, reason: withReceived(error.message ?? '', params.received) }];
    case 'check':
      return [{ segments, reason: error.message ?? 'is not valid' }];
    default:
      return [{ segments, reason: reasonOf(error, node, data) }];
  }
}

function reasonOf(error: ErrorObject, node: Node, value: unknown): string {
  const given = node.reasons?.[error.keyword];
  if (given !== undefined) return withReceived(given, value);
  const expected = expectedOf(error.keyword, node);
  return expected !== undefined
    ? expectedReceived(expected, value)
    : withReceived(error.message ?? error.keyword, value);
}

/**
 * The reason with the value received, where it does not say it already. A list or an object is
 * left out: the reason of an object's rule names one of its fields, not the whole object.
 */
function withReceived(reason: string, value: unknown): string {
  if (/\breceived\b/.test(reason) || (typeof value === 'object' && value !== null)) return reason;
  return `${reason}; received ${received(value)}`;
}

/** `$.markets[3].payout_unit`: the path in JSONPath, as every problem of ours names it. */
function pathText(root: string, segments: readonly string[]): string {
  let path = root;
  for (const s of segments)
    path += /^\d+$/.test(s)
      ? `[${s}]`
      : /^[A-Za-z_][A-Za-z0-9_]*$/.test(s)
        ? `.${s}`
        : `[${JSON.stringify(s)}]`;
  return path;
}

/**
 * Where a path falls in the format: each field by its place among its object's fields, each item
 * by its index. Ajv reports an object's missing fields before its fields' own problems; ordered
 * so, a missing field is listed where the reader would look for it.
 */
function orderKey(schema: Node, segments: readonly string[]): number[] {
  const key: number[] = [];
  let node: Node | undefined = schema;
  for (const s of segments) {
    node = resolved(node);
    if (node === undefined) {
      key.push(0);
      continue;
    }
    const branch: Node = node.oneOf?.find((b) => b.properties?.[s] !== undefined) ?? node;
    if (branch.properties?.[s] !== undefined) {
      key.push(Object.keys(branch.properties).indexOf(s));
      node = branch.properties[s];
    } else if (/^\d+$/.test(s) && branch.items !== undefined) {
      key.push(Number(s));
      node = Array.isArray(branch.items) ? branch.items[Number(s)] : branch.items;
    } else {
      // A map's key: Ajv lists them in the file's order already.
      key.push(0);
      node =
        typeof branch.additionalProperties === 'object' ? branch.additionalProperties : undefined;
    }
  }
  return key;
}

/** The definition a reference names, or the node itself. */
function resolved(node: Node | undefined): Node | undefined {
  return node?.[REF_TARGET] ?? node;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
