// A stream message refused, counted and logged (docs/decisions.md, "Live market data").
import type { StreamCounters } from '../../domain/stream-port';
import { StreamMessageError } from './stream-message-error';

/**
 * A message a stream refused: counted and logged with its venue and channel (a StreamMessageError
 * names them; anything else is named after the stream), never thrown further.
 */
export function refusedMessage(
  counters: StreamCounters,
  log: (line: string) => void,
  stream: string,
  error: unknown,
): void {
  counters.malformed += 1;
  const what =
    error instanceof StreamMessageError ? error.message : `${stream}: ${(error as Error).message}`;
  log(`message refused: ${what}`);
}
