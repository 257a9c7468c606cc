import { feeInForce, feeLinesAt, type FeeRecord } from './market-data';

const line = (kind: FeeRecord['kind'], rate: string, effectiveFrom?: string): FeeRecord => ({
  listingId: 'l',
  venue: 'kalshi',
  kind,
  formula: 'RATE_PRICE_COMPLEMENT',
  rate,
  rounding: 'UP_TO_CENT',
  ...(effectiveFrom !== undefined && { effectiveFrom }),
});

describe('fee lines over time', () => {
  const lines = [
    line('MAKER', '0'),
    line('TAKER', '0.07'),
    line('TAKER', '0.035', '2027-01-01T00:00:00.000Z'),
    line('TAKER', '0.05', '2026-06-01T00:00:00.000Z'),
  ];

  test('before a scheduled change: the latest line at or before now is in force, the change listed after it', () => {
    const now = Date.parse('2026-11-24T00:00:00Z');
    expect(feeLinesAt(lines, now).map((l) => [l.kind, l.rate])).toEqual([
      ['TAKER', '0.05'],
      ['TAKER', '0.035'],
      ['MAKER', '0'],
    ]);
    expect(feeInForce(lines, 'TAKER', now)?.rate).toBe('0.05');
  });

  test('from its time on, the scheduled line is in force and the one it replaces is left out', () => {
    const at = Date.parse('2027-01-01T00:00:00Z');
    expect(feeLinesAt(lines, at).map((l) => [l.kind, l.rate])).toEqual([
      ['TAKER', '0.035'],
      ['MAKER', '0'],
    ]);
    expect(feeInForce(lines, 'TAKER', at)?.rate).toBe('0.035');
  });

  test('an undated line is in force since before anything dated; only future lines: none in force', () => {
    const early = Date.parse('2020-01-01T00:00:00Z');
    expect(feeInForce(lines, 'TAKER', early)?.rate).toBe('0.07');
    expect(feeInForce([line('TAKER', '0.1', '2030-01-01T00:00:00.000Z')], 'TAKER', early)).toBe(
      undefined,
    );
  });
});
