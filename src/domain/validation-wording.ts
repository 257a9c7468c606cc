// Validation errors in words a person reads (docs/decisions.md, "Errors for people"): what a field
// expected, said as a rule ("a decimal number as text, such as \"12.5\"", "one of OPEN, CLOSED",
// "a string of at most 256 characters"), never as a regular expression or a schema keyword, and
// what it received, bounded and quoted so no input can forge or flood a message. REST's request
// validation (src/http/errors.ts) and GraphQL's scalars (src/graphql/scalars.ts) word their
// problems with it.
import { DECIMAL_PATTERN } from './arithmetic/decimal';

/** The decimal text format, in words. */
export const DECIMAL_IN_WORDS =
  'a decimal number as text: digits with an optional leading "-" and an optional fraction after one ".", no exponent or leading zeros, such as "12.5", "-0.25" or "3"';

/** An ISO 8601 UTC timestamp, in words. */
export const TIMESTAMP_IN_WORDS =
  'an ISO 8601 date and time with its offset, such as "2026-12-08T05:00:00Z"';

/** Patterns of the definitions, in words; a pattern not listed here is shown as it is. */
const PATTERNS_IN_WORDS: Readonly<Record<string, string>> = {
  [DECIMAL_PATTERN]: DECIMAL_IN_WORDS,
  '^rev-(0|[1-9][0-9]*)$': 'a revision as the service wrote it, such as "rev-12"',
};

/** Longest piece of a received text shown in a message. */
const RECEIVED_TEXT_MAX = 40;
/** Most allowed values listed by name. */
const ALLOWED_VALUES_MAX = 30;

/** Characters that print as nothing or reorder the text around them: shown as `\uXXXX`. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** JSON text of `value` with invisible and direction-changing characters escaped too. */
function quoted(value: string): string {
  return JSON.stringify(value).replace(
    INVISIBLE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * What was received, bounded and quoted: a text as JSON (its quotes and control characters
 * escaped) cut at 40 characters with its length said, a number as written, and other values by
 * kind.
 */
export function received(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    if (value.length <= RECEIVED_TEXT_MAX) return quoted(value);
    return `${quoted(value.slice(0, RECEIVED_TEXT_MAX)).slice(0, -1)}…" (${value.length} characters)`;
  }
  if (typeof value === 'number') {
    const text = String(value);
    return `the number ${text.length <= RECEIVED_TEXT_MAX ? text : `${text.slice(0, RECEIVED_TEXT_MAX)}…`}`;
  }
  if (typeof value === 'boolean') return `the boolean ${String(value)}`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** The allowed values, listed (the first 30 and a count when there are more). */
export function oneOf(values: readonly unknown[]): string {
  const shown = values
    .slice(0, ALLOWED_VALUES_MAX)
    .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  const more = values.length - shown.length;
  return `one of ${shown.join(', ')}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/** A pattern in words, when the definitions name it; else the pattern. */
export function patternInWords(pattern: string): string {
  return PATTERNS_IN_WORDS[pattern] ?? `text matching the pattern ${pattern}`;
}

/** "expected …; received …", the reason of a problem with a value. */
export function expectedReceived(expected: string, value: unknown): string {
  return `expected ${expected}; received ${received(value)}`;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** A JSON Schema type (or types) in words: `a string or null`. */
export function typeInWords(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' or ');
}

/** The parts of a schema node a wording reads. */
export interface SchemaNode {
  type?: unknown;
  enum?: readonly unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, unknown>;
  const?: unknown;
}

/**
 * What a schema node expects, in words, for a failed keyword: `enum` lists the values, `pattern`
 * names the format, `maxLength` says "a string of at most N characters", and so on. Undefined for
 * a keyword without a wording (the caller keeps the validator's own message).
 */
export function expectedOf(keyword: string, schema: SchemaNode): string | undefined {
  switch (keyword) {
    case 'type':
      return typeInWords(schema.type);
    case 'enum':
      return schema.enum ? oneOf(schema.enum) : undefined;
    case 'const':
      return `exactly ${JSON.stringify(schema.const)}`;
    case 'pattern':
      return schema.pattern === undefined ? undefined : patternInWords(schema.pattern);
    case 'format':
      return schema.format === 'date-time' ? TIMESTAMP_IN_WORDS : `a ${schema.format ?? ''} value`;
    case 'minLength':
      return schema.minLength === 1
        ? 'a non-empty string'
        : `a string of at least ${schema.minLength} characters`;
    case 'maxLength':
      return `a string of at most ${schema.maxLength} characters`;
    case 'minimum':
      return `${typeInWords(schema.type ?? 'number')} of at least ${schema.minimum}`;
    case 'maximum':
      return `${typeInWords(schema.type ?? 'number')} of at most ${schema.maximum}`;
    case 'exclusiveMinimum':
      return `${typeInWords(schema.type ?? 'number')} greater than ${schema.exclusiveMinimum}`;
    case 'exclusiveMaximum':
      return `${typeInWords(schema.type ?? 'number')} less than ${schema.exclusiveMaximum}`;
    case 'minItems':
      return `a list of at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`;
    case 'maxItems':
      return `a list of at most ${schema.maxItems} item${schema.maxItems === 1 ? '' : 's'}`;
    default:
      return undefined;
  }
}

/** The known fields of an object node, for a field it does not know. */
export function knownFields(schema: SchemaNode): string | undefined {
  const names = Object.keys(schema.properties ?? {});
  return names.length === 0 ? undefined : oneOf(names);
}
