// The venue-neutral view of what the payload parsers read (polymarket/, kalshi/), from which
// build-venue-catalog.ts derives events, families, markets, listings and market data.
import type { LifecycleStatus, TickBand } from '../../domain/records';
import type { TermEvent, TermMarket, TermOutcome } from '../../domain/settlement-terms/term-inputs';
import type { Venue } from '../../domain/value-sets';
import type { ReferenceData } from '../../domain/settlement-terms/reference-data';
import type { Located } from './payload-error';

export { VENUES, type Venue } from '../../domain/value-sets';

/** How a threshold market pays YES, in Kalshi's strike_type terms. */
export type StrikeKind = 'greater' | 'greater_or_equal' | 'less' | 'less_or_equal';

export interface Strike {
  kind: StrikeKind;
  /** Canonical decimal text. */
  threshold: string;
}

export interface VenueOutcome extends TermOutcome {
  /** Polymarket CLOB token ID (decimal digits, kept exact). */
  tokenId?: string;
}

/** A market as the settlement-term readers read it (TermMarket), with everything else read. */
export interface VenueMarket extends TermMarket {
  from: Located;
  title: string;
  description: string;
  /** The short name of the market inside its event (groupItemTitle, yes_sub_title). */
  groupTitle: string;
  status: LifecycleStatus;
  rulesText: string;
  /** Resolution source as the venue shows it (URL or name); empty when it shows none. */
  source: string;
  windowStart?: string;
  windowEnd?: string;
  strike?: Strike;
  /** Exactly two outcomes, YES first for binary markets. */
  outcomes: [VenueOutcome, VenueOutcome];
  slug?: string;
  ticker?: string;
  /** Index into outcomes of the winning outcome, for resolved markets. */
  winner?: number;
  resolvedAt?: string;
  /** Tick bands of the listing's trading rules. */
  tickBands: TickBand[];
  quantityIncrement: string;
  quantityUnit: string;
}

export interface VenueEvent extends TermEvent {
  venue: Venue;
  from: Located;
  title: string;
  description: string;
  category: string;
  tags: string[];
  /** At most one market resolves YES (Polymarket negRisk, Kalshi mutually_exclusive). */
  exclusive: boolean;
  /** The venue may settle none of the listed markets YES: an "other" scenario is added. */
  allowsOther: boolean;
}

/** Market data rows whose listing is named by native identifiers, resolved when building. */
export interface ListingRef {
  venue: Venue;
  marketId?: string;
  tokenId?: string;
  /** 0 for YES (or the first outcome), 1 for NO. */
  outcome?: number;
}

export interface VenueQuote {
  ref: ListingRef;
  from: Located;
  bid?: string;
  ask?: string;
  /** Contracts at the bid and the ask, when the venue gives them (Kalshi `yes_bid_size_fp`). */
  bidSize?: string;
  askSize?: string;
  last?: string;
  observedAt: string;
}

export interface VenueBook {
  ref: ListingRef;
  from: Located;
  observedAt: string;
  bids?: [string, string][];
  asks?: [string, string][];
  yesBids?: [string, string][];
  noBids?: [string, string][];
}

export interface VenueTrade {
  ref: ListingRef;
  from: Located;
  tradeId: string;
  price: string;
  quantity: string;
  takerSide: 'BUY' | 'SELL';
  executedAt: string;
}

export interface VenueBar {
  ref: ListingRef;
  from: Located;
  interval: '1m' | '1h';
  start: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** A published fee line: one kind for the listings of some markets (docs/venue-adapters.md). */
export interface VenueFee {
  refs: ListingRef[];
  from: Located;
  kind: 'TAKER' | 'MAKER';
  formula: 'RATE_NOTIONAL' | 'RATE_PRICE_COMPLEMENT';
  rate: string;
  rounding: 'UP_TO_CENT' | 'DOWN_TO_CENT' | 'NEAREST_CENT' | 'NONE';
  /** When a scheduled change takes effect; absent for the line in force. */
  effectiveFrom?: string;
}

/** Something read but not kept (a daily candle, a market without its event), and why. */
export interface VenueWarning {
  from: Located;
  reason: string;
}

/** Everything read from one venue's payload files. */
export interface VenuePayloads {
  venue: Venue;
  events: VenueEvent[];
  markets: VenueMarket[];
  quotes: VenueQuote[];
  books: VenueBook[];
  trades: VenueTrade[];
  bars: VenueBar[];
  fees: VenueFee[];
  warnings: VenueWarning[];
  /** The reference responses among the files (structured targets, Gamma teams and sports). */
  reference?: ReferenceData;
}

export function emptyPayloads(venue: Venue): VenuePayloads {
  return {
    venue,
    events: [],
    markets: [],
    quotes: [],
    books: [],
    trades: [],
    bars: [],
    fees: [],
    warnings: [],
  };
}
