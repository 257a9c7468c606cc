// A station's total precipitation over a stated period (src/domain/settlement-terms/categories/
// weather.ts), on the Gamma wording of the tuning corpus
// (test/fixtures/terms-corpus/tuning/polymarket/openclaw-gamma-markets-2026-03-25.json 1448058)
// and on another station, month and year that no fixture holds.
import { readTexts } from '../../../support/read-texts';

const precipitation = (station: string, start: string, end: string, bracket: string) =>
  readTexts('polymarket', [
    {
      field: 'description',
      text: `This market will resolve according to the total precipitation in inches in ${station} between ${start} and ${end} according to the National Oceanic and Atmospheric Administration (NOAA).\n\nIf the reported value falls exactly between two brackets, then this market will resolve to the higher range bracket.`,
    },
    { field: 'question', text: `Will it have ${bracket} of precipitation?` },
    { field: 'groupItemTitle', text: bracket },
  ]);

describe("a station's total precipitation between two stated days", () => {
  test('the recorded wording (1448058): Central Park, March 2026, to 11:59 PM ET', () => {
    const t = precipitation(
      'Central Park, New York City',
      'March 1',
      'March 31, 2026, 11:59PM ET',
      '2-3"',
    );
    expect(t.category).toBe('climate-measurement');
    expect(t.entities).toEqual(['station:KNYC']);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'MEASUREMENT', name: 'total precipitation at station KNYC' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-03-01T05:00:00.000Z', end: '2026-04-01T04:00:00.000Z' },
    });
    // Which end of the bracket holds a value on it, the rules do not say.
    expect(t.boundary.status).toBe('UNKNOWN');
  });

  test('another station, month and year: LaGuardia in June 2027', () => {
    const t = precipitation('LaGuardia Airport', 'June 1', 'June 30, 2027, 11:59PM ET', '4-5"');
    expect(t.entities).toEqual(['station:KLGA']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-06-01T04:00:00.000Z', end: '2027-07-01T04:00:00.000Z' },
    });
  });

  test('a place the station table does not know is not read', () => {
    const t = precipitation('Hyde Park, London', 'June 1', 'June 30, 2027, 11:59PM ET', '4-5"');
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});
