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
    // The same candle's close "according to" which the market resolves, its comparison left to the
    // market's own title in its event (">90,000", "<40"): a price at one time. A bracket there
    // ("109,500-110,000") is not read, as the rules do not say which end holds a close on it.
    category: 'asset-price',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'resolve according to the final "close" price of the binance 1 minute candle for {pair} {instant}',
    ],
    subject: '{asset} price',
    name: '{pair} 1-minute candle close',
    window: { kind: 'CANDLE', seconds: 60 },
    boundary: { kind: 'NUMERIC', oneSided: true },
    unit: '{quote}',
    wordings: [
      'This market will resolve according to the final "Close" price of the Binance 1 minute candle for BTC/USDT 12:00 in the ET timezone (noon) on the date specified in the title. Otherwise, this market will resolve to "No".',
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
    // The candle's length is written "1 minute" or "1-minute", the level "of $X or higher" or
    // against the title's price ("equal to or greater than the price specified in the title").
    conditions: [
      'resolve to "Yes" if any binance 1 minute candle for {index} ({pair}) between {start} and {end} has a final "{statistic}" price of {comparison}',
      'resolve to "Yes" if any binance 1-minute candle for {index} ({pair}) between {start} and {end} has a final "{statistic}" price of {comparison}',
      'resolve to "Yes" if any binance 1 minute candle for {index} ({pair}) between {start} and {end} has a final "{statistic}" price {comparison}',
      'resolve to "Yes" if any binance 1-minute candle for {index} ({pair}) between {start} and {end} has a final "{statistic}" price {comparison}',
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
    // The same touch over a period the rules state in words of their own ("during the month
    // specified in the title"), its level in the title: the quantity is read, the period left to
    // the window's reading.
    category: 'asset-price-range',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'resolve to "Yes" if any binance 1 minute candle for {pair} during {period} has a final {statistic} price {comparison}',
      'resolve to "Yes" if any binance 1-minute candle for {pair} during {period} has a final {statistic} price {comparison}',
    ],
    subject: '{asset} price',
    name: '{pair} 1-minute candle {statistic}, any candle of the window',
    window: { kind: 'BETWEEN' },
    boundary: { kind: 'NUMERIC' },
    unit: '{quote}',
    wordings: [
      'This market will immediately resolve to "Yes" if any Binance 1 minute candle for DOGE/USDT during the month specified in the title (from 00:00 AM ET on the first day to 11:59 PM ET on the last), has a final High price equal to or greater than the price specified in the title.',
    ],
  },
  {
    // A price reaching a level at any time before a deadline (a touch), as one source quotes it:
    // not the price at one instant, so its name says "at any time of the window".
    category: 'asset-price-range',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'This is a market on if the USD price of {index} will be {comparison} at any point before {deadline}',
      'This is a market on whether the USD price of {index} will be {comparison} at any point before {deadline}',
      'resolve to "Yes" if the USD price of {index} is {comparison} at any point before {deadline}',
    ],
    subject: '{asset} price',
    name: '{asset}/USD price, at any time of the window',
    window: { kind: 'DEADLINE', through: false },
    boundary: { kind: 'NUMERIC' },
    unit: 'USD',
    wordings: [
      'This is a market on if the USD price of Bitcoin $BTC will be above $50,000 at any point before April 1st, 2021, 12:00am EST, according to Coinmarketcap.com/currencies/bitcoin.',
    ],
  },
  {
    // A futures contract's price at the year's last close: a price at one time, the close.
    category: 'asset-price',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'resolve to "Yes" if the price of {instrument} is {comparison} as of the final market close price in {year}',
    ],
    subject: '{asset} price',
    name: '{instrument}, final market close of the year',
    event: 'final market close of {year}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    unit: 'USD',
    wordings: [
      'This market will resolve to "Yes" if the price of the COMEX Gold Continuous Contract (GC00) is between $2,800.00 (inclusive) and $2,900.00 (exclusive) per troy ounce as of the final market close price in 2025.',
    ],
  },
  {
    // An exchange's official settlement price of a futures contract on one trading day, against
    // the price the market lists (its title): a price at one time.
    category: 'asset-price',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'resolve to "Yes" if the official CME settlement price for {instrument} on {day} is {comparison}',
    ],
    subject: '{asset} price',
    name: 'CME settlement price of {instrument}',
    event: 'CME settlement of {instrument}, {day}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    unit: 'USD',
    wordings: [
      'This market will resolve to "Yes" if the official CME settlement price for the Active Month of Gold futures on the final trading day of June 2026 is higher than the listed price.',
    ],
  },
  {
    // A listed stock's official close on the last trading day of a month (or quarter, or year),
    // against the price the market lists: a price at one time, the close. The stock is named as
    // the rules name it ("NVIDIA (NVDA)"); no table of stocks names its entity. The close's
    // instant is the exchange's (its closing auction, an early close), which the rules do not
    // state, so the window is left unread rather than named as an event.
    category: 'asset-price',
    quantityKind: 'PRICE',
    entityKinds: [],
    conditions: [
      'resolve to "Yes" if the official closing price for {stock} on the final trading day of {period} is {comparison}',
    ],
    subject: '{stock} price',
    name: 'official closing price of {stock}',
    window: {
      kind: 'UNREAD',
      reason: "the rules name the trading day of the official close, not the close's time or zone",
    },
    boundary: { kind: 'NUMERIC' },
    unit: 'USD',
    wordings: [
      // Polymarket's published wording of its monthly stock markets; the recordings hold none.
      'This market will resolve to "Yes" if the official closing price for NVIDIA (NVDA) on the final trading day of January 2026 is higher than the listed price. Otherwise, this market will resolve to "No".',
    ],
  },
  {
    // The same settlement price on any trading day until a last one: a touch of the daily
    // settlements, not of every trade; the period is left to the window's reading.
    category: 'asset-price-range',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'resolve to "Yes" if, on any trading day, the official CME settlement price for {instrument} is {comparison} by {day}',
    ],
    subject: '{asset} price',
    name: 'CME settlement price of {instrument}, any trading day of the window',
    window: { kind: 'BETWEEN' },
    boundary: { kind: 'NUMERIC' },
    unit: 'USD',
    wordings: [
      'This market will resolve to "Yes" if, on any trading day, the official CME settlement price for the Active Month (front month) of Gold (GC) futures is equal to or above the listed price by the final trading day of February 2026.',
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
    // Up or Down over one exchange candle: its close against its open, the candle the hour that
    // begins at the title's time ("XRP Up or Down - December 17, 6AM ET"); the rules state the
    // hour, the title its start. Its wording is Polymarket's published one for its hourly
    // markets; the recordings hold none.
    category: 'asset-up-down',
    quantityKind: 'PRICE',
    entityKinds: ['asset'],
    conditions: [
      'resolve to "{outcome}" if the close price is greater than or equal to the open price for the {pair} 1 hour candle that begins on the time and date specified in the title',
    ],
    subject: '{asset} price',
    name: '{pair} 1-hour candle, close against open',
    window: { kind: 'CANDLE', seconds: 3600 },
    boundary: { kind: 'RISES' },
    unit: '{quote}',
    wordings: [
      'This market will resolve to "Up" if the close price is greater than or equal to the open price for the XRP/USDT 1 hour candle that begins on the time and date specified in the title. Otherwise, this market will resolve to "Down".',
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
