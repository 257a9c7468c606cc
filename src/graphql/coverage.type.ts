// Coverage (GET /v1/coverage in camelCase): which capabilities are supported for an input, venue
// and family, and the service's limits.
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  ANALYTICAL_STATUSES,
  CAPABILITIES,
  CATALOG_STATUSES,
  COVERAGE_INPUT_TYPES,
  FEED_STATES,
  type Capability as CapabilityValue,
  type FeedState as FeedStateValue,
} from '../domain/value-sets';
import { SYNC_KINDS, type SyncKind as SyncKindValue } from '../domain/sync-state';
import type { RetentionWindows } from '../domain/market-data';
import { connectionType } from './connection.type';
import { enumOf } from './enums';
import { GraphqlLimits } from './graphql-limits.type';
import { BarInterval } from './market-data.type';
import { DateTimeScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type {
  CoverageRecord as CoverageRecordResource,
  SyncState as SyncStateResource,
  SyncKindState as SyncKindStateResource,
  QuarantinedRecord as QuarantinedRecordResource,
  ServiceLimits as ServiceLimitsResource,
} from '../resources/coverage';

export const CoverageInputType = enumOf(COVERAGE_INPUT_TYPES);
registerEnumType(CoverageInputType, {
  name: 'CoverageInputType',
  description: 'What a coverage record is about.',
  valuesConfig: {
    LISTING: { description: 'A listing (listingIds selector).' },
    MARKET: { description: 'A market (marketIds selector).' },
    FAMILY: { description: 'A family (familyId selector, or the overview).' },
  },
});

export const CatalogStatus = enumOf(CATALOG_STATUSES);
registerEnumType(CatalogStatus, {
  name: 'CatalogStatus',
  description: 'Whether the catalog knows an input.',
  valuesConfig: {
    KNOWN: { description: 'The catalog holds it.' },
    UNKNOWN: { description: 'The catalog does not hold it.' },
  },
});

export const AnalyticalStatus = enumOf(ANALYTICAL_STATUSES);
registerEnumType(AnalyticalStatus, {
  name: 'AnalyticalStatus',
  description: 'How much payout analysis covers an input at its family’s current version.',
  valuesConfig: {
    SUPPORTED: { description: 'Every outcome has payouts.' },
    PARTIAL: { description: 'Some outcomes have payouts.' },
    UNSUPPORTED: { description: 'No outcome has payouts.' },
  },
});

export const Capability = enumOf(CAPABILITIES);
registerEnumType(Capability, {
  name: 'Capability',
  description: 'What the service can do for an input.',
  valuesConfig: {
    CONTRACT_DETAILS: { description: 'Market and listing reference data.' },
    RELATIONSHIPS: { description: 'Derived relationships with witnesses.' },
    SCENARIOS: { description: 'A published scenario version.' },
    PAYOUTS: { description: 'Per-unit payout vectors.' },
    EXPOSURE: { description: 'Exposure evaluation.' },
    QUOTES: { description: 'Quotes.' },
    PRICE_HISTORY: { description: 'OHLCV bars.' },
    ORDERBOOKS: { description: 'L2 books.' },
    TRADES: { description: 'Trade prints.' },
  },
});

export const FeedState = enumOf(FEED_STATES);
registerEnumType(FeedState, {
  name: 'FeedState',
  description: "How an input's market data is kept current by the venue streams.",
  valuesConfig: {
    LIVE: { description: 'A venue stream keeps its books current.' },
    POLLED: { description: 'Its books are read over REST every poll interval.' },
    STALE: {
      description: 'A stream lost or resynchronising: not current until its next snapshot.',
    },
  },
});

@ObjectType('CoverageRecord', {
  description: 'Which capabilities are supported for one input, venue and family.',
})
export class CoverageRecord implements ResourceFields<CoverageRecordResource> {
  @Field(() => ID, { description: 'The listing, market or family asked about.' })
  inputId!: string;

  @Field(() => CoverageInputType, { description: 'What the input is.' })
  inputType!: CoverageRecordResource['inputType'];

  @Field(() => String, { nullable: true, description: 'The venue; null for a family.' })
  venue!: string | null;

  @Field(() => ID, { nullable: true, description: 'The family judged in.' })
  familyId!: string | null;

  @Field(() => CatalogStatus, { description: 'Whether the catalog knows the input.' })
  catalogStatus!: CoverageRecordResource['catalogStatus'];

  @Field(() => AnalyticalStatus, { description: 'How much payout analysis covers it.' })
  analyticalStatus!: CoverageRecordResource['analyticalStatus'];

  @Field(() => String, {
    nullable: true,
    description: "The scenario version judged at (the family's current one).",
  })
  scenarioVersion!: string | null;

  @Field(() => [Capability], { description: 'What is supported.' })
  capabilities!: CapabilityValue[];

  @Field(() => [ID], { description: 'Settlement conventions combos can be composed under.' })
  supportedConventionIds!: string[];

  @Field(() => DateTimeScalar, { nullable: true, description: 'Where market data starts.' })
  historyStart!: string | null;

  @Field(() => [BarInterval], { description: 'The bar intervals held.' })
  availableIntervals!: CoverageRecordResource['availableIntervals'];

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "The oldest latest quote among the input's listings.",
  })
  quoteObservedAt!: string | null;

  @Field(() => Int, { nullable: true, description: 'Its age in whole seconds at asOf.' })
  quoteAgeSeconds!: number | null;

  @Field(() => FeedState, {
    nullable: true,
    description:
      "How the input's market data is kept current by this server's venue streams (the weakest of its listings); null when no stream follows it.",
  })
  feed!: FeedStateValue | null;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'The oldest last update among its streamed listings.',
  })
  feedUpdatedAt!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why the feed is STALE when the cause is not the venue: live pushes paused on this gateway (Redis unreachable, or no heartbeat from the ingest); null otherwise.',
  })
  feedReason!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the record was derived.' })
  observedAt!: string;
}

@ObjectType('MarketDataRetention', {
  description:
    "How long market data is kept (SETTLEGRAPH_RETAIN_*; null: for ever). Each listing's latest quote and book always stay; historyStart and availableIntervals say what remains.",
})
export class MarketDataRetention implements RetentionWindows {
  @Field(() => Int, { nullable: true, description: 'Hours of quote and book observations.' })
  observationsHours!: number | null;

  @Field(() => Int, { nullable: true, description: 'Days of trade prints.' })
  tradesDays!: number | null;

  @Field(() => Int, { nullable: true, description: 'Days of 1m bars.' })
  oneMinuteBarsDays!: number | null;

  @Field(() => Int, { nullable: true, description: 'Days of 1h bars.' })
  oneHourBarsDays!: number | null;
}

@ObjectType('ServiceLimits', { description: 'Service caps and the change-feed retention.' })
export class ServiceLimits implements ResourceFields<ServiceLimitsResource> {
  @Field(() => Int, { description: 'Page size without first or last.' })
  pageSizeDefault!: number;

  @Field(() => Int, { description: 'Largest first or last.' })
  pageSizeMax!: number;

  @Field(() => Int, { description: 'Most inputs of resolveMarkets.' })
  resolveInputsMax!: number;

  @Field(() => Int, { description: 'Most legs of composeCombo.' })
  composeLegsMax!: number;

  @Field(() => Int, { description: 'Most legs of POST /v1/relationships:analyze.' })
  analyzeLegsMax!: number;

  @Field(() => Int, { description: 'Most positions of runEvaluation.' })
  positionsMax!: number;

  @Field(() => Int, { description: 'Most candidates of runEvaluation.' })
  candidatesMax!: number;

  @Field(() => Int, { description: 'Most fair values of one upsertFairValues.' })
  fairValuesPerBatchMax!: number;

  @Field(() => Int, { description: 'Most IDs of one ID list argument.' })
  idsPerRequestMax!: number;

  @Field(() => Int, { description: 'Most trades of all candidates of one runEvaluation.' })
  tradesMax!: number;

  @Field(() => Int, {
    description:
      "Most payout cells of one runEvaluation: each family matrix's outcomes × scenarios, and each candidate's scenarios of every book it touches.",
  })
  evaluationCellsMax!: number;

  @Field(() => Int, {
    description:
      'Most characters of an identifier in an input (IDs, scopes, versions, references).',
  })
  idLengthMax!: number;

  @Field(() => Int, { description: "Most characters of a fair value's source label." })
  sourceLengthMax!: number;

  @Field(() => Int, { description: 'Most characters of a decimal in an input.' })
  decimalLengthMax!: number;

  @Field(() => Int, {
    description:
      'The largest runEvaluation or composeCombo result, in bytes of JSON; a larger one is refused with INVALID_REQUEST.',
  })
  responseLimitBytes!: number;

  @Field(() => Int, { description: 'Most current fair values of one scope.' })
  fairValuesPerScopeMax!: number;

  @Field(() => Int, {
    description:
      'Superseded versions kept per fair value; a cursor whose snapshot needs an older one is CURSOR_EXPIRED.',
  })
  fairValueHistoryPerValue!: number;

  @Field(() => Int, {
    description:
      'Lists and objects nested in one another in the JSON of a request (its variables); deeper is INVALID_REQUEST before it is parsed.',
  })
  jsonDepthMax!: number;

  @Field(() => Int, {
    description:
      'Items of one list or fields of one object in the JSON of a request; more is INVALID_REQUEST before it is parsed.',
  })
  jsonItemsMax!: number;

  @Field(() => Int, {
    description:
      'Bytes of one string or field name in the JSON of a request as written; longer is INVALID_REQUEST before it is parsed.',
  })
  jsonStringBytesMax!: number;

  @Field(() => Int, { description: 'Most characters of an Idempotency-Key header.' })
  idempotencyKeyLengthMax!: number;

  @Field(() => Int, {
    description: "Hours an Idempotency-Key's answer is kept for the retries of its request.",
  })
  idempotencyRetentionHours!: number;

  @Field(() => Int, {
    description:
      "The largest answer an Idempotency-Key's record keeps whole, in bytes of JSON; a fair-value batch's answer is rebuilt from its input instead. A retry of a request whose answer was larger is IDEMPOTENCY_CONFLICT (ANSWER_NOT_KEPT).",
  })
  idempotencyAnswerBytesMax!: number;

  @Field(() => Int, {
    description:
      "Bytes one API key's Idempotency-Key records may hold; a keyed write past it is RATE_LIMITED until its oldest records expire.",
  })
  idempotencyBytesPerKey!: number;

  @Field(() => Int, {
    description:
      'Bytes all Idempotency-Key records may hold; a keyed write past it is RATE_LIMITED.',
  })
  idempotencyBytesTotal!: number;

  @Field(() => Int, { description: 'Change records a cursor can resume within.' })
  changeFeedRetainedChanges!: number;

  @Field(() => Int, { description: 'The position of the oldest retained change.' })
  changeFeedOldestRetainedSeq!: number;

  @Field(() => MarketDataRetention, {
    description: 'How long market data is kept; older rows are pruned.',
  })
  marketDataRetention!: MarketDataRetention;

  @Field(() => GraphqlLimits, {
    description: "This endpoint's cost, time and subscription limits.",
  })
  graphql!: GraphqlLimits;
}

@ObjectType('QuarantinedRecord', {
  description: 'A venue record the sync left out because it could not be read, and why.',
})
export class QuarantinedRecord implements ResourceFields<QuarantinedRecordResource> {
  @Field(() => String, {
    description: 'The response it came from: its URL, and the item of a page (#events[3]).',
  })
  source!: string;

  @Field(() => String, { description: 'The JSON path of the problem in that recording.' })
  path!: string;

  @Field(() => String, { description: 'Why it could not be read.' })
  reason!: string;
}

export const SyncKind = enumOf(SYNC_KINDS);
registerEnumType(SyncKind, {
  name: 'SyncKind',
  description: 'A kind of venue resource the sync reads on its own interval.',
  valuesConfig: {
    CATALOG: { description: 'Events, markets, series and order books: every pass.' },
    TRADES: { description: 'Trade prints (SETTLEGRAPH_SYNC_TRADES_INTERVAL_S).' },
    HISTORY: { description: 'Hourly price history (SETTLEGRAPH_SYNC_HISTORY_INTERVAL_S).' },
    REFERENCE: {
      description:
        'Reference data: Kalshi structured targets, Polymarket teams and sports (SETTLEGRAPH_REFERENCE_REFRESH_S).',
    },
  },
});

@ObjectType('SyncKindState', {
  description: 'When the sync last landed one kind of a venue’s resources.',
})
export class SyncKindState implements ResourceFields<SyncKindStateResource> {
  @Field(() => SyncKind, { description: 'The kind of resource.' })
  kind!: SyncKindValue;

  @Field(() => DateTimeScalar, { description: 'When a pass last read this kind and landed it.' })
  lastSuccessAt!: string;

  @Field(() => Int, { description: 'Seconds since lastSuccessAt.' })
  lagSeconds!: number;
}

@ObjectType('SyncState', {
  description: 'What the venue sync (settlegraph sync, SETTLEGRAPH_SYNC) last did for a venue.',
})
export class SyncState implements ResourceFields<SyncStateResource> {
  @Field(() => String, { description: 'The venue read.' })
  venue!: string;

  @Field(() => DateTimeScalar, { description: 'When the last sync pass over the venue started.' })
  lastPassAt!: string;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When a pass last read the venue in full and landed it; null before the first.',
  })
  lastSuccessAt!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Seconds since lastSuccessAt; null before the first.',
  })
  lagSeconds!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last pass did not land the venue; null when it did.',
  })
  lastError!: string | null;

  @Field(() => Int, { description: 'Responses the last pass read from the venue.' })
  responses!: number;

  @Field(() => [QuarantinedRecord], {
    description: 'What the last pass left out because it could not be read; retried next pass.',
  })
  quarantined!: QuarantinedRecord[];

  @Field(() => [SyncKindState], {
    description: 'Each kind of resource that has landed, with its own lag.',
  })
  kinds!: SyncKindState[];
}

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
