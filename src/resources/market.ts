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

export const TradingRulesDefinition = Obj(
  {
    quantityUnit: Str,
    quoteCurrency: Str,
    payoutCurrency: Str,
    payoutUnit: Decimal,
    quantityIncrement: Decimal,
    tickBands: List(Obj({ lowerPrice: Decimal, upperPrice: Decimal, tickSize: Decimal })),
  },
  { $id: 'TradingRules' },
);
export type TradingRules = Static<typeof TradingRulesDefinition>;

export const ListingDefinition = Obj(
  {
    listingId: Str,
    venue: Str,
    venueMarketId: With(Str, {
      description: 'native market ID (Kalshi market ticker, Polymarket market ID)',
    }),
    venueOutcomeId: Str,
    outcomeId: Str,
    marketId: Optional(Str),
    mappingVersion: Str,
    status: Status,
    tradingRules: Ref(TradingRulesDefinition),
    observedAt: Timestamp,
    venueEventIds: Ids,
    ticker: Optional(With(Str, { description: 'Kalshi market ticker' })),
    tokenId: Optional(With(Str, { description: 'order-book token ID (Polymarket CLOB token)' })),
    conditionId: Optional(With(Str, { description: 'Polymarket condition ID' })),
    slug: Optional(With(Str, { description: 'Polymarket market slug' })),
  },
  { $id: 'Listing' },
);
export type Listing = Static<typeof ListingDefinition>;

export const OutcomeDefinition = Obj(
  { outcomeId: Str, label: Str, listings: List(Ref(ListingDefinition)) },
  { $id: 'Outcome' },
);
export type Outcome = Static<typeof OutcomeDefinition>;

/** Exactly one of outcomeId or listingId (schema/openapi.yaml, LegReference). */
export const LegReferenceDefinition = Obj(
  { outcomeId: Optional(Id), listingId: Optional(Id) },
  { $id: 'LegReference', description: 'exactly one of {outcomeId} or {listingId}' },
);
export type LegReference = Static<typeof LegReferenceDefinition>;

export const SettlementEvidenceDefinition = Obj(
  {
    source: Str,
    rulesText: Str,
    observationWindow: Optional(Obj({ start: Timestamp, end: Timestamp })),
    voidRules: Optional(List(Str)),
    resolvedOutcomeId: Optional(Str),
    resolvedAt: Optional(Timestamp),
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
    marketId: Str,
    version: Str,
    title: Str,
    description: Str,
    category: Str,
    tags: Optional(Ids),
    status: Status,
    eventIds: With(Ids, { description: 'empty for a Combo' }),
    familyIds: Ids,
    settlementSummary: Str,
    payoutConditions: List(Str),
    outcomes: List(Ref(OutcomeDefinition)),
    isCombo: Bool,
    analyticalOnly: Bool,
    observedAt: Timestamp,
    legs: Optional(
      List(Ref(LegReferenceDefinition), {
        description: 'present on a Combo, or on every market with include=LEGS',
      }),
    ),
    settlementConventionId: Optional(With(Str, { description: 'present on a Combo' })),
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
