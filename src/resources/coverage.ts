// Coverage record and the service limits beside it (schema/openapi.yaml, GET /coverage and Coverage
// record; selector names from docs/decisions.md).
import { BAR_INTERVALS } from '../domain/market-data';
import { SYNC_KINDS } from '../domain/sync-state';
import {
  ANALYTICAL_STATUSES,
  CAPABILITIES,
  CATALOG_STATUSES,
  COVERAGE_INPUT_TYPES,
  FEED_STATES,
} from '../domain/value-sets';
import {
  Closed,
  Id,
  Ids,
  Int,
  List,
  Nullable,
  Obj,
  OneOf,
  Optional,
  Str,
  Timestamp,
  With,
  type Static,
} from './schema-kit';
import { PageSize, PageToken } from './paging';

export const CoverageQueryDefinition = Closed({
  listingIds: Optional(List(Id, { minItems: 1 })),
  marketIds: Optional(List(Id, { minItems: 1 })),
  familyId: Optional(Id),
  venue: Optional(Id),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type CoverageQuery = Static<typeof CoverageQueryDefinition>;

export const CoverageRecordDefinition = Obj({
  inputId: With(Str, { description: 'the listing, market or family asked about' }),
  inputType: With(OneOf(COVERAGE_INPUT_TYPES), { description: 'what the input is' }),
  venue: Nullable(Str, { description: 'null for an unknown input or one without listings' }),
  familyId: Nullable(Str, { description: 'null when the input belongs to no family' }),
  catalogStatus: With(OneOf(CATALOG_STATUSES), {
    description: 'whether the catalog knows the input',
  }),
  analyticalStatus: OneOf(ANALYTICAL_STATUSES, {
    description:
      "payouts for every, some or none of the outcomes in the family's current scenario version",
  }),
  scenarioVersion: With(Optional(Nullable(Str)), {
    description: "the scenario version judged at (the family's current one)",
  }),
  capabilities: With(List(OneOf(CAPABILITIES)), { description: 'what is supported' }),
  supportedConventionIds: With(Ids, {
    description: 'settlement conventions combos can be composed under',
  }),
  historyStart: With(Nullable(Str, { format: 'date-time' }), {
    description: 'where market data starts',
  }),
  availableIntervals: With(List(OneOf(BAR_INTERVALS)), { description: 'the bar intervals held' }),
  quoteObservedAt: Optional(
    Nullable(Str, {
      format: 'date-time',
      description: "freshness: the oldest latest quote among the input's listings",
    }),
  ),
  quoteAgeSeconds: With(Optional(Nullable(Int)), {
    description: 'its age in whole seconds at asOf',
  }),
  feed: Optional(
    Nullable(OneOf(FEED_STATES), {
      description:
        "how the input's market data is kept current by the venue streams of the serving process: LIVE, POLLED, or STALE when any of its listings' streams is not current; null when no stream follows it (data as last synced or ingested)",
    }),
  ),
  feedUpdatedAt: Optional(
    Nullable(Str, {
      format: 'date-time',
      description: 'the oldest last update among its streamed listings; null without a feed',
    }),
  ),
  feedReason: Optional(
    Nullable(Str, {
      description:
        'why the feed is STALE when the cause is not the venue: live pushes paused on this gateway (Redis unreachable, or no heartbeat from the ingest); absent otherwise',
    }),
  ),
  observedAt: With(Timestamp, { description: 'when the record was derived' }),
});
export type CoverageRecord = Static<typeof CoverageRecordDefinition>;

export const MarketDataRetentionDefinition = Obj({
  observationsHours: Nullable(Int, { description: 'hours of quote and book observations' }),
  tradesDays: Nullable(Int, { description: 'days of trade prints' }),
  oneMinuteBarsDays: Nullable(Int, { description: 'days of 1m bars' }),
  oneHourBarsDays: Nullable(Int, { description: 'days of 1h bars' }),
});

export const GraphqlLimitsDefinition = Obj({
  maxTokens: With(Int, { description: 'lexical tokens of a document' }),
  maxDepth: With(Int, { description: 'nesting of fields (fragments flattened)' }),
  maxAliases: With(Int, { description: 'aliased fields of an operation' }),
  maxComplexity: With(Int, {
    description:
      'estimated cost: each field 1, a list multiplies what is selected under it by first/last, else {pageSizeDefault} for a connection and {defaultListSize} for another list',
  }),
  defaultListSize: With(Int, {
    description: 'what a list without first/last counts in the estimate',
  }),
  timeoutMs: With(Int, {
    description:
      'milliseconds an operation may run; later store reads and service calls fail with QUERY_TOO_COMPLEX',
  }),
  subscriptionsPerSocket: With(Int, {
    description: 'operations in progress on one WebSocket (RATE_LIMITED above)',
  }),
  subscriptionsPerKey: With(Int, {
    description: 'operations in progress over WebSocket for one API key (RATE_LIMITED above)',
  }),
  socketsMax: With(Nullable(Int), {
    description:
      'WebSockets open at once, all keys together: SETTLEGRAPH_MAX_CONNECTIONS less SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS, which only HTTP requests and health checks may use; null without a connection cap',
  }),
  socketsPerKey: With(Int, {
    description:
      'WebSockets open at once for one API key; past it the socket is closed with 4429 (HTTP 429 when the key is in the upgrade request)',
  }),
  socketsPerAddress: With(Int, {
    description: 'WebSockets open at once from one client address; past it HTTP 429',
  }),
  connectionInitTimeoutMs: With(Int, {
    description:
      'milliseconds an opened WebSocket has to send connection_init before it is closed with 4408',
  }),
});

export const ServiceLimitsDefinition = Obj({
  pageSizeDefault: With(Int, { description: 'page size when a request names none' }),
  pageSizeMax: With(Int, { description: 'largest page size a request may name' }),
  resolveInputsMax: With(Int, { description: 'most inputs of one resolve request' }),
  composeLegsMax: With(Int, { description: 'most legs of one compose request' }),
  analyzeLegsMax: Optional(
    With(Int, { description: 'most legs of POST /v1/relationships:analyze' }),
  ),
  positionsMax: With(Int, { description: 'most positions of one evaluation' }),
  candidatesMax: With(Int, { description: 'most candidates of one evaluation' }),
  fairValuesPerBatchMax: With(Int, { description: 'most fair values of one upsert batch' }),
  idsPerRequestMax: Optional(With(Int, { description: 'most IDs of one ID list in a request' })),
  tradesMax: With(Int, { description: 'trades of all candidates of one evaluation together' }),
  evaluationCellsMax: With(Int, {
    description:
      "payout cells one evaluation computes: each family matrix's outcomes × scenarios, and for each candidate the scenarios of every book it touches",
  }),
  idLengthMax: With(Int, {
    description:
      'characters of an identifier in a request (IDs, scopes, versions, currencies, client references, search words)',
  }),
  sourceLengthMax: With(Int, { description: "characters of a fair value's source label" }),
  decimalLengthMax: With(Int, { description: 'characters of a decimal in a request' }),
  responseLimitBytes: With(Int, {
    description:
      'the largest evaluation or compose response (SETTLEGRAPH_RESPONSE_LIMIT_BYTES); a request whose response would be larger is INVALID_REQUEST',
  }),
  fairValuesPerScopeMax: With(Int, {
    description:
      'current fair values one scope may hold (SETTLEGRAPH_FAIR_VALUES_PER_SCOPE); a batch adding more is INVALID_REQUEST',
  }),
  fairValueHistoryPerValue: With(Int, {
    description:
      'superseded versions kept per fair value (SETTLEGRAPH_FAIR_VALUE_HISTORY); a page token or cursor whose snapshot needs an older one is CURSOR_EXPIRED',
  }),
  jsonDepthMax: With(Int, {
    description:
      'lists and objects nested in one another in a JSON request (a body, GraphQL variables); deeper is INVALID_REQUEST before it is parsed',
  }),
  jsonItemsMax: With(Int, {
    description:
      'items of one list or fields of one object in a JSON request; more is INVALID_REQUEST before it is parsed',
  }),
  jsonStringBytesMax: With(Int, {
    description:
      'bytes of one string or field name in a JSON request as written; longer is INVALID_REQUEST before it is parsed',
  }),
  idempotencyKeyLengthMax: With(Int, {
    description: 'characters of an Idempotency-Key header (visible ASCII)',
  }),
  idempotencyRetentionHours: With(Int, {
    description:
      "hours an Idempotency-Key's answer is kept for its retries (SETTLEGRAPH_IDEMPOTENCY_RETENTION_H)",
  }),
  idempotencyAnswerBytesMax: With(Int, {
    description:
      "the largest answer an Idempotency-Key's record keeps whole, bytes of JSON (SETTLEGRAPH_IDEMPOTENCY_ANSWER_BYTES); a fair-value batch's answer is rebuilt from its request instead; a retry of a request whose answer was larger is IDEMPOTENCY_CONFLICT (ANSWER_NOT_KEPT)",
  }),
  idempotencyBytesPerKey: With(Int, {
    description:
      "bytes one API key's Idempotency-Key records may hold (SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY); a keyed write past it is RATE_LIMITED until its oldest records expire",
  }),
  idempotencyBytesTotal: With(Int, {
    description:
      'bytes all Idempotency-Key records may hold (SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL); a keyed write past it is RATE_LIMITED',
  }),
  changeFeedRetainedChanges: With(Int, {
    description: 'change records a cursor may resume within',
  }),
  changeFeedOldestRetainedSeq: Optional(
    With(Int, { description: 'the position of the oldest retained change' }),
  ),
  marketDataRetention: With(MarketDataRetentionDefinition, {
    description:
      "How long market data is kept (SETTLEGRAPH_RETAIN_*; null: for ever): quote and book observations (each listing's latest stays), trades, 1m and 1h bars. Older rows are pruned, and each listing's historyStart and availableIntervals say what remains.",
  }),
  graphql: With(GraphqlLimitsDefinition, {
    description:
      'The limits of POST and GET /graphql and its WebSocket (SETTLEGRAPH_GRAPHQL_*): an operation over a cost limit is refused with QUERY_TOO_COMPLEX before it runs; a subscription over a cap with RATE_LIMITED; a WebSocket past sockets_max with HTTP 503, past sockets_per_key or sockets_per_address with 429 (or close code 4429 when its key comes in connection_init); one that sends no connection_init within connection_init_timeout_ms is closed with 4408.',
  }),
});
export type ServiceLimits = Static<typeof ServiceLimitsDefinition>;

export const QuarantinedRecordDefinition = Obj({
  source: With(Str, {
    description: 'the response: its URL, and the item of a page (#events[3])',
  }),
  path: With(Str, { description: 'the JSON path of the problem in that recording' }),
  reason: With(Str, { description: 'why it could not be read' }),
});
export type QuarantinedRecord = Static<typeof QuarantinedRecordDefinition>;

export const SyncKindStateDefinition = Obj(
  {
    kind: With(OneOf(SYNC_KINDS), {
      description:
        'CATALOG (events, markets, series, books), TRADES, HISTORY (hourly bars) or REFERENCE (reference data)',
    }),
    lastSuccessAt: With(Timestamp, {
      description: 'when a pass last read this kind and landed it',
    }),
    lagSeconds: With(Int, { description: 'seconds since lastSuccessAt' }),
  },
  { $id: 'SyncKindState' },
);
export type SyncKindState = Static<typeof SyncKindStateDefinition>;

export const SyncStateDefinition = Obj(
  {
    venue: With(Str, { description: 'the venue read' }),
    lastPassAt: With(Timestamp, { description: 'when the last sync pass over the venue started' }),
    lastSuccessAt: Nullable(Str, {
      format: 'date-time',
      description: 'when a pass last read the venue in full and landed it; null before the first',
    }),
    lagSeconds: Nullable(Int, {
      description: 'seconds since lastSuccessAt; null before the first',
    }),
    lastError: Nullable(Str, { description: 'why the last pass did not land the venue' }),
    responses: With(Int, { description: 'responses the last pass read from the venue' }),
    quarantined: With(List(QuarantinedRecordDefinition), {
      description: 'what the last pass left out because it could not be read; retried next pass',
    }),
    kinds: With(List(SyncKindStateDefinition), {
      description:
        'each kind of resource that has landed, with its own lag: trades and history are read on their own intervals',
    }),
  },
  { $id: 'SyncState' },
);
export type SyncState = Static<typeof SyncStateDefinition>;

export const CoverageResultDefinition = Obj({
  items: List(CoverageRecordDefinition),
  nextPageToken: Nullable(Str),
  snapshotId: Str,
  asOf: Timestamp,
  serviceLimits: ServiceLimitsDefinition,
  sync: With(List(SyncStateDefinition), {
    description:
      'the venue sync per venue (settlegraph sync, SETTLEGRAPH_SYNC); empty when no sync has run',
  }),
});
export type CoverageResult = Static<typeof CoverageResultDefinition>;
