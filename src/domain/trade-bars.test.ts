import { barOfTrades, bucketsOf } from './trade-bars';

describe('bars from trade prints', () => {
  test('a print falls in the minute and the hour that hold it, whatever its sub-second digits', () => {
    expect(bucketsOf('l', '2026-11-24T10:17:59.999999Z')).toEqual([
      {
        listingId: 'l',
        interval: '1m',
        start: '2026-11-24T10:17:00.000Z',
        end: '2026-11-24T10:18:00.000Z',
      },
      {
        listingId: 'l',
        interval: '1h',
        start: '2026-11-24T10:00:00.000Z',
        end: '2026-11-24T11:00:00.000Z',
      },
    ]);
  });

  test('open and close are the first and last prints, volume their exact sum', () => {
    const [minute] = bucketsOf('l', '2026-11-24T10:17:00Z');
    expect(
      barOfTrades(minute!, [
        { price: '0.41', quantity: '10.5' },
        { price: '0.45', quantity: '0.25' },
        { price: '0.39', quantity: '3' },
        { price: '0.42', quantity: '1' },
      ]),
    ).toEqual({
      listingId: 'l',
      interval: '1m',
      start: '2026-11-24T10:17:00.000Z',
      open: '0.41',
      high: '0.45',
      low: '0.39',
      close: '0.42',
      volume: '14.75',
    });
    expect(barOfTrades(minute!, [])).toBeNull();
  });
});
