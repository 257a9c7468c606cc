// A number stated in another unit of the quantity's kind is not read in the table's unit
// (docs/decisions.md, "Settlement terms: the audit's open defects examined, and four new kinds of
// edit"): tuning's Kalshi KXFED-27APR-T5.00 and KXFEDDECISION-26OCT-H0 wordings
// (test/fixtures/terms-corpus/tuning, SOURCES.md there) with "%" and "basis points" exchanged, and
// a central bank's change and a rate in no fixture. As stated, each is read as before.
import { readChange } from '../../../../src/domain/settlement-terms/grammar/changes';
import { readTexts } from '../../../support/read-texts';

const fedRate = (size: string) =>
  `If the upper bound of the target federal funds rate published on the Federal Reserve's official website is greater than ${size} following the Federal Reserve's Apr 28, 2027 meeting, then the market resolves to Yes.`;
const kalshi = (primary: string) =>
  readTexts('kalshi', [{ field: 'rules_primary', text: primary }]);

describe("a rate's threshold stated in basis points where the table reads percent", () => {
  test('tuning: "greater than 5.00%" is read', () => {
    expect(kalshi(fedRate('5.00%')).boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '5', unit: '%' },
    });
  });

  test.each([['5.00 basis points'], ['4.75 bps'], ['0.5 percentage points']])(
    '"greater than %s" is not read as percent',
    (size) => {
      const b = kalshi(fedRate(size)).boundary;
      expect(b.status).toBe('UNKNOWN');
      expect(b.status === 'UNKNOWN' && b.reason).toMatch(/the quantity is read in %/);
    },
  );
});

describe("a change's size in another unit than basis points", () => {
  test.each([
    ['tuning: a Hike of 25bps', 'Hike of 25bps', { comparator: '=', threshold: '25' }],
    [
      'a Cut of 50 basis points (no fixture)',
      'Cut of 50 basis points',
      { comparator: '=', threshold: '-50' },
    ],
    ['a raise without a size', 'raises rates', { comparator: '>', threshold: '0' }],
  ])('%s is read', (_, text, expected) => {
    expect(readChange(text)).toEqual(expected);
  });

  test.each([['Hike of 0.25%'], ['Cut of 1 percentage point'], ['Hike of 0%']])(
    '"%s" is not read as basis points, nor as any change',
    (text) => {
      expect(readChange(text)).toBeUndefined();
    },
  );
});
