// Text longer than a request definition allows (docs/decisions.md, "Bounded memory"). The limits
// are the definitions' own maxLength keywords: REST's schema validation refuses an over-long field
// from the derived schema, and the services run this walk over the same definition, so GraphQL's
// inputs, which reach the services without a JSON schema, meet the same limit.
import type { TSchema } from '@sinclair/typebox';
import { failOnProblems, type Problem } from '../domain/errors';
import { REF_TARGET } from './schema-kit';

/** Every string of `value` longer than its definition's maxLength, with its camelCase path. */
export function overLongFields(definition: TSchema, value: unknown, path = ''): Problem[] {
  const problems: Problem[] = [];
  walk(definition, value, path, problems);
  return problems;
}

/** Throws INVALID_REQUEST naming each over-long field and its limit, when there is any. */
export function failOnOverLongFields(definition: TSchema, value: unknown, path = ''): void {
  failOnProblems(overLongFields(definition, value, path));
}

/** The path text of the names walked so far (numbers are list indices). */
function pathOf(root: string, names: readonly (string | number)[]): string {
  let path = root;
  for (const name of names)
    path = typeof name === 'number' ? `${path}[${name}]` : path === '' ? name : `${path}.${name}`;
  return path;
}

/** Each definition's properties as entries, listed once (a large request walks them per item). */
const propertyLists = new WeakMap<object, [string, TSchema][]>();

function propertiesOf(properties: Record<string, TSchema>): [string, TSchema][] {
  let list = propertyLists.get(properties);
  if (!list) {
    list = Object.entries(properties);
    propertyLists.set(properties, list);
  }
  return list;
}

function walk(schema: TSchema, value: unknown, root: string, problems: Problem[]): void {
  // The names down to the value visited, pushed and popped: a large request allocates nothing
  // per value, and a path text is written only for a problem.
  const names: (string | number)[] = [];
  visit(schema, value);
  function visit(node: TSchema, at: unknown): void {
    const target = (node as { [REF_TARGET]?: TSchema })[REF_TARGET];
    if (target !== undefined) {
      visit(target, at);
      return;
    }
    if (typeof at === 'string') {
      const max: unknown = node.maxLength;
      if (typeof max === 'number' && longerThan(at, max))
        problems.push({
          path: pathOf(root, names),
          reason: `must not be longer than ${max} characters`,
        });
      return;
    }
    if (Array.isArray(at)) {
      const items = node.items as TSchema | undefined;
      if (items !== undefined)
        for (let i = 0; i < at.length; i++) {
          names.push(i);
          visit(items, at[i]);
          names.pop();
        }
      return;
    }
    const properties = node.properties as Record<string, TSchema> | undefined;
    if (typeof at !== 'object' || at === null || properties === undefined) return;
    for (const [name, property] of propertiesOf(properties)) {
      const field: unknown = (at as Record<string, unknown>)[name];
      if (field === undefined || field === null) continue;
      names.push(name);
      visit(property, field);
      names.pop();
    }
  }
}

/**
 * Code points, as JSON Schema (and ajv) count a string's length; a string no longer in UTF-16
 * units than the limit is within it, and counting stops at the limit, so a 7 MB field costs no
 * more than a short one.
 */
function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let count = 0;
  for (const _ of text) if (++count > max) return true;
  return false;
}
