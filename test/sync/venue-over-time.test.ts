// A venue changing over time, followed by continuous-mode passes (docs/decisions.md, "Venue
// sync") on both stores: a new event lands, a status change updates the market in place, a
// settlement amendment makes a new market version with its change record, and a delisted market
// is kept. Each change is announced once by GET /v1/changes.
import { STORE_KINDS } from '../support/stores';
import { get } from '../support/test-server';
import { kalshiPassAt, simulatorWithServer } from '../support/simulator-with-server';

const LADDER = 'KXBTCD-26DEC3117';
const RUNG = 'KXBTCD-26DEC3117-T109999.99';

type Json = Record<string, unknown>;

describe.each(STORE_KINDS)('a venue over time ($name store)', (kind) => {
  const venues = simulatorWithServer(kind);
  let minute = 0;
  /** A pass a minute after the last (increments between full passes, as continuous sync runs). */
  const pass = () => kalshiPassAt(venues, () => new Date(Date.UTC(2026, 10, 24, 12, minute)));
  const changedAt = () => new Date(Date.UTC(2026, 10, 24, 12, minute, 30));
  const market = async (ticker: string) => {
    const found = await get(
      venues.server,
      `/v1/markets?venue=kalshi&venue_market_id=${ticker}&include=EVIDENCE`,
    );
    return (found.body.items as Json[])[0];
  };
  const changesOf = async (marketId: string) => {
    const feed = await get(
      venues.server,
      '/v1/changes?start=OLDEST_RETAINED&resource_types=CONTRACT&page_size=500',
    );
    return (feed.body.items as Json[])
      .filter((c) => c.resource_id === marketId)
      .map((c) => c.change_type);
  };

  beforeAll(() => pass());

  test('a new event at the venue lands with the next increment', async () => {
    const ladder = venues.simulator.venues.kalshiEvents.find((e) => e.event_ticker === LADDER)!;
    const rung = (ladder.markets as Json[]).find((m) => m.ticker === RUNG)!;
    const newTicker = 'KXBTCD-27JAN3117';
    venues.simulator.venues.kalshiEvents.push({
      ...ladder,
      event_ticker: newTicker,
      title: 'Bitcoin price on Jan 31, 2027 at 5pm EST?',
      markets: [
        {
          ...rung,
          ticker: `${newTicker}-T109999.99`,
          event_ticker: newTicker,
          close_time: '2027-01-31T22:00:00Z',
          updated_time: changedAt().toISOString(),
        },
      ],
    });
    minute++;
    await pass();
    const landed = await market(`${newTicker}-T109999.99`);
    expect(landed).toMatchObject({ status: 'OPEN', version: '1' });
    expect(await changesOf(String(landed!.market_id))).toEqual(['CREATED']);
  });

  test('a status change updates the market in place; a settlement amendment makes a new version', async () => {
    const before = await market(RUNG);
    venues.simulator.changeKalshiMarket(RUNG, { status: 'closed' }, changedAt());
    minute++;
    await pass();
    const closed = await market(RUNG);
    expect(closed).toMatchObject({ status: 'CLOSED', version: before!.version });

    venues.simulator.changeKalshiMarket(
      RUNG,
      {
        close_time: '2027-01-01T22:00:00Z',
        rules_secondary: 'Amended: the observation moves a day.',
      },
      changedAt(),
    );
    minute++;
    await pass();
    const amended = await market(RUNG);
    expect(amended!.version).not.toBe(before!.version);
    expect(await changesOf(String(amended!.market_id))).toEqual([
      'CREATED',
      'UPDATED',
      'NEW_VERSION',
    ]);
    // Passes over an unchanged venue announce nothing more.
    minute += 2;
    await pass();
    expect(await changesOf(String(amended!.market_id))).toEqual([
      'CREATED',
      'UPDATED',
      'NEW_VERSION',
    ]);
  });

  test('a market settled at the venue lands RESOLVED with its winning outcome', async () => {
    const ticker = 'KXBTCD-26DEC3117-T99999.99';
    venues.simulator.changeKalshiMarket(
      ticker,
      { status: 'finalized', result: 'yes', settlement_ts: '2026-12-31T23:00:00Z' },
      changedAt(),
    );
    minute++;
    await pass();
    const settled = await market(ticker);
    expect(settled).toMatchObject({ status: 'RESOLVED' });
    expect((settled!.settlement_evidence as Json).resolved_outcome_id).toMatch(/-yes$/);
  });

  test('a market the venue stops listing is kept, even after a full pass', async () => {
    const events = venues.simulator.venues.kalshiEvents;
    const index = events.findIndex((e) => e.event_ticker === LADDER);
    const [delisted] = events.splice(index, 1);
    minute += 61; // past the full-pass interval: the next pass reads every open event
    const report = await pass();
    expect(report.venues[0]!.error).toBeUndefined();
    for (const m of delisted!.markets as Json[])
      expect(await market(String(m.ticker))).toBeDefined();
  });
});
