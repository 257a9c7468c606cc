// What a venue record is, told from the fields the venues' API references make required
// (docs/venue-adapters.md, "Recorded files"): a response saved bare (a JSON array of events or
// markets, as Gamma returns them and as Kalshi's `events` or `markets` list is often saved) or one
// record on its own (a single event or market) is read by its records' kind, never by the file's
// name or by which venue it was given after. A list whose items are not all of one kind is refused
// at the first item that differs, naming both kinds, so a file is never half read as something else.
import type { JsonNode } from './json-node';
import type { Venue } from './venue-model';

export type VenueRecordKind =
  'kalshi event' | 'kalshi market' | 'gamma event' | 'gamma market' | 'clob book';

export const RECORD_VENUE: Readonly<Record<VenueRecordKind, Venue>> = {
  'kalshi event': 'kalshi',
  'kalshi market': 'kalshi',
  'gamma event': 'polymarket',
  'gamma market': 'polymarket',
  'clob book': 'polymarket',
};

/** How each kind is recognised, as the error of a record no kind fits lists them. */
export const RECORD_KINDS_EXPECTED =
  'Kalshi events (event_ticker, series_ticker), Kalshi markets (ticker, event_ticker), Gamma events (id, markets), Gamma markets (id, conditionId) or CLOB books (asset_id, bids, asks)';

/**
 * The kind of one record, by the fields its venue's reference requires: Kalshi's EventData
 * (`event_ticker`, `series_ticker`; no `ticker`) and Market (`ticker`, `event_ticker`), Gamma's
 * Event (`id`, `markets`) and Market (`id`, `conditionId`), the CLOB's book (`asset_id` with
 * `bids` or `asks`). A Gamma event carries a `ticker` too (its slug), but never `event_ticker`.
 */
export function recordKind(node: JsonNode): VenueRecordKind | undefined {
  if (!node.isObject()) return undefined;
  const text = (key: string) => typeof (node.value as Record<string, unknown>)[key] === 'string';
  if (text('event_ticker')) {
    if (text('ticker')) return 'kalshi market';
    if (text('series_ticker')) return 'kalshi event';
    return undefined;
  }
  if (node.has('id') && node.opt('markets')?.isArray()) return 'gamma event';
  if (node.has('id') && text('conditionId')) return 'gamma market';
  if (text('asset_id') && (node.has('bids') || node.has('asks'))) return 'clob book';
  return undefined;
}

/**
 * The one kind of every item of a bare array; undefined for an empty one. Throws at the first item
 * no kind fits, or whose kind differs from the first item's.
 */
export function listKind(list: JsonNode): VenueRecordKind | undefined {
  let kind: VenueRecordKind | undefined;
  for (const item of list.items()) {
    const found = recordKind(item);
    if (!found) item.fail(`cannot tell what this record is: expected ${RECORD_KINDS_EXPECTED}`);
    if (kind !== undefined && found !== kind)
      item.fail(`a ${found} in an array of ${kind}s: a file holds one kind of record`);
    kind = found;
  }
  return kind;
}

/** How a record of the other venue is refused: naming what it is and where to give it. */
export function otherVenue(kind: VenueRecordKind, given: Venue): string {
  const venue = RECORD_VENUE[kind];
  const name = (v: Venue) => (v === 'kalshi' ? 'Kalshi' : 'Polymarket');
  return `a ${name(venue)} payload (${kind} records), not a ${name(given)} one: pass it after "${venue}"`;
}
