// `adapt` reads the venues' responses as they are saved: a bare array of Kalshi events or markets
// (the list without its `{events, cursor}` envelope), a single Kalshi event or market, a single
// Gamma event, and the recorded files of test/fixtures/cross-venue/ as they are on disk. Each
// reads exactly as its enveloped form does. What cannot be told apart is refused naming what was
// expected (docs/venue-adapters.md, "Recorded files").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adaptVenuePayloads } from '../../../src/catalog/venues/adapt-venues';
import { ServiceError, type Problem } from '../../../src/domain/errors';
import type { PayloadFile, VenueFiles } from '../../../src/venues/common/payload-file';
import type { Venue } from '../../../src/venues/common/venue-model';
import { CROSS_VENUE, recordedVenueFiles } from '../../support/labelled-pairs';
import { fixtureJson, inline, venueFiles } from './venue-fixtures';

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return (error.details?.problems ?? []).map((p) => `${p.path}: ${p.reason}`);
  }
  throw new Error('the adapter did not fail');
}

/** The files of a venue's recorded cross-venue directory, read as they are on disk. */
function asSaved(venue: Venue): VenueFiles {
  const dir = join(CROSS_VENUE, venue);
  return {
    venue,
    files: readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({ file: `${venue}/${f}`, text: readFileSync(join(dir, f), 'utf8') })),
  };
}

/** The documented Kalshi fixtures, with the named files replaced. */
function kalshiWith(replaced: Record<string, unknown>): VenueFiles {
  const files = venueFiles('kalshi').files.map((f): PayloadFile => {
    const name = f.file.split('/').pop()!;
    return name in replaced ? inline(f.file, replaced[name]) : f;
  });
  return { venue: 'kalshi', files };
}

describe('responses as saved', () => {
  test('the recorded Kalshi files of test/fixtures/cross-venue (bare arrays of events) adapt as saved, as their {events, cursor} form does', () => {
    const saved = [asSaved('kalshi'), asSaved('polymarket')];
    // Every Kalshi file there is a bare array of events.
    expect(saved[0]!.files.every((f) => Array.isArray(JSON.parse(f.text) as unknown))).toBe(true);
    const wrapped = recordedVenueFiles();
    const warnings: Problem[] = [];
    const doc = adaptVenuePayloads(saved, undefined, warnings);
    expect(doc).toEqual(adaptVenuePayloads(wrapped));
    expect(doc.markets.filter((m) => m.market_id.startsWith('mkt-kx-')).length).toBeGreaterThan(80);
    expect(doc.families.some((f) => f.family_id.startsWith('fam-xv-'))).toBe(true);
  });

  test('a bare array of Kalshi events, and one of markets inside a recording, read as their envelopes do', () => {
    const events = fixtureJson('kalshi/events-kxbtcd.json');
    const other = fixtureJson('kalshi/events-other.json');
    const markets = fixtureJson('kalshi/markets-other.json');
    const bare = kalshiWith({
      'events-kxbtcd.json': events.events,
      'events-other.json': other.events,
      'markets-other.json': { ...markets, response: markets.response.markets },
    });
    const enveloped = venueFiles('kalshi');
    expect(adaptVenuePayloads([bare])).toEqual(adaptVenuePayloads([enveloped]));
    // The quotes of the recorded /markets response are kept: the recording's fetched_at dates them.
    expect(adaptVenuePayloads([bare]).market_data?.quotes.length).toBeGreaterThan(0);
  });

  test('a single Kalshi event (its markets nested) and a single Kalshi market read as {event, markets} and {market} do', () => {
    const { event, markets } = fixtureJson('kalshi/event-kxfeddecision-26dec.json');
    const [first, ...rest] = markets as unknown[];
    const single = kalshiWith({
      'event-kxfeddecision-26dec.json': { ...event, markets: rest },
      'markets-other.json': first,
    });
    const enveloped = kalshiWith({
      'event-kxfeddecision-26dec.json': { event, markets: rest },
      'markets-other.json': { market: first },
    });
    const doc = adaptVenuePayloads([single]);
    expect(doc).toEqual(adaptVenuePayloads([enveloped]));
    expect(doc.events.map((e) => e.venue_event_id)).toContain(event.event_ticker);
  });

  test('a single Gamma event reads as the array of it does', () => {
    const events = fixtureJson('polymarket/gamma-events.json');
    const one = (json: unknown): VenueFiles => ({
      venue: 'polymarket',
      files: [inline('pm.json', json)],
    });
    expect(adaptVenuePayloads([one(events[0])])).toEqual(adaptVenuePayloads([one([events[0]])]));
  });

  test('an empty array reads nothing and says so', () => {
    const warnings: Problem[] = [];
    const doc = adaptVenuePayloads(
      [
        { venue: 'kalshi', files: [inline('empty.json', []), ...venueFiles('kalshi').files] },
        { venue: 'polymarket', files: [inline('none.json', [])] },
      ],
      undefined,
      warnings,
    );
    expect(doc.markets.length).toBeGreaterThan(0);
    expect(warnings.map((w) => `${w.path}: ${String(w.reason)}`)).toEqual(
      expect.arrayContaining([
        'empty.json: $: an empty array: nothing read',
        'none.json: $: an empty array: nothing read',
      ]),
    );
  });
});

describe('what cannot be read is refused, naming what was expected', () => {
  const kalshiEvents = fixtureJson('kalshi/events-kxbtcd.json').events;
  const gammaEvents = fixtureJson('polymarket/gamma-events.json');

  test("a bare array of the other venue's records names that venue", () => {
    expect(
      problemsOf(() =>
        adaptVenuePayloads([{ venue: 'polymarket', files: [inline('kx.json', kalshiEvents)] }]),
      ),
    ).toEqual([
      'kx.json: $: a Kalshi payload (kalshi event records), not a Polymarket one: pass it after "kalshi"',
    ]);
    expect(
      problemsOf(() =>
        adaptVenuePayloads([{ venue: 'kalshi', files: [inline('pm.json', gammaEvents)] }]),
      ),
    ).toEqual([
      'pm.json: $: a Polymarket payload (gamma event records), not a Kalshi one: pass it after "polymarket"',
    ]);
    const market = fixtureJson('kalshi/event-kxfeddecision-26dec.json').markets[0];
    expect(
      problemsOf(() =>
        adaptVenuePayloads([{ venue: 'polymarket', files: [inline('one.json', market)] }]),
      ),
    ).toEqual([
      'one.json: $: a Kalshi payload (kalshi market records), not a Polymarket one: pass it after "kalshi"',
    ]);
  });

  test('an array that mixes kinds is refused at the first item that differs, nothing read', () => {
    const market = fixtureJson('kalshi/event-kxfeddecision-26dec.json').markets[0];
    expect(
      problemsOf(() =>
        adaptVenuePayloads([
          { venue: 'kalshi', files: [inline('mixed.json', [...kalshiEvents, market])] },
        ]),
      ),
    ).toEqual([
      `mixed.json: $[${kalshiEvents.length}]: a kalshi market in an array of kalshi events: a file holds one kind of record`,
    ]);
    expect(
      problemsOf(() =>
        adaptVenuePayloads([
          { venue: 'polymarket', files: [inline('mixed.json', [gammaEvents[0], kalshiEvents[0]])] },
        ]),
      ),
    ).toEqual([
      'mixed.json: $[1]: a kalshi event in an array of gamma events: a file holds one kind of record',
    ]);
  });

  test('an array item no kind fits is named with the kinds expected', () => {
    for (const venue of ['kalshi', 'polymarket'] as const) {
      expect(
        problemsOf(() =>
          adaptVenuePayloads([{ venue, files: [inline('odd.json', [{ ticker: 'X' }])] }]),
        ),
      ).toEqual([
        'odd.json: $[0]: cannot tell what this record is: expected Kalshi events (event_ticker, series_ticker), Kalshi markets (ticker, event_ticker), Gamma events (id, markets), Gamma markets (id, conditionId) or CLOB books (asset_id, bids, asks)',
      ]);
    }
  });
});
