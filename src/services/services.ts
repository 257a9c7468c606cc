// The service layer as one object: what the REST and GraphQL adapters are given.
import {
  DEFAULT_EVALUATION_POOL,
  EvaluationPool,
  type EvaluationPoolOptions,
} from './evaluation-pool';
import type { Store } from '../store/store';
import type { RetentionWindows } from '../domain/market-data';
import { ChangeCursors } from './change-cursors';
import { ChangeFeedService } from './change-feed-service';
import { ChangeWatcher } from './change-watcher';
import { ComposeService } from './compose-service';
import { CoverageService } from './coverage-service';
import { CrossVenuePairService } from './cross-venue-pair-service';
import { PairReviewService } from './pair-review-service';
import { EvaluationService } from './evaluation-service';
import { FairValueService } from './fair-value-service';
import { FamilyDiagramService } from './family-diagram-service';
import { IdempotentWrites } from './idempotent-writes';
import {
  DEFAULT_GRAPHQL_LIMITS,
  DEFAULT_IDEMPOTENCY_RETENTION_HOURS,
  DEFAULT_WORK_LIMITS,
  type GraphqlLimits,
  type WorkLimits,
} from '../domain/limits';
import { MarketDataService } from './market-data-service';
import { MarketDataPushService } from './market-data-push-service';
import type { MarketDataFeeds } from './live-feed';
import { StoredMarketDataFeeds } from './stored-market-data-feeds';
import { PageTokens, TokenSigner } from './page-tokens';
import { ReferenceService } from './reference-service';
import { RelationshipService } from './relationship-service';
import { ResolveService } from './resolve-service';
import { ScenarioService } from './scenario-service';

export interface Services {
  store: Store;
  /** Signs page tokens and connection cursors. */
  tokens: PageTokens;
  reference: ReferenceService;
  /** Proposed Kalshi × Polymarket pairs of the stored markets' settlement terms. */
  crossVenuePairs: CrossVenuePairService;
  /** Reviewers' decisions on those pairs, versioned per pair. */
  pairReview: PairReviewService;
  resolve: ResolveService;
  relationships: RelationshipService;
  /** A family's layered relationship diagram (GraphQL Family.relationshipDiagram). */
  diagrams: FamilyDiagramService;
  scenarios: ScenarioService;
  fairValues: FairValueService;
  changes: ChangeFeedService;
  marketData: MarketDataService;
  /** Quotes, books and trades pushed to GraphQL subscribers. */
  marketDataPush: MarketDataPushService;
  coverage: CoverageService;
  evaluation: EvaluationService;
  compose: ComposeService;
  /** What the GraphQL adapter enforces and coverage discloses: one value for both. */
  graphqlLimits: Readonly<GraphqlLimits>;
  /** What one request may cost: the services enforce it and coverage discloses it. */
  workLimits: Readonly<WorkLimits>;
}

export interface ServiceOptions {
  /** Signs page tokens and cursors; random per process when absent. */
  tokenSecret?: string | undefined;
  /** The service's clock (fair-value expiry, commit times); the system clock when absent. */
  clock?: (() => Date) | undefined;
  /** Change records a feed cursor may resume within (default DEFAULT_CHANGE_RETENTION). */
  changeRetention?: number | undefined;
  /** How often change-feed subscriptions look for new changes, ms (default 250). */
  changeFeedPollMs?: number | undefined;
  /** SETTLEGRAPH_GRAPHQL_*; DEFAULT_GRAPHQL_LIMITS for what is not given. */
  graphqlLimits?: Partial<GraphqlLimits> | undefined;
  /**
   * The venue streams' live data when they run in this process; else subscriptions read the store
   * every `marketDataPollMs` (default 1,000).
   */
  liveFeeds?: MarketDataFeeds | undefined;
  marketDataPollMs?: number | undefined;
  /** What coverage discloses of market-data retention (DEFAULT_RETENTION when absent). */
  retention?: RetentionWindows | undefined;
  /** SETTLEGRAPH_RESPONSE_LIMIT_BYTES, …; DEFAULT_WORK_LIMITS for what is not given. */
  workLimits?: Partial<WorkLimits> | undefined;
  /** SETTLEGRAPH_QUOTE_WARN_AGE_S (DEFAULT_QUOTE_WARN_AGE_SECONDS when absent). */
  quoteWarnAgeSeconds?: number | undefined;
  /** SETTLEGRAPH_EVALUATION_*: the evaluation pool (DEFAULT_EVALUATION_POOL for what is not given). */
  evaluationPool?: Partial<EvaluationPoolOptions> | undefined;
  /**
   * Catalogs with fewer markets with terms have their cross-venue pairs matched on the event loop
   * (DEFAULT_PAIR_MATCHING_INLINE_MARKETS when absent); larger ones in the evaluation pool's threads.
   */
  pairMatchingInlineMarkets?: number | undefined;
  /**
   * SETTLEGRAPH_IDEMPOTENCY_RETENTION_H: how long an Idempotency-Key's answer is kept
   * (DEFAULT_IDEMPOTENCY_RETENTION_HOURS when absent).
   */
  idempotencyRetentionHours?: number | undefined;
  /**
   * SETTLEGRAPH_IDEMPOTENCY_ANSWER_BYTES: the largest answer an Idempotency-Key's record keeps
   * whole (DEFAULT_IDEMPOTENCY_LIMITS.answerBytesMax when absent).
   */
  idempotencyAnswerBytesMax?: number | undefined;
}

/** SETTLEGRAPH_CHANGE_RETENTION when unset. */
export const DEFAULT_CHANGE_RETENTION = 100_000;

export function createServices(store: Store, options: ServiceOptions = {}): Services {
  const signer = new TokenSigner(options.tokenSecret);
  const tokens = new PageTokens(signer);
  const clock = options.clock ?? (() => new Date());
  const idempotencyRetentionHours =
    options.idempotencyRetentionHours ?? DEFAULT_IDEMPOTENCY_RETENTION_HOURS;
  const writes = new IdempotentWrites(
    store,
    clock,
    idempotencyRetentionHours * 3_600_000,
    options.idempotencyAnswerBytesMax,
  );
  const changes = new ChangeFeedService(
    store,
    new ChangeCursors(signer),
    new ChangeWatcher(store, options.changeFeedPollMs ?? 250),
    { retention: options.changeRetention ?? DEFAULT_CHANGE_RETENTION },
  );
  const graphqlLimits = Object.freeze({ ...DEFAULT_GRAPHQL_LIMITS, ...options.graphqlLimits });
  const workLimits = Object.freeze({ ...DEFAULT_WORK_LIMITS, ...options.workLimits });
  const feeds =
    options.liveFeeds ??
    new StoredMarketDataFeeds(store, {
      pollMs: options.marketDataPollMs ?? 1_000,
      maxQueued: 1_000,
    });
  // One pool of worker threads: large evaluations and the matching of cross-venue pairs.
  const pool = new EvaluationPool({ ...DEFAULT_EVALUATION_POOL, ...options.evaluationPool });
  return {
    store,
    tokens,
    graphqlLimits,
    workLimits,
    coverage: new CoverageService(
      store,
      tokens,
      clock,
      () => changes.retentionWindow(),
      graphqlLimits,
      (listingId) => feeds.state(listingId),
      options.retention,
      workLimits,
      { retentionHours: idempotencyRetentionHours, answerBytesMax: writes.answerBytesMax },
    ),
    reference: new ReferenceService(store, tokens),
    crossVenuePairs: new CrossVenuePairService(store, tokens, pool, {
      inlineMarketsMax: options.pairMatchingInlineMarkets,
    }),
    pairReview: new PairReviewService(store, clock),
    resolve: new ResolveService(store),
    relationships: new RelationshipService(store, tokens),
    diagrams: new FamilyDiagramService(store),
    scenarios: new ScenarioService(store, tokens),
    fairValues: new FairValueService(store, tokens, clock, writes),
    changes,
    marketData: new MarketDataService(store, tokens, clock),
    marketDataPush: new MarketDataPushService(store, feeds, clock),
    evaluation: new EvaluationService(
      store,
      clock,
      (listingId) => feeds.state(listingId),
      workLimits,
      options.quoteWarnAgeSeconds,
      pool,
    ),
    compose: new ComposeService(store, clock, writes, workLimits.responseLimitBytes),
  };
}
