// Asset prices at a time and touches of a level (src/domain/settlement-terms/categories/prices.ts)
// on real Gamma wordings of the tuning corpus (test/fixtures/terms-corpus/tuning/polymarket/:
// google-adk-gamma-events-2025-06-16.json 516931, wom-strategy-gamma-markets-2026-02-09.json
// 25367, wom-strategy-gamma-markets-backtest-2026-02-08.json 1303949, 1278514 and 1032281), each
// with a paraphrase on another asset, date or number. A touch (the level reached at any time of a
// period) and a price at one time are different quantities, told apart by their names.
import type { VenueFacts } from '../../../../src/domain/settlement-terms/term-inputs';
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string, groupItemTitle?: string) =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
    ...(groupItemTitle !== undefined ? [{ field: 'groupItemTitle', text: groupItemTitle }] : []),
  ]);

describe("a futures contract's price at the year's last close", () => {
  test('the recorded bracket, lower end inclusive', () => {
    const t = gamma(
      'This market will resolve to "Yes" if the price of the COMEX Gold Continuous Contract (GC00) is between $2,800.00 (inclusive) and $2,900.00 (exclusive) per troy ounce as of the final market close price in 2025. Otherwise, this market will resolve to "No".',
      'Will Gold close at $2,800-2,900 at the end of 2025?',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PRICE',
        subject: 'XAU price',
        name: 'the COMEX Gold Continuous Contract (GC00), final market close of the year',
      },
    });
    expect(t.entities).toEqual(['asset:XAU']);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: {
        comparator: 'BETWEEN_LOWER_INCLUSIVE',
        threshold: '2800',
        upper: '2900',
        unit: 'USD',
      },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'final market close of 2025' },
    });
  });

  test('another year and comparison', () => {
    const t = gamma(
      'This market will resolve to "Yes" if the price of the COMEX Gold Continuous Contract (GC00) is more than $4,150.50 per troy ounce as of the final market close price in 2027.',
      'Will Gold close above $4,150.50 at the end of 2027?',
    );
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '4150.5', unit: 'USD' },
    });
    expect(t.window).toMatchObject({ value: { event: 'final market close of 2027' } });
  });

  test('an instrument of no asset this reader knows leaves the quantity UNKNOWN', () => {
    const t = gamma(
      'This market will resolve to "Yes" if the price of the NYMEX Palladium Continuous Contract is less than $900.00 per troy ounce as of the final market close price in 2026.',
      'Will Palladium close under $900 at the end of 2026?',
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: '"the NYMEX Palladium Continuous Contract" names no one asset this reader knows',
    });
  });
});

describe('an exchange settlement price on one trading day, against the listed price', () => {
  test('the recorded wording: the listed price is the title', () => {
    const t = gamma(
      'This market will resolve to "Yes" if the official CME settlement price for the Active Month of Gold futures on the final trading day of June 2026 is higher than the listed price. Otherwise, the market will resolve to "No".',
      'Will Gold (GC) settle over $8,000 on the final trading day of June 2026?',
      '$8,000',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'CME settlement price of the Active Month of Gold futures' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '8000', unit: 'USD' },
    });
  });

  test('a touch of the daily settlements is another quantity', () => {
    const t = gamma(
      'This market will resolve to "Yes" if, on any trading day, the official CME settlement price for the Active Month of Gold (GC) futures is equal to or below the listed price by the final trading day of September 2026.',
      'Will Gold (GC) dip to $3,450 by end of September?',
      '↓ $3,450',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        name: 'CME settlement price of the Active Month of Gold (GC) futures, any trading day of the window',
      },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<=', threshold: '3450', unit: 'USD' },
    });
  });

  test('titles that list different prices leave the boundary UNKNOWN', () => {
    const t = gamma(
      'This market will resolve to "Yes" if the official CME settlement price for the Active Month of Gold futures on the final trading day of June 2026 is higher than the listed price.',
      'Will Gold (GC) settle over $8,000 on the final trading day of June 2026?',
      '$7,500',
    );
    expect(t.boundary.status).toBe('UNKNOWN');
  });
});

describe('a price touching a level at any time', () => {
  test('any minute candle of a period the title names, the level a small dollar amount', () => {
    const t = gamma(
      'This market will immediately resolve to "Yes" if any Binance 1 minute candle for DOGE/USDT during the month specified in the title (from 00:00 AM ET on the first day to 11:59 PM ET on the last), has a final High price equal to or greater than the price specified in the title. Otherwise, this market will resolve to "No."',
      'Will Dogecoin reach $0.15 in February?',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'DOGE/USDT 1-minute candle high, any candle of the window' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '0.15', unit: 'USDT' },
    });
  });

  test('another pair, the low, and a level with a magnitude that is not read as its digits', () => {
    const low = gamma(
      'This market will immediately resolve to "Yes" if any Binance 1 minute candle for SOL/USDT during the month specified in the title (from 00:00 AM ET on the first day to 11:59 PM ET on the last), has a final Low price equal to or less than the price specified in the title.',
      'Will Solana dip to $95 in March?',
    );
    expect(low.quantity).toMatchObject({
      value: { name: 'SOL/USDT 1-minute candle low, any candle of the window' },
    });
    expect(low.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<=', threshold: '95', unit: 'USDT' },
    });
    const k = gamma(
      'This market will immediately resolve to "Yes" if any Binance 1 minute candle for BTC/USDT during the month specified in the title (from 00:00 AM ET on the first day to 11:59 PM ET on the last), has a final High price equal to or greater than the price specified in the title.',
      'Will Bitcoin reach $150k in March?',
    );
    expect(k.boundary.status).toBe('UNKNOWN');
  });

  test('the USD price above a level at any point before a deadline', () => {
    const t = gamma(
      'This is a market on if the USD price of Bitcoin $BTC will be above $50,000 at any point before April 1st, 2021, 12:00am EST, according to Coinmarketcap.com/currencies/bitcoin.',
      'Will $BTC break $50k before April 1st, 2021?',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PRICE', name: 'BTC/USD price, at any time of the window' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '50000', unit: 'USD' },
    });
  });

  test('another asset below a level', () => {
    const t = gamma(
      'This is a market on whether the USD price of Ethereum will be below $1,250.75 at any point before June 1st, 2022, 12:00pm EST, according to Coinmarketcap.com/currencies/ethereum.',
      'Will ETH fall under $1,250.75 before June 2022?',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'ETH price', name: 'ETH/USD price, at any time of the window' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<', threshold: '1250.75', unit: 'USD' },
    });
  });
});

// wom-strategy-gamma-assets-2026-02-08.json 1317175 and 701543: the candle written "1-minute",
// the pair after the asset's name ("Ethereum (ETH/USDT)"), the statistic in curly quotes, a title
// whose period is a range of days ("February 2-8").
describe('a touch of a level: the pair after its name, the candle written "1-minute"', () => {
  test('the recorded dip over a range of days the title names', () => {
    const t = gamma(
      'This market will immediately resolve to "Yes" if any Binance 1 minute candle for Ethereum (ETH/USDT) during the date range specified in the title (from 12:00 AM ET on the first date to 11:59 PM ET on the last) has a final "Low" price equal to or lower than the price specified in the title. Otherwise, this market will resolve to "No."',
      'Will Ethereum dip to $1,600 February 2-8?',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: 'ETH price',
        name: 'ETH/USDT 1-minute candle low, any candle of the window',
      },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<=', threshold: '1600', unit: 'USDT' },
    });
  });

  test('another asset, "1-minute", curly quotes and another range of days', () => {
    const t = gamma(
      'This market will immediately resolve to \u201cYes\u201d if any Binance 1-minute candle for Cardano (ADA/USDT) during the date range specified in the title (from 12:00 AM ET on the first date to 11:59 PM ET on the last) has a final \u201cHigh\u201d price equal to or greater than the price specified in the title.',
      'Will Cardano reach $0.95 March 9\u201315?',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'ADA/USDT 1-minute candle high, any candle of the window' },
    });
    expect(t.entities).toEqual(['asset:ADA']);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '0.95', unit: 'USDT' },
    });
  });

  test('a name and a pair of different assets name no pair: the quantity is UNKNOWN', () => {
    const t = gamma(
      'This market will immediately resolve to "Yes" if any Binance 1 minute candle for Bitcoin (ETH/USDT) during the date range specified in the title (from 12:00 AM ET on the first date to 11:59 PM ET on the last) has a final "High" price equal to or greater than the price specified in the title.',
      'Will Bitcoin reach $150,000 February 2-8?',
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: '"Bitcoin (ETH/USDT)" is no trading pair this reader knows',
    });
  });

  test('the recorded touch between two stated minutes, against the price in the title', () => {
    const t = gamma(
      'This market will immediately resolve to \u201cYes\u201d if any Binance 1-minute candle for Ethereum (ETH/USDT) between November 24, 2025, 14:00 and December 31, 2026, 23:59 in the ET timezone has a final \u201cHigh\u201d price equal to or greater than the price specified in the title. Otherwise, this market will resolve to \u201cNo.\u201d',
      'Will Ethereum reach $6,500 by December 31, 2026?',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'ETH/USDT 1-minute candle high, any candle of the window' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2025-11-24T19:00:00.000Z', end: '2027-01-01T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '6500', unit: 'USDT' },
    });
  });

  test('another asset, the low, and other minutes', () => {
    const t = gamma(
      'This market will immediately resolve to "Yes" if any Binance 1-minute candle for Litecoin (LTC/USDT) between March 3, 2027, 09:30 and June 30, 2027, 23:59 in the ET timezone has a final "Low" price equal to or lower than the price specified in the title.',
      'Will Litecoin dip to $42.50 by June 30, 2027?',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: 'LTC price',
        name: 'LTC/USDT 1-minute candle low, any candle of the window',
      },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2027-03-03T14:30:00.000Z', end: '2027-07-01T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<=', threshold: '42.5', unit: 'USDT' },
    });
  });
});

// wom-strategy-gamma-assets-2026-02-08.json 590642 and 1340540: the rules name the candle whose
// close the market resolves "according to", the market's own title in its event the comparison.
describe("a candle's close the market resolves according to, compared as its own title says", () => {
  test('the recorded wording: greater than the listed price', () => {
    const t = gamma(
      'This market will resolve according to the final "Close" price of the Binance 1 minute candle for BTC/USDT on the time and date specified in the title. Otherwise, this market will resolve to "No".',
      'Will the price of Bitcoin be greater than $114,000 on September 8 at 4PM ET?',
      '>114,000',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PRICE', subject: 'BTC price', name: 'BTC/USDT 1-minute candle close' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '114000', unit: 'USDT' },
    });
  });

  test('another asset, less than a price, at noon of the title day', () => {
    const t = gamma(
      'This market will resolve according to the final "Close" price of the Binance 1 minute candle for XRP/USDT 12:00 in the ET timezone (noon) on the date specified in the title. Otherwise, this market will resolve to "No".',
      'Will the price of XRP be less than $2.15 on April 3?',
      '<2.15',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'XRP price', name: 'XRP/USDT 1-minute candle close' },
    });
    expect(t.entities).toEqual(['asset:XRP']);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<', threshold: '2.15', unit: 'USDT' },
    });
  });

  test('a bracket in the title leaves the boundary UNKNOWN: the rules do not say which end is in it', () => {
    const t = gamma(
      'This market will resolve according to the final "Close" price of the Binance 1 minute candle for ETH/USDT on the time and date specified in the title. Otherwise, this market will resolve to "No".',
      'Will the price of Ethereum be between $3,150 and $3,200 on May 5 at 8PM ET?',
      '3,150-3,200',
    );
    expect(t.quantity.status).toBe('KNOWN');
    expect(t.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the title states a bracket, and the rules do not say which of its ends is in it',
    });
  });
});

// wom-strategy-gamma-assets-2026-02-08.json 1317206 and 564146: "the date range specified in the
// title" is the title's month and days, from the stated time of the first to the last's midnight.
describe("a touch's window over the range of days its title names", () => {
  const touch = (description: string, question: string, facts: VenueFacts) =>
    readTexts(
      'polymarket',
      [
        { field: 'description', text: description },
        { field: 'question', text: question },
      ],
      { facts },
    );

  test('the recorded wording: a week of February, the year fixed by the venue', () => {
    const t = touch(
      'This market will immediately resolve to "Yes" if any Binance 1-minute candle for SOL/USDT during the date range specified in the title (from 12:00 AM ET on the first date to 11:59 PM ET on the last) has a final "High" price equal to or greater than the price specified in the title. Otherwise, this market will resolve to "No".',
      'Will Solana reach $110 February 2-8?',
      { openTime: '2026-02-02T05:03:40.839207Z', endDate: '2026-02-09T05:00:00Z' },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-02-02T05:00:00.000Z',
        end: '2026-02-09T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
  });

  test('another month and asset, a later first hour, an en dash', () => {
    const t = touch(
      'This market will immediately resolve to \u201cYes\u201d if any Binance 1-minute candle for Dogecoin (DOGE/USDT) during the date range specified in the title (from 10:30 AM ET on the first date to 11:59 PM ET on the last) has a final \u201cLow\u201d price equal to or lower than the price specified in the title.',
      'Will Dogecoin dip to $0.12 October 20\u201326?',
      { openTime: '2027-10-20T14:00:00Z', endDate: '2027-10-27T04:00:00Z' },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2027-10-20T14:30:00.000Z', end: '2027-10-27T04:00:00.000Z' },
    });
  });

  test('a title with no range of days, or a range that runs backwards, leaves the window UNKNOWN', () => {
    const rules =
      'This market will immediately resolve to "Yes" if any Binance 1 minute candle for BTC/USDT during the date range specified in the title (from 12:00 AM ET on the first date to 11:59 PM ET on the last) has a final "High" price equal to or greater than the price specified in the title.';
    const facts = { openTime: '2027-03-01T05:00:00Z', endDate: '2027-03-31T04:00:00Z' };
    expect(touch(rules, 'Will Bitcoin reach $150,000 this week?', facts).window.status).toBe(
      'UNKNOWN',
    );
    expect(touch(rules, 'Will Bitcoin reach $150,000 March 9-2?', facts).window.status).toBe(
      'UNKNOWN',
    );
  });
});
