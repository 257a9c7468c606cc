// Prices of assets at an instant (docs/decisions.md, "Settlement terms: category tables"): an
// index's average over the seconds before an instant (Kalshi's CF Benchmarks indexes), an
// exchange's candle at or ending at an instant (Polymarket's Binance candles). Slots: {index} or
// {pair} name the asset, {instant} the time, {comparison} the threshold (or "the price specified
// in the title").
import type { CategoryEntry } from './category-table';

export const PRICES: readonly CategoryEntry[] = [
  {
    category: 'asset-price',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: ['If the price of {index} is {comparison} on {instant}'],
    alsoStated: [
      {
        templates: [
          'The price is the simple average of the sixty seconds of {source} before {time}',
        ],
        reason: 'the rules do not say which statistic of the price counts',
      },
    ],
    subject: '{asset} price',
    name: '{asset}/USD 60-second simple average',
    window: { kind: 'AVERAGE_BEFORE', seconds: 60 },
    boundary: { kind: 'NUMERIC' },
    unit: 'USD',
    wordings: [
      "If the price of Bitcoin is above $99,999.99 on Dec 31, 2026 at 5pm EST, then the market resolves to Yes. The price is the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 5pm EST on Dec 31, 2026.",
    ],
  },
  {
    category: 'asset-price',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'If the simple average of the sixty seconds of {index} before {time} is {comparison} at {instant}',
    ],
    subject: '{asset} price',
    name: '{asset}/USD 60-second simple average',
    window: { kind: 'AVERAGE_BEFORE', seconds: 60 },
    boundary: { kind: 'NUMERIC' },
    unit: 'USD',
    wordings: [
      "If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 5 PM EDT is above 91499.99 at 5 PM EDT on May 15, 2026, then the market resolves to Yes.",
    ],
  },
  {
    category: 'asset-price',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'resolve to "Yes" if the binance 1 minute candle for {pair} {instant} has a final "close" price {comparison}',
    ],
    subject: '{asset} price',
    name: '{pair} 1-minute candle close',
    window: { kind: 'CANDLE', seconds: 60 },
    boundary: { kind: 'NUMERIC' },
    unit: '{quote}',
    wordings: [
      'This market will resolve to "Yes" if the Binance 1 minute candle for BTC/USDT 12:00 in the ET timezone (noon) on December 31, 2026 has a final "Close" price equal to or higher than the price specified in the title.',
    ],
  },
  {
    category: 'asset-price',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'resolve to "Yes" if the "close" price for the {pair} 1 hour candle that ends on the time and date specified in the title is {comparison}',
    ],
    subject: '{asset} price',
    name: '{pair} 1-hour candle close',
    window: { kind: 'CANDLE', seconds: -3600 },
    boundary: { kind: 'NUMERIC' },
    unit: '{quote}',
    wordings: [
      'This market will resolve to "Yes" if the "Close" price for the BTC/USDT 1 hour candle that ends on the time and date specified in the title is higher than the price specified in the title.',
    ],
  },
  {
    // Any candle of a period touching a price: the highest high, or the lowest low, of them.
    category: 'asset-price-range',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'resolve to "Yes" if any binance 1 minute candle for {index} ({pair}) between {start} and {end} has a final "{statistic}" price of {comparison}',
    ],
    subject: '{asset} price',
    name: '{pair} 1-minute candle {statistic}, any candle of the window',
    window: { kind: 'BETWEEN' },
    boundary: { kind: 'NUMERIC' },
    unit: '{quote}',
    wordings: [
      'This market will immediately resolve to "Yes" if any Binance 1 minute candle for Bitcoin (BTCUSDT) between December 30, 2024, 20:00 and December 31, 2025, 23:59 in the ET timezone has a final "High" price of $1,000,000 or higher.',
    ],
  },
  {
    // Up or Down: the price at the end of the title's range against the price at its start.
    category: 'asset-up-down',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'resolve to "{outcome}" if the {index} price at the end of the time range specified in the title is greater than or equal to the price at the beginning of that range',
    ],
    subject: '{asset} price',
    name: '{asset}/USD price change from the start to the end of the window',
    window: { kind: 'TITLE_RANGE' },
    boundary: { kind: 'RISES' },
    unit: 'USD',
    wordings: [
      'This market will resolve to "Up" if the XRP price at the end of the time range specified in the title is greater than or equal to the price at the beginning of that range. Otherwise, it will resolve to "Down".',
    ],
  },
  {
    // A token's fully diluted valuation a day after it launches, whenever that is.
    category: 'token-valuation',
    quantityKind: 'PRICE',
    entityKinds: [],
    conditions: [
      'resolve to "Yes" if the Fully Diluted Valuation of {token} token is {comparison} 1 day after launch',
    ],
    alsoStated: [
      {
        templates: ['"1 day after launch" is defined as 24 hours after launch'],
        reason: 'the rules do not say when after the launch the valuation is taken',
      },
    ],
    subject: 'fully diluted valuation of {token} token',
    name: 'fully diluted valuation of {token} token 24 hours after its launch',
    event: '24 hours after the launch of {token} token',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    unit: 'USD',
    wordings: [
      'This market will resolve to "Yes" if the Fully Diluted Valuation of Opensea\'s token is less than $1,000,000,000 1 day after launch. Otherwise, the market will resolve to "No."',
      'This market will resolve to "Yes" if the Fully Diluted Valuation of MegaETH\'s token is greater than $2,000,000,000 1 day after launch.',
    ],
  },
];
