// Values of WebSocket frames, read exactly with the readers of saved payloads (exact-values.ts).
// Timestamps take the canonical text of market data (canonicalTime: millisecond digits always, the
// venue's finer digits when it gives them), so the events of a stream order as text.
import { canonicalTime } from '../../domain/market-data';
import { decimalText, isoTimestamp } from './exact-values';
import { JsonNode } from './json-node';
import { StreamMessageError } from './stream-message-error';
import type { Venue } from './venue-model';

/** The JSON of one text frame; other text is refused, quoted. */
export function frameJson(venue: Venue, text: string): JsonNode {
  try {
    return new JsonNode(JSON.parse(text));
  } catch {
    const quoted = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
    throw new StreamMessageError(venue, 'frame', '$', `not JSON: ${quoted}`);
  }
}

/** A size or count: decimal text, not negative. */
export function sizeText(node: JsonNode): string {
  const text = decimalText(node);
  if (text.startsWith('-')) node.fail('must not be negative');
  return text;
}

/** Milliseconds since the Unix epoch (a JSON integer or digit string). */
export function epochMillisTime(node: JsonNode): string {
  const ms = node.integer();
  if (ms < 0 || ms > 253402300799999) node.fail('must be a Unix time in milliseconds (1970-9999)');
  return canonicalTime(new Date(ms).toISOString());
}

/** Seconds since the Unix epoch. */
export function epochSecondsTime(node: JsonNode): string {
  const seconds = node.integer();
  if (seconds < 0 || seconds > 253402300799)
    node.fail('must be a Unix time in seconds (1970-9999)');
  return canonicalTime(new Date(seconds * 1000).toISOString());
}

/** An RFC 3339 timestamp, at its own precision ("…32.539836022Z" keeps its nanoseconds). */
export function rfc3339Time(node: JsonNode): string {
  return canonicalTime(isoTimestamp(node));
}

/**
 * The finest of a message's times: its RFC 3339 text when that carries digits finer than a
 * millisecond, else its milliseconds, else the text, else its seconds; undefined without any.
 */
export function finestTime(times: {
  text?: JsonNode | undefined;
  millis?: JsonNode | undefined;
  seconds?: JsonNode | undefined;
}): string | undefined {
  const text = times.text && rfc3339Time(times.text);
  if (text !== undefined && text.length > '2026-01-01T00:00:00.000Z'.length) return text;
  if (times.millis) return epochMillisTime(times.millis);
  if (text !== undefined) return text;
  return times.seconds && epochSecondsTime(times.seconds);
}
