// Service caps (docs/decisions.md), disclosed through coverage and in the REST schemas.
export const LIMITS = {
  pageSizeDefault: 50,
  pageSizeMax: 500,
  resolveInputsMax: 1000,
  composeLegsMax: 16,
  /** Scenarios of a combo's joint space (the product of its INDEPENDENT families' scenarios). */
  composeJointScenariosMax: 10000,
  analyzeLegsMax: 100,
  relatedPathsMax: 500,
  positionsMax: 20000,
  candidatesMax: 200,
  /** Trades of all candidates of one evaluation together. */
  tradesMax: 20000,
  fairValuesPerBatchMax: 1000,
  idsPerRequestMax: 500,
  /** listing_ids of the market-data endpoints (quotes, books, trades, history, fees, stats). */
  marketDataListingsMax: 100,
  /**
   * Characters of a request's text (docs/decisions.md, "Bounded memory"), counted as JSON
   * Schema's maxLength counts them (code points): an identifier of any kind (service and native
   * IDs, scopes, versions, currencies, client references, search words), a fair value's source
   * label, and a decimal given in a request (beyond 60 significant digits it is not exact anyway).
   */
  idLengthMax: 256,
  sourceLengthMax: 1024,
  decimalLengthMax: 100,
  /**
   * Characters of free text: descriptions and rules. No request holds any; the venue sync bounds
   * the texts it imports with it (docs/decisions.md, "Venue response shapes").
   */
  textLengthMax: 16_384,
  /** Characters of an Idempotency-Key header (docs/decisions.md, "Idempotent writes"). */
  idempotencyKeyLengthMax: 255,
} as const;

/** SETTLEGRAPH_IDEMPOTENCY_RETENTION_H when unset: hours an Idempotency-Key's answer is kept. */
export const DEFAULT_IDEMPOTENCY_RETENTION_HOURS = 24;

/**
 * What Idempotency-Key records may hold (docs/decisions.md, "Bounded idempotency records"),
 * disclosed through coverage: SETTLEGRAPH_IDEMPOTENCY_ANSWER_BYTES, the largest answer a record
 * keeps whole (a fair-value batch's answer is rebuilt from its request instead);
 * SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY and _TOTAL, the bytes one API key's records and all
 * records hold at most.
 */
export interface IdempotencyLimits {
  answerBytesMax: number;
  bytesPerKey: number;
  bytesTotal: number;
}

/**
 * The defaults: a compose answer is a few KB, so 64 KiB keeps any ordinary one; 32 MiB holds about
 * 30,000 records of about 1 KB (a keyed write every 3 s for 24 hours); 256 MiB is eight such keys.
 */
export const DEFAULT_IDEMPOTENCY_LIMITS: Readonly<IdempotencyLimits> = {
  answerBytesMax: 64 * 1024,
  bytesPerKey: 32 * 1024 * 1024,
  bytesTotal: 256 * 1024 * 1024,
};

/** What one request may cost (docs/decisions.md, "Bounded memory"), disclosed through coverage. */
export interface WorkLimits {
  /** SETTLEGRAPH_RESPONSE_LIMIT_BYTES: the largest evaluation or compose response. */
  responseLimitBytes: number;
  /**
   * SETTLEGRAPH_EVALUATION_CELLS_MAX: payout cells one evaluation computes
   * (src/services/evaluation-size.ts).
   */
  evaluationCellsMax: number;
}

/**
 * The defaults: a response as large as the largest request body; 10 million cells, about 5 times
 * the 2.2 million of 20,000 positions over 2,000 outcomes × 1,000 scenarios with 200 candidates.
 */
export const DEFAULT_WORK_LIMITS: Readonly<WorkLimits> = {
  responseLimitBytes: 8 * 1024 * 1024,
  evaluationCellsMax: 10_000_000,
};

/**
 * SETTLEGRAPH_MAX_CONNECTIONS when unset: below the usual 1,024 file descriptors, leaving room for
 * the store's connections and files.
 */
export const DEFAULT_MAX_CONNECTIONS = 900;
/** SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS when unset: connections WebSockets may never take. */
export const DEFAULT_HTTP_RESERVED_CONNECTIONS = 100;

/**
 * The GraphQL front door's limits (SETTLEGRAPH_GRAPHQL_*, docs/decisions.md "GraphQL limits"):
 * enforced by src/graphql before an operation runs (and while it runs, for the time limit) and
 * disclosed through coverage, one value for both.
 */
export interface GraphqlLimits {
  /** Lexical tokens of a document, counted while parsing. */
  maxTokens: number;
  /** Nesting of fields in the operation (fragments flattened). */
  maxDepth: number;
  /** Aliased fields in the operation. */
  maxAliases: number;
  /** The estimated cost of the operation (src/graphql/query-cost.ts). */
  maxComplexity: number;
  /** The size the estimate gives a list field without first/last; a connection counts pageSizeDefault. */
  defaultListSize: number;
  /** How long an operation may run before its remaining store reads and service calls fail, ms. */
  timeoutMs: number;
  /** Operations in progress on one WebSocket (graphql-ws counts each as a subscription). */
  subscriptionsPerSocket: number;
  /** Operations in progress over WebSocket for one API key, across its sockets. */
  subscriptionsPerKey: number;
  /**
   * WebSockets open at once, all keys and addresses together: SETTLEGRAPH_MAX_CONNECTIONS less the
   * SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS only HTTP requests may use; null without a connection cap.
   */
  socketsMax: number | null;
  /** WebSockets open at once for one API key, counted from its authentication. */
  socketsPerKey: number;
  /** WebSockets open at once from one remote address, counted from the upgrade. */
  socketsPerAddress: number;
  /** How long an opened WebSocket may take to send connection_init, ms (then closed, 4408). */
  connectionInitTimeoutMs: number;
}

/** The defaults, and why each is what it is: docs/decisions.md "GraphQL limits". */
export const DEFAULT_GRAPHQL_LIMITS: Readonly<GraphqlLimits> = {
  maxTokens: 2_000,
  maxDepth: 15,
  maxAliases: 30,
  maxComplexity: 1_000_000,
  defaultListSize: 10,
  timeoutMs: 10_000,
  subscriptionsPerSocket: 10,
  subscriptionsPerKey: 50,
  socketsMax: DEFAULT_MAX_CONNECTIONS - DEFAULT_HTTP_RESERVED_CONNECTIONS,
  socketsPerKey: 100,
  socketsPerAddress: 100,
  connectionInitTimeoutMs: 3_000,
};

/**
 * The shape of a JSON request, body or GraphQL variables (docs/decisions.md, "Bad input: JSON
 * refused by its shape"), checked before it is parsed (src/domain/json-shape.ts).
 */
export interface JsonShapeLimits {
  /** Lists and objects nested in one another. */
  depthMax: number;
  /** Items of one list, fields of one object. */
  itemsMax: number;
  /** Bytes of one string (a field name too) as written in the JSON text. */
  stringBytesMax: number;
}

/**
 * Depth 32: about four times the deepest request (an evaluation's candidates with their trades
 * inside GraphQL's variables, 7). Items 20,000: the longest list a request may hold
 * (`positionsMax`, `tradesMax`). Strings 256 KiB: a request's identifiers take 256 characters and
 * a source 1,024; a GraphQL document is judged by its tokens (`maxTokens`), and the hostile one of
 * 2,000 aliases, 180 KB, is refused by that limit, which says more.
 */
export const JSON_SHAPE_LIMITS: Readonly<JsonShapeLimits> = {
  depthMax: 32,
  // Five times the longest list a schema accepts (positionsMax, tradesMax): a list just past a
  // schema's own cap is refused by that schema, which names the field (docs/decisions.md, "Bad
  // input: JSON refused by its shape").
  itemsMax: 5 * LIMITS.positionsMax,
  stringBytesMax: 256 * 1024,
};
