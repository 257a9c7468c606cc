// The import draft: the records one import proposes, in camelCase, before they are planned
// against the store (docs/decisions.md, "One write path: the import draft"). Each kind is the
// record the store keeps (src/domain/records.ts, src/domain/market-data.ts) without what the
// planner decides (the time observed, a market's version when none is named, a listing's market
// and outcome, a joint scope's ID), so a field added to a record reaches the draft by itself.
// Market data rows are the checked rows of the file format with their field names in camelCase.
import type {
  ConventionRecord,
  EventRecord,
  FamilyRecord,
  JointScopeRecord,
  ListingRecord,
  MarketRecord,
  OutcomeTerms,
  ScenarioRecord,
} from '../domain/records';
import type {
  BarRow,
  FeeRow,
  OrderbookRow,
  QuoteRow,
  TradeRow,
} from '../catalog/market-data-schema';

/** What the planner stamps on every record it writes, never proposed by a draft. */
type Observed = 'observedAt';

export type ConventionDraft = Omit<ConventionRecord, Observed>;

export type ScenarioDraft = ScenarioRecord;

/** A scenario version as proposed: the planner gives it its ordinal and time. */
export interface ScenarioVersionDraft {
  version: string;
  scenarios: ScenarioDraft[];
}

export type FamilyDraft = Omit<FamilyRecord, Observed> & {
  scenarioVersions: ScenarioVersionDraft[];
};

/** Families whose scenarios combine independently; the planner derives its ID. */
export type JointScopeDraft = Omit<JointScopeRecord, 'jointScopeId' | Observed>;

/** An event with its family memberships (`familyIds`). */
export type EventDraft = Omit<EventRecord, Observed>;

/** A listing as proposed under its outcome: the planner fills in its market, outcome and version. */
export type ListingDraft = Omit<
  ListingRecord,
  'outcomeId' | 'marketId' | 'mappingVersion' | Observed
>;

/** An outcome with its payouts and listings; its payout unit is its listings' (the planner's). */
export type OutcomeDraft = Omit<OutcomeTerms, 'payoutUnit'> & { listings: ListingDraft[] };

/**
 * A market with its event and family memberships (`eventIds`, `familyIds`). `version` is the
 * version a file names, else the planner numbers one when the terms change. Combos are composed,
 * never imported.
 */
export type MarketDraft = Omit<
  MarketRecord,
  | 'version'
  | 'outcomes'
  | 'isCombo'
  | 'analyticalOnly'
  | 'legs'
  | 'settlementConventionId'
  | Observed
> & {
  version?: string;
  outcomes: OutcomeDraft[];
};

/** An object type with its snake_case field names in camelCase (one level: rows are flat). */
export type Camelized<T> = {
  [K in keyof T as K extends string ? CamelCase<K> : K]: T[K];
};

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** `listing_id` → `listingId`: the one spelling rule of the row conversion. */
export function camelCase<S extends string>(name: S): CamelCase<S> {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelCase<S>;
}

export type QuoteDraft = Camelized<QuoteRow>;
/** An L2 book; `yesBids` and `noBids` on a binary venue's YES listing (market-data-schema.ts). */
export type OrderbookDraft = Camelized<OrderbookRow>;
export type TradeDraft = Camelized<TradeRow>;
export type BarDraft = Camelized<BarRow>;
export type FeeDraft = Camelized<FeeRow>;

/** Market data rows, by kind: the rows an NDJSON file or a catalog's `market_data` holds. */
export interface MarketDataDraft {
  quotes: QuoteDraft[];
  orderbooks: OrderbookDraft[];
  trades: TradeDraft[];
  priceHistory: BarDraft[];
  fees: FeeDraft[];
}

/**
 * The draft of one import. Memberships are the `familyIds` and `eventIds` of events and markets;
 * relationships are never proposed: the planner derives them from the families' markets.
 */
export interface ImportDraft {
  conventions: ConventionDraft[];
  families: FamilyDraft[];
  jointScopes: JointScopeDraft[];
  events: EventDraft[];
  markets: MarketDraft[];
  marketData?: MarketDataDraft;
}
