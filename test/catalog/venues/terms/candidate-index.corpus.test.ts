// The candidate index (src/domain/matching/candidate-index.ts; docs/decisions.md, "Candidates at
// venue scale") on generated markets of both venues (test/support/candidate-markets.ts): every
// planted counterpart is proposed, a market whose terms are not read still gets candidates, the
// pairs stay proportional to the markets, and blocks keep apart what the terms tell apart.
import { findCandidates } from '../../../../src/domain/matching/candidate-index';
import { matchMarkets, type CandidateMarket } from '../../../../src/domain/matching/match-markets';
import type {
  Boundary,
  SettlementTerms,
  Window,
} from '../../../../src/domain/settlement-terms/settlement-terms';
import { generateCandidateMarkets } from '../../../support/candidate-markets';

const generated = generateCandidateMarkets(3000);
// The matcher's answer on those markets, which the first two tests both read: computed once (a few
// seconds of CPU), by the first test that asks.
let matched: ReturnType<typeof matchMarkets> | undefined;
const matchedGenerated = () => (matched ??= matchMarkets(generated.markets));

test('every planted counterpart is proposed, with candidates kept per market (10)', () => {
  const { pairs } = matchedGenerated();
  const proposed = new Set(pairs.map((p) => p.pairKey));
  const missed = generated.planted.filter((key) => !proposed.has(key));
  expect(generated.planted.length).toBeGreaterThan(2000);
  expect(missed).toEqual([]);
  // Never all pairs: at most 10 candidates of each market.
  expect(pairs.length).toBeLessThanOrEqual(10 * generated.markets.length);
  expect(new Set(pairs.map((p) => p.pairKey)).size).toBe(pairs.length);
});

test('a market with no term read gets ranked candidates by its words, as CANDIDATE naming every term', () => {
  const { pairs } = matchedGenerated();
  const unreadPairs = pairs.filter((p) => p.kalshi.quantity.status === 'UNKNOWN');
  expect(unreadPairs.length).toBeGreaterThan(0);
  for (const p of unreadPairs) {
    expect(p.verdict).toBe('CANDIDATE');
    expect(p.unread).toEqual(['quantity', 'source', 'window', 'boundary', 'exceptions', 'yes']);
    expect(p.sharedEntities).toEqual([]);
  }
  const announce = pairs.find((p) => p.pairKey.startsWith('KXANNOUNCE-'))!;
  expect(generated.planted).toContain(announce.pairKey);
});

test('fewer candidates per market keep fewer pairs, each of rank 1 to k', () => {
  const small = generateCandidateMarkets(600);
  const two = findCandidates(small.markets, { perMarket: 2 });
  expect(two.length).toBeLessThanOrEqual(2 * small.markets.length);
  expect(two.every((c) => c.rank >= 1 && c.rank <= 2)).toBe(true);
  expect(() => findCandidates(small.markets, { perMarket: 0 })).toThrow(RangeError);
});

function market(
  venue: 'kalshi' | 'polymarket',
  id: string,
  category: string,
  at: string,
  title: string,
): CandidateMarket {
  const known = <T>(value: T) => ({ status: 'KNOWN' as const, value, spans: [] });
  const window: Window = { kind: 'INSTANT', at, zone: 'UTC' };
  const terms: SettlementTerms = {
    venue,
    venueMarketId: id,
    category,
    entities: ['team:NFL:KC'],
    quantity: known({ subject: 'NFL game', name: 'NFL game', kind: 'RESULT' as const }),
    source: known('nfl.com'),
    window: known(window),
    boundary: known({ comparator: '>' as const, threshold: '1', unit: 'points' }),
    exceptions: known({ rule: 'none' }),
    yes: known('YES' as const),
  };
  return { terms, title, rules: '' };
}

test('blocks: one entity within a day either side, whatever the category; a day further is kept apart', () => {
  const k = market('kalshi', 'K', 'game-winner', '2027-01-10T21:00:00Z', 'Kansas City wins');
  const nextDay = market('polymarket', 'P1', 'game-winner', '2027-01-11T03:00:00Z', 'Chiefs');
  const twoDays = market('polymarket', 'P2', 'game-winner', '2027-01-12T21:00:00Z', 'Chiefs');
  const total = market('polymarket', 'P3', 'game-total', '2027-01-10T21:00:00Z', 'Chiefs');
  const pairs = findCandidates([k, nextDay, twoDays, total]);
  // The total is another category of the same game: a related question, so it is a candidate.
  expect(pairs.map((p) => [p.polymarket, p.sharedEntities]).sort()).toEqual([
    [1, ['team:NFL:KC']],
    [3, ['team:NFL:KC']],
  ]);
});

function unreadMarket(
  venue: 'kalshi' | 'polymarket',
  id: string,
  title: string,
  rules: string,
): CandidateMarket {
  const unread = { status: 'UNKNOWN' as const, reason: 'not read', spans: [] };
  const terms: SettlementTerms = {
    venue,
    venueMarketId: id,
    quantity: unread,
    source: unread,
    window: unread,
    boundary: unread,
    exceptions: unread,
    yes: unread,
  };
  return { terms, title, rules };
}

test('a word in many of the other venue’s markets still ranks a market searched by its words', () => {
  // Each city is in 1,100 markets of each venue (one a day): more than the 1% (at least 1,000) a
  // word search once left out, yet what tells one day's markets apart. On Boston's day, the other
  // cities' markets share a rarer word with Boston's counterpart ("daily" on Kalshi's side,
  // "official" on Polymarket's), so without the city they rank above it on both sides.
  const day = (d: number) => {
    const date = new Date(Date.UTC(2027, 0, 1) + d * 86_400_000);
    const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    return `${month} ${date.getUTCDate()} ${date.getUTCFullYear()}`;
  };
  const weather = (venue: 'kalshi' | 'polymarket', id: string, city: string, d: number) => {
    const bostonDay = d === 4 && city === 'Boston';
    const extra =
      d !== 4 ? '' : (venue === 'kalshi') === bostonDay ? ' (daily report)' : ' (official)';
    return unreadMarket(
      venue,
      id,
      `Will the highest temperature in ${city} be between 40-41°F on ${day(d)}?`,
      `Resolves to the range that contains the highest temperature recorded at the ${city} station on ${day(d)}${extra}.`,
    );
  };
  const cities = 'Boston Denver Dallas Austin Tampa Miami Omaha Tulsa Fresno Mesa Aurora Irvine';
  const markets: CandidateMarket[] = [];
  cities.split(' ').forEach((city, c) => {
    for (let d = 0; d < 1100; d++)
      for (const venue of ['kalshi', 'polymarket'] as const)
        markets.push(weather(venue, `${venue === 'kalshi' ? 'K' : 'P'}${c}-${d}`, city, d));
  });
  const at = (id: string) => markets.findIndex((m) => m.terms.venueMarketId === id);
  const pair = findCandidates(markets).find(
    (p) => p.kalshi === at('K0-4') && p.polymarket === at('P0-4'),
  );
  expect(pair).toBeDefined();
  expect(pair!.rank).toBe(1);
});

/** A market of one category with every term read, as the readers give it. */
function readMarket(
  venue: 'kalshi' | 'polymarket',
  id: string,
  category: string,
  entity: string,
  window: Window,
  boundary: Boundary,
  source: string,
  title: string,
): CandidateMarket {
  const known = <T>(value: T) => ({ status: 'KNOWN' as const, value, spans: [] });
  const subject = category === 'daily-temperature' ? 'daily maximum temperature' : category;
  const terms: SettlementTerms = {
    venue,
    venueMarketId: id,
    category,
    entities: [entity],
    quantity: known({
      subject,
      name: category === 'daily-temperature' ? `${subject} at ${entity}` : subject,
      kind: category === 'daily-temperature' ? ('MEASUREMENT' as const) : ('RESULT' as const),
    }),
    source: known(source),
    window: known(window),
    boundary: known(boundary),
    exceptions: known({ rule: 'none' }),
    yes: known('YES' as const),
  };
  return { terms, title, rules: '' };
}

const day = (date: string): Window => ({
  kind: 'PERIOD',
  start: `${date}T05:00:00.000Z`,
  end: new Date(Date.parse(`${date}T05:00:00.000Z`) + 86_400_000).toISOString(),
  zone: '-05:00',
});
const above = (threshold: string): Boundary => ({ comparator: '>', threshold, unit: '°F' });
const winner = (entity: string): Boundary => ({
  comparator: 'REACHES',
  stage: 'WINNER',
  entity,
  unit: 'stage',
});

test('a market without a counterpart gets the nearest questions of its category, with every difference named', () => {
  // Kalshi's Central Park high of July 12 against LaGuardia highs of other days on Polymarket:
  // no block holds them together (other station, other day), yet they are the questions of its
  // kind a reviewer compares it with. A market of another category that shares the words is not.
  const nyc = readMarket(
    'kalshi',
    'KXHIGHNY-26JUL12-T89',
    'daily-temperature',
    'station:KNYC',
    day('2026-07-12'),
    above('89'),
    'National Weather Service',
    'Will the high temp in NYC be >89° on Jul 12, 2026?',
  );
  const laguardia = readMarket(
    'polymarket',
    '620651',
    'daily-temperature',
    'station:KLGA',
    day('2025-10-07'),
    { comparator: 'BETWEEN_INCLUSIVE', threshold: '83', upper: '84', unit: '°F' },
    'Weather Underground',
    'Will the highest temperature in NYC be between 83-84°F on October 7?',
  );
  const rain = readMarket(
    'polymarket',
    '700001',
    'precipitation',
    'station:KLGA',
    day('2025-10-07'),
    above('1'),
    'Weather Underground',
    'Will NYC have more than 1 inch of rain on October 7?',
  );
  const { pairs } = matchMarkets([nyc, laguardia, rain]);
  expect(pairs.map((p) => p.pairKey)).toEqual(['KXHIGHNY-26JUL12-T89|620651']);
  const [near] = pairs;
  expect(near!.verdict).toBe('DIFFERENT');
  expect(near!.sharedEntities).toEqual([]);
  expect(near!.differences.map((d) => d.term).sort()).toEqual(
    ['boundary', 'quantity', 'source', 'window'].sort(),
  );
});

test('two competitors of one tournament, blocked apart by their entities, are proposed as RELATED EXCLUSIVE', () => {
  const cup: Window = { kind: 'EVENT', event: '2026 FIFA World Cup' };
  const ecuador = readMarket(
    'kalshi',
    'KXMENWORLDCUP-26-EC',
    'competition-winner',
    'team:FIFA:ecuador',
    cup,
    winner('team:FIFA:ecuador'),
    'FIFA',
    "Will Ecuador win the 2026 Men's World Cup?",
  );
  const colombia = readMarket(
    'polymarket',
    '558947',
    'competition-winner',
    'team:FIFA:colombia',
    cup,
    winner('team:FIFA:colombia'),
    'FIFA',
    'Will Colombia win the 2026 FIFA World Cup?',
  );
  const { pairs } = matchMarkets([ecuador, colombia]);
  expect(pairs).toHaveLength(1);
  expect(pairs[0]!.verdict).toBe('RELATED');
  expect(pairs[0]!.relation).toBe('EXCLUSIVE');
});

test('near questions only fill the places a market’s blocks leave', () => {
  const sameDay = readMarket(
    'polymarket',
    'P-SAME',
    'daily-temperature',
    'station:KNYC',
    day('2026-07-12'),
    above('89'),
    'National Weather Service',
    'Will the high temp in NYC be >89° on Jul 12, 2026?',
  );
  const otherDay = readMarket(
    'polymarket',
    'P-OTHER',
    'daily-temperature',
    'station:KNYC',
    day('2026-07-20'),
    above('89'),
    'National Weather Service',
    'Will the high temp in NYC be >89° on Jul 20, 2026?',
  );
  const k = readMarket(
    'kalshi',
    'K',
    'daily-temperature',
    'station:KNYC',
    day('2026-07-12'),
    above('89'),
    'National Weather Service',
    'Will the high temp in NYC be >89° on Jul 12, 2026?',
  );
  const one = findCandidates([k, sameDay, otherDay], { perMarket: 1 });
  // Kalshi's one place is taken by its block; P-OTHER, whose block is empty, still finds K.
  expect(one.map((p) => [p.polymarket, p.sharedEntities])).toEqual([
    [1, ['station:KNYC']],
    [2, []],
  ]);
});

test('occurrences, which name no entity, are not near questions of each other across their windows', () => {
  const occurrence = (venue: 'kalshi' | 'polymarket', id: string, end: string, title: string) => {
    const m = readMarket(
      venue,
      id,
      'occurrence',
      'unused',
      { kind: 'PERIOD', start: '2025-01-01T05:00:00.000Z', end, zone: 'America/New_York' },
      { comparator: '=', threshold: '1', unit: 'occurrence' },
      'Reuters',
      title,
    );
    const terms = { ...m.terms, entities: [] };
    return { ...m, terms };
  };
  const ipo = occurrence(
    'kalshi',
    'KXFREDDIE-26JUL01',
    '2026-07-01T04:00:00.000Z',
    'Will Freddie Mac announce an IPO before Jul 1, 2026?',
  );
  const listing = occurrence(
    'polymarket',
    '20',
    '2021-01-01T05:00:00.000Z',
    'Will Coinbase announce an IPO before Jan 1, 2021?',
  );
  expect(findCandidates([ipo, listing])).toEqual([]);
});

test('champions of two leagues are not near questions, two champions of one league are', () => {
  const finals = (year: string): Window => ({ kind: 'EVENT', event: `${year} NBA Finals` });
  const atlanta = readMarket(
    'kalshi',
    'KXNBA-27-ATL',
    'competition-winner',
    'team:NBA:ATL',
    finals('2027'),
    winner('team:NBA:ATL'),
    'NBA',
    'Will Atlanta win the Pro Basketball Finals?',
  );
  const cleveland = readMarket(
    'polymarket',
    '553857',
    'competition-winner',
    'team:NBA:CLE',
    finals('2026'),
    winner('team:NBA:CLE'),
    'NBA',
    'Will the Cleveland Cavaliers win the 2026 NBA Finals?',
  );
  const arsenal = readMarket(
    'polymarket',
    '507285',
    'competition-winner',
    'team:UCL:arsenal',
    { kind: 'EVENT', event: '2026 UEFA Champions League' },
    winner('team:UCL:arsenal'),
    'UEFA',
    'Will Arsenal win the 2026 UEFA Champions League?',
  );
  const { pairs } = matchMarkets([atlanta, cleveland, arsenal]);
  expect(pairs.map((p) => [p.pairKey, p.verdict])).toEqual([['KXNBA-27-ATL|553857', 'DIFFERENT']]);
});

test('the same entity in another kind of question on another day is a near question', () => {
  const btc = (venue: 'kalshi' | 'polymarket', id: string, category: string, at: string) =>
    readMarket(
      venue,
      id,
      category,
      'asset:BTC',
      { kind: 'INSTANT', at, zone: 'UTC' },
      { comparator: '>', threshold: '74099.99', unit: 'USD' },
      venue === 'kalshi' ? 'CF Benchmarks' : 'Chainlink',
      venue === 'kalshi' ? 'Bitcoin price on Jul 25, 2026?' : 'Bitcoin Up or Down - November 10',
    );
  const eth = readMarket(
    'polymarket',
    'P-ETH',
    'asset-up-down',
    'asset:ETH',
    { kind: 'INSTANT', at: '2025-11-11T02:30:00Z', zone: 'UTC' },
    { comparator: '>', threshold: '1', unit: 'USD' },
    'Chainlink',
    'Ethereum price Up or Down - November 10',
  );
  const { pairs } = matchMarkets([
    btc('kalshi', 'KXBTCD-26JUL2502-T74099.99', 'asset-price', '2026-07-25T06:00:00Z'),
    btc('polymarket', '675091', 'asset-up-down', '2025-11-11T02:30:00Z'),
    eth,
  ]);
  expect(pairs.map((p) => [p.pairKey, p.verdict])).toEqual([
    ['KXBTCD-26JUL2502-T74099.99|675091', 'DIFFERENT'],
  ]);
});
