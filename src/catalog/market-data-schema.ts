// The market-data rows of the catalog (docs/catalog-format.md, `market_data`) and of NDJSON ingest
// files (one row per line with a `type`): the shape only. Prices against payout units, books,
// conflicts and listings are checked by plan-market-data.ts.
import { Type, type Static } from '@sinclair/typebox';
import {
  BAR_INTERVALS,
  FEE_FORMULAS,
  FEE_KINDS,
  FEE_ROUNDINGS,
  TAKER_SIDES,
} from '../domain/market-data';
import { QUOTE_SOURCES } from '../domain/value-sets';
import { Optional } from '../resources/schema-kit';
import {
  Among,
  AtLeast,
  CatalogDecimal,
  CatalogId,
  Defaulted,
  Fields,
  UtcTimestamp,
} from './catalog-fields';

/** [price, size]: one price level. */
const Level = Type.Tuple([CatalogDecimal, CatalogDecimal]);

export const QuoteRowSchema = Fields({
  listing_id: CatalogId,
  bid: Optional(CatalogDecimal),
  ask: Optional(CatalogDecimal),
  bid_size: Optional(CatalogDecimal),
  ask_size: Optional(CatalogDecimal),
  last: Optional(CatalogDecimal),
  observed_at: UtcTimestamp,
  /** ORDERBOOK: the top of an L2 book written with it (the venue streams'); else the venue's quote. */
  source: Optional(Among(QUOTE_SOURCES)),
});

/**
 * An L2 book: `bids` and `asks` of the listing, or (a binary venue that publishes YES bids and NO
 * bids only, such as Kalshi) `yes_bids` and `no_bids` given on the YES listing, which the import
 * normalises into the books of both the YES and the NO listing.
 */
export const OrderbookRowSchema = Fields({
  listing_id: CatalogId,
  observed_at: UtcTimestamp,
  bids: Optional(Type.Array(Level)),
  asks: Optional(Type.Array(Level)),
  yes_bids: Optional(Type.Array(Level)),
  no_bids: Optional(Type.Array(Level)),
});

export const TradeRowSchema = Fields({
  trade_id: CatalogId,
  listing_id: CatalogId,
  price: CatalogDecimal,
  quantity: CatalogDecimal,
  taker_side: Among(TAKER_SIDES),
  executed_at: UtcTimestamp,
});

export const BarRowSchema = Fields({
  listing_id: CatalogId,
  interval: Among(BAR_INTERVALS),
  start: UtcTimestamp,
  open: CatalogDecimal,
  high: CatalogDecimal,
  low: CatalogDecimal,
  close: CatalogDecimal,
  volume: CatalogDecimal,
});

export const FeeRowSchema = Fields({
  venue: CatalogId,
  listing_ids: AtLeast(1, CatalogId),
  kind: Among(FEE_KINDS),
  formula: Among(FEE_FORMULAS),
  rate: CatalogDecimal,
  rounding: Defaulted(Among(FEE_ROUNDINGS), 'NONE'),
  /** When the line takes effect (a venue's scheduled change); absent: in force already. */
  effective_from: Optional(UtcTimestamp),
});

export const MarketDataSchema = Fields({
  quotes: Defaulted(Type.Array(QuoteRowSchema), []),
  orderbooks: Defaulted(Type.Array(OrderbookRowSchema), []),
  trades: Defaulted(Type.Array(TradeRowSchema), []),
  price_history: Defaulted(Type.Array(BarRowSchema), []),
  fees: Defaulted(Type.Array(FeeRowSchema), []),
});

export type QuoteRow = Static<typeof QuoteRowSchema>;
export type OrderbookRow = Static<typeof OrderbookRowSchema>;
export type TradeRow = Static<typeof TradeRowSchema>;
export type BarRow = Static<typeof BarRowSchema>;
export type FeeRow = Static<typeof FeeRowSchema>;

/** The line types of an NDJSON ingest file and the row each holds. */
export const NDJSON_ROW_SCHEMAS = {
  quote: QuoteRowSchema,
  orderbook: OrderbookRowSchema,
  trade: TradeRowSchema,
  bar: BarRowSchema,
  fee: FeeRowSchema,
} as const;
export type NdjsonRowType = keyof typeof NDJSON_ROW_SCHEMAS;
