// What the REST reads of both venues share (src/venues/kalshi/kalshi-rest.ts,
// src/venues/polymarket/polymarket-rest.ts): a page of recordings as the pass takes it, the
// recording of a response as `settlegraph adapt` reads it (docs/venue-adapters.md, "Recorded
// files"), and the reads a pass can do without.
import type { PayloadFile } from './payload-file';
import type { Venue } from './venue-model';
import type { QuarantinedRecord } from '../../domain/sync-state';
import type { ReferenceData } from '../../domain/settlement-terms/reference-data';
import { VenueRequestError, type VenueHttp, type VenueResponse } from './venue-http';
import { getChecked } from './response-check';
import type { VenueResponseShape } from './venue-response-shape';

/** Bars read by the sync: hourly (docs/venue-adapters.md, "Bars"). */
export const HISTORY_PERIOD_MINUTES = '60';

/** What a pass reads beside the catalog, for the kinds whose interval is due (sync-pass.ts). */
export interface PassExtras {
  /** The window of price history to read: hourly bars from startTs to endTs (epoch seconds). */
  readonly history?: { readonly startTs: number; readonly endTs: number };
}

/** A venue's reference data as read (kalshiStructuredTargets, gammaReference), with its reads. */
export interface ReferenceRead {
  readonly reference: ReferenceData;
  readonly responses: number;
  /** Records of the wrong shape, left out. */
  readonly refused: readonly QuarantinedRecord[];
}

/** One page of a venue's event list with what the pass reads beside it, as recordings. */
export interface VenuePage {
  readonly venue: Venue;
  /** The cursor this page was asked for with; undefined for the first page. */
  readonly cursor: string | undefined;
  /** The next page's cursor; undefined after the last page. */
  readonly next: string | undefined;
  readonly files: PayloadFile[];
  /** The page's records of the wrong shape (venue-shapes/), left out of its files. */
  readonly refused: readonly QuarantinedRecord[];
}

/**
 * A response the pass can do without: a series or a book the venue does not have (404: a book of
 * a market without orders, a series it no longer serves) leaves that part out, and so does one
 * of the wrong shape (told to `refused`).
 */
export async function optional(
  http: VenueHttp,
  url: string,
  shape: VenueResponseShape,
  refused: QuarantinedRecord[],
): Promise<PayloadFile[]> {
  const response = await optionalResponse(http, url, shape, refused);
  return response ? [recording(response)] : [];
}

/** The response, or undefined for a 404 and for a record of the wrong shape. */
export async function optionalResponse(
  http: VenueHttp,
  url: string,
  shape: VenueResponseShape,
  refused: QuarantinedRecord[],
): Promise<VenueResponse | undefined> {
  try {
    const response = await getChecked(http, url, shape);
    refused.push(...response.refused);
    return response.passed(0) ? response : undefined;
  } catch (error) {
    if (error instanceof VenueRequestError && error.outcome === '404') return undefined;
    throw error;
  }
}

/** The recording of a response; `part` names the item of a page it holds (`events[3]`). */
export function recording(response: VenueResponse, part?: string): PayloadFile {
  return {
    file: part === undefined ? response.url : `${response.url}#${part}`,
    text: JSON.stringify({
      url: response.url,
      fetched_at: response.fetchedAt,
      response: response.json,
    }),
  };
}

export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
