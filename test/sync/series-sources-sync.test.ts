// A Kalshi series' settlement sources reach a market's source term the same way in the sync as in
// the measurement of term reading (docs/decisions.md, "Settlement terms: the series of a market,
// as the venue states it"; docs/term-reading.md, "Running it"): the recorded events of
// test/fixtures/terms-corpus/tuning/kalshi/kalshi-cockpit-events-sports-2026-08.json and the
// recorded KXNCAAFGAME series of its reference/, served by the venue simulator over loopback HTTP
// and synced into each store, read the same source as bench/terms/corpus.ts reads them. One event
// is served as recorded (its own `settlement_sources` name the source); the other without them, as
// many recorded events are, so that its series names the source in both paths.
import {
  corpusMarkets,
  kalshiSeriesRecords,
  readVariant,
  type CorpusMarket,
} from '../../bench/terms/corpus';
import { STORE_KINDS } from '../support/stores';
import { get } from '../support/test-server';
import { kalshiPassAt, simulatorWithServer } from '../support/simulator-with-server';

const FILE = 'tuning/kalshi/kalshi-cockpit-events-sports-2026-08.json';
const SERIES = 'KXNCAAFGAME';
const WITH_SOURCES = 'KXNCAAFGAME-26SEP19LSUMISS';
const WITHOUT_SOURCES = 'KXNCAAFGAME-26SEP19MSUND';

type Json = Record<string, unknown>;
type Served = { m: CorpusMarket; event: Json };

/** The source the measurement reads for a market served with `event`; it reads one for each. */
function measuredSource({ m, event }: Served): string {
  const source = readVariant(m, m.market, event)!.source;
  if (source.status !== 'KNOWN') throw new Error(`${m.id}: the measurement reads no source`);
  return source.value;
}

/** The corpus markets of an event, each with the event as it is served. */
function marketsOf(eventTicker: string, event: (recorded: Json) => Json): Served[] {
  return corpusMarkets('tuning', [FILE])
    .filter((m) => m.eventId === eventTicker)
    .map((m) => ({ m, event: event(m.event!) }));
}

const served = [
  ...marketsOf(WITH_SOURCES, (e) => e),
  ...marketsOf(WITHOUT_SOURCES, (e) => ({ ...e, settlement_sources: [] })),
];

/** The events served: each corpus event with its corpus markets nested. */
function events(): Json[] {
  const byTicker = new Map<string, Json>();
  for (const { m, event } of served) {
    const e = byTicker.get(m.eventId!) ?? { ...event, markets: [] };
    (e.markets as Json[]).push(m.market);
    byTicker.set(m.eventId!, e);
  }
  return [...byTicker.values()];
}

describe.each(STORE_KINDS)(
  "a series' settlement sources, synced and measured ($name store)",
  (kind) => {
    const venues = simulatorWithServer(kind);

    test('every market reads the source the measurement reads, from its event or its series', async () => {
      expect(served.length).toBeGreaterThanOrEqual(4);
      const sim = venues.simulator.venues;
      sim.kalshiEvents.splice(0, sim.kalshiEvents.length, ...events());
      sim.kalshiSeries.set(SERIES, kalshiSeriesRecords().get(SERIES)!);
      await kalshiPassAt(venues, () => new Date(Date.UTC(2026, 7, 10, 12, 0)));

      for (const one of served) {
        const found = await get(
          venues.server,
          `/v1/markets?venue=kalshi&venue_market_id=${one.m.id}&include=EVIDENCE`,
        );
        const market = (found.body.items as Json[])[0]!;
        const synced = (market.settlement_evidence as { terms: { source: Json } }).terms.source;
        expect(synced).toMatchObject({ status: 'KNOWN', value: measuredSource(one) });
      }
      // The event's own sources name Fox Sports; the series' do not, so each event's markets show
      // which of the two they were read from.
      const values = (ticker: string) =>
        served.filter(({ m }) => m.eventId === ticker).map(measuredSource);
      expect(values(WITH_SOURCES).every((v) => /fox/i.test(v))).toBe(true);
      expect(values(WITHOUT_SOURCES).every((v) => !/fox/i.test(v) && /ncaa/i.test(v))).toBe(true);
    });
  },
);
