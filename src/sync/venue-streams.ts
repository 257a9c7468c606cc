// The venue streams of a continuous sync (docs/decisions.md, "Live market data"): one
// PolymarketStream and one KalshiStream for the synced venues, following the listings each
// imported page brings, feeding one LiveMarketData that is flushed to the store every
// `persistIntervalMs`. Started and stopped with the sync loop (`settlegraph sync`, and `serve`
// with SETTLEGRAPH_SYNC).
import type { ImportDraft } from '../catalog/import-draft';
import type { Venue } from '../venues/common/venue-model';
import { LiveMarketData } from '../services/live-market-data';
import type { Store } from '../store/store';
import type { VenueHttp } from '../venues/common/venue-http';
import type { KalshiCredentials } from '../venues/kalshi/kalshi-signing';
import { KalshiStream } from '../venues/kalshi/kalshi-stream';
import { PolymarketStream } from '../venues/polymarket/polymarket-stream';
import type { ReplyBounds } from '../venues/common/reply-watch';
import { streamedListingsOf, withoutObservationsOf } from './streamed-listings';
import type { StreamCounters } from '../domain/stream-port';

export interface StreamConfig {
  /** SETTLEGRAPH_STREAMS=off turns the streams off; on by default with a continuous sync. */
  enabled: boolean;
  /** SETTLEGRAPH_POLYMARKET_WS_URL */
  polymarketUrl: string;
  /** SETTLEGRAPH_KALSHI_WS_URL */
  kalshiUrl: string;
  /** SETTLEGRAPH_KALSHI_API_KEY_ID and SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE; none: books polled. */
  kalshiCredentials?: KalshiCredentials;
  /** SETTLEGRAPH_STREAM_POLL_INTERVAL_S: Kalshi books over REST without credentials. */
  pollIntervalSeconds: number;
  /** SETTLEGRAPH_STREAM_PERSIST_INTERVAL_MS: how often changed books, quotes and trades are written. */
  persistIntervalMs: number;
  /** SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS: a subscriber's least time between two books of a listing. */
  bookIntervalMs: number;
  /** When an unanswered subscription is sent again (reply-watch.ts; its defaults otherwise). */
  replies?: ReplyBounds;
}

export const PUBLIC_STREAM_URLS = {
  polymarket: 'wss://ws-subscriptions-clob.polymarket.com/ws/market',
  kalshi: 'wss://api.elections.kalshi.com/trade-api/ws/v2',
} as const;

export interface VenueStreamsOptions {
  store: Store;
  http: VenueHttp;
  /** The Kalshi REST root, for books polled without credentials. */
  kalshiRestRoot: string;
  venues: readonly Venue[];
  config: StreamConfig;
  log: (line: string) => void;
}

/** The streams of a continuous sync of `venues`, or none when SETTLEGRAPH_STREAMS is off. */
export function venueStreamsOf(
  sync: { streams: StreamConfig; endpoints: { kalshi: string } },
  store: Store,
  http: VenueHttp,
  venues: readonly Venue[],
  log: (line: string) => void,
): VenueStreams | undefined {
  if (!sync.streams.enabled) return undefined;
  return new VenueStreams({
    store,
    http,
    kalshiRestRoot: sync.endpoints.kalshi,
    venues,
    config: sync.streams,
    log,
  });
}

export class VenueStreams {
  readonly live: LiveMarketData;
  private readonly polymarket: PolymarketStream | undefined;
  private readonly kalshi: KalshiStream | undefined;
  private flusher: NodeJS.Timeout | undefined;

  constructor(private readonly options: VenueStreamsOptions) {
    const { config, log } = options;
    this.live = new LiveMarketData({
      store: options.store,
      log,
      feeds: { maxQueued: 1_000, bookIntervalMs: config.bookIntervalMs },
    });
    if (options.venues.includes('polymarket'))
      this.polymarket = new PolymarketStream({
        url: config.polymarketUrl,
        live: this.live,
        log,
        ...(config.replies && { replies: config.replies }),
      });
    if (options.venues.includes('kalshi'))
      this.kalshi = new KalshiStream({
        url: config.kalshiUrl,
        restRoot: options.kalshiRestRoot,
        http: options.http,
        live: this.live,
        credentials: config.kalshiCredentials,
        pollIntervalMs: config.pollIntervalSeconds * 1000,
        log,
        ...(config.replies && { replies: config.replies }),
      });
  }

  /**
   * A synced page less the quotes and books of the listings these streams keep current: the
   * streams' are newer, and their quote's source is the live book (ORDERBOOK) and its `last` the
   * last streamed print. A listing whose stream is not current takes the page's.
   */
  withoutStreamed(draft: ImportDraft): ImportDraft {
    return withoutObservationsOf(
      draft,
      (listingId) => this.live.state(listingId)?.current === true,
    );
  }

  /** The listings of an imported page: open ones followed, closed ones dropped. */
  follow(draft: ImportDraft): void {
    const listings = streamedListingsOf(draft);
    this.polymarket?.follow(listings);
    this.kalshi?.follow(listings);
  }

  start(): void {
    this.polymarket?.start();
    this.kalshi?.start();
    this.flusher = setInterval(() => {
      this.live.flush().catch((error: unknown) => {
        this.options.log(`live market data not written: ${(error as Error).message}`);
      });
    }, this.options.config.persistIntervalMs);
    this.flusher.unref();
  }

  /** Stops the streams and writes what they brought since the last flush. */
  async stop(): Promise<void> {
    clearInterval(this.flusher);
    await Promise.all([this.polymarket?.stop(), this.kalshi?.stop()]);
    await this.live.flush();
  }

  counters(): { venue: Venue; counters: StreamCounters }[] {
    return [
      ...(this.polymarket
        ? [{ venue: 'polymarket' as const, counters: this.polymarket.counters }]
        : []),
      ...(this.kalshi ? [{ venue: 'kalshi' as const, counters: this.kalshi.counters }] : []),
    ];
  }
}
