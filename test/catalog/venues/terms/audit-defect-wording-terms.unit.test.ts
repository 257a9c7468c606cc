// Wordings with the same meaning that the invariance audit (bench/terms/invariance.ts) found read
// otherwise, read as the venue's own (docs/decisions.md, "Settlement terms: the audits' open
// defects mended in the grammar"): each on a recorded tuning wording and on a paraphrase with a
// subject that no recording holds, and a negative case where the rule must not read.
import { timesIn } from '../../../../src/domain/settlement-terms/grammar/dates';
import { sentencesOf } from '../../../../src/domain/settlement-terms/grammar/sentences';
import { clockOf } from '../../../../src/domain/settlement-terms/grammar/title-periods';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { tickerCompetitors } from '../../../../src/venues/kalshi/kalshi-ticker-competitors';
import { readKalshiRules, readTexts } from '../../../support/read-texts';

const TERMS = ['quantity', 'source', 'window', 'boundary', 'exceptions', 'yes'] as const;

/** Every term's status and value (spans left out: they point at each text's own characters). */
const values = (t: SettlementTerms) =>
  Object.fromEntries(
    TERMS.map((n) => {
      const term = t[n];
      return [n, term.status === 'KNOWN' ? term.value : term.status];
    }),
  );

const curly = (s: string) => s.replace(/"([^"]+)"/g, '\u201c$1\u201d').replace(/'/g, '\u2019');

describe('curly quotes and apostrophes read as the straight ones', () => {
  const SECONDARY = 'All trademarks are the property of their respective owners.';
  test.each([
    // tuning/kalshi: KXMARMAD-26-UGA.
    [
      'the recorded champion',
      "If Georgia is the 2025-26 Division 1 Men's College Basketball National Champion, then the market resolves to Yes.",
      'Will Georgia win the College Basketball National Championship?',
      'Georgia',
    ],
    [
      'another team and season',
      'If Gonzaga is the 2027-28 Division 1 Men\'s College Basketball National Champion, then the market resolves to "Yes".',
      'Will Gonzaga win the College Basketball National Championship?',
      'Gonzaga',
    ],
  ])('%s', (_n, primary, title, sub) => {
    const straight = readKalshiRules(primary, SECONDARY, title, sub);
    expect(straight.boundary.status).toBe('KNOWN');
    const read = readKalshiRules(curly(primary), SECONDARY, title, sub);
    expect(values(read)).toEqual(values(straight));
    // The spans are the venue's own characters, its quotes as it wrote them.
    expect(read.quantity.spans.some((s) => s.text.includes('\u2019'))).toBe(true);
  });

  test('a quote mark that is not an apostrophe or a quote (a prime) is left as written', () => {
    const primary =
      'If Gonzaga is the 2027-28 Division 1 Men\u2032s College Basketball National Champion, then the market resolves to Yes.';
    const read = readKalshiRules(
      primary,
      SECONDARY,
      'Will Gonzaga win the College Basketball National Championship?',
      'Gonzaga',
    );
    expect(
      read.boundary.status === 'KNOWN' ? JSON.stringify(read.boundary.value) : '',
    ).not.toContain('NCAAMB');
  });
});

describe('a run of spaces read as one space', () => {
  const SECONDARY = 'The outcomes are mutually exclusive: at most one can resolve to Yes.';
  const CANCELLED = (name: string) =>
    `If the scheduled meeting is canceled and does not occur on its scheduled date, "${name}" resolves to Yes and all other outcomes resolve to No.`;

  test.each([
    // tuning/kalshi: KXFEDDECISION-26OCT-H0.
    [
      'the recorded decision',
      'Fed maintains rate',
      'If the Federal Reserve does a Hike of 0bps on October 28, 2026, then the market resolves to Yes.',
    ],
    [
      'another bank and date',
      'Bank holds rate',
      'If the Bank of Canada does a Hike of 0bps on December 9, 2027, then the market resolves to Yes.',
    ],
  ])('the market named in a case: %s', (_n, name, primary) => {
    const read = (own: string) =>
      readKalshiRules(primary, `${SECONDARY}\n\n${CANCELLED(name)}`, 'The decision?', own);
    const single = read(name);
    expect(single.exceptions.status === 'KNOWN' && single.exceptions.value.rule).toBe('void-yes');
    expect(values(read(name.replace(/ /g, '  ')))).toEqual(values(single));
    // Another outcome's market is paid No: the rule still tells them apart.
    const other = read('Hike  25 bps');
    expect(other.exceptions.status === 'KNOWN' && other.exceptions.value.rule).toBe('void-no');
  });
});

describe("a run of spaces beside a middle initial or in a game's short title", () => {
  const cut = (text: string): string[] =>
    sentencesOf([{ field: 'description', text }]).map((s) => s.text);

  test.each([
    // tuning/polymarket: Gamma 253898.
    [
      'the recorded margin',
      'This market will resolve to "Yes" if Donald J. Trump wins the 2024 Republican New Hampshire Primary by between 0% and 2.5%. Otherwise, this market will resolve to "No".',
    ],
    [
      'another person and primary',
      'This market will resolve to "Yes" if Mary K. Holloway wins the 2031 Democratic Iowa Caucus by more than 4%. Otherwise, this market will resolve to "No".',
    ],
  ])('a middle initial between runs of spaces ends no sentence: %s', (_n, text) => {
    const single = cut(text);
    expect(single).toHaveLength(2);
    expect(cut(text.replace(/ /g, '  '))).toEqual(single);
  });

  test("a label's letter before a word that opens sentences still ends one, spaces doubled", () => {
    expect(cut('The winner of Serie  A.  The market resolves to Yes.')).toHaveLength(2);
  });

  test.each([
    // tuning/kalshi: KXLALIGA2GAME-26MAR01MIRCEU-TIE, its event's sub_title "MIR vs CEU (Mar 1)".
    ['KXLALIGA2GAME', '26MAR01MIRCEU', 'MIR  vs  CEU  (Mar  1)', 'MIR  vs  CE  (Mar  1)'],
    ['KXSERIEAGAME', '27APR11GENTOR', 'GEN\tvs  TOR (Apr 11)', 'GEN\tvs  TO (Apr 11)'],
  ])("a game's short title with runs of spaces names its codes: %s", (series, day, sub, off) => {
    const event = `${series}-${day}`;
    const read = (title: string) =>
      tickerCompetitors(`${event}-TIE`, event, series, [`${event}-TIE`], title);
    expect(read(sub)).toMatchObject({ codes: sub.split(/\s+/).filter((w) => /^[A-Z]+$/.test(w)) });
    // Codes that do not join into the ticker are still no codes, however spaced.
    expect(read(off)).toBeUndefined();
  });
});

describe('"May." with an abbreviation\'s point and a day with its ordinal suffix', () => {
  const NBA = (when: string) =>
    `This is a market on who will win in the First Round, Game 1, NBA Playoff matchup between the New York Knicks and the Atlanta Hawks, scheduled to take place at 7:00 PM ET ${when}. This market will resolve to "Knicks" if the New York Knicks win, and "Hawks" if the Atlanta Hawks win.`;
  const NHL = (when: string) =>
    `This is a market on who will win in the Second Round, Game 3, NHL Playoff matchup between the Boston Bruins and the Florida Panthers, scheduled to take place at 8:00 PM ET ${when}. This market will resolve to "Bruins" if the Boston Bruins win, and "Panthers" if the Florida Panthers win.`;
  const read = (description: string, outcomes: [string, string], question: string) =>
    readTexts(
      'polymarket',
      [
        { field: 'description', text: description },
        { field: 'question', text: question },
      ],
      { outcomes },
    );

  test.each([
    // tuning/polymarket: Gamma 202049.
    [
      'the recorded game',
      NBA,
      'May 23, 2021',
      'May. 23rd, 2021',
      ['Knicks', 'Hawks'],
      'Will the Knicks or the Hawks win their Game 1 NBA Playoff matchup?',
    ],
    [
      'another league, game and day',
      NHL,
      'May 9, 2027',
      'May. 9th, 2027',
      ['Bruins', 'Panthers'],
      'Will the Bruins or the Panthers win their Game 3 NHL Playoff matchup?',
    ],
  ] as const)('%s', (_n, text, plain, pointed, outcomes, question) => {
    const before = read(text(plain), [...outcomes], question);
    expect(before.window.status).toBe('KNOWN');
    expect(values(read(text(pointed), [...outcomes], question))).toEqual(values(before));
  });

  test('"May." at the end of a sentence still ends it, and states no day', () => {
    const cut = sentencesOf([
      {
        field: 'description',
        text: 'The board meets in May. The market resolves to Yes if it cuts.',
      },
    ]).map((s) => s.text);
    expect(cut).toEqual(['The board meets in May.', 'The market resolves to Yes if it cuts.']);
  });
});

describe('a time of day in either clock, and an amount that is no time', () => {
  test.each([
    ['12:00 AM', [0, 0]],
    ['12 AM', [0, 0]],
    ['00:00 AM', [0, 0]],
    ['00:00', [0, 0]],
    ['11:59 PM', [23, 59]],
    ['11:59pm', [23, 59]],
    ['11:59 p.m.', [23, 59]],
    ['23:59', [23, 59]],
    ['5 PM', [17, 0]],
    ['17:30', [17, 30]],
  ])('%s', (written, clock) => expect(clockOf(written)).toEqual(clock));

  test.each(['12', '24:00', '13 PM', '0 PM', '11:60 PM', '7:5'])('%s is no time', (written) =>
    expect(clockOf(written)).toBeUndefined(),
  );

  const RANGE = (coin: string, pair: string, opens: string, closes: string) =>
    `This market will immediately resolve to "Yes" if any Binance 1 minute candle for ${coin} (${pair}) during the date range specified in the title (from ${opens} ET on the first date to ${closes} ET on the last) has a final "Low" price equal to or lower than the price specified in the title. Otherwise, this market will resolve to "No."`;
  /** The market opened a week before its range ends, as the venue states it. */
  const read = (description: string, question: string, endDate: string) =>
    readTexts(
      'polymarket',
      [
        { field: 'description', text: description },
        { field: 'question', text: question },
      ],
      {
        facts: {
          endDate,
          openTime: new Date(Date.parse(endDate) - 9 * 86_400_000).toISOString(),
        },
      },
    );

  test.each([
    // tuning/polymarket: Gamma 1317175.
    [
      'the recorded range',
      'Ethereum',
      'ETH/USDT',
      'Will Ethereum dip to $1,600 February 2-8?',
      '2026-02-09T05:00:00Z',
    ],
    [
      'another coin and week',
      'Solana',
      'SOL/USDT',
      'Will Solana dip to $95 October 12-18?',
      '2027-10-19T04:00:00Z',
    ],
  ])(
    'a range of days with its ends in 24 hours or without minutes: %s',
    (_n, coin, pair, q, end) => {
      const twelve = read(RANGE(coin, pair, '12:00 AM', '11:59 PM'), q, end);
      expect(twelve.window.status).toBe('KNOWN');
      for (const [opens, closes] of [
        ['00:00', '23:59'],
        ['12 AM', '11:59pm'],
      ])
        expect(values(read(RANGE(coin, pair, opens!, closes!), q, end))).toEqual(values(twelve));
      // A period that ends before the day's last minute is not the days of the title.
      expect(read(RANGE(coin, pair, '00:00', '23:58'), q, end).window.status).toBe('UNKNOWN');
    },
  );

  test.each([
    // tuning/polymarket: Gamma 590642.
    [
      'the recorded threshold',
      'Will the price of Bitcoin be greater than $114,000.00 on September 8 at 4PM ET?',
      'September 8, 2025 16:00',
    ],
    [
      'another amount and day',
      'Will the price of Solana be greater than $2.30 on March 3 at 10AM ET?',
      'March 3, 2026 10:00',
    ],
  ])('an amount with cents before a date is no time of day: %s', (_n, title, day) => {
    const [time] = timesIn(title, '2026-01-01T00:00:00Z');
    const at = new Date(`${day} UTC`);
    expect(time?.day).toEqual({
      year: at.getUTCFullYear(),
      month: at.getUTCMonth() + 1,
      day: at.getUTCDate(),
    });
    expect(time?.clock).toEqual([at.getUTCHours(), 0]);
  });

  test('a time written after an amount is still read', () => {
    const [time] = timesIn('above $2.30 at 12:00 PM ET on May 5, 2027', '2027-01-01T00:00:00Z');
    expect(time?.clock).toEqual([12, 0]);
  });
});

describe('a negation in the condition that pays Yes leaves the side unread', () => {
  test.each([
    // tuning/kalshi: KXNYKCOACH-25-MNORI.
    [
      'the recorded coach',
      "If the next permanent head coach of New York Pro men's Basketball team is Micah Nori, then the market resolves to Yes.",
      'Micah Nori',
    ],
    [
      'another team and coach',
      'If the next permanent head coach of Portland Pro Football team is Dana Whitfield, then the market resolves to Yes.',
      'Dana Whitfield',
    ],
  ])('%s', (_n, primary, name) => {
    const plain = readKalshiRules(primary, '', 'Who will be the next head coach?', name);
    expect(plain.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
    for (const negated of [` is not ${name}`, ` isn't ${name}`, ` is never ${name}`]) {
      const read = readKalshiRules(
        primary.replace(` is ${name}`, negated),
        '',
        'Who will be the next head coach?',
        name,
      );
      expect(read.yes.status).toBe('UNKNOWN');
    }
  });

  test('a negation in an aside, or after the condition, is no negation of it', () => {
    const primary =
      'If Seattle wins the SEA Seahawks vs SF 49ers Pro Football game originally scheduled for Dec 13, 2026 (does not include any replay), then the market resolves to Yes.';
    expect(
      readKalshiRules(
        primary,
        'If the game is not played, the market resolves to No.',
        'Seattle vs San Francisco Winner?',
        'Seattle',
      ).yes,
    ).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });
});
