// What one sync pass reads from each venue (docs/decisions.md, "Venue sync"), as the recordings
// `settlegraph adapt` reads (docs/venue-adapters.md, "Recorded files"): each response with its
// URL and fetch time. The venues' documented paging is followed to its end: Kalshi's `cursor`
// (empty on the last page), Polymarket Gamma's keyset `next_cursor` (absent on the last page).
import type { PayloadFile, VenueFiles } from '../catalog/venues/adapt-venues';
import { VenueRequestError, type VenueHttp, type VenueResponse } from './venue-http';

/** The venues' public API roots; configurable so a sync can be pointed at a simulator. */
export interface VenueEndpoints {
  /** Kalshi Trade API v2, e.g. https://api.elections.kalshi.com/trade-api/v2 */
  readonly kalshi: string;
  /** Polymarket Gamma, e.g. https://gamma-api.polymarket.com */
  readonly polymarketGamma: string;
  /** Polymarket CLOB, e.g. https://clob.polymarket.com */
  readonly polymarketClob: string;
}

export const PUBLIC_ENDPOINTS: VenueEndpoints = {
  kalshi: 'https://api.elections.kalshi.com/trade-api/v2',
  polymarketGamma: 'https://gamma-api.polymarket.com',
  polymarketClob: 'https://clob.polymarket.com',
};

/** Largest pages the venues serve: Kalshi events 200, Gamma /events/keyset 500. */
const KALSHI_EVENTS_PAGE = 200;
const GAMMA_EVENTS_PAGE = 500;

export async function readKalshi(http: VenueHttp, root: string): Promise<VenueFiles> {
  const files: PayloadFile[] = [];
  const seriesTickers = new Set<string>();
  const marketTickers: string[] = [];
  let cursor = '';
  do {
    const url = withQuery(`${root}/events`, {
      status: 'open',
      with_nested_markets: 'true',
      limit: String(KALSHI_EVENTS_PAGE),
      ...(cursor ? { cursor } : {}),
    });
    const page = await http.getJson(url);
    const body = page.json as { events?: unknown; cursor?: unknown };
    // One recording per event, so that one bad event is quarantined alone (sync-pass.ts).
    arrayOf(body.events).forEach((event, i) =>
      files.push(recording({ ...page, json: { events: [event] } }, `events[${i}]`)),
    );
    for (const event of arrayOf(body.events)) {
      const series = (event as { series_ticker?: unknown }).series_ticker;
      if (typeof series === 'string') seriesTickers.add(series);
      for (const market of arrayOf((event as { markets?: unknown }).markets)) {
        const ticker = (market as { ticker?: unknown }).ticker;
        if (typeof ticker === 'string') marketTickers.push(ticker);
      }
    }
    cursor = typeof body.cursor === 'string' ? body.cursor : '';
  } while (cursor !== '');
  for (const series of [...seriesTickers].sort())
    files.push(...(await optional(http, `${root}/series/${encodeURIComponent(series)}`)));
  for (const ticker of marketTickers)
    files.push(
      ...(await optional(http, `${root}/markets/${encodeURIComponent(ticker)}/orderbook`)),
    );
  return { venue: 'kalshi', files };
}

export async function readPolymarket(
  http: VenueHttp,
  gamma: string,
  clob: string,
): Promise<VenueFiles> {
  const files: PayloadFile[] = [];
  const tokenIds: string[] = [];
  let cursor: string | undefined;
  do {
    const url = withQuery(`${gamma}/events/keyset`, {
      closed: 'false',
      limit: String(GAMMA_EVENTS_PAGE),
      ...(cursor === undefined ? {} : { cursor }),
    });
    const page = await http.getJson(url);
    const body = page.json as { events?: unknown; next_cursor?: unknown };
    const events = arrayOf(body.events);
    // The adapter reads Gamma's event list: the keyset page's `events`, under the page's URL, one
    // recording per event so that one bad event is quarantined alone (sync-pass.ts).
    events.forEach((event, i) => files.push(recording({ ...page, json: [event] }, `events[${i}]`)));
    for (const event of events)
      for (const market of arrayOf((event as { markets?: unknown }).markets))
        tokenIds.push(...clobTokenIds(market));
    cursor =
      typeof body.next_cursor === 'string' && body.next_cursor !== ''
        ? body.next_cursor
        : undefined;
  } while (cursor !== undefined);
  for (const tokenId of tokenIds)
    files.push(...(await optional(http, withQuery(`${clob}/book`, { token_id: tokenId }))));
  return { venue: 'polymarket', files };
}

/**
 * A response the pass can do without: a series or a book the venue does not have (404: a book of
 * a market without orders, a series it no longer serves) leaves that part out.
 */
async function optional(http: VenueHttp, url: string): Promise<PayloadFile[]> {
  try {
    return [recording(await http.getJson(url))];
  } catch (error) {
    if (error instanceof VenueRequestError && error.outcome === '404') return [];
    throw error;
  }
}

/** Gamma writes a market's token IDs as a JSON text of an array. */
function clobTokenIds(market: unknown): string[] {
  const text = (market as { clobTokenIds?: unknown }).clobTokenIds;
  if (typeof text !== 'string') return [];
  try {
    const ids: unknown = JSON.parse(text);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The recording of a response; `part` names the item of a page it holds (`events[3]`). */
function recording(response: VenueResponse, part?: string): PayloadFile {
  return {
    file: part === undefined ? response.url : `${response.url}#${part}`,
    text: JSON.stringify({
      url: response.url,
      fetched_at: response.fetchedAt,
      response: response.json,
    }),
  };
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
