// Counts compared in general, propositions longer than a name, and Kalshi's one-value brackets
// (docs/decisions.md, "Settlement terms: counts stated in general, long propositions, one-value
// brackets"). The texts are tuning recordings of test/fixtures/terms-corpus (SOURCES.md there):
// Polymarket markets 516732 and 516734 (google-adk), 502284 (wom-strategy backtest) and 517321 (ghost-alpha); Kalshi
// KXMARMADUPSET-26R16-2, KXMARMADSEEDWIN-26S16R64-1, KXMARMADSEEDWIN-26S12-4 (bracket-kal NCAA) and KXTRUMPSTATECOUNT-29-5
// (tail-end); KXTRAVELDOWNGRADE-27JAN01-RUS (iran-dataset); Polymarket 17 and 19 (wom-strategy,
// Gamma's wordings of 2020); 1255810 and 1221321 (wom-strategy backtest, counts bracketed by their
// titles).
import { readTexts } from '../../../support/read-texts';

const SPACEX_UNDER_100 =
  'This market will resolve to "Yes" if SpaceX has less than 100 launches in 2025. Otherwise, it will resolve to "No." The resolution source is the FAA, specifically the number shown next to SpaceX when 2025 is selected here https://www.faa.gov/data_research/commercial_space_data.';
const SPACEX_120_139 =
  'This market will resolve to "Yes" if SpaceX has between 120 (inclusive) and 139 (inclusive) launches in 2025. Otherwise, it will resolve to "No." The resolution source is the FAA, specifically the number shown next to SpaceX when 2025 is selected here https://www.faa.gov/data_research/commercial_space_data.';
const UPSETS_R16 =
  "If the number of teams achieving an upset (based on seeding) in the Round of 16 of the men's college basketball tournament is at least 2, then the market resolves to Yes.";
const SEED_16_WINS_2026 =
  "If the number of teams that are seeded #16 achieving a win in the Round of 64 of the 2026 men's college basketball tournament is at least 1, then the market resolves to Yes.";
const SEED_12_EXACTLY_4 =
  "If the number of teams that are seeded #12 achieving a win in the Round of 64 of the men's college basketball tournament is exactly 4, then the market resolves to Yes.";
const SECRETARIES_5 =
  'If President Trump has exactly 5 Secretaries of State, then the market resolves to Yes.';
const ADVISORY_RUSSIA =
  'If the U.S. State Department issues, updates, or reaffirms a level 3 or lower travel advisory for Russia after Issuance and before Jan 1, 2027, then the market resolves to Yes.';
const ICE_750K =
  'During the 2024 FY ICE removed 271,484 non citizens (see: https://www.ice.gov/doclib/eoy/iceAnnualReportFY2024.pdf). This market will resolve to "Yes" if U.S. Immigration and Customs Enforcement (ICE) removes 750,000 or more non citizens in the 2025 fiscal year. Otherwise, this market ill resolve to "No".';
const APPLE_BAN =
  'This market will resolve to "Yes" if any company owned by Elon Musk, or of which Elon Musk is CEO, institutes a policy preventing its employees from bringing Apple devices into their buildings or onto their premises by December 31, 2024, 11:59 PM ET. Otherwise, this market will resolve to "No".';

const description = (text: string) => [{ field: 'description', text }];
const rules = (text: string) => [{ field: 'rules_primary', text }];

describe('a count compared in general', () => {
  test('"SpaceX has less than 100 launches in 2025": the count, its bound and its year', () => {
    const reading = readTexts('polymarket', description(SPACEX_UNDER_100));
    expect(reading.category).toBe('count');
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'spacex has launches', kind: 'MEASUREMENT' },
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<', threshold: '100' },
    });
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2025-01-01T05:00:00.000Z',
        end: '2026-01-01T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
  });

  test('the brackets of one count share its subject', () => {
    const low = readTexts('polymarket', description(SPACEX_UNDER_100));
    const mid = readTexts('polymarket', description(SPACEX_120_139));
    expect(mid.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '120', upper: '139' },
    });
    expect(mid.quantity.status === 'KNOWN' && mid.quantity.value.subject).toBe(
      low.quantity.status === 'KNOWN' && low.quantity.value.subject,
    );
  });

  test("upsets in a round of a competition not named with its season, without the venue's dates: a result of no one event, unread", () => {
    const reading = readTexts('kalshi', rules(UPSETS_R16), {
      facts: { strikeType: 'greater_or_equal', floorStrike: '2' },
    });
    expect(reading.category).toBe('count');
    expect(reading.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason:
        "\"the men's college basketball tournament\" does not say which season, and the venue's dates do not put the market's life in one year",
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '2' },
    });
    expect(reading.window).toMatchObject({ status: 'UNKNOWN' });
    expect(reading.window.status === 'UNKNOWN' && reading.window.statedNone).toBeFalsy();
  });

  test("a seed's wins in a round of the 2026 tournament: the competition's RESULT, the round its event", () => {
    const reading = readTexts('kalshi', rules(SEED_16_WINS_2026), {
      facts: { strikeType: 'greater_or_equal', floorStrike: '1' },
    });
    expect(reading.category).toBe('count');
    expect(reading.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RESULT' } });
    expect(reading.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '1' },
    });
  });

  test('the rules\' "exactly 4" against a strike of 4 or more is not read', () => {
    const reading = readTexts('kalshi', rules(SEED_12_EXACTLY_4), {
      facts: { strikeType: 'greater_or_equal', floorStrike: '4' },
    });
    expect(reading.boundary.status).toBe('UNKNOWN');
  });

  test('a Kalshi bracket of one value (floor = cap) is that value, "exactly 5"', () => {
    const reading = readTexts('kalshi', rules(SECRETARIES_5), {
      facts: { strikeType: 'between', floorStrike: '5', capStrike: '5' },
    });
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'president trump has secretaries of state', kind: 'MEASUREMENT' },
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '5' },
    });
    const other = readTexts('kalshi', rules(SECRETARIES_5), {
      facts: { strikeType: 'between', floorStrike: '4', capStrike: '4' },
    });
    expect(other.boundary.status).toBe('UNKNOWN');
  });

  test('a level compared in something that happens by a deadline is no count', () => {
    const reading = readTexts('kalshi', rules(ADVISORY_RUSSIA), {
      facts: {
        openTime: '2026-01-06T15:00:00Z',
        closeTime: '2027-01-01T04:59:00Z',
      },
    });
    expect(reading.category).not.toBe('count');
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { end: '2027-01-01T05:00:00.000Z' },
    });
  });

  test('a count "in the 2025 fiscal year" of a federal body: the federal fiscal year', () => {
    const reading = readTexts('polymarket', description(ICE_750K));
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '750000' },
    });
    // October 1, 2024 to October 1, 2025, New York time (fiscal-year-terms.unit.test.ts).
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2024-10-01T04:00:00.000Z', end: '2025-10-01T04:00:00.000Z' },
    });
  });

  test('a count of 1 MB of words does not block', () => {
    const text = `This market will resolve to "Yes" if SpaceX has less than 100 ${'launches '.repeat(120_000)}in 2025.`;
    const reading = readTexts('polymarket', description(text));
    expect(reading.quantity.status).toBe('UNKNOWN');
  });
});

describe('a proposition longer than a name', () => {
  test('a clause of 190 characters before "by <deadline>" is the proposition', () => {
    const reading = readTexts('polymarket', description(APPLE_BAN), {
      facts: { openTime: '2024-06-10T23:34:01.074Z' },
    });
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject:
          'whether any company owned by elon musk, or of which elon musk is ceo, institutes a policy preventing its employees from bringing apple devices into their buildings or onto their premises',
      },
    });
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { end: '2025-01-01T05:00:00.000Z', zone: 'America/New_York' },
    });
  });
});

describe('Gamma\'s "This is a market on whether …" of 2020', () => {
  const AIRBNB =
    'This market is on whether or not Airbnb will be a publicly traded company by January 1, 2021. This market will resolve to Yes if Airbnb starts publicly trading on NASDAQ or NYSE before January 1st 2021, regardless of if they list via IPO, direct listing, or some other method.';
  const DIVORCE =
    'This is a market on whether Kanye West and Kim Kardashian will officially file for a divorce before January 1st 2021. Divorce can be defined empirically as either an official announcement direct from either Kim or Kanye, or an official filing of divorce.';

  test('"This market is on whether or not X by <date>" is an occurrence; no zone, no window', () => {
    const reading = readTexts('polymarket', description(AIRBNB), {
      facts: { openTime: '2020-10-01T00:00:00Z', endDate: '2021-01-01T00:00:00Z' },
    });
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether airbnb will be a publicly traded company', kind: 'RESULT' },
    });
    expect(reading.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    expect(reading.window.status).toBe('UNKNOWN');
  });

  test('"This is a market on whether X before <date>" is an occurrence', () => {
    const reading = readTexts('polymarket', description(DIVORCE));
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: 'whether kanye west and kim kardashian will officially file for a divorce',
      },
    });
  });
});

describe("a count bracketed by the markets' titles", () => {
  const POSTS =
    'This market will resolve according to the number of times Elon Musk (@elonmusk), posts on X during the month of March 2026. For the purposes of this market, only main feed posts, quote posts and reposts will count.';
  const STRIKES =
    "This market will resolve according to the total number of different sovereign UN member states' soil that Israel initiates a drone, missile, or air strike between February 1, 2026, 12:00 AM ET and February 28, 2026, 11:59 PM ET. Strikes on embassies or consulates will count towards the country where the embassy or consulate is located.";

  test('"the number of times … posts on X during the month of March 2026", bracket "100-119"', () => {
    const reading = readTexts('polymarket', [
      { field: 'question', text: 'Will Elon Musk post 100-119 tweets in March 2026?' },
      { field: 'groupItemTitle', text: '100-119' },
      ...description(POSTS),
    ]);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'number of times Elon Musk (@elonmusk), posts on X', kind: 'MEASUREMENT' },
    });
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2026-03-01T05:00:00.000Z', end: '2026-04-01T04:00:00.000Z' },
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '100', upper: '119' },
    });
  });

  test('"the total number of … between <instant> and <instant>", bracket "≥4"', () => {
    const reading = readTexts('polymarket', [
      { field: 'question', text: 'Will Israel strike ≥4 countries in February 2026?' },
      { field: 'groupItemTitle', text: '≥4' },
      ...description(STRIKES),
    ]);
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2026-02-01T05:00:00.000Z', end: '2026-03-01T05:00:00.000Z' },
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '4' },
    });
  });

  // Wom-strategy backtest market 589515 (tuning), and another person, service, day and bracket.
  test('"the number of times … posts on X on September 7, 2025 ET", bracket "40-49": that day, ET', () => {
    const reading = readTexts('polymarket', [
      { field: 'question', text: 'Will Elon Musk post 40-49 tweets on September 7, 2025?' },
      { field: 'groupItemTitle', text: '40-49' },
      ...description(
        'This market will resolve according to the number of times Elon Musk (@elonmusk), posts on X on September 7, 2025 ET.\n\nFor the purposes of this market, only main feed posts, quote posts and reposts will count.',
      ),
    ]);
    expect(reading.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'MEASUREMENT' } });
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2025-09-07T04:00:00.000Z', end: '2025-09-08T04:00:00.000Z' },
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '40', upper: '49' },
    });
  });

  test('another account and a winter day: the whole day in New York time, bracket "≥15"', () => {
    const reading = readTexts('polymarket', [
      {
        field: 'question',
        text: 'Will the White House post 15 or more times on January 15, 2027?',
      },
      { field: 'groupItemTitle', text: '≥15' },
      ...description(
        'This market will resolve according to the number of times the White House (@WhiteHouse) posts on X on January 15, 2027 ET.',
      ),
    ]);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'number of times the White House (@WhiteHouse) posts on X' },
    });
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2027-01-15T05:00:00.000Z', end: '2027-01-16T05:00:00.000Z' },
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '15' },
    });
  });

  test('a day with a time of day is no whole day: the window is not read as one', () => {
    const reading = readTexts('polymarket', [
      { field: 'groupItemTitle', text: '≥15' },
      ...description(
        'This market will resolve according to the number of times the White House (@WhiteHouse) posts on X on January 15, 2027, 12:00 PM ET.',
      ),
    ]);
    expect(reading.quantity.status).toBe('UNKNOWN');
    expect(reading.window.status).toBe('UNKNOWN');
  });
});
