// An election named with the day it is held (docs/decisions.md, "Settlement terms: an election
// named with the day it is held"): "the <race>, scheduled for <date>", "… held on <date>", "…
// taking place on <date>" is the race, its window the race as an EVENT. The tuning wordings are
// Gamma 562803 of test/fixtures/terms-corpus/tuning/polymarket/predict-ngin-gamma-markets-2026-01.json
// ("… following the 2026 U.S. House elections scheduled for November 3, 2026") and Gamma 110 of
// wom-strategy-gamma-markets-2026-02-09.json ("… the U.S. Senate runoff in Georgia taking place on
// January 5th, 2021"); the markets read whole are paraphrases of other people, offices, countries
// and dates in no fixture.
import { scheduledRace } from '../../../../src/domain/settlement-terms/grammar/races';
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string) => [
  { field: 'question', text: question },
  { field: 'description', text: description },
];
const facts = { openTime: '2027-01-05T10:00:00Z', endDate: '2027-09-30T12:00:00Z' };

describe('a race and the day it is held', () => {
  test('the tuning wordings: the race before the schedule, its year written or the date’s', () => {
    expect(scheduledRace('2026 U.S. House elections scheduled for November 3, 2026')).toEqual({
      race: expect.objectContaining({ name: '2026 U.S. House elections', year: '2026' }),
      date: 'November 3, 2026',
    });
    expect(
      scheduledRace('U.S. Senate runoff in Georgia taking place on January 5th, 2021'),
    ).toEqual({
      race: expect.objectContaining({ name: '2021 U.S. Senate runoff in Georgia', year: '2021' }),
      date: 'January 5th, 2021',
    });
  });

  test('other words of a schedule, with a comma or without', () => {
    expect(
      scheduledRace(
        '2029 Chilean presidential election, scheduled to take place on November 18, 2029',
      )?.race.name,
    ).toBe('2029 Chilean presidential election');
    expect(scheduledRace('Portuguese legislative election held on March 9, 2031')?.race.name).toBe(
      '2031 Portuguese legislative election',
    );
    expect(
      scheduledRace('2030 Ohio gubernatorial election, to be held on November 5')?.race.year,
    ).toBe('2030');
  });

  test('a day in another year than the race’s is kept as a conflict; anything else after it is no schedule', () => {
    expect(
      scheduledRace('2027 German federal election, held on September 26, 2028')?.conflict,
    ).toBe('"2027 German federal election" is held on "September 26, 2028", in another year');
    expect(scheduledRace('2027 German federal election, held on September 26, 2027 or later')).toBe(
      undefined,
    );
    expect(scheduledRace('2027 German federal election held on September 26 and 27, 2027')).toBe(
      undefined,
    );
    expect(scheduledRace('German federal election held on September 26')).toBe(undefined);
    expect(scheduledRace('2027 German federal election')).toBe(undefined);
  });
});

describe('an election read with the day it is held', () => {
  test('"wins the 2029 Chilean presidential election, scheduled for November 18, 2029": the race', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Evelyn Matthei wins the 2029 Chilean presidential election, scheduled for November 18, 2029. Otherwise, this market will resolve to "No".',
        'Will Evelyn Matthei win the 2029 Chilean presidential election?',
      ),
      { facts },
    );
    expect(t.category).toBe('election-winner');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 2029 Chilean presidential election' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2029 Chilean presidential election' },
    });
  });

  test('"wins the Portuguese legislative election held on March 9, 2031": the year is the date’s', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Luís Montenegro wins the Portuguese legislative election held on March 9, 2031. Otherwise, this market will resolve to "No".',
        'Will Luís Montenegro win the Portuguese election?',
      ),
      { facts: { openTime: '2030-11-01T00:00:00Z', endDate: '2031-03-10T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2031 Portuguese legislative election' },
    });
  });

  test('a race and a day in different years: quantity and window UNKNOWN, with the reason', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Evelyn Matthei wins the 2029 Chilean presidential election, held on November 18, 2030. Otherwise, this market will resolve to "No".',
        'Will Evelyn Matthei win the Chilean presidential election?',
      ),
      { facts },
    );
    const reason =
      '"2029 Chilean presidential election" is held on "November 18, 2030", in another year';
    expect(t.window).toMatchObject({ status: 'UNKNOWN', reason });
    expect(t.quantity).toMatchObject({ status: 'UNKNOWN', reason });
  });
});
