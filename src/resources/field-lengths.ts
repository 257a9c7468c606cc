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

function walk(schema: TSchema, value: unknown, path: string, problems: Problem[]): void {
  const target = (schema as { [REF_TARGET]?: TSchema })[REF_TARGET];
  if (target !== undefined) {
    walk(target, value, path, problems);
    return;
  }
  if (typeof value === 'string') {
    const max: unknown = schema.maxLength;
    if (typeof max === 'number' && longerThan(value, max))
      problems.push({ path, reason: `must not be longer than ${max} characters` });
    return;
  }
  if (Array.isArray(value)) {
    const items = schema.items as TSchema | undefined;
    if (items !== undefined)
      value.forEach((item, i) => walk(items, item, `${path}[${i}]`, problems));
    return;
  }
  const properties = schema.properties as Record<string, TSchema> | undefined;
  if (typeof value !== 'object' || value === null || properties === undefined) return;
  for (const [name, property] of Object.entries(properties)) {
    const field: unknown = (value as Record<string, unknown>)[name];
    if (field !== undefined && field !== null)
      walk(property, field, path === '' ? name : `${path}.${name}`, problems);
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
