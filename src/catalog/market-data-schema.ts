// The market-data rows of the catalog (docs/catalog-format.md, `market_data`) and of NDJSON ingest
// files (one row per line with a `type`): the shape only. Prices against payout units, books,
// conflicts and listings are checked by plan-market-data.ts.
import { z } from 'zod';
import { isDecimalText } from '../domain/arithmetic/decimal';
import {
  BAR_INTERVALS,
  FEE_FORMULAS,
  FEE_KINDS,
  FEE_ROUNDINGS,
  TAKER_SIDES,
} from '../domain/market-data';
import { QUOTE_SOURCES } from '../domain/value-sets';
import { identifierProblem } from '../domain/identifiers';
import { LIMITS } from '../domain/limits';

/** The field types catalogs share with ingest files (catalog-schema.ts imports them). */
export const id = z
  .string()
  .min(1, 'must be a non-empty string')
  .max(LIMITS.idLengthMax, `must be at most ${LIMITS.idLengthMax} characters`)
  .superRefine((value, ctx) => {
    const problem = identifierProblem(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  });
export const decimal = z.string().refine(isDecimalText, 'must be a decimal string such as "0.42"');
export const timestamp = z.iso.datetime({
  message: 'must be an ISO 8601 UTC timestamp such as 2026-11-20T14:00:00Z',
});
/** [price, size]: one price level. */
const level = z.tuple([decimal, decimal]);

export const quoteRow = z.object({
  listing_id: id,
  bid: decimal.optional(),
  ask: decimal.optional(),
  bid_size: decimal.optional(),
  ask_size: decimal.optional(),
  last: decimal.optional(),
  observed_at: timestamp,
  /** ORDERBOOK: the top of an L2 book written with it (the venue streams'); else the venue's quote. */
  source: z.enum(QUOTE_SOURCES).optional(),
});

/**
 * An L2 book: `bids` and `asks` of the listing, or (a binary venue that publishes YES bids and NO
 * bids only, such as Kalshi) `yes_bids` and `no_bids` given on the YES listing, which the import
 * normalises into the books of both the YES and the NO listing.
 */
export const orderbookRow = z.object({
  listing_id: id,
  observed_at: timestamp,
  bids: z.array(level).optional(),
  asks: z.array(level).optional(),
  yes_bids: z.array(level).optional(),
  no_bids: z.array(level).optional(),
});

export const tradeRow = z.object({
  trade_id: id,
  listing_id: id,
  price: decimal,
  quantity: decimal,
  taker_side: z.enum(TAKER_SIDES),
  executed_at: timestamp,
});

export const barRow = z.object({
  listing_id: id,
  interval: z.enum(BAR_INTERVALS),
  start: timestamp,
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  volume: decimal,
});

export const feeRow = z.object({
  venue: id,
  listing_ids: z.array(id).min(1),
  kind: z.enum(FEE_KINDS),
  formula: z.enum(FEE_FORMULAS),
  rate: decimal,
  rounding: z.enum(FEE_ROUNDINGS).default('NONE'),
  /** When the line takes effect (a venue's scheduled change); absent: in force already. */
  effective_from: timestamp.optional(),
});

export const marketDataSchema = z.object({
  quotes: z.array(quoteRow).default([]),
  orderbooks: z.array(orderbookRow).default([]),
  trades: z.array(tradeRow).default([]),
  price_history: z.array(barRow).default([]),
  fees: z.array(feeRow).default([]),
});

export type QuoteRow = z.infer<typeof quoteRow>;
export type OrderbookRow = z.infer<typeof orderbookRow>;
export type TradeRow = z.infer<typeof tradeRow>;
export type BarRow = z.infer<typeof barRow>;
export type FeeRow = z.infer<typeof feeRow>;

/** The line types of an NDJSON ingest file and the row each holds. */
export const NDJSON_ROW_SCHEMAS = {
  quote: quoteRow,
  orderbook: orderbookRow,
  trade: tradeRow,
  bar: barRow,
  fee: feeRow,
} as const;
export type NdjsonRowType = keyof typeof NDJSON_ROW_SCHEMAS;
