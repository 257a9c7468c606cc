// What the settlement-term readers read (extract-terms.ts and the read-*.ts beside it): a market's
// and its event's texts as the venue wrote them, with the few fields that say which texts are
// rules, names or sources. The venue model (src/catalog/venues/venue-model.ts) extends these.
import type { Venue } from '../value-sets';

/** One text field of a market as the venue wrote it: the source of settlement-term spans. */
export interface VenueText {
  /** The venue's field name (`rules_primary`, `description`, `floor_strike`). */
  field: string;
  text: string;
}

export interface TermOutcome {
  /** Catalog label: YES, NO, or the venue's outcome name. */
  label: string;
  /** The venue's own outcome text ("Yes" on Polymarket, "yes" on Kalshi). */
  venueOutcomeId: string;
}

export interface TermMarket {
  venue: Venue;
  /** Polymarket Gamma market ID or Kalshi market ticker: `venue_market_id`. */
  marketId: string;
  /** Native event ID (Polymarket event ID, Kalshi event ticker). */
  eventId: string;
  conditionId?: string;
  /** Exactly two outcomes, YES first for binary markets. */
  outcomes: [TermOutcome, TermOutcome];
  /** The fields that state the settlement terms, verbatim. */
  texts: VenueText[];
}

export interface TermEvent {
  eventId: string;
  /** Resolution source the event shows (Kalshi series settlement sources). */
  source: string;
  /** Event fields that state settlement terms of its markets, verbatim. */
  texts?: VenueText[];
}

/** The markets and events of one venue's payloads. */
export interface TermPayloads {
  events: readonly TermEvent[];
  markets: readonly TermMarket[];
}
