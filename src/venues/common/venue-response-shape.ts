// A venue response the sync reads, with the schema derived from its venue's published document
// (src/venues/schemas/, derive-venue-schemas.ts), the kind of resource it serves, and where its
// records are: each record of a list is checked and quarantined on its own (docs/decisions.md,
// "Venue response shapes"). Each venue lists its own (kalshi-responses.ts,
// polymarket-responses.ts); src/venues/venue-responses.ts lists them all.
import type { Venue } from './venue-model';
import type { SyncKind } from '../../domain/sync-state';
import type { JsonSchema } from '../kalshi/kalshi-relied-fields';

export interface VenueResponseShape {
  readonly venue: Venue;
  /** The kind of resource it serves: a response refused is an error of this venue and kind. */
  readonly kind: SyncKind;
  /** The derived schema; its `$id` names the file, its `title` the published operation. */
  readonly schema: JsonSchema & { readonly $id: string; readonly title: string };
  /**
   * The member holding the response's list of records ('' when the response is the list);
   * absent when the response is one record.
   */
  readonly records?: string;
}
