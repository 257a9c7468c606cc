// The resolution source Gamma names for a sport (docs/decisions.md, "Settlement terms: negated
// conditions, numbers as words, and a sport's resolution source"): where a Gamma market's rules and
// `resolutionSource` name none, the source its sports list (`GET /sports`, `resolution`) names for
// the league whose series the event is in. Read from a recorded tuning market
// (test/fixtures/terms-corpus/tuning/polymarket/wom-strategy-gamma-backtest-more-2026-02-08.json,
// 1342279, a Primeira Liga spread of series 10330) with its source fields emptied, and with its
// series replaced by another league's, through the Polymarket parser and the recorded sports list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readVenuePayloads, withReference } from '../../../../src/venues/read-venue-payloads';

const CORPUS = join(__dirname, '../../../fixtures/terms-corpus');
const FILE = join(CORPUS, 'tuning/polymarket/wom-strategy-gamma-backtest-more-2026-02-08.json');
const SPORTS = join(CORPUS, 'reference/gamma-sports-2026-02-08.json');
type Json = Record<string, unknown>;

/** The recorded Casa Pia spread; `market` and `event` replace fields of the market and its event. */
function casaPia(market: Json = {}, event: Json = {}): Json {
  const list = JSON.parse(readFileSync(FILE, 'utf8')) as Json[];
  const found = list.find((m) => m.id === '1342279')!;
  const events = (found.events as Json[]).map((e, i) => (i === 0 ? { ...e, ...event } : e));
  return { ...found, events, ...market };
}

const UNSTATED = { resolutionSource: '' };

function read(market: Json, sports: unknown[] | null = sportsList()): SettlementTerms {
  const files = [
    ...(sports ? [{ file: 'sports.json', text: JSON.stringify(sports) }] : []),
    { file: 'pm.json', text: JSON.stringify([market]) },
  ];
  const sets = readVenuePayloads([{ venue: 'polymarket', files }]);
  return termsOfPayloads(sets, withReference(sets, undefined))[0]!;
}

function sportsList(): Json[] {
  return JSON.parse(readFileSync(SPORTS, 'utf8')) as Json[];
}

describe("a sport's resolution source, where the market names none", () => {
  test('the recorded market names its own source, the one its sport lists (ligaportugal.pt)', () => {
    expect(read(casaPia()).source).toMatchObject({ status: 'KNOWN', value: 'ligaportugal.pt' });
  });

  test('with its source fields empty, the source /sports lists for its series 10330 ("por")', () => {
    const t = read(casaPia(UNSTATED, UNSTATED));
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'ligaportugal.pt' });
  });

  test("another league's series names that league's source (10359, Brasileirão: cbf.com.br)", () => {
    const t = read(casaPia(UNSTATED, { ...UNSTATED, series: [{ id: '10359' }] }));
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'cbf.com.br' });
  });

  test("the market's own source comes first, whatever its sport lists", () => {
    const t = read(casaPia({ resolutionSource: 'https://www.record.pt/' }, UNSTATED));
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'record.pt' });
  });

  test('no sports list, a series no league lists, or leagues that differ: none', () => {
    expect(read(casaPia(UNSTATED, UNSTATED), null).source.status).toBe('UNKNOWN');
    const elsewhere = read(casaPia(UNSTATED, { ...UNSTATED, series: [{ id: '999999999' }] }));
    expect(elsewhere.source).toMatchObject({
      status: 'UNKNOWN',
      reason: 'no settlement source is named',
    });
    const twice = [
      ...sportsList(),
      { id: 9999, sport: 'pt2', resolution: 'https://www.zerozero.pt/', series: '10330' },
    ];
    expect(read(casaPia(UNSTATED, UNSTATED), twice).source.status).toBe('UNKNOWN');
  });

  test('rules that rest the result on a consensus of reporting keep it stated as none', () => {
    const description =
      'This market will resolve to "Casa Pia AC" if Casa Pia AC win the game by 3 or more goals. Otherwise, this market will resolve to "CD Nacional". The resolution source for this market will be a consensus of credible reporting.';
    const t = read(casaPia({ ...UNSTATED, description }, UNSTATED));
    expect(t.source).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });
});

describe("the event's resolution source beside the market's own", () => {
  test("a stream the event names is not read beside the market's own source", () => {
    const t = read(casaPia({}, { resolutionSource: 'https://www.twitch.tv/ligaportugal' }));
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'ligaportugal.pt' });
  });

  test('another site the event names (another league, in no fixture) is not read either', () => {
    const t = read(
      casaPia(
        { resolutionSource: 'https://www.eredivisie.nl/' },
        { resolutionSource: 'https://kick.com/eredivisie' },
      ),
    );
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'eredivisie.nl' });
  });

  test("where the market names none, the event's is read", () => {
    const t = read(
      casaPia(UNSTATED, { resolutionSource: 'https://www.ligaportugal.pt/en/liga/' }),
      null,
    );
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'ligaportugal.pt' });
  });
});
