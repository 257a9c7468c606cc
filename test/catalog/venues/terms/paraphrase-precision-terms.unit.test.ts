// Tuning sentences with one element changed so that the meaning changes (docs/decisions.md,
// "Settlement terms: a wording changed by one element reads its own value or none"): a negated
// comparison, a comparator in other words, a range whose ends a note after it decides, and a
// clause that pays half or a price for a case no rule names. Each must be read with the value
// the changed sentence states, or left UNKNOWN with a reason; never with the tuning value.
import { readTexts } from '../../../support/read-texts';

const kalshi = (text: string) => readTexts('kalshi', [{ field: 'rules_primary', text }]);
const polymarket = (text: string) => readTexts('polymarket', [{ field: 'description', text }]);

// KXHIGHNY-26JUL12-T89's rules with the comparison as a slot.
const centralPark = (comparison: string) =>
  kalshi(
    `If the highest temperature recorded in Central Park, New York for July 12, 2026 as reported by the National Weather Service's Climatological Report (Daily), is ${comparison}, then the market resolves to Yes.`,
  );
// The same frame at another station and day, in no fixture.
const midway = (comparison: string) =>
  kalshi(
    `If the highest temperature recorded in Chicago Midway for March 3, 2027 as reported by the National Weather Service's Climatological Report (Daily), is ${comparison}, then the market resolves to Yes.`,
  );

describe('a comparison is read as the words state it', () => {
  test('the tuning wording: "greater than 89°"', () => {
    expect(centralPark('greater than 89°').boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '89', unit: '°F' },
    });
  });

  test.each([
    ['not above 89°', '<=', '89'],
    ['not greater than 89°', '<=', '89'],
    ['not less than 89°', '>=', '89'],
    ["isn't below 89°", '>=', '89'],
    ['at or higher than 89°', '>=', '89'],
    ['at or lower than 89°', '<=', '89'],
    ['below or equal to 89°', '<=', '89'],
    ['above or equal to 89°', '>=', '89'],
    ['not 90° or above', '<', '90'],
  ])('"%s" at Central Park is %s %s', (comparison, comparator, threshold) => {
    expect(centralPark(comparison).boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator, threshold, unit: '°F' },
    });
  });

  test.each([
    ['not above 41°', '<=', '41'],
    ['at or higher than 38°', '>=', '38'],
    ['will not be more than 41°', '<=', '41'],
  ])('"%s" at Chicago Midway is %s %s', (comparison, comparator, threshold) => {
    expect(midway(comparison).boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator, threshold },
    });
  });

  test('"not exactly" states no comparator: left UNKNOWN', () => {
    expect(centralPark('not exactly 89°').boundary.status).toBe('UNKNOWN');
  });

  test("a negated price threshold (KXBTCD's rules, another asset and time in no fixture)", () => {
    const terms = kalshi(
      "If the simple average of the sixty seconds of CF Benchmarks' Ether Real-Time Index (ETHUSD_RTI) before 5 PM EDT is not above 3999.99 at 5 PM EDT on Sep 14, 2027, then the market resolves to Yes.",
    );
    expect(terms.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<=', threshold: '3999.99' },
    });
  });

  test("a negated comparison that disagrees with the venue's strike is UNKNOWN", () => {
    const terms = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: "If the highest temperature recorded in Central Park, New York for July 12, 2026 as reported by the National Weather Service's Climatological Report (Daily), is not greater than 89°, then the market resolves to Yes.",
      },
      { field: 'strike_type', text: 'greater' },
      { field: 'floor_strike', text: '89' },
    ]);
    expect(terms.boundary.status).toBe('UNKNOWN');
  });
});

describe("a range's ends", () => {
  test.each([
    ['between 88° and 89°, inclusive', 'BETWEEN_INCLUSIVE'],
    ['between 88° and 89° inclusive', 'BETWEEN_INCLUSIVE'],
    ['between 88° and 89° (both inclusive)', 'BETWEEN_INCLUSIVE'],
    ['between 88° (inclusive) and 89° (exclusive)', 'BETWEEN_LOWER_INCLUSIVE'],
  ])('"%s" is %s', (comparison, comparator) => {
    expect(centralPark(comparison).boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator, threshold: '88', upper: '89' },
    });
  });

  test.each([
    'between 88° and 89° exclusive',
    'between 88° and 89°, exclusive',
    'between 88° and 89° (exclusive)',
    'between 88° and 89° (both exclusive)',
    'not between 88° and 89°',
  ])('"%s" states no range a comparator here holds: UNKNOWN', (comparison) => {
    expect(centralPark(comparison).boundary.status).toBe('UNKNOWN');
    expect(midway(comparison.replace('88°', '30°').replace('89°', '31°')).boundary.status).toBe(
      'UNKNOWN',
    );
  });
});

describe('a clause that pays half or a price for a case no rule names', () => {
  // Gamma 540817's clause: "If neither occurs by July 31, 2026, 11:59 PM ET, this market will
  // resolve to 50-50."
  const occurrence = (clause: string) =>
    polymarket(
      `This market will resolve to "Yes" if the Federal Reserve announces an emergency rate cut by July 31, 2026, 11:59 PM ET. ${clause} Otherwise, this market will resolve to "No".`,
    );

  test('the tuning clause is a case paying half', () => {
    expect(
      occurrence(
        'If neither occurs by July 31, 2026, 11:59 PM ET, this market will resolve to 50-50.',
      ).exceptions,
    ).toMatchObject({ status: 'KNOWN', value: { rule: 'void-50-50' } });
  });

  test.each([
    [
      'If the announcement is withdrawn within a day, this market will resolve 50-50.',
      'void-50-50',
    ],
    ['If the statement is later retracted, this market will resolve fifty-fifty.', 'void-50-50'],
    [
      'If the announcement is withdrawn within a day, this market will resolve to a fair price.',
      'void-fair-price',
    ],
  ])('"%s" is %s, not "none"', (clause, rule) => {
    expect(occurrence(clause).exceptions).toMatchObject({ status: 'KNOWN', value: { rule } });
  });

  test('a clause paying the last traded price is UNKNOWN with its reason', () => {
    expect(
      occurrence(
        'If the announcement is withdrawn within a day, this market will resolve at the last traded price.',
      ).exceptions,
    ).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/^a clause pays the last traded price/),
    });
  });

  test('an occurrence without such a clause still states none', () => {
    expect(occurrence('').exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'none' } });
  });
});

describe('a source named only for when the first one fails', () => {
  const occurrence = (sourceText: string) =>
    polymarket(
      `This market will resolve to "Yes" if the Federal Reserve announces an emergency rate cut by July 31, 2026, 11:59 PM ET. Otherwise, this market will resolve to "No".\n\n${sourceText}`,
    );

  test('the tuning form keeps its source (Gamma 512644, "official information from …")', () => {
    expect(
      occurrence(
        'The resolution source for this market will be official information from the Federal Reserve.',
      ).source,
    ).toMatchObject({ status: 'KNOWN', value: 'Federal Reserve' });
  });

  test.each([
    'The resolution source for this market will be the official website of the electoral court.\n\nIf that website is unavailable, this market will resolve according to Reuters.',
    'If official information is unavailable, this market will resolve according to Bloomberg.',
    'Should the official results not be available, this market will resolve based on the Associated Press.',
  ])('a fallback alone is not the source: "%s"', (sourceText) => {
    expect(occurrence(sourceText).source.status).toBe('UNKNOWN');
  });

  test('a fallback beside a named source is kept with it', () => {
    const source = occurrence(
      'The resolution source for this market will be official information from the Federal Reserve. If the Federal Reserve website is unavailable, this market will resolve according to Reuters.',
    ).source;
    expect(source).toMatchObject({ status: 'KNOWN' });
    expect(source.status === 'KNOWN' && source.value).toMatch(/Federal Reserve/);
  });

  test('a pointer to more information is no source', () => {
    expect(
      occurrence('More information from ESPN about the schedule can be found online.').source
        .status,
    ).toBe('UNKNOWN');
  });
});

describe('a time or a day stated twice', () => {
  // KXBTCD-26JUL2502-T74299.99's rules, with the two times of its sentence made to differ.
  const average = (before: string, at: string) =>
    kalshi(
      `If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before ${before} is above 74299.99 at ${at} on Jul 25, 2026, then the market resolves to Yes.`,
    );

  test('the tuning wording: the same time twice is one minute', () => {
    expect(average('2 AM EDT', '2 AM EDT').window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-07-25T05:59:00.000Z', end: '2026-07-25T06:00:00.000Z' },
    });
  });

  test.each([
    ['2 AM EDT', '3 AM EDT'],
    ['2 AM EDT', '2 AM UTC'],
    ['5 PM EST', '5 PM PST'],
  ])('before %s at %s: the window is UNKNOWN', (before, at) => {
    const terms = average(before, at);
    expect(terms.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/two different times$/),
    });
    expect(terms.boundary).toMatchObject({ status: 'KNOWN' });
  });

  test.each([
    ['July 12, 2026 or July 13, 2026', /states two different times/],
    ['July 12, 2026 through July 14, 2026', /states a range of days, not one$/],
  ])('the day "%s" of a daily high is UNKNOWN', (date, reason) => {
    const terms = kalshi(
      `If the highest temperature recorded in Central Park, New York for ${date} as reported by the National Weather Service's Climatological Report (Daily), is greater than 89°, then the market resolves to Yes.`,
    );
    expect(terms.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(reason),
    });
  });

  test('another station on two days in no fixture', () => {
    expect(
      midway('greater than 41°').window.status === 'KNOWN' &&
        kalshi(
          "If the highest temperature recorded in Chicago Midway for March 3, 2027 or March 4, 2027 as reported by the National Weather Service's Climatological Report (Daily), is greater than 41°, then the market resolves to Yes.",
        ).window.status,
    ).toBe('UNKNOWN');
  });
});

describe('a title whose comparison the rules do not state', () => {
  // Gamma 1320344: "… has a final "Close" price higher than the price specified in the title."
  const candle = (question: string) =>
    readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: 'This market will resolve to "Yes" if the Binance 1 minute candle for ETH/USDT 12:00 in the ET timezone (noon) on the date specified in the title has a final "Close" price higher than the price specified in the title. Otherwise, this market will resolve to "No".',
        },
        { field: 'question', text: question },
      ],
      { facts: { endDate: '2026-02-09T17:00:00Z' } },
    );

  test('a title that words the same direction loosely is read by the rules', () => {
    expect(
      candle('Will the price of Ethereum be $2,000 or higher on February 9?').boundary,
    ).toMatchObject({ status: 'KNOWN', value: { comparator: '>', threshold: '2000' } });
  });

  test('the tuning title agrees: "above $2,000"', () => {
    expect(
      candle('Will the price of Ethereum be above $2,000 on February 9?').boundary,
    ).toMatchObject({ status: 'KNOWN', value: { comparator: '>', threshold: '2000' } });
  });

  test.each([
    ['Will the price of Ethereum be below $2,000 on February 9?', 'below $2,000'],
    ['Will the price of Solana be between $150 and $160 on March 2?', 'between $150 and $160'],
    ['Will the price of Ethereum be under $2,000 on February 9?', 'under $2,000'],
  ])('"%s" disagrees with the rules: UNKNOWN', (question, stated) => {
    expect(candle(question).boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining(`the title states "${stated}"`),
    });
  });
});

describe("two wordings of a position's next holder read alike", () => {
  const kalshiRules = (text: string) => kalshi(text);

  test.each([
    // KXNEXTIRANLEADER's wording and KXNEXTNATOSECGEN's, then both with another office and person.
    'If the first new person to hold the position of Supreme Leader of Iran after Issuance is Mohsen Araki, then the market resolves to Yes.',
    'If Klaus Iohannis formally holds the position of Secretary General of NATO, and is the first such subject to do so after Issuance, then the market resolves to Yes.',
    'If the first new person to hold the position of Prime Minister of Canada after Issuance is Mark Carney, then the market resolves to Yes.',
    'If Mark Carney formally holds the position of Prime Minister of Canada, and is the first such subject to do so after Issuance, then the market resolves to Yes.',
  ])('"%s": no window and no threshold, both stated as none', (text) => {
    const terms = kalshiRules(text);
    expect(terms.quantity.status).toBe('KNOWN');
    expect(terms.window).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    expect(terms.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });
});

describe('a measured proposition whose data is missing pays No', () => {
  test('the tuning clause (KXALBUMSALES): "If data is unavailable … resolve to No"', () => {
    const terms = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: "If ARIRANG by BTS's sales, on the Hits Daily Double Top 50 Chart for March 27, 2026, are At Least 400000, then the market resolves to Yes.",
      },
      {
        field: 'rules_secondary',
        text: 'If data is unavailable or partially unavailable by the Expiration date, then all affected markets resolve to No.',
      },
    ]);
    expect(terms.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-no' } });
  });

  test.each([
    // Gamma 518409's clause, which says "resolve "No"" without "to".
    'If no information for January 2025 is provided by NASA by May 1, 2025, 11:59 PM ET, this market will resolve "No".',
    'If the figure for March 2027 is unavailable by June 1, 2027, this market will resolve to "No".',
  ])('"%s" is a case paying No beside a compared number', (clause) => {
    const terms = polymarket(
      `This market will resolve to "Yes" if the highest temperature recorded in Central Park, New York for July 12, 2026 as reported by the National Weather Service's Climatological Report (Daily), is greater than 89°. Otherwise, this market will resolve to "No". ${clause}`,
    );
    expect(terms.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-no' } });
  });
});

describe("a part of a competition is not the competition's winner", () => {
  // Gamma 507869's wording, with a part of the competition named before it.
  const champion = (what: string) =>
    polymarket(
      `This market will resolve to “Yes” if the LA Clippers win ${what}. Otherwise, this market will resolve to “No”.\n\nThe resolution source for this market will be information from the NBA.`,
    );

  test('the tuning wording reads the champion', () => {
    expect(champion('the 2024-2025 NBA Championship').boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'team:NBA:LAC' },
    });
  });

  test.each([
    ['the first round of the 2024-2025 NBA Championship', champion],
    [
      'the second round of the 2026 FIFA World Cup',
      (what: string) =>
        polymarket(
          `This market will resolve to "Yes" if France wins ${what}. Otherwise, this market will resolve to "No".`,
        ),
    ],
  ])('"%s" is UNKNOWN', (what, read) => {
    const terms = read(what);
    expect(terms.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/names a part of the competition, not the competition$/),
    });
    expect(terms.quantity.status).toBe('UNKNOWN');
  });
});

describe('a threshold stated in another temperature scale', () => {
  test('the tuning wording in the report\'s scale is read: "greater than 89°"', () => {
    expect(centralPark('greater than 89°').boundary).toMatchObject({
      status: 'KNOWN',
      value: { unit: '°F' },
    });
  });

  test.each([
    [centralPark, 'greater than 30°C'],
    [midway, 'at least 5°C'],
  ])('%#: "%s" is UNKNOWN, never read in °F', (read, comparison) => {
    expect(read(comparison).boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/in °C, the quantity is read in °F$/),
    });
  });
});

describe("a mention counted or timed against the appearance is not the appearance's", () => {
  // Gamma 1040366's condition, with its term as the market's own name.
  const mention = (tail: string, own = 'Eighth war / Eight wars') =>
    readTexts('polymarket', [
      {
        field: 'description',
        text: `This market will resolve to "Yes" if Donald Trump says the listed term ${tail}. Otherwise, the market will resolve to "No".`,
      },
      { field: 'groupItemTitle', text: own },
    ]);

  test('the tuning wording: the appearance is the event', () => {
    expect(
      mention(
        'during his appearance at events featuring the President of Ukraine on December 28, 2025 ET',
      ).window,
    ).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
  });

  test.each([
    'at least 3 times during his appearance at events featuring the President of Ukraine on December 28, 2025 ET',
    'at least 5 times during his address to the United Nations General Assembly on September 23, 2027 ET',
  ])('a count: "%s" is UNKNOWN, no occurrence', (tail) => {
    const terms = mention(tail);
    expect(terms.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/holds a count of the mentions/),
    });
    expect(terms.boundary).not.toHaveProperty('statedNone');
    expect(terms.window.status).toBe('UNKNOWN');
  });

  test('"before his appearance" leaves the window UNKNOWN', () => {
    expect(
      mention(
        'before his appearance at events featuring the President of Ukraine on December 28, 2025 ET',
      ).window,
    ).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/times the mention against the appearance, not at it$/),
    });
  });
});

describe('a question that asks whether the named one does not win', () => {
  // Gamma 1235569's rules leave the team to the question.
  const byQuestion = (rules: string, question: string) =>
    readTexts('polymarket', [
      { field: 'description', text: rules },
      { field: 'question', text: question },
    ]);

  test('the tuning question reads its team', () => {
    expect(
      byQuestion(
        'This market will resolve according to the team that wins the 2026 MLB World Series.',
        'Will the Chicago Cubs win the 2026 World Series?',
      ).boundary,
    ).toMatchObject({ status: 'KNOWN', value: { entity: 'team:MLB:CHC' } });
  });

  test.each([
    [
      'This market will resolve according to the team that wins the 2026 MLB World Series.',
      'Will the Chicago Cubs not win the 2026 World Series?',
    ],
    [
      'This market will resolve according to the player who wins 2026-2027 NFL Defensive Player of the Year Award.',
      'Will Micah Parsons not be the 2026-2027 NFL Defensive Player of the Year?',
    ],
  ])('%s / "%s" is UNKNOWN', (rules, question) => {
    expect(byQuestion(rules, question).boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/^the condition is negated/),
    });
  });
});

describe('a condition negated as a whole', () => {
  // A Kalshi occurrence of the tuning corpus, and the same frame with another subject in no fixture.
  const occurrence = (proposition: string) =>
    readTexts(
      'kalshi',
      [
        {
          field: 'rules_primary',
          text: `If ${proposition} after Issuance and before Jan 1, 2027, then the market resolves to Yes.`,
        },
      ],
      { facts: { openTime: '2025-12-23T15:00:00Z' } },
    );

  test('the tuning wording reads its proposition', () => {
    expect(occurrence('Donald Trump and Jerome Powell meet in person').quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether donald trump and jerome powell meet in person' },
    });
  });

  test.each([
    'Donald Trump and Jerome Powell do not meet in person',
    "Donald Trump and Jerome Powell don't meet in person",
    'Keir Starmer does not meet Olaf Scholz in person',
    'the Reserve Bank of Australia fails to cut its cash rate',
    'Gavin Newsom never visits Kyiv',
    "Apple won't release a foldable iPhone",
  ])('"%s" is UNKNOWN, not the positive proposition with "not" in it', (proposition) => {
    expect(occurrence(proposition).quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/^the condition is negated as a whole/),
    });
  });

  test('a negation in a clause the proposition states is read as written', () => {
    const terms = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: 'This market will resolve to "Yes" if Gavin Newsom announces that he will not run for President by March 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        },
      ],
      { facts: { openTime: '2026-01-06T15:00:00Z' } },
    );
    expect(terms.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether gavin newsom announces that he will not run for president' },
    });
  });
});

describe('a question that names another team or person than the rules', () => {
  const asked = (rules: string, question: string) =>
    readTexts('polymarket', [
      { field: 'description', text: rules },
      { field: 'question', text: question },
    ]);
  // The tuning award wording (Kalshi's "If <person> wins the …"), its question on Gamma's form.
  const mvp = (person: string) =>
    `This market will resolve to "Yes" if ${person} is awarded the 2025–26 regular season NBA Most Valuable Player (MVP) Award.`;

  test('the same person in the question and the rules is read', () => {
    expect(
      asked(mvp('Shai Gilgeous-Alexander'), 'Will Shai Gilgeous-Alexander win the 2025–26 NBA MVP?')
        .quantity,
    ).toMatchObject({ status: 'KNOWN' });
  });

  test.each([
    [mvp('Shai Gilgeous-Alexander'), 'Will Nikola Jokic win the 2025–26 NBA MVP?'],
    [mvp('Victor Wembanyama'), 'Will Luka Doncic be the 2025–26 NBA MVP?'],
  ])('%s / "%s": UNKNOWN, naming both', (rules, question) => {
    expect(asked(rules, question).quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/^the question names .+, the rules /),
    });
  });

  // A competition's winner as Gamma words it, with the team in the rules' condition.
  const champion = (team: string) =>
    `This market will resolve to "Yes" if the ${team} win the 2026 NBA Finals. Otherwise, this market will resolve to "No".`;

  test('the same team in the question and the rules is read', () => {
    expect(
      asked(
        champion('Oklahoma City Thunder'),
        'Will the Oklahoma City Thunder win the 2026 NBA Finals?',
      ).quantity.status,
    ).toBe('KNOWN');
  });

  test.each([
    [champion('Oklahoma City Thunder'), 'Will the Boston Celtics win the 2026 NBA Finals?'],
    [champion('Denver Nuggets'), 'Will the Orlando Magic win the 2026 NBA Finals?'],
  ])('%s / "%s": UNKNOWN, naming both', (rules, question) => {
    expect(asked(rules, question).quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/^the question names .+, the rules /),
    });
  });
});

describe('the same person with and without a middle initial', () => {
  test('"Will Mary J. Blige win …?" over rules naming Mary Blige is read', () => {
    const terms = readTexts('polymarket', [
      {
        field: 'description',
        text: 'This market will resolve to "Yes" if Mary Blige is awarded the 2027 Grammy Award for Album of the Year. Otherwise, this market will resolve to "No".',
      },
      {
        field: 'question',
        text: 'Will Mary J. Blige win the 2027 Grammy Award for Album of the Year?',
      },
    ]);
    expect(terms.quantity.status).toBe('KNOWN');
  });
});
