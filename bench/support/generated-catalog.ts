// A seeded, deterministic settlegraph.catalog/v1 document of any size, for benchmarks (catalog
// import, derivation at scale, HTTP load). The same size always gives the same document.
//
// Each family is a price ladder: scenarios are NORMAL price buckets in order plus one VOID case
// (the source is not published). Its markets are binary (YES and NO outcomes) and each outcome is
// listed on Kalshi and on Polymarket, so listings = families × markets per family × 4. Market kinds
// are chosen so derivation (docs/architecture.md, "Data model") finds every relationship type:
// - "above" thresholds: YES pays 1 from bucket k up, 0.5 in VOID; nested thresholds give
//   IMPLICATION, equal ones EQUALITY, YES/NO COMPLEMENT;
// - "between" intervals: YES pays 1 in a run of buckets and settles NO in VOID; disjoint intervals
//   give EXCLUSIVITY, an interval against a threshold it crosses OVERLAP;
// - "scaled" markets: YES pays a fraction (quarters of the unit) rising over a range of buckets,
//   0.5 in VOID; mostly OVERLAP.
// Payouts are written as decimal strings from integer quarters; no float arithmetic.
import { readFileSync, writeFileSync } from 'node:fs';
import type {
  CatalogDocument,
  CatalogFamily,
  CatalogListing,
  CatalogMarket,
} from '../../src/catalog/catalog-schema';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { prng } from './prng';

export type { CatalogDocument };

export interface CatalogSize {
  families: number;
  marketsPerFamily: number;
  /** Scenarios of each family's one scenario version, the VOID case included (at least 3). */
  scenariosPerFamily: number;
}

type Venue = 'kalshi' | 'polymarket';

/**
 * Each venue's trading rules of a binary listing, as the demo catalog lists them, so the
 * benchmarks' listings trade like the demo's (the demo's generator is a development script, not
 * part of the build).
 */
function demoTradingRules(): Record<Venue, CatalogListing['trading_rules']> {
  const demo = JSON.parse(readFileSync(demoCatalogPath(), 'utf8')) as CatalogDocument;
  const listings = demo.markets.flatMap((market) =>
    market.outcomes.flatMap((outcome) => outcome.listings),
  );
  const rulesOf = (venue: Venue): CatalogListing['trading_rules'] => {
    const listing = listings.find((candidate) => candidate.venue === venue);
    if (listing === undefined) throw new Error(`the demo catalog lists no ${venue} listing`);
    return listing.trading_rules;
  };
  return { kalshi: rulesOf('kalshi'), polymarket: rulesOf('polymarket') };
}

const SEED = 20_261_120;
const OBSERVED_AT = '2026-11-20T15:00:00Z';
/** Every QUOTE_EVERY-th market of a family has quotes on all four listings. */
const QUOTE_EVERY = 10;
const QUARTERS = ['0', '0.25', '0.5', '0.75', '1'] as const;
const FULL = 4;
const TRADING_RULES = demoTradingRules();
const HALF = 2;

type Random = () => number;

function pick(random: Random, n: number): number {
  return Math.floor(random() * n);
}

function hexDigits(random: Random, n: number): string {
  let s = '';
  for (let i = 0; i < n; i += 8) {
    s += (pick(random, 2 ** 32) >>> 0).toString(16).padStart(8, '0');
  }
  return s.slice(0, n);
}

/** A Polymarket CLOB token ID: a 76–77 digit decimal string. */
function tokenId(random: Random): string {
  let s = String(1 + pick(random, 9));
  const length = 75 + pick(random, 2);
  while (s.length < length + 1) s += String(pick(random, 1e9)).padStart(9, '0');
  return s.slice(0, length + 1);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Two cents prices as decimal text ("0.07"), from integer cents in 1..99. */
function cents(c: number): string {
  return `0.${pad(c, 2)}`;
}

interface MarketShape {
  kind: 'above' | 'between' | 'scaled';
  /** YES payout in quarters per scenario, the VOID scenario last. */
  yes: number[];
  title: string;
  code: string;
}

function marketShape(random: Random, buckets: number, m: number): MarketShape {
  const r = random();
  if (r < 0.4) {
    const k = 1 + pick(random, buckets - 1);
    return {
      kind: 'above',
      yes: [...Array.from({ length: buckets }, (_, s) => (s >= k ? FULL : 0)), HALF],
      title: `above bucket ${k}`,
      code: `T${k}${pad(m, 3)}`,
    };
  }
  if (r < 0.8) {
    const low = pick(random, buckets);
    const high = Math.min(buckets, low + 1 + pick(random, 3));
    return {
      kind: 'between',
      yes: [...Array.from({ length: buckets }, (_, s) => (s >= low && s < high ? FULL : 0)), 0],
      title: `between buckets ${low} and ${high - 1}`,
      code: `B${low}${pad(m, 3)}`,
    };
  }
  const low = pick(random, buckets);
  return {
    kind: 'scaled',
    yes: [...Array.from({ length: buckets }, (_, s) => Math.min(FULL, Math.max(0, s - low))), HALF],
    title: `scaled from bucket ${low}`,
    code: `S${low}${pad(m, 3)}`,
  };
}

function payoutTable(scenarioIds: readonly string[], quarters: readonly number[]) {
  const table: Record<string, string> = {};
  scenarioIds.forEach((id, s) => {
    table[id] = QUARTERS[quarters[s] ?? 0] ?? '0';
  });
  return table;
}

export function listingCount(size: CatalogSize): number {
  return size.families * size.marketsPerFamily * 4;
}

export function generateCatalog(size: CatalogSize): CatalogDocument {
  if (size.scenariosPerFamily < 3) throw new Error('scenariosPerFamily must be at least 3');
  const random = prng(SEED);
  const buckets = size.scenariosPerFamily - 1;
  const families: CatalogFamily[] = [];
  const events: CatalogDocument['events'] = [];
  const markets: CatalogMarket[] = [];
  const quotes: NonNullable<CatalogDocument['market_data']>['quotes'] = [];
  const kalshiListings: string[] = [];
  const polymarketListings: string[] = [];

  for (let f = 0; f < size.families; f++) {
    const fam = pad(f, 5);
    const familyId = `fam-gen-${fam}`;
    const key = `${familyId}@1`;
    const scenarioIds = [
      ...Array.from({ length: buckets }, (_, s) => `bucket-${pad(s, 3)}`),
      'not-published',
    ];
    families.push({
      family_id: familyId,
      title: `Generated index ${fam} settlement price, Dec 31 2026`,
      description: `Settlement price buckets of generated index ${fam}, with the VOID case.`,
      category: 'Financials',
      tags: ['generated', `index-${fam}`],
      supported_convention_ids: ['kalshi-combo-v1', 'polymarket-parlay-v1'],
      scenario_versions: [
        {
          version: '1',
          scenarios: scenarioIds.map((id, s) =>
            s < buckets
              ? {
                  scenario_id: id,
                  label: `Bucket ${s}`,
                  description: `The index settles in price bucket ${s}.`,
                  kind: 'NORMAL' as const,
                }
              : {
                  scenario_id: id,
                  label: 'Not published',
                  description: 'The index value is not published by 2026-12-31.',
                  kind: 'VOID' as const,
                },
          ),
        },
      ],
    });
    const kalshiEvent = `KXGEN${fam}-26DEC31`;
    const pmEvent = String(700_000 + f);
    const pmEventSlug = `generated-index-${fam}-price-on-december-31`;
    const kxEventId = `evt-kx-gen-${fam}`;
    const pmEventId = `evt-pm-gen-${fam}`;
    for (const [eventId, venue, venueEventId] of [
      [kxEventId, 'kalshi', kalshiEvent],
      [pmEventId, 'polymarket', pmEvent],
    ] as const) {
      events.push({
        event_id: eventId,
        venue,
        venue_event_id: venueEventId,
        title: `Generated index ${fam} on Dec 31, 2026?`,
        description:
          venue === 'polymarket'
            ? `Polymarket event (slug ${pmEventSlug}).`
            : `Kalshi event ${kalshiEvent}.`,
        category: 'Financials',
        tags: ['generated'],
        status: 'OPEN',
        family_ids: [familyId],
      });
    }

    for (let m = 0; m < size.marketsPerFamily; m++) {
      const mk = pad(m, 3);
      const shape = marketShape(random, buckets, m);
      const ticker = `${kalshiEvent}-${shape.code}`;
      const pmMarket = String(1_000_000 + f * size.marketsPerFamily + m);
      const conditionId = `0x${hexDigits(random, 64)}`;
      const slug = `generated-index-${fam}-${shape.kind}-${shape.code.toLowerCase()}`;
      const no = shape.yes.map((q) => FULL - q);
      const outcomes = (['yes', 'no'] as const).map((side) => {
        const outcomeId = `out-gen-${fam}-${mk}-${side}`;
        const kx = `lst-kx-gen-${fam}-${mk}-${side}`;
        const pm = `lst-pm-gen-${fam}-${mk}-${side}`;
        kalshiListings.push(kx);
        polymarketListings.push(pm);
        const listings: CatalogListing[] = [
          {
            listing_id: kx,
            venue: 'kalshi',
            venue_market_id: ticker,
            venue_outcome_id: side,
            venue_event_ids: [kalshiEvent],
            status: 'OPEN',
            ticker,
            trading_rules: TRADING_RULES.kalshi,
          },
          {
            listing_id: pm,
            venue: 'polymarket',
            venue_market_id: pmMarket,
            venue_outcome_id: side === 'yes' ? 'Yes' : 'No',
            venue_event_ids: [pmEvent],
            status: 'OPEN',
            condition_id: conditionId,
            token_id: tokenId(random),
            slug,
            trading_rules: TRADING_RULES.polymarket,
          },
        ];
        return {
          outcome_id: outcomeId,
          label: side === 'yes' ? 'YES' : 'NO',
          payouts: { [key]: payoutTable(scenarioIds, side === 'yes' ? shape.yes : no) },
          listings,
        };
      });
      if (m % QUOTE_EVERY === 0) {
        const bid = 1 + pick(random, 95); // YES bid in cents; ask two cents above
        for (const venue of ['kx', 'pm']) {
          quotes.push(
            {
              listing_id: `lst-${venue}-gen-${fam}-${mk}-yes`,
              bid: cents(bid),
              ask: cents(bid + 2),
              observed_at: OBSERVED_AT,
            },
            {
              listing_id: `lst-${venue}-gen-${fam}-${mk}-no`,
              bid: cents(98 - bid),
              ask: cents(100 - bid),
              observed_at: OBSERVED_AT,
            },
          );
        }
      }
      markets.push({
        market_id: `mkt-gen-${fam}-${mk}`,
        version: '1',
        title: `Generated index ${fam} ${shape.title} on Dec 31, 2026?`,
        description: `A generated ${shape.kind} market on index ${fam}.`,
        category: 'Financials',
        tags: ['generated', shape.kind],
        status: 'OPEN',
        event_ids: [kxEventId, pmEventId],
        family_ids: [familyId],
        settlement_summary: `YES pays by the ${shape.kind} rule; see the payouts.`,
        payout_conditions: [
          shape.kind === 'between'
            ? 'Not published: settles NO.'
            : 'Not published: YES and NO each pay 0.5.',
        ],
        outcomes,
      });
    }
  }

  return {
    format: 'settlegraph.catalog/v1',
    conventions: [
      {
        convention_id: 'kalshi-combo-v1',
        venue: 'kalshi',
        rule: 'VOID_LEG_REMOVED',
        void_payout: '1',
        description: 'Kalshi combos: product of the legs; a void leg is removed.',
      },
      {
        convention_id: 'polymarket-parlay-v1',
        venue: 'polymarket',
        rule: 'PRODUCT',
        void_payout: '1',
        description: 'Polymarket parlays: product of the legs.',
      },
    ],
    families,
    joint_scopes: [],
    events,
    markets,
    market_data: {
      quotes,
      orderbooks: [],
      trades: [],
      price_history: [],
      fees: [
        {
          venue: 'kalshi',
          listing_ids: kalshiListings,
          kind: 'TAKER',
          formula: 'RATE_PRICE_COMPLEMENT',
          rate: '0.07',
          rounding: 'UP_TO_CENT',
        },
        {
          venue: 'polymarket',
          listing_ids: polymarketListings,
          kind: 'TAKER',
          formula: 'RATE_NOTIONAL',
          rate: '0',
          rounding: 'NONE',
        },
      ],
    },
  };
}

export function writeGeneratedCatalog(size: CatalogSize, file: string): void {
  writeFileSync(file, JSON.stringify(generateCatalog(size)), 'utf8');
}
