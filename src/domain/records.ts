// Reference records as the service holds them (camelCase). REST serialises them to the
// specification's snake_case names; GraphQL exposes them as they are.
import type { SettlementTerms } from './settlement-terms/settlement-terms';

export const LIFECYCLE_STATUSES = ['OPEN', 'CLOSED', 'RESOLVED', 'UNKNOWN'] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

export const SCENARIO_KINDS = ['NORMAL', 'VOID'] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

/**
 * Relationship types between two outcomes of one pinned scenario version. The order is the
 * classification order (src/domain/relationships/classify-pair.ts): a pair has the first type that
 * holds.
 */
export const RELATIONSHIP_TYPES = [
  'EQUALITY',
  'COMPLEMENT',
  'IMPLICATION',
  'EXCLUSIVITY',
  'OVERLAP',
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

export const CONVENTION_RULES = ['PRODUCT', 'VOID_LEG_REMOVED'] as const;
export type ConventionRule = (typeof CONVENTION_RULES)[number];

export const RESOURCE_TYPES = [
  'CONTRACT',
  'MAPPING',
  'FAMILY',
  'SCENARIO_VERSION',
  'COVERAGE',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** What a change did (change records' changeType; docs/decisions.md, Change records). */
export const CHANGE_TYPES = ['CREATED', 'UPDATED', 'NEW_VERSION', 'REMAPPED'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export interface TickBand {
  lowerPrice: string;
  upperPrice: string;
  tickSize: string;
}

export interface TradingRules {
  quantityUnit: string;
  quoteCurrency: string;
  payoutCurrency: string;
  payoutUnit: string;
  quantityIncrement: string;
  tickBands: TickBand[];
}

export interface FamilyRecord {
  familyId: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  supportedConventionIds: string[];
  observedAt: string;
}

export interface ScenarioRecord {
  scenarioId: string;
  label: string;
  description: string;
  kind: ScenarioKind;
}

/** One published scenario version of a family. Versions are immutable once published. */
export interface ScenarioVersionRecord {
  familyId: string;
  version: string;
  /**
   * The family's order of its versions: each is given the next ordinal when it is published, or
   * when an import names it current again (docs/decisions.md, "A family's scenarios returning to
   * an earlier version"); the highest is the current version.
   */
  ordinal: number;
  scenarios: ScenarioRecord[];
  observedAt: string;
}

export interface EventRecord {
  eventId: string;
  venue: string;
  venueEventId: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  status: LifecycleStatus;
  familyIds: string[];
  observedAt: string;
}

/** Per-unit payout of an outcome, keyed by `family_id@scenario_version`, then scenario ID. */
export type PayoutTable = Record<string, Record<string, string>>;

export interface OutcomeTerms {
  outcomeId: string;
  label: string;
  /** The unit payouts are expressed in: the payout_unit its listings share ("1" without listings). */
  payoutUnit: string;
  payouts: PayoutTable;
}

export interface SettlementEvidence {
  source: string;
  rulesText: string;
  observationWindow?: { start: string; end: string };
  voidRules?: string[];
  resolvedOutcomeId?: string;
  resolvedAt?: string;
  /**
   * The venue market's settlement terms with the spans they were read from (a market adapted from
   * venue payloads); absent when the catalog gave none. Evidence, not a term of the version: a
   * change updates the market in place (docs/decisions.md, "Reference data and catalogs").
   */
  terms?: SettlementTerms;
}

/** A leg reference names exactly one of outcomeId or listingId (schema/openapi.yaml, LegReference). */
export interface LegReference {
  outcomeId?: string;
  listingId?: string;
}

export interface MarketRecord {
  marketId: string;
  version: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  status: LifecycleStatus;
  eventIds: string[];
  familyIds: string[];
  settlementSummary: string;
  payoutConditions: string[];
  settlementEvidence?: SettlementEvidence;
  outcomes: OutcomeTerms[];
  isCombo: boolean;
  analyticalOnly: boolean;
  legs?: LegReference[];
  settlementConventionId?: string;
  observedAt: string;
}

export interface ListingRecord {
  listingId: string;
  venue: string;
  venueMarketId: string;
  venueOutcomeId: string;
  outcomeId: string;
  marketId: string;
  mappingVersion: string;
  status: LifecycleStatus;
  tradingRules: TradingRules;
  venueEventIds: string[];
  ticker?: string;
  tokenId?: string;
  conditionId?: string;
  slug?: string;
  observedAt: string;
}

export interface ConventionRecord {
  conventionId: string;
  venue: string;
  rule: ConventionRule;
  voidPayout: string;
  description: string;
  observedAt: string;
}

export interface JointScopeRecord {
  /** The sorted family IDs joined with "+": one joint scope per set of families. */
  jointScopeId: string;
  familyIds: string[];
  kind: 'INDEPENDENT';
  observedAt: string;
}

export interface ChangeRecord {
  changeId: string;
  /** Position in the feed: strictly increasing, gap-free across commits. */
  seq: number;
  resourceType: ResourceType;
  resourceId: string;
  changeType: ChangeType;
  version: string;
  occurredAt: string;
  description: string;
  /** Families the changed resource belongs to, for the feed's family_ids filter. */
  familyIds: string[];
}

/**
 * A derived relationship between two outcomes in one pinned scenario version (docs/architecture.md, "Data model"). For IMPLICATION `from` implies `to`; for the symmetric types the outcome IDs are in code-unit
 * order, so a pair has one stable ID.
 */
export interface RelationshipRecord {
  relationshipId: string;
  familyId: string;
  scenarioVersion: string;
  type: RelationshipType;
  fromOutcomeId: string;
  toOutcomeId: string;
  /** Scenario IDs of the version that show the type. */
  witnesses: string[];
}
