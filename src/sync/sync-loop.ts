// Continuous sync (`settlegraph sync`, and `serve` with SETTLEGRAPH_SYNC): for each venue, a pass
// (sync-pass.ts), then a pause of the interval, until stopped. A pass that fails is logged and
// the next one runs at its time; a venue's passes never overlap.
import { messageWithCauses } from '../domain/errors';
import type { Store } from '../store/store';
import type { Venue } from '../venues/common/venue-model';
import { syncOnce, type SyncPassReport } from './sync-pass';
import type { SyncIntervals } from './sync-kinds';
import type { VenueHttp } from '../venues/common/venue-http';
import type { VenueEndpoints } from '../venues/common/venue-endpoints';
import type { VenueStreams } from './venue-streams';
import type { ReferenceKeeper } from './reference-keeper';

export interface SyncLoopOptions {
  readonly store: Store;
  readonly http: VenueHttp;
  readonly endpoints: VenueEndpoints;
  readonly venues: readonly Venue[];
  readonly intervalMs: number;
  /** The intervals of trades and price history, which passes read only when due. */
  readonly kindIntervals: SyncIntervals;
  readonly log: (line: string) => void;
  /**
   * Each pass's report, or undefined for a pass that failed before it could report (its sync
   * state could not be read or written), with the venues it was passing over (for the metrics).
   */
  readonly onPass?: (report: SyncPassReport | undefined, venues: readonly Venue[]) => void;
  /** The venue streams, which follow the listings every imported page brings. */
  readonly streams?: VenueStreams | undefined;
  /**
   * The venues' reference data, kept across passes and refreshed when due
   * (SETTLEGRAPH_REFERENCE_REFRESH_S); without one, no pass reads reference data.
   */
  readonly reference?: ReferenceKeeper | undefined;
}

export class SyncLoop {
  private stopped = false;
  /** Whether a pass has derived the cross-venue families since the loop started. */
  private crossVenueDerived = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private running: Promise<void>[] = [];

  constructor(private readonly options: SyncLoopOptions) {}

  /**
   * Starts one chain of passes per venue: a venue's passes never overlap, and a slow venue (a
   * full pass over a large catalog) does not hold back the other's updates. Their commits
   * serialise in the store like any two writers.
   */
  start(): void {
    this.options.streams?.start();
    this.running = this.options.venues.map((venue) => this.pass(venue));
  }

  /** Stops after the passes in progress, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running);
    await this.options.streams?.stop();
  }

  private async pass(venue: Venue): Promise<void> {
    if (this.stopped) return;
    const { store, http, endpoints, log } = this.options;
    try {
      const report = await syncOnce(store, http, endpoints, [venue], {
        intervals: this.options.kindIntervals,
        streams: this.options.streams,
        // Once at the start (a process stopped between a page and the step), then on changes.
        crossVenueStep: this.crossVenueDerived ? 'ON_CHANGE' : 'ALWAYS',
        reference: this.options.reference,
      });
      if (report.crossVenue) this.crossVenueDerived = true;
      this.options.onPass?.(report, [venue]);
      log(describePass(report));
    } catch (error) {
      this.options.onPass?.(undefined, [venue]);
      // With its causes: a store's names what failed and where (docs/decisions.md, "Store
      // unavailability names its cause").
      log(`sync pass of ${venue} failed: ${messageWithCauses(error)}`);
    }
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const index = this.options.venues.indexOf(venue);
      this.running[index] = this.pass(venue);
    }, this.options.intervalMs);
    this.timers.add(timer);
  }
}

export function kindIntervalsOf(config: {
  fullIntervalSeconds: number;
  tradesIntervalSeconds: number;
  historyIntervalSeconds: number;
}): SyncIntervals {
  return {
    fullMs: config.fullIntervalSeconds * 1000,
    tradesMs: config.tradesIntervalSeconds * 1000,
    historyMs: config.historyIntervalSeconds * 1000,
  };
}

/** One line of a pass: each venue's responses or error, then what the import wrote. */
export function describePass(report: SyncPassReport): string {
  const venues = report.venues
    .map((v) =>
      v.error
        ? `${v.venue}: not read (${v.error})`
        : `${v.venue}: ${v.responses} responses (${v.kinds.join(', ')})` +
          (v.skipped.length > 0 ? `, ${v.skipped.length} values skipped` : ''),
    )
    .join('; ');
  const imported = report.imported
    ? `${report.imported.records} records written in ${report.imported.commits} commits, ${report.imported.changes} changes (revision ${report.imported.revision})`
    : 'nothing imported';
  const xv = report.crossVenue;
  const crossVenue = xv
    ? `; cross-venue families: ${xv.families} with ${xv.members} markets${xv.leftOut.length > 0 ? `, ${xv.leftOut.length} markets left out` : ''}`
    : report.crossVenueError !== undefined
      ? `; cross-venue families not derived (${report.crossVenueError})`
      : '';
  return `sync pass: ${venues}; ${imported}${crossVenue}`;
}
