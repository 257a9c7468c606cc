// `settlegraph sync [--once] [--venues polymarket,kalshi]`: keeps the configured store current
// from the venues' public APIs (docs/decisions.md, "Venue sync"). With --once one pass, and the
// exit code says whether every venue was read; without it a pass every SETTLEGRAPH_SYNC_INTERVAL_S
// until SIGINT or SIGTERM. With the memory store nothing outlives the command.
import type { Config } from '../server/config';
import { effectiveRetention, syncVenues } from '../server/config';
import { openStore } from '../server/open-store';
import { syncHttp } from '../sync/sync-http';
import { describePass, kindIntervalsOf, SyncLoop } from '../sync/sync-loop';
import { syncOnce, SYNC_VENUES } from '../sync/sync-pass';
import { ReferenceKeeper } from '../sync/reference-keeper';
import { venueStreamsOf } from '../sync/venue-streams';
import { MarketDataPruner } from '../services/market-data-retention';
import { RedisLivePublisher } from '../fanout/redis-live-publisher';
import { UsageError } from './command-line';
import { stderrProgress } from './progress';

export interface SyncOptions {
  /** One pass, then exit. */
  once: boolean;
  /** The venues, comma-separated; SETTLEGRAPH_SYNC's (or both) when not given. */
  venues?: string;
}

/** Throws a UsageError for a wrong command line (src/cli/commands.ts reads the options). */
export async function runSync(
  options: SyncOptions,
  config: Config,
  out: (line: string) => void,
  _err: (text: string) => void,
): Promise<number> {
  const { once } = options;
  let venues = config.sync.venues.length > 0 ? config.sync.venues : [...SYNC_VENUES];
  if (options.venues !== undefined) {
    try {
      venues = syncVenues(options.venues, '--venues');
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  }
  if (venues.length === 0) throw new UsageError('--venues names no venue');
  // Every page and the cross-venue step are imports; so is all this command writes.
  const store = await openStore(config, 'imports');
  const http = syncHttp(config.sync.endpoints, undefined, config.sync.requestsPerSecond);
  try {
    if (once) {
      const progress = stderrProgress('sync', 'plain');
      const report = await syncOnce(
        store,
        http,
        config.sync.endpoints,
        venues,
        undefined,
        undefined,
        undefined,
        'ALWAYS',
        new ReferenceKeeper(config.sync.referenceRefreshSeconds * 1000),
        progress.onProgress,
      ).finally(() => progress.finish());
      out(describePass(report));
      if (!config.neo4j) out('memory store: nothing is kept; set NEO4J_URI to keep the sync');
      return report.venues.some((v) => v.error !== undefined) ||
        report.crossVenueError !== undefined
        ? 1
        : 0;
    }
    const streams = venueStreamsOf(config.sync, store, http, venues, out);
    // With Redis the streams' updates reach every gateway (docs/decisions.md, "Live fan-out through Redis").
    const publisher =
      config.redisUrl && streams
        ? new RedisLivePublisher({ url: config.redisUrl, live: streams.live, log: out })
        : undefined;
    publisher?.start();
    const loop = new SyncLoop({
      store,
      http,
      streams,
      endpoints: config.sync.endpoints,
      venues,
      intervalMs: config.sync.intervalSeconds * 1000,
      kindIntervals: kindIntervalsOf(config.sync),
      reference: new ReferenceKeeper(config.sync.referenceRefreshSeconds * 1000),
      log: out,
    });
    const pruner = new MarketDataPruner(
      store,
      effectiveRetention(config.retention, true),
      config.retention.pruneIntervalSeconds * 1000,
      out,
    );
    loop.start();
    pruner.start();
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await loop.stop();
    await pruner.stop();
    await publisher?.close();
    return 0;
  } finally {
    await store.close();
  }
}
