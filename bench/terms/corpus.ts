// The settlement-terms corpus (test/fixtures/terms-corpus/, SOURCES.md there) read as
// `settlegraph match` reads venue payloads: each file in its venue's response shape, through
// readVenueFiles (src/venues/read-venue-payloads.ts) and marketsOfPayloads
// (src/domain/matching/match-markets.ts). The corpus files hold the recorded objects with their
// envelopes left out; here each gets the envelope its endpoint returns (`{markets, cursor}`,
// `{events, cursor}`, `{event, markets}`, a Gamma array). A file whose whole read reports a problem
// is read again market by market, so that one unreadable object does not hide the others; the
// markets that still cannot be read are listed with the venue reader's reason.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../../src/domain/errors';
import { marketsOfPayloads, type CandidateMarket } from '../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../src/domain/settlement-terms/settlement-terms';
import type { PayloadFile } from '../../src/venues/common/payload-file';
import type { Venue } from '../../src/venues/common/venue-model';
import { readVenueFiles, withReference } from '../../src/venues/read-venue-payloads';
import {
  NO_REFERENCE_DATA,
  type ReferenceData,
} from '../../src/domain/settlement-terms/reference-data';
import { combineReference } from '../../src/venues/venue-reference';

/** Beside this file in the sources; from the compiled benchmarks (dist/), under the working directory. */
const BESIDE = join(__dirname, '..', '..', 'test', 'fixtures', 'terms-corpus');
export const TERMS_CORPUS = existsSync(BESIDE)
  ? BESIDE
  : join(process.cwd(), 'test', 'fixtures', 'terms-corpus');

export const PARTS = ['tuning', 'held-out'] as const;
export type Part = (typeof PARTS)[number];
const VENUES: readonly Venue[] = ['kalshi', 'polymarket'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One market of the corpus as recorded, with the event it came with (if any). */
export interface CorpusMarket {
  part: Part;
  /** Path under the corpus root: `tuning/kalshi/name.json`. */
  file: string;
  venue: Venue;
  /** Kalshi ticker or Gamma market id: SettlementTerms.venueMarketId. */
  id: string;
  /** Kalshi event ticker or Gamma event id, where the record names one. */
  eventId: string | null;
  market: Obj;
  event: Obj | null;
}

/** A corpus file's top-level record: a market, an event with nested markets, or `{event, markets}`. */
interface Record_ {
  market: Obj;
  event: Obj | null;
  /** `{event, markets}` (Kalshi GET /events/{t}) rather than an event with nested markets. */
  separate: boolean;
}

function recordsOf(root: unknown): Record_[] {
  const out: Record_[] = [];
  for (const item of Array.isArray(root) ? root : []) {
    if (!isObj(item)) continue;
    if (isObj(item.event) && Array.isArray(item.markets)) {
      for (const m of item.markets)
        if (isObj(m)) out.push({ market: m, event: item.event, separate: true });
    } else if (Array.isArray(item.markets)) {
      const { markets, ...event } = item;
      for (const m of markets as unknown[])
        if (isObj(m)) out.push({ market: m, event: event, separate: false });
    } else out.push({ market: item, event: null, separate: false });
  }
  return out;
}

function idOf(venue: Venue, market: Obj): string {
  return String(venue === 'kalshi' ? market.ticker : market.id);
}

function eventIdOf(venue: Venue, r: Record_): string | null {
  if (venue === 'kalshi')
    return typeof r.market.event_ticker === 'string' ? r.market.event_ticker : null;
  const ev =
    r.event ??
    (Array.isArray(r.market.events) && isObj(r.market.events[0]) ? r.market.events[0] : null);
  const id = ev?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** The corpus files of a part and venue, `part/venue/name.json`, sorted. */
export function corpusFiles(part: Part, venue: Venue): string[] {
  const dir = join(TERMS_CORPUS, part, venue);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `${part}/${venue}/${f}`);
}

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(join(TERMS_CORPUS, file), 'utf8'));

/**
 * The files of a part and venue that a reading takes: every one, or those `files` names (paths
 * under the corpus root), so that recordings added together can be measured alone before any
 * reader is written from them.
 */
function selectedFiles(part: Part, venue: Venue, files?: readonly string[]): string[] {
  const all = corpusFiles(part, venue);
  return files === undefined ? all : all.filter((f) => files.includes(f));
}

/** Every market of a part (or of the files named), in file order. */
export function corpusMarkets(part: Part, files?: readonly string[]): CorpusMarket[] {
  return VENUES.flatMap((venue) =>
    selectedFiles(part, venue, files).flatMap((file) =>
      recordsOf(readJson(file)).map((r) => {
        const eventId = eventIdOf(venue, r);
        const event =
          r.event ??
          (venue === 'polymarket' && Array.isArray(r.market.events) && isObj(r.market.events[0])
            ? r.market.events[0]
            : null);
        return { part, file, venue, id: idOf(venue, r.market), eventId, market: r.market, event };
      }),
    ),
  );
}

/** The records of a file in the envelopes their endpoints return, whole or one market each. */
function payloads(venue: Venue, file: string, records: Record_[], split: boolean): PayloadFile[] {
  const groups: Record_[][] = split ? records.map((r) => [r]) : [records];
  return groups.flatMap((group, i) => {
    const name = split ? `${file}#${idOf(venue, group[0]!.market)}` : file;
    if (venue === 'polymarket') {
      const items: unknown[] = [];
      for (const r of group) {
        const last = items[items.length - 1];
        if (r.event && isObj(last) && last.__event === r.event)
          (last.markets as unknown[]).push(r.market);
        else items.push(r.event ? { __event: r.event, ...r.event, markets: [r.market] } : r.market);
      }
      const clean = items.map((it) => {
        if (!isObj(it) || !('__event' in it)) return it;
        const { __event: _e, ...rest } = it;
        return rest;
      });
      return [{ file: name, text: JSON.stringify(clean) }];
    }
    // Kalshi: bare markets as GET /markets, nested events as GET /events, `{event, markets}` as
    // GET /events/{t}, each in its own payload.
    const bare = group.filter((r) => !r.event).map((r) => r.market);
    const nested = new Map<Obj, unknown[]>();
    const separate = new Map<Obj, unknown[]>();
    for (const r of group) {
      if (!r.event) continue;
      const into = r.separate ? separate : nested;
      const list = into.get(r.event);
      if (list) list.push(r.market);
      else into.set(r.event, [r.market]);
    }
    const out: PayloadFile[] = [];
    if (bare.length > 0)
      out.push({ file: name, text: JSON.stringify({ markets: bare, cursor: '' }) });
    if (nested.size > 0)
      out.push({
        file: name,
        text: JSON.stringify({
          events: [...nested].map(([event, markets]) => ({ ...event, markets })),
          cursor: '',
        }),
      });
    let n = 0;
    for (const [event, markets] of separate)
      out.push({ file: `${name}@${i}.${n++}`, text: JSON.stringify({ event, markets }) });
    return out;
  });
}

/**
 * The venues' reference data of the corpus (`reference/`, SOURCES.md there), read by every part:
 * the sync reads its venues' reference data for every market it syncs, whichever part a market
 * would be in, so it is neither tuning nor held-out material. Kalshi series responses
 * (`kalshi-series-*`: settlement sources, contract terms) are read with each Kalshi file, as a
 * page of the sync is read with the series of its events; Kalshi structured targets and Gamma
 * sports and teams (`kalshi-structured-targets-*`, `gamma-sports-*`, `gamma-teams-*`) are the
 * reference data every file is read with, both venues' as one, as the sync keeps them. Other
 * recordings there (Gamma tags) no reader takes.
 */
export const REFERENCE_DIR = 'reference';

function referenceNames(prefix: string): string[] {
  const dir = join(TERMS_CORPUS, REFERENCE_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
    .sort()
    .map((f) => `${REFERENCE_DIR}/${f}`);
}

/** Each Kalshi series response as `GET /series/{ticker}` returns it (`{series}`). */
function kalshiSeriesFiles(): PayloadFile[] {
  return referenceNames('kalshi-series-').flatMap((file) => {
    const root = readJson(file);
    return (Array.isArray(root) ? root : []).map((s, i) => ({
      file: `${file}#${i}`,
      text: JSON.stringify(isObj(s) && isObj(s.series) ? s : { series: s }),
    }));
  });
}

let seriesByTicker: Map<string, Obj> | undefined;

/**
 * The recorded Kalshi series of `reference/` by ticker, as `GET /series/{ticker}` returns them
 * (the `series` object): what a label quotes as `series.<field>`.
 */
export function kalshiSeriesRecords(): Map<string, Obj> {
  if (seriesByTicker) return seriesByTicker;
  seriesByTicker = new Map();
  for (const file of referenceNames('kalshi-series-')) {
    const root = readJson(file);
    for (const s of Array.isArray(root) ? root : []) {
      const series = isObj(s) && isObj(s.series) ? s.series : s;
      if (isObj(series) && typeof series.ticker === 'string')
        seriesByTicker.set(series.ticker, series);
    }
  }
  return seriesByTicker;
}

/**
 * Whether a Kalshi market's recording carries the settlement sources the sync reads beside it: a
 * non-empty `settlement_sources` of its event, or of its series in `reference/`. A Kalshi market
 * object names no source itself, and many recordings keep the markets alone, where the sync always
 * has the series (docs/term-reading.md, "What the numbers mean"). A Gamma market states its own.
 */
export function venueSourcesRecorded(m: CorpusMarket): boolean {
  if (m.venue !== 'kalshi') return true;
  const listed = (o: Obj | null | undefined): boolean =>
    Array.isArray(o?.settlement_sources) && o.settlement_sources.length > 0;
  if (listed(m.event)) return true;
  const ticker =
    (typeof m.event?.series_ticker === 'string' && m.event.series_ticker) ||
    (m.eventId ?? '').split('-')[0] ||
    '';
  return ticker !== '' && listed(kalshiSeriesRecords().get(ticker));
}

/** Both venues' reference lists read as the venue readers read them, as one. */
function corpusReference(): ReferenceData {
  const lists: Record<Venue, string[]> = {
    kalshi: referenceNames('kalshi-structured-targets-'),
    polymarket: [...referenceNames('gamma-sports-'), ...referenceNames('gamma-teams-')],
  };
  return combineReference(
    VENUES.map((venue) => {
      const files = lists[venue].map((file) => ({
        file,
        text: readFileSync(join(TERMS_CORPUS, file), 'utf8'),
      }));
      return files.length > 0 ? readVenueFiles({ venue, files }, []).reference : undefined;
    }),
  );
}

/** What a part is read with: the reference data (`reference/`), or none, as measured before it. */
export interface ReadOptions {
  /** false: read without `reference/`, for comparison with the measurements made before it. */
  readonly reference?: boolean;
  /** Only these files of the part (paths under the corpus root); every file where absent. */
  readonly files?: readonly string[];
}

export interface CorpusReading {
  markets: CorpusMarket[];
  /** Terms by `file#id`. */
  terms: Map<string, SettlementTerms>;
  /** The same markets with the title and rules `match` finds candidates by, by `file#id`. */
  candidates: Map<string, CandidateMarket>;
  /** Markets the venue reader did not read, by `file#id`, with its reason. */
  unread: Map<string, string>;
}

export const marketKey = (file: string, id: string): string => `${file}#${id}`;

function readFile(
  venue: Venue,
  file: string,
  records: Record_[],
  with_: { series: PayloadFile[]; reference: ReferenceData },
  split: boolean,
): { markets: CandidateMarket[]; problems: Problem[]; warnings: string[] } {
  const problems: Problem[] = [];
  const files = [
    ...(venue === 'kalshi' ? with_.series : []),
    ...payloads(venue, file, records, split),
  ];
  const set = readVenueFiles({ venue, files }, problems);
  // As `match` and the sync read a page: the markets' reference IDs resolved, and the terms read
  // with the reference data.
  const reference = withReference([set], with_.reference);
  return {
    markets: marketsOfPayloads([set], reference),
    problems,
    warnings: set.warnings.map((w) => `${w.from.path}: ${w.reason}`),
  };
}

let variantWith: { series: PayloadFile[]; reference: ReferenceData } | undefined;

/**
 * One market of the corpus read alone, as `readCorpus` reads it (with the reference data), from
 * a market and event object given in place of the recorded ones: an edited copy of its text
 * (metamorphic.ts). A Kalshi market with its event is read as `GET /events/{t}` returns it.
 * Undefined where the venue reader does not read it.
 */
export function readVariant(
  m: CorpusMarket,
  market: Obj,
  event: Obj | null,
): SettlementTerms | undefined {
  variantWith ??= { series: kalshiSeriesFiles(), reference: corpusReference() };
  const record: Record_ = { market, event, separate: event !== null };
  const read = readFile(m.venue, m.file, [record], variantWith, true);
  return read.markets.find((c) => c.terms.venueMarketId === m.id)?.terms;
}

/** Every market of a part read into its settlement terms, with the reference data unless told not. */
export function readCorpus(part: Part, options: ReadOptions = {}): CorpusReading {
  const markets = corpusMarkets(part, options.files);
  const terms = new Map<string, SettlementTerms>();
  const candidates = new Map<string, CandidateMarket>();
  const unread = new Map<string, string>();
  const withReferenceData = options.reference ?? true;
  const with_ = withReferenceData
    ? { series: kalshiSeriesFiles(), reference: corpusReference() }
    : { series: [], reference: NO_REFERENCE_DATA };
  for (const venue of VENUES)
    for (const file of selectedFiles(part, venue, options.files)) {
      const records = recordsOf(readJson(file));
      let read = readFile(venue, file, records, with_, false);
      if (read.problems.length > 0) read = readFile(venue, file, records, with_, true);
      const byId = new Map(read.markets.map((m) => [m.terms.venueMarketId, m]));
      for (const r of records) {
        const id = idOf(venue, r.market);
        const m = byId.get(id);
        if (m) {
          terms.set(marketKey(file, id), m.terms);
          candidates.set(marketKey(file, id), m);
        } else {
          const why = [
            ...read.problems
              .filter((p) => p.path.includes(`#${id}`))
              .map((p) => `${p.path.slice(p.path.indexOf(': ') + 2)}: ${String(p.reason)}`),
            ...read.warnings.filter((w) => w.includes(id)),
          ];
          unread.set(marketKey(file, id), why.join('; ') || 'not read by the venue reader');
        }
      }
    }
  return { markets, terms, candidates, unread };
}
