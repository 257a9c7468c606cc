// Problems found in one WebSocket frame of a venue's market-data feed. Like PayloadError for saved
// payloads (payload-error.ts), each names where it was found: the venue, the channel or message
// type, and the JSON path inside the frame. A frame is read whole or refused whole.
import { PayloadError } from './payload-error';
import type { Venue } from './venue-model';

/** Thrown by a stream parser at the first problem of a frame; no event of the frame is kept. */
export class StreamMessageError extends Error {
  constructor(
    readonly venue: Venue,
    /** The channel or message type read (`price_change`, `orderbook_delta`), or `frame`. */
    readonly channel: string,
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${venue} ${channel}: ${path}: ${reason}`);
  }
}

/** Runs the reader of one message, its PayloadError becoming a StreamMessageError. */
export function readMessage<T>(venue: Venue, channel: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof PayloadError)
      throw new StreamMessageError(venue, channel, error.path, error.reason);
    throw error;
  }
}
