// A Kalshi game's draw market recorded without its teams' markets (docs/decisions.md, "Settlement
// terms: a game's teams by the codes the venue states"): the event's `sub_title` ("MIR vs CEU
// (Mar 1)") names the two codes its ticker joins, so the draw's game is the same game, by the same
// IDs, as its teams' markets; a draw's market recorded without its event names no codes, and a
// team the tables cannot turn into its code leaves the game unread rather than named by its slug.
// The tuning recordings (KXLALIGA2GAME-26MAR01MIRCEU, KXMLSGAME-26AUG19VANHOU) beside games in no
// fixture (another league, teams, day).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readVenuePayloads } from '../../../../src/venues/read-venue-payloads';
import { tickerCompetitors } from '../../../../src/venues/kalshi/kalshi-ticker-competitors';

type Json = Record<string, unknown>;

const TUNING = join(__dirname, '../../../fixtures/terms-corpus/tuning/kalshi');

/** Every recorded Kalshi market (with its event, where recorded) of a tuning file. */
function recordedMarkets(file: string): { market: Json; event?: Json }[] {
  const out: { market: Json; event?: Json }[] = [];
  const walk = (node: unknown, event?: Json): void => {
    if (Array.isArray(node)) node.forEach((n) => walk(n, event));
    else if (node && typeof node === 'object') {
      const o = node as Json;
      if (Array.isArray(o.markets) && typeof o.event_ticker === 'string')
        (o.markets as Json[]).forEach((m) => out.push({ market: m, event: o }));
      else if (typeof o.ticker === 'string') out.push({ market: o, ...(event ? { event } : {}) });
      else Object.values(o).forEach((v) => walk(v, event));
    }
  };
  walk(JSON.parse(readFileSync(join(TUNING, file), 'utf8')));
  return out;
}

function read(payload: Json): SettlementTerms {
  const sets = readVenuePayloads([
    { venue: 'kalshi', files: [{ file: 'page.json', text: JSON.stringify(payload) }] },
  ]);
  const terms = termsOfPayloads(sets);
  expect(terms).toHaveLength(1);
  return terms[0]!;
}

/** The one market of a recording, read with its event alone, or alone as `GET /markets` lists it. */
function drawMarket(file: string, ticker: string, withEvent: boolean): SettlementTerms {
  const found = recordedMarkets(file).find((r) => r.market.ticker === ticker)!;
  const { markets: _all, ...event } = found.event!;
  return read(
    withEvent
      ? { events: [{ ...event, markets: [found.market] }], cursor: '' }
      : { markets: [found.market], cursor: '' },
  );
}

/** A draw's market of a game in no fixture, shaped as the recorded one, with its event's fields. */
function otherDraw(subTitle: string): Json {
  const found = recordedMarkets('iran-dataset-events-2026-03-01.json').find(
    (r) => r.market.ticker === 'KXLALIGA2GAME-26MAR01MIRCEU-TIE',
  )!;
  const { markets: _all, ...event } = found.event!;
  const ticker = 'KXSERIEAGAME-27APR11GENTOR';
  return {
    events: [
      {
        ...event,
        event_ticker: ticker,
        series_ticker: 'KXSERIEAGAME',
        title: 'Genoa vs Torino',
        sub_title: subTitle,
        markets: [
          {
            ...found.market,
            ticker: `${ticker}-TIE`,
            event_ticker: ticker,
            title: 'Genoa vs Torino Winner?',
            rules_primary:
              'If Tie wins the Genoa vs Torino professional Serie A soccer game originally scheduled for Apr 11, 2027 after 90 minutes plus stoppage time (does not include extra time or penalties), then the market resolves to Yes.',
          },
        ],
      },
    ],
    cursor: '',
  };
}

const gameOf = (t: SettlementTerms) =>
  t.quantity.status === 'KNOWN' ? t.quantity.value.name : t.quantity.reason;

test("the tuning draw's market with its event names the teams by the sub_title's codes", () => {
  const tie = drawMarket(
    'iran-dataset-events-2026-03-01.json',
    'KXLALIGA2GAME-26MAR01MIRCEU-TIE',
    true,
  );
  expect(gameOf(tie)).toBe(
    'result after 90 minutes plus stoppage time of the LALIGA2 game team:LALIGA2:CEU vs team:LALIGA2:MIR scheduled for 2026-03-01',
  );
  expect(tie.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'outcome:tie' } });
});

test("the tuning draw's market without its event leaves a team no table lists unread", () => {
  const tie = drawMarket(
    'kalshi-cockpit-events-sports-2026-08.json',
    'KXMLSGAME-26AUG19VANHOU-TIE',
    false,
  );
  for (const term of [tie.quantity, tie.window, tie.boundary])
    expect(term).toMatchObject({
      status: 'UNKNOWN',
      reason: `the market's tickers do not give "Vancouver" its code, and no table lists it`,
    });
});

test('another league, teams and day: the codes of the sub_title, in its order', () => {
  const tie = read(otherDraw('GEN vs TOR (Apr 11)'));
  expect(gameOf(tie)).toBe(
    'result after 90 minutes plus stoppage time of the SERIEA game team:SERIEA:GEN vs team:SERIEA:TOR scheduled for 2027-04-11',
  );
});

test('a sub_title whose codes do not join into the ticker names no codes', () => {
  // "GEN vs TO" is not GENTOR; the names are not codes either.
  for (const subTitle of ['GEN vs TO (Apr 11)', 'Genoa vs Torino (Apr 11)', 'TOR vs GEN (Apr 11)'])
    expect(read(otherDraw(subTitle)).quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: `the market's tickers do not give "Genoa" its code, and no table lists it`,
    });
});

test('the ticker splits by the sub_title only where the markets do not split it', () => {
  expect(
    tickerCompetitors(
      'KXSERIEAGAME-27APR11GENTOR-TIE',
      'KXSERIEAGAME-27APR11GENTOR',
      'KXSERIEAGAME',
      ['KXSERIEAGAME-27APR11GENTOR-TIE'],
      'GEN vs TOR (Apr 11)',
    ),
  ).toEqual({ league: 'SERIEA', codes: ['GEN', 'TOR'], yes: 'TIE' });
  expect(
    tickerCompetitors(
      'KXSERIEAGAME-27APR11GENTOR-TIE',
      'KXSERIEAGAME-27APR11GENTOR',
      'KXSERIEAGAME',
      ['KXSERIEAGAME-27APR11GENTOR-TIE'],
    ),
  ).toBeUndefined();
});
