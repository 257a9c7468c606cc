// JSON schemas of the market-data resources (shapes the specification leaves open; paths in
// DESIGN.md section 4): list-envelope items, decimal strings, ISO 8601 UTC, one listing each.
import {
  BAR_INTERVALS,
  FEE_FORMULAS,
  FEE_KINDS,
  FEE_ROUNDINGS,
  TAKER_SIDES,
} from '../domain/market-data';
import { STATISTIC_NAMES, STATISTICS_WINDOWS } from '../domain/statistics';
import { primitives } from './schemas';

const { str, decimal, timestamp } = primitives;
const nullableDecimal = { ...decimal, type: ['string', 'null'] } as const;
const levels = { type: 'array', items: { $ref: 'PriceLevel#' } } as const;
const ageSeconds = {
  type: 'integer',
  minimum: 0,
  description: 'whole seconds from observed_at to the response time',
} as const;

export const marketDataSchemas = [
  {
    $id: 'PriceLevel',
    type: 'object',
    required: ['price', 'size'],
    properties: { price: decimal, size: decimal },
  },
  {
    $id: 'Quote',
    type: 'object',
    description:
      "A listing's top of book. Prices are of the listing's own outcome (a NO listing's prices are NO prices).",
    required: [
      'listing_id',
      'bid',
      'bid_size',
      'ask',
      'ask_size',
      'midpoint',
      'last',
      'observed_at',
      'age_seconds',
      'source',
    ],
    properties: {
      listing_id: str,
      bid: { ...nullableDecimal, description: 'best bid; null when none' },
      bid_size: nullableDecimal,
      ask: { ...nullableDecimal, description: 'best ask; null when none' },
      ask_size: nullableDecimal,
      midpoint: { ...nullableDecimal, description: '(bid + ask) / 2, exact; null without both' },
      last: {
        ...nullableDecimal,
        description: 'last traded price as published, else the latest print; null when unknown',
      },
      observed_at: timestamp,
      age_seconds: ageSeconds,
      source: {
        type: 'string',
        enum: ['QUOTE', 'ORDERBOOK'],
        description:
          "QUOTE: the venue's published top of book; ORDERBOOK: the best levels of a newer L2 book",
      },
    },
  },
  {
    $id: 'OrderBook',
    type: 'object',
    description:
      "A listing's latest L2 book: bids highest first, asks lowest first. A venue that publishes YES and NO bids only (Kalshi) is normalised: a NO bid at p is a YES ask at payout_unit − p.",
    required: ['listing_id', 'observed_at', 'age_seconds', 'bids', 'asks'],
    properties: {
      listing_id: str,
      observed_at: timestamp,
      age_seconds: ageSeconds,
      bids: levels,
      asks: levels,
    },
  },
  {
    $id: 'TradePrint',
    type: 'object',
    description: 'One trade print of a listing, identified by its venue trade ID.',
    required: ['trade_id', 'listing_id', 'price', 'quantity', 'taker_side', 'executed_at'],
    properties: {
      trade_id: str,
      listing_id: str,
      price: decimal,
      quantity: decimal,
      taker_side: { type: 'string', enum: TAKER_SIDES },
      executed_at: timestamp,
    },
  },
  {
    $id: 'PriceBar',
    type: 'object',
    description: 'An OHLCV bar covering [start, start + interval).',
    required: ['listing_id', 'interval', 'start', 'open', 'high', 'low', 'close', 'volume'],
    properties: {
      listing_id: str,
      interval: { type: 'string', enum: BAR_INTERVALS },
      start: timestamp,
      open: decimal,
      high: decimal,
      low: decimal,
      close: decimal,
      volume: { ...decimal, description: 'quantity traded in the bar' },
    },
  },
  {
    $id: 'Fee',
    type: 'object',
    description: 'One line of the published fee schedule in force for a listing.',
    required: ['listing_id', 'venue', 'kind', 'formula', 'rate', 'rounding', 'description'],
    properties: {
      listing_id: str,
      venue: str,
      kind: { type: 'string', enum: FEE_KINDS },
      formula: {
        type: 'string',
        enum: FEE_FORMULAS,
        description:
          'RATE_NOTIONAL: rate × quantity × price; RATE_PRICE_COMPLEMENT: rate × quantity × price × (1 − price)',
      },
      rate: decimal,
      rounding: { type: 'string', enum: FEE_ROUNDINGS },
      description: str,
    },
  },
  {
    $id: 'Statistic',
    type: 'object',
    required: ['name', 'value', 'unit', 'currency', 'scope_key', 'source', 'method', 'as_of'],
    properties: {
      name: { type: 'string', enum: STATISTIC_NAMES },
      value: {
        ...nullableDecimal,
        description:
          'null when the measure cannot be computed (then reason says why); never a zero standing in',
      },
      reason: { ...str, description: 'present when value is null' },
      unit: str,
      currency: { type: ['string', 'null'] },
      scope_key: {
        ...str,
        description:
          'venue:venue_market_id for venue-market values (volume, liquidity, open interest: the YES and NO listings of one book report the same key, so summing distinct keys never double counts); venue:venue_market_id:venue_outcome_id for listing prices (vwap)',
      },
      source: str,
      method: { ...str, description: 'how the value is computed' },
      as_of: timestamp,
    },
  },
  {
    $id: 'StatisticsRecord',
    type: 'object',
    required: ['listing_id', 'window', 'window_start', 'window_end', 'statistics'],
    properties: {
      listing_id: str,
      window: { type: 'string', enum: STATISTICS_WINDOWS },
      window_start: {
        ...timestamp,
        description:
          "the actual start: window_end minus the window, but not before the venue market's history starts (lifetime: the history start)",
      },
      window_end: { ...timestamp, description: 'the response observation time (exclusive)' },
      statistics: { type: 'array', items: { $ref: 'Statistic#' } },
    },
  },
] as const;
