// The venues' reference data a sync keeps (docs/decisions.md, "Reference data in the sync"): read
// on a venue's first pass and again every SETTLEGRAPH_REFERENCE_REFRESH_S, through the same HTTP
// client, budgets and shape checks as every other read. A refresh that fails keeps the last good
// data and is reported under its venue (its pass's quarantined records and the sync error
// metric); the pages of the pass are read with whatever data is kept.
import type { QuarantinedRecord } from '../domain/sync-state';
import type { ReferenceData } from '../domain/settlement-terms/reference-data';
import type { Venue } from '../venues/common/venue-model';
import type { VenueHttp } from '../venues/common/venue-http';
import type { VenueEndpoints } from '../venues/common/venue-endpoints';
import type { ReferenceRead } from '../venues/common/venue-reads';
import { kalshiStructuredTargets } from '../venues/kalshi/kalshi-rest';
import { gammaReference } from '../venues/polymarket/polymarket-rest';
import { combineReference } from '../venues/venue-reference';

export const DEFAULT_REFERENCE_REFRESH_SECONDS = 3600;

/** What one refresh did: read (and kept) the venue's reference data, or failed and kept the old. */
export interface ReferenceRefresh {
  readonly responses: number;
  readonly refused: readonly QuarantinedRecord[];
  /** Entities (and leagues) of the venue kept after the refresh. */
  readonly entities: number;
  /** Why the refresh failed; the last good data is kept. */
  readonly error?: string;
}

export class ReferenceKeeper {
  private readonly kept = new Map<Venue, { data: ReferenceData; at: number }>();

  constructor(readonly refreshMs: number = DEFAULT_REFERENCE_REFRESH_SECONDS * 1000) {}

  /**
   * Whether the venue's reference data is due: never read, or last read `refreshMs` ago or more.
   * A refresh that failed is tried again by the next pass, as any read that failed is.
   */
  due(venue: Venue, now: Date): boolean {
    const at = this.kept.get(venue)?.at;
    return at === undefined || now.getTime() - at >= this.refreshMs;
  }

  /** Every venue's kept reference data, as one. */
  current(): ReferenceData {
    return combineReference([...this.kept.values()].map((k) => k.data));
  }

  /** When the venue's kept data was read, if any. */
  readAt(venue: Venue): Date | undefined {
    const at = this.kept.get(venue)?.at;
    return at === undefined ? undefined : new Date(at);
  }

  /** Reads the venue's reference data if due; undefined when it was not due. */
  async refreshIfDue(
    venue: Venue,
    http: VenueHttp,
    endpoints: VenueEndpoints,
    now: Date,
  ): Promise<ReferenceRefresh | undefined> {
    if (!this.due(venue, now)) return undefined;
    let read: ReferenceRead;
    try {
      read =
        venue === 'kalshi'
          ? await kalshiStructuredTargets(http, endpoints.kalshi)
          : await gammaReference(http, endpoints.polymarketGamma);
    } catch (failure) {
      const error = failure instanceof Error ? failure.message : String(failure);
      const known = this.kept.get(venue)?.data;
      return {
        responses: 0,
        refused: [
          {
            source: `${venue} reference data`,
            path: '$',
            reason: `not refreshed, ${known ? 'the last good data kept' : 'none kept yet'}: ${error}`,
          },
        ],
        entities: known ? size(known) : 0,
        error,
      };
    }
    this.kept.set(venue, { data: read.reference, at: now.getTime() });
    return { responses: read.responses, refused: read.refused, entities: size(read.reference) };
  }
}

function size(data: ReferenceData): number {
  return data.entities.length + (data.leagues?.length ?? 0);
}
