// Asset prices whose day, month or hour the rules leave to the title
// (src/domain/settlement-terms/grammar/title-periods.ts, categories/prices.ts): the real Gamma
// wordings of the tuning corpus (test/fixtures/terms-corpus/tuning/polymarket/
// wom-strategy-gamma-markets-backtest-2026-02-08.json 1320344, a candle's close at noon ET on the
// title's day, and 1303949, a touch during the title's month) and Polymarket's published wordings
// of its hourly Up or Down and monthly stock-close markets, each with a paraphrase on another
// asset, number, day or month, and the wordings and titles that fix nothing.
import { readTexts } from '../../../support/read-texts';
import type { VenueFacts } from '../../../../src/domain/settlement-terms/term-inputs';

const gamma = (description: string, question: string, facts: VenueFacts, group?: string) =>
  readTexts(
    'polymarket',
    [
      { field: 'description', text: description },
      { field: 'question', text: question },
      ...(group !== undefined ? [{ field: 'groupItemTitle', text: group }] : []),
    ],
    { facts },
  );

const NOON_CANDLE = (pair: string) =>
  `This market will resolve to "Yes" if the Binance 1 minute candle for ${pair} 12:00 in the ET timezone (noon) on the date specified in the title has a final "Close" price higher than the price specified in the title. Otherwise, this market will resolve to "No".`;

describe("a candle's close at a time the rules state, on the title's day", () => {
  test('the recorded wording: noon ET on February 9, the year fixed by the venue', () => {
    const t = gamma(
      NOON_CANDLE('ETH/USDT'),
      'Will the price of Ethereum be above $2,000 on February 9?',
      { openTime: '2026-02-02T17:00:00Z', endDate: '2026-02-09T17:00:00Z' },
      '2,000',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-02-09T17:00:00.000Z', end: '2026-02-09T17:01:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '2000', unit: 'USDT' },
    });
  });

  test('another pair, day and year, in summer time', () => {
    const t = gamma(
      NOON_CANDLE('SOL/USDT'),
      'Will the price of Solana be above $180 on July 14, 2027?',
      { openTime: '2027-07-07T16:00:00Z', endDate: '2027-07-14T16:00:00Z' },
      '180',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-07-14T16:00:00.000Z', end: '2027-07-14T16:01:00.000Z' },
    });
  });

  test('a title with two days, or none, leaves the window UNKNOWN', () => {
    const facts = { openTime: '2027-07-07T16:00:00Z', endDate: '2027-07-14T16:00:00Z' };
    const two = gamma(
      NOON_CANDLE('SOL/USDT'),
      'Will the price of Solana be above $180 on July 13 or July 14?',
      facts,
    );
    expect(two.window).toMatchObject({ status: 'UNKNOWN' });
    const none = gamma(NOON_CANDLE('SOL/USDT'), 'Will the price of Solana be above $180?', facts);
    expect(none.window).toMatchObject({ status: 'UNKNOWN' });
  });

  test("a day without its year that the venue's dates do not fix leaves the window UNKNOWN", () => {
    const t = gamma(
      NOON_CANDLE('ETH/USDT'),
      'Will the price of Ethereum be above $2,000 on May 3?',
      {
        endDate: '2026-05-03T16:00:00Z',
      },
    );
    expect(t.window).toMatchObject({ status: 'UNKNOWN' });
  });
});

const MONTH_TOUCH = (pair: string, zone = 'ET') =>
  `This market will immediately resolve to "Yes" if any Binance 1 minute candle for ${pair} during the month specified in the title (from 00:00 AM ${zone} on the first day to 11:59 PM ${zone} on the last), has a final High price equal to or greater than the price specified in the title. Otherwise, this market will resolve to "No."`;

describe("a touch during the title's month", () => {
  test('the recorded wording: February, the year fixed by the venue', () => {
    const t = gamma(
      MONTH_TOUCH('DOGE/USDT'),
      'Will Dogecoin reach $0.15 in February?',
      { openTime: '2026-01-28T17:00:00Z', endDate: '2026-03-01T05:00:00Z' },
      '↑ 0.15',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-02-01T05:00:00.000Z', end: '2026-03-01T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '0.15' },
    });
  });

  test('another asset and month with its year, across a change of summer time', () => {
    const t = gamma(
      MONTH_TOUCH('XRP/USDT'),
      'Will XRP reach $4 during March 2027?',
      { openTime: '2027-02-25T17:00:00Z', endDate: '2027-04-01T04:00:00Z' },
      '↑ 4',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-03-01T05:00:00.000Z', end: '2027-04-01T04:00:00.000Z' },
    });
  });

  test('a month stated in UTC at both ends', () => {
    const t = gamma(MONTH_TOUCH('BTC/USDT', 'UTC'), 'Will Bitcoin dip to $60,000 in October?', {
      openTime: '2026-09-28T00:00:00Z',
      endDate: '2026-11-01T00:00:00Z',
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-10-01T00:00:00.000Z', end: '2026-11-01T00:00:00.000Z' },
    });
  });

  test('a title naming a day of the month, or two months, fixes no month', () => {
    const facts = { openTime: '2026-01-28T17:00:00Z', endDate: '2026-03-01T05:00:00Z' };
    const day = gamma(MONTH_TOUCH('DOGE/USDT'), 'Will Dogecoin reach $0.15 in February 20?', facts);
    expect(day.window).toMatchObject({ status: 'UNKNOWN' });
    const two = gamma(
      MONTH_TOUCH('DOGE/USDT'),
      'Will Dogecoin reach $0.15 in February or in March?',
      facts,
    );
    expect(two.window).toMatchObject({ status: 'UNKNOWN' });
  });

  test('a month whose bounds are stated in two zones is not read', () => {
    const t = gamma(
      'This market will immediately resolve to "Yes" if any Binance 1 minute candle for DOGE/USDT during the month specified in the title (from 00:00 AM ET on the first day to 11:59 PM UTC on the last), has a final High price equal to or greater than the price specified in the title.',
      'Will Dogecoin reach $0.15 in February?',
      { openTime: '2026-01-28T17:00:00Z', endDate: '2026-03-01T05:00:00Z' },
    );
    expect(t.window).toMatchObject({ status: 'UNKNOWN' });
  });
});

const HOURLY = (pair: string) =>
  `This market will resolve to "Up" if the close price is greater than or equal to the open price for the ${pair} 1 hour candle that begins on the time and date specified in the title. Otherwise, this market will resolve to "Down".`;

describe("Up or Down over the hour's candle that begins at the title's time", () => {
  const upDown = (description: string, question: string, facts: VenueFacts) =>
    readTexts(
      'polymarket',
      [
        { field: 'description', text: description },
        { field: 'question', text: question },
      ],
      { outcomes: ['Up', 'Down'], facts },
    );

  test("Polymarket's published wording: the hour from 6AM ET, its close at or above its open", () => {
    const t = upDown(HOURLY('XRP/USDT'), 'XRP Up or Down - December 17, 6AM ET', {
      openTime: '2026-12-15T11:00:00Z',
      endDate: '2026-12-17T12:00:00Z',
    });
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PRICE', name: 'XRP/USDT 1-hour candle, close against open' },
    });
    expect(t.entities).toEqual(['asset:XRP']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-12-17T11:00:00.000Z', end: '2026-12-17T12:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '0' },
    });
  });

  test('another pair and hour, in summer time', () => {
    const t = upDown(HOURLY('SOL/USDT'), 'Solana Up or Down - June 3, 2PM ET', {
      openTime: '2026-06-01T18:00:00Z',
      endDate: '2026-06-03T19:00:00Z',
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-06-03T18:00:00.000Z', end: '2026-06-03T19:00:00.000Z' },
    });
  });

  test('a title without the hour leaves the window UNKNOWN', () => {
    const t = upDown(HOURLY('SOL/USDT'), 'Solana Up or Down on June 3?', {
      openTime: '2026-06-01T18:00:00Z',
      endDate: '2026-06-03T19:00:00Z',
    });
    expect(t.window).toMatchObject({ status: 'UNKNOWN' });
  });
});

describe("a stock's official close on the last trading day of a month, against the listed price", () => {
  test("Polymarket's published wording: NVIDIA at the end of January 2026", () => {
    const t = gamma(
      'This market will resolve to "Yes" if the official closing price for NVIDIA (NVDA) on the final trading day of January 2026 is higher than the listed price. Otherwise, this market will resolve to "No".',
      'Will NVIDIA (NVDA) close above $240 end of January?',
      { openTime: '2026-01-05T17:00:00Z', endDate: '2026-01-30T21:00:00Z' },
      '$240',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PRICE', name: 'official closing price of NVIDIA (NVDA)' },
    });
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: "the rules name the trading day of the official close, not the close's time or zone",
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '240', unit: 'USD' },
    });
  });

  test('another stock, month and comparison', () => {
    const t = gamma(
      'This market will resolve to "Yes" if the official closing price for Apple (AAPL) on the final trading day of March 2027 is lower than the listed price. Otherwise, this market will resolve to "No".',
      'Will Apple (AAPL) close below $180 end of March?',
      { openTime: '2027-03-01T17:00:00Z', endDate: '2027-03-31T20:00:00Z' },
      '$180',
    );
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<', threshold: '180', unit: 'USD' },
    });
    expect(t.window).toMatchObject({ status: 'UNKNOWN' });
  });

  test('a close on a day the rules name otherwise is not this proposition', () => {
    const t = gamma(
      'This market will resolve to "Yes" if the official closing price for Apple (AAPL) on the final day of trading of the specified week (normally Friday) is higher than the listed price.',
      'Will Apple (AAPL) close above $180 this week?',
      { openTime: '2027-03-01T17:00:00Z', endDate: '2027-03-05T21:00:00Z' },
      '$180',
    );
    expect(t.quantity).toMatchObject({ status: 'UNKNOWN' });
  });
});
