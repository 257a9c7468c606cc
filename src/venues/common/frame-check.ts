// A venue stream's text frame checked before anything reads it (docs/decisions.md, "Venue frame
// shapes"): nested at most JSON_DEPTH_MAX deep (counted on the text, bounded-body.ts), JSON, and
// each message of a type the streams read of its published shape (venue-frames.ts), every text
// field read within the REST write path's bounds. A frame that is not is refused whole, with a
// StreamMessageError naming its venue, its message type and the JSON path, as the stream parsers
// refuse a message they cannot read; what is known of the frame goes with the refusal so that the
// stream can tell which books the frame named (refused-frames.ts). The frame's size is bounded before it
// arrives whole, by the socket (stream-socket.ts, FRAME_BYTES_MAX).
import { isPolymarketPong } from '../polymarket/parse-polymarket-stream';
import { StreamMessageError } from './stream-message-error';
import { frameJson } from './stream-values';
import type { Venue } from './venue-model';
import { JSON_DEPTH_MAX, nestsDeeperThan } from './bounded-body';
import { ajv, firstError, jsonPath, messageOf, type Validate } from './venue-ajv';
import {
  KALSHI_FRAMES,
  KALSHI_LIST_SUBSCRIPTIONS,
  POLYMARKET_EVENTS,
  type VenueFrameShape,
} from '../kalshi/kalshi-frames';

/** What is known of a refused frame: its JSON, or why it was not read as JSON. */
export type RefusedFrame =
  | { readonly json: unknown }
  /** Not JSON: a text the venues send no market data in (Polymarket's `INVALID OPERATION`). */
  | { readonly unread: 'not JSON' }
  /** Not parsed at all: what it held cannot be told. */
  | { readonly unread: 'too deep' };

export type CheckedFrame =
  /** JSON whose messages of the types read are of their published shapes. */
  | { readonly kind: 'json'; readonly json: unknown }
  /** Polymarket's answer to the keep-alive PING. */
  | { readonly kind: 'pong' }
  | ({ readonly kind: 'refused'; readonly error: StreamMessageError } & RefusedFrame);

/** One frame of Kalshi's WebSocket API: one message object, named by its `type`. */
export function checkKalshiFrame(text: string): CheckedFrame {
  const read = readJson('kalshi', text);
  if (read.kind !== 'json') return read;
  const frame = read.json as { type?: unknown; msg?: unknown } | null;
  if (typeof frame !== 'object' || frame === null || typeof frame.type !== 'string') return read;
  const shape =
    frame.type === 'ok' && Array.isArray(frame.msg)
      ? KALSHI_LIST_SUBSCRIPTIONS
      : KALSHI_BY_TYPE.get(frame.type);
  const error = shape && problemOf(shape, frame, '$');
  return error ? { kind: 'refused', error, json: read.json } : read;
}

/** One frame of Polymarket's market channel: an event or a list of them, each with its `event_type`. */
export function checkPolymarketFrame(text: string): CheckedFrame {
  if (isPolymarketPong(text)) return { kind: 'pong' };
  const read = readJson('polymarket', text);
  if (read.kind !== 'json') return read;
  const events = Array.isArray(read.json) ? (read.json as unknown[]) : [read.json];
  for (const [index, event] of events.entries()) {
    const type = (event as { event_type?: unknown } | null)?.event_type;
    const shape = typeof type === 'string' ? POLYMARKET_BY_TYPE.get(type) : undefined;
    const error = shape && problemOf(shape, event, Array.isArray(read.json) ? `$[${index}]` : '$');
    if (error) return { kind: 'refused', error, json: read.json };
  }
  return read;
}

/** The frame's JSON, or its refusal: nested too deep (not parsed at all), or not JSON. */
function readJson(venue: Venue, text: string): CheckedFrame {
  // Not parsed: V8 parses any depth, but a frame of the size bound so nested takes seconds.
  if (nestsDeeperThan(text, JSON_DEPTH_MAX))
    return {
      kind: 'refused',
      unread: 'too deep',
      error: new StreamMessageError(
        venue,
        'frame',
        '$',
        `JSON nested deeper than ${JSON_DEPTH_MAX} levels`,
      ),
    };
  try {
    return { kind: 'json', json: frameJson(venue, text).value };
  } catch (error) {
    if (error instanceof StreamMessageError) return { kind: 'refused', unread: 'not JSON', error };
    throw error;
  }
}

function problemOf(
  shape: VenueFrameShape,
  value: unknown,
  root: string,
): StreamMessageError | undefined {
  const validate = validatorOf(shape);
  if (validate(value)) return undefined;
  const error = firstError(validate);
  return new StreamMessageError(
    shape.venue,
    shape.type,
    jsonPath(root, error),
    `not the published shape of ${shape.schema.title}: ${messageOf(error)}`,
  );
}

// Maps, not objects: a type such as "constructor" must not find a shape.
const KALSHI_BY_TYPE = new Map(KALSHI_FRAMES.map((shape) => [shape.type, shape]));
const POLYMARKET_BY_TYPE = new Map(POLYMARKET_EVENTS.map((shape) => [shape.type, shape]));

function validatorOf(shape: VenueFrameShape): Validate {
  const id = shape.schema.$id;
  let validate = ajv.getSchema(id);
  if (!validate) {
    ajv.addSchema(shape.schema);
    validate = ajv.getSchema(id)!;
  }
  return validate;
}
