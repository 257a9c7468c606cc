// Central banks' decisions in the wordings of the charts-and-rates tuning recording
// (test/fixtures/terms-corpus/tuning/polymarket/wom-strategy-gamma-charts-rates-2026-02-08.json:
// 1011728, 1007020, 1249981): the day a decision is made, whether the rules call it a meeting, a
// policy-setting meeting, a monetary policy decision or the day the statement is released; each
// with a paraphrase on another month, day or bracket that no fixture holds.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string, groupItemTitle: string) =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
    { field: 'groupItemTitle', text: groupItemTitle },
  ]);

const resulting = (
  bank: string,
  rate: string,
  what: string,
  month: string,
  after: string,
  title: string,
) =>
  gamma(
    `This market will resolve according to the change in the ${rate} resulting from the ${bank}’s ${month} ${what}, relative to the level it was prior to this ${what}.\n\nThe resolution source for this market is information released by the ${bank} after its ${after}, as listed on the official schedule.`,
    `Will the ${bank} change the ${rate} after the ${month} decision?`,
    title,
  );

describe('a decision the rules call a monetary policy decision or a policy-setting meeting', () => {
  test('the recorded wording (1011728): the Reserve Bank of New Zealand, "Decrease", Wellington', () => {
    const t = resulting(
      'Reserve Bank of New Zealand',
      'official cash rate (OCR)',
      'monetary policy decision',
      'February',
      'February 17, 2026 monetary policy decision',
      'Decrease',
    );
    expect(t.category).toBe('target-rate');
    expect(t.entities).toEqual(['office:reserve-bank-of-new-zealand']);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RATE' } });
    // February 17 in New Zealand daylight time (UTC+13).
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-02-16T11:00:00.000Z', end: '2026-02-17T11:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<', threshold: '0', unit: 'bps' },
    });
  });

  test('another month and bracket: the RBNZ in July, standard time, "No change"', () => {
    const t = resulting(
      'Reserve Bank of New Zealand',
      'official cash rate',
      'monetary policy decision',
      'July',
      'July 8, 2027 monetary policy decision',
      'No change',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-07-07T12:00:00.000Z', end: '2027-07-08T12:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '0', unit: 'bps' },
    });
  });

  test('the recorded wording (1007020): the Bank of Korea, a policy-setting meeting in Seoul', () => {
    const t = resulting(
      'Bank of Korea',
      'base rate',
      'monetary policy meeting',
      'February',
      'February 26, 2026 policy-setting meeting',
      'Decrease',
    );
    expect(t.entities).toEqual(['office:bank-of-korea']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-02-25T15:00:00.000Z', end: '2026-02-26T15:00:00.000Z' },
    });
  });

  test('another meeting and bracket: the Bank of Korea in October, "25 bps increase"', () => {
    const t = resulting(
      'Bank of Korea',
      'base rate',
      'monetary policy meeting',
      'October',
      'October 21, 2027 policy-setting meeting',
      '25 bps increase',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-10-20T15:00:00.000Z', end: '2027-10-21T15:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '25', unit: 'bps' },
    });
  });

  test("a rate the bank does not set (the Bank of Korea's cash rate) is not read", () => {
    const t = resulting(
      'Bank of Korea',
      'official cash rate',
      'monetary policy meeting',
      'October',
      'October 21, 2027 policy-setting meeting',
      'No change',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});

describe("a decision dated by its statement's release", () => {
  const statement = (month: string, released: string, title: string) =>
    gamma(
      `The Statement on Monetary Policy for the Bank of Japan's Monetary Policy meeting for ${month} is scheduled to be released on ${released} (https://www.boj.or.jp/en/mopo/mpmsche_minu/index.htm).\n\nThis market will resolve to the amount of basis points the upper bound of the short-term policy interest rate is changed by versus the level it was prior to the Bank of Japan's ${month} meeting.`,
      `Bank of Japan changes interest rates after the ${month} meeting?`,
      title,
    );

  test('the recorded wording (1249981): the Bank of Japan, April 28, 2026, "25 bps increase"', () => {
    const t = statement('April', 'April 28, 2026', '25 bps increase');
    expect(t.entities).toEqual(['office:bank-of-japan']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-04-27T15:00:00.000Z', end: '2026-04-28T15:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '25', unit: 'bps' },
    });
  });

  test('another meeting and bracket: December 19, 2027, "No change"', () => {
    const t = statement('December', 'December 19, 2027', 'No change');
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-12-18T15:00:00.000Z', end: '2027-12-19T15:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '0', unit: 'bps' },
    });
  });

  test('without the release day the meeting is not dated', () => {
    const t = gamma(
      "This market will resolve to the amount of basis points the upper bound of the short-term policy interest rate is changed by versus the level it was prior to the Bank of Japan's April 2026 meeting.",
      'Bank of Japan changes interest rates after the April meeting?',
      'No change',
    );
    expect(t.window.status).toBe('UNKNOWN');
  });
});

describe('a decision whose day the rules state twice, differently', () => {
  test('the recorded wording with a second day beside it reads no window (1011728)', () => {
    const t = gamma(
      'This market will resolve according to the change in the official cash rate (OCR) resulting from the Reserve Bank of New Zealand’s February monetary policy decision, relative to the level it was prior to this decision.\n\nThe resolution source for this market is information released by the Reserve Bank of New Zealand after its February 17, 2026 monetary policy decision. The Reserve Bank of New Zealand will publish the rate after its February 18, 2026 monetary policy decision.',
      'Will the Reserve Bank of New Zealand decrease the official cash rate after the February decision?',
      'Decrease',
    );
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.window).toMatchObject({ reason: expect.stringContaining('February 18, 2026') });
  });

  test('another bank and month: the same day stated twice is one statement', () => {
    const once = resulting(
      'Bank of Korea',
      'base rate',
      'monetary policy decision',
      'October',
      'October 21, 2027 monetary policy decision',
      'No change',
    );
    const twice = gamma(
      'This market will resolve according to the change in the base rate resulting from the Bank of Korea’s October monetary policy decision, relative to the level it was prior to this decision.\n\nThe resolution source for this market is information released by the Bank of Korea after its October 21, 2027 monetary policy decision. Data released after its October 21, 2027 monetary policy decision counts.',
      'Will the Bank of Korea change the base rate after the October decision?',
      'No change',
    );
    expect(once.window.status).toBe('KNOWN');
    expect(twice.window.status).toBe('KNOWN');
    expect(twice.window).toMatchObject({ value: (once.window as { value: unknown }).value });
    const rival = gamma(
      'This market will resolve according to the change in the base rate resulting from the Bank of Korea’s October monetary policy decision, relative to the level it was prior to this decision.\n\nThe resolution source for this market is information released by the Bank of Korea after its October 21, 2027 monetary policy decision. Data released after its October 28, 2027 monetary policy decision counts.',
      'Will the Bank of Korea change the base rate after the October decision?',
      'No change',
    );
    expect(rival.window.status).toBe('UNKNOWN');
  });
});
