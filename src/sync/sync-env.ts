// The venue sync's settings (README.md, "Configuration"): which venues, how often, from where, with
// what budget and lease, and the streams of a continuous sync. SYNC_ENV declares the variables;
// syncSettings turns what src/app/environment.ts read from it into the sync's configuration.
import { readFileSync } from 'node:fs';
import { Type, type Static } from '@sinclair/typebox';
import { PUBLIC_ENDPOINTS, type VenueEndpoints } from '../venues/common/venue-endpoints';
import type { Venue } from '../venues/common/venue-model';
import { kalshiCredentials, type KalshiCredentials } from '../venues/kalshi/kalshi-signing';
import { DEFAULT_REFERENCE_REFRESH_SECONDS } from './reference-keeper';
import { SYNC_VENUES } from './sync-pass';
import { PUBLIC_STREAM_URLS, type StreamConfig } from './venue-streams';

export const DEFAULT_SYNC_INTERVAL_SECONDS = 60;
export const DEFAULT_SYNC_FULL_INTERVAL_SECONDS = 3600;
export const DEFAULT_SYNC_TRADES_INTERVAL_SECONDS = 300;
export const DEFAULT_SYNC_HISTORY_INTERVAL_SECONDS = 3600;
export const DEFAULT_SYNC_LEASE_SECONDS = 7;
export const DEFAULT_SYNC_LEASE_RENEW_SECONDS = 1;
export const DEFAULT_STREAM_POLL_INTERVAL_SECONDS = 10;
export const DEFAULT_STREAM_PERSIST_INTERVAL_MS = 1000;
export const DEFAULT_STREAM_BOOK_INTERVAL_MS = 100;

const seconds = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, default: fallback, description });

export const SYNC_ENV = Type.Object({
  SETTLEGRAPH_SYNC: Type.String({
    default: '',
    description: 'Comma-separated venues (polymarket, kalshi) that serve keeps current.',
  }),
  SETTLEGRAPH_SYNC_INTERVAL_S: seconds(DEFAULT_SYNC_INTERVAL_SECONDS, 'Seconds between passes.'),
  SETTLEGRAPH_SYNC_FULL_INTERVAL_S: seconds(
    DEFAULT_SYNC_FULL_INTERVAL_SECONDS,
    'Seconds between two passes that read every open event; increments between.',
  ),
  SETTLEGRAPH_SYNC_TRADES_INTERVAL_S: seconds(
    DEFAULT_SYNC_TRADES_INTERVAL_SECONDS,
    "Seconds between two reads of a venue's trades.",
  ),
  SETTLEGRAPH_SYNC_HISTORY_INTERVAL_S: seconds(
    DEFAULT_SYNC_HISTORY_INTERVAL_SECONDS,
    "Seconds between two reads of a venue's price history.",
  ),
  SETTLEGRAPH_REFERENCE_REFRESH_S: seconds(
    DEFAULT_REFERENCE_REFRESH_SECONDS,
    "Seconds between two reads of a venue's reference data.",
  ),
  SETTLEGRAPH_SYNC_REQUESTS_PER_S: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'One request budget a second for every venue host instead of the defaults.',
    }),
  ),
  SETTLEGRAPH_SYNC_LEASE_S: Type.Integer({
    minimum: 2,
    default: DEFAULT_SYNC_LEASE_SECONDS,
    description: 'Seconds a settlegraph sync holds the sync lease unless it renews it.',
  }),
  SETTLEGRAPH_SYNC_LEASE_RENEW_S: seconds(
    DEFAULT_SYNC_LEASE_RENEW_SECONDS,
    'Seconds between two renewals of the lease; at most half of SETTLEGRAPH_SYNC_LEASE_S.',
  ),
  SETTLEGRAPH_KALSHI_URL: Type.String({
    default: PUBLIC_ENDPOINTS.kalshi,
    description: 'Kalshi Trade API v2 root the sync reads.',
  }),
  SETTLEGRAPH_POLYMARKET_GAMMA_URL: Type.String({
    default: PUBLIC_ENDPOINTS.polymarketGamma,
    description: 'Polymarket Gamma API root the sync reads.',
  }),
  SETTLEGRAPH_POLYMARKET_CLOB_URL: Type.String({
    default: PUBLIC_ENDPOINTS.polymarketClob,
    description: 'Polymarket CLOB API root the sync reads.',
  }),
  SETTLEGRAPH_STREAMS: Type.String({
    default: 'on',
    description: 'off turns off the venue streams a continuous sync runs.',
  }),
  SETTLEGRAPH_POLYMARKET_WS_URL: Type.String({
    default: PUBLIC_STREAM_URLS.polymarket,
    description: "Polymarket's CLOB market channel.",
  }),
  SETTLEGRAPH_KALSHI_WS_URL: Type.String({
    default: PUBLIC_STREAM_URLS.kalshi,
    description: "Kalshi's WebSocket API.",
  }),
  SETTLEGRAPH_KALSHI_API_KEY_ID: Type.Optional(
    Type.String({ description: 'A Kalshi API key ID, given with its private key file.' }),
  ),
  SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE: Type.Optional(
    Type.String({ description: 'The file of the Kalshi API key’s RSA private key (PEM).' }),
  ),
  SETTLEGRAPH_STREAM_POLL_INTERVAL_S: seconds(
    DEFAULT_STREAM_POLL_INTERVAL_SECONDS,
    'Seconds between two REST reads of the followed Kalshi books, without credentials.',
  ),
  SETTLEGRAPH_STREAM_PERSIST_INTERVAL_MS: Type.Integer({
    minimum: 50,
    default: DEFAULT_STREAM_PERSIST_INTERVAL_MS,
    description: 'How often what the streams changed is written to the store.',
  }),
  SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS: Type.Integer({
    minimum: 0,
    default: DEFAULT_STREAM_BOOK_INTERVAL_MS,
    description: "A GraphQL orderbook subscriber's least time between two books of a listing.",
  }),
});

export interface SyncConfig {
  /** The venues `serve` syncs beside the API; none by default. */
  venues: Venue[];
  /** The pause between passes (the catalog and books). */
  intervalSeconds: number;
  /** Between two reads of every open event (increments between). */
  fullIntervalSeconds: number;
  tradesIntervalSeconds: number;
  historyIntervalSeconds: number;
  referenceRefreshSeconds: number;
  endpoints: VenueEndpoints;
  /** One request budget for every host instead of the defaults. */
  requestsPerSecond?: number;
  /** The venue streams of a continuous sync (live books, quotes and trades). */
  streams: StreamConfig;
  /**
   * The lease that makes one `settlegraph sync` the active one (docs/decisions.md, "One active
   * sync: the lease in the store").
   */
  lease: { durationSeconds: number; renewSeconds: number };
}

/** The sync's configuration from its variables as read; a wrong combination stops the start. */
export function syncSettings(env: Static<typeof SYNC_ENV>): SyncConfig {
  return {
    venues: syncVenues(env.SETTLEGRAPH_SYNC, 'SETTLEGRAPH_SYNC'),
    intervalSeconds: env.SETTLEGRAPH_SYNC_INTERVAL_S,
    fullIntervalSeconds: env.SETTLEGRAPH_SYNC_FULL_INTERVAL_S,
    tradesIntervalSeconds: env.SETTLEGRAPH_SYNC_TRADES_INTERVAL_S,
    historyIntervalSeconds: env.SETTLEGRAPH_SYNC_HISTORY_INTERVAL_S,
    referenceRefreshSeconds: env.SETTLEGRAPH_REFERENCE_REFRESH_S,
    ...(env.SETTLEGRAPH_SYNC_REQUESTS_PER_S !== undefined && {
      requestsPerSecond: env.SETTLEGRAPH_SYNC_REQUESTS_PER_S,
    }),
    streams: streamSettings(env),
    lease: leaseSettings(env),
    endpoints: {
      kalshi: httpEndpoint('SETTLEGRAPH_KALSHI_URL', env.SETTLEGRAPH_KALSHI_URL),
      polymarketGamma: httpEndpoint(
        'SETTLEGRAPH_POLYMARKET_GAMMA_URL',
        env.SETTLEGRAPH_POLYMARKET_GAMMA_URL,
      ),
      polymarketClob: httpEndpoint(
        'SETTLEGRAPH_POLYMARKET_CLOB_URL',
        env.SETTLEGRAPH_POLYMARKET_CLOB_URL,
      ),
    },
  };
}

/** A comma-separated list of venues to sync; each known, none twice. */
export function syncVenues(raw: string, name: string): Venue[] {
  const venues = raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  for (const venue of venues)
    if (!(SYNC_VENUES as readonly string[]).includes(venue))
      throw new Error(`${name}: unknown venue "${venue}" (known: ${SYNC_VENUES.join(', ')})`);
  if (new Set(venues).size !== venues.length) throw new Error(`${name} names a venue twice`);
  return venues as Venue[];
}

function httpEndpoint(name: string, raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function socketUrl(name: string, raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'wss:' && url.protocol !== 'ws:'))
    throw new Error(`${name} must be a ws(s) URL, got "${raw}"`);
  return raw;
}

/** A renewal must come before the lease runs out, with room for one that fails. */
function leaseSettings(env: Static<typeof SYNC_ENV>): SyncConfig['lease'] {
  const durationSeconds = env.SETTLEGRAPH_SYNC_LEASE_S;
  const renewSeconds = env.SETTLEGRAPH_SYNC_LEASE_RENEW_S;
  if (2 * renewSeconds > durationSeconds)
    throw new Error(
      `SETTLEGRAPH_SYNC_LEASE_RENEW_S (${renewSeconds}) must be at most half of SETTLEGRAPH_SYNC_LEASE_S (${durationSeconds}), so that one failed renewal does not lose the lease`,
    );
  return { durationSeconds, renewSeconds };
}

function streamSettings(env: Static<typeof SYNC_ENV>): StreamConfig {
  const enabled = env.SETTLEGRAPH_STREAMS.toLowerCase();
  if (enabled !== 'on' && enabled !== 'off')
    throw new Error(`SETTLEGRAPH_STREAMS must be "on" or "off", got "${env.SETTLEGRAPH_STREAMS}"`);
  const credentials = kalshiStreamCredentials(
    env.SETTLEGRAPH_KALSHI_API_KEY_ID,
    env.SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE,
  );
  return {
    enabled: enabled === 'on',
    polymarketUrl: socketUrl('SETTLEGRAPH_POLYMARKET_WS_URL', env.SETTLEGRAPH_POLYMARKET_WS_URL),
    kalshiUrl: socketUrl('SETTLEGRAPH_KALSHI_WS_URL', env.SETTLEGRAPH_KALSHI_WS_URL),
    ...(credentials && { kalshiCredentials: credentials }),
    pollIntervalSeconds: env.SETTLEGRAPH_STREAM_POLL_INTERVAL_S,
    persistIntervalMs: env.SETTLEGRAPH_STREAM_PERSIST_INTERVAL_MS,
    bookIntervalMs: env.SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS,
  };
}

/** Both or neither: a key ID without its private key (or the reverse) is a configuration error. */
function kalshiStreamCredentials(
  keyId: string | undefined,
  keyFile: string | undefined,
): KalshiCredentials | undefined {
  if (!keyId && !keyFile) return undefined;
  if (!keyId || !keyFile)
    throw new Error(
      'SETTLEGRAPH_KALSHI_API_KEY_ID and SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE are given together',
    );
  let pem: string;
  try {
    pem = readFileSync(keyFile, 'utf8');
  } catch (error) {
    throw new Error(
      `SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE: cannot read ${keyFile}: ${(error as Error).message}`,
    );
  }
  try {
    return kalshiCredentials(keyId, pem);
  } catch (error) {
    throw new Error(
      `SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE: not a PEM private key: ${(error as Error).message}`,
    );
  }
}
