// What a venue states as data, read leniently (docs/venue-adapters.md, "Venue facts"): a fact
// that is absent, null or of another type than the venue documents is left out, never refused, so
// a record that is otherwise fine is kept whatever its facts hold. Decimals stay the exact text the
// venue wrote; instants become ISO 8601 UTC.
import type { VenueFacts } from '../../domain/settlement-terms/term-inputs';
import { decimalText, isoTimestamp } from './exact-values';
import type { JsonNode } from './json-node';

/** The member when the node is an object and it is present, else undefined. */
function member(node: JsonNode, key: string): JsonNode | undefined {
  return node.isObject() ? node.opt(key) : undefined;
}

export function factText(node: JsonNode, key: string): string | undefined {
  const value = member(node, key)?.value;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function factBoolean(node: JsonNode, key: string): boolean | undefined {
  const value = member(node, key)?.value;
  return typeof value === 'boolean' ? value : undefined;
}

/** A decimal written as a JSON number or decimal text, as canonical decimal text. */
export function factDecimal(node: JsonNode, key: string): string | undefined {
  const child = member(node, key);
  if (!child) return undefined;
  try {
    return decimalText(child);
  } catch {
    return undefined;
  }
}

/** An ISO 8601 instant with a zone, as canonical UTC text. */
export function factTime(node: JsonNode, key: string): string | undefined {
  const child = member(node, key);
  if (!child) return undefined;
  try {
    return isoTimestamp(child);
  } catch {
    return undefined;
  }
}

/** The string items of an array member (items of another type left out). */
export function factStrings(node: JsonNode, key: string): string[] {
  const value = member(node, key)?.value;
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/** An object member's string values by key (values of another type left out). */
export function factStringMap(
  node: JsonNode,
  key: string,
): Readonly<Record<string, string>> | undefined {
  const child = member(node, key);
  if (!child?.isObject()) return undefined;
  const entries = Object.entries(child.value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** `settlement_sources: [{name, url}]`; an item without a string URL or name is left out. */
export function factSources(node: JsonNode, key: string): { name: string; url: string }[] {
  const value = member(node, key)?.value;
  if (!Array.isArray(value)) return [];
  const sources: { name: string; url: string }[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, url } = item as { name?: unknown; url?: unknown };
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    if (text(name) === '' && text(url) === '') continue;
    sources.push({ name: text(name), url: text(url) });
  }
  return sources;
}

/** The facts without the members left undefined or empty; undefined when none is left. */
export function compactFacts(facts: VenueFacts): VenueFacts | undefined {
  const kept = Object.entries(facts).filter(
    ([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0),
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** Distinct non-empty strings in their first order. */
export function distinct(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined && v.trim() !== ''))];
}
