// Occurrences announced by a deadline, and a period from the market's own creation
// (docs/decisions.md, "Settlement terms: an announcement by a deadline, and a market's own
// creation"): "… if it is announced by <deadline> that <proposition>", "… if <who> announces by
// <deadline> that <proposition>", "… between this market's creation and <deadline>", and a
// deadline followed by who reports it in brackets. Each with a wording of the tuning corpus
// (test/fixtures/terms-corpus/tuning/polymarket/openclaw-gamma-markets-2026-03-25.json 1663073 and
// 1309351, google-adk-gamma-events-2025-06-16.json 516712) and a paraphrase of another subject,
// body and date that is in no fixture. And a fraction "2/3 of …" in a proposition, which is no
// day of a month (google-adk-gamma-events-2025-06-16.json 515819). And an occurrence during a
// named occasion the venue gives a date (testingpoly-gamma-markets-2026-02-07.json 555781,
// wom-strategy-gamma-markets-2026-02-09.json 159008).
import { timesIn } from '../../../../src/domain/settlement-terms/grammar/dates';
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string) => [
  { field: 'question', text: question },
  { field: 'description', text: description },
];

describe('an announcement by a deadline: the proposition is what is announced', () => {
  test('"it is announced by April 15, 2026, 11:59PM ET that Season 5 … is officially cancelled"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if it is announced by April 15, 2026, 11:59PM ET that Season 5 of Secret Lives of Mormon Wives is officially cancelled. Otherwise, this market will resolve to "No".',
        'Secret Lives of Mormon Wives Season 5 cancelled by April 15?',
      ),
      { facts: { openTime: '2026-03-20T17:22:53.696Z', endDate: '2026-04-15T00:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'RESULT',
        subject: 'whether season 5 of secret lives of mormon wives is officially cancelled',
      },
    });
    // "by" a minute keeps that minute.
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-03-20T17:22:53.696Z',
        end: '2026-04-16T04:00:00.000Z',
        zone: 'America/New_York',
      },
    });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('a paraphrase: "officially announced by September 2, 2031" that a marathon moves city', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if it is officially announced by September 2, 2031, 11:59 PM ET that the Lisbon Marathon will be held in another city. Otherwise, this market will resolve to "No".',
        'Lisbon Marathon moved by September 2?',
      ),
      { facts: { openTime: '2031-05-04T09:00:00Z', endDate: '2031-09-02T00:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether the lisbon marathon will be held in another city' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2031-05-04T09:00:00.000Z', end: '2031-09-03T04:00:00.000Z' },
    });
  });

  test('who announces is no part of the proposition: Tether, and a paraphrase of a rail company', () => {
    const tether = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if official information released by Tether Limited Inc., official representatives of Tether Limited Inc. (e.g. lawyers, spokespeople, etc.), or a consensus of credible reporting announces by December 31, 2025, 11:59 PM ET that Tether Limited Inc. is insolvent or is filing/has filed for any variety of bankruptcy. Otherwise, this market will resolve to "No".',
        'Tether insolvent in 2025?',
      ),
      { facts: { openTime: '2024-12-29T22:41:19.741Z', endDate: '2025-12-31T12:00:00Z' } },
    );
    expect(tether.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject:
          'whether tether limited inc. is insolvent or is filing/has filed for any variety of bankruptcy',
      },
    });
    expect(tether.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2026-01-01T05:00:00.000Z' },
    });
    const rail = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Nordic Rail AB or its administrators officially announces by March 1, 2032, 11:59 PM CT that Nordic Rail AB has entered administration. Otherwise, this market will resolve to "No".',
        'Nordic Rail in administration by March 1?',
      ),
      { facts: { openTime: '2031-11-20T15:00:00Z', endDate: '2032-03-01T00:00:00Z' } },
    );
    expect(rail.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether nordic rail ab has entered administration' },
    });
    // 11:59 PM Central (standard) time, kept: 06:00 UTC the next day.
    expect(rail.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2031-11-20T15:00:00.000Z', end: '2032-03-02T06:00:00.000Z' },
    });
  });

  test('an announcement "by" a body rather than a date reads no deadline', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if it is announced by the Ministry of Transport that the Lisbon Marathon will be held in another city. Otherwise, this market will resolve to "No".',
        'Lisbon Marathon moved?',
      ),
      { facts: { openTime: '2031-05-04T09:00:00Z', endDate: '2031-09-02T00:00:00Z' } },
    );
    expect(t.window.status).toBe('UNKNOWN');
  });
});

describe("the period from this market's creation", () => {
  test('"between this market\'s creation and the listed date 11:59 PM ET (according to the FDIC…)"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if any US bank fails between this market\'s creation and the listed date 11:59 PM ET (according to the FDIC\'s "Failed Bank List"). Otherwise, this market will resolve to "No."',
        'Another US bank failure by March 31?',
      ),
      { facts: { openTime: '2026-01-31T18:54:41.03Z', endDate: '2026-03-31T00:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'whether any us bank fails' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-01-31T18:54:41.030Z',
        end: '2026-04-01T04:00:00.000Z',
        zone: 'America/New_York',
      },
    });
  });

  test('a paraphrase: a credit union failing by a stated day, with who reports it in brackets', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if any Canadian credit union fails between this market\'s creation and October 15, 2031, 11:59 PM ET (as reported by the Canada Deposit Insurance Corporation). Otherwise, this market will resolve to "No."',
        'Canadian credit union failure by October 15?',
      ),
      { facts: { openTime: '2031-06-01T12:00:00Z', endDate: '2031-10-15T00:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether any canadian credit union fails' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2031-06-01T12:00:00.000Z', end: '2031-10-16T04:00:00.000Z' },
    });
  });

  test('a bracket after the deadline that states a number is no source clause: no deadline read', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if any Canadian credit union fails between this market\'s creation and October 15, 2031, 11:59 PM ET (according to 2 of the 3 listed sources). Otherwise, this market will resolve to "No."',
        'Canadian credit union failure by October 15?',
      ),
      { facts: { openTime: '2031-06-01T12:00:00Z', endDate: '2031-10-15T00:00:00Z' } },
    );
    expect(t.window.status).toBe('UNKNOWN');
  });
});

describe('a fraction "2/3 of …" is no date', () => {
  test('"if 2/3 of state legislatures pass resolutions … by June 30, 2025, 11:59 PM ET"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if 2/3 of state legislatures pass resolutions calling for an Article V constitutional convention by June 30, 2025, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        'States call a Constitutional Convention before July?',
      ),
      { facts: { openTime: '2024-12-16T23:39:55.055Z', endDate: '2025-06-30T12:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2024-12-16T23:39:55.055Z', end: '2025-07-01T04:00:00.000Z' },
    });
  });

  test('a paraphrase: "3/4 of the member states … ratify … by May 1, 2032"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if 3/4 of the member states of the Nordic Council ratify the Reykjavik fisheries accord by May 1, 2032, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        'Reykjavik fisheries accord ratified by May 1?',
      ),
      { facts: { openTime: '2031-10-01T12:00:00Z', endDate: '2032-05-01T12:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2031-10-01T12:00:00.000Z', end: '2032-05-02T04:00:00.000Z' },
    });
  });

  test('a day written with a slash and no "of" after it is still a day', () => {
    expect(timesIn('3/4 of the members', '2031-01-01T00:00:00Z')).toEqual([]);
    expect(timesIn('by 3/4/2032', '2031-01-01T00:00:00Z')).toHaveLength(1);
    expect(timesIn('on 3/4, 11:59 PM ET', '2031-01-01T00:00:00Z')).toHaveLength(1);
  });
});

describe('during an occasion "currently scheduled for" a date: the occasion is the window', () => {
  test('"… performs live and in person during the Super Bowl LX halftime show currently scheduled for …"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Miley Cyrus performs live and in person during the Super Bowl LX halftime show currently scheduled for February 8, 2026. Otherwise, this market will resolve to "No."',
        'Will Miley Cyrus perform during the Super Bowl LX halftime show?',
      ),
      { facts: { openTime: '2025-06-25T22:31:45.301Z', endDate: '2026-02-09T00:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'whether miley cyrus performs live and in person' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'EVENT',
        event: 'Super Bowl LX halftime show, scheduled for February 8, 2026',
      },
    });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('"This is a market on whether … during the NFL draft, currently scheduled for April 29, 2021"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This is a market on whether any of the first 10 picks in the first round of the 2021 NFL draft will be traded during the NFL draft, currently scheduled for April 29, 2021. This market will resolve “No” otherwise.',
        'Will any of the first 10 picks in the NFL draft be traded during the draft?',
      ),
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'NFL draft, scheduled for April 29, 2021' },
    });
  });

  test('a paraphrase: an encore during a festival set, another band and date', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Arcade Fire brings a guest on stage during the Roskilde Orange Stage closing set, currently scheduled for July 5, 2031. Otherwise, this market will resolve to "No".',
        'Arcade Fire guest at Roskilde?',
      ),
      { facts: { openTime: '2031-03-01T00:00:00Z', endDate: '2031-07-06T00:00:00Z' } },
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether arcade fire brings a guest on stage' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'EVENT',
        event: 'Roskilde Orange Stage closing set, scheduled for July 5, 2031',
      },
    });
  });

  test('a proposition that compares a number during the occasion leaves the quantity UNKNOWN', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if more than 3 goals are scored during the Champions League final currently scheduled for May 31, 2031. Otherwise, this market will resolve to "No".',
        'More than 3 goals in the final?',
      ),
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN' });
    expect(t.boundary).not.toMatchObject({ statedNone: true });
  });
});
