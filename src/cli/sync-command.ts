// `settlegraph sync [--once] [--venues polymarket,kalshi]`: keeps the configured store current
// from the venues' public APIs (docs/decisions.md, "Venue sync"). With --once one pass, and the
// exit code says whether every venue was read; without it a pass every SETTLEGRAPH_SYNC_INTERVAL_S
// until SIGINT or SIGTERM. With the memory store nothing outlives the command. Only the holder of
// the sync lease writes: a second `settlegraph sync` waits as a hot standby and takes over when
// the first stops or dies (docs/decisions.md, "One active sync: the lease in the store").
import type { Config } from '../app/config';
import { effectiveRetention, syncVenues } from '../app/config';
import { openStore } from '../app/open-store';
import { syncHttp } from '../sync/sync-http';
import { describePass, kindIntervalsOf, SyncLoop } from '../sync/sync-loop';
import { syncOnce, SYNC_VENUES } from '../sync/sync-pass';
import { ReferenceKeeper } from '../sync/reference-keeper';
import { venueStreamsOf } from '../sync/venue-streams';
import { MarketDataPruner } from '../services/market-data-retention';
import { messageWithCauses } from '../domain/errors';
import { fencedStore } from '../store/fenced-store';
import type { Store } from '../store/store';
import type { Venue } from '../venues/common/venue-model';
import type { VenueHttp } from '../venues/common/venue-http';
import { SyncLeaseKeeper } from '../sync/sync-lease-keeper';
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
  const keeper = new SyncLeaseKeeper(store.syncLease, {
    durationMs: config.sync.lease.durationSeconds * 1000,
    renewMs: config.sync.lease.renewSeconds * 1000,
    log: out,
  });
  const stop = new AbortController();
  const onSignal = (): void => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (once) return await syncOnceHolding(keeper, store, http, venues, config, out, stop.signal);
    // A term per lease held: a sync that loses it stops writing and waits as a standby again.
    for (;;) {
      const lease = await keeper.acquire(stop.signal);
      if (!lease) return 0;
      out(`sync lease taken by ${lease.holder} (token ${lease.token}): syncing`);
      const lost = await syncWhileHeld(keeper, store, http, venues, config, out, stop.signal);
      if (lost === undefined) return 0;
      out(`sync lease lost (${lost}): stopped writing; waiting as a standby`);
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await keeper.release().catch((error: unknown) => {
      out(`sync lease not released (it runs out by itself): ${messageWithCauses(error)}`);
    });
    await store.close();
  }
}

/**
 * The continuous sync for as long as this process holds the lease, every write fenced by it:
 * the reason it was lost, or undefined when `stop` ended it (the lease still held, to release).
 */
async function syncWhileHeld(
  keeper: SyncLeaseKeeper,
  store: Store,
  http: VenueHttp,
  venues: Venue[],
  config: Config,
  out: (line: string) => void,
  stop: AbortSignal,
): Promise<string | undefined> {
  const lost = keeper.hold();
  const writer = fencedStore(store, () => keeper.check());
  const streams = venueStreamsOf(config.sync, writer, http, venues, out);
  // With Redis the streams' updates reach every gateway (docs/decisions.md, "Live fan-out
  // through Redis"); a new holder publishes under a new ID, so gateways drop nothing of it.
  const publisher =
    config.redisUrl && streams
      ? new RedisLivePublisher({ url: config.redisUrl, live: streams.live, log: out })
      : undefined;
  publisher?.start();
  const loop = new SyncLoop({
    store: writer,
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
    writer,
    effectiveRetention(config.retention, true),
    config.retention.pruneIntervalSeconds * 1000,
    out,
  );
  loop.start();
  pruner.start();
  const reason = await Promise.race([lost, aborted(stop)]);
  // A lost lease refuses the streams' last flush: what they held is the next holder's to bring.
  await loop.stop().catch((error: unknown) => out(`sync stopped: ${messageWithCauses(error)}`));
  await pruner.stop();
  await publisher?.close();
  return reason;
}

/** `--once`: one pass once this process holds the lease (a running sync finishes its own first). */
async function syncOnceHolding(
  keeper: SyncLeaseKeeper,
  store: Store,
  http: VenueHttp,
  venues: Venue[],
  config: Config,
  out: (line: string) => void,
  stop: AbortSignal,
): Promise<number> {
  if (!(await keeper.acquire(stop))) return 1;
  void keeper.hold();
  const progress = stderrProgress('sync', 'plain');
  const report = await syncOnce(
    fencedStore(store, () => keeper.check()),
    http,
    config.sync.endpoints,
    venues,
    {
      crossVenueStep: 'ALWAYS',
      reference: new ReferenceKeeper(config.sync.referenceRefreshSeconds * 1000),
      onProgress: progress.onProgress,
    },
  ).finally(() => progress.finish());
  out(describePass(report));
  if (!config.neo4j) out('memory store: nothing is kept; set NEO4J_URI to keep the sync');
  return report.venues.some((v) => v.error !== undefined) || report.crossVenueError !== undefined
    ? 1
    : 0;
}

/** Resolves (with undefined) once `signal` is aborted. */
function aborted(signal: AbortSignal): Promise<undefined> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(undefined);
    else signal.addEventListener('abort', () => resolve(undefined), { once: true });
  });
}
