// A typed walk over parsed JSON that knows where it is: every read names its JSON path, and a value
// of the wrong shape throws a PayloadError with that path. Venue parsers read payloads only
// through this, so no `any` reaches the adapters.
import { failureReason, PayloadError } from './payload-error';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export class JsonNode {
  constructor(
    readonly value: unknown,
    readonly path = '$',
  ) {}

  fail(reason: string, path = this.path): never {
    throw new PayloadError(path, reason);
  }

  /**
   * Reads the record at this node: a failure that is not a PayloadError (a library's exception
   * on a value it cannot take) becomes one at this node's path, so one record's fault is reported,
   * and quarantined by the sync, with the record, as a value of the wrong shape is.
   */
  within<T>(read: () => T): T {
    try {
      return read();
    } catch (error) {
      if (error instanceof PayloadError) throw error;
      return this.fail(failureReason(error));
    }
  }

  isObject(): boolean {
    return typeof this.value === 'object' && this.value !== null && !Array.isArray(this.value);
  }

  isArray(): boolean {
    return Array.isArray(this.value);
  }

  has(key: string): boolean {
    return this.isObject() && (this.value as Record<string, unknown>)[key] !== undefined;
  }

  /** The member `key` (which may be absent: its value is then undefined). */
  get(key: string): JsonNode {
    if (!this.isObject()) this.fail('must be an object');
    const child = /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)
      ? `${this.path}.${key}`
      : `${this.path}[${JSON.stringify(key)}]`;
    return new JsonNode((this.value as Record<string, unknown>)[key], child);
  }

  /** The member `key`, which must be present and not null. */
  need(key: string): JsonNode {
    const child = this.get(key);
    if (child.value === undefined || child.value === null) child.fail('missing required field');
    return child;
  }

  /** The member `key` when present and not null. */
  opt(key: string): JsonNode | undefined {
    const child = this.get(key);
    return child.value === undefined || child.value === null ? undefined : child;
  }

  items(): JsonNode[] {
    if (!Array.isArray(this.value)) this.fail('must be an array');
    return (this.value as unknown[]).map((v, i) => new JsonNode(v, `${this.path}[${i}]`));
  }

  string(): string {
    if (typeof this.value !== 'string') this.fail('must be a string');
    return this.value;
  }

  /** A non-empty string: identifiers. */
  id(): string {
    const text = this.string();
    if (text.trim() === '') this.fail('must be a non-empty identifier');
    return text;
  }

  boolean(): boolean {
    if (typeof this.value !== 'boolean') this.fail('must be true or false');
    return this.value;
  }

  /** A JSON integer (or a string of decimal digits), as a safe JS integer. */
  integer(): number {
    const v = this.value;
    const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) this.fail('must be an integer');
    return n;
  }

  /** The JSON text of the value, for equality checks of duplicates. */
  canonical(): string {
    return JSON.stringify(sortKeys(this.value as Json));
  }
}

/**
 * The named members that are text or numbers, verbatim (a number by its shortest round-trip text,
 * the text the venue wrote): what settlement-term spans point into.
 */
export function venueTexts(
  node: JsonNode,
  keys: readonly string[],
): { field: string; text: string }[] {
  const out: { field: string; text: string }[] = [];
  for (const field of keys) {
    const value = node.opt(field)?.value;
    if (typeof value === 'string' && value !== '') out.push({ field, text: value });
    else if (typeof value === 'number' && Number.isFinite(value))
      out.push({ field, text: String(value) });
  }
  return out;
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys(value[k]!)]),
    );
  }
  return value;
}
