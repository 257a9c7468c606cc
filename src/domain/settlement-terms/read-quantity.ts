// The measured quantity and the settlement source of a market (docs/decisions.md, "Settlement
// terms"), each normalised to one name so that two venues' wordings compare: "Bitcoin" and "BTC"
// are one asset, "federalreserve.gov" and "the FOMC's statement" one source. A quantity is only
// known when its subject, its unit and its statistic are all stated; a market about something the
// readers below do not know has an UNKNOWN quantity.
import type { VenueText } from './term-inputs';
import { known, unknown, type Quantity, type Span, type Term } from './settlement-terms';
import { findAllIn, findIn, spanOf } from './find-spans';

const ASSETS: [RegExp, string][] = [
  [/\b(?:Bitcoin|BTC)\b/i, 'BTC'],
  [/\b(?:Ethereum|Ether|ETH)\b/i, 'ETH'],
  [/\b(?:Solana|SOL)\b/, 'SOL'],
  [/\bXRP\b/, 'XRP'],
  [/\b(?:Dogecoin|DOGE)\b/i, 'DOGE'],
];

interface SourceRule {
  pattern: RegExp;
  /** The source's name; `{asset}` and `{pair}` are filled from the market. */
  name: string;
  /** The currency its prices are quoted in, when the source fixes it. */
  quote?: string;
}

const SOURCES: SourceRule[] = [
  {
    pattern: /\bCF Benchmarks\b|\bReal[- ]Time Index\b|\b(?:BRTI|ETHUSD_RTI)\b|cfbenchmarks\.com/i,
    name: 'CF Benchmarks {asset} Real-Time Index',
    quote: 'USD',
  },
  { pattern: /binance\.com|\bBinance\b/i, name: 'Binance {pair}' },
  { pattern: /coinbase\.com|\bCoinbase\b/i, name: 'Coinbase {pair}' },
  { pattern: /data\.chain\.link|\bChainlink\b/i, name: 'Chainlink {pair}' },
  {
    pattern: /federalreserve\.gov|\bFOMC(?:'s)? statement\b|\bFederal Reserve\b/i,
    name: 'Federal Reserve FOMC statement',
  },
  // "official information from FIFA": the organiser as a source, not its name in a competition's.
  { pattern: /\bofficial information from FIFA\b|\baccording to FIFA\b/i, name: 'FIFA' },
  // Weather: Kalshi's "according to The Weather Company" (weather.com/kalshi); Polymarket's NOAA
  // time series (weather.gov) with Weather Underground named as its fallback.
  { pattern: /\bThe Weather Company\b|weather\.com\//i, name: 'The Weather Company' },
  { pattern: /\bNOAA\b|weather\.gov\//i, name: 'NOAA' },
  { pattern: /\bWeather Underground\b|wunderground\.com/i, name: 'Weather Underground' },
];

/** "BTC/USDT", "BTC-USD", "BTCUSDT": the pair a source quotes. */
const PAIR = /\b(BTC|ETH|SOL|XRP|DOGE)\s*[/-]?\s*(USDT|USDC|USD)\b/i;

export interface QuantityReading {
  quantity: Term<Quantity>;
  source: Term<string>;
  /** The unit of the quantity's values, for the boundary ("USD", "bps"). */
  unit?: string;
  /** Which reader recognised the quantity. */
  kind?: 'PRICE' | 'FED_RATE' | 'WEATHER';
}

/**
 * `rules` are the rules fields (Kalshi rules_primary and rules_secondary, Polymarket description);
 * `sources` the venue's named resolution sources. Titles are no rules: they name no quantity.
 */
export function readQuantity(
  rules: readonly VenueText[],
  sources: readonly VenueText[],
): QuantityReading {
  const fed = readFed(rules);
  if (fed) return { ...fed, source: readSource([...rules, ...sources], '', '') };
  const weather = readWeather(rules, sources);
  if (weather) return { ...weather, source: readSource([...rules, ...sources], '', '') };
  // The rules name the asset; a title alone is no rule, and two assets are a ratio or a spread.
  const assets = findAssets([...rules, ...sources]);
  const asset = assets[0];
  if (!asset || assets.length > 1)
    return {
      quantity: unknown(
        asset
          ? `the rules name more than one asset (${assets.map((a) => a.name).join(', ')})`
          : 'the rules name no quantity this reader knows',
        assets.map((a) => a.span),
      ),
      source: readSource([...rules, ...sources], '', ''),
    };
  const pair = findIn([...rules, ...sources], PAIR);
  const pairText = pair ? `${pair.match[1]!.toUpperCase()}/${pair.match[2]!.toUpperCase()}` : '';
  const source = readSource([...rules, ...sources], asset.name, pairText);
  const quote = pair ? pair.match[2]!.toUpperCase() : quoteOf(source);
  const spans: Span[] = [asset.span, ...(pair ? [spanOf(pair.field, pair.match)] : [])];
  if (!quote)
    return {
      quantity: unknown(`the rules do not say in which currency ${asset.name} is priced`, spans),
      source,
    };
  // A spot price, a candle's close and an average are different numbers: unnamed, it is unknown.
  const statistic = readStatistic(rules);
  if (!statistic)
    return {
      quantity: unknown(
        `the rules do not say which statistic of the ${asset.name} price counts`,
        spans,
      ),
      source,
    };
  const name = `${asset.name}/${quote} ${statistic.name}`;
  return {
    quantity: known({ subject: `${asset.name} price`, name, kind: 'PRICE' }, [
      ...spans,
      statistic.span,
    ]),
    source,
    unit: quote,
    kind: 'PRICE',
  };
}

function findAssets(fields: readonly VenueText[]): { name: string; span: Span }[] {
  return ASSETS.flatMap(([pattern, name]) => {
    const found = findIn(fields, pattern);
    return found ? [{ name, span: spanOf(found.field, found.match) }] : [];
  });
}

const STATISTICS: [RegExp, string][] = [
  [/\bsimple average of the (?:sixty|60) seconds\b/i, '60-second simple average'],
  [
    /\b1[- ]minute candle\b[^.]*?\bfinal ["\u201c]?Close["\u201d]? price\b/i,
    '1-minute candle close',
  ],
  [/\b1[- ]minute candle\b[^.]*?\bfinal ["\u201c]?High["\u201d]? price\b/i, '1-minute candle high'],
  [/\b1[- ]minute candle\b[^.]*?\bfinal ["\u201c]?Low["\u201d]? price\b/i, '1-minute candle low'],
  // Polymarket's hourly strikes: "the "Close" price for the BTC/USDT 1 hour candle that ends …".
  [
    /["\u201c]?Close["\u201d]? price for the [A-Z]+\/[A-Z]+ 1[- ]hour candle\b/i,
    '1-hour candle close',
  ],
];

function readStatistic(rules: readonly VenueText[]): { name: string; span: Span } | undefined {
  for (const [pattern, name] of STATISTICS) {
    const found = findIn(rules, pattern);
    if (found) return { name, span: spanOf(found.field, found.match) };
  }
  return undefined;
}

/**
 * The FOMC decision markets: what the upper bound of the federal funds target range does at one
 * meeting. The lower bound or "interest rates" alone is another quantity, or an unclear one.
 */
function readFed(rules: readonly VenueText[]): Omit<QuantityReading, 'source'> | undefined {
  const fed = findIn(
    rules,
    /\bfederal funds (?:target )?(?:rate|range)\b|\btarget federal funds range\b|\bFOMC\b/i,
  );
  if (!fed) return undefined;
  const bound = findIn(rules, /\bupper bound\b/i);
  const spans = [spanOf(fed.field, fed.match)];
  if (!bound)
    return {
      quantity: unknown(
        'the rules do not say which bound of the federal funds target range counts',
        spans,
      ),
    };
  return {
    quantity: known(
      {
        subject: 'FOMC federal funds target range',
        name: 'change of the upper bound of the federal funds target range at one FOMC meeting',
        kind: 'RATE',
      },
      [...spans, spanOf(bound.field, bound.match)],
    ),
    unit: 'bps',
    kind: 'FED_RATE',
  };
}

/**
 * A day's temperature extreme at one weather station. The station is part of the quantity: Central
 * Park and LaGuardia measure two numbers. Kalshi names the National Weather Service's daily
 * climate report ("recorded at New York City (CLINYC)"), whose product ID is CLI and the station's
 * three-letter identifier, so CLINYC is station KNYC (Central Park); Polymarket names the station
 * by its ICAO code in the source's address ("timeseries?site=klga", a Weather Underground
 * "…/KLGA"). A station named only in words, or two stations, is UNKNOWN.
 */
function readWeather(
  rules: readonly VenueText[],
  sources: readonly VenueText[],
): Omit<QuantityReading, 'source'> | undefined {
  const statistic = findIn(rules, /\b(maximum|highest|minimum|lowest) temperature\b/i);
  if (!statistic) return undefined;
  const extreme = /^(?:maximum|highest)$/i.test(statistic.match[1]!) ? 'maximum' : 'minimum';
  const spans = [spanOf(statistic.field, statistic.match)];
  const fields = [...rules, ...sources];
  const named = [
    ...findAllIn(fields, /\((CLI[A-Z]{3})\)/g).map((h) => ({
      station: `K${h.match[1]!.slice(3)}`,
      span: spanOf(h.field, h.match),
    })),
    ...findAllIn(
      fields,
      /\bsite=(k[a-z]{3})\b|wunderground\.com\/history\/\S*?\/(K[A-Z]{3})\b/gi,
    ).map((h) => ({
      station: (h.match[1] ?? h.match[2]!).toUpperCase(),
      span: spanOf(h.field, h.match),
    })),
  ];
  const stations = [...new Set(named.map((n) => n.station))];
  if (stations.length !== 1)
    return {
      quantity: unknown(
        stations.length === 0
          ? 'the rules name no weather station by an identifier this reader knows'
          : `the rules name more than one weather station (${stations.join(', ')})`,
        [...spans, ...named.map((n) => n.span)],
      ),
    };
  const fahrenheit = findIn(rules, /\bfahrenheit\b|°\s?F\b/i);
  if (!fahrenheit)
    return {
      quantity: unknown('the rules do not say in which unit the temperature is read', spans),
    };
  const station = stations[0]!;
  return {
    quantity: known(
      {
        subject: `daily ${extreme} temperature`,
        name: `daily ${extreme} temperature at station ${station}`,
        kind: 'MEASUREMENT',
      },
      [...spans, ...named.map((n) => n.span), spanOf(fahrenheit.field, fahrenheit.match)],
    ),
    unit: '°F',
    kind: 'WEATHER',
  };
}

/** The sources named anywhere in the fields, as one name (several are joined, sorted). */
export function readSource(
  fields: readonly VenueText[],
  asset: string,
  pair: string,
): Term<string> {
  const names = new Map<string, Span[]>();
  for (const rule of SOURCES) {
    const hits = findAllIn(fields, rule.pattern).filter(
      (h) => !inDisclaimer(h.field.text, h.match),
    );
    if (hits.length === 0) continue;
    if (rule.name.includes('{pair}') && !pair)
      return unknown(
        `the source is named but not the pair it quotes`,
        hits.map((h) => spanOf(h.field, h.match)),
      );
    if (rule.name.includes('{asset}') && !asset)
      return unknown(
        'the index is named but not its asset',
        hits.map((h) => spanOf(h.field, h.match)),
      );
    const name = rule.name.replace('{asset}', asset).replace('{pair}', pair);
    names.set(name, [...(names.get(name) ?? []), ...hits.map((h) => spanOf(h.field, h.match))]);
  }
  if (names.size === 0) return unknown('no settlement source is named');
  const sorted = [...names.keys()].sort();
  return known(
    sorted.join(' + '),
    sorted.flatMap((n) => names.get(n) ?? []),
  );
}

/**
 * Kalshi's crypto rules say "While checking a source like Google or Coinbase may help guide your
 * decision, the price used … is based on CF Benchmarks' …": the sources named there are the ones
 * that do not settle the market (docs/decisions.md, "Settlement terms"), so they are not read.
 */
const DISCLAIMER = /\bchecking a source like\b[^.]*?\bmay help guide your decision\b/gi;

function inDisclaimer(text: string, match: RegExpExecArray): boolean {
  for (const d of text.matchAll(DISCLAIMER))
    if (match.index >= d.index && match.index < d.index + d[0].length) return true;
  return false;
}

/** The currency the named source quotes in, when the source itself fixes it (an index). */
function quoteOf(source: Term<string>): string | undefined {
  if (source.status !== 'KNOWN') return undefined;
  const fixed = SOURCES.filter((r) => r.quote !== undefined && r.pattern.test(source.value));
  return fixed.length === 1 ? fixed[0]!.quote : undefined;
}
