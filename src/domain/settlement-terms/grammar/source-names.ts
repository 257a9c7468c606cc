// The settlement sources the grammar knows by name (docs/decisions.md, "Settlement terms: one
// grammar"): data, not code. Each entry is one source: its name, the phrases rules text writes it
// by (lower case, matched as whole words) and the web hosts it publishes from. A source named
// only by its address is kept by its host ("ncaa.com"), so two venues citing one site agree.
// Taken from the venues' wordings in test/fixtures/terms-corpus/tuning and test/fixtures/venues.
export interface SourceName {
  name: string;
  phrases: readonly string[];
  hosts: readonly string[];
}

export const SOURCE_NAMES: readonly SourceName[] = [
  {
    name: 'CF Benchmarks',
    phrases: ['cf benchmarks', 'real-time index', 'real time index', 'brti', 'ethusd_rti'],
    hosts: ['cfbenchmarks.com'],
  },
  { name: 'Binance', phrases: ['binance'], hosts: ['binance.com'] },
  { name: 'Coinbase', phrases: ['coinbase'], hosts: ['coinbase.com'] },
  { name: 'Chainlink', phrases: ['chainlink'], hosts: ['data.chain.link', 'chain.link'] },
  { name: 'Pyth', phrases: ['pyth network', 'pyth'], hosts: ['pyth.network'] },
  { name: 'CoinMarketCap', phrases: ['coinmarketcap'], hosts: ['coinmarketcap.com'] },
  {
    name: 'Federal Reserve',
    phrases: [
      "federal reserve's official website",
      'fomc statement',
      'fomc statements',
      "fomc's statement",
    ],
    hosts: ['federalreserve.gov'],
  },
  {
    name: 'FRED',
    phrases: ['st. louis federal reserve'],
    hosts: ['fred.stlouisfed.org'],
  },
  {
    name: 'Bureau of Labor Statistics',
    phrases: ['bureau of labor statistics', 'bls'],
    hosts: ['bls.gov'],
  },
  {
    name: 'Bureau of Economic Analysis',
    phrases: ['bureau of economic analysis', 'bea'],
    hosts: ['bea.gov'],
  },
  { name: 'Census Bureau', phrases: ['census bureau'], hosts: ['census.gov'] },
  {
    name: 'National Weather Service',
    phrases: ['national weather service', 'nws climatological report'],
    hosts: ['weather.gov'],
  },
  { name: 'NOAA', phrases: ['noaa'], hosts: ['noaa.gov'] },
  {
    name: 'Weather Underground',
    phrases: ['weather underground', 'wunderground'],
    hosts: ['wunderground.com'],
  },
  { name: 'The Weather Company', phrases: ['the weather company'], hosts: ['weather.com'] },
  { name: 'NASA GISS', phrases: ['nasa giss', 'goddard institute'], hosts: ['data.giss.nasa.gov'] },
  {
    name: 'FIFA',
    phrases: ['official information from fifa', 'according to fifa'],
    hosts: ['fifa.com'],
  },
  // A league by its full name is the league ("the official statistics of the National Football
  // League"); a longer name that holds it is another's (sources.ts `namesIn`).
  {
    name: 'NFL',
    phrases: ['official information from the nfl', 'national football league'],
    hosts: ['nfl.com'],
  },
  {
    name: 'NBA',
    phrases: [
      'information from the nba',
      'official information from the nba',
      'national basketball association',
    ],
    hosts: ['nba.com'],
  },
  {
    name: 'MLB',
    phrases: ['official information from mlb', 'major league baseball'],
    hosts: ['mlb.com'],
  },
  {
    name: 'NHL',
    phrases: ['official information from the nhl', 'national hockey league'],
    hosts: ['nhl.com'],
  },
  { name: 'WNBA', phrases: ["women's national basketball association"], hosts: ['wnba.com'] },
  { name: 'NCAA', phrases: ['national collegiate athletic association'], hosts: ['ncaa.com'] },
  { name: 'CFL', phrases: ['canadian football league'], hosts: ['cfl.ca'] },
  { name: 'MLS', phrases: ['major league soccer'], hosts: ['mlssoccer.com'] },
  { name: 'ESPN', phrases: ['espn'], hosts: ['espn.com'] },
  { name: 'FOX Sports', phrases: ['fox sports'], hosts: ['foxsports.com'] },
  {
    name: 'Hits Daily Double',
    phrases: ['hits daily double'],
    hosts: ['hitsdailydouble.com'],
  },
  // "If ARIRANG is the #1 album on the Billboard Top 200 chart for April 04, 2026" (Kalshi
  // KXALBUMDEBUT); Kalshi's series list it among their settlement sources as billboard.com.
  { name: 'Billboard', phrases: ['billboard'], hosts: ['billboard.com'] },
  { name: 'Associated Press', phrases: ['associated press'], hosts: ['ap.org', 'apnews.com'] },
  {
    name: 'U.S. Department of State',
    phrases: ['u.s. state department', 'department of state'],
    hosts: ['travel.state.gov', 'state.gov'],
  },
  { name: 'ICE', phrases: ['ice annual report'], hosts: ['ice.gov'] },
  { name: 'U.S. Treasury', phrases: ['treasury department'], hosts: ['fiscal.treasury.gov'] },
  { name: 'IBGE', phrases: ['ibge'], hosts: ['ibge.gov.br'] },
  { name: 'CME Group', phrases: ['cme group'], hosts: ['cmegroup.com'] },
  // CME Group's metals exchange, named for its trading data: "The resolution source will be COMEX
  // trading data for the Gold Continuous Contract".
  { name: 'COMEX', phrases: ['comex'], hosts: [] },
  { name: 'NATO', phrases: [], hosts: ['nato.int'] },
];

/**
 * The venue's defined terms for a source by its role, lower case: Kalshi's series pair "the
 * Governing League" with https://www.nfl.com/, https://www.mlb.com/, https://www.wnba.com/ and
 * https://www.ncaa.com/ (test/fixtures/terms-corpus/reference/), and its rules write "the Governing
 * League" for whichever league governs the game. Such a name names no body of its own: the address
 * beside it does.
 */
export const SOURCE_ROLES: readonly string[] = [
  'the governing league',
  'governing league',
  'the league governing the game',
];
