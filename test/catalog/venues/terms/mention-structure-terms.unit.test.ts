// Mentions read by their structure (src/domain/settlement-terms/categories/mentions.ts;
// docs/decisions.md, "Settlement terms: mentions by their structure"): a speaker, a verb of
// saying, the term (the market's own name, or the rules' where it cannot have been cut short), the
// appearance. A source that is only a recording of the event stays unread, as before. Each wording
// is a tuning market's (test/fixtures/terms-corpus/tuning/) or another speaker, term and
// appearance in no fixture.
import { readTexts, readKalshiRules } from '../../../support/read-texts';

const gamma = (description: string, question: string, groupItemTitle?: string) =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
    ...(groupItemTitle !== undefined ? [{ field: 'groupItemTitle', text: groupItemTitle }] : []),
  ]);

const kalshi = readKalshiRules;

describe('"the listed term" is the market\'s own name', () => {
  test('tuning (Gamma 1083046): read as before, the video of the events no source', () => {
    const t = gamma(
      'Donald Trump is scheduled to deliver the 2026 State of the Union address on February 24. This market will resolve to "Yes" if Donald Trump says the listed term during his appearance at the specified event. Otherwise, the market will resolve to "No". The resolution source will be video of the events.',
      'Will Trump say "Kamala" or "Harris" during the 2026 State of the Union address?',
      'Kamala / Harris',
    );
    expect(t.category).toBe('mentions');
    expect(t.quantity.status).toBe('KNOWN');
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
    expect(t.source.status).toBe('UNKNOWN');
    expect(t.source).not.toMatchObject({ statedNone: true });
  });

  test('another speaker, verb, term and appearance: the term from the group', () => {
    const t = gamma(
      'The Federal Reserve is scheduled to hold a press conference after its March meeting. This market will resolve to "Yes" if Jerome Powell mentions the listed word during the FOMC press conference on March 18, 2026. Otherwise, the market will resolve to "No". The resolution source for this market will be the official livestream of the press conference.',
      'Will Powell say "Soft landing" at the March press conference?',
      'Soft landing',
    );
    expect(t.category).toBe('mentions');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'whether Jerome Powell says Soft landing' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'Jerome Powell, the FOMC press conference on March 18, 2026' },
    });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    expect(t.source.status).toBe('UNKNOWN');
    expect(t.source).not.toMatchObject({ statedNone: true });
  });

  test('the passive, and a counted term: at least the count, in times', () => {
    const t = gamma(
      'This market will resolve to "Yes" if the listed term is said by any announcer during the broadcast of Super Bowl LXI. Otherwise, the market will resolve to "No".',
      'Will the announcers say "Dynasty" 3+ times during Super Bowl LXI?',
      'Dynasty 3+ times',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'times any announcer says Dynasty' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '3', unit: 'times' },
    });
  });

  test('without a term of its own the quantity is UNKNOWN, with the reason', () => {
    const t = gamma(
      'This market will resolve to "Yes" if Jerome Powell mentions the listed word during the FOMC press conference on March 18, 2026.',
      'Will Powell say "Soft landing" at the March press conference?',
    );
    expect(t.quantity).toMatchObject({ status: 'UNKNOWN' });
    expect(t.quantity.status === 'UNKNOWN' && t.quantity.reason).toMatch(/no term of its own/);
  });

  test('a period is no appearance, and "the event" names none: UNKNOWN', () => {
    const week = gamma(
      'This market will resolve to "Yes" if Donald Trump says the listed term during the week of March 2, 2026.',
      'Will Trump say "Tariff" this week?',
      'Tariff',
    );
    expect(week.quantity.status).toBe('UNKNOWN');
    const month = gamma(
      'This market will resolve to "Yes" if Donald Trump says the listed term during March 2026.',
      'Will Trump say "Tariff" in March?',
      'Tariff',
    );
    expect(month.quantity.status).toBe('UNKNOWN');
    const unnamed = gamma(
      'This market will resolve to "Yes" if Gavin Newsom says the listed term during the event.',
      'Will Newsom say "Wildfire"?',
      'Wildfire',
    );
    expect(unnamed.quantity.status).toBe('UNKNOWN');
  });
});

describe("Kalshi's term said as part of an appearance, counted in parentheses", () => {
  test('tuning (KXSECPRESSMENTION-26DEC31-SAN): the video of the briefing is left unread', () => {
    const t = kalshi(
      'If the White House Press Secretary says Sanction at the next Press Briefing by the White House Press Secretary (does not include gaggles), then the market resolves to Yes.',
      'Video of the next Press Briefing by the White House Press Secretary (does not include gaggles) will be primarily used to resolve the market; if a consensus by Kalshi employees cannot be reached using video, transcripts of the next Press Briefing by the White House Press Secretary (does not include gaggles) will be used according to the news publications listed in the contract.',
      'Will the White House Press Secretary say Sanction at her next press briefing?',
      'Sanction',
    );
    expect(t.quantity.status).toBe('KNOWN');
    expect(t.source.status).toBe('UNKNOWN');
    expect(t.source).not.toMatchObject({ statedNone: true });
  });

  test('another speaker, term and appearance: "as part of", "(3+ times)"', () => {
    const t = kalshi(
      'If the Governor of Ohio says Turnpike (3+ times) as part of the next State of the State address, then the market resolves to Yes.',
      'Video of the next State of the State address will be primarily used to resolve the market; if a consensus cannot be reached using video, internal & external (official) transcripts of the next State of the State address will be used.',
      'What will the Governor of Ohio say during the State of the State?',
      'Turnpike',
    );
    expect(t.category).toBe('mentions');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'times the Governor of Ohio says Turnpike' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '3', unit: 'times' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'the Governor of Ohio, the next State of the State address' },
    });
    expect(t.source.status).toBe('UNKNOWN');
    expect(t.source).not.toMatchObject({ statedNone: true });
  });
});

describe('a recording of the event as the source is left unread', () => {
  test('tuning (Gamma 1466786): the image or video with a consensus of reporting', () => {
    const t = gamma(
      'This market will resolve to "Yes" if Supreme Leader of Iran Ali Khamenei is photographed or videotaped between market creation and the listed date (ET). The resolution source for this market will be the image/video of Ali Khamenei, and a consensus of credible reporting as to whether it is real.',
      'Khamenei seen in public by March 1?',
    );
    expect(t.source.status).toBe('UNKNOWN');
    expect(t.source).not.toMatchObject({ statedNone: true });
  });

  test('a recording someone publishes: never stated as none', () => {
    const channel = gamma(
      'This market will resolve to "Yes" if Jerome Powell says the listed term during the FOMC press conference on March 18, 2026. The resolution source will be the video of the press conference on the Federal Reserve YouTube channel.',
      'Will Powell say "Soft landing" at the March press conference?',
      'Soft landing',
    );
    expect(channel.source).not.toMatchObject({ statedNone: true });
    const address = gamma(
      'This market will resolve to "Yes" if Jerome Powell says the listed term during the FOMC press conference on March 18, 2026. The resolution source will be the transcript of the press conference at https://www.federalreserve.gov/monetarypolicy.htm.',
      'Will Powell say "Soft landing" at the March press conference?',
      'Soft landing',
    );
    expect(address.source).toMatchObject({ status: 'KNOWN' });
  });
});

describe('the term itself in the condition', () => {
  test("tuning (Gamma 504043's question and term): read against the market's own name", () => {
    const t = gamma(
      'This market will resolve to "Yes" if Joe Biden says "Old" during his speech addressing his decision to withdraw from the Presidential race on July 24, 2024. Otherwise, the market will resolve to "No".',
      'Will Biden say "Old" during drop out speech?',
      'Old',
    );
    expect(t.category).toBe('mentions');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether Joe Biden says "Old"' },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
  });

  test('another speaker and term, no name of its own: read where it cannot be cut short', () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If the Mayor of Chicago says Snowstorm during the budget address at City Hall, then the market resolves to Yes.',
      },
      { field: 'title', text: 'What will the Mayor of Chicago say during the budget address?' },
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether the Mayor of Chicago says Snowstorm' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'the Mayor of Chicago, the budget address at City Hall' },
    });
  });

  test('no name of its own and the word that ends the term comes again: UNKNOWN', () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If the Mayor says Look at Me at the next town hall, then the market resolves to Yes.',
      },
      { field: 'title', text: 'What will the Mayor say at the next town hall?' },
    ]);
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.quantity.status === 'UNKNOWN' && t.quantity.reason).toMatch(/cut short/);
  });

  test("a term that is not the market's own name: UNKNOWN", () => {
    const t = gamma(
      'This market will resolve to "Yes" if Joe Biden says "Old" during his speech on July 24, 2024.',
      'Will Biden say "Age" during his speech?',
      'Age',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});
