// The catalog's rules, checked on the import draft wherever it comes from (docs/decisions.md,
// "One write path: the draft checked by the catalog's rules"). The format is defined once
// (catalog-schema.ts); two schemas are derived from it, so no rule is stated twice:
// - the file's form (`CATALOG_FILE_FORM`): field names, JSON types, literals, what a file may leave
//   out (defaults) and what it may hold unknown. A file is checked by it before it is read into
//   the draft (import-catalog.ts);
// - the catalog's rules (`DRAFT_RULES`), over the draft's camelCase names: identifiers, decimals,
//   UTC timestamps, value sets, counts, ranges and the rules over several fields
//   (catalog-checks.ts). A draft's form is its type; the rules are what a type cannot say.
// A problem names the file's field (`$.markets[0].outcomes[1].listings[0].listing_id`): where a
// person fixes a value, and what a draft that a venue page became is written as (`adapt`).
import type { TSchema } from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import { ServiceError } from '../domain/errors';
import { REF_TARGET, Ref } from '../resources/schema-kit';
import { CatalogSchema, type CatalogDocument } from './catalog-schema';
import { camelCase, type ImportDraft } from './import-draft';
import { locatedProblems, orderedProblems, type Located } from './schema-problems';
import { compiled } from './shape-check';

/** Keywords of the catalog's rules, left out of the file's form. */
const RULE_KEYWORDS = new Set([
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'minItems',
  'minimum',
  'propertyNames',
  'identifier',
  'check',
]);

/**
 * Keywords whose failures the file's form tells. The rules keep them where Ajv needs them to
 * find its way (a tagged object's branch by its literal tag), never to report.
 */
const FORM_KEYWORDS = new Set(['type', 'required', 'const', 'discriminator', 'oneOf']);

/** A tuple's length keywords: part of its form on both sides (see `derive`). */
const TUPLE_LENGTH = new Set(['minItems', 'maxItems', 'additionalItems']);

/** Keywords whose value is a schema, or a list or map of schemas. */
const SCHEMA_VALUED = new Set([
  'items',
  'additionalProperties',
  'propertyNames',
  'oneOf',
  'anyOf',
  'allOf',
]);

type Side = 'file' | 'draft';
type Node = Record<string | symbol, unknown>;

const definitions: Record<Side, Map<object, TSchema>> = { file: new Map(), draft: new Map() };

/** The side's copy of a definition that others refer to by `$id`, made once. */
function definition(target: TSchema, side: Side): TSchema {
  let made = definitions[side].get(target);
  if (made === undefined) {
    made = { ...(derive(target, side) as TSchema), $id: `${target.$id}.${side}` };
    definitions[side].set(target, made);
  }
  return made;
}

function derive(node: unknown, side: Side): unknown {
  if (Array.isArray(node)) return node.map((n) => derive(n, side));
  if (typeof node !== 'object' || node === null) return node;
  const target = (node as Node)[REF_TARGET] as TSchema | undefined;
  // A reference may carry keywords of its own use (a default).
  const out: Node = target !== undefined ? { ...Ref(definition(target, side)) } : {};
  // A tuple's length is its form (a price level is [price, size]); the rules keep it for Ajv,
  // which wants it stated beside the items, and never report it.
  const tuple = Array.isArray((node as Node).items);
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref') continue;
    if (tuple && TUPLE_LENGTH.has(key)) {
      out[key] = value;
      continue;
    }
    if (side === 'file' && RULE_KEYWORDS.has(key)) continue;
    // The draft is whole: nothing to default, nothing unknown to leave out.
    if (
      side === 'draft' &&
      (key === 'default' || (key === 'additionalProperties' && value === false))
    )
      continue;
    if (key === 'properties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Node).map(([name, v]) => [named(name, side), derive(v, side)]),
      );
    } else if (key === 'required') {
      out[key] = (value as string[]).map((name) => named(name, side));
    } else if (key === 'discriminator') {
      const { propertyName } = value as { propertyName: string };
      out[key] = { propertyName: named(propertyName, side) };
    } else {
      out[key] = SCHEMA_VALUED.has(key) ? derive(value, side) : value;
    }
  }
  return out;
}

function named(name: string, side: Side): string {
  return side === 'draft' ? camelCase(name) : name;
}

/** The file's form: what a file is checked by before it is read into the draft. */
export const CATALOG_FILE_FORM = derive(CatalogSchema, 'file') as typeof CatalogSchema;

/** The catalog's rules over a draft, which has no `format`: that is the file's. */
const DRAFT_RULES = ((): TSchema => {
  const rules = derive(CatalogSchema, 'draft') as TSchema & {
    properties: Node;
    required: string[];
  };
  const { format: _format, ...properties } = rules.properties;
  return { ...rules, properties, required: rules.required.filter((n) => n !== 'format') };
})();

let checkForm: ValidateFunction<CatalogDocument> | undefined;

/**
 * Checks a file's form in place: on success it is the format's shape, its defaults applied and its
 * unknown fields removed, so pass a value of the caller's own.
 */
export function checkFileForm(
  json: unknown,
): { ok: true; value: CatalogDocument } | { ok: false; problems: Located[] } {
  checkForm ??= compiled(CATALOG_FILE_FORM);
  if (checkForm(json)) return { ok: true, value: json };
  return { ok: false, problems: locatedProblems(checkForm.errors ?? []) };
}

let checkRules: ValidateFunction | undefined;

/** The rules `draft` breaks, each at the file's field (`filePath`). */
export function draftRuleProblems(draft: unknown): Located[] {
  checkRules ??= compiled(DRAFT_RULES);
  if (checkRules(draft)) return [];
  const broken = (checkRules.errors ?? []).filter(
    (e) =>
      !FORM_KEYWORDS.has(e.keyword) &&
      !(TUPLE_LENGTH.has(e.keyword) && Array.isArray((e.parentSchema as Node | undefined)?.items)),
  );
  return locatedProblems(broken).map((l) => ({ ...l, segments: filePath(l.segments) }));
}

/**
 * Refuses a draft that breaks a rule of the catalog, as a file that does is refused: the same
 * code, message and problems (`<source> is not a valid settlegraph catalog`).
 */
export function validateDraft(draft: ImportDraft, source = 'catalog'): ImportDraft {
  const problems = draftRuleProblems(draft);
  if (problems.length > 0) throw invalidCatalog(source, problems);
  return draft;
}

/** The error of a catalog with problems, listed in the order of the format's fields. */
export function invalidCatalog(source: string, problems: readonly Located[]): ServiceError {
  return new ServiceError('INVALID_REQUEST', `${source} is not a valid settlegraph catalog`, {
    problems: orderedProblems(CATALOG_FILE_FORM, problems),
  });
}

/** The definition a reference names, or the node itself. */
function resolved(node: Node | undefined): Node | undefined {
  return (node?.[REF_TARGET] as Node | undefined) ?? node;
}

/** The definition's field `name` stands for on the `side` given, with the name the file gives it. */
function fieldOf(node: Node | undefined, name: string, side: Side): [string, Node] | undefined {
  const branches = [node, ...((node?.oneOf as Node[] | undefined) ?? [])];
  for (const branch of branches) {
    const properties = branch?.properties as Record<string, Node> | undefined;
    for (const [file, schema] of Object.entries(properties ?? {}))
      if (named(file, side) === name) return [file, schema];
  }
  return undefined;
}

/** What an item or a map's value of `node` is defined by. */
function inner(node: Node | undefined, segment: string): Node | undefined {
  const items = node?.items as Node | Node[] | undefined;
  if (items !== undefined && /^\d+$/.test(segment))
    return Array.isArray(items) ? items[Number(segment)] : items;
  const values = node?.additionalProperties;
  return typeof values === 'object' ? (values as Node) : undefined;
}

/**
 * The path map: a draft path's segments as the file's. Field names are the file's in camelCase;
 * item indexes and map keys (a payout table's identifiers) are the same in both.
 */
export function filePath(segments: readonly string[]): string[] {
  let node: Node | undefined = CatalogSchema as unknown as Node;
  return segments.map((segment) => {
    node = resolved(node);
    const field = fieldOf(node, segment, 'draft');
    if (field !== undefined) {
      node = field[1];
      return field[0];
    }
    node = inner(node, segment);
    return segment;
  });
}

/**
 * A file's value with its field names the draft's: how the rules read a file whose form is
 * wrong, which the file-to-draft conversion (draft-from-catalog.ts) cannot read.
 */
export function draftNamed(
  value: unknown,
  node: Node | undefined = CatalogSchema as never,
): unknown {
  const at = resolved(node);
  if (Array.isArray(value)) return value.map((v, i) => draftNamed(v, inner(at, String(i))));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, v]) => {
      const field = fieldOf(at, name, 'file');
      return field !== undefined
        ? [camelCase(name), draftNamed(v, field[1])]
        : [name, draftNamed(v, inner(at, name))];
    }),
  );
}
