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
import { errorResponses } from './components';
import { restCodec, restSchema } from './rest-codec';

const selection = restCodec(ListingSelectionDefinition);
const tradesQuery = restCodec(TradesQueryDefinition);
const priceHistoryQuery = restCodec(PriceHistoryQueryDefinition);
const statsQuery = restCodec(MarketStatsQueryDefinition);
const quotes = restCodec(QuoteListDefinition);
const orderBooks = restCodec(OrderBookListDefinition);
const trades = restCodec(TradePrintListDefinition);
const priceBars = restCodec(PriceBarListDefinition);
const fees = restCodec(FeeListDefinition);
const statistics = restCodec(StatisticsListDefinition);

const TAGS = ['Market data'];
const SELECTOR_NOTE =
  'Give listing_ids (repeated) or listing_id. Unknown listings, and listings without this data, give no item.';

export function marketDataRoutes(app: FastifyInstance, services: Services): void {
  const md = services.marketData;

  app.get(
    '/quotes',
    {
      schema: {
        operationId: 'listQuotes',
        summary: 'Current prices: best bid, best ask, midpoint and last of each listing',
        description: `${SELECTOR_NOTE} The latest quote, or the best levels of a newer order book; age_seconds is relative to the response time.`,
        tags: TAGS,
        querystring: restSchema(ListingSelectionDefinition),
        response: { 200: restSchema(QuoteListDefinition), ...errorResponses },
      },
    },
    async (request) => quotes.toRest(await md.quotes(selection.fromRest(request.query))),
  );

  app.get(
    '/orderbooks',
    {
      schema: {
        operationId: 'listOrderBooks',
        summary: 'Level-2 order books: both sides, best first, with observed_at',
        description: SELECTOR_NOTE,
        tags: TAGS,
        querystring: restSchema(ListingSelectionDefinition),
        response: { 200: restSchema(OrderBookListDefinition), ...errorResponses },
      },
    },
    async (request) => orderBooks.toRest(await md.orderbooks(selection.fromRest(request.query))),
  );

  app.get(
    '/trades',
    {
      schema: {
        operationId: 'listTrades',
        summary: 'Trade prints, newest first, optionally within [start, end)',
        description: `${SELECTOR_NOTE} start after end is INVALID_REQUEST.`,
        tags: TAGS,
        querystring: restSchema(TradesQueryDefinition),
        response: { 200: restSchema(TradePrintListDefinition), ...errorResponses },
      },
    },
    async (request) => trades.toRest(await md.trades(tradesQuery.fromRest(request.query))),
  );

  app.get(
    '/price-history',
    {
      schema: {
        operationId: 'listPriceHistory',
        summary: 'OHLCV bars of one interval with start in [start, end), by listing and start',
        description: `${SELECTOR_NOTE} An interval a listing has no bars of is INVALID_REQUEST naming the listing's available intervals (coverage discloses them as available_intervals); start after end is INVALID_REQUEST.`,
        tags: TAGS,
        querystring: restSchema(PriceHistoryQueryDefinition),
        response: { 200: restSchema(PriceBarListDefinition), ...errorResponses },
      },
    },
    async (request) =>
      priceBars.toRest(await md.priceHistory(priceHistoryQuery.fromRest(request.query))),
  );

  app.get(
    '/fees',
    {
      schema: {
        operationId: 'listFees',
        summary: 'The published fee schedule in force for each listing',
        description: `${SELECTOR_NOTE} One item per listing and fee kind (TAKER, MAKER).`,
        tags: TAGS,
        querystring: restSchema(ListingSelectionDefinition),
        response: { 200: restSchema(FeeListDefinition), ...errorResponses },
      },
    },
    async (request) => fees.toRest(await md.fees(selection.fromRest(request.query))),
  );

  app.get(
    '/market-stats',
    {
      schema: {
        operationId: 'listMarketStats',
        summary: 'Trading statistics over a window ending at the response time',
        description:
          'Give listing_ids (repeated) or listing_id; unknown listings give no item. traded_quantity, traded_notional, trade_count, vwap, open_interest and liquidity, each with unit, currency, scope_key, source, method and as_of; a measure that cannot be computed has value null and a reason. Volume is counted once per venue order book: the YES and NO listings of one book report it under one scope_key.',
        tags: TAGS,
        querystring: restSchema(MarketStatsQueryDefinition),
        response: { 200: restSchema(StatisticsListDefinition), ...errorResponses },
      },
    },
    async (request) => statistics.toRest(await md.marketStats(statsQuery.fromRest(request.query))),
  );
}
