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
import { stderrProgress } from './progress';

const USAGE = 'usage: settlegraph sync [--once] [--venues polymarket,kalshi]\n';

export async function runSync(
  args: readonly string[],
  config: Config,
  out: (line: string) => void,
  err: (text: string) => void,
): Promise<number> {
  let once = false;
  let venues = config.sync.venues.length > 0 ? config.sync.venues : [...SYNC_VENUES];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--once') once = true;
    else if (arg === '--venues' && args[i + 1] !== undefined) {
      try {
        venues = syncVenues(args[++i]!, '--venues');
      } catch (error) {
        err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
        return 2;
      }
    } else {
      err(USAGE);
      return 2;
    }
  }
  if (venues.length === 0) {
    err(USAGE);
    return 2;
  }
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
    const loop = new SyncLoop({
      store,
      http,
      streams: venueStreamsOf(config.sync, store, http, venues, out),
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
    return 0;
  } finally {
    await store.close();
  }
}
