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
  /** What the venue states about the market as data. */
  facts?: VenueFacts;
}

export interface TermEvent {
  eventId: string;
  /** Resolution source the event shows (Kalshi series settlement sources). */
  source: string;
  /**
   * Event fields that state settlement terms of its markets, verbatim: Kalshi
   * `product_metadata.competition`, Polymarket's event `title` and `description` (fields
   * `event.<name>`).
   */
  texts?: VenueText[];
  /** What the venue states about the event (and its series) as data. */
  facts?: VenueFacts;
}

/** The markets and events of one venue's payloads. */
export interface TermPayloads {
  events: readonly TermEvent[];
  markets: readonly TermMarket[];
}

/**
 * What the venue states as data rather than text (docs/decisions.md, "Venue facts"). Every field
 * is optional: a venue, an era or a market that lacks one leaves it out. Decimals are exact text
 * as the venue wrote them; instants are ISO 8601 UTC.
 */
export interface VenueFacts {
  /** Kalshi `strike_type`: greater, greater_or_equal, less, less_or_equal, between, functional, custom, structured. */
  strikeType?: string;
  floorStrike?: string;
  capStrike?: string;
  functionalStrike?: string;
  /** Kalshi `custom_strike`: its keys and values as written (values may be structured target IDs). */
  customStrike?: Readonly<Record<string, string>>;
  /**
   * When the market opened for trading: Kalshi `open_time`, Polymarket Gamma market `startDate`.
   * A proposition "by <deadline>" is about the time from here to its deadline.
   */
  openTime?: string;
  /** Kalshi `close_time`; Polymarket `endDate` is `endDate`. */
  closeTime?: string;
  expectedExpirationTime?: string;
  expirationTime?: string;
  endDate?: string;
  /** Kalshi series and event `settlement_sources`; Polymarket `resolutionSource` (name empty). */
  settlementSources?: readonly { name: string; url: string }[];
  /** Kalshi series `contract_terms_url` / `contract_url`. */
  contractTermsUrl?: string;
  groupItemTitle?: string;
  groupItemThreshold?: string;
  /**
   * When the game starts: Gamma market `gameStartTime`, else its event's `startTime` (the game's,
   * unlike the event's `startDate`, which is when it was listed). A game whose rules name no day
   * is the game of this day (docs/decisions.md, "Settlement terms: the game the event names").
   */
  gameStartTime?: string;
  /** Gamma `sportsMarketType` of a sports market (moneyline, spreads, totals, …), as written. */
  sportsMarketType?: string;
  /** Gamma `line` of a spread or total, exact decimal text ("-1.5", "224.5"). */
  line?: string;
  negRisk?: boolean;
  /** The event's tags (Gamma tag labels; Kalshi series `tags` and `category`). */
  tags?: readonly string[];
  /**
   * The venue's series the event belongs to, by the venue's IDs (Gamma event `series[].id`). Gamma
   * lists each league (`GET /sports`) with the series of its events (ReferenceLeague.seriesId), so
   * the series names the league of a game whose words name none the tables know.
   */
  seriesIds?: readonly string[];
  /**
   * The venue's own IDs of what the market names in its reference data (Kalshi `custom_strike`
   * values, Gamma `teamAID`/`teamBID`), as written; `entities` holds those the reference data knows.
   */
  referenceIds?: readonly string[];
  /** Entities the venue itself names through its reference data (reference-data.ts), resolved. */
  entities?: readonly string[];
  /**
   * Gamma: the two teams a game event names in its `teams` (Team objects, by league and
   * abbreviation), as team IDs (entity-ids.ts `teamEntity`): the venue's own identity of the game,
   * against which the teams its text names are read.
   */
  gameTeams?: readonly string[];
  /** Kalshi: a game's competitors as its tickers name them (src/venues/kalshi/kalshi-ticker-competitors.ts). */
  tickerCompetitors?: TickerCompetitors;
  /**
   * Kalshi: the league of the game series the market is in (KXMLSGAME: MLS), set whether or not its
   * tickers determine the two codes. The venue names such a game's teams by codes, so a team the
   * tables cannot turn into its code is not named otherwise.
   */
  codedGameLeague?: string;
}

/**
 * A game's two competitors by the venue's own codes: the league of the series, the two codes in
 * the order the event ticker joins them, and the code the market pays YES on ("TIE" for a draw)
 * where its ticker names one.
 */
export interface TickerCompetitors {
  league: string;
  codes: readonly [string, string];
  yes?: string;
}
