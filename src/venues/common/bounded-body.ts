// The bounds of a venue response body, and of a stream's frame, before anything reads it as JSON
// (docs/decisions.md, "Venue response shapes"): its size, counted while it arrives (reading stops
// past the limit, so a body without end costs no more than the limit), and how deep its JSON
// nests, counted on the text before it is parsed: V8's JSON.parse takes any depth, but
// JSON.stringify, the adapters and the schema checks after it recurse, and 100,000 levels
// overflow the stack.

/**
 * The largest body read: about four times the largest page a pass asks for (50 Gamma events with
 * their markets, 1,000 Kalshi markets), so that a venue's large events still fit.
 */
export const BODY_BYTES_MAX = 32 * 1024 * 1024;

/**
 * The largest WebSocket frame a venue stream takes (the `maxPayload` of its socket; past it the
 * connection is closed with 1009 and opened again): the body's bound, about eight times the
 * largest frame a venue can send in the shapes the streams read, Polymarket's books for a batch
 * of 100 tokens with a level at every price of a 0.001 tick (docs/decisions.md, "Venue frame
 * shapes").
 */
export const FRAME_BYTES_MAX = BODY_BYTES_MAX;

/**
 * The deepest nesting of arrays and objects read: the venues' responses and frames nest under 10
 * levels.
 */
export const JSON_DEPTH_MAX = 64;

/** Attempt outcomes (VenueHttp) of a body past the bounds: not retried, the answer would repeat. */
export const TOO_LARGE = 'too large';
export const TOO_DEEP = 'too deep';

/** The body as UTF-8 text, or undefined once more than `maxBytes` arrived (the rest unread). */
export async function readBoundedText(
  response: Response,
  maxBytes: number,
): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return '';
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: brackets are counted outside
 * strings, in one pass and without recursion, so any text is measured in its length's time.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}
