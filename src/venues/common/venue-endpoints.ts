// The venues' public API roots a sync reads; configurable so a sync can be pointed at a simulator.

export interface VenueEndpoints {
  /** Kalshi Trade API v2, e.g. https://api.elections.kalshi.com/trade-api/v2 */
  readonly kalshi: string;
  /** Polymarket Gamma, e.g. https://gamma-api.polymarket.com */
  readonly polymarketGamma: string;
  /** Polymarket CLOB, e.g. https://clob.polymarket.com */
  readonly polymarketClob: string;
}

export const PUBLIC_ENDPOINTS: VenueEndpoints = {
  kalshi: 'https://api.elections.kalshi.com/trade-api/v2',
  polymarketGamma: 'https://gamma-api.polymarket.com',
  polymarketClob: 'https://clob.polymarket.com',
};
