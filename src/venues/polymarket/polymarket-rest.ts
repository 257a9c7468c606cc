// What one sync pass reads from Polymarket (docs/decisions.md, "Venue sync"), as the recordings
// `settlegraph adapt` reads (docs/venue-adapters.md, "Recorded files"): Gamma's open events a page
// at a time through its keyset `next_cursor` (absent on the last page), sent back as
// `after_cursor`, with their tokens' CLOB books and, when due, price history. Every paged read
// goes through a PagedRead; each response is checked against its published shape first
// (polymarket-responses.ts).
import type { PayloadFile } from '../common/payload-file';
import type { QuarantinedRecord } from '../../domain/sync-state';
import { keyOf, PagedRead } from '../common/paged-read';
import type { VenueHttp } from '../common/venue-http';
import { getChecked, postChecked } from '../common/response-check';
import {
  arrayOf,
  HISTORY_PERIOD_MINUTES,
  optional,
  recording,
  withQuery,
  type PassExtras,
  type VenuePage,
} from '../common/venue-reads';
import {
  CLOB_BOOKS,
  CLOB_PRICES_HISTORY,
  GAMMA_EVENTS,
  GAMMA_SPORTS,
  GAMMA_TEAMS,
} from './polymarket-responses';
import type { ReferenceData } from '../../domain/settlement-terms/reference-data';
import type { ReferenceRead } from '../common/venue-reads';
import { polymarketLeagues, polymarketTeamEntities } from './polymarket-reference';

/** Events a page, kept well below Gamma's largest (/events/keyset 500), as Kalshi's are. */
const GAMMA_EVENTS_PAGE = 50;
/** Tokens a `POST /books` asks for at once. */
const CLOB_BOOKS_BATCH = 50;

/**
 * Polymarket Gamma's open events page by page from `cursor` on, each with its tokens' books (in
 * batches, `POST /books`) and, when due, their hourly price history. Gamma's keyset lists take
 * the next page's cursor as `after_cursor` and answer their first page again to any other name
 * (docs/venue-adapters.md, "Paging").
 */
export async function* polymarketPages(
  http: VenueHttp,
  gamma: string,
  clob: string,
  from: string | undefined,
  extras: PassExtras = {},
): AsyncGenerator<VenuePage> {
  const read = new PagedRead('polymarket', 'events', from);
  let cursor = from;
  do {
    const url = withQuery(`${gamma}/events/keyset`, {
      closed: 'false',
      limit: String(GAMMA_EVENTS_PAGE),
      ...(cursor === undefined ? {} : { after_cursor: cursor }),
    });
    const page = await getChecked(http, url, GAMMA_EVENTS);
    const refused = [...page.refused];
    const body = page.json as { events?: unknown; next_cursor?: unknown };
    // Before the page's books and history are asked for: a page answered again costs one request.
    read.checkItems(
      page.url,
      arrayOf(body.events).map((event) => keyOf(event, 'id')),
    );
    const events = arrayOf(body.events).filter((_, i) => page.passed(i));
    // One recording per event (the page's shape, its `events` holding that event), so that one
    // bad event is quarantined alone (sync-pass.ts).
    const files = arrayOf(body.events).flatMap((event, i) =>
      page.passed(i) ? [recording({ ...page, json: { events: [event] } }, `events[${i}]`)] : [],
    );
    const tokens = events.flatMap((event) =>
      arrayOf((event as { markets?: unknown }).markets).flatMap(clobTokenIds),
    );
    for (let i = 0; i < tokens.length; i += CLOB_BOOKS_BATCH)
      files.push(...(await clobBooks(http, clob, tokens.slice(i, i + CLOB_BOOKS_BATCH), refused)));
    if (extras.history)
      for (const tokenId of tokens) {
        const url = withQuery(`${clob}/prices-history`, {
          market: tokenId,
          startTs: String(extras.history.startTs),
          endTs: String(extras.history.endTs),
          fidelity: HISTORY_PERIOD_MINUTES,
        });
        files.push(...(await optional(http, url, CLOB_PRICES_HISTORY, refused)));
      }
    const next =
      typeof body.next_cursor === 'string' && body.next_cursor !== ''
        ? body.next_cursor
        : undefined;
    yield { venue: 'polymarket', cursor, next, files, refused };
    cursor = read.follow(page.url, next);
  } while (cursor !== undefined);
}

/**
 * The CLOB books of some tokens in one `POST /books`, each book its own recording (`URL#3`), so
 * that one bad book is quarantined alone. A token without orders has no book in the answer.
 */
async function clobBooks(
  http: VenueHttp,
  clob: string,
  tokens: string[],
  refused: QuarantinedRecord[],
): Promise<PayloadFile[]> {
  const response = await postChecked(
    http,
    `${clob}/books`,
    tokens.map((token_id) => ({ token_id })),
    CLOB_BOOKS,
  );
  refused.push(...response.refused);
  return arrayOf(response.json).flatMap((book, i) =>
    response.passed(i) ? [recording({ ...response, json: book }, String(i))] : [],
  );
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

/**
 * Teams asked for a page of `GET /teams`, which pages by `limit` and `offset`. Gamma may answer
 * fewer than asked (its own largest page is not published): only an empty page ends the list.
 */
const GAMMA_TEAMS_PAGE = 100;

/**
 * Gamma's sports reference data (docs/venue-adapters.md, "Reference data"): every team through
 * `GET /teams` (`limit`/`offset`, until an empty page) and the sports of
 * `GET /sports`.
 */
export async function gammaReference(http: VenueHttp, gamma: string): Promise<ReferenceRead> {
  const read = new PagedRead('polymarket', 'teams');
  const refused: QuarantinedRecord[] = [];
  const entities: ReferenceData['entities'][number][] = [];
  let responses = 0;
  let offset = 0;
  for (;;) {
    const page = await getChecked(
      http,
      withQuery(`${gamma}/teams`, { limit: String(GAMMA_TEAMS_PAGE), offset: String(offset) }),
      GAMMA_TEAMS,
    );
    responses++;
    refused.push(...page.refused);
    const teams = arrayOf(page.json);
    read.checkItems(
      page.url,
      teams.map((team) => keyOf(team, 'id')),
    );
    entities.push(...polymarketTeamEntities(teams.filter((_, i) => page.passed(i))));
    if (teams.length === 0) break;
    offset += teams.length;
    read.follow(page.url, String(offset));
  }
  const sports = await getChecked(http, `${gamma}/sports`, GAMMA_SPORTS);
  responses++;
  refused.push(...sports.refused);
  const leagues = polymarketLeagues(arrayOf(sports.json).filter((_, i) => sports.passed(i)));
  return { reference: { entities, leagues }, responses, refused };
}
