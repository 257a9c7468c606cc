// REST's names: the specification's snake_case, derived from the camelCase of the resource
// definitions and the services by one rule (docs/architecture.md, "One definition per resource").
import type { NameRenderer } from '../domain/errors';

const CAMEL_WORD = /[a-z][A-Za-z0-9]*/g;

/** `marketIds` -> `market_ids`. Names that are not camelCase (`TAKER`, `1h`) stay as they are. */
export function snakeName(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * A camelCase path in REST's names: `fairValues[2].payoutCurrency` -> `fair_values[2].payout_currency`;
 * several joined with "," each. Indexes and snake_case names are kept.
 */
export const snakePath: NameRenderer = (path) =>
  path.replace(CAMEL_WORD, (word) => (/[A-Z]/.test(word) ? snakeName(word) : word));

const PLACEHOLDER =
  /\{([A-Za-z][A-Za-z0-9]*(?:\[\d+\])*(?:\.[A-Za-z][A-Za-z0-9]*(?:\[\d+\])*)*)\}/g;

/** Documentation text whose `{name}` placeholders name fields: rendered in REST's names. */
export function snakeText(text: string): string {
  return text.replace(PLACEHOLDER, (_match, path: string) => snakePath(path));
}
