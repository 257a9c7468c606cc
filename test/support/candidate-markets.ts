// Generated Kalshi and Polymarket markets for the candidate index (src/domain/matching/
// candidate-index.ts), each venue in its own wording, with terms built by hand as the readers
// give them (category, entities, window), and the counterparts planted across venues: crypto
// strikes (12 per asset and day on each venue, 8 of them shared), game winners (two Kalshi
// markets per game against Polymarket's one), a station's daily high in brackets, and
// propositions no table reads (a person's announcement by a day). A share of the markets has no
// term read at all, as a reader that fails leaves them, so only their words can find them. The
// decoys are everything else: neighbouring strikes, other days, other games of the same teams.
import type { CandidateMarket } from '../../src/domain/matching/match-markets';
import type { SettlementTerms, Window } from '../../src/domain/settlement-terms/settlement-terms';
import { MONTHS as CALENDAR_MONTHS } from '../../src/domain/settlement-terms/grammar/calendar-periods';

export interface GeneratedMarkets {
  markets: CandidateMarket[];
  /** The planted counterparts as `<Kalshi ticker>|<Polymarket ID>` (pairKeyOf). */
  planted: string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = CALENDAR_MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));
const ASSETS = [
  ['BTC', 'Bitcoin', 100000],
  ['ETH', 'Ethereum', 4000],
  ['SOL', 'Solana', 200],
  ['XRP', 'Ripple', 3],
  ['DOGE', 'Dogecoin', 1],
  ['ADA', 'Cardano', 2],
  ['AVAX', 'Avalanche', 40],
  ['LINK', 'Chainlink', 25],
  ['DOT', 'Polkadot', 9],
  ['LTC', 'Litecoin', 120],
  ['BCH', 'Bitcoin Cash', 500],
  ['XLM', 'Stellar', 1],
  ['TRX', 'Tron', 1],
  ['SHIB', 'Shiba Inu', 1],
  ['TON', 'Toncoin', 6],
  ['HBAR', 'Hedera', 1],
  ['SUI', 'Sui', 4],
  ['PEPE', 'Pepe', 1],
  ['NEAR', 'Near Protocol', 7],
  ['APT', 'Aptos', 12],
  ['UNI', 'Uniswap', 14],
  ['ICP', 'Internet Computer', 11],
  ['ETC', 'Ethereum Classic', 30],
  ['ATOM', 'Cosmos', 8],
  ['FIL', 'Filecoin', 6],
] as const;
const CITIES = [
  'Atlanta',
  'Boston',
  'Chicago',
  'Dallas',
  'Denver',
  'Detroit',
  'Houston',
  'Miami',
  'Phoenix',
  'Seattle',
  'Portland',
  'Cleveland',
  'Memphis',
  'Orlando',
  'Toronto',
  'Milwaukee',
  'Sacramento',
  'Charlotte',
  'Minneapolis',
  'Philadelphia',
  'Pittsburgh',
  'Baltimore',
  'Nashville',
  'Columbus',
  'Indianapolis',
  'Cincinnati',
  'Tampa',
  'Oakland',
  'Austin',
  'Raleigh',
];
const NICKNAMES = [
  'Falcons',
  'Patriots',
  'Bears',
  'Cowboys',
  'Broncos',
  'Lions',
  'Texans',
  'Dolphins',
  'Suns',
  'Seahawks',
  'Blazers',
  'Browns',
  'Grizzlies',
  'Magic',
  'Raptors',
  'Bucks',
  'Kings',
  'Hornets',
  'Vikings',
  'Eagles',
  'Steelers',
  'Ravens',
  'Titans',
  'Crew',
  'Colts',
  'Bengals',
  'Buccaneers',
  'Athletics',
  'Spurs',
  'Hurricanes',
];
const LEAGUES = ['NFL', 'NBA', 'MLB', 'NHL'] as const;
const FIRST = [
  'Avery',
  'Blake',
  'Casey',
  'Dana',
  'Emery',
  'Finley',
  'Gray',
  'Harper',
  'Indigo',
  'Jordan',
];
const LAST = [
  'Abbott',
  'Barlow',
  'Carver',
  'Dorsey',
  'Ellison',
  'Fairfax',
  'Gallant',
  'Hollis',
  'Irving',
  'Jasper',
  'Kendrick',
  'Lowell',
  'Marlow',
  'Norwood',
  'Oakley',
  'Prescott',
  'Quincy',
  'Radley',
  'Sutton',
  'Thorne',
];
const OFFICES = ['Senate', 'Governor', 'Mayor', 'House', 'Attorney General'];

function unread<T>(): SettlementTerms[keyof Pick<SettlementTerms, 'quantity'>] & T {
  return { status: 'UNKNOWN', reason: 'not read', spans: [] } as never;
}

interface Proposition {
  category: string;
  entities: string[];
  subject: string;
  kind: 'PRICE' | 'RESULT' | 'MEASUREMENT';
  window: Window;
  comparator: '>' | '>=' | 'BETWEEN_INCLUSIVE' | 'REACHES';
  threshold?: string;
  upper?: string;
  entity?: string;
  unit: string;
}

function termsOf(
  venue: 'kalshi' | 'polymarket',
  id: string,
  p: Proposition | null,
  source: string,
): SettlementTerms {
  if (p === null)
    return {
      venue,
      venueMarketId: id,
      quantity: unread(),
      source: unread(),
      window: unread(),
      boundary: unread(),
      exceptions: unread(),
      yes: unread(),
    };
  const known = <T>(value: T) => ({ status: 'KNOWN' as const, value, spans: [] });
  return {
    venue,
    venueMarketId: id,
    category: p.category,
    entities: [...p.entities].sort(),
    quantity: known({ subject: p.subject, name: p.subject, kind: p.kind }),
    source: known(source),
    window: known(p.window),
    boundary: known({
      comparator: p.comparator,
      ...(p.threshold !== undefined ? { threshold: p.threshold } : {}),
      ...(p.upper !== undefined ? { upper: p.upper } : {}),
      ...(p.comparator === 'REACHES' ? { stage: 'WINNER' as const, entity: p.entity! } : {}),
      unit: p.unit,
    }),
    exceptions: known({ rule: 'none' }),
    yes: known('YES' as const),
  };
}

/** A small seeded generator (mulberry32): the same markets on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const abbr = (team: number) => CITIES[team]!.slice(0, 3).toUpperCase();
const money = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * About `perVenue` markets on each venue (a day's bundle at a time: 532 Kalshi, 516 Polymarket
 * markets), `unreadShare` of them with no term read.
 */
export function generateCandidateMarkets(perVenue: number, unreadShare = 0.2): GeneratedMarkets {
  const rand = random(33);
  const kalshi: CandidateMarket[] = [];
  const polymarket: CandidateMarket[] = [];
  const planted: string[] = [];
  const read = (p: Proposition) => (rand() < unreadShare ? null : p);
  const K = (id: string, p: Proposition, title: string, rules: string, source: string) =>
    kalshi.push({ terms: termsOf('kalshi', id, read(p), source), title, rules });
  const P = (id: string, p: Proposition, title: string, rules: string, source: string) =>
    polymarket.push({ terms: termsOf('polymarket', id, read(p), source), title, rules });
  let pmId = 500000;
  for (let d = 0; kalshi.length < perVenue || polymarket.length < perVenue; d++) {
    const date = new Date(Date.UTC(2027, 0, 1) + d * 86_400_000);
    const [y, m, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
    const iso = date.toISOString().slice(0, 10);
    const ymd = `${String(y).slice(2)}${MONTHS[m]!.toUpperCase()}${String(day).padStart(2, '0')}`;
    const kDay = `${MONTHS[m]} ${day}, ${y}`;
    const pDay = `${MONTH_NAMES[m]} ${day}`;
    const kAt: Window = { kind: 'INSTANT', at: `${iso}T21:00:00.000Z`, zone: 'America/New_York' };
    const pAt: Window = { kind: 'INSTANT', at: `${iso}T16:00:00.000Z`, zone: 'America/New_York' };
    for (const [symbol, name, base] of ASSETS) {
      const step = base / 100;
      const drift = 1 + (((d * 7) % 11) - 5) / 100;
      for (let i = 0; i < 16; i++) {
        const strike = Number((base * drift + (i - 8) * step * 2).toFixed(2));
        const price = (window: Window): Proposition => ({
          category: 'asset-price',
          entities: [`asset:${symbol}`],
          subject: `${symbol} price`,
          kind: 'PRICE',
          window,
          comparator: '>',
          threshold: String(strike),
          unit: 'USD',
        });
        const ticker = `KX${symbol}D-${ymd}17-T${(strike - 0.01).toFixed(2)}`;
        const id = String(pmId++);
        if (i < 12)
          K(
            ticker,
            price(kAt),
            `${name} price on ${kDay}? $${money(strike)} or above`,
            `If the simple average of the sixty seconds of CF Benchmarks' ${name} Real-Time Index before 5 PM EDT on ${kDay} is above ${money(strike - 0.01)}, then the market resolves to Yes.`,
            'CF Benchmarks',
          );
        if (i >= 4)
          P(
            id,
            price(pAt),
            `Will ${name} be above $${money(strike)} on ${pDay}?`,
            `This market will resolve to "Yes" if the Binance 1 minute candle for ${symbol}/USDT 12:00 in the ET timezone (noon) on ${pDay}, ${y} has a final "Close" price higher than the price specified in the title. Otherwise, this market will resolve to "No".`,
            'Binance',
          );
        if (i >= 4 && i < 12) planted.push(`${ticker}|${id}`);
      }
    }
    for (let g = 0; g < 16; g++) {
      const league = LEAGUES[g % 4]!;
      const a = (g * 2 + d) % 30;
      const b = (g * 2 + 1 + d * 3) % 30 === a ? (a + 1) % 30 : (g * 2 + 1 + d * 3) % 30;
      const teams = [a, b].map((t) => `team:${league}:${CITIES[t]!.slice(0, 3).toUpperCase()}`);
      const sport = { NFL: 'football', NBA: 'basketball', MLB: 'baseball', NHL: 'hockey' }[league];
      const game = (window: Window, winner: number): Proposition => ({
        category: 'game-winner',
        entities: teams,
        subject: `${league} game`,
        kind: 'RESULT',
        window,
        comparator: 'REACHES',
        entity: teams[winner]!,
        unit: 'stage',
      });
      const id = String(pmId++);
      P(
        id,
        game({ kind: 'INSTANT', at: `${iso}T23:30:00.000Z`, zone: 'America/New_York' }, 0),
        `${NICKNAMES[a]} vs. ${NICKNAMES[b]}`,
        `In the upcoming ${league} game between the ${NICKNAMES[a]} and the ${NICKNAMES[b]}, scheduled for ${pDay} at 7:30PM ET: If the ${NICKNAMES[a]} win, the market will resolve to "${NICKNAMES[a]}". If the ${NICKNAMES[b]} win, the market will resolve to "${NICKNAMES[b]}".`,
        `${league}.com`,
      );
      for (const [w, team] of [a, b].entries()) {
        const ticker = `KX${league}GAME-${ymd}${CITIES[a]!.slice(0, 3).toUpperCase()}${CITIES[b]!.slice(0, 3).toUpperCase()}-${CITIES[team]!.slice(0, 3).toUpperCase()}`;
        K(
          ticker,
          game(kAt, w),
          `${CITIES[a]} at ${CITIES[b]} Winner? ${CITIES[team]}`,
          // Kalshi's recorded wording: "If Dallas wins the TB Buccaneers vs DAL Cowboys Pro Football game".
          `If ${CITIES[team]} wins the ${abbr(a)} ${NICKNAMES[a]} vs ${abbr(b)} ${NICKNAMES[b]} Pro ${sport} game originally scheduled for ${kDay}, then the market resolves to Yes.`,
          `${league}.com`,
        );
        planted.push(`${ticker}|${id}`);
      }
    }
    for (let s = 0; s < 30; s++) {
      const city = CITIES[s]!;
      const station = `station:K${city.slice(0, 3).toUpperCase()}`;
      const base = 40 + ((s * 3 + d) % 40);
      for (let i = 0; i < 6; i++) {
        const lo = base + i * 2;
        const hi = lo + 1;
        const bracket = (window: Window): Proposition => ({
          category: 'daily-high',
          entities: [station],
          subject: 'daily maximum temperature',
          kind: 'MEASUREMENT',
          window,
          comparator: 'BETWEEN_INCLUSIVE',
          threshold: String(lo),
          upper: String(hi),
          unit: 'F',
        });
        const ticker = `KXHIGH${city.slice(0, 3).toUpperCase()}-${ymd}-B${lo}.5`;
        const id = String(pmId++);
        K(
          ticker,
          bracket(kAt),
          `Highest temperature in ${city} on ${kDay}? ${lo}° to ${hi}°`,
          `If the highest temperature recorded in ${city} for ${kDay} as reported by the National Weather Service's Climatological Report (Daily) is between ${lo}° and ${hi}°, then the market resolves to Yes.`,
          'National Weather Service',
        );
        P(
          id,
          bracket({ kind: 'INSTANT', at: `${iso}T04:59:00.000Z`, zone: 'America/New_York' }),
          `Will the highest temperature in ${city} be between ${lo}-${hi}°F on ${pDay}?`,
          `This market will resolve to the temperature range that contains the highest temperature recorded at the ${city} station in degrees Fahrenheit on ${pDay}, ${y}. The resolution source for this market will be information from Wunderground.`,
          'Wunderground',
        );
        planted.push(`${ticker}|${id}`);
      }
    }
    for (let q = 0; q < 20; q++) {
      const who = `${FIRST[(q + d) % 10]} ${LAST[(q * 3 + d * 7) % 20]}`;
      const office = OFFICES[(q + d) % 5]!;
      const ticker = `KXANNOUNCE-${ymd}-${q}`;
      const id = String(pmId++);
      // No table reads these: both venues' terms stay unread, their words alone find them.
      kalshi.push({
        terms: termsOf('kalshi', ticker, null, ''),
        title: `Will ${who} announce a run for ${office} before ${kDay}?`,
        rules: `If ${who} publicly announces a candidacy for ${office} before ${kDay}, then the market resolves to Yes.`,
      });
      polymarket.push({
        terms: termsOf('polymarket', id, null, ''),
        title: `${who} announces ${office} run by ${pDay}?`,
        rules: `This market will resolve to "Yes" if ${who} officially announces a campaign for ${office} by ${pDay}, ${y}, 11:59 PM ET. Otherwise, this market will resolve to "No".`,
      });
      planted.push(`${ticker}|${id}`);
    }
  }
  const keptK = new Set(kalshi.slice(0, perVenue).map((m) => m.terms.venueMarketId));
  const keptP = new Set(polymarket.slice(0, perVenue).map((m) => m.terms.venueMarketId));
  return {
    markets: [...kalshi.slice(0, perVenue), ...polymarket.slice(0, perVenue)],
    planted: planted.filter((key) => {
      const [k, p] = key.split('|') as [string, string];
      return keptK.has(k) && keptP.has(p);
    }),
  };
}
