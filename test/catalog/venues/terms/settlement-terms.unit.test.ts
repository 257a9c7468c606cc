// Settlement terms (src/domain/settlement-terms/) read from the venue fixtures of
// test/fixtures/venues/ (SOURCES.md): each term with the spans it came from, a term the text does
// not state is UNKNOWN, and the matcher's verdicts on the Fed and bitcoin markets of both venues.
import { equivalenceFile, readEquivalence } from '../../../../src/catalog/venues/equivalence';
import { adaptVenuePayloads } from '../../../../src/catalog/venues/adapt-venues';
import { readVenuePayloads } from '../../../../src/venues/read-venue-payloads';
import { compareTerms } from '../../../../src/domain/matching/compare-terms';
import { matchMarkets, termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import type {
  SettlementTerms,
  Term,
} from '../../../../src/domain/settlement-terms/settlement-terms';
import type { VenueFiles } from '../../../../src/venues/common/payload-file';
import { fixtureJson, inline, payload, FIXTURES, venueFiles } from '../venue-fixtures';
import { join } from 'node:path';

function termsOf(groups: VenueFiles[]): SettlementTerms[] {
  return termsOfPayloads(readVenuePayloads(groups));
}

const ALL = termsOf([venueFiles('kalshi'), venueFiles('polymarket')]);

function market(id: string, terms: readonly SettlementTerms[] = ALL): SettlementTerms {
  const found = terms.find((t) => t.venueMarketId === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
}

function value<T>(term: Term<T>): T {
  if (term.status !== 'KNOWN') throw new Error(`UNKNOWN: ${term.reason}`);
  return term.value;
}

describe('terms of a Kalshi bitcoin threshold market', () => {
  const t = market('KXBTCD-26DEC3117-T99999.99');

  test('quantity, source, window, boundary, exceptions and YES side', () => {
    expect(value(t.quantity)).toEqual({
      subject: 'BTC price',
      name: 'BTC/USD 60-second simple average',
      kind: 'PRICE',
    });
    expect(value(t.source)).toBe('CF Benchmarks');
    // "the sixty seconds ... before 5pm EST on Dec 31, 2026": EST is a fixed UTC-5.
    expect(value(t.window)).toEqual({
      kind: 'PERIOD',
      start: '2026-12-31T21:59:00.000Z',
      end: '2026-12-31T22:00:00.000Z',
      zone: '-05:00',
    });
    expect(value(t.boundary)).toEqual({ comparator: '>', threshold: '99999.99', unit: 'USD' });
    expect(value(t.exceptions)).toEqual({ rule: 'none' });
    expect(value(t.yes)).toBe('YES');
  });

  test('the boundary comes from strike_type and floor_strike, and the rules text agrees', () => {
    expect(t.boundary.spans.map((s) => [s.field, s.text])).toEqual([
      ['strike_type', 'greater'],
      ['floor_strike', '99999.99'],
      ['rules_primary', 'above $99,999.99'],
    ]);
  });
});

describe('terms of a Polymarket bitcoin threshold market', () => {
  const t = market('640101');

  test('the 1-minute Binance candle at noon ET, at or above the title price, void 50-50', () => {
    expect(value(t.quantity).name).toBe('BTC/USDT 1-minute candle close');
    expect(value(t.source)).toBe('Binance');
    expect(value(t.window)).toEqual({
      kind: 'PERIOD',
      start: '2026-12-31T17:00:00.000Z',
      end: '2026-12-31T17:01:00.000Z',
      zone: 'America/New_York',
    });
    // "equal to or higher than the price specified in the title": the title's $100,000.
    expect(value(t.boundary)).toEqual({ comparator: '>=', threshold: '100000', unit: 'USDT' });
    expect(t.boundary.spans.map((s) => s.field)).toEqual([
      'description',
      'question',
      'groupItemTitle',
    ]);
    expect(value(t.exceptions)).toEqual({ rule: 'void-50-50' });
    expect(t.exceptions.spans[0]!.text).toMatch(
      /^If trading of the Binance BTC\/USDT pair is suspended/,
    );
  });
});

test('every span quotes its field exactly', () => {
  const sets = readVenuePayloads([venueFiles('kalshi'), venueFiles('polymarket')]);
  const texts = new Map<string, Map<string, string>>();
  for (const set of sets) {
    const events = new Map(set.events.map((e) => [e.eventId, e]));
    for (const m of set.markets) {
      const fields = new Map(m.texts.map((x) => [x.field, x.text]));
      const event = events.get(m.eventId);
      if (event) {
        fields.set('event.settlement_sources', event.source);
        fields.set('event.resolutionSource', event.source);
      }
      texts.set(m.marketId, fields);
    }
  }
  let spans = 0;
  for (const t of ALL)
    for (const term of [t.quantity, t.source, t.window, t.boundary, t.exceptions, t.yes])
      for (const s of term.spans) {
        expect(texts.get(t.venueMarketId)?.get(s.field)?.slice(s.start, s.end)).toBe(s.text);
        spans++;
      }
  expect(spans).toBeGreaterThan(100);
});

describe('a term the text does not state is UNKNOWN, never guessed', () => {
  test("a recorded Kalshi market about a launch: its deadline states no zone, the venue's close at it fixes it", () => {
    const [t] = termsOf([
      {
        venue: 'kalshi',
        files: [
          payload(join(FIXTURES, 'kalshi-fixed-point', 'market-kxspacexstarship-12-26may19.json')),
        ],
      },
    ]);
    expect(t!.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'whether spacex launches starship flight test number 12' },
    });
    // close_time 2026-05-20T03:59:00Z is 23:59 on May 19 in New York: "before May 20, 2026" ends
    // at that midnight (docs/decisions.md, "Settlement terms: a deadline the venue's close fixes").
    expect(t!.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-05-13T02:30:00.000Z',
        end: '2026-05-20T04:00:00.000Z',
        zone: 'America/New_York',
      },
    });
    // "If source agency data from FAA is delayed …": the rules name the agency whose data settles
    // the market (docs/decisions.md, "Settlement terms: sources as phrases").
    expect(t!.source).toMatchObject({ status: 'KNOWN', value: 'FAA' });
    // With its window read, the market is placed in a block by its proposition and period.
    expect(matchMarkets([t!]).unblocked).toHaveLength(0);
  });

  test('a recorded Polymarket Up/Down market has no YES side', () => {
    // The recorded market names no event: given inside one, as venue-shapes.unit.test.ts does.
    const recorded = fixtureJson('polymarket-fees/gamma-market-btc-updown-5m-1787414400.json');
    const event = [
      { id: '9100', title: 'Bitcoin Up or Down', slug: 'btc-updown', markets: [recorded] },
    ];
    const [t] = termsOf([{ venue: 'polymarket', files: [inline('events.json', event)] }]);
    expect(t!.yes).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the outcomes are Up/Down, not Yes/No',
    });
    expect(t!.yes.spans[0]).toMatchObject({ field: 'outcomes', text: '["Up", "Down"]' });
    // It names Chainlink's BTC/USD stream as its resolution source.
    expect(t!.source).toMatchObject({ status: 'KNOWN', value: 'Chainlink' });
  });

  test('rules without the observation time leave the window UNKNOWN and the pair a CANDIDATE', () => {
    const events = fixtureJson('polymarket/gamma-events.json');
    const btc = events.find((e: any) => e.id === '43310');
    btc.markets[0].description = btc.markets[0].description.replace(
      ' 12:00 in the ET timezone (noon) on December 31, 2026',
      '',
    );
    const poly = termsOf([{ venue: 'polymarket', files: [inline('pm.json', [btc])] }]);
    expect(market('640101', poly).window.status).toBe('UNKNOWN');
    const kalshi = market('KXBTCD-26DEC3117-T99999.99');
    // The source (CF Benchmarks against Binance) differs first, so the pair is DIFFERENT
    // whatever the window.
    expect(compareTerms(kalshi, market('640101', poly))).toMatchObject({
      verdict: 'DIFFERENT',
      term: 'source',
    });
    const sameQuantity = {
      ...market('640101', poly),
      quantity: kalshi.quantity,
      source: kalshi.source,
      // The grammar reads a price boundary only with its observation time.
      boundary: kalshi.boundary,
      exceptions: kalshi.exceptions,
    };
    expect(compareTerms(kalshi, sameQuantity)).toMatchObject({
      verdict: 'CANDIDATE',
      term: 'window',
      unread: ['window'],
    });
  });

  test('a structured strike the rules text contradicts leaves the boundary UNKNOWN', () => {
    const events = fixtureJson('kalshi/events-kxbtcd.json');
    events.events[0].markets[0].floor_strike = 99999.98;
    const [t] = termsOf([{ venue: 'kalshi', files: [inline('kx.json', events)] }]);
    expect(t!.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the strike is > 99999.98 but the rules say "above $99,999.99"',
    });
  });
});

describe('verdicts across venues', () => {
  const verdict = (k: string, p: string) => compareTerms(market(k), market(p));

  test('the December FOMC hold: EQUIVALENT, every term agreeing', () => {
    expect(verdict('KXFEDDECISION-26DEC-H0', '612803')).toMatchObject({
      verdict: 'EQUIVALENT',
      relation: null,
      yesAligned: true,
    });
    expect(verdict('KXFEDDECISION-26DEC-C25', '612802').verdict).toBe('EQUIVALENT');
  });

  test('cut by more than 25 bps on Kalshi, by 50 or more on Polymarket: Polymarket implies Kalshi', () => {
    expect(verdict('KXFEDDECISION-26DEC-C26', '612801')).toMatchObject({
      verdict: 'RELATED',
      relation: 'IMPLICATION_POLYMARKET_TO_KALSHI',
    });
    expect(verdict('KXFEDDECISION-26DEC-H25', '612804')).toMatchObject({
      verdict: 'RELATED',
      relation: 'IMPLICATION_POLYMARKET_TO_KALSHI',
    });
  });

  test('hold and a cut exclude each other', () => {
    expect(verdict('KXFEDDECISION-26DEC-H0', '612802')).toMatchObject({
      verdict: 'RELATED',
      relation: 'EXCLUSIVE',
    });
  });

  test('BRTI at 5pm EST and Binance at noon ET: DIFFERENT, deciding on the first differing term and naming every one', () => {
    const got = verdict('KXBTCD-26DEC3117-T99999.99', '640101');
    expect(got).toMatchObject({ verdict: 'DIFFERENT', term: 'quantity' });
    expect(got.reason).toMatch(
      /^quantity differs: Kalshi BTC\/USD 60-second simple average, Polymarket BTC\/USDT 1-minute candle close; source differs: /,
    );
    expect(got.differences.map((d) => d.term)).toEqual([
      'quantity',
      'source',
      'window',
      'boundary',
      'exceptions',
    ]);
    expect(got.differences[0]).toEqual({
      term: 'quantity',
      kalshi: 'BTC/USD 60-second simple average',
      polymarket: 'BTC/USDT 1-minute candle close',
    });
    expect(got.unread).toEqual([]);
  });

  test('a YES/NO inversion is DIFFERENT naming the YES side, never EQUIVALENT', () => {
    const events = fixtureJson('polymarket/gamma-events.json');
    const fed = events.find((e: any) => e.id === '41187');
    const hold = fed.markets.find((m: any) => m.id === '612803');
    hold.description = hold.description
      .replace('resolve to \\"Yes\\" if', 'resolve to "No" if')
      .replace('resolve to "Yes" if', 'resolve to "No" if')
      .replace('will resolve to "No".', 'will resolve to "Yes".');
    const poly = termsOf([{ venue: 'polymarket', files: [inline('pm.json', [fed])] }]);
    expect(value(market('612803', poly).yes)).toBe('NO');
    expect(compareTerms(market('KXFEDDECISION-26DEC-H0'), market('612803', poly))).toMatchObject({
      verdict: 'DIFFERENT',
      term: 'yes',
      yesAligned: false,
    });
  });

  test('candidates: every pair of one subject and day, and words find the unblocked ones', () => {
    const { pairs, unblocked } = matchMarkets(ALL);
    expect(
      pairs.every((p) => p.kalshi.venue === 'kalshi' && p.polymarket.venue === 'polymarket'),
    ).toBe(true);
    expect(
      pairs
        .filter((p) => p.verdict === 'EQUIVALENT')
        .map((p) => [p.kalshi.venueMarketId, p.polymarket.venueMarketId]),
    ).toEqual([
      ['KXFEDDECISION-26DEC-C25', '612802'],
      ['KXFEDDECISION-26DEC-H0', '612803'],
    ]);
    // 4 × 4 Fed pairs and 3 × 3 bitcoin pairs on Dec 31 share a block with both windows read; a
    // market whose window is not read meets every window of its subject; markets whose terms
    // are not read are found by their words only, as CANDIDATE pairs naming what is unread.
    const blocked = pairs.filter((p) => p.sharedEntities.length > 0);
    expect(blocked.filter((p) => !p.unread.includes('window'))).toHaveLength(25);
    for (const p of blocked.filter((p) => p.unread.includes('window')))
      expect([p.pairKey, ['CANDIDATE', 'DIFFERENT'].includes(p.verdict)]).toEqual([
        p.pairKey,
        true,
      ]);
    const worded = pairs.filter((p) => p.sharedEntities.length === 0);
    expect(worded.length).toBeGreaterThan(0);
    for (const p of worded)
      expect([p.pairKey, p.verdict === 'CANDIDATE' || p.verdict === 'DIFFERENT']).toEqual([
        p.pairKey,
        true,
      ]);
    expect(unblocked.length).toBeGreaterThan(0);
  });
});

test('the equivalence file of the EQUIVALENT pairs is read and merged by adapt', () => {
  const file = equivalenceFile(matchMarkets(ALL).pairs);
  const pairs = readEquivalence(file);
  // Within a verdict, pairs are in the order of their Kalshi tickers.
  expect(pairs.map((p) => p.kalshiTicker)).toEqual([
    'KXFEDDECISION-26DEC-C25',
    'KXFEDDECISION-26DEC-H0',
  ]);
  const doc = adaptVenuePayloads(
    [venueFiles('polymarket'), venueFiles('kalshi')],
    inline('proposed.json', file),
  );
  const merged = doc.markets.find((m) => m.market_id === 'mkt-kx-kxfeddecision-26dec-h0');
  expect(merged?.outcomes[0]!.listings.map((l) => l.venue)).toEqual(['kalshi', 'polymarket']);
});
