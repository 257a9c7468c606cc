// One sync pass (`settlegraph sync --once`; docs/decisions.md, "Venue sync"): each chosen venue's
// event list is read page by page, and each page (its events, their series and order books) is
// adapted as `settlegraph adapt` does and imported as one commit: an upsert, so unchanged records
// announce nothing and a record the venue no longer lists is kept. After each commit the venue's
// checkpoint (the next page's cursor) is stored, so a pass stopped at any point resumes there. A
// record the adapter cannot read is quarantined and the rest lands. A venue that cannot be read
// (its requests fail, its paging does not advance, a commit fails) is reported in its sync state
// and left out; the others still land. Each page is adapted with the accepted review decisions it
// has a side of merged, and after the pages the decided pairs are merged or undone as their latest
// decisions say (reviewed-merges.ts). Last, the cross-venue families of everything stored are
// derived and set (cross-venue-sync.ts).
import { NO_PROGRESS, type OnProgress } from '../domain/progress';
import type { ImportDraft } from '../catalog/import-draft';
import { failureReason } from '../venues/common/payload-error';
import { importDraft, type ImportResult } from '../catalog/import-catalog';
import { adaptVenueDraft } from '../catalog/venues/adapt-venues';
import type { VenueFiles } from '../venues/common/payload-file';
import type { Venue } from '../venues/common/venue-model';
import { messageWithCauses, ServiceError, type Problem } from '../domain/errors';
import type { QuarantinedRecord, SyncKind, SyncStateRecord } from '../domain/sync-state';
import type { Store } from '../store/store';
import { storedEventsOf } from './stored-events';
import { syncCrossVenueFamilies, type CrossVenueSyncReport } from './cross-venue-sync';
import {
  acceptedPairsOf,
  mergeReviewedPairs,
  syncReviewedPairs,
  type ReviewedPairsReport,
} from './reviewed-merges';
import type { PairIds } from '../domain/review/pair-decision';
import { PagingError } from '../venues/common/paged-read';
import type { VenueHttp } from '../venues/common/venue-http';
import { catalogRead, dueKinds, kindsAfter, windowStart, type SyncIntervals } from './sync-kinds';
import {
  kalshiChangedPages,
  kalshiPages,
  kalshiTradesSince,
  type KalshiPassExtras,
} from '../venues/kalshi/kalshi-rest';
import { polymarketPages } from '../venues/polymarket/polymarket-rest';
import type { VenuePage } from '../venues/common/venue-reads';
import type { VenueEndpoints } from '../venues/common/venue-endpoints';
import type { ReferenceData } from '../domain/settlement-terms/reference-data';
import type { ReferenceKeeper } from './reference-keeper';

export const SYNC_VENUES: readonly Venue[] = ['polymarket', 'kalshi'];

/** What a pass tells the venue streams of its process (venue-streams.ts). */
export interface PassStreams {
  /**
   * The page without the quotes and books of the listings whose stream is current: theirs are
   * newer, and a REST quote written after them would stand in for the live book (docs/decisions.md,
   * "Live market data").
   */
  withoutStreamed(draft: ImportDraft): ImportDraft;
  /** The page's draft landed: its open listings are followed, its closed ones dropped. */
  follow(draft: ImportDraft): void;
}

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
  /**
   * The venue's reference data, when the pass refreshed it (reference-keeper.ts): the entities
   * kept, and why the refresh failed if it did (the last good data is kept).
   */
  readonly reference?: { readonly entities: number; readonly error?: string };
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
  /** The accepted review decisions merged, undone or left apart after the pages. */
  readonly reviewedPairs?: ReviewedPairsReport;
  /** Why that step failed; the next pass tries again. */
  readonly reviewedPairsError?: string;
  /** What the pass's commits wrote, together; absent when none committed. */
  readonly imported?: ImportResult & { readonly commits: number };
}

/** What a pass may be given; every field has a default. */
export interface SyncPassOptions {
  /** The pass's time; the wall clock by default. */
  clock?: () => Date;
  /** With intervals (continuous sync), trades and price history only when due (sync-kinds.ts). */
  intervals?: SyncIntervals;
  /** The venue streams of the process (venue-streams.ts), told of each page. */
  streams?: PassStreams;
  /**
   * When the cross-venue families are derived again: after every pass (the default), or only
   * after one that changed the catalog (the step reads every stored market's terms; the loop's
   * later passes).
   */
  crossVenueStep?: 'ALWAYS' | 'ON_CHANGE';
  /**
   * The venues' reference data the process keeps (reference-keeper.ts): refreshed when due, and
   * what every page is adapted with. Without one, the pass reads no reference data.
   */
  reference?: ReferenceKeeper;
  /** Told of each page that lands, and of the cross-venue step (src/domain/progress.ts). */
  onProgress?: OnProgress;
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
  options: SyncPassOptions = {},
): Promise<SyncPassReport> {
  const {
    clock = () => new Date(),
    intervals,
    streams,
    crossVenueStep = 'ALWAYS',
    reference,
    onProgress = NO_PROGRESS,
  } = options;
  const reports: VenueReadReport[] = [];
  const imports: ImportResult[] = [];
  const accepted = await acceptedPairsOf(store);
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
    // First, so the pass's pages are read with it; a refresh that fails keeps the last good data
    // and is reported under the venue, and the pass goes on.
    const refreshed = await reference?.refreshIfDue(venue, http, endpoints, started);
    responses += refreshed?.responses ?? 0;
    quarantined.push(...(refreshed?.refused ?? []));
    const referenceData = reference?.current();
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
      quarantined.push(...(kalshiTrades?.refused ?? []));
      const extras: KalshiPassExtras = {
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
            : kalshiChangedPages(http, endpoints.kalshi, catalog.sinceTs, extras, (refused) => {
                responses++;
                quarantined.push(...refused);
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
        // Records of the wrong shape, refused before the adapter saw them (venue-shapes/).
        quarantined.push(...page.refused);
        const adapted = await adaptKeepingStored(store, page, referenceData);
        quarantined.push(...adapted.quarantined);
        skipped.push(...adapted.skipped);
        if (adapted.draft && accepted.length > 0) {
          const reviewed = await mergeReviewedPairs(store, adapted.draft, accepted);
          adapted.draft = reviewed.draft;
          for (const { pair, reason } of reviewed.notMerged)
            skipped.push({ source: pairSource(pair), path: '$', reason });
        }
        if (adapted.draft) {
          try {
            // A page knows one venue: the cross-venue families it is in are kept, and set below.
            const imported = await importDraft(
              store,
              streams ? streams.withoutStreamed(adapted.draft) : adapted.draft,
              { source: describe(page), crossVenue: { keep: true } },
            );
            imports.push(imported);
            records += imported.records;
            streams?.follow(adapted.draft);
          } catch (refused) {
            // A page the import refuses is quarantined, not retried for ever: the pass moves on.
            // Any other failure of the commit (the store) stops the venue's pass, below.
            if (!(refused instanceof ServiceError) || refused.code !== 'INVALID_REQUEST')
              throw refused;
            quarantined.push({ source: pageSource(page), path: '$', reason: refused.message });
          }
        }
        committed++;
        onProgress({ phase: `${venue} pages`, done: committed, unit: 'pages' });
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
      // Whatever stopped the venue's pass is its error, in its sync state (coverage's
      // `last_error`) and its report (counted under its venue): never a pass that fails unseen.
      error = failure instanceof Error ? failure.message : String(failure);
      // A cursor of paging that did not advance is no place to resume: the next pass starts over.
      if (failure instanceof PagingError) checkpoint = null;
    }
    await store.syncState.put(
      stateOf(venue, startedAt, state, {
        checkpoint,
        responses,
        quarantined,
        kinds: [
          ...(error === undefined ? [...due] : []),
          ...(refreshed && refreshed.error === undefined ? (['REFERENCE'] as const) : []),
        ],
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
      ...(refreshed
        ? {
            reference: {
              entities: refreshed.entities,
              ...(refreshed.error !== undefined ? { error: refreshed.error } : {}),
            },
          }
        : {}),
    });
  }
  let reviewedPairs: ReviewedPairsReport | undefined;
  let reviewedPairsError: string | undefined;
  try {
    reviewedPairs = await syncReviewedPairs(store, clock);
    if (reviewedPairs.imported) imports.push(reviewedPairs.imported);
  } catch (failure) {
    reviewedPairsError = messageWithCauses(failure);
  }
  const changed = imports.some((i) => i.changes > 0);
  let crossVenue: CrossVenueSyncReport | undefined;
  let crossVenueError: string | undefined;
  if (crossVenueStep === 'ALWAYS' || changed) {
    // The pages have landed: a step that fails (a store read past its deadline) is reported and
    // tried again by the next pass, as a venue that cannot be read is.
    onProgress({ phase: 'cross-venue families', done: 0, total: 1, unit: 'steps' });
    try {
      crossVenue = await syncCrossVenueFamilies(store);
      onProgress({ phase: 'cross-venue families', done: 1, total: 1, unit: 'steps' });
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
    ...(reviewedPairs ? { reviewedPairs } : {}),
    ...(reviewedPairsError !== undefined ? { reviewedPairsError } : {}),
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

/** A reviewed pair, as a skipped record's source. */
function pairSource(pair: PairIds): string {
  return `cross-venue pair kalshi ${pair.kalshiTicker} / polymarket ${pair.polymarketMarketId}`;
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
 * The draft of a page, leaving out each recording the adapter refuses: its problems name the
 * recording (`URL#events[3]: $.path: reason`), so it is quarantined with its reason and the rest
 * adapted again. A page refused as a whole (a problem that names no recording: the adapted catalog
 * as a whole, or a failure that is no problem at all) is quarantined as one record. No draft
 * when every recording was refused. Never throws: adapting is pure, so what fails now fails again
 * on the same responses, and the pass moves on.
 */
function adaptQuarantining(
  page: VenuePage,
  reference: ReferenceData | undefined,
): {
  draft: ImportDraft | undefined;
  quarantined: QuarantinedRecord[];
  skipped: QuarantinedRecord[];
} {
  const quarantined: QuarantinedRecord[] = [];
  let files = page.files;
  for (let round = 0; ; round++) {
    if (files.length === 0) return { draft: undefined, quarantined, skipped: [] };
    const group: VenueFiles = { venue: page.venue, files };
    try {
      const warnings: Problem[] = [];
      const draft = adaptVenueDraft([group], { warnings, ...(reference ? { reference } : {}) });
      return { draft, quarantined, skipped: warnings.map((w) => recordOf(files, w)) };
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
      if (refused.size === 0 || round >= QUARANTINE_ROUNDS) {
        quarantined.push({ source: pageSource(page), path: '$', reason: pageRefusal(error) });
        return { draft: undefined, quarantined, skipped: [] };
      }
      files = files.filter((f) => !refused.has(f.file));
    }
  }
}

/** Why a page was refused as a whole: the adapter's problems, or the failure's own words. */
function pageRefusal(error: unknown): string {
  if (!(error instanceof ServiceError)) return failureReason(error);
  const problems = (error.details?.problems ?? []).map((p) => `${p.path}: ${String(p.reason)}`);
  return problems.length > 0 ? `${error.message}: ${problems.join('; ')}` : error.message;
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

/**
 * The page adapted (adaptQuarantining), then adapted again with what the store holds of its
 * events that it no longer lists, when there is any: those markets keep their place in their
 * event's family, so its scenario version and its other markets' versions stay (stored-events.ts;
 * docs/decisions.md, "Markets a venue stops listing"). Should the second adaptation fail, the
 * first lands and the reason is reported as skipped.
 */
async function adaptKeepingStored(
  store: Store,
  page: VenuePage,
  reference: ReferenceData | undefined,
) {
  const adapted = adaptQuarantining(page, reference);
  if (!adapted.draft) return adapted;
  const stored = await storedEventsOf(store, adapted.draft);
  if (stored.size === 0) return adapted;
  const refused = new Set(adapted.quarantined.map((q) => q.source));
  const files = page.files.filter((f) => !refused.has(f.file));
  const warnings: Problem[] = [];
  try {
    const draft = adaptVenueDraft([{ venue: page.venue, files }], {
      warnings,
      stored,
      ...(reference ? { reference } : {}),
    });
    return { ...adapted, draft, skipped: warnings.map((w) => recordOf(files, w)) };
  } catch (error) {
    const reason = `the markets the venue no longer lists were not kept in their families: ${error instanceof Error ? error.message : String(error)}`;
    return {
      ...adapted,
      skipped: [...adapted.skipped, { source: pageSource(page), path: '$', reason }],
    };
  }
}
