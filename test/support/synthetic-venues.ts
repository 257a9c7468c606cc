// A venue pair of any size for the venue simulator (venue-simulator.ts), in the venues' current
// shapes (test/fixtures/venues/SOURCES.md): Kalshi events of `greater` threshold ladders in the
// fixed-point fields, Polymarket Gamma events of "↑ X" ladders. Every market is open with a top
// of book; each event is one family of interval scenarios. Deterministic: the same size gives
// the same venues.
import type { SimulatedVenues } from './venue-simulator';

type Json = Record<string, unknown>;

export interface SyntheticSize {
  /** Events per venue. */
  readonly events: number;
  /** Binary markets per event (two listings each). */
  readonly marketsPerEvent: number;
}

const OPEN = '2026-11-01T00:00:00Z';
const CLOSE = '2026-12-31T22:00:00Z';

export function syntheticVenues(size: SyntheticSize): SimulatedVenues {
  const kalshiEvents: Json[] = [];
  const gammaEvents: Json[] = [];
  for (let e = 0; e < size.events; e++) {
    const eventTicker = `KXSYN${e}-26DEC31`;
    const markets: Json[] = [];
    const gammaMarkets: Json[] = [];
    for (let m = 0; m < size.marketsPerEvent; m++) {
      const strike = 100 + m * 5;
      const bid = (0.05 + ((e + m) % 80) / 100).toFixed(4);
      const ask = (Number(bid) + 0.02).toFixed(4);
      markets.push({
        ticker: `${eventTicker}-T${strike}`,
        event_ticker: eventTicker,
        market_type: 'binary',
        title: `Will index ${e} close above ${strike} on Dec 31, 2026?`,
        subtitle: `Above ${strike}`,
        yes_sub_title: `Above ${strike}`,
        no_sub_title: `${strike} or below`,
        open_time: OPEN,
        close_time: CLOSE,
        status: 'active',
        result: '',
        rules_primary: `If index ${e} closes above ${strike} on Dec 31, 2026, then the market resolves to Yes.`,
        rules_secondary: '',
        strike_type: 'greater',
        floor_strike: strike,
        price_level_structure: 'linear_cent',
        price_ranges: [{ start: '0.0000', end: '1.0000', step: '0.0100' }],
        fractional_trading_enabled: false,
        yes_bid_dollars: bid,
        yes_ask_dollars: ask,
        no_bid_dollars: (1 - Number(ask)).toFixed(4),
        no_ask_dollars: (1 - Number(bid)).toFixed(4),
        last_price_dollars: bid,
        yes_bid_size_fp: '100.00',
        yes_ask_size_fp: '100.00',
      });
      const id = 7_000_000 + e * size.marketsPerEvent + m;
      gammaMarkets.push({
        id: String(id),
        question: `Index ${e} above ${strike}k on December 31?`,
        conditionId: `0x${id.toString(16).padStart(64, '0')}`,
        slug: `index-${e}-above-${strike}k-december-31`,
        clobTokenIds: JSON.stringify([`${id}1`, `${id}2`]),
        outcomes: '["Yes","No"]',
        outcomePrices: JSON.stringify([bid, (1 - Number(bid)).toFixed(4)]),
        description: `This market resolves to "Yes" if index ${e} closes above ${strike},000 on December 31, 2026. Otherwise "No".`,
        resolutionSource: 'https://example.org/index',
        startDate: OPEN,
        endDate: CLOSE,
        active: true,
        closed: false,
        groupItemTitle: `↑ ${strike},000`,
        orderPriceMinTickSize: 0.01,
      });
    }
    kalshiEvents.push({
      event_ticker: eventTicker,
      series_ticker: `KXSYN${e}`,
      title: `Index ${e} on Dec 31, 2026`,
      sub_title: 'On Dec 31, 2026',
      mutually_exclusive: false,
      category: 'Economics',
      markets,
    });
    gammaEvents.push({
      id: String(800_000 + e),
      title: `Index ${e} on December 31?`,
      description: `Where will index ${e} close on December 31, 2026?`,
      negRisk: false,
      tags: [{ label: 'Economics', slug: 'economics' }],
      resolutionSource: 'https://example.org/index',
      markets: gammaMarkets,
    });
  }
  return {
    kalshiEvents,
    kalshiSeries: new Map(),
    kalshiFeeChanges: [],
    kalshiBooks: new Map(),
    kalshiTrades: [],
    kalshiCandles: new Map(),
    gammaEvents,
    clobBooks: new Map(),
    clobHistory: new Map(),
    kalshiStructuredTargets: [],
    gammaTeams: [],
    gammaSports: [],
  };
}
