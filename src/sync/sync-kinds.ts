// Which kinds of a venue's resources a pass reads (docs/decisions.md, "Venue sync"): the catalog
// (events, markets, series, books) every pass; trades and price history when their own interval
// has passed since they last landed, from a window that starts at that last success (their
// checkpoint), a little before it so nothing falls between two passes.
import type { Venue } from '../venues/common/venue-model';
import type { SyncKind, SyncKindRecord, SyncStateRecord } from '../domain/sync-state';

export interface SyncIntervals {
  /** Between two passes over a venue's whole list of open events; increments in between. */
  readonly fullMs: number;
  /** Between two reads of a venue's trades. */
  readonly tradesMs: number;
  /** Between two reads of a venue's price history. */
  readonly historyMs: number;
}

/** Trades and history a first pass reaches back for. */
export const TRADES_BACKFILL_MS = 60 * 60_000;
export const HISTORY_BACKFILL_MS = 24 * 60 * 60_000;
/** How far before the last success the next window starts: the venues publish late. */
export const TRADES_OVERLAP_MS = 60_000;
/** Two hours: the hour in progress at the last read is read again whole. */
export const HISTORY_OVERLAP_MS = 2 * 60 * 60_000;

/** The kinds each venue offers: Polymarket's trades are not part of its public REST sync. */
export const KINDS_OF: Record<Venue, readonly SyncKind[]> = {
  kalshi: ['CATALOG', 'TRADES', 'HISTORY'],
  polymarket: ['CATALOG', 'HISTORY'],
};

/**
 * The kinds due at `now`: every kind of the venue without intervals (`sync --once`), else the
 * catalog and each kind whose interval has passed since it last landed.
 */
export function dueKinds(
  venue: Venue,
  state: SyncStateRecord | undefined,
  now: Date,
  intervals: SyncIntervals | undefined,
): Set<SyncKind> {
  const due = new Set<SyncKind>();
  for (const kind of KINDS_OF[venue]) {
    const last = lastSuccess(state, kind);
    const every =
      kind === 'TRADES' ? intervals?.tradesMs : kind === 'HISTORY' ? intervals?.historyMs : 0;
    if (every === undefined || last === undefined || now.getTime() - last >= every) due.add(kind);
  }
  return due;
}

/** How far before the catalog's last success an increment starts. */
export const INCREMENT_OVERLAP_MS = 60_000;

/**
 * Where a pass reads the catalog from: a full pass (every open event, from the checkpoint of one
 * that stopped part-way) or, for Kalshi between full passes, the increment of markets updated
 * since the catalog last landed (epoch seconds).
 */
export function catalogRead(
  venue: Venue,
  state: SyncStateRecord | undefined,
  now: Date,
  intervals: SyncIntervals | undefined,
): { full: true } | { full: false; sinceTs: number } {
  const last = lastSuccess(state, 'CATALOG');
  const lastFull = state?.lastFullPassAt ? Date.parse(state.lastFullPassAt) : undefined;
  if (
    venue !== 'kalshi' ||
    intervals === undefined ||
    state?.checkpoint ||
    last === undefined ||
    lastFull === undefined ||
    now.getTime() - lastFull >= intervals.fullMs
  )
    return { full: true };
  return { full: false, sinceTs: Math.floor((last - INCREMENT_OVERLAP_MS) / 1000) };
}

/** Where a kind's next window starts (epoch milliseconds). */
export function windowStart(
  state: SyncStateRecord | undefined,
  kind: 'TRADES' | 'HISTORY',
  now: Date,
): number {
  const last = lastSuccess(state, kind);
  if (kind === 'TRADES')
    return last === undefined ? now.getTime() - TRADES_BACKFILL_MS : last - TRADES_OVERLAP_MS;
  return last === undefined ? now.getTime() - HISTORY_BACKFILL_MS : last - HISTORY_OVERLAP_MS;
}

/** The kinds' records after a pass that landed `landed` at `at`. */
export function kindsAfter(
  previous: readonly SyncKindRecord[],
  landed: ReadonlySet<SyncKind>,
  at: string,
): SyncKindRecord[] {
  const kept = previous.filter((k) => !landed.has(k.kind));
  return [...kept, ...[...landed].map((kind) => ({ kind, lastSuccessAt: at }))].sort((a, b) =>
    a.kind.localeCompare(b.kind),
  );
}

function lastSuccess(state: SyncStateRecord | undefined, kind: SyncKind): number | undefined {
  const at = state?.kinds.find((k) => k.kind === kind)?.lastSuccessAt;
  return at === undefined ? undefined : Date.parse(at);
}
