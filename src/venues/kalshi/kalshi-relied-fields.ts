// What the sync relies on in each venue response it reads (docs/venue-adapters.md, "Shapes relied
// on" and "Shapes validated"): for each object of the published response, the fields the adapters
// read, whether they cannot do without one, and the bound of its text. derive-venue-schemas.ts
// takes the published types of these fields and nothing else: a venue adds fields every few
// months, and a field no adapter reads must not refuse a response. The published `required`
// lists are not taken either: they name fields no adapter reads (Kalshi requires `market_type`),
// and the recorded responses of the older eras lack fields they require.

/** A field's text bound, the REST write path's (src/domain/limits.ts). */
export type TextBound = 'id' | 'label' | 'text' | 'decimal';

export type JsonSchema = { readonly [keyword: string]: unknown };

export interface ReliedField {
  /** The adapter fails without it (JsonNode.need): required and not null. Else null is absence. */
  readonly need?: boolean;
  /** The bound of the field's strings (in lists too): identifiers and times, labels, free text. */
  readonly text?: TextBound;
  /** A field read that the published document lacks: its schema, and where it comes from. */
  readonly unpublished?: { readonly schema: JsonSchema; readonly source: string };
  /**
   * The fields read inside an object the published document writes inline (`product_metadata`,
   * a frame's `msg`), or inside the objects of an inline list (a book's levels).
   */
  readonly fields?: ReliedFields;
}

export type ReliedFields = Readonly<Record<string, ReliedField>>;

export type VenueApi = 'Kalshi' | 'Polymarket Gamma' | 'Polymarket CLOB';

/** One response the sync reads, and the published document that describes it. */
export interface PublishedResponse {
  /** The derived schema's name: src/sync/venue-shapes/schemas/<name>.json. */
  readonly name: string;
  readonly api: VenueApi;
  /** The published document, under test/fixtures/venues/schemas/ (SOURCES.md there). */
  readonly document: string;
  readonly path: string;
  readonly method: 'get' | 'post';
  /** The fields read of each object of the response, by its name among the components. */
  readonly objects: Readonly<Record<string, ReliedFields>>;
  /** Objects that must hold one of several fields: the same thing in two eras of the API. */
  readonly oneOfPresent?: Readonly<Record<string, readonly string[]>>;
}

/** A field the reader cannot do without, with the bound of its text. */
export const need = (text?: TextBound): ReliedField =>
  text ? { need: true, text } : { need: true };
export const id: ReliedField = { text: 'id' };
export const label: ReliedField = { text: 'label' };
export const text: ReliedField = { text: 'text' };
export const decimal: ReliedField = { text: 'decimal' };
export const read: ReliedField = {};

const KALSHI_SETTLEMENT_SOURCE: ReliedFields = { name: label, url: label };

const KALSHI_EVENT: ReliedFields = {
  event_ticker: need('id'),
  series_ticker: need('id'),
  mutually_exclusive: need(),
  title: need('label'),
  sub_title: label,
  category: label,
  settlement_sources: read,
  product_metadata: {
    fields: {
      competition: {
        text: 'label',
        unpublished: {
          schema: { type: ['string', 'number'] },
          source:
            'the competition of a sports event, inside the free-form `product_metadata` (docs/venue-adapters.md, "Cross-venue families")',
        },
      },
    },
  },
  markets: read,
};

/** The market fields of docs/venue-adapters.md's table, in their fixed-point names. */
const KALSHI_MARKET: ReliedFields = {
  ticker: need('id'),
  event_ticker: need('id'),
  title: need('label'),
  subtitle: label,
  yes_sub_title: label,
  status: need('label'),
  result: label,
  open_time: need('id'),
  close_time: need('id'),
  expiration_time: id,
  settlement_ts: id,
  updated_time: id,
  rules_primary: need('text'),
  rules_secondary: text,
  early_close_condition: text,
  strike_type: label,
  floor_strike: read,
  cap_strike: read,
  price_ranges: read,
  fractional_trading_enabled: {
    unpublished: {
      schema: { type: 'boolean' },
      source: 'the market field of the SDK models (docs/venue-adapters.md, "Shapes relied on")',
    },
  },
  yes_bid_dollars: decimal,
  yes_ask_dollars: decimal,
  no_bid_dollars: decimal,
  no_ask_dollars: decimal,
  last_price_dollars: decimal,
  yes_bid_size_fp: decimal,
  yes_ask_size_fp: decimal,
};

const KALSHI_PRICE_RANGE: ReliedFields = {
  start: need('decimal'),
  end: need('decimal'),
  step: need('decimal'),
};

const KALSHI_EVENT_OBJECTS = {
  EventData: KALSHI_EVENT,
  SettlementSource: KALSHI_SETTLEMENT_SOURCE,
  Market: KALSHI_MARKET,
  PriceRange: KALSHI_PRICE_RANGE,
};

const GAMMA_EVENT: ReliedFields = {
  id: need('id'),
  title: need('label'),
  description: text,
  category: label,
  tags: read,
  negRisk: read,
  negRiskAugmented: {
    unpublished: {
      schema: { type: 'boolean' },
      source:
        'recorded Gamma events (test/fixtures/venues/SOURCES.md); the published Event lacks it',
    },
  },
  resolutionSource: text,
  updatedAt: id,
  markets: { need: true },
};

const GAMMA_MARKET: ReliedFields = {
  id: need('id'),
  question: need('label'),
  conditionId: need('id'),
  slug: need('label'),
  clobTokenIds: need('label'),
  outcomes: need('label'),
  outcomePrices: label,
  description: text,
  resolutionSource: text,
  startDate: id,
  endDate: id,
  updatedAt: id,
  active: read,
  closed: read,
  umaResolutionStatus: label,
  groupItemTitle: label,
  orderPriceMinTickSize: read,
  feesEnabled: read,
  feeSchedule: read,
};

const CLOB_LEVEL: ReliedFields = { price: need('decimal'), size: need('decimal') };

/** Every response a sync pass reads (src/sync/venue-sources.ts). */
export const PUBLISHED_RESPONSES: readonly PublishedResponse[] = [
  {
    name: 'kalshi-get-events',
    api: 'Kalshi',
    document: 'kalshi/get-events.yaml',
    path: '/events',
    method: 'get',
    objects: {
      GetEventsResponse: { events: { need: true }, cursor: label },
      ...KALSHI_EVENT_OBJECTS,
    },
  },
  {
    name: 'kalshi-get-event',
    api: 'Kalshi',
    document: 'kalshi/get-event.yaml',
    path: '/events/{event_ticker}',
    method: 'get',
    objects: {
      GetEventResponse: { event: { need: true }, markets: read },
      ...KALSHI_EVENT_OBJECTS,
    },
  },
  {
    name: 'kalshi-get-markets',
    api: 'Kalshi',
    document: 'kalshi/get-markets.yaml',
    path: '/markets',
    method: 'get',
    objects: {
      GetMarketsResponse: { markets: { need: true }, cursor: label },
      Market: KALSHI_MARKET,
      PriceRange: KALSHI_PRICE_RANGE,
    },
  },
  {
    name: 'kalshi-get-series',
    api: 'Kalshi',
    document: 'kalshi/get-series.yaml',
    path: '/series/{series_ticker}',
    method: 'get',
    objects: {
      GetSeriesResponse: { series: { need: true } },
      Series: {
        ticker: need('id'),
        category: label,
        tags: label,
        settlement_sources: read,
        fee_type: label,
        fee_multiplier: read,
      },
      SettlementSource: KALSHI_SETTLEMENT_SOURCE,
    },
  },
  {
    name: 'kalshi-get-series-fee-changes',
    api: 'Kalshi',
    document: 'kalshi/get-series-fee-changes.yaml',
    path: '/series/fee_changes',
    method: 'get',
    objects: {
      GetSeriesFeeChangesResponse: { series_fee_change_arr: { need: true } },
      SeriesFeeChange: {
        series_ticker: id,
        fee_type: label,
        fee_multiplier: read,
        scheduled_ts: id,
        ...pascalCaseFeeChange(),
      },
    },
  },
  {
    name: 'kalshi-get-market-orderbook',
    api: 'Kalshi',
    document: 'kalshi/get-market-orderbook.yaml',
    path: '/markets/{ticker}/orderbook',
    method: 'get',
    objects: {
      GetMarketOrderbookResponse: {
        orderbook_fp: read,
        orderbook: {
          unpublished: {
            schema: { type: 'object' },
            source:
              'the book before the fixed-point migration (`orderbook {yes, no}` in cents), read by the adapter',
          },
        },
      },
      OrderbookCountFp: { yes_dollars: decimal, no_dollars: decimal },
    },
    oneOfPresent: { GetMarketOrderbookResponse: ['orderbook_fp', 'orderbook'] },
  },
  {
    name: 'kalshi-get-trades',
    api: 'Kalshi',
    document: 'kalshi/get-trades.yaml',
    path: '/markets/trades',
    method: 'get',
    objects: {
      GetTradesResponse: { trades: { need: true }, cursor: label },
      Trade: {
        trade_id: need('id'),
        ticker: need('id'),
        count_fp: decimal,
        yes_price_dollars: decimal,
        taker_side: need('label'),
        created_time: need('id'),
      },
    },
  },
  {
    name: 'kalshi-batch-get-market-candlesticks',
    api: 'Kalshi',
    document: 'kalshi/batch-get-market-candlesticks.yaml',
    path: '/markets/candlesticks',
    method: 'get',
    objects: {
      BatchGetMarketCandlesticksResponse: { markets: { need: true } },
      MarketCandlesticksResponse: { market_ticker: need('id'), candlesticks: { need: true } },
      MarketCandlestick: { end_period_ts: need(), price: read, volume_fp: decimal },
      PriceDistribution: {
        open_dollars: decimal,
        high_dollars: decimal,
        low_dollars: decimal,
        close_dollars: decimal,
      },
    },
  },
  {
    name: 'kalshi-get-structured-targets',
    api: 'Kalshi',
    document: 'kalshi/get-structured-targets.yaml',
    path: '/structured_targets',
    method: 'get',
    objects: {
      GetStructuredTargetsResponse: { structured_targets: { need: true }, cursor: label },
      StructuredTarget: { id: need('id'), name: label, type: label, details: read },
    },
  },
  {
    name: 'polymarket-gamma-teams',
    api: 'Polymarket Gamma',
    document: 'polymarket/list-teams.yaml',
    path: '/teams',
    method: 'get',
    objects: {
      Team: { id: need(), name: label, league: label, abbreviation: label, alias: label },
    },
  },
  {
    name: 'polymarket-gamma-sports',
    api: 'Polymarket Gamma',
    document: 'polymarket/get-sports-metadata-information.yaml',
    path: '/sports',
    method: 'get',
    objects: {
      SportsMetadata: { sport: need('label'), resolution: label, tags: label, series: label },
    },
  },
  {
    name: 'polymarket-gamma-events-keyset',
    api: 'Polymarket Gamma',
    document: 'polymarket/list-events-keyset-pagination.yaml',
    path: '/events/keyset',
    method: 'get',
    objects: {
      KeysetEventsResponse: { events: { need: true }, next_cursor: label },
      Event: GAMMA_EVENT,
      Tag: { slug: need('id'), label },
      Market: GAMMA_MARKET,
      FeeSchedule: { rate: { need: true }, exponent: read, takerOnly: read },
    },
  },
  {
    name: 'polymarket-clob-books',
    api: 'Polymarket CLOB',
    document: 'polymarket/get-order-books-request-body.yaml',
    path: '/books',
    method: 'post',
    objects: {
      OrderBookSummary: {
        market: need('id'),
        asset_id: need('id'),
        timestamp: need('id'),
        bids: { need: true },
        asks: { need: true },
      },
      OrderSummary: CLOB_LEVEL,
    },
  },
  {
    name: 'polymarket-clob-prices-history',
    api: 'Polymarket CLOB',
    document: 'polymarket/get-prices-history.yaml',
    path: '/prices-history',
    method: 'get',
    objects: {
      PricesHistoryResponse: { history: { need: true } },
      MarketPrice: { t: need(), p: need() },
    },
  },
];

/**
 * The API reference's example of `/series/fee_changes` prints its fields in PascalCase, the
 * schema in snake_case; the adapter reads either (docs/venue-adapters.md, "Fees").
 */
function pascalCaseFeeChange(): ReliedFields {
  const example = (schema: JsonSchema, bound?: TextBound): ReliedField => ({
    ...(bound ? { text: bound } : {}),
    unpublished: {
      schema,
      source: "the PascalCase fields of the API reference's response example",
    },
  });
  return {
    SeriesTicker: example({ type: 'string' }, 'id'),
    FeeType: example({ type: 'string' }, 'label'),
    FeeMultiplier: example({ type: 'number' }),
    ScheduledTs: example({ type: ['string', 'integer'] }, 'id'),
  };
}
