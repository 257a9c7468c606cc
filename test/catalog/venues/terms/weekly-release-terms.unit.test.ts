// A weekly count a series table names, for the week ending on a stated day
// (src/domain/settlement-terms/categories/releases.ts, entities/release-statistics.ts), on the Gamma
// wording of the tuning corpus
// (test/fixtures/terms-corpus/tuning/polymarket/wom-strategy-gamma-charts-rates-2026-02-08.json
// 1343757) and on another week, year and bracket that no fixture holds.
import { readTexts } from '../../../support/read-texts';

const claims = (series: string, week: string, bracket: string) =>
  readTexts('polymarket', [
    {
      field: 'description',
      text: `This market will resolve according to the ${series} during the week ending ${week}, according to the Unemployment Insurance Weekly Claims Report released by the U.S. Department of Labor (DOL) for the specified week.\n\nThe primary resolution source for this market will be the DOL Unemployment Insurance Weekly Claims Report released for the specified week (https://www.dol.gov/ui/data.pdf).`,
    },
    {
      field: 'question',
      text: `Will there be ${bracket} initial jobless claims during the week ending ${week}?`,
    },
    { field: 'groupItemTitle', text: bracket },
  ]);

const SA =
  'number of seasonally adjusted initial unemployment insurance claims (initial claims) made in the US';

describe('initial jobless claims of the week ending on a stated day', () => {
  test('the recorded wording (1343757): the week ending Saturday, February 7, 2026', () => {
    const t = claims(SA, 'February 7, 2026', '210k-220k');
    expect(t.category).toBe('economic-release');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'MEASUREMENT', subject: 'U.S. initial jobless claims, seasonally adjusted' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-02-01T05:00:00.000Z', end: '2026-02-08T05:00:00.000Z' },
    });
    // A value on "220k" is in two brackets: which one holds it, the rules do not say.
    expect(t.boundary.status).toBe('UNKNOWN');
  });

  test('another week and year: the week ending Saturday, November 4, 2028, the day before the clocks change', () => {
    const t = claims(SA, 'November 4, 2028', '230k-240k');
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2028-10-29T04:00:00.000Z', end: '2028-11-05T04:00:00.000Z' },
    });
  });

  test('claims named without their adjustment are not read as the adjusted series', () => {
    const t = claims(
      'number of initial unemployment insurance claims made in the US',
      'February 7, 2026',
      '210k-220k',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});
