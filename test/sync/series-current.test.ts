// A Kalshi series' settlement sources kept current by the sync (docs/decisions.md, "Reference data
// in the sync" and "Settlement terms: the series of a market, as the venue states it"), against the
// venue simulator over loopback HTTP on both stores: every pass that reads an event reads its
// series again (`GET /series/{ticker}`, once a pass), so a series that changes its settlement
// sources reaches its markets' terms with the next full pass; an increment reads only the events
// of changed markets and their series.
import { STORE_KINDS } from '../support/stores';
import { get } from '../support/test-server';
import { kalshiPassAt, simulatorWithServer } from '../support/simulator-with-server';

const SERIES = 'KXFEDDECISION';
const SERIES_PATH = `/kalshi/trade-api/v2/series/${SERIES}`;
const HOLD = 'KXFEDDECISION-26DEC-H0';

type Json = Record<string, unknown>;

describe.each(STORE_KINDS)("a Kalshi series' sources kept current ($name store)", (kind) => {
  const venues = simulatorWithServer(kind);
  let minute = 0;
  const pass = () => kalshiPassAt(venues, () => new Date(Date.UTC(2026, 10, 24, 12, minute)));
  const sourceOf = async (ticker: string): Promise<Json> => {
    const found = await get(
      venues.server,
      `/v1/markets?venue=kalshi&venue_market_id=${ticker}&include=EVIDENCE`,
    );
    const market = (found.body.items as Json[])[0]!;
    const evidence = market.settlement_evidence as { terms: { source: Json } };
    return evidence.terms.source;
  };
  const served = () => venues.simulator.served.get(SERIES_PATH) ?? 0;

  test('a changed series reaches its markets with the next full pass, read once a pass', async () => {
    await pass();
    expect(served()).toBe(1);
    // The recorded series names the Federal Reserve (test/fixtures/venues/kalshi/series-kxfeddecision.json).
    const first = await sourceOf(HOLD);
    expect(first).toMatchObject({ status: 'KNOWN' });
    expect(JSON.stringify(first)).toMatch(/federal ?reserve/i);

    const series = venues.simulator.venues.kalshiSeries.get(SERIES)!;
    venues.simulator.venues.kalshiSeries.set(SERIES, {
      ...series,
      settlement_sources: [{ name: 'CME Group', url: 'https://www.cmegroup.com/' }],
    });
    // An increment a minute later reads no unchanged event, so neither its series.
    minute++;
    await pass();
    expect(served()).toBe(1);
    expect(await sourceOf(HOLD)).toEqual(first);

    // The next full pass reads every open event and, once, each of their series.
    minute += 61;
    await pass();
    expect(served()).toBe(2);
    const changed = await sourceOf(HOLD);
    expect(changed).toMatchObject({ status: 'KNOWN' });
    expect(JSON.stringify(changed)).toMatch(/cme/i);
    expect(JSON.stringify(changed)).not.toMatch(/federal ?reserve/i);
  });
});
