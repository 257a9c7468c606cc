// One sync pass (`settlegraph sync --once`; docs/decisions.md, "Venue sync"): read each chosen
// venue's public API to the end of its paging, adapt the responses to a catalog as
// `settlegraph adapt` does, and import it (an upsert: unchanged records change nothing, and a
// record the venue no longer lists is kept). A venue that cannot be read is reported and left
// out; the others still land.
import { adaptVenuePayloads, type VenueFiles } from '../catalog/venues/adapt-venues';
import { importCatalog, type ImportResult } from '../catalog/import-catalog';
import type { Venue } from '../catalog/venues/venue-model';
import type { CatalogDocument } from '../catalog/catalog-schema';
import { ServiceError } from '../domain/errors';
import type { QuarantinedRecord } from '../domain/sync-state';
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
  /** The venue's records the adapter refused, left out of this pass. */
  readonly quarantined?: readonly QuarantinedRecord[];
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
  let landed: VenueReadReport[];
  try {
    const adapted = adaptQuarantining(groups);
    landed = reports.map((r) => ({ ...r, quarantined: adapted.quarantined.get(r.venue) ?? [] }));
    imported = await importCatalog(
      store,
      adapted.doc,
      `sync of ${groups.map((g) => g.venue).join(', ')}`,
    );
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
  await recordStates(store, landed, startedAt, clock().toISOString());
  return { venues: landed, imported };
}

/** Rounds of leaving refused recordings out before a pass gives up. */
const QUARANTINE_ROUNDS = 5;

/**
 * The catalog of the responses, leaving out each recording the adapter refuses: its problems
 * name the recording (`URL#events[3]: $.path: reason`), so it is quarantined with its reason and
 * the rest adapted again. A problem that names no recording (the adapted catalog as a whole)
 * still fails the pass.
 */
function adaptQuarantining(groups: VenueFiles[]): {
  doc: CatalogDocument;
  quarantined: Map<Venue, QuarantinedRecord[]>;
} {
  const quarantined = new Map<Venue, QuarantinedRecord[]>();
  let remaining = groups;
  for (let round = 0; ; round++) {
    try {
      return { doc: adaptVenuePayloads(remaining), quarantined };
    } catch (error) {
      const problems =
        error instanceof ServiceError && error.code === 'INVALID_REQUEST'
          ? (error.details?.problems ?? [])
          : [];
      const refused = new Set<string>();
      for (const group of remaining)
        for (const file of group.files)
          for (const problem of problems)
            if (problem.path.startsWith(`${file.file}: `)) {
              refused.add(file.file);
              const list = quarantined.get(group.venue) ?? [];
              list.push({
                source: file.file,
                path: problem.path.slice(file.file.length + 2),
                reason: String(problem.reason),
              });
              quarantined.set(group.venue, list);
            }
      if (refused.size === 0 || round >= QUARANTINE_ROUNDS) throw error;
      remaining = remaining.map((g) => ({
        ...g,
        files: g.files.filter((f) => !refused.has(f.file)),
      }));
    }
  }
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
      quarantined: report.quarantined ?? [],
    });
}
