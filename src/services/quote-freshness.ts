// How old the market data an evaluation prices from may be (docs/decisions.md, "Evaluation:
// candidates net of their cost"): older than `maxAgeSeconds` it is not used (QUOTE_STALE); older
// than `warnAgeSeconds` it is used with a QUOTE_OLD warning; a streamed listing whose stream is
// not current is stale whatever its age.
import type { LiveState } from './live-feed';

/** SETTLEGRAPH_QUOTE_WARN_AGE_S when unset: five default sync intervals (60 s). */
export const DEFAULT_QUOTE_WARN_AGE_SECONDS = 300;

export class QuoteFreshness {
  constructor(
    private readonly now: Date,
    /** Absent: no limit. */
    private readonly maxAgeSeconds: number | undefined,
    private readonly warnAgeSeconds: number,
    /** The venue streams' state of a listing in this process (coverage's feed), if they follow it. */
    private readonly liveState: (listingId: string) => LiveState | undefined,
  ) {}

  private ageMs(observedAt: string): number {
    return this.now.getTime() - Date.parse(observedAt);
  }

  /** Why data observed at `observedAt` must not be used, or null when it may be. */
  staleReason(what: string, listingId: string, observedAt: string): string | null {
    if (this.liveState(listingId)?.current === false)
      return `${what} of ${listingId} is not current: its ${this.feedOf(listingId)} feed lost the venue or is fetching its book again`;
    if (this.maxAgeSeconds !== undefined && this.ageMs(observedAt) > this.maxAgeSeconds * 1000)
      return `${what} of ${listingId} observed at ${observedAt} is older than ${this.maxAgeSeconds} seconds (${this.feedOf(listingId)})`;
    return null;
  }

  /** Why data that may be used deserves a warning (QUOTE_OLD), or null. */
  oldReason(what: string, listingId: string, observedAt: string): string | null {
    const age = this.ageMs(observedAt);
    if (age <= this.warnAgeSeconds * 1000) return null;
    return `${what} of ${listingId} observed at ${observedAt} is ${describeAge(age)} old, older than ${this.warnAgeSeconds} seconds (${this.feedOf(listingId)}): used, but check it before acting`;
  }

  /** How the listing's data arrives, for the warnings: streamed, polled, or neither. */
  private feedOf(listingId: string): string {
    const state = this.liveState(listingId);
    if (!state) return 'no live feed: as last synced or ingested';
    return state.source === 'LIVE' ? 'streamed live' : 'polled over REST';
  }
}

/** An age in words a person reads at a glance: "8 days", "4 hours", "90 seconds". */
function describeAge(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 2) return `${count} ${name}s`;
  }
  return `${seconds} seconds`;
}
