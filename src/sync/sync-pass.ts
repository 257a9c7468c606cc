// One sync pass (`settlegraph sync --once`; docs/decisions.md, "Venue sync"): read each chosen
// venue's public API to the end of its paging, adapt the responses to a catalog as
// `settlegraph adapt` does, and import it (an upsert: unchanged records change nothing, and a
// record the venue no longer lists is kept). A venue that cannot be read is reported and left
// out; the others still land.
import { adaptVenuePayloads, type VenueFiles } from '../catalog/venues/adapt-venues';
import { importCatalog, type ImportResult } from '../catalog/import-catalog';
import type { Venue } from '../catalog/venues/venue-model';
import type { Store } from '../store/store';
import { VenueRequestError, type VenueHttp } from './venue-http';
import { readKalshi, readPolymarket, type VenueEndpoints } from './venue-sources';

export const SYNC_VENUES: readonly Venue[] = ['polymarket', 'kalshi'];

export interface VenueReadReport {
  readonly venue: Venue;
  /** Responses read; 0 when the venue could not be read. */
  readonly responses: number;
  /** Why the venue was left out of this pass. */
  readonly error?: string;
}

export interface SyncPassReport {
  readonly venues: readonly VenueReadReport[];
  /** The import of what was read; absent when no venue could be read. */
  readonly imported?: ImportResult;
}

export async function syncOnce(
  store: Store,
  http: VenueHttp,
  endpoints: VenueEndpoints,
  venues: readonly Venue[],
  clock: () => Date = () => new Date(),
): Promise<SyncPassReport> {
  const startedAt = clock().toISOString();
  const reports: VenueReadReport[] = [];
  const groups: VenueFiles[] = [];
  for (const venue of venues) {
    try {
      const group =
        venue === 'kalshi'
          ? await readKalshi(http, endpoints.kalshi)
          : await readPolymarket(http, endpoints.polymarketGamma, endpoints.polymarketClob);
      groups.push(group);
      reports.push({ venue, responses: group.files.length });
    } catch (error) {
      if (!(error instanceof VenueRequestError)) throw error;
      reports.push({ venue, responses: 0, error: error.message });
    }
  }
  if (groups.length === 0) {
    await recordStates(store, reports, startedAt, null);
    return { venues: reports };
  }
  let imported: ImportResult;
  try {
    const doc = adaptVenuePayloads(groups);
    imported = await importCatalog(store, doc, `sync of ${groups.map((g) => g.venue).join(', ')}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordStates(
      store,
      reports.map((r) => (r.error === undefined ? { ...r, error: reason } : r)),
      startedAt,
      null,
    );
    throw error;
  }
  await recordStates(store, reports, startedAt, clock().toISOString());
  return { venues: reports, imported };
}

/** Each venue's sync state after the pass; a venue not landed keeps its last success. */
async function recordStates(
  store: Store,
  reports: readonly VenueReadReport[],
  startedAt: string,
  landedAt: string | null,
): Promise<void> {
  const previous = new Map((await store.syncState.all()).map((s) => [s.venue, s]));
  for (const report of reports)
    await store.syncState.put({
      venue: report.venue,
      lastPassAt: startedAt,
      lastSuccessAt:
        report.error === undefined && landedAt !== null
          ? landedAt
          : (previous.get(report.venue)?.lastSuccessAt ?? null),
      lastError: report.error ?? null,
      responses: report.responses,
    });
}
