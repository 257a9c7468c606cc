// Where the release a market resolves on is published, as its source (docs/decisions.md,
// "Settlement terms: where the release is published, and the series recorded for a sport"): "The
// GDP release will be made available here: <address>" names the address's site; the dates of a
// release ("The release schedule will be available here") or live updates name none. Read from a
// recorded tuning market (test/fixtures/terms-corpus/tuning/polymarket/
// openclaw-gamma-markets-2026-03-25.json, 1228433, China's GDP growth of Q1 2026) with one element
// changed, and with another statistic, agency and month in no fixture, through the Polymarket
// parser.
import {
  type Json,
  gammaMarketTerms,
  recordedGammaMarket,
} from '../../../support/gamma-market-terms';

const FILE = 'tuning/polymarket/openclaw-gamma-markets-2026-03-25.json';

/** The recorded market; `market` replaces its fields (its event's `resolutionSource` is empty). */
function gdp(market: Json = {}): Json {
  return { ...recordedGammaMarket(FILE, '1228433'), ...market };
}

const read = gammaMarketTerms;

const RECORDED = String(gdp().description);
const CONDITION =
  'This market will resolve according to the Year-over-Year change of the Consumer Price Index for Japan in the release for September 2027.';

const CASES: readonly { name: string; description: string; source: string | undefined }[] = [
  {
    name: 'the recorded market: "will be made available here: <address>"',
    description: RECORDED,
    source: 'stats.gov.cn',
  },
  {
    name: 'another agency, "The report will be published at <address>"',
    description: `${CONDITION}\n\nThe report will be published at https://www.stat.go.jp/english/data/cpi/.`,
    source: 'stat.go.jp',
  },
  {
    name: 'the data "are posted on" an address',
    description: `${CONDITION}\n\nThe data are posted on https://www.stat.go.jp/english/data/cpi/ each month.`,
    source: 'stat.go.jp',
  },
  {
    name: "the release's dates name no source",
    description: `${CONDITION}\n\nThe release schedule will be available here: https://www.stat.go.jp/english/data/cpi/1581-z.html`,
    source: undefined,
  },
  {
    name: 'updates about the market name no source',
    description: `${CONDITION}\n\nLive updates will be posted here: https://www.stat.go.jp/english/.`,
    source: undefined,
  },
  {
    name: 'the recorded market without its address names none',
    description: RECORDED.replace(
      'The GDP release will be made available here: https://www.stats.gov.cn/english/PressRelease/',
      'The GDP release will be made available on the day stated.',
    ).replace(/\n\nFor the full release schedule[^]*$/, ''),
    source: undefined,
  },
];

describe('where the release a market resolves on is published', () => {
  test.each(CASES)('$name', ({ description, source }) => {
    const t = read(gdp({ description, resolutionSource: '' }));
    if (source === undefined)
      expect(t.source).toMatchObject({
        status: 'UNKNOWN',
        reason: 'no settlement source is named',
      });
    else expect(t.source).toMatchObject({ status: 'KNOWN', value: source });
  });
});
