// Starts the gateway: open the configured store, load catalogs, serve HTTP.
import type { FastifyInstance } from 'fastify';
import { demoCatalogPaths } from '../catalog/demo-catalog';
import { importCatalogFiles } from '../catalog/load-catalog-files';
import { createServices } from '../services/services';
import { ReadCachedStore } from '../store/read-cache';
import type { Store } from '../store/store';
import { buildApp } from './app';
import { ApiKeys } from '../http/auth';
import { DEMO_API_KEY, effectiveRetention, type Config } from './config';
import { processLogger } from './logging';
import { Metrics } from './metrics';
import { openServingStore } from './open-store';
import { syncHttp } from '../sync/sync-http';
import { kindIntervalsOf, SyncLoop } from '../sync/sync-loop';
import { ReferenceKeeper } from '../sync/reference-keeper';
import { venueStreamsOf } from '../sync/venue-streams';
import { MarketDataPruner } from '../services/market-data-retention';
import { GatewayFanout } from '../fanout/gateway-fanout';
import { RedisLivePublisher } from '../fanout/redis-live-publisher';
import { fencedStore } from '../store/fenced-store';
import { takeServingSyncLease } from '../sync/serving-sync-lease';

export interface RunningServer {
  app: FastifyInstance;
  store: Store;
  url: string;
  close(): Promise<void>;
}

/**
 * `log` takes the process's own lines (start-up, the sync, the venue streams); without it they are
 * info lines of the JSON log the requests are logged to (docs/decisions.md, "Logs are JSON lines
 * only").
 */
export async function startServer(
  config: Config,
  log?: (line: string) => void,
): Promise<RunningServer> {
  const logger = processLogger(config.logLevel);
  if (!log) log = (line) => logger.info(line);
  // Requests read and write `store`; the start-up import and the sync, imports on the same
  // connections, get the import limits (open-store.ts).
  const { store, imports } = await openServingStore(config);
  try {
    const files = await catalogsToLoad(config.catalogFiles, store, log);
    for (const result of await importCatalogFiles(imports, files)) {
      log(
        `catalog ${result.file}: ${result.records} records written, ${result.changes} changes (revision ${result.revision})`,
      );
    }
    const metrics = new Metrics({ processMetrics: true });
    // The sync writes to the store the API reads; its commits are new revisions like any import.
    // Its venue streams push live data to GraphQL subscribers of this process directly.
    const http = syncHttp(
      config.sync.endpoints,
      metrics.countSyncAttempt,
      config.sync.requestsPerSecond,
    );
    const syncing = config.sync.venues.length > 0;
    // Only the holder of the sync lease writes what the venues say, here as in `settlegraph sync`:
    // a start beside a running sync is refused (docs/decisions.md, "serve with SETTLEGRAPH_SYNC
    // holds the sync lease"), and every write of this process's sync and streams is fenced.
    const lease = syncing
      ? await takeServingSyncLease(
          imports.syncLease,
          {
            durationMs: config.sync.lease.durationSeconds * 1000,
            renewMs: config.sync.lease.renewSeconds * 1000,
          },
          log,
        )
      : undefined;
    const fenced = (writer: Store): Store =>
      lease ? fencedStore(writer, () => lease.keeper.check()) : writer;
    const streams = syncing
      ? venueStreamsOf(config.sync, fenced(store), http, config.sync.venues, log)
      : undefined;
    if (streams) metrics.watchStreams(() => streams.counters());
    // With Redis, the streams' updates go to every gateway through it, this one included, and
    // rate limits are counted there (docs/decisions.md, "Live fan-out through Redis").
    const redisUrl = config.redisUrl;
    const fanout = redisUrl
      ? new GatewayFanout({
          url: redisUrl,
          log,
          bookIntervalMs: config.sync.streams.bookIntervalMs,
        })
      : undefined;
    const publisher =
      redisUrl && streams
        ? new RedisLivePublisher({ url: redisUrl, live: streams.live, log })
        : undefined;
    publisher?.start();
    if (fanout && config.tokenSecret === undefined)
      log(
        'SETTLEGRAPH_REDIS_URL is set without SETTLEGRAPH_TOKEN_SECRET: each gateway names keys differently, so rate limits are not shared (nor page tokens); give every gateway the same secret',
      );
    const services = createServices(servedStore(store, config, metrics), {
      tokenSecret: config.tokenSecret,
      changeRetention: config.changeRetention,
      graphqlLimits: config.graphqlLimits,
      liveFeeds: fanout?.feeds ?? streams?.live,
      retention: effectiveRetention(config.retention, syncing),
      workLimits: config.workLimits,
      quoteWarnAgeSeconds: config.quoteWarnAgeSeconds,
      evaluationPool: config.evaluationPool,
      idempotencyRetentionHours: config.idempotencyRetentionHours,
      idempotencyAnswerBytesMax: config.idempotency.answerBytesMax,
    });
    const app = await buildApp(services, {
      apiKeys: new ApiKeys(config.apiKeys, config.tokenSecret),
      loggerInstance: logger,
      metrics,
      rateLimitPerMinute: config.rateLimitPerMinute,
      rateLimitStore: fanout?.rateLimitStore,
      bodyLimit: config.bodyLimitBytes,
      authFailuresPerMinute: config.authFailuresPerMinute,
      trustedProxies: config.trustedProxies,
      requestTimeoutMs: config.requestTimeoutMs,
      maxConnections: config.maxConnections,
      keyConcurrentRequests: config.keyConcurrentRequests,
      keyCpuSharePercent: config.keyCpuSharePercent,
      keyRefusalsPerMinute: config.keyRefusalsPerMinute,
      keyRefusalHoldMs: config.keyRefusalHoldMs,
      responseCacheMiB: config.responseCacheMiB,
      corsOrigins: config.corsOrigins,
    });
    const url = await app.listen({ port: config.port, host: config.host });
    log(
      `settlegraph serving ${url}/v1 and ${url}/graphql on the ${config.neo4j ? 'neo4j' : 'memory'} store`,
    );
    if (config.trustedProxies)
      log(
        `client addresses read from X-Forwarded-For when the connection comes from ${config.trustedProxies.entries.join(', ')} (SETTLEGRAPH_TRUST_PROXY)`,
      );
    if (config.demoKey) log(`demo API key (SETTLEGRAPH_API_KEYS is unset): ${DEMO_API_KEY}`);
    const sync = syncing
      ? new SyncLoop({
          store: fenced(imports),
          http,
          streams,
          endpoints: config.sync.endpoints,
          venues: config.sync.venues,
          intervalMs: config.sync.intervalSeconds * 1000,
          kindIntervals: kindIntervalsOf(config.sync),
          reference: new ReferenceKeeper(config.sync.referenceRefreshSeconds * 1000),
          log,
          onPass: metrics.countSyncPass,
        })
      : undefined;
    sync?.start();
    // The lease taken over (this process paused or cut off from the store past it): its sync and
    // streams stop, and it goes on serving what the holder writes.
    void lease?.lost.then(async (reason) => {
      log(
        `sync lease lost (${reason}): this process's sync and venue streams stopped; serving goes on`,
      );
      await sync?.stop().catch(() => undefined);
      await publisher?.close();
    });
    const pruner = new MarketDataPruner(
      store,
      effectiveRetention(config.retention, syncing),
      config.retention.pruneIntervalSeconds * 1000,
      log,
    );
    pruner.start();
    return {
      app,
      store,
      url,
      close: async () => {
        await sync?.stop();
        await lease?.keeper.release().catch((error: unknown) => {
          log(`sync lease not released (it runs out by itself): ${(error as Error).message}`);
        });
        await pruner.stop();
        await publisher?.close();
        await app.close();
        await fanout?.close();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}

/**
 * What the services read through: the store with its round trips counted, and for Neo4j a read
 * cache in front (docs/decisions.md, "Read cache"). The memory store already answers from memory.
 */
/**
 * The catalogs a start imports: SETTLEGRAPH_CATALOG's files (config.ts reads `demo` as the bundled
 * demo), else
 * the demo only into an empty store. A store that holds data (a production Neo4j) is never
 * written by a plain restart: the demo's markets and its convention records would land in it
 * (docs/decisions.md, "Operations").
 */
async function catalogsToLoad(
  configured: readonly string[],
  store: Store,
  log: (line: string) => void,
): Promise<string[]> {
  if (configured.length > 0) return [...configured];
  const head = await store.head();
  if (head.revision === 0) return demoCatalogPaths();
  log(
    `the store holds revision ${head.revision}: the demo catalog is not loaded (SETTLEGRAPH_CATALOG=demo loads it)`,
  );
  return [];
}

function servedStore(store: Store, config: Config, metrics: Metrics): Store {
  const counted = metrics.instrumentStore(store);
  if (!config.neo4j || config.readCacheMiB === 0) return counted;
  return new ReadCachedStore(counted, {
    maxBytes: config.readCacheMiB * 1024 * 1024,
    onRead: metrics.countCacheRead,
  });
}
