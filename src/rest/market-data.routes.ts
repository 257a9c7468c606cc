// GET /quotes, /orderbooks, /trades, /price-history, /fees and /market-stats (docs/decisions.md):
// each selects listing_ids (repeated) or listing_id; unknown listings give no item.
import type { FastifyInstance } from 'fastify';
import {
  FeeListDefinition,
  OrderBookListDefinition,
  PriceBarListDefinition,
  QuoteListDefinition,
  StatisticsListDefinition,
  TradePrintListDefinition,
} from '../resources/lists';
import {
  ListingSelectionDefinition,
  MarketStatsQueryDefinition,
  PriceHistoryQueryDefinition,
  TradesQueryDefinition,
} from '../resources/market-data';
import type { Services } from '../services/services';
import { operation } from './operation';

const TAGS = ['Market data'];
const SELECTOR_NOTE =
  'Give listing_ids (repeated) or listing_id. Unknown listings, and listings without this data, give no item.';

export function marketDataRoutes(app: FastifyInstance, services: Services): void {
  const md = services.marketData;
  operation(
    app,
    {
      method: 'GET',
      url: '/quotes',
      operationId: 'listQuotes',
      summary: 'Current prices: best bid, best ask, midpoint and last of each listing',
      description: `${SELECTOR_NOTE} The latest quote, or the best levels of a newer order book; age_seconds is relative to the response time.`,
      tags: TAGS,
      request: ListingSelectionDefinition,
      response: QuoteListDefinition,
    },
    (query) => md.quotes(query),
  );
  operation(
    app,
    {
      method: 'GET',
      url: '/orderbooks',
      operationId: 'listOrderBooks',
      summary: 'Level-2 order books: both sides, best first, with observed_at',
      description: SELECTOR_NOTE,
      tags: TAGS,
      request: ListingSelectionDefinition,
      response: OrderBookListDefinition,
    },
    (query) => md.orderbooks(query),
  );
  operation(
    app,
    {
      method: 'GET',
      url: '/trades',
      operationId: 'listTrades',
      summary: 'Trade prints, newest first, optionally within [start, end)',
      description: `${SELECTOR_NOTE} start after end is INVALID_REQUEST.`,
      tags: TAGS,
      request: TradesQueryDefinition,
      response: TradePrintListDefinition,
    },
    (query) => md.trades(query),
  );
  operation(
    app,
    {
      method: 'GET',
      url: '/price-history',
      operationId: 'listPriceHistory',
      summary: 'OHLCV bars of one interval with start in [start, end), by listing and start',
      description: `${SELECTOR_NOTE} An interval a listing has no bars of is INVALID_REQUEST naming the listing's available intervals (coverage discloses them as available_intervals); start after end is INVALID_REQUEST.`,
      tags: TAGS,
      request: PriceHistoryQueryDefinition,
      response: PriceBarListDefinition,
    },
    (query) => md.priceHistory(query),
  );
  operation(
    app,
    {
      method: 'GET',
      url: '/fees',
      operationId: 'listFees',
      summary: 'The published fee schedule in force for each listing',
      description: `${SELECTOR_NOTE} One item per listing and fee kind (TAKER, MAKER).`,
      tags: TAGS,
      request: ListingSelectionDefinition,
      response: FeeListDefinition,
    },
    (query) => md.fees(query),
  );
  operation(
    app,
    {
      method: 'GET',
      url: '/market-stats',
      operationId: 'listMarketStats',
      summary: 'Trading statistics over a window ending at the response time',
      description:
        'Give listing_ids (repeated) or listing_id; unknown listings give no item. traded_quantity, traded_notional, trade_count, vwap, open_interest and liquidity, each with unit, currency, scope_key, source, method and as_of; a measure that cannot be computed has value null and a reason. Volume is counted once per venue order book: the YES and NO listings of one book report it under one scope_key.',
      tags: TAGS,
      request: MarketStatsQueryDefinition,
      response: StatisticsListDefinition,
    },
    (query) => md.marketStats(query),
  );
}
