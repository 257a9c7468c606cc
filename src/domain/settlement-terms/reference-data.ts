// The venues' own reference data as the term readers see it (docs/decisions.md, "Venue facts"):
// the entities a venue names by its own IDs (Kalshi structured targets, Gamma sports and teams),
// each with the names and abbreviations it is written by, normalised to one entity ID so that
// "Kansas City", "KC" and "Chiefs" are one team. The venue code fetches and keeps it
// (src/venues/<venue>/); the readers only look it up.
import type { Venue } from '../value-sets';

/**
 * One entity of a venue's reference data. `entity` is the normalised ID: `team:<LEAGUE>:<ABBR>`,
 * `asset:<SYMBOL>`, `station:<ICAO>`, `person:<slug>`, `office:<slug>`, `index:<SYMBOL>`,
 * `series:<AGENCY>:<ID>`.
 */
export interface ReferenceEntity {
  entity: string;
  /** The venue's own ID of it (a structured target ID, a Gamma team ID). */
  venue: Venue;
  venueId: string;
  /** Every name it is written by: full name, short name, abbreviation, nickname. */
  names: readonly string[];
  /** The league or competition it belongs to, as the venue names it, where it has one. */
  league?: string;
}

/**
 * A league or competition a venue lists (Gamma /sports), by the venue's code of it: where its
 * results are published, and the venue's IDs of its events' tags and series.
 */
export interface ReferenceLeague {
  venue: Venue;
  /** The venue's code of it, upper-case (`NFL`, `EPL`). */
  league: string;
  /** The official resolution source the venue names for it. */
  resolutionSource?: string;
  tagIds?: readonly string[];
  seriesId?: string;
}

export interface ReferenceData {
  entities: readonly ReferenceEntity[];
  leagues?: readonly ReferenceLeague[];
}

export const NO_REFERENCE_DATA: ReferenceData = { entities: [] };
