// One sync pass (`settlegraph sync --once`; docs/decisions.md, "Venue sync"): each chosen venue's
// event list is read page by page, and each page (its events, their series and order books) is
// adapted as `settlegraph adapt` does and imported as one commit: an upsert, so unchanged records
// announce nothing and a record the venue no longer lists is kept. After each commit the venue's
// checkpoint (the next page's cursor) is stored, so a pass stopped at any point resumes there. A
// venue that cannot be read is reported and left out; the others still land. Last, the
// cross-venue families of everything stored are derived and set (cross-venue-sync.ts).
import type { CatalogDocument } from '../catalog/catalog-schema';
import { importCatalog, type ImportResult } from '../catalog/import-catalog';
import { adaptVenuePayloads, type VenueFiles } from '../catalog/venues/adapt-venues';
import type { Venue } from '../catalog/venues/venue-model';
import { messageWithCauses, ServiceError, type Problem } from '../domain/errors';
import type { QuarantinedRecord, SyncKind, SyncStateRecord } from '../domain/sync-state';
import type { Store } from '../store/store';
import { syncCrossVenueFamilies, type CrossVenueSyncReport } from './cross-venue-sync';
import { VenueRequestError, type VenueHttp } from './venue-http';
import { catalogRead, dueKinds, kindsAfter, windowStart, type SyncIntervals } from './sync-kinds';
import {
  kalshiChangedPages,
  kalshiPages,
  kalshiTradesSince,
  polymarketPages,
  type PassExtras,
  type VenueEndpoints,
  type VenuePage,
} from './venue-sources';

export const SYNC_VENUES: readonly Venue[] = ['polymarket', 'kalshi'];

export interface VenueReadReport {
  readonly venue: Venue;
  /** Responses read. */
  readonly responses: number;
  /** Pages of events committed. */
  readonly pages: number;
  /** Records the venue's commits wrote. */
  readonly records: number;
  /** Why the venue's pass stopped before its last page; its checkpoint keeps the place. */
  readonly error?: string;
  /** The venue's records the adapter refused, left out of this pass. */
  readonly quarantined: readonly QuarantinedRecord[];
  /** Values read and left out by rule, not by fault (a daily candle): nothing to retry. */
  readonly skipped: readonly QuarantinedRecord[];
  /** The kinds of resources the pass read and landed (catalog, trades, history). */
  readonly kinds: readonly SyncKind[];
}

export interface SyncPassReport {
  readonly venues: readonly VenueReadReport[];
  /**
   * The cross-venue families of what the store holds after the pass (cross-venue-sync.ts); absent
   * when the pass did not look (`ON_CHANGE` and nothing in the catalog changed).
   */
  readonly crossVenue?: CrossVenueSyncReport;
  /** Why the cross-venue step failed; the next pass derives the families again. */
  readonly crossVenueError?: string;
  /** What the pass's commits wrote, together; absent when none committed. */
  readonly imported?: ImportResult & { readonly commits: number };
}

/**
 * One pass over each venue. With `intervals` (continuous sync) trades and price history are read
 * only when their interval has passed (sync-kinds.ts); without (`sync --once`) every kind is.
 */
export async function syncOnce(
  store: Store,
  http: VenueHttp,
  endpoints: VenueEndpoints,
  venues: readonly Venue[],
  clock: () => Date = () => new Date(),
  intervals?: SyncIntervals,
  /** Told of each page's catalog once it landed (the venue streams follow its listings). */
  onImported?: (doc: CatalogDocument) => void,
  /**
   * When the cross-venue families are derived again: after every pass, or only after one that
   * changed the catalog (the step reads every stored market's terms; the loop's later passes).
   */
  crossVenueStep: 'ALWAYS' | 'ON_CHANGE' = 'ALWAYS',
): Promise<SyncPassReport> {
  const reports: VenueReadReport[] = [];
  const imports: ImportResult[] = [];
  for (const venue of venues) {
    const started = clock();
    const startedAt = started.toISOString();
    const state = (await store.syncState.all()).find((s) => s.venue === venue);
    const due = dueKinds(venue, state, started, intervals);
    const catalog = catalogRead(venue, state, started, intervals);
    // A pass that stopped part-way resumes at its checkpoint; a finished one starts over.
    const from = state?.checkpoint ?? undefined;
    const quarantined: QuarantinedRecord[] = [];
    const skipped: QuarantinedRecord[] = [];
    let responses = 0;
    let committed = 0;
    let records = 0;
    let checkpoint = from ?? null;
    let error: string | undefined;
    try {
      const seconds = (ms: number) => Math.floor(ms / 1000);
      const kalshiTrades =
        venue === 'kalshi' && due.has('TRADES')
          ? await kalshiTradesSince(
              http,
              endpoints.kalshi,
              seconds(windowStart(state, 'TRADES', started)),
            )
          : undefined;
      responses += kalshiTrades?.responses ?? 0;
      const extras: PassExtras = {
        ...(kalshiTrades ? { kalshiTrades } : {}),
        ...(due.has('HISTORY')
          ? {
              history: {
                startTs: seconds(windowStart(state, 'HISTORY', started)),
                endTs: seconds(started.getTime()),
              },
            }
          : {}),
      };
      const pages =
        venue === 'kalshi'
          ? catalog.full
            ? kalshiPages(http, endpoints.kalshi, from, extras)
            : kalshiChangedPages(http, endpoints.kalshi, catalog.sinceTs, extras, () => {
                responses++;
              })
          : polymarketPages(
              http,
              endpoints.polymarketGamma,
              endpoints.polymarketClob,
              from,
              extras,
            );
      for await (const page of pages) {
        responses += page.files.length;
        try {
          const adapted = adaptQuarantining(page);
          quarantined.push(...adapted.quarantined);
          skipped.push(...adapted.skipped);
          if (adapted.doc) {
            // A page knows one venue: the cross-venue families it is in are kept, and set below.
            const imported = await importCatalog(
              store,
              adapted.doc,
              describe(page),
              undefined,
              undefined,
              { keep: true },
            );
            imports.push(imported);
            records += imported.records;
            onImported?.(adapted.doc);
          }
        } catch (refused) {
          // A page refused as a whole is quarantined, not retried for ever: the pass moves on.
          if (!(refused instanceof ServiceError) || refused.code !== 'INVALID_REQUEST')
            throw refused;
          quarantined.push({ source: pageSource(page), path: '$', reason: refused.message });
        }
        committed++;
        checkpoint = page.next ?? null;
        await store.syncState.put(
          stateOf(venue, startedAt, state, {
            checkpoint,
            responses,
            quarantined,
            kinds: [],
            full: catalog.full,
          }),
        );
      }
    } catch (failure) {
      if (!(failure instanceof VenueRequestError)) throw failure;
      error = failure.message;
    }
    await store.syncState.put(
      stateOf(venue, startedAt, state, {
        checkpoint,
        responses,
        quarantined,
        kinds: error === undefined ? [...due] : [],
        full: catalog.full,
        ...(error === undefined ? { landedAt: clock().toISOString() } : { error }),
      }),
    );
    reports.push({
      venue,
      responses,
      pages: committed,
      records,
      quarantined,
      skipped,
      kinds: error === undefined ? [...due] : [],
      ...(error === undefined ? {} : { error }),
    });
  }
  const changed = imports.some((i) => i.changes > 0);
  let crossVenue: CrossVenueSyncReport | undefined;
  let crossVenueError: string | undefined;
  if (crossVenueStep === 'ALWAYS' || changed) {
    // The pages have landed: a step that fails (a store read past its deadline) is reported and
    // tried again by the next pass, as a venue that cannot be read is.
    try {
      crossVenue = await syncCrossVenueFamilies(store);
    } catch (failure) {
      // The report is the operator's (the log, the command's output): with the causes.
      crossVenueError = messageWithCauses(failure);
    }
  }
  if (crossVenue?.imported) imports.push(crossVenue.imported);
  return {
    venues: reports,
    ...(crossVenue ? { crossVenue } : {}),
    ...(crossVenueError !== undefined ? { crossVenueError } : {}),
    ...(imports.length > 0 ? { imported: total(imports) } : {}),
  };
}

function stateOf(
  venue: Venue,
  startedAt: string,
  previous: SyncStateRecord | undefined,
  pass: {
    checkpoint: string | null;
    responses: number;
    quarantined: readonly QuarantinedRecord[];
    /** The kinds this pass landed (recorded with its start: the next window starts there). */
    kinds: readonly SyncKind[];
    /** Whether the pass read every open event (not an increment). */
    full: boolean;
    landedAt?: string;
    error?: string;
  },
): SyncStateRecord {
  return {
    venue,
    lastPassAt: startedAt,
    lastSuccessAt: pass.landedAt ?? previous?.lastSuccessAt ?? null,
    lastError: pass.error ?? null,
    responses: pass.responses,
    quarantined: pass.quarantined,
    checkpoint: pass.checkpoint,
    kinds: kindsAfter(previous?.kinds ?? [], new Set(pass.kinds), startedAt),
    lastFullPassAt:
      pass.full && pass.landedAt !== undefined ? startedAt : (previous?.lastFullPassAt ?? null),
  };
}

/** The page's URL: its first recording's, without the item. */
function pageSource(page: VenuePage): string {
  return (page.files[0]?.file ?? page.venue).replace(/#.*$/, '');
}

function describe(page: VenuePage): string {
  return `sync of ${page.venue} (${page.cursor === undefined ? 'first page' : `page ${page.cursor}`})`;
}

function total(imports: readonly ImportResult[]): ImportResult & { commits: number } {
  return {
    revision: imports[imports.length - 1]!.revision,
    records: imports.reduce((n, i) => n + i.records, 0),
    changes: imports.reduce((n, i) => n + i.changes, 0),
    commits: imports.length,
  };
}

/** Rounds of leaving refused recordings out before a page gives up. */
const QUARANTINE_ROUNDS = 5;

/**
 * The catalog of a page, leaving out each recording the adapter refuses: its problems name the
 * recording (`URL#events[3]: $.path: reason`), so it is quarantined with its reason and the rest
 * adapted again. A problem that names no recording (the adapted catalog as a whole) fails the
 * page. No catalog when every recording was refused.
 */
function adaptQuarantining(page: VenuePage): {
  doc: CatalogDocument | undefined;
  quarantined: QuarantinedRecord[];
  skipped: QuarantinedRecord[];
} {
  const quarantined: QuarantinedRecord[] = [];
  let files = page.files;
  for (let round = 0; ; round++) {
    if (files.length === 0) return { doc: undefined, quarantined, skipped: [] };
    const group: VenueFiles = { venue: page.venue, files };
    try {
      const warnings: Problem[] = [];
      const doc = adaptVenuePayloads([group], undefined, warnings);
      return { doc, quarantined, skipped: warnings.map((w) => recordOf(files, w)) };
    } catch (error) {
      const problems =
        error instanceof ServiceError && error.code === 'INVALID_REQUEST'
          ? (error.details?.problems ?? [])
          : [];
      const refused = new Set<string>();
      for (const file of files)
        for (const problem of problems)
          if (problem.path.startsWith(`${file.file}: `)) {
            refused.add(file.file);
            quarantined.push(recordOf([file], problem));
          }
      if (refused.size === 0 || round >= QUARANTINE_ROUNDS) throw error;
      files = files.filter((f) => !refused.has(f.file));
    }
  }
}

/** A `FILE: $.path` problem as the recording it names, its path in it and the reason. */
function recordOf(files: readonly { file: string }[], problem: Problem): QuarantinedRecord {
  const file = files.find((f) => problem.path.startsWith(`${f.file}: `))?.file;
  return file === undefined
    ? { source: problem.path, path: '$', reason: String(problem.reason) }
    : {
        source: file,
        path: problem.path.slice(file.length + 2),
        reason: String(problem.reason),
      };
}
