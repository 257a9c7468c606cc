// A company's communications and filings as the source (docs/decisions.md, "Settlement terms:
// where the release is published, and the series recorded for a sport"): "Resolution will be
// based on official company communications and regulatory filings from <name> and <name>" names
// each company, as "statements from <name>" does; filings from no one named name none. Read from a
// recorded tuning market (test/fixtures/terms-corpus/tuning/polymarket/
// openclaw-gamma-markets-2026-03-25.json, 896056, Paramount and Warner Bros. Discovery) with one
// element changed, and with other companies in no fixture, through the Polymarket parser.
import {
  type Json,
  gammaMarketTerms,
  recordedGammaMarket,
} from '../../../support/gamma-market-terms';

const FILE = 'tuning/polymarket/openclaw-gamma-markets-2026-03-25.json';

function acquisition(market: Json = {}): Json {
  return { ...recordedGammaMarket(FILE, '896056'), ...market };
}

const read = gammaMarketTerms;

const RECORDED = String(acquisition().description);
const OTHER =
  'This market will resolve to "Yes" if Northwind Foods completes its merger with Harbor Mills by June 30, 2028, 11:59 PM ET. Otherwise, this market will resolve to "No".';

const CASES: readonly { name: string; description: string; source: string | undefined }[] = [
  {
    name: 'the recorded market: communications and filings from two companies',
    description: RECORDED,
    source: 'Paramount + Warner Bros. Discovery',
  },
  {
    name: 'other companies, "regulatory filings from" alone',
    description: `${OTHER}\n\nResolution will be based on regulatory filings from Northwind Foods.`,
    source: 'Northwind Foods',
  },
  {
    name: 'filings from no one named name none',
    description: `${OTHER}\n\nResolution will be based on official communications and regulatory filings from the companies involved.`,
    source: undefined,
  },
];

describe("a company's communications and filings as the source", () => {
  test.each(CASES)('$name', ({ description, source }) => {
    const t = read(acquisition({ description, resolutionSource: '' }));
    if (source === undefined)
      expect(t.source).toMatchObject({
        status: 'UNKNOWN',
        reason: 'no settlement source is named',
      });
    else expect(t.source).toMatchObject({ status: 'KNOWN', value: source });
  });
});
