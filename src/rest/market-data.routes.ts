// GET /quotes, /orderbooks, /trades, /price-history, /fees and /market-stats (DESIGN.md section 4):
// each selects listing_ids (repeated) or listing_id; unknown listings give no item.
import type { FastifyInstance } from 'fastify';
import { BAR_INTERVALS } from '../domain/market-data';
import { STATISTICS_WINDOWS } from '../domain/statistics';
import { LIMITS } from '../services/limits';
import type { ListingSelection } from '../services/market-data-service';
import type { Services } from '../services/services';
import {
  feeJson,
  orderBookJson,
  priceBarJson,
  quoteJson,
  statisticsJson,
  tradeJson,
} from './market-data.serialize';
import { errorResponses, listEnvelope, pagingParameters, primitives } from './schemas';
import { listJson } from './serialize';

const { id } = primitives;
const time = { type: 'string', format: 'date-time', description: 'ISO 8601' } as const;

const selector = {
  listing_id: { ...id, description: 'one listing; exclusive with listing_ids' },
  listing_ids: {
    type: 'array',
    items: id,
    minItems: 1,
    maxItems: LIMITS.marketDataListingsMax,
    description: `listings (repeated), at most ${LIMITS.marketDataListingsMax}; exclusive with listing_id`,
  },
} as const;

interface SelectorQuery {
  listing_id?: string;
  listing_ids?: string[];
}

interface TradesQuery extends SelectorQuery {
  start?: string;
  end?: string;
  page_size?: number;
  page_token?: string;
}

interface PriceHistoryQuery extends SelectorQuery {
  interval: string;
  start: string;
  end: string;
  page_size?: number;
  page_token?: string;
}

interface StatsQuery extends SelectorQuery {
  window: string;
}

const TAGS = ['Market data'];
const SELECTOR_NOTE =
  'Give listing_ids (repeated) or listing_id. Unknown listings, and listings without this data, give no item.';

function selection(q: SelectorQuery): ListingSelection {
  return { listingId: q.listing_id, listingIds: q.listing_ids };
}

function selectorOnly(): Record<string, unknown> {
  return { type: 'object', additionalProperties: false, properties: { ...selector } };
}

export function marketDataRoutes(app: FastifyInstance, services: Services): void {
  const md = services.marketData;

  app.get<{ Querystring: SelectorQuery }>(
    '/quotes',
    {
      schema: {
        operationId: 'listQuotes',
        summary: 'Current prices: best bid, best ask, midpoint and last of each listing',
        description: `${SELECTOR_NOTE} The latest quote, or the best levels of a newer order book; age_seconds is relative to the response time.`,
        tags: TAGS,
        querystring: selectorOnly(),
        response: { 200: listEnvelope('Quote'), ...errorResponses },
      },
    },
    async (request) => listJson(await md.quotes(selection(request.query)), quoteJson),
  );

  app.get<{ Querystring: SelectorQuery }>(
    '/orderbooks',
    {
      schema: {
        operationId: 'listOrderBooks',
        summary: 'Level-2 order books: both sides, best first, with observed_at',
        description: SELECTOR_NOTE,
        tags: TAGS,
        querystring: selectorOnly(),
        response: { 200: listEnvelope('OrderBook'), ...errorResponses },
      },
    },
    async (request) => listJson(await md.orderbooks(selection(request.query)), orderBookJson),
  );

  app.get<{ Querystring: TradesQuery }>(
    '/trades',
    {
      schema: {
        operationId: 'listTrades',
        summary: 'Trade prints, newest first, optionally within [start, end)',
        description: `${SELECTOR_NOTE} start after end is INVALID_REQUEST.`,
        tags: TAGS,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...selector,
            start: { ...time, description: 'inclusive' },
            end: { ...time, description: 'exclusive' },
            ...pagingParameters,
          },
        },
        response: { 200: listEnvelope('TradePrint'), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await md.trades({
        ...selection(q),
        start: q.start,
        end: q.end,
        pageSize: q.page_size,
        pageToken: q.page_token,
      });
      return listJson(result, tradeJson);
    },
  );

  app.get<{ Querystring: PriceHistoryQuery }>(
    '/price-history',
    {
      schema: {
        operationId: 'listPriceHistory',
        summary: 'OHLCV bars of one interval with start in [start, end), by listing and start',
        description: `${SELECTOR_NOTE} An interval a listing has no bars of is INVALID_REQUEST naming the listing's available intervals (coverage discloses them as available_intervals); start after end is INVALID_REQUEST.`,
        tags: TAGS,
        querystring: {
          type: 'object',
          required: ['interval', 'start', 'end'],
          additionalProperties: false,
          properties: {
            ...selector,
            interval: { type: 'string', enum: BAR_INTERVALS },
            start: { ...time, description: 'inclusive: bars starting at or after it' },
            end: { ...time, description: 'exclusive: bars starting before it' },
            ...pagingParameters,
          },
        },
        response: { 200: listEnvelope('PriceBar'), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await md.priceHistory({
        ...selection(q),
        interval: q.interval,
        start: q.start,
        end: q.end,
        pageSize: q.page_size,
        pageToken: q.page_token,
      });
      return listJson(result, priceBarJson);
    },
  );

  app.get<{ Querystring: SelectorQuery }>(
    '/fees',
    {
      schema: {
        operationId: 'listFees',
        summary: 'The published fee schedule in force for each listing',
        description: `${SELECTOR_NOTE} One item per listing and fee kind (TAKER, MAKER).`,
        tags: TAGS,
        querystring: selectorOnly(),
        response: { 200: listEnvelope('Fee'), ...errorResponses },
      },
    },
    async (request) => listJson(await md.fees(selection(request.query)), feeJson),
  );

  app.get<{ Querystring: StatsQuery }>(
    '/market-stats',
    {
      schema: {
        operationId: 'listMarketStats',
        summary: 'Trading statistics over a window ending at the response time',
        description:
          'Give listing_ids (repeated) or listing_id; unknown listings give no item. traded_quantity, traded_notional, trade_count, vwap, open_interest and liquidity, each with unit, currency, scope_key, source, method and as_of; a measure that cannot be computed has value null and a reason. Volume is counted once per venue order book: the YES and NO listings of one book report it under one scope_key.',
        tags: TAGS,
        querystring: {
          type: 'object',
          required: ['window'],
          additionalProperties: false,
          properties: { ...selector, window: { type: 'string', enum: STATISTICS_WINDOWS } },
        },
        response: { 200: listEnvelope('StatisticsRecord'), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await md.marketStats({ ...selection(q), window: q.window });
      return listJson(result, statisticsJson);
    },
  );
}
