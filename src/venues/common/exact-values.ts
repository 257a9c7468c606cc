// Exact conversions of venue values (issue "Venue adapters", item 4): cents to decimal dollars,
// epoch seconds and milliseconds to ISO 8601 UTC, JSON numbers to decimal text. Arithmetic goes
// through src/domain/arithmetic/decimal.ts; nothing passes through a binary float that could
// change a value.
import { canonicalDecimal, dec, formatDec, isDecimalText } from '../../domain/arithmetic/decimal';
import { canonicalTime } from '../../domain/market-data';
import type { JsonNode } from './json-node';

/** A price in dollars given as decimal text (Kalshi's `*_dollars`: "0.5600"), between 0 and 1. */
export function dollarsText(node: JsonNode): string {
  const text = decimalText(node);
  if (dec(text).lt(0) || dec(text).gt(1)) node.fail('must be a price in dollars between 0 and 1');
  return text;
}

/** Integer cents (Kalshi prices) to decimal dollars: 37 -> "0.37", 100 -> "1". */
export function centsToDollars(node: JsonNode): string {
  const cents = node.integer();
  if (cents < 0 || cents > 100) node.fail('must be a price in cents between 0 and 100');
  return formatDec(dec(cents).div(100));
}

/** A decimal given as a JSON string ("0.42") or a JSON number (0.42), as canonical text. */
export function decimalText(node: JsonNode): string {
  const v = node.value;
  // A JSON number reaches us as a double; its shortest round-trip text is the text the venue wrote
  // for any value of up to 15 significant digits, which covers every price and size venues publish.
  const text = typeof v === 'number' && Number.isFinite(v) ? plainNumberText(v) : v;
  if (typeof text !== 'string' || !isDecimalText(text))
    node.fail('must be a decimal number such as "0.42"');
  return canonicalDecimal(text);
}

function plainNumberText(v: number): string {
  const text = String(v);
  return /e/i.test(text) ? dec(text).toFixed() : text;
}

/** Seconds since the Unix epoch (a JSON integer or digit string) to ISO 8601 UTC. */
export function epochSecondsToIso(node: JsonNode): string {
  const seconds = node.integer();
  return isoOfMillis(seconds * 1000, node);
}

/** Milliseconds since the Unix epoch to ISO 8601 UTC (".123" kept when not whole seconds). */
export function epochMillisToIso(node: JsonNode): string {
  return isoOfMillis(node.integer(), node);
}

function isoOfMillis(ms: number, node: JsonNode): string {
  if (!Number.isSafeInteger(ms) || ms < 0 || ms > 253402300799999)
    node.fail('must be a Unix timestamp between 1970 and 9999');
  return tidyIso(new Date(ms).toISOString());
}

/** An ISO 8601 timestamp with a zone, as canonical UTC text ("2026-12-09T19:00:00Z"). */
export function isoTimestamp(node: JsonNode): string {
  const text = node.string();
  const zoned = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
  if (!zoned.test(text)) node.fail('must be an ISO 8601 timestamp with a zone');
  const normal = text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  if (!Number.isFinite(Date.parse(normal))) node.fail('must be an ISO 8601 timestamp with a zone');
  // Digits finer than a millisecond (Kalshi's microseconds) are kept as the venue wrote them.
  return tidyIso(canonicalTime(normal));
}

function tidyIso(iso: string): string {
  return iso.replace('.000Z', 'Z');
}
