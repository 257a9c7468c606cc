// Reader forms met in the recordings of hisefath/equinox (test/fixtures/cross-venue/SOURCES.md):
// the texts below are quoted from those recorded Kalshi and Polymarket markets of Oct 6, 2026.
import { readQuantity } from '../../../../src/catalog/venues/terms/read-quantity';

const KALSHI_BTC_PRIMARY =
  "If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 12 AM EDT is above 86999.99 at 12 AM EDT on Oct 6, 2026, then the market resolves to Yes.";
const KALSHI_BTC_SECONDARY =
  "Not all cryptocurrency price data is the same. While checking a source like Google or Coinbase may help guide your decision, the price used to determine this market is based on CF Benchmarks' corresponding Real Time Index (RTI). At the last minute before expiration, 60 RTI prices are collected. The official and final value is the average of these prices.";
const POLY_BTC_HOURLY =
  'This market will resolve to "Yes" if the "Close" price for the BTC/USDT 1 hour candle that ends on the time and date specified in the title is higher than the price specified in the title. Otherwise, this market will resolve to "No".\n\nThe resolution source for this market is Binance, specifically the BTC/USDT "Close" prices currently available at https://www.binance.com/en/trade/BTC_USDT with "1h" and "Candles" selected on the top bar.';

describe('sources named only as a disclaimer', () => {
  test('"checking a source like Google or Coinbase may help" names no settlement source', () => {
    const reading = readQuantity(
      [
        { field: 'rules_primary', text: KALSHI_BTC_PRIMARY },
        { field: 'rules_secondary', text: KALSHI_BTC_SECONDARY },
      ],
      [],
    );
    expect(reading.source.status).toBe('KNOWN');
    if (reading.source.status !== 'KNOWN') return;
    expect(reading.source.value).toBe('CF Benchmarks BTC Real-Time Index');
    // Every span quotes CF Benchmarks, none the disclaimer's Coinbase.
    expect(reading.source.spans.map((s) => s.text)).not.toContain('Coinbase');
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'BTC/USD 60-second simple average', kind: 'PRICE' },
    });
  });

  test('Coinbase named as the source still needs its pair', () => {
    const reading = readQuantity(
      [
        {
          field: 'rules_primary',
          text: 'The resolution source is Coinbase. Bitcoin above 90,000?',
        },
      ],
      [],
    );
    expect(reading.source).toMatchObject({ status: 'UNKNOWN' });
  });
});

describe('the close of a 1-hour candle', () => {
  test('Polymarket hourly strike: the Binance BTC/USDT 1 hour candle close', () => {
    const reading = readQuantity([{ field: 'description', text: POLY_BTC_HOURLY }], []);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'BTC price', name: 'BTC/USDT 1-hour candle close', kind: 'PRICE' },
    });
    if (reading.quantity.status !== 'KNOWN') return;
    expect(reading.quantity.spans.map((s) => s.text)).toContain(
      '"Close" price for the BTC/USDT 1 hour candle',
    );
    expect(reading.source).toMatchObject({ status: 'KNOWN', value: 'Binance BTC/USDT' });
  });
});
