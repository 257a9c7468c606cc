// Coverage (GET /v1/coverage in camelCase): which capabilities are supported for an input, venue
// and family, and the service's limits.
import { Field, ObjectType } from 'type-graphql';
import {
  ANALYTICAL_STATUSES,
  CAPABILITIES,
  CATALOG_STATUSES,
  COVERAGE_INPUT_TYPES,
  FEED_STATES,
} from '../domain/value-sets';
import { SYNC_KINDS } from '../domain/sync-state';
import {
  CoverageRecordDefinition,
  MarketDataRetentionDefinition,
  QuarantinedRecordDefinition,
  ServiceLimitsDefinition,
  SyncKindStateDefinition,
  SyncStateDefinition,
} from '../resources/coverage';
import { connectionType } from './connection.type';
import { describedEnum, enumOf } from './enums';
import { FieldsOf, ResourceObjectType } from './from-resource';
// The types of ServiceLimits.graphql and CoverageRecord.availableIntervals, found by their
// definitions and values.
import './graphql-limits.type';
import './market-data.type';

export const CoverageInputType = describedEnum(
  enumOf(COVERAGE_INPUT_TYPES),
  'CoverageInputType',
  'What a coverage record is about.',
  {
    LISTING: 'A listing (listingIds selector).',
    MARKET: 'A market (marketIds selector).',
    FAMILY: 'A family (familyId selector, or the overview).',
  },
);

export const CatalogStatus = describedEnum(
  enumOf(CATALOG_STATUSES),
  'CatalogStatus',
  'Whether the catalog knows an input.',
  {
    KNOWN: 'The catalog holds it.',
    UNKNOWN: 'The catalog does not hold it.',
  },
);

export const AnalyticalStatus = describedEnum(
  enumOf(ANALYTICAL_STATUSES),
  'AnalyticalStatus',
  'How much payout analysis covers an input at its family’s current version.',
  {
    SUPPORTED: 'Every outcome has payouts.',
    PARTIAL: 'Some outcomes have payouts.',
    UNSUPPORTED: 'No outcome has payouts.',
  },
);

export const Capability = describedEnum(
  enumOf(CAPABILITIES),
  'Capability',
  'What the service can do for an input.',
  {
    CONTRACT_DETAILS: 'Market and listing reference data.',
    RELATIONSHIPS: 'Derived relationships with witnesses.',
    SCENARIOS: 'A published scenario version.',
    PAYOUTS: 'Per-unit payout vectors.',
    EXPOSURE: 'Exposure evaluation.',
    QUOTES: 'Quotes.',
    PRICE_HISTORY: 'OHLCV bars.',
    ORDERBOOKS: 'L2 books.',
    TRADES: 'Trade prints.',
  },
);

export const FeedState = describedEnum(
  enumOf(FEED_STATES),
  'FeedState',
  "How an input's market data is kept current by the venue streams.",
  {
    LIVE: 'A venue stream keeps its books current.',
    POLLED: 'Its books are read over REST every poll interval.',
    STALE: 'A stream lost or resynchronising: not current until its next snapshot.',
  },
);

@ResourceObjectType('CoverageRecord', {
  description: 'Which capabilities are supported for one input, venue and family.',
})
export class CoverageRecord extends FieldsOf(CoverageRecordDefinition, {
  ids: ['inputId', 'familyId', 'supportedConventionIds'],
  // TermStatus has the same two values.
  fields: { catalogStatus: { type: () => CatalogStatus } },
}) {}

@ResourceObjectType('MarketDataRetention', {
  description:
    "How long market data is kept (SETTLEGRAPH_RETAIN_*; null: for ever). Each listing's latest quote and book always stay; historyStart and availableIntervals say what remains.",
})
export class MarketDataRetention extends FieldsOf(MarketDataRetentionDefinition) {}

@ResourceObjectType('ServiceLimits', { description: 'Service caps and the change-feed retention.' })
export class ServiceLimits extends FieldsOf(ServiceLimitsDefinition, {
  fields: {
    analyzeLegsMax: { nullable: false },
    idsPerRequestMax: { nullable: false },
    changeFeedOldestRetainedSeq: { nullable: false },
    // REST's text names the limits in snake_case; here they are GraphqlLimits' own fields.
    graphql: { description: "This endpoint's cost, time and subscription limits." },
  },
}) {}

@ResourceObjectType('QuarantinedRecord', {
  description: 'A venue record the sync left out because it could not be read, and why.',
})
export class QuarantinedRecord extends FieldsOf(QuarantinedRecordDefinition) {}

export const SyncKind = describedEnum(
  enumOf(SYNC_KINDS),
  'SyncKind',
  'A kind of venue resource the sync reads on its own interval.',
  {
    CATALOG: 'Events, markets, series and order books: every pass.',
    TRADES: 'Trade prints (SETTLEGRAPH_SYNC_TRADES_INTERVAL_S).',
    HISTORY: 'Hourly price history (SETTLEGRAPH_SYNC_HISTORY_INTERVAL_S).',
    REFERENCE:
      'Reference data: Kalshi structured targets, Polymarket teams and sports (SETTLEGRAPH_REFERENCE_REFRESH_S).',
  },
);

@ResourceObjectType('SyncKindState', {
  description: 'When the sync last landed one kind of a venue’s resources.',
})
export class SyncKindState extends FieldsOf(SyncKindStateDefinition) {}

@ResourceObjectType('SyncState', {
  description: 'What the venue sync (settlegraph sync, SETTLEGRAPH_SYNC) last did for a venue.',
})
export class SyncState extends FieldsOf(SyncStateDefinition) {}

@ObjectType('CoverageConnection', { description: 'A page of coverage records.' })
export class CoverageConnection extends connectionType(
  'CoverageRecord',
  CoverageRecord,
  'coverage record',
) {
  @Field(() => ServiceLimits, { description: 'Service caps and the change-feed retention.' })
  serviceLimits!: ServiceLimits;

  @Field(() => [SyncState], {
    description: 'The venue sync per venue; empty when no sync has run.',
  })
  sync!: SyncState[];
}
