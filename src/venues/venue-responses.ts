// Every venue response a sync pass reads, of both venues (the test of the recorded fixtures goes
// through them all).
import type { VenueResponseShape } from './common/venue-response-shape';
import {
  KALSHI_CANDLESTICKS,
  KALSHI_EVENT,
  KALSHI_EVENTS,
  KALSHI_MARKETS,
  KALSHI_ORDERBOOK,
  KALSHI_SERIES,
  KALSHI_SERIES_FEE_CHANGES,
  KALSHI_STRUCTURED_TARGETS,
  KALSHI_TRADES,
} from './kalshi/kalshi-responses';
import {
  CLOB_BOOKS,
  CLOB_PRICES_HISTORY,
  GAMMA_EVENTS,
  GAMMA_SPORTS,
  GAMMA_TEAMS,
} from './polymarket/polymarket-responses';

/** Every response a pass reads (the test of the recorded fixtures goes through them all). */
export const VENUE_RESPONSES: readonly VenueResponseShape[] = [
  KALSHI_EVENTS,
  KALSHI_EVENT,
  KALSHI_MARKETS,
  KALSHI_SERIES,
  KALSHI_SERIES_FEE_CHANGES,
  KALSHI_ORDERBOOK,
  KALSHI_TRADES,
  KALSHI_CANDLESTICKS,
  KALSHI_STRUCTURED_TARGETS,
  GAMMA_EVENTS,
  CLOB_BOOKS,
  CLOB_PRICES_HISTORY,
  GAMMA_TEAMS,
  GAMMA_SPORTS,
];
