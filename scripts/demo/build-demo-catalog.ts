// Deterministic generator of the bundled demo catalog (settlegraph.catalog/v1, docs/catalog-format.md).
//
// `buildDemoCatalog()` returns the catalog document; running this file writes it, pretty-printed, to
// src/catalog/demo/demo-catalog.json (or to the path given as the first argument). The generator
// is a development script: it is compiled apart from the server (tsconfig.scripts.json), so neither
// dist/ nor the Docker image carries it; the server reads only the JSON it writes. The output
// depends on nothing but this file: a seeded PRNG (mulberry32) and fixed timestamps, never the
// clock, so the checked-in JSON must equal `JSON.stringify(buildDemoCatalog(), null, 2) + '\n'`.
//
// Prices are exact: they are integer thousandths ("mills") formatted as decimal strings, never
// floats. The generator checks its own output (ids, references, payout coverage, market-data
// sanity) and throws when a check fails.
//
// Self-contained on purpose: its output depends on no other project file (repository-root.ts only
// says where to write it).
import * as fs from 'fs';
import * as path from 'path';
import { repositoryRoot } from './repository-root';

// ---------------------------------------------------------------------------------------------
// Catalog shape (a plain local type of the JSON document)
// ---------------------------------------------------------------------------------------------

export type DemoStatus = 'OPEN' | 'CLOSED' | 'RESOLVED' | 'UNKNOWN';

export interface DemoConvention {
  convention_id: string;
  venue: string;
  rule: 'PRODUCT' | 'VOID_LEG_REMOVED';
  void_payout?: string;
  description: string;
}

export interface DemoScenario {
  scenario_id: string;
  label: string;
  description?: string;
  kind: 'NORMAL' | 'VOID';
}

export interface DemoScenarioVersion {
  version: string;
  scenarios: DemoScenario[];
}

export interface DemoFamily {
  family_id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  supported_convention_ids: string[];
  scenario_versions: DemoScenarioVersion[];
}

export interface DemoJointScope {
  family_ids: string[];
  kind: 'INDEPENDENT';
}

export interface DemoEvent {
  event_id: string;
  venue: string;
  venue_event_id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  status: DemoStatus;
  family_ids: string[];
}

export interface DemoTickBand {
  lower_price: string;
  upper_price: string;
  tick_size: string;
}

export interface DemoTradingRules {
  quantity_unit: string;
  quote_currency: string;
  payout_currency: string;
  payout_unit: string;
  quantity_increment: string;
  tick_bands: DemoTickBand[];
}

export interface DemoListing {
  listing_id: string;
  venue: string;
  venue_market_id: string;
  venue_outcome_id: string;
  venue_event_ids: string[];
  status: DemoStatus;
  ticker?: string;
  condition_id?: string;
  token_id?: string;
  slug?: string;
  trading_rules: DemoTradingRules;
}

/** Scenario ID (or "*" for every scenario not named) to a decimal payout fraction. */
export type DemoPayoutMap = Record<string, string>;

export interface DemoOutcome {
  outcome_id: string;
  label: string;
  /** Keyed by `family_id@scenario_version`. */
  payouts: Record<string, DemoPayoutMap>;
  listings: DemoListing[];
}

export interface DemoSettlementEvidence {
  source: string;
  rules_text: string;
  observation_window?: { start: string; end: string };
  void_rules?: string[];
  resolved_outcome_id?: string;
  resolved_at?: string;
  terms?: DemoSettlementTerms;
}

/** Where a settlement term was read: the field and the offsets of the quoted text in it. */
export interface DemoSpan {
  field: string;
  start: number;
  end: number;
  text: string;
}

export type DemoTerm<T> =
  | { status: 'KNOWN'; value: T; spans: DemoSpan[] }
  | { status: 'UNKNOWN'; reason: string; spans: DemoSpan[] };

/** The six settlement terms of one venue market (docs/catalog-format.md, "Settlement terms"). */
export interface DemoTermValues {
  quantity: DemoTerm<{ subject: string; name: string; kind: 'PRICE' | 'RATE' | 'RESULT' }>;
  source: DemoTerm<string>;
  window: DemoTerm<{ kind: 'PERIOD'; start: string; end: string; zone: string }>;
  boundary: DemoTerm<{ comparator: '<'; threshold: string; unit: string }>;
  exceptions: DemoTerm<{ rule: string }>;
  yes: DemoTerm<'YES' | 'NO'>;
}

export interface DemoSettlementTerms extends DemoTermValues {
  venue: Venue;
  venue_market_id: string;
  condition_id?: string;
}

export interface DemoMarket {
  market_id: string;
  version: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  status: DemoStatus;
  event_ids: string[];
  family_ids: string[];
  settlement_summary: string;
  payout_conditions: string[];
  settlement_evidence?: DemoSettlementEvidence;
  outcomes: DemoOutcome[];
}

export interface DemoQuote {
  listing_id: string;
  bid?: string;
  ask?: string;
  bid_size?: string;
  ask_size?: string;
  last?: string;
  observed_at: string;
}

/** [price, size] */
export type DemoLevel = [string, string];

export interface DemoOrderBook {
  listing_id: string;
  observed_at: string;
  bids: DemoLevel[];
  asks: DemoLevel[];
}

export interface DemoTrade {
  trade_id: string;
  listing_id: string;
  price: string;
  quantity: string;
  taker_side: 'BUY' | 'SELL';
  executed_at: string;
}

export interface DemoBar {
  listing_id: string;
  interval: '1m' | '1h';
  start: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface DemoFee {
  venue: string;
  listing_ids: string[];
  kind: 'TAKER' | 'MAKER';
  formula: 'RATE_NOTIONAL' | 'RATE_PRICE_COMPLEMENT';
  rate: string;
  rounding: 'UP_TO_CENT' | 'NONE';
}

export interface DemoMarketData {
  quotes: DemoQuote[];
  orderbooks: DemoOrderBook[];
  trades: DemoTrade[];
  price_history: DemoBar[];
  fees: DemoFee[];
}

export interface DemoCatalog {
  format: 'settlegraph.catalog/v1';
  conventions: DemoConvention[];
  families: DemoFamily[];
  joint_scopes: DemoJointScope[];
  events: DemoEvent[];
  markets: DemoMarket[];
  market_data: DemoMarketData;
}

// ---------------------------------------------------------------------------------------------
// Fixed clock, seeded randomness, exact decimal text
// ---------------------------------------------------------------------------------------------

/** The demo's "now": market data is as of this instant (for listings that are still open). */
export const DEMO_AS_OF = '2026-11-20T16:00:00Z';

const SEED = 'settlegraph-demo-2026-11-20';
const HOUR = 3600;
const DAY = 24 * HOUR;
const HOURLY_BARS = 48;

/** Seconds since the epoch of an ISO timestamp written with a Z. */
function sec(iso: string): number {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms) || ms % 1000 !== 0) throw new Error(`bad fixed timestamp ${iso}`);
  return ms / 1000;
}

/** ISO 8601 UTC text with Z and whole seconds, e.g. 2026-11-20T14:00:00Z. */
function iso(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32 with integer-only helpers. */
class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  u32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Uniform-ish integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    if (hi < lo) throw new Error(`empty range ${lo}..${hi}`);
    return lo + (this.u32() % (hi - lo + 1));
  }

  /** True with probability num/den. */
  chance(num: number, den: number): boolean {
    return this.u32() % den < num;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += this.u32().toString(16).padStart(8, '0');
    return out.slice(0, length);
  }

  digits(length: number): string {
    let out = String(this.int(1, 9));
    while (out.length < length) out += String(this.u32() % 10);
    return out;
  }

  uuid(): string {
    const h = this.hex(32);
    const variant = '89ab'[this.u32() % 4] ?? '8';
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}

/** An independent stream per purpose, so adding a record does not shift every other value. */
function rngFor(key: string): Rng {
  return new Rng(hash32(`${SEED}|${key}`));
}

/** Integer `value` scaled by 10^-scale as canonical decimal text (no trailing zeros). */
function scaled(value: number, scale: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  const negative = value < 0;
  const digits = Math.abs(value)
    .toString()
    .padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Price in thousandths of the payout unit. */
const mills = (value: number): string => scaled(value, 3);

/** Decimal text with at most `scale` fractional digits to a scaled integer. */
function parseScaled(text: string, scale: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a non-negative decimal: ${text}`);
  const fraction = match[2] ?? '';
  if (fraction.length > scale) throw new Error(`${text} has more than ${scale} decimals`);
  return Number(match[1]) * 10 ** scale + Number(fraction.padEnd(scale, '0') || '0');
}

// ---------------------------------------------------------------------------------------------
// Venues
// ---------------------------------------------------------------------------------------------

export type Venue = 'kalshi' | 'polymarket';
const VENUES: readonly Venue[] = ['kalshi', 'polymarket'];

/** Polymarket collateral. Kalshi settles in USD. */
const POLYMARKET_CURRENCY = 'USD';

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
}

/** Every price (in mills) a venue accepts, ascending; symmetric under p -> 1000 - p. */
const PRICE_GRID: Record<Venue, number[]> = {
  kalshi: range(10, 990, 10),
  // Polymarket: tick 0.01, refined to 0.001 below 0.04 and above 0.96. The demo keeps prices
  // within 0.01..0.99.
  polymarket: [...range(10, 40, 1), ...range(50, 950, 10), ...range(960, 990, 1)],
};

/** The trading rules of a binary listing on each venue (the benchmarks' catalogs read them back). */
function tradingRules(venue: Venue): DemoTradingRules {
  if (venue === 'kalshi') {
    return {
      quantity_unit: 'contract',
      quote_currency: 'USD',
      payout_currency: 'USD',
      payout_unit: '1',
      quantity_increment: '1',
      tick_bands: [{ lower_price: '0.01', upper_price: '0.99', tick_size: '0.01' }],
    };
  }
  return {
    quantity_unit: 'share',
    quote_currency: POLYMARKET_CURRENCY,
    payout_currency: POLYMARKET_CURRENCY,
    payout_unit: '1',
    quantity_increment: '0.01',
    tick_bands: [
      { lower_price: '0.001', upper_price: '0.04', tick_size: '0.001' },
      { lower_price: '0.04', upper_price: '0.96', tick_size: '0.01' },
      { lower_price: '0.96', upper_price: '0.999', tick_size: '0.001' },
    ],
  };
}

/** Sizes: Kalshi in whole contracts, Polymarket in hundredths of a share. */
const SIZE_SCALE: Record<Venue, number> = { kalshi: 0, polymarket: 2 };

// ---------------------------------------------------------------------------------------------
// Conventions, families, joint scopes
// ---------------------------------------------------------------------------------------------

const CONVENTIONS: DemoConvention[] = [
  {
    convention_id: 'kalshi-combo-v1',
    venue: 'kalshi',
    rule: 'VOID_LEG_REMOVED',
    void_payout: '1',
    description:
      'Kalshi combos (multivariate event contracts): the combo YES pays the product of its legs; a leg ' +
      'whose event is voided (for example a cancelled game or meeting) is removed from the combo, and a ' +
      'combo whose legs are all void pays 1 per contract.',
  },
  {
    convention_id: 'polymarket-parlay-v1',
    venue: 'polymarket',
    rule: 'PRODUCT',
    description:
      'Polymarket parlay-style combination: the combo YES pays the product of its legs\u2019 payouts, so a ' +
      'leg that settles 50-50 halves the combo payout. No leg is ever removed.',
  },
];
const ALL_CONVENTIONS = CONVENTIONS.map((c) => c.convention_id);

const FAM_FED_DEC = 'fam-fed-2026-12';
const FAM_FED_OCT = 'fam-fed-2026-10';
const FAM_PRES = 'fam-pres-2028';
const FAM_NBA = 'fam-nba-2027';
const FAM_BTC = 'fam-btc-2026-12-31';
const FAM_HOUSE = 'fam-house-2026';

const fedScenarios = (meeting: string, withVoid: boolean): DemoScenario[] => [
  {
    scenario_id: 'cut-50-plus',
    label: 'Cut of 50bp or more',
    description: `The FOMC lowers the upper bound of the target range by 50bp or more at the ${meeting} meeting.`,
    kind: 'NORMAL',
  },
  {
    scenario_id: 'cut-25',
    label: 'Cut of 25bp',
    description: `The FOMC lowers the upper bound of the target range by exactly 25bp at the ${meeting} meeting.`,
    kind: 'NORMAL',
  },
  {
    scenario_id: 'hold',
    label: 'No change',
    description: `The FOMC leaves the target range unchanged at the ${meeting} meeting.`,
    kind: 'NORMAL',
  },
  {
    scenario_id: 'hike',
    label: 'Hike of 25bp or more',
    description: `The FOMC raises the upper bound of the target range at the ${meeting} meeting.`,
    kind: 'NORMAL',
  },
  ...(withVoid
    ? [
        {
          scenario_id: 'cancelled',
          label: 'Meeting cancelled or postponed',
          description: `No FOMC rate decision is announced in the ${meeting} meeting's settlement window (the meeting is cancelled or postponed past it).`,
          kind: 'VOID' as const,
        },
      ]
    : []),
];

interface PresCandidate {
  key: string;
  name: string;
  party: 'rep' | 'dem';
  kalshiCode: string;
  slugName: string;
  fairYes: number;
  tags: string[];
}

const PRES_CANDIDATES: PresCandidate[] = [
  {
    key: 'vance',
    name: 'JD Vance',
    party: 'rep',
    kalshiCode: 'JVAN',
    slugName: 'jd-vance',
    fairYes: 270,
    tags: ['vance', 'jd-vance'],
  },
  {
    key: 'newsom',
    name: 'Gavin Newsom',
    party: 'dem',
    kalshiCode: 'GNEW',
    slugName: 'gavin-newsom',
    fairYes: 190,
    tags: ['newsom', 'california'],
  },
  {
    key: 'rubio',
    name: 'Marco Rubio',
    party: 'rep',
    kalshiCode: 'MRUB',
    slugName: 'marco-rubio',
    fairYes: 80,
    tags: ['rubio', 'florida'],
  },
  {
    key: 'ocasio-cortez',
    name: 'Alexandria Ocasio-Cortez',
    party: 'dem',
    kalshiCode: 'AOCA',
    slugName: 'alexandria-ocasio-cortez',
    fairYes: 70,
    tags: ['aoc', 'ocasio-cortez'],
  },
  {
    key: 'shapiro',
    name: 'Josh Shapiro',
    party: 'dem',
    kalshiCode: 'JSHA',
    slugName: 'josh-shapiro',
    fairYes: 50,
    tags: ['shapiro', 'pennsylvania'],
  },
  {
    key: 'buttigieg',
    name: 'Pete Buttigieg',
    party: 'dem',
    kalshiCode: 'PBUT',
    slugName: 'pete-buttigieg',
    fairYes: 40,
    tags: ['buttigieg', 'pete'],
  },
  {
    key: 'moore',
    name: 'Wes Moore',
    party: 'dem',
    kalshiCode: 'WMOO',
    slugName: 'wes-moore',
    fairYes: 30,
    tags: ['moore', 'maryland'],
  },
  {
    key: 'beshear',
    name: 'Andy Beshear',
    party: 'dem',
    kalshiCode: 'ABES',
    slugName: 'andy-beshear',
    fairYes: 30,
    tags: ['beshear', 'kentucky'],
  },
];

interface NbaTeam {
  code: string;
  name: string;
  slugName: string;
  conference: 'East' | 'West';
  fairYes: number;
  tags: string[];
}

const NBA_TEAMS: NbaTeam[] = [
  {
    code: 'OKC',
    name: 'Oklahoma City Thunder',
    slugName: 'oklahoma-city-thunder',
    conference: 'West',
    fairYes: 240,
    tags: ['thunder', 'okc', 'oklahoma'],
  },
  {
    code: 'CLE',
    name: 'Cleveland Cavaliers',
    slugName: 'cleveland-cavaliers',
    conference: 'East',
    fairYes: 120,
    tags: ['cavaliers', 'cavs', 'cleveland'],
  },
  {
    code: 'DEN',
    name: 'Denver Nuggets',
    slugName: 'denver-nuggets',
    conference: 'West',
    fairYes: 100,
    tags: ['nuggets', 'denver'],
  },
  {
    code: 'NYK',
    name: 'New York Knicks',
    slugName: 'new-york-knicks',
    conference: 'East',
    fairYes: 90,
    tags: ['knicks', 'new-york'],
  },
  {
    code: 'HOU',
    name: 'Houston Rockets',
    slugName: 'houston-rockets',
    conference: 'West',
    fairYes: 80,
    tags: ['rockets', 'houston'],
  },
  {
    code: 'SAS',
    name: 'San Antonio Spurs',
    slugName: 'san-antonio-spurs',
    conference: 'West',
    fairYes: 70,
    tags: ['spurs', 'san-antonio'],
  },
  {
    code: 'MIN',
    name: 'Minnesota Timberwolves',
    slugName: 'minnesota-timberwolves',
    conference: 'West',
    fairYes: 60,
    tags: ['timberwolves', 'wolves', 'minnesota'],
  },
  {
    code: 'BOS',
    name: 'Boston Celtics',
    slugName: 'boston-celtics',
    conference: 'East',
    fairYes: 50,
    tags: ['celtics', 'boston'],
  },
  {
    code: 'LAL',
    name: 'Los Angeles Lakers',
    slugName: 'los-angeles-lakers',
    conference: 'West',
    fairYes: 50,
    tags: ['lakers', 'los-angeles'],
  },
  {
    code: 'GSW',
    name: 'Golden State Warriors',
    slugName: 'golden-state-warriors',
    conference: 'West',
    fairYes: 40,
    tags: ['warriors', 'golden-state'],
  },
];

/** BTC thresholds in thousands of USD; scenarios are the intervals between them. */
const BTC_THRESHOLDS = [80, 90, 100, 110, 120, 130];

function btcScenarios(): DemoScenario[] {
  const first = BTC_THRESHOLDS[0] ?? 0;
  const last = BTC_THRESHOLDS[BTC_THRESHOLDS.length - 1] ?? 0;
  const out: DemoScenario[] = [
    {
      scenario_id: `below-${first}k`,
      label: `Below $${first},000`,
      description: `The settlement value is below $${first},000.00.`,
      kind: 'NORMAL',
    },
  ];
  for (let i = 0; i + 1 < BTC_THRESHOLDS.length; i++) {
    const lo = BTC_THRESHOLDS[i] ?? 0;
    const hi = BTC_THRESHOLDS[i + 1] ?? 0;
    out.push({
      scenario_id: `${lo}k-${hi}k`,
      label: `$${lo},000 to $${hi - 1},999.99`,
      description: `The settlement value is at or above $${lo},000.00 and below $${hi},000.00.`,
      kind: 'NORMAL',
    });
  }
  out.push({
    scenario_id: `above-${last}k`,
    label: `$${last},000 or above`,
    description: `The settlement value is at or above $${last},000.00.`,
    kind: 'NORMAL',
  });
  return out;
}

function buildFamilies(): DemoFamily[] {
  return [
    {
      family_id: FAM_FED_DEC,
      title: 'FOMC rate decision, December 2026',
      description:
        'Settlement cases of the Federal Reserve target-range decision at the December 8\u20139, 2026 FOMC ' +
        'meeting, measured on the upper bound against the range in effect before the meeting. Version 1 ' +
        'listed the four decision outcomes; version 2 (current) adds the VOID case "meeting cancelled or ' +
        'postponed", the case in which the Kalshi and Polymarket "Fed cuts in December" markets settle ' +
        'differently.',
      category: 'Economics',
      tags: ['fed', 'fomc', 'rates', 'interest-rates', 'central-bank', 'powell', 'december-2026'],
      supported_convention_ids: ALL_CONVENTIONS,
      scenario_versions: [
        { version: '1', scenarios: fedScenarios('December 2026', false) },
        { version: '2', scenarios: fedScenarios('December 2026', true) },
      ],
    },
    {
      family_id: FAM_FED_OCT,
      title: 'FOMC rate decision, October 2026',
      description:
        'Settlement cases of the Federal Reserve target-range decision at the October 27\u201328, 2026 FOMC ' +
        'meeting. Resolved: the FOMC cut the target range by 25bp on 2026-10-28.',
      category: 'Economics',
      tags: ['fed', 'fomc', 'rates', 'interest-rates', 'central-bank', 'october-2026', 'resolved'],
      supported_convention_ids: [],
      scenario_versions: [{ version: '1', scenarios: fedScenarios('October 2026', true) }],
    },
    {
      family_id: FAM_PRES,
      title: '2028 U.S. presidential election winner',
      description:
        'Who wins the November 7, 2028 U.S. presidential election: one scenario per widely traded ' +
        'candidate, catch-all scenarios per party, and a VOID case when no winner is inaugurated on ' +
        'January 20, 2029.',
      category: 'Politics',
      tags: ['election', 'president', 'presidential', '2028', 'white-house', 'us-politics'],
      supported_convention_ids: ALL_CONVENTIONS,
      scenario_versions: [
        {
          version: '1',
          scenarios: [
            ...PRES_CANDIDATES.map((c): DemoScenario => ({
              scenario_id: c.key,
              label: c.name,
              description: `${c.name} (${c.party === 'rep' ? 'Republican' : 'Democrat'}) wins the 2028 presidential election.`,
              kind: 'NORMAL',
            })),
            {
              scenario_id: 'other-rep',
              label: 'Another Republican',
              description: 'A Republican not named in another scenario wins.',
              kind: 'NORMAL',
            },
            {
              scenario_id: 'other-dem',
              label: 'Another Democrat',
              description: 'A Democrat not named in another scenario wins.',
              kind: 'NORMAL',
            },
            {
              scenario_id: 'other',
              label: 'Third-party or independent candidate',
              description: 'A candidate who is neither a Republican nor a Democrat wins.',
              kind: 'NORMAL',
            },
            {
              scenario_id: 'no-winner',
              label: 'No winner inaugurated',
              description:
                'The election is not held, or no winner is certified and inaugurated by 2029-01-20T17:00:00Z.',
              kind: 'VOID',
            },
          ],
        },
      ],
    },
    {
      family_id: FAM_NBA,
      title: '2027 NBA Finals champion',
      description:
        'Which team wins the 2027 NBA Finals (2026\u201327 season): one scenario per widely traded team, ' +
        '"other" for the rest of the league, and a VOID case when the Finals are not completed.',
      category: 'Sports',
      tags: ['nba', 'basketball', 'finals', 'championship', '2027', 'sports'],
      supported_convention_ids: ALL_CONVENTIONS,
      scenario_versions: [
        {
          version: '1',
          scenarios: [
            ...NBA_TEAMS.map((t): DemoScenario => ({
              scenario_id: t.code.toLowerCase(),
              label: t.name,
              description: `The ${t.name} win the 2027 NBA Finals.`,
              kind: 'NORMAL',
            })),
            {
              scenario_id: 'other',
              label: 'Any other team',
              description: 'A team not named in another scenario wins the 2027 NBA Finals.',
              kind: 'NORMAL',
            },
            {
              scenario_id: 'no-champion',
              label: 'No champion crowned',
              description:
                'The 2026\u201327 season or the 2027 Finals are cancelled or not completed by 2027-07-31.',
              kind: 'VOID',
            },
          ],
        },
      ],
    },
    {
      family_id: FAM_BTC,
      title: 'Bitcoin price at year-end 2026',
      description:
        'The CF Benchmarks Bitcoin Real-Time Index (BRTI), averaged over the 60 seconds before 5:00 pm ET on ' +
        'December 31, 2026, split into $10,000 intervals. Each "above" market pays in every interval at or ' +
        'above its strike, so higher strikes imply lower ones and range markets exclude each other.',
      category: 'Crypto',
      tags: ['bitcoin', 'btc', 'crypto', 'price', 'year-end', 'brti'],
      supported_convention_ids: ALL_CONVENTIONS,
      scenario_versions: [{ version: '1', scenarios: btcScenarios() }],
    },
    {
      family_id: FAM_HOUSE,
      title: 'Control of the U.S. House after the 2026 midterms',
      description:
        'Which party wins a majority of seats in the U.S. House of Representatives in the November 3, 2026 ' +
        'midterm elections. Trading has closed; settlement waits for certified results.',
      category: 'Politics',
      tags: ['election', 'midterms', 'house', 'congress', '2026', 'us-politics'],
      supported_convention_ids: [],
      scenario_versions: [
        {
          version: '1',
          scenarios: [
            { scenario_id: 'dem', label: 'Democratic majority', kind: 'NORMAL' },
            { scenario_id: 'rep', label: 'Republican majority', kind: 'NORMAL' },
          ],
        },
      ],
    },
  ];
}

const JOINT_SCOPES: DemoJointScope[] = [
  { family_ids: [FAM_BTC, FAM_NBA].sort(), kind: 'INDEPENDENT' },
];

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/** Polymarket event IDs are numbers, carried as text. */
function polymarketEventId(eventId: string): string {
  return String(rngFor(`pm-event:${eventId}`).int(880000, 969999));
}

interface EventSpec {
  eventId: string;
  venue: Venue;
  /** Kalshi event ticker; Polymarket IDs are generated. */
  ticker?: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  status: DemoStatus;
  familyId: string;
}

const EVENT_SPECS: EventSpec[] = [
  {
    eventId: 'evt-kx-fed-26dec',
    venue: 'kalshi',
    ticker: 'KXFEDDECISION-26DEC',
    title: 'Fed decision in Dec 2026?',
    description:
      'Kalshi event: the Federal Reserve target-range decision at the December 8\u20139, 2026 FOMC meeting.',
    category: 'Economics',
    tags: ['fed', 'fomc', 'rates', 'decision', 'december'],
    status: 'OPEN',
    familyId: FAM_FED_DEC,
  },
  {
    eventId: 'evt-pm-fed-26dec',
    venue: 'polymarket',
    title: 'Fed decision in December?',
    description:
      'Polymarket event (slug fed-decision-in-december-2026): the Federal Reserve interest-rate decision after the December 8\u20139, 2026 FOMC meeting.',
    category: 'Economics',
    tags: ['fed', 'fomc', 'rates', 'decision', 'december'],
    status: 'OPEN',
    familyId: FAM_FED_DEC,
  },
  {
    eventId: 'evt-kx-fedcut-26dec',
    venue: 'kalshi',
    ticker: 'KXFEDCUT-26DEC',
    title: 'Will the Fed cut rates in December 2026?',
    description:
      'Kalshi event: whether the FOMC lowers the target range at its December 2026 meeting.',
    category: 'Economics',
    tags: ['fed', 'fomc', 'rates', 'cut', 'december'],
    status: 'OPEN',
    familyId: FAM_FED_DEC,
  },
  {
    eventId: 'evt-pm-fedcut-26dec',
    venue: 'polymarket',
    title: 'Will the Fed cut rates in December 2026?',
    description:
      'Polymarket event (slug will-the-fed-cut-rates-in-december-2026): whether the Fed lowers rates at the December 2026 FOMC meeting.',
    category: 'Economics',
    tags: ['fed', 'fomc', 'rates', 'cut', 'december'],
    status: 'OPEN',
    familyId: FAM_FED_DEC,
  },
  {
    eventId: 'evt-kx-fed-26oct',
    venue: 'kalshi',
    ticker: 'KXFEDDECISION-26OCT',
    title: 'Fed decision in Oct 2026?',
    description:
      'Kalshi event: the target-range decision at the October 27\u201328, 2026 FOMC meeting. Settled: cut of 25bp.',
    category: 'Economics',
    tags: ['fed', 'fomc', 'rates', 'decision', 'october', 'resolved'],
    status: 'RESOLVED',
    familyId: FAM_FED_OCT,
  },
  {
    eventId: 'evt-pm-fed-26oct',
    venue: 'polymarket',
    title: 'Fed decision in October?',
    description:
      'Polymarket event (slug fed-decision-in-october-2026): the interest-rate decision after the October 27\u201328, 2026 FOMC meeting. Resolved: 25 bps decrease.',
    category: 'Economics',
    tags: ['fed', 'fomc', 'rates', 'decision', 'october', 'resolved'],
    status: 'RESOLVED',
    familyId: FAM_FED_OCT,
  },
  {
    eventId: 'evt-kx-pres-2028',
    venue: 'kalshi',
    ticker: 'KXPRESPERSON-28',
    title: '2028 U.S. Presidential Election winner?',
    description:
      'Kalshi event: who wins the 2028 U.S. presidential election, one market per candidate.',
    category: 'Politics',
    tags: ['election', 'president', '2028', 'candidates'],
    status: 'OPEN',
    familyId: FAM_PRES,
  },
  {
    eventId: 'evt-pm-pres-2028',
    venue: 'polymarket',
    title: 'Presidential Election Winner 2028',
    description:
      'Polymarket event (slug presidential-election-winner-2028): who wins the 2028 U.S. presidential election, one market per candidate.',
    category: 'Politics',
    tags: ['election', 'president', '2028', 'candidates'],
    status: 'OPEN',
    familyId: FAM_PRES,
  },
  {
    eventId: 'evt-kx-presparty-2028',
    venue: 'kalshi',
    ticker: 'KXPRESPARTY-2028',
    title: 'Which party will win the 2028 presidential election?',
    description: 'Kalshi event: the party of the winner of the 2028 U.S. presidential election.',
    category: 'Politics',
    tags: ['election', 'president', '2028', 'party', 'republican', 'democrat'],
    status: 'OPEN',
    familyId: FAM_PRES,
  },
  {
    eventId: 'evt-pm-presparty-2028',
    venue: 'polymarket',
    title: 'Which party wins 2028 US Presidential Election?',
    description:
      'Polymarket event (slug which-party-wins-2028-us-presidential-election): the party of the 2028 presidential election winner.',
    category: 'Politics',
    tags: ['election', 'president', '2028', 'party', 'republican', 'democrat'],
    status: 'OPEN',
    familyId: FAM_PRES,
  },
  {
    eventId: 'evt-kx-nba-2027',
    venue: 'kalshi',
    ticker: 'KXNBA-27',
    title: 'Pro Basketball Champion 2027?',
    description: 'Kalshi event: which team wins the 2027 NBA Finals, one market per team.',
    category: 'Sports',
    tags: ['nba', 'basketball', 'finals', 'champion', '2027'],
    status: 'OPEN',
    familyId: FAM_NBA,
  },
  {
    eventId: 'evt-pm-nba-2027',
    venue: 'polymarket',
    title: '2027 NBA Champion',
    description:
      'Polymarket event (slug 2027-nba-champion): which team wins the 2027 NBA Finals, one market per team.',
    category: 'Sports',
    tags: ['nba', 'basketball', 'finals', 'champion', '2027'],
    status: 'OPEN',
    familyId: FAM_NBA,
  },
  {
    eventId: 'evt-kx-btcd-26dec31',
    venue: 'kalshi',
    ticker: 'KXBTCD-26DEC3117',
    title: 'Bitcoin price on Dec 31, 2026 at 5pm EST?',
    description:
      'Kalshi event: Bitcoin above or below a set of strikes at 5:00 pm ET on December 31, 2026 (CF Benchmarks BRTI).',
    category: 'Crypto',
    tags: ['bitcoin', 'btc', 'crypto', 'price', 'above', 'strike'],
    status: 'OPEN',
    familyId: FAM_BTC,
  },
  {
    eventId: 'evt-kx-btc-26dec31',
    venue: 'kalshi',
    ticker: 'KXBTC-26DEC3117',
    title: 'Bitcoin price range on Dec 31, 2026 at 5pm EST?',
    description:
      'Kalshi event: the $10,000 range Bitcoin is in at 5:00 pm ET on December 31, 2026 (CF Benchmarks BRTI).',
    category: 'Crypto',
    tags: ['bitcoin', 'btc', 'crypto', 'price', 'range'],
    status: 'OPEN',
    familyId: FAM_BTC,
  },
  {
    eventId: 'evt-pm-btc-above-26dec31',
    venue: 'polymarket',
    title: 'Bitcoin above ___ on December 31, 2026?',
    description:
      'Polymarket event (slug bitcoin-above-on-december-31-2026): Bitcoin above a set of strikes at 5:00 pm ET on December 31, 2026.',
    category: 'Crypto',
    tags: ['bitcoin', 'btc', 'crypto', 'price', 'above', 'strike'],
    status: 'OPEN',
    familyId: FAM_BTC,
  },
  {
    eventId: 'evt-pm-btc-range-26dec31',
    venue: 'polymarket',
    title: 'Bitcoin price on December 31, 2026?',
    description:
      'Polymarket event (slug bitcoin-price-on-december-31-2026): the $10,000 range Bitcoin is in at 5:00 pm ET on December 31, 2026.',
    category: 'Crypto',
    tags: ['bitcoin', 'btc', 'crypto', 'price', 'range'],
    status: 'OPEN',
    familyId: FAM_BTC,
  },
  {
    eventId: 'evt-kx-house-2026',
    venue: 'kalshi',
    ticker: 'CONTROLH-2026',
    title: 'Which party will win the House in 2026?',
    description:
      'Kalshi event: control of the U.S. House after the November 3, 2026 midterms. Trading closed; awaiting certification.',
    category: 'Politics',
    tags: ['election', 'midterms', 'house', 'congress', 'closed'],
    status: 'CLOSED',
    familyId: FAM_HOUSE,
  },
  {
    eventId: 'evt-pm-house-2026',
    venue: 'polymarket',
    title: 'Which party will win the House in 2026?',
    description:
      'Polymarket event (slug which-party-will-win-the-house-in-2026): control of the U.S. House after the 2026 midterms. Trading closed; awaiting certification.',
    category: 'Politics',
    tags: ['election', 'midterms', 'house', 'congress', 'closed'],
    status: 'CLOSED',
    familyId: FAM_HOUSE,
  },
];

function buildEvents(): DemoEvent[] {
  return EVENT_SPECS.map((spec) => ({
    event_id: spec.eventId,
    venue: spec.venue,
    venue_event_id:
      spec.venue === 'kalshi' ? must(spec.ticker, spec.eventId) : polymarketEventId(spec.eventId),
    title: spec.title,
    description: spec.description,
    category: spec.category,
    tags: spec.tags,
    status: spec.status,
    family_ids: [spec.familyId],
  }));
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing value for ${what}`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Markets
// ---------------------------------------------------------------------------------------------

interface PayoutPair {
  yes: DemoPayoutMap;
  no: DemoPayoutMap;
}

interface MarketSpec {
  /** Slug part of the service IDs: mkt-<key>, out-<key>-yes|no. */
  key: string;
  /** Slug part of the listing IDs (defaults to key): lst-<kx|pm>-<listingKey>-yes|no. */
  listingKey?: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  status: DemoStatus;
  familyId: string;
  settlementSummary: string;
  payoutConditions: string[];
  evidence: DemoSettlementEvidence;
  /** A single-venue market's settlement terms, as `settlegraph adapt` keeps an adapted market's. */
  terms?: (market: DemoMarketTexts) => DemoTermValues;
  /** Payouts per `family@version` key. */
  payouts: Record<string, PayoutPair>;
  kalshi?: { eventId: string; ticker: string };
  polymarket?: { eventId: string; slug: string };
  /** YES mid in mills, before venue noise. */
  fairYes: number;
  /** Market data is as of this instant (close time for closed and resolved markets). */
  dataAsOf: string;
  /** For resolved markets: did YES win. */
  resolvedYes?: boolean;
  resolvedAt?: string;
}

/** The texts of a market spec that its settlement terms quote. */
interface DemoMarketTexts {
  spec: MarketSpec;
  evidence: DemoSettlementEvidence;
}

type QuotedField = 'description' | 'rules_text' | 'void_rules[0]' | 'payout_conditions[0]';

/**
 * A span quoting `text` in a field of the market as the demo catalog writes it (the demo has no
 * venue payloads: its catalog fields stand in for the venue's), checked to be there.
 */
function quote(m: DemoMarketTexts, field: QuotedField, text: string): DemoSpan {
  const value = {
    description: m.spec.description,
    rules_text: m.evidence.rules_text,
    'void_rules[0]': m.evidence.void_rules?.[0],
    'payout_conditions[0]': m.spec.payoutConditions[0],
  }[field];
  const start = value?.indexOf(text) ?? -1;
  if (start < 0) throw new Error(`${m.spec.key}: "${text}" is not in its ${field}`);
  return { field, start, end: start + text.length, text };
}

/**
 * The settlement terms of the December cut markets kept apart: every term agrees but the
 * exceptional settlement, so the pair proposed from them is DIFFERENT on exceptions
 * (docs/decisions.md, "Settlement terms" and "Cross-venue pairs").
 */
function fedCutTerms(rule: string, voidText: string, yesText: string) {
  return (m: DemoMarketTexts): DemoTermValues => ({
    quantity: {
      status: 'KNOWN',
      value: {
        subject: 'FOMC federal funds target range',
        name: 'change of the upper bound of the federal funds target range at one FOMC meeting',
        kind: 'RATE',
      },
      spans: [quote(m, 'rules_text', 'the upper bound of the target range')],
    },
    source: {
      status: 'KNOWN',
      value: 'Federal Reserve FOMC statement',
      spans: [quote(m, 'rules_text', 'FOMC statement')],
    },
    window: {
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-12-08T05:00:00.000Z',
        end: '2026-12-10T05:00:00.000Z',
        zone: 'America/New_York',
      },
      spans: [quote(m, 'description', 'December 8\u20139, 2026 meeting')],
    },
    boundary: {
      status: 'KNOWN',
      value: { comparator: '<', threshold: '0', unit: 'bps' },
      spans: [quote(m, 'rules_text', 'lowers the upper bound of the target range')],
    },
    exceptions: {
      status: 'KNOWN',
      value: { rule },
      spans: [quote(m, 'void_rules[0]', voidText)],
    },
    yes: { status: 'KNOWN', value: 'YES', spans: [quote(m, 'payout_conditions[0]', yesText)] },
  });
}

/** Both venues settle YES/NO by these payouts in every scenario of `version`. */
function binaryPayouts(
  version: DemoScenarioVersion,
  yesScenarios: readonly string[],
  voidYes: string,
  voidNo: string,
  compact: boolean,
): PayoutPair {
  const yes: DemoPayoutMap = {};
  const no: DemoPayoutMap = {};
  for (const s of version.scenarios) {
    if (s.kind === 'VOID') {
      yes[s.scenario_id] = voidYes;
      no[s.scenario_id] = voidNo;
    } else if (yesScenarios.includes(s.scenario_id)) {
      yes[s.scenario_id] = '1';
      no[s.scenario_id] = '0';
    } else if (!compact) {
      yes[s.scenario_id] = '0';
      no[s.scenario_id] = '1';
    }
  }
  for (const id of yesScenarios) {
    if (!version.scenarios.some((s) => s.scenario_id === id))
      throw new Error(`unknown scenario ${id}`);
  }
  if (compact) {
    yes['*'] = '0';
    no['*'] = '1';
  }
  return { yes, no };
}

function familyVersion(
  families: DemoFamily[],
  familyId: string,
  version: string,
): DemoScenarioVersion {
  const family = families.find((f) => f.family_id === familyId);
  const found = family?.scenario_versions.find((v) => v.version === version);
  if (!found) throw new Error(`no scenario version ${familyId}@${version}`);
  return found;
}

const FED_DEC_WINDOW = { start: '2026-12-08T00:00:00Z', end: '2026-12-31T23:59:59Z' };
const FED_OCT_WINDOW = { start: '2026-10-27T00:00:00Z', end: '2026-10-31T23:59:59Z' };
const FED_SOURCE =
  'Federal Reserve Board: FOMC statement and implementation note (https://www.federalreserve.gov/monetarypolicy/openmarket.htm)';
const FED_OCT_CLOSE = '2026-10-28T18:00:00Z';
const FED_OCT_RESOLVED_AT = '2026-10-28T19:10:00Z';
const HOUSE_CLOSE = '2026-11-04T11:00:00Z';

interface FedOutcomeSpec {
  code: string;
  kalshiSuffix: string;
  scenarios: string[];
  title: (month: string) => string;
  what: string;
  slug: (month: string) => string;
  tags: string[];
}

const FED_DECISIONS: FedOutcomeSpec[] = [
  {
    code: 'cut50',
    kalshiSuffix: 'C26',
    scenarios: ['cut-50-plus'],
    title: (m) => `Fed cuts by 50bp or more in ${m} 2026?`,
    what: 'lowers the upper bound of the target range by 50bp or more (Kalshi: "cut >25bps"; cuts come in 25bp steps, so >25bp and 50bp+ are the same case)',
    slug: (m) => `fed-decreases-interest-rates-by-50-bps-after-${m.toLowerCase()}-2026-meeting`,
    tags: ['cut', '50bp', 'jumbo-cut'],
  },
  {
    code: 'cut25',
    kalshiSuffix: 'C25',
    scenarios: ['cut-25'],
    title: (m) => `Fed cuts by 25bp in ${m} 2026?`,
    what: 'lowers the upper bound of the target range by exactly 25bp',
    slug: (m) => `fed-decreases-interest-rates-by-25-bps-after-${m.toLowerCase()}-2026-meeting`,
    tags: ['cut', '25bp'],
  },
  {
    code: 'hold',
    kalshiSuffix: 'H0',
    scenarios: ['hold'],
    title: (m) => `Fed holds rates in ${m} 2026?`,
    what: 'leaves the target range unchanged',
    slug: (m) => `no-change-in-fed-interest-rates-after-${m.toLowerCase()}-2026-meeting`,
    tags: ['hold', 'no-change', 'pause'],
  },
  {
    code: 'hike',
    kalshiSuffix: 'H25',
    scenarios: ['hike'],
    title: (m) => `Fed hikes rates in ${m} 2026?`,
    what: 'raises the upper bound of the target range by 25bp or more',
    slug: (m) => `fed-increases-interest-rates-by-25-bps-after-${m.toLowerCase()}-2026-meeting`,
    tags: ['hike', 'increase'],
  },
];

function fedDecemberMarkets(families: DemoFamily[]): MarketSpec[] {
  const v1 = familyVersion(families, FAM_FED_DEC, '1');
  const v2 = familyVersion(families, FAM_FED_DEC, '2');
  const fair: Record<string, number> = { cut50: 60, cut25: 380, hold: 530, hike: 30 };
  const voidRule =
    'If no FOMC rate decision is announced between 2026-12-08 and 2026-12-31 (meeting cancelled or postponed), ' +
    'YES and NO each pay 0.5 per unit on both venues.';
  const markets: MarketSpec[] = FED_DECISIONS.map((d) => ({
    key: `fed-dec26-${d.code}`,
    title: d.title('December'),
    description:
      `Resolves YES if the FOMC ${d.what} at its December 8\u20139, 2026 meeting. Listed on Kalshi ` +
      `(KXFEDDECISION-26DEC-${d.kalshiSuffix}) and Polymarket; both venues use the same source, measurement, ` +
      'window and cancellation rule, so the listings are one market.',
    category: 'Economics',
    tags: ['fed', 'fomc', 'rates', 'interest-rates', 'december', ...d.tags],
    status: 'OPEN',
    familyId: FAM_FED_DEC,
    settlementSummary: `YES pays 1 per unit if the FOMC ${d.what} in December 2026; NO pays 1 otherwise. ${voidRule}`,
    payoutConditions: [
      `YES: the December 2026 FOMC statement ${d.what}.`,
      'NO: any other decision.',
      'Meeting cancelled or postponed past 2026-12-31: YES 0.5, NO 0.5.',
    ],
    evidence: {
      source: FED_SOURCE,
      rules_text:
        'Settles on the change to the upper bound of the federal funds target range announced in the first FOMC ' +
        'statement released in the observation window, against the upper bound in effect before the meeting.',
      observation_window: FED_DEC_WINDOW,
      void_rules: [voidRule],
    },
    payouts: {
      [`${FAM_FED_DEC}@1`]: binaryPayouts(v1, d.scenarios, '0.5', '0.5', false),
      [`${FAM_FED_DEC}@2`]: binaryPayouts(v2, d.scenarios, '0.5', '0.5', false),
    },
    kalshi: { eventId: 'evt-kx-fed-26dec', ticker: `KXFEDDECISION-26DEC-${d.kalshiSuffix}` },
    polymarket: { eventId: 'evt-pm-fed-26dec', slug: d.slug('December') },
    fairYes: must(fair[d.code], d.code),
    dataAsOf: DEMO_AS_OF,
  }));

  // The deliberately separate pair: same question, different rule when the meeting is cancelled.
  const cutScenarios = ['cut-50-plus', 'cut-25'];
  const kalshiVoid =
    'Kalshi rule: if no FOMC rate decision is announced by 2026-12-31 (meeting cancelled or postponed), this market ' +
    'resolves NO: YES pays 0, NO pays 1.';
  const polyVoid =
    'Polymarket rule: if no FOMC rate decision is announced by 2026-12-31 (meeting cancelled or postponed), this ' +
    'market resolves 50-50: YES pays 0.5, NO pays 0.5.';
  const whySeparate = (other: string): string =>
    `Kept separate from ${other}: the question is the same, but the two venues settle a cancelled or postponed ` +
    'meeting differently, and a difference in an exceptional-settlement rule means the listings are not ' +
    'settlement-equivalent.';
  markets.push(
    {
      key: 'fed-dec26-cut-any-kx',
      listingKey: 'fed-dec26-cut-any',
      title: 'Will the Fed cut rates in December 2026? (Kalshi rules)',
      description:
        'Resolves YES if the FOMC lowers the target range by any amount at its December 8\u20139, 2026 meeting. ' +
        `${kalshiVoid} ${whySeparate('mkt-fed-dec26-cut-any-pm (Polymarket, 50-50 on cancellation)')}`,
      category: 'Economics',
      tags: [
        'fed',
        'fomc',
        'rates',
        'interest-rates',
        'december',
        'cut',
        'kalshi-rules',
        'cancellation',
      ],
      status: 'OPEN',
      familyId: FAM_FED_DEC,
      settlementSummary: `YES pays 1 per contract if the FOMC cuts in December 2026; NO pays 1 otherwise. ${kalshiVoid} Single-venue market, separate from mkt-fed-dec26-cut-any-pm.`,
      payoutConditions: [
        'YES: the December 2026 FOMC statement lowers the upper bound of the target range (25bp or more).',
        'NO: hold or hike.',
        'Meeting cancelled or postponed past 2026-12-31: NO (YES 0, NO 1).',
      ],
      evidence: {
        source: FED_SOURCE,
        rules_text:
          'Kalshi KXFEDCUT-26DEC-CUT: settles on whether the first FOMC statement in the observation window lowers ' +
          'the upper bound of the target range. Not merged with Polymarket "Will the Fed cut rates in December ' +
          '2026?" because the cancellation rules differ (NO here, 50-50 there).',
        observation_window: FED_DEC_WINDOW,
        void_rules: [kalshiVoid, whySeparate('mkt-fed-dec26-cut-any-pm')],
      },
      payouts: {
        [`${FAM_FED_DEC}@1`]: binaryPayouts(v1, cutScenarios, '0', '1', false),
        [`${FAM_FED_DEC}@2`]: binaryPayouts(v2, cutScenarios, '0', '1', false),
      },
      kalshi: { eventId: 'evt-kx-fedcut-26dec', ticker: 'KXFEDCUT-26DEC-CUT' },
      terms: fedCutTerms('void-no', 'this market resolves NO: YES pays 0, NO pays 1', 'YES'),
      fairYes: 430,
      dataAsOf: DEMO_AS_OF,
    },
    {
      key: 'fed-dec26-cut-any-pm',
      listingKey: 'fed-dec26-cut-any',
      title: 'Will the Fed cut rates in December 2026? (Polymarket rules)',
      description:
        'Resolves Yes if the FOMC lowers the target range by any amount at its December 8\u20139, 2026 meeting. ' +
        `${polyVoid} ${whySeparate('mkt-fed-dec26-cut-any-kx (Kalshi, NO on cancellation)')}`,
      category: 'Economics',
      tags: [
        'fed',
        'fomc',
        'rates',
        'interest-rates',
        'december',
        'cut',
        'polymarket-rules',
        'cancellation',
      ],
      status: 'OPEN',
      familyId: FAM_FED_DEC,
      settlementSummary: `YES pays 1 per share if the FOMC cuts in December 2026; NO pays 1 otherwise. ${polyVoid} Single-venue market, separate from mkt-fed-dec26-cut-any-kx.`,
      payoutConditions: [
        'Yes: the December 2026 FOMC statement lowers the upper bound of the target range (25bp or more).',
        'No: hold or hike.',
        'Meeting cancelled or postponed past 2026-12-31: 50-50 (Yes 0.5, No 0.5).',
      ],
      evidence: {
        source: FED_SOURCE,
        rules_text:
          'Polymarket "Will the Fed cut rates in December 2026?": resolves on whether the first FOMC statement in ' +
          'the observation window lowers the upper bound of the target range. Not merged with Kalshi ' +
          'KXFEDCUT-26DEC-CUT because the cancellation rules differ (50-50 here, NO there).',
        observation_window: FED_DEC_WINDOW,
        void_rules: [polyVoid, whySeparate('mkt-fed-dec26-cut-any-kx')],
      },
      payouts: {
        [`${FAM_FED_DEC}@1`]: binaryPayouts(v1, cutScenarios, '0.5', '0.5', false),
        [`${FAM_FED_DEC}@2`]: binaryPayouts(v2, cutScenarios, '0.5', '0.5', false),
      },
      polymarket: {
        eventId: 'evt-pm-fedcut-26dec',
        slug: 'will-the-fed-cut-rates-in-december-2026',
      },
      terms: fedCutTerms(
        'void-50-50',
        'this market resolves 50-50: YES pays 0.5, NO pays 0.5',
        'Yes',
      ),
      fairYes: 450,
      dataAsOf: DEMO_AS_OF,
    },
  );
  return markets;
}

function fedOctoberMarkets(families: DemoFamily[]): MarketSpec[] {
  const v1 = familyVersion(families, FAM_FED_OCT, '1');
  const fair: Record<string, number> = { cut50: 30, cut25: 930, hold: 50, hike: 30 };
  const voidRule =
    'If no FOMC rate decision had been announced between 2026-10-27 and 2026-10-31, YES and NO would each have paid 0.5 per unit on both venues.';
  return FED_DECISIONS.map((d) => {
    const won = d.code === 'cut25';
    return {
      key: `fed-oct26-${d.code}`,
      title: d.title('October'),
      description:
        `Resolved. YES if the FOMC ${d.what} at its October 27\u201328, 2026 meeting. The FOMC cut by 25bp on ` +
        `2026-10-28, so this market resolved ${won ? 'YES' : 'NO'} on Kalshi (KXFEDDECISION-26OCT-${d.kalshiSuffix}) and Polymarket.`,
      category: 'Economics',
      tags: ['fed', 'fomc', 'rates', 'interest-rates', 'october', 'resolved', ...d.tags],
      status: 'RESOLVED',
      familyId: FAM_FED_OCT,
      settlementSummary: `YES paid 1 per unit if the FOMC ${d.what} in October 2026; NO paid 1 otherwise. Resolved ${won ? 'YES' : 'NO'}. ${voidRule}`,
      payoutConditions: [
        `YES: the October 2026 FOMC statement ${d.what}.`,
        'NO: any other decision.',
        'Meeting cancelled or postponed past 2026-10-31: YES 0.5, NO 0.5.',
      ],
      evidence: {
        source: FED_SOURCE,
        rules_text:
          'Settled on the change to the upper bound of the federal funds target range announced in the FOMC statement ' +
          'of 2026-10-28 (a 25bp cut), against the upper bound in effect before the meeting.',
        observation_window: FED_OCT_WINDOW,
        void_rules: [voidRule],
      },
      payouts: { [`${FAM_FED_OCT}@1`]: binaryPayouts(v1, d.scenarios, '0.5', '0.5', false) },
      kalshi: { eventId: 'evt-kx-fed-26oct', ticker: `KXFEDDECISION-26OCT-${d.kalshiSuffix}` },
      polymarket: { eventId: 'evt-pm-fed-26oct', slug: d.slug('October') },
      fairYes: must(fair[d.code], d.code),
      dataAsOf: FED_OCT_CLOSE,
      resolvedYes: won,
      resolvedAt: FED_OCT_RESOLVED_AT,
    };
  });
}

function presidentialMarkets(families: DemoFamily[]): MarketSpec[] {
  const v1 = familyVersion(families, FAM_PRES, '1');
  const voidRule =
    'If the election is not held, or no winner is certified and inaugurated by 2029-01-20T17:00:00Z, YES and NO each pay 0.5 per unit on both venues.';
  const evidence = (who: string): DemoSettlementEvidence => ({
    source:
      'Electoral College vote as counted and certified by the U.S. Congress; inauguration on 2029-01-20',
    rules_text:
      `Resolves YES if ${who} wins the 2028 U.S. presidential election, as certified by Congress and followed by the ` +
      'inauguration on January 20, 2029. Kalshi and Polymarket use the same source, window and void rule.',
    observation_window: { start: '2028-11-07T00:00:00Z', end: '2029-01-20T17:00:00Z' },
    void_rules: [voidRule],
  });
  const out: MarketSpec[] = PRES_CANDIDATES.map((c) => ({
    key: `pres28-${c.key}`,
    title: `Will ${c.name} win the 2028 U.S. presidential election?`,
    description:
      `Resolves YES if ${c.name} wins the November 7, 2028 U.S. presidential election. Listed on Kalshi ` +
      `(KXPRESPERSON-28-${c.kalshiCode}) and Polymarket with identical settlement terms.`,
    category: 'Politics',
    tags: [
      'election',
      'president',
      '2028',
      c.party === 'rep' ? 'republican' : 'democrat',
      ...c.tags,
    ],
    status: 'OPEN',
    familyId: FAM_PRES,
    settlementSummary: `YES pays 1 per unit if ${c.name} wins the 2028 presidential election; NO pays 1 otherwise. ${voidRule}`,
    payoutConditions: [
      `YES: ${c.name} is the certified winner.`,
      'NO: anyone else wins.',
      'No winner inaugurated: YES 0.5, NO 0.5.',
    ],
    evidence: evidence(c.name),
    payouts: { [`${FAM_PRES}@1`]: binaryPayouts(v1, [c.key], '0.5', '0.5', true) },
    kalshi: { eventId: 'evt-kx-pres-2028', ticker: `KXPRESPERSON-28-${c.kalshiCode}` },
    polymarket: {
      eventId: 'evt-pm-pres-2028',
      slug: `will-${c.slugName}-win-the-2028-us-presidential-election`,
    },
    fairYes: c.fairYes,
    dataAsOf: DEMO_AS_OF,
  }));
  const parties = [
    { code: 'rep', letter: 'R', name: 'Republican', article: 'a Republican', fairYes: 470 },
    { code: 'dem', letter: 'D', name: 'Democratic', article: 'a Democrat', fairYes: 520 },
  ] as const;
  for (const p of parties) {
    const scenarios = [
      ...PRES_CANDIDATES.filter((c) => c.party === p.code).map((c) => c.key),
      `other-${p.code}`,
    ];
    out.push({
      key: `pres28-party-${p.code}`,
      title: `Will ${p.article} win the 2028 U.S. presidential election?`,
      description:
        `Resolves YES if the winner of the 2028 U.S. presidential election is the ${p.name} Party nominee. Listed on ` +
        `Kalshi (KXPRESPARTY-2028-${p.letter}) and Polymarket with identical settlement terms. Every ${p.name} ` +
        'candidate market implies this one.',
      category: 'Politics',
      tags: [
        'election',
        'president',
        '2028',
        'party',
        p.code === 'rep' ? 'republican' : 'democrat',
        p.code === 'rep' ? 'gop' : 'democratic',
      ],
      status: 'OPEN',
      familyId: FAM_PRES,
      settlementSummary: `YES pays 1 per unit if ${p.article} wins the 2028 presidential election; NO pays 1 otherwise. ${voidRule}`,
      payoutConditions: [
        `YES: the certified winner is the ${p.name} Party nominee.`,
        'NO: a candidate of any other party wins.',
        'No winner inaugurated: YES 0.5, NO 0.5.',
      ],
      evidence: evidence(`the ${p.name} Party nominee`),
      payouts: { [`${FAM_PRES}@1`]: binaryPayouts(v1, scenarios, '0.5', '0.5', true) },
      kalshi: { eventId: 'evt-kx-presparty-2028', ticker: `KXPRESPARTY-2028-${p.letter}` },
      polymarket: {
        eventId: 'evt-pm-presparty-2028',
        slug: `will-${p.code === 'rep' ? 'a-republican' : 'a-democrat'}-win-the-2028-us-presidential-election`,
      },
      fairYes: p.fairYes,
      dataAsOf: DEMO_AS_OF,
    });
  }
  return out;
}

function nbaMarkets(families: DemoFamily[]): MarketSpec[] {
  const v1 = familyVersion(families, FAM_NBA, '1');
  const voidRule =
    'If the 2026\u201327 season or the 2027 NBA Finals are cancelled or not completed by 2027-07-31, YES and NO each pay 0.5 per unit on both venues.';
  return NBA_TEAMS.map((t) => ({
    key: `nba27-${t.code.toLowerCase()}`,
    title: `Will the ${t.name} win the 2027 NBA Finals?`,
    description:
      `Resolves YES if the ${t.name} (${t.conference}ern Conference) win the 2027 NBA Finals. Listed on Kalshi ` +
      `(KXNBA-27-${t.code}) and Polymarket with identical settlement terms.`,
    category: 'Sports',
    tags: [
      'nba',
      'basketball',
      'finals',
      'champion',
      '2027',
      `${t.conference.toLowerCase()}ern-conference`,
      ...t.tags,
    ],
    status: 'OPEN',
    familyId: FAM_NBA,
    settlementSummary: `YES pays 1 per unit if the ${t.name} win the 2027 NBA Finals; NO pays 1 otherwise. ${voidRule}`,
    payoutConditions: [
      `YES: the ${t.name} win the 2027 NBA Finals.`,
      'NO: any other team wins.',
      'No champion crowned: YES 0.5, NO 0.5.',
    ],
    evidence: {
      source:
        'National Basketball Association: official result of the 2027 NBA Finals (https://www.nba.com)',
      rules_text: `Resolves YES if the ${t.name} win the 2027 NBA Finals as announced by the NBA. Same source, window and void rule on Kalshi and Polymarket.`,
      observation_window: { start: '2026-10-20T00:00:00Z', end: '2027-07-31T23:59:59Z' },
      void_rules: [voidRule],
    },
    payouts: { [`${FAM_NBA}@1`]: binaryPayouts(v1, [t.code.toLowerCase()], '0.5', '0.5', true) },
    kalshi: { eventId: 'evt-kx-nba-2027', ticker: `KXNBA-27-${t.code}` },
    polymarket: {
      eventId: 'evt-pm-nba-2027',
      slug: `will-the-${t.slugName}-win-the-2027-nba-finals`,
    },
    fairYes: t.fairYes,
    dataAsOf: DEMO_AS_OF,
  }));
}

function btcMarkets(families: DemoFamily[]): MarketSpec[] {
  const v1 = familyVersion(families, FAM_BTC, '1');
  const scenarioIds = v1.scenarios.map((s) => s.scenario_id);
  const window = { start: '2026-12-31T21:59:00Z', end: '2026-12-31T22:00:00Z' };
  const source =
    'CF Benchmarks Bitcoin Real-Time Index (BRTI), simple average of the 60 seconds before 5:00 pm ET (22:00 UTC) on 2026-12-31';
  const aboveFair: Record<number, number> = {
    80: 930,
    90: 800,
    100: 580,
    110: 340,
    120: 170,
    130: 80,
  };
  const out: MarketSpec[] = [];
  BTC_THRESHOLDS.forEach((k, i) => {
    // Scenario i+1 is the first interval at or above the strike.
    const yes = scenarioIds.slice(i + 1);
    out.push({
      key: `btc-dec31-above-${k}k`,
      title: `Bitcoin at or above $${k},000 on December 31, 2026?`,
      description:
        `Resolves YES if the BRTI settlement value at 5:00 pm ET on December 31, 2026 is at or above $${k},000.00. ` +
        `Listed on Kalshi (KXBTCD-26DEC3117-T${k - 1}999.99, "above $${k - 1},999.99") and Polymarket; the boundary, ` +
        'source and window agree, so the listings are one market.',
      category: 'Crypto',
      tags: ['bitcoin', 'btc', 'crypto', 'price', 'above', 'strike', `${k}k`, 'year-end'],
      status: 'OPEN',
      familyId: FAM_BTC,
      settlementSummary: `YES pays 1 per unit if BTC settles at or above $${k},000.00 on 2026-12-31 at 5:00 pm ET; NO pays 1 otherwise.`,
      payoutConditions: [
        `YES: settlement value >= $${k},000.00.`,
        `NO: settlement value < $${k},000.00.`,
      ],
      evidence: {
        source,
        rules_text: `Settlement value: the BRTI average over the observation window. YES when it is at or above $${k},000.00 (ties resolve YES).`,
        observation_window: window,
      },
      payouts: { [`${FAM_BTC}@1`]: binaryPayouts(v1, yes, '0.5', '0.5', false) },
      kalshi: { eventId: 'evt-kx-btcd-26dec31', ticker: `KXBTCD-26DEC3117-T${k - 1}999.99` },
      polymarket: {
        eventId: 'evt-pm-btc-above-26dec31',
        slug: `bitcoin-above-${k}k-on-december-31-2026`,
      },
      fairYes: must(aboveFair[k], `btc ${k}`),
      dataAsOf: DEMO_AS_OF,
    });
  });
  const rangeFair: Record<number, number> = { 90: 220, 100: 240, 110: 170 };
  for (const lo of [90, 100, 110]) {
    const hi = lo + 10;
    const scenario = `${lo}k-${hi}k`;
    out.push({
      key: `btc-dec31-${lo}k-${hi}k`,
      title: `Bitcoin between $${lo},000 and $${hi},000 on December 31, 2026?`,
      description:
        `Resolves YES if the BRTI settlement value at 5:00 pm ET on December 31, 2026 is at or above $${lo},000.00 and ` +
        `below $${hi},000.00. Listed on Kalshi (KXBTC-26DEC3117-B${lo + 5}000) and Polymarket with identical terms.`,
      category: 'Crypto',
      tags: ['bitcoin', 'btc', 'crypto', 'price', 'range', `${lo}k`, `${hi}k`, 'year-end'],
      status: 'OPEN',
      familyId: FAM_BTC,
      settlementSummary: `YES pays 1 per unit if BTC settles in [$${lo},000.00, $${hi},000.00) on 2026-12-31 at 5:00 pm ET; NO pays 1 otherwise.`,
      payoutConditions: [
        `YES: $${lo},000.00 <= settlement value < $${hi},000.00.`,
        'NO: any other settlement value.',
      ],
      evidence: {
        source,
        rules_text: `Settlement value: the BRTI average over the observation window. YES when it is at or above $${lo},000.00 and below $${hi},000.00.`,
        observation_window: window,
      },
      payouts: { [`${FAM_BTC}@1`]: binaryPayouts(v1, [scenario], '0.5', '0.5', false) },
      kalshi: { eventId: 'evt-kx-btc-26dec31', ticker: `KXBTC-26DEC3117-B${lo + 5}000` },
      polymarket: {
        eventId: 'evt-pm-btc-range-26dec31',
        slug: `bitcoin-price-between-${lo}k-and-${hi}k-on-december-31-2026`,
      },
      fairYes: must(rangeFair[lo], `btc range ${lo}`),
      dataAsOf: DEMO_AS_OF,
    });
  }
  return out;
}

function houseMarkets(families: DemoFamily[]): MarketSpec[] {
  const v1 = familyVersion(families, FAM_HOUSE, '1');
  const parties = [
    { code: 'dem', letter: 'D', name: 'Democratic', fairYes: 930 },
    { code: 'rep', letter: 'R', name: 'Republican', fairYes: 70 },
  ] as const;
  return parties.map((p) => ({
    key: `house26-${p.code}`,
    title: `Will the ${p.name} Party win the House in 2026?`,
    description:
      `Resolves YES if the ${p.name} Party wins a majority of seats in the U.S. House of Representatives in the ` +
      `November 3, 2026 midterm elections. Trading closed on ${HOUSE_CLOSE}; settlement waits for certified results. ` +
      `Listed on Kalshi (CONTROLH-2026-${p.letter}) and Polymarket with identical terms.`,
    category: 'Politics',
    tags: [
      'election',
      'midterms',
      'house',
      'congress',
      '2026',
      p.code === 'rep' ? 'republican' : 'democrat',
      'closed',
    ],
    status: 'CLOSED',
    familyId: FAM_HOUSE,
    settlementSummary: `YES pays 1 per unit if the ${p.name} Party holds a House majority after the 2026 midterms; NO pays 1 otherwise.`,
    payoutConditions: [`YES: ${p.name} majority (218 or more seats).`, 'NO: any other outcome.'],
    evidence: {
      source:
        'Certified 2026 U.S. House election results; party affiliation of members at the convening of the 120th Congress',
      rules_text: `Resolves YES if members elected as ${p.name}s hold at least 218 seats when the 120th Congress convenes on 2027-01-03.`,
      observation_window: { start: '2026-11-03T11:00:00Z', end: '2027-01-03T17:00:00Z' },
    },
    payouts: { [`${FAM_HOUSE}@1`]: binaryPayouts(v1, [p.code], '0.5', '0.5', false) },
    kalshi: { eventId: 'evt-kx-house-2026', ticker: `CONTROLH-2026-${p.letter}` },
    polymarket: {
      eventId: 'evt-pm-house-2026',
      slug: `will-the-${p.name.toLowerCase()}-party-control-the-house-after-the-2026-midterm-elections`,
    },
    fairYes: p.fairYes,
    dataAsOf: HOUSE_CLOSE,
  }));
}

// ---------------------------------------------------------------------------------------------
// Listings
// ---------------------------------------------------------------------------------------------

interface ListingPlan {
  listing: DemoListing;
  venue: Venue;
  side: 'yes' | 'no';
  spec: MarketSpec;
  /** Key of the venue order book the YES and NO listings share. */
  bookKey: string;
}

const kalshiOutcome = { yes: 'yes', no: 'no' } as const;
const polymarketOutcome = { yes: 'Yes', no: 'No' } as const;

function buildMarket(
  spec: MarketSpec,
  events: DemoEvent[],
  pmMarketIds: Map<string, string>,
  plans: ListingPlan[],
): DemoMarket {
  const venueEventId = (eventId: string): string =>
    must(
      events.find((e) => e.event_id === eventId),
      eventId,
    ).venue_event_id;
  const listingKey = spec.listingKey ?? spec.key;
  const pm = spec.polymarket
    ? (() => {
        const rng = rngFor(`pm-market:${spec.key}`);
        return {
          marketId: must(pmMarketIds.get(spec.key), `polymarket market id of ${spec.key}`),
          conditionId: `0x${rng.hex(64)}`,
          tokens: { yes: rng.digits(77), no: rng.digits(77) },
          eventId: spec.polymarket.eventId,
          slug: spec.polymarket.slug,
        };
      })()
    : undefined;

  const outcomes: DemoOutcome[] = (['yes', 'no'] as const).map((side) => {
    const listings: DemoListing[] = [];
    if (spec.kalshi) {
      const listing: DemoListing = {
        listing_id: `lst-kx-${listingKey}-${side}`,
        venue: 'kalshi',
        venue_market_id: spec.kalshi.ticker,
        venue_outcome_id: kalshiOutcome[side],
        venue_event_ids: [venueEventId(spec.kalshi.eventId)],
        status: spec.status,
        ticker: spec.kalshi.ticker,
        trading_rules: tradingRules('kalshi'),
      };
      listings.push(listing);
      plans.push({ listing, venue: 'kalshi', side, spec, bookKey: `kalshi:${spec.kalshi.ticker}` });
    }
    if (pm) {
      const listing: DemoListing = {
        listing_id: `lst-pm-${listingKey}-${side}`,
        venue: 'polymarket',
        venue_market_id: pm.marketId,
        venue_outcome_id: polymarketOutcome[side],
        venue_event_ids: [venueEventId(pm.eventId)],
        status: spec.status,
        condition_id: pm.conditionId,
        token_id: pm.tokens[side],
        slug: pm.slug,
        trading_rules: tradingRules('polymarket'),
      };
      listings.push(listing);
      plans.push({
        listing,
        venue: 'polymarket',
        side,
        spec,
        bookKey: `polymarket:${pm.marketId}`,
      });
    }
    const payouts: Record<string, DemoPayoutMap> = {};
    for (const [key, pair] of Object.entries(spec.payouts)) payouts[key] = { ...pair[side] };
    return { outcome_id: `out-${spec.key}-${side}`, label: side.toUpperCase(), payouts, listings };
  });

  const evidence: DemoSettlementEvidence = { ...spec.evidence };
  if (spec.terms) {
    const venue: Venue = spec.kalshi ? 'kalshi' : 'polymarket';
    if (spec.kalshi && spec.polymarket) throw new Error(`${spec.key}: terms of a merged market`);
    evidence.terms = {
      venue,
      venue_market_id: spec.kalshi?.ticker ?? must(pm, spec.key).marketId,
      ...(pm ? { condition_id: pm.conditionId } : {}),
      ...spec.terms({ spec, evidence: spec.evidence }),
    };
  }
  if (spec.resolvedYes !== undefined) {
    evidence.resolved_outcome_id = `out-${spec.key}-${spec.resolvedYes ? 'yes' : 'no'}`;
    evidence.resolved_at = must(spec.resolvedAt, `resolved_at of ${spec.key}`);
  }

  return {
    market_id: `mkt-${spec.key}`,
    version: '1',
    title: spec.title,
    description: spec.description,
    category: spec.category,
    tags: spec.tags,
    status: spec.status,
    event_ids: [spec.kalshi?.eventId, spec.polymarket?.eventId].filter(
      (e): e is string => e !== undefined,
    ),
    family_ids: [spec.familyId],
    settlement_summary: spec.settlementSummary,
    payout_conditions: spec.payoutConditions,
    settlement_evidence: evidence,
    outcomes,
  };
}

/** Polymarket markets of one event were created together: consecutive numeric IDs. */
function assignPolymarketMarketIds(specs: MarketSpec[]): Map<string, string> {
  const ids = new Map<string, string>();
  const next = new Map<string, number>();
  for (const spec of specs) {
    if (!spec.polymarket) continue;
    const eventId = spec.polymarket.eventId;
    const n = next.get(eventId) ?? rngFor(`pm-event-markets:${eventId}`).int(540000, 619000);
    ids.set(spec.key, String(n));
    next.set(eventId, n + rngFor(`pm-market-gap:${spec.key}`).int(1, 2));
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Market data
// ---------------------------------------------------------------------------------------------

/** Listings that also get 1m bars for the last hour. */
const MINUTE_BAR_LISTINGS = [
  'lst-kx-fed-dec26-cut25-yes',
  'lst-pm-fed-dec26-cut25-yes',
  'lst-kx-btc-dec31-above-100k-yes',
  'lst-pm-btc-dec31-above-100k-yes',
  'lst-pm-nba27-okc-yes',
];

/** A listing whose feed went quiet: its quote and book are hours old (shows stale-quote warnings). */
const STALE_LISTING_BOOK = 'kalshi:KXNBA-27-SAS';
const STALE_SECONDS = 4 * HOUR + 23 * 60 + 48;

/** One venue order book shared by the YES and NO listings of a market, in YES price indexes. */
interface BookPath {
  venue: Venue;
  grid: number[];
  /** Ask index minus bid index. */
  spread: number;
  /** YES bid index at the start of each hour: hours[h] for h = 0..48, hours[48] = now. */
  hours: number[];
  /** YES bid index at each minute of the last hour: minutes[0] = hours[47], minutes[60] = hours[48]. */
  minutes: number[];
  asOf: number;
  quoteAt: number;
  bidLevels: Array<[number, number]>;
  askLevels: Array<[number, number]>;
}

function closestIndex(grid: number[], value: number): number {
  let best = 0;
  for (let i = 0; i < grid.length; i++) {
    if (Math.abs((grid[i] ?? 0) - value) < Math.abs((grid[best] ?? 0) - value)) best = i;
  }
  return best;
}

function buildBookPath(bookKey: string, venue: Venue, fairYes: number, asOfIso: string): BookPath {
  const rng = rngFor(`book:${bookKey}`);
  const grid = PRICE_GRID[venue];
  const spread = rng.chance(2, 3) ? 1 : 2;
  // Keep three levels available on each side of the YES book (and so of the NO book).
  const lo = 2;
  const hi = grid.length - 3 - spread;
  const clamp = (i: number): number => Math.min(hi, Math.max(lo, i));
  const offset = venue === 'polymarket' ? rng.int(-10, 10) : rng.int(-5, 5);
  const now = clamp(closestIndex(grid, fairYes + offset) - (spread === 2 ? 1 : rng.int(0, 1)));
  const hours: number[] = new Array<number>(HOURLY_BARS + 1).fill(now);
  for (let h = HOURLY_BARS - 1; h >= 0; h--) {
    // A slow random walk: about one tick every six hours.
    const roll = rng.int(0, 11);
    const step = roll === 0 ? -1 : roll === 1 ? 1 : 0;
    hours[h] = clamp((hours[h + 1] ?? now) + step);
  }
  const first = must(hours[HOURLY_BARS - 1], 'hour 47');
  const last = must(hours[HOURLY_BARS], 'hour 48');
  const switchAt = rng.int(1, 59);
  const minutes: number[] = [];
  for (let m = 0; m <= 60; m++) {
    let idx = m < switchAt ? first : last;
    if (m > 0 && m < 60 && rng.chance(1, 8)) idx = clamp(idx + (rng.chance(1, 2) ? 1 : -1));
    minutes.push(idx);
  }
  const asOf = sec(asOfIso);
  const quoteAt = asOf - (bookKey === STALE_LISTING_BOOK ? STALE_SECONDS : rng.int(1, 45));
  const sizeOf = (): number => (venue === 'kalshi' ? rng.int(5, 2500) : rng.int(500, 600000));
  const bidLevels: Array<[number, number]> = [];
  const askLevels: Array<[number, number]> = [];
  const nBids = Math.min(rng.int(3, 5), now + 1);
  const nAsks = Math.min(rng.int(3, 5), grid.length - (now + spread));
  for (let j = 0; j < nBids; j++) bidLevels.push([must(grid[now - j], 'bid level'), sizeOf()]);
  for (let j = 0; j < nAsks; j++)
    askLevels.push([must(grid[now + spread + j], 'ask level'), sizeOf()]);
  return { venue, grid, spread, hours, minutes, asOf, quoteAt, bidLevels, askLevels };
}

/** Bid and ask (mills) of one side of a book at YES bid index `idx`. */
function sidePrices(book: BookPath, side: 'yes' | 'no', idx: number): { bid: number; ask: number } {
  const yesBid = must(book.grid[idx], 'grid bid');
  const yesAsk = must(book.grid[idx + book.spread], 'grid ask');
  return side === 'yes' ? { bid: yesBid, ask: yesAsk } : { bid: 1000 - yesAsk, ask: 1000 - yesBid };
}

interface RawTrade {
  at: number;
  price: number;
  quantity: number;
  side: 'BUY' | 'SELL';
  id: string;
}

function buildTrades(plan: ListingPlan, book: BookPath): RawTrade[] {
  const rng = rngFor(`trades:${plan.listing.listing_id}`);
  const count = rng.int(5, 14);
  const stale = book.asOf - book.quoteAt > HOUR;
  const minOffset = stale ? book.asOf - book.quoteAt + 60 : 20;
  const offsets: number[] = [];
  const inLastHour = stale ? 0 : rng.int(1, 2);
  const inLastDay = rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    if (i < inLastHour) offsets.push(rng.int(minOffset, HOUR - 1));
    else if (i < inLastHour + inLastDay) offsets.push(rng.int(Math.max(HOUR, minOffset), DAY - 1));
    else offsets.push(rng.int(DAY, 3 * DAY - 1));
  }
  offsets.sort((a, b) => b - a);
  const trades: RawTrade[] = [];
  for (const offset of offsets) {
    const at = book.asOf - offset;
    let idx: number;
    if (offset <= HOUR) {
      const minute = Math.min(59, Math.floor((HOUR - offset) / 60));
      idx = must(book.minutes[minute + (rng.chance(1, 2) ? 1 : 0)], 'minute index');
    } else if (offset <= HOURLY_BARS * HOUR) {
      const hour = Math.min(HOURLY_BARS - 1, Math.floor((HOURLY_BARS * HOUR - offset) / HOUR));
      idx = must(book.hours[hour + (rng.chance(1, 2) ? 1 : 0)], 'hour index');
    } else {
      idx = must(book.hours[0], 'hour 0');
    }
    const takerSide = rng.chance(1, 2) ? 'BUY' : 'SELL';
    const { bid, ask } = sidePrices(book, plan.side, idx);
    const quantity =
      plan.venue === 'kalshi'
        ? rng.pick([rng.int(1, 50), rng.int(10, 250), rng.int(100, 1500)])
        : rng.pick([rng.int(500, 5000), rng.int(2000, 40000), rng.int(10000, 250000)]);
    const id = plan.venue === 'kalshi' ? rng.uuid() : `0x${rng.hex(64)}`;
    trades.push({ at, price: takerSide === 'BUY' ? ask : bid, quantity, side: takerSide, id });
  }
  return trades;
}

interface RawBar {
  start: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

function bar(start: number, open: number, close: number, prices: number[], volume: number): RawBar {
  const all = [open, close, ...prices];
  return { start, open, close, high: Math.max(...all), low: Math.min(...all), volume };
}

function buildBars(
  plan: ListingPlan,
  book: BookPath,
  trades: RawTrade[],
): { hourly: RawBar[]; minutely: RawBar[] } {
  const rng = rngFor(`bars:${plan.listing.listing_id}`);
  const background = (): number =>
    plan.venue === 'kalshi'
      ? rng.chance(1, 4)
        ? 0
        : rng.int(1, 400)
      : rng.chance(1, 4)
        ? 0
        : rng.int(500, 90000);
  const bidAt = (idx: number): number => sidePrices(book, plan.side, idx).bid;
  const askAt = (idx: number): number => sidePrices(book, plan.side, idx).ask;
  const inWindow = (start: number, length: number): RawTrade[] =>
    trades.filter((t) => t.at >= start && t.at < start + length);

  const minutely: RawBar[] = [];
  const hourStart0 = book.asOf - HOURLY_BARS * HOUR;
  const lastHourStart = book.asOf - HOUR;
  for (let m = 0; m < 60; m++) {
    const start = lastHourStart + m * 60;
    const from = must(book.minutes[m], 'minute');
    const to = must(book.minutes[m + 1], 'minute');
    const ts = inWindow(start, 60);
    const wick = rng.chance(1, 6) ? [askAt(Math.max(from, to))] : [];
    const small = rng.chance(1, 3)
      ? plan.venue === 'kalshi'
        ? rng.int(1, 40)
        : rng.int(500, 8000)
      : 0;
    const volume = small + ts.reduce((sum, t) => sum + t.quantity, 0);
    minutely.push(bar(start, bidAt(from), bidAt(to), [...ts.map((t) => t.price), ...wick], volume));
  }

  const hourly: RawBar[] = [];
  for (let h = 0; h < HOURLY_BARS; h++) {
    const start = hourStart0 + h * HOUR;
    const from = must(book.hours[h], 'hour');
    const to = must(book.hours[h + 1], 'hour');
    if (h === HOURLY_BARS - 1) {
      hourly.push({
        start,
        open: bidAt(from),
        close: bidAt(to),
        high: Math.max(...minutely.map((b) => b.high)),
        low: Math.min(...minutely.map((b) => b.low)),
        volume: minutely.reduce((sum, b) => sum + b.volume, 0),
      });
      continue;
    }
    const ts = inWindow(start, HOUR);
    const wick = rng.chance(1, 4) ? [askAt(Math.max(from, to))] : [];
    const volume = background() + ts.reduce((sum, t) => sum + t.quantity, 0);
    hourly.push(bar(start, bidAt(from), bidAt(to), [...ts.map((t) => t.price), ...wick], volume));
  }
  return { hourly, minutely };
}

function buildMarketData(plans: ListingPlan[]): DemoMarketData {
  const books = new Map<string, BookPath>();
  for (const plan of plans) {
    if (!books.has(plan.bookKey)) {
      books.set(
        plan.bookKey,
        buildBookPath(plan.bookKey, plan.venue, plan.spec.fairYes, plan.spec.dataAsOf),
      );
    }
  }
  const quotes: DemoQuote[] = [];
  const orderbooks: DemoOrderBook[] = [];
  const trades: DemoTrade[] = [];
  const hourlyBars: DemoBar[] = [];
  const minuteBars: DemoBar[] = [];
  const size = (plan: ListingPlan, value: number): string => scaled(value, SIZE_SCALE[plan.venue]);

  for (const plan of plans) {
    const book = must(books.get(plan.bookKey), plan.bookKey);
    const id = plan.listing.listing_id;
    const now = must(book.hours[HOURLY_BARS], 'now');
    const { bid, ask } = sidePrices(book, plan.side, now);
    // The NO book mirrors the YES book: NO bids are 1 - YES asks, NO asks are 1 - YES bids.
    const bids =
      plan.side === 'yes'
        ? book.bidLevels
        : book.askLevels.map(([p, s]): [number, number] => [1000 - p, s]);
    const asks =
      plan.side === 'yes'
        ? book.askLevels
        : book.bidLevels.map(([p, s]): [number, number] => [1000 - p, s]);
    const raw = buildTrades(plan, book);
    const lastTrade = raw[raw.length - 1];
    quotes.push({
      listing_id: id,
      bid: mills(bid),
      ask: mills(ask),
      bid_size: size(plan, must(bids[0], 'top bid')[1]),
      ask_size: size(plan, must(asks[0], 'top ask')[1]),
      ...(lastTrade ? { last: mills(lastTrade.price) } : {}),
      observed_at: iso(book.quoteAt),
    });
    orderbooks.push({
      listing_id: id,
      observed_at: iso(book.quoteAt),
      bids: bids.map(([p, s]): DemoLevel => [mills(p), size(plan, s)]),
      asks: asks.map(([p, s]): DemoLevel => [mills(p), size(plan, s)]),
    });
    for (const t of raw) {
      trades.push({
        trade_id: t.id,
        listing_id: id,
        price: mills(t.price),
        quantity: size(plan, t.quantity),
        taker_side: t.side,
        executed_at: iso(t.at),
      });
    }
    const { hourly, minutely } = buildBars(plan, book, raw);
    const toBar = (interval: '1m' | '1h', b: RawBar): DemoBar => ({
      listing_id: id,
      interval,
      start: iso(b.start),
      open: mills(b.open),
      high: mills(b.high),
      low: mills(b.low),
      close: mills(b.close),
      volume: size(plan, b.volume),
    });
    hourlyBars.push(...hourly.map((b) => toBar('1h', b)));
    if (MINUTE_BAR_LISTINGS.includes(id)) minuteBars.push(...minutely.map((b) => toBar('1m', b)));
  }

  const idsOf = (venue: Venue, pred: (plan: ListingPlan) => boolean = () => true): string[] =>
    plans.filter((p) => p.venue === venue && pred(p)).map((p) => p.listing.listing_id);
  const fees: DemoFee[] = [
    {
      venue: 'kalshi',
      listing_ids: idsOf('kalshi'),
      kind: 'TAKER',
      formula: 'RATE_PRICE_COMPLEMENT',
      rate: '0.07',
      rounding: 'UP_TO_CENT',
    },
    {
      venue: 'kalshi',
      listing_ids: idsOf('kalshi', (p) => p.spec.familyId === FAM_FED_DEC),
      kind: 'MAKER',
      formula: 'RATE_PRICE_COMPLEMENT',
      rate: '0.0175',
      rounding: 'UP_TO_CENT',
    },
    {
      venue: 'polymarket',
      listing_ids: idsOf('polymarket'),
      kind: 'TAKER',
      formula: 'RATE_NOTIONAL',
      rate: '0',
      rounding: 'NONE',
    },
  ];

  return { quotes, orderbooks, trades, price_history: [...hourlyBars, ...minuteBars], fees };
}

// ---------------------------------------------------------------------------------------------
// The catalog
// ---------------------------------------------------------------------------------------------

/** The deliberately separate pair: one question, different cancellation rules. */
export const DEMO_SEPARATE_PAIR = ['mkt-fed-dec26-cut-any-kx', 'mkt-fed-dec26-cut-any-pm'] as const;

export function buildDemoCatalog(): DemoCatalog {
  const families = buildFamilies();
  const events = buildEvents();
  const specs: MarketSpec[] = [
    ...fedDecemberMarkets(families),
    ...fedOctoberMarkets(families),
    ...presidentialMarkets(families),
    ...nbaMarkets(families),
    ...btcMarkets(families),
    ...houseMarkets(families),
  ];
  const pmMarketIds = assignPolymarketMarketIds(specs);
  const plans: ListingPlan[] = [];
  const markets = specs.map((spec) => buildMarket(spec, events, pmMarketIds, plans));
  const catalog: DemoCatalog = {
    format: 'settlegraph.catalog/v1',
    conventions: CONVENTIONS.map((c) => ({ ...c })),
    families,
    joint_scopes: JOINT_SCOPES.map((s) => ({ ...s, family_ids: [...s.family_ids] })),
    events,
    markets,
    market_data: buildMarketData(plans),
  };
  checkDemoCatalog(catalog);
  return catalog;
}

// ---------------------------------------------------------------------------------------------
// Self-check (throws on the first list of problems)
// ---------------------------------------------------------------------------------------------

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const DECIMAL = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;

export function checkDemoCatalog(catalog: DemoCatalog): void {
  const problems: string[] = [];
  const fail = (message: string): void => {
    problems.push(message);
  };
  const uniqueIds = (kind: string, ids: string[]): Set<string> => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (id.length === 0) fail(`${kind}: empty id`);
      if (seen.has(id)) fail(`${kind}: duplicate id ${id}`);
      seen.add(id);
    }
    return seen;
  };
  const ts = (where: string, value: string): void => {
    if (!TIMESTAMP.test(value) || !Number.isFinite(Date.parse(value)))
      fail(`${where}: bad timestamp ${value}`);
  };
  const dec = (where: string, value: string): void => {
    if (!DECIMAL.test(value)) fail(`${where}: not a canonical decimal: ${value}`);
  };

  const markets = catalog.markets;
  const outcomes = markets.flatMap((m) => m.outcomes);
  const listings = outcomes.flatMap((o) => o.listings);
  const conventionIds = uniqueIds(
    'convention',
    catalog.conventions.map((c) => c.convention_id),
  );
  const familyIds = uniqueIds(
    'family',
    catalog.families.map((f) => f.family_id),
  );
  const eventIds = uniqueIds(
    'event',
    catalog.events.map((e) => e.event_id),
  );
  uniqueIds(
    'market',
    markets.map((m) => m.market_id),
  );
  uniqueIds(
    'outcome',
    outcomes.map((o) => o.outcome_id),
  );
  const listingIds = uniqueIds(
    'listing',
    listings.map((l) => l.listing_id),
  );
  uniqueIds(
    'venue event',
    catalog.events.map((e) => `${e.venue}:${e.venue_event_id}`),
  );
  uniqueIds(
    'trade',
    catalog.market_data.trades.map((t) => t.trade_id),
  );
  uniqueIds(
    'kalshi ticker',
    listings
      .filter((l) => l.venue === 'kalshi')
      .map((l) => `${l.ticker ?? ''}:${l.venue_outcome_id}`),
  );
  uniqueIds(
    'polymarket token',
    listings.filter((l) => l.venue === 'polymarket').map((l) => l.token_id ?? ''),
  );
  uniqueIds(
    'listing native side',
    listings.map((l) => `${l.venue}:${l.venue_market_id}:${l.venue_outcome_id}`),
  );

  // Conventions, families, scopes.
  for (const c of catalog.conventions) {
    if (c.void_payout !== undefined) dec(`convention ${c.convention_id}`, c.void_payout);
  }
  const versions = new Map<string, DemoScenarioVersion>();
  for (const f of catalog.families) {
    for (const c of f.supported_convention_ids)
      if (!conventionIds.has(c)) fail(`family ${f.family_id}: unknown convention ${c}`);
    if (f.scenario_versions.length === 0) fail(`family ${f.family_id}: no scenario versions`);
    uniqueIds(
      `versions of ${f.family_id}`,
      f.scenario_versions.map((v) => v.version),
    );
    for (const v of f.scenario_versions) {
      uniqueIds(
        `scenarios of ${f.family_id}@${v.version}`,
        v.scenarios.map((s) => s.scenario_id),
      );
      versions.set(`${f.family_id}@${v.version}`, v);
    }
  }
  for (const s of catalog.joint_scopes) {
    if (s.family_ids.length < 2) fail('joint scope with fewer than two families');
    for (const f of s.family_ids) if (!familyIds.has(f)) fail(`joint scope: unknown family ${f}`);
  }
  if (!catalog.families.some((f) => f.scenario_versions.length >= 2))
    fail('no family has two scenario versions');

  // Events.
  for (const e of catalog.events) {
    for (const f of e.family_ids)
      if (!familyIds.has(f)) fail(`event ${e.event_id}: unknown family ${f}`);
  }

  // Markets, outcomes, payouts, listings.
  const separate = new Set<string>(DEMO_SEPARATE_PAIR);
  const separateVenues: string[] = [];
  for (const m of markets) {
    const where = `market ${m.market_id}`;
    for (const f of m.family_ids) if (!familyIds.has(f)) fail(`${where}: unknown family ${f}`);
    for (const e of m.event_ids) if (!eventIds.has(e)) fail(`${where}: unknown event ${e}`);
    const marketEvents = catalog.events.filter((e) => m.event_ids.includes(e.event_id));
    for (const e of marketEvents) {
      if (!e.family_ids.some((f) => m.family_ids.includes(f)))
        fail(`${where}: event ${e.event_id} is in none of its families`);
    }
    if (
      m.outcomes.length !== 2 ||
      m.outcomes[0]?.label !== 'YES' ||
      m.outcomes[1]?.label !== 'NO'
    ) {
      fail(`${where}: a binary market needs YES and NO outcomes`);
    }
    const ev = m.settlement_evidence;
    if (ev?.observation_window) {
      ts(`${where} window`, ev.observation_window.start);
      ts(`${where} window`, ev.observation_window.end);
    }
    if (m.status === 'RESOLVED') {
      if (
        !ev?.resolved_outcome_id ||
        !m.outcomes.some((o) => o.outcome_id === ev.resolved_outcome_id)
      ) {
        fail(`${where}: resolved without a resolved_outcome_id of its own`);
      }
      if (!ev?.resolved_at) fail(`${where}: resolved without resolved_at`);
      else ts(where, ev.resolved_at);
    }
    const current = m.family_ids.map((f) => {
      const family = catalog.families.find((x) => x.family_id === f);
      return `${f}@${family?.scenario_versions[family.scenario_versions.length - 1]?.version ?? '?'}`;
    });
    const vectors = new Map<string, Map<string, number>[]>();
    for (const o of m.outcomes) {
      for (const key of current)
        if (!(key in o.payouts))
          fail(`${where}: ${o.outcome_id} has no payouts for current ${key}`);
      for (const [key, map] of Object.entries(o.payouts)) {
        const version = versions.get(key);
        const family = key.split('@')[0] ?? '';
        if (!version || !m.family_ids.includes(family)) {
          fail(`${where}: ${o.outcome_id} pays in unknown or foreign scope ${key}`);
          continue;
        }
        const known = new Set(version.scenarios.map((s) => s.scenario_id));
        for (const s of Object.keys(map))
          if (s !== '*' && !known.has(s))
            fail(`${where}: ${o.outcome_id} names unknown scenario ${key}/${s}`);
        const vector = new Map<string, number>();
        for (const s of version.scenarios) {
          const value = map[s.scenario_id] ?? map['*'];
          if (value === undefined) {
            fail(`${where}: ${o.outcome_id} has no payout for ${key}/${s.scenario_id}`);
            continue;
          }
          dec(`${where} payout`, value);
          const v = parseScaled(value, 3);
          if (v < 0 || v > 1000) fail(`${where}: ${o.outcome_id} payout ${value} outside [0, 1]`);
          vector.set(s.scenario_id, v);
        }
        const list = vectors.get(key) ?? [];
        list.push(vector);
        vectors.set(key, list);
      }
    }
    // NO is 1 - YES in every NORMAL scenario; in VOID scenarios the stated rule applies (checked to sum to 1).
    for (const [key, [yes, no]] of vectors) {
      if (!yes || !no) {
        fail(`${where}: ${key} lacks a YES or NO vector`);
        continue;
      }
      for (const [s, y] of yes)
        if (y + (no.get(s) ?? -1) !== 1000) fail(`${where}: YES + NO != 1 in ${key}/${s}`);
    }
    const venuesPerOutcome = m.outcomes.map((o) => new Set(o.listings.map((l) => l.venue)));
    for (const o of m.outcomes) {
      for (const l of o.listings) {
        const lw = `listing ${l.listing_id}`;
        if (l.status !== m.status) fail(`${lw}: status differs from its market`);
        const own = marketEvents.filter((e) => e.venue === l.venue).map((e) => e.venue_event_id);
        if (l.venue_event_ids.length === 0 || l.venue_event_ids.some((v) => !own.includes(v))) {
          fail(`${lw}: venue_event_ids must name its own venue's events of the market`);
        }
        if (l.venue === 'kalshi') {
          if (l.ticker !== l.venue_market_id || !/^[A-Z0-9]+-[A-Z0-9]+-[A-Z0-9.]+$/.test(l.ticker))
            fail(`${lw}: bad Kalshi ticker`);
          if (l.venue_outcome_id !== 'yes' && l.venue_outcome_id !== 'no')
            fail(`${lw}: Kalshi outcome must be yes/no`);
        } else if (l.venue === 'polymarket') {
          if (!/^\d+$/.test(l.venue_market_id)) fail(`${lw}: Polymarket market id must be numeric`);
          if (!/^0x[0-9a-f]{64}$/.test(l.condition_id ?? '')) fail(`${lw}: bad condition id`);
          if (!/^[1-9]\d{76}$/.test(l.token_id ?? '')) fail(`${lw}: bad token id`);
          if (!/^[a-z0-9-]+$/.test(l.slug ?? '')) fail(`${lw}: bad slug`);
          if (l.venue_outcome_id !== 'Yes' && l.venue_outcome_id !== 'No')
            fail(`${lw}: Polymarket outcome must be Yes/No`);
        } else {
          fail(`${lw}: unknown venue ${l.venue}`);
        }
        if (l.trading_rules.payout_unit !== '1') fail(`${lw}: payout unit must be 1`);
      }
    }
    if (separate.has(m.market_id)) {
      const venues = new Set(m.outcomes.flatMap((o) => o.listings.map((l) => l.venue)));
      if (venues.size !== 1) fail(`${where}: the separate pair's halves are single-venue`);
      separateVenues.push(...venues);
    } else if (venuesPerOutcome.some((v) => v.size < 2)) {
      fail(`${where}: every outcome needs listings on two venues`);
    }
    // Polymarket YES and NO share venue_market_id and condition_id but not token_id.
    const pm = m.outcomes.flatMap((o) => o.listings.filter((l) => l.venue === 'polymarket'));
    if (pm.length > 0) {
      if (
        new Set(pm.map((l) => l.venue_market_id)).size !== 1 ||
        new Set(pm.map((l) => l.condition_id)).size !== 1
      ) {
        fail(`${where}: Polymarket listings must share market and condition ids`);
      }
      if (new Set(pm.map((l) => l.token_id)).size !== pm.length)
        fail(`${where}: Polymarket token ids must differ`);
    }
  }
  if (separateVenues.sort().join(',') !== 'kalshi,polymarket')
    fail('the separate pair must be one Kalshi and one Polymarket market');
  const pairFamilies = DEMO_SEPARATE_PAIR.map((id) =>
    markets.find((m) => m.market_id === id)?.family_ids.join(','),
  );
  if (pairFamilies[0] === undefined || pairFamilies[0] !== pairFamilies[1])
    fail('the separate pair must share a family');
  // Polymarket market ids are unique per market.
  const pmMarketOwner = new Map<string, string>();
  for (const m of markets) {
    for (const l of m.outcomes.flatMap((o) => o.listings)) {
      if (l.venue !== 'polymarket') continue;
      const owner = pmMarketOwner.get(l.venue_market_id);
      if (owner !== undefined && owner !== m.market_id)
        fail(`Polymarket market id ${l.venue_market_id} used by two markets`);
      pmMarketOwner.set(l.venue_market_id, m.market_id);
    }
  }

  // Families have events and listings on both venues.
  for (const f of catalog.families) {
    const evs = catalog.events.filter((e) => e.family_ids.includes(f.family_id));
    const ls = markets
      .filter((m) => m.family_ids.includes(f.family_id))
      .flatMap((m) => m.outcomes.flatMap((o) => o.listings));
    for (const venue of VENUES) {
      if (!evs.some((e) => e.venue === venue)) fail(`family ${f.family_id}: no ${venue} event`);
      if (!ls.some((l) => l.venue === venue)) fail(`family ${f.family_id}: no ${venue} listing`);
    }
  }

  // Counts and statuses.
  if (catalog.families.length < 4) fail('fewer than 4 families');
  if (markets.length < 40) fail('fewer than 40 markets');
  for (const status of ['CLOSED', 'RESOLVED'] as const) {
    if (!markets.some((m) => m.status === status)) fail(`no ${status} market`);
    if (!catalog.events.some((e) => e.status === status)) fail(`no ${status} event`);
  }
  if (
    !catalog.conventions.some(
      (c) => c.convention_id === 'kalshi-combo-v1' && c.rule === 'VOID_LEG_REMOVED',
    )
  )
    fail('kalshi-combo-v1 missing');
  if (
    !catalog.conventions.some(
      (c) => c.convention_id === 'polymarket-parlay-v1' && c.rule === 'PRODUCT',
    )
  )
    fail('polymarket-parlay-v1 missing');

  // Market data.
  const md = catalog.market_data;
  const listingById = new Map(listings.map((l) => [l.listing_id, l]));
  const gridOk = (listingId: string, price: string): boolean => {
    const l = listingById.get(listingId);
    if (!l || !DECIMAL.test(price)) return false;
    const p = parseScaled(price, 3);
    if (p < 10 || p > 990) return false;
    return l.trading_rules.tick_bands.some((b) => {
      const lower = parseScaled(b.lower_price, 3);
      const upper = parseScaled(b.upper_price, 3);
      const tick = parseScaled(b.tick_size, 3);
      return p >= lower && p <= upper && (p - lower) % tick === 0;
    });
  };
  const perListing = <T extends { listing_id: string }>(
    kind: string,
    items: T[],
  ): Map<string, T[]> => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      if (!listingIds.has(item.listing_id)) fail(`${kind}: unknown listing ${item.listing_id}`);
      const list = map.get(item.listing_id) ?? [];
      list.push(item);
      map.set(item.listing_id, list);
    }
    return map;
  };
  const quotes = perListing('quote', md.quotes);
  const books = perListing('orderbook', md.orderbooks);
  const tradesBy = perListing('trade', md.trades);
  const bars = perListing('bar', md.price_history);
  const asOf = sec(DEMO_AS_OF);
  for (const id of listingIds) {
    const q = quotes.get(id);
    if (q?.length !== 1) fail(`listing ${id}: needs exactly one quote`);
    for (const x of q ?? []) {
      ts(`quote ${id}`, x.observed_at);
      for (const p of [x.bid, x.ask, x.last])
        if (p !== undefined && !gridOk(id, p)) fail(`quote ${id}: price ${p} off the tick grid`);
      if (
        x.bid === undefined ||
        x.ask === undefined ||
        parseScaled(x.bid, 3) >= parseScaled(x.ask, 3)
      )
        fail(`quote ${id}: needs bid < ask`);
    }
    const b = books.get(id);
    if (b?.length !== 1) fail(`listing ${id}: needs exactly one order book`);
    for (const x of b ?? []) {
      ts(`book ${id}`, x.observed_at);
      for (const [name, levels, dir] of [
        ['bids', x.bids, -1],
        ['asks', x.asks, 1],
      ] as const) {
        if (levels.length < 3 || levels.length > 5)
          fail(`book ${id}: ${levels.length} ${name} levels`);
        levels.forEach(([p, s], i) => {
          if (!gridOk(id, p)) fail(`book ${id}: ${name} price ${p} off the grid`);
          dec(`book ${id} size`, s);
          const prev = levels[i - 1];
          if (prev && Math.sign(parseScaled(p, 3) - parseScaled(prev[0], 3)) !== dir)
            fail(`book ${id}: ${name} not sorted best first`);
        });
      }
      const quote = q?.[0];
      if (quote && (quote.bid !== x.bids[0]?.[0] || quote.ask !== x.asks[0]?.[0]))
        fail(`book ${id}: top of book differs from the quote`);
    }
    const t = tradesBy.get(id) ?? [];
    if (t.length < 5 || t.length > 20) fail(`listing ${id}: ${t.length} trades`);
    for (const x of t) {
      ts(`trade ${x.trade_id}`, x.executed_at);
      if (!gridOk(id, x.price)) fail(`trade ${x.trade_id}: price ${x.price} off the grid`);
      dec(`trade ${x.trade_id}`, x.quantity);
    }
    const hourly = (bars.get(id) ?? []).filter((x) => x.interval === '1h');
    if (hourly.length !== HOURLY_BARS) fail(`listing ${id}: ${hourly.length} hourly bars`);
    for (const x of bars.get(id) ?? []) {
      ts(`bar ${id}`, x.start);
      const [o, h, l, c] = [x.open, x.high, x.low, x.close].map((p) => {
        if (!gridOk(id, p)) fail(`bar ${id} ${x.start}: price ${p} off the grid`);
        return parseScaled(p, 3);
      }) as [number, number, number, number];
      if (!(l <= Math.min(o, c) && h >= Math.max(o, c)))
        fail(`bar ${id} ${x.start}: inconsistent OHLC`);
      const length = x.interval === '1h' ? HOUR : 60;
      const start = sec(x.start);
      for (const tr of t) {
        const at = sec(tr.executed_at);
        const p = parseScaled(tr.price, 3);
        if (at >= start && at < start + length && (p < l || p > h))
          fail(`trade ${tr.trade_id} outside its ${x.interval} bar range`);
      }
      dec(`bar ${id}`, x.volume);
    }
  }
  const openTrades = md.trades
    .filter((t) => listingById.get(t.listing_id)?.status === 'OPEN')
    .map((t) => sec(t.executed_at));
  if (!openTrades.some((at) => at >= asOf - HOUR && at < asOf)) fail('no trade in the last hour');
  if (!openTrades.some((at) => at >= asOf - DAY && at < asOf - HOUR))
    fail('no trade in the last 24 hours');
  if (openTrades.some((at) => at >= asOf)) fail('a trade after the demo time');
  const minuteBars = perListing(
    '1m bar',
    md.price_history.filter((b) => b.interval === '1m'),
  );
  if (minuteBars.size < 3) fail('fewer than 3 listings with 1m bars');
  for (const [id, list] of minuteBars)
    if (list.length !== 60) fail(`listing ${id}: ${list.length} 1m bars`);
  for (const id of MINUTE_BAR_LISTINGS)
    if (!minuteBars.has(id)) fail(`listing ${id}: expected 1m bars`);
  const feeKinds = new Map<string, number>();
  for (const f of md.fees) {
    for (const id of f.listing_ids) {
      const l = listingById.get(id);
      if (!l) fail(`fee: unknown listing ${id}`);
      else if (l.venue !== f.venue) fail(`fee: listing ${id} is not on ${f.venue}`);
      if (f.kind === 'TAKER') feeKinds.set(id, (feeKinds.get(id) ?? 0) + 1);
    }
    dec('fee rate', f.rate);
  }
  for (const id of listingIds)
    if (feeKinds.get(id) !== 1) fail(`listing ${id}: needs exactly one taker fee`);

  if (problems.length > 0)
    throw new Error(`demo catalog self-check failed:\n- ${problems.join('\n- ')}`);
}

if (require.main === module) {
  const target =
    process.argv[2] ?? path.join(repositoryRoot(), 'src', 'catalog', 'demo', 'demo-catalog.json');
  const text = `${JSON.stringify(buildDemoCatalog(), null, 2)}\n`;
  fs.writeFileSync(target, text);
  process.stdout.write(`wrote ${target} (${text.length} bytes)\n`);
}
