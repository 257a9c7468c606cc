// Market, its outcomes and listings (schema/openapi.yaml, Resources: Market, Outcome, Listing), with a
// Combo's legs and the settlement evidence of include=EVIDENCE.
import {
  Bool,
  Decimal,
  Id,
  Ids,
  List,
  Obj,
  Optional,
  Ref,
  Str,
  Timestamp,
  With,
  type Static,
} from './schema-kit';
import { Status } from './event';
import { SettlementTermsDefinition, type SettlementTerms } from './settlement-terms';
import { Type } from '@sinclair/typebox';

export const TickBandDefinition = Obj({
  lowerPrice: With(Decimal, { description: 'lowest price of the band' }),
  upperPrice: With(Decimal, { description: 'highest price of the band' }),
  tickSize: With(Decimal, { description: 'price step within the band' }),
});

export const TradingRulesDefinition = Obj(
  {
    quantityUnit: With(Str, { description: 'what one unit is, e.g. "contract" or "share"' }),
    quoteCurrency: With(Str, { description: 'currency prices are quoted in' }),
    payoutCurrency: With(Str, { description: 'currency payouts are made in' }),
    payoutUnit: With(Decimal, { description: 'what one unit pays at most' }),
    quantityIncrement: With(Decimal, { description: 'smallest quantity step' }),
    tickBands: List(TickBandDefinition, { description: 'tick sizes by price band' }),
  },
  { $id: 'TradingRules' },
);
export type TradingRules = Static<typeof TradingRulesDefinition>;

export const ListingDefinition = Obj(
  {
    listingId: With(Str, { description: 'service ID of the listing' }),
    venue: With(Str, { description: 'the venue, e.g. "polymarket"' }),
    venueMarketId: With(Str, {
      description: 'native market ID (Kalshi market ticker, Polymarket market ID), exact text',
    }),
    venueOutcomeId: With(Str, { description: 'native outcome identifier, exact text' }),
    outcomeId: With(Str, { description: 'the outcome the listing is mapped to' }),
    marketId: Optional(With(Str, { description: 'the market of that outcome' })),
    mappingVersion: With(Str, { description: 'version of the mapping to the outcome' }),
    status: With(Status, { description: 'lifecycle status at the venue' }),
    tradingRules: With(Ref(TradingRulesDefinition), {
      description: 'units, currencies and tick sizes',
    }),
    observedAt: With(Timestamp, { description: 'when the catalog last observed the listing' }),
    venueEventIds: With(Ids, {
      description: "native event IDs: the listing's original venue event membership",
    }),
    ticker: Optional(With(Str, { description: 'Kalshi market ticker' })),
    tokenId: Optional(With(Str, { description: 'order-book token ID (Polymarket CLOB token)' })),
    conditionId: Optional(With(Str, { description: 'Polymarket condition ID' })),
    slug: Optional(With(Str, { description: 'Polymarket market slug' })),
  },
  { $id: 'Listing' },
);
export type Listing = Static<typeof ListingDefinition>;

export const OutcomeDefinition = Obj(
  {
    outcomeId: With(Str, { description: 'service ID of the outcome' }),
    label: With(Str, { description: 'the side it stands for, e.g. "YES"' }),
    listings: List(Ref(ListingDefinition)),
  },
  { $id: 'Outcome' },
);
export type Outcome = Static<typeof OutcomeDefinition>;

/** Exactly one of outcomeId or listingId (schema/openapi.yaml, LegReference). */
export const LegReferenceDefinition = Obj(
  {
    outcomeId: Optional(With(Id, { description: 'the leg as an outcome' })),
    listingId: Optional(With(Id, { description: 'the leg as a venue listing' })),
  },
  { $id: 'LegReference', description: 'exactly one of {outcomeId} or {listingId}' },
);
export type LegReference = Static<typeof LegReferenceDefinition>;

export const ObservationWindowDefinition = Obj({
  start: With(Timestamp, { description: 'start of the window' }),
  end: With(Timestamp, { description: 'end of the window' }),
});

export const SettlementEvidenceDefinition = Obj(
  {
    source: With(Str, { description: 'the settlement source, e.g. an agency or a price index' }),
    rulesText: With(Str, { description: "the venue's rules text" }),
    observationWindow: Optional(
      With(ObservationWindowDefinition, { description: 'absent when not stated' }),
    ),
    voidRules: Optional(
      List(Str, {
        description:
          'rules for exceptional settlement (void, cancellation); absent when none stated',
      }),
    ),
    resolvedOutcomeId: Optional(
      With(Str, { description: 'the outcome the market resolved to; absent while unresolved' }),
    ),
    resolvedAt: Optional(With(Timestamp, { description: 'when it resolved' })),
    terms: Optional(
      Type.Unsafe<SettlementTerms | null>({
        oneOf: [Ref(SettlementTermsDefinition), { type: 'null' }],
        description:
          "the venue market's settlement terms with the spans they were read from (an extension); null when the catalog has none",
      }),
    ),
  },
  { $id: 'SettlementEvidence' },
);
export type SettlementEvidence = Static<typeof SettlementEvidenceDefinition>;

export const MarketDefinition = Obj(
  {
    marketId: With(Str, { description: 'service ID of the market, the same for all its versions' }),
    version: With(Str, { description: 'the version of the settlement terms this record shows' }),
    title: With(Str, { description: 'readable name' }),
    description: With(Str, { description: 'what the market is about' }),
    category: With(Str, { description: 'catalog label, e.g. "Crypto"' }),
    tags: Optional(With(Ids, { description: 'catalog tags' })),
    status: With(Status, { description: 'lifecycle status' }),
    eventIds: With(Ids, { description: "the market's original venue events; empty for a combo" }),
    familyIds: With(Ids, { description: 'the families the market belongs to' }),
    settlementSummary: With(Str, { description: 'how the market settles, in one paragraph' }),
    payoutConditions: List(Str, { description: 'the conditions under which each outcome pays' }),
    outcomes: List(Ref(OutcomeDefinition)),
    isCombo: With(Bool, { description: 'true for a composed combo' }),
    analyticalOnly: With(Bool, {
      description: 'true for a composed combo: analytical only, never listed at a venue',
    }),
    observedAt: With(Timestamp, { description: 'when the catalog last observed this version' }),
    legs: Optional(
      List(Ref(LegReferenceDefinition), {
        description: 'present on a Combo, or on every market with include=LEGS',
      }),
    ),
    settlementConventionId: Optional(
      With(Str, {
        description:
          'the settlement convention a combo was composed under; absent for other markets',
      }),
    ),
    settlementEvidence: Optional(
      Type.Unsafe<SettlementEvidence | null>({
        oneOf: [Ref(SettlementEvidenceDefinition), { type: 'null' }],
        description:
          'with include=EVIDENCE: the settlement source, rules text, observation window, void rules and resolution; null when the catalog has none',
      }),
    ),
  },
  { $id: 'Market' },
);
export type Market = Static<typeof MarketDefinition>;
