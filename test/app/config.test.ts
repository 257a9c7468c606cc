// SETTLEGRAPH_CHANGE_RETENTION (README, Configuration): how many change records a feed cursor may
// resume within; the sync and stream settings; the bounds per tenant; Neo4j's time limits.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GRAPHQL_LIMIT_VARIABLES, effectiveRetention, readConfig } from '../../src/app/config';
import { DEFAULT_RETENTION } from '../../src/domain/market-data';
import {
  DEFAULT_GRAPHQL_LIMITS,
  DEFAULT_IDEMPOTENCY_LIMITS,
  DEFAULT_WORK_LIMITS,
} from '../../src/domain/limits';
import { DEFAULT_FAIR_VALUE_BOUNDS } from '../../src/store/store';
import { importLimits, requestLimits } from '../../src/app/open-store';

describe('SETTLEGRAPH_CHANGE_RETENTION', () => {
  test('unset: no value, so the service default applies', () => {
    expect(readConfig({}).changeRetention).toBeUndefined();
    expect(readConfig({ SETTLEGRAPH_CHANGE_RETENTION: '' }).changeRetention).toBeUndefined();
  });

  test('a positive whole number of change records', () => {
    expect(readConfig({ SETTLEGRAPH_CHANGE_RETENTION: '250000' }).changeRetention).toBe(250000);
  });

  test.each(['0', '-5', '1.5', 'ten', '1e400'])('%s is refused at start', (value) => {
    expect(() => readConfig({ SETTLEGRAPH_CHANGE_RETENTION: value })).toThrow(
      /SETTLEGRAPH_CHANGE_RETENTION must be a positive whole number/,
    );
  });
});

describe('SETTLEGRAPH_GRAPHQL_* (README, Configuration; docs/decisions.md, "GraphQL limits")', () => {
  test('unset: the defaults', () => {
    expect(readConfig({}).graphqlLimits).toEqual(DEFAULT_GRAPHQL_LIMITS);
  });

  test('each variable sets its limit', () => {
    const env = Object.fromEntries(
      Object.values(GRAPHQL_LIMIT_VARIABLES).map((name, i) => [name, String(100 + i)]),
    );
    const limits = readConfig(env).graphqlLimits;
    Object.keys(GRAPHQL_LIMIT_VARIABLES).forEach((limit, i) =>
      expect(limits[limit as keyof typeof limits]).toBe(100 + i),
    );
  });

  test.each(
    Object.values(GRAPHQL_LIMIT_VARIABLES).flatMap((name) =>
      ['0', '-1', '2.5', 'many', '1e400'].map((value) => [name, value]),
    ),
  )('%s=%s is refused at start', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(
      new RegExp(`${name} must be a whole number of at least 1`),
    );
  });
});

describe('SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS (docs/decisions.md, "WebSocket admission")', () => {
  test('WebSockets get the connections the reserve leaves of the cap: 800 of 900 by default', () => {
    expect(readConfig({}).graphqlLimits.socketsMax).toBe(800);
    const config = readConfig({
      SETTLEGRAPH_MAX_CONNECTIONS: '200',
      SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS: '50',
    });
    expect(config.maxConnections).toBe(200);
    expect(config.graphqlLimits.socketsMax).toBe(150);
    // Without a connection cap there is no share of it either.
    expect(readConfig({ SETTLEGRAPH_MAX_CONNECTIONS: '0' }).graphqlLimits.socketsMax).toBeNull();
  });

  test('a reserve that leaves WebSockets nothing, or none at all, is refused at start', () => {
    expect(() => readConfig({ SETTLEGRAPH_MAX_CONNECTIONS: '100' })).toThrow(
      'SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS (100) must be below SETTLEGRAPH_MAX_CONNECTIONS (100)',
    );
    expect(() => readConfig({ SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS: '0' })).toThrow(
      'SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS must be a whole number of at least 1',
    );
  });
});

describe('SETTLEGRAPH_IDEMPOTENCY_* (docs/decisions.md, "Bounded idempotency records")', () => {
  test('unset: the defaults; each variable sets its bound', () => {
    expect(readConfig({}).idempotency).toEqual(DEFAULT_IDEMPOTENCY_LIMITS);
    expect(
      readConfig({
        SETTLEGRAPH_IDEMPOTENCY_ANSWER_BYTES: '4096',
        SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY: '1048576',
        SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL: '8388608',
      }).idempotency,
    ).toEqual({ answerBytesMax: 4096, bytesPerKey: 1_048_576, bytesTotal: 8_388_608 });
  });

  test.each([
    [{ SETTLEGRAPH_IDEMPOTENCY_ANSWER_BYTES: '100' }, 'must be a whole number of at least 1024'],
    [{ SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL: '4294967296' }, 'must be at most 2147483647 bytes'],
    [
      {
        SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY: '1048576',
        SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL: '65536',
      },
      'SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY (1048576) must not be larger than SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL (65536)',
    ],
  ])('%j is refused at start', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('SETTLEGRAPH_CORS_ORIGINS', () => {
  test('unset or empty: no origins', () => {
    expect(readConfig({}).corsOrigins).toEqual([]);
    expect(readConfig({ SETTLEGRAPH_CORS_ORIGINS: ' ' }).corsOrigins).toEqual([]);
  });

  test('comma-separated exact origins, repeats dropped', () => {
    expect(
      readConfig({
        SETTLEGRAPH_CORS_ORIGINS:
          'https://dash.example.com, http://localhost:5173,https://dash.example.com',
      }).corsOrigins,
    ).toEqual(['https://dash.example.com', 'http://localhost:5173']);
  });

  test.each([
    '*',
    'dash.example.com',
    'https://dash.example.com/',
    'https://x.example/app',
    'ftp://x.example',
  ])('%s is refused at start', (value) => {
    expect(() => readConfig({ SETTLEGRAPH_CORS_ORIGINS: value })).toThrow(
      /SETTLEGRAPH_CORS_ORIGINS must list exact origins/,
    );
  });
});

describe('SETTLEGRAPH_REDIS_URL', () => {
  test('unset or empty: no Redis (one process, everything in memory)', () => {
    expect(readConfig({}).redisUrl).toBeUndefined();
    expect(readConfig({ SETTLEGRAPH_REDIS_URL: ' ' }).redisUrl).toBeUndefined();
  });

  test('a redis:// or rediss:// URL is taken as given', () => {
    expect(readConfig({ SETTLEGRAPH_REDIS_URL: 'redis://redis:6379/0' }).redisUrl).toBe(
      'redis://redis:6379/0',
    );
    expect(readConfig({ SETTLEGRAPH_REDIS_URL: 'rediss://:pw@cache.example:6380' }).redisUrl).toBe(
      'rediss://:pw@cache.example:6380',
    );
  });

  test.each(['redis', 'localhost:6379', 'http://redis:6379'])('%s is refused at start', (value) => {
    expect(() => readConfig({ SETTLEGRAPH_REDIS_URL: value })).toThrow(
      /SETTLEGRAPH_REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });
});

describe('the venue sync settings', () => {
  test('no venues, a pass a minute (a full one an hour), trades every 5 min, history and reference data every hour and the public endpoints by default', () => {
    const { sync } = readConfig({});
    expect(sync).toEqual({
      venues: [],
      intervalSeconds: 60,
      fullIntervalSeconds: 3600,
      tradesIntervalSeconds: 300,
      historyIntervalSeconds: 3600,
      referenceRefreshSeconds: 3600,
      endpoints: {
        kalshi: 'https://api.elections.kalshi.com/trade-api/v2',
        polymarketGamma: 'https://gamma-api.polymarket.com',
        polymarketClob: 'https://clob.polymarket.com',
      },
      streams: {
        enabled: true,
        polymarketUrl: 'wss://ws-subscriptions-clob.polymarket.com/ws/market',
        kalshiUrl: 'wss://api.elections.kalshi.com/trade-api/ws/v2',
        pollIntervalSeconds: 10,
        persistIntervalMs: 1000,
        bookIntervalMs: 100,
      },
      lease: { durationSeconds: 7, renewSeconds: 1 },
    });
  });

  test('the sync lease lasts SETTLEGRAPH_SYNC_LEASE_S, renewed at least twice within it', () => {
    expect(
      readConfig({ SETTLEGRAPH_SYNC_LEASE_S: '30', SETTLEGRAPH_SYNC_LEASE_RENEW_S: '10' }).sync
        .lease,
    ).toEqual({ durationSeconds: 30, renewSeconds: 10 });
    expect(() =>
      readConfig({ SETTLEGRAPH_SYNC_LEASE_S: '4', SETTLEGRAPH_SYNC_LEASE_RENEW_S: '3' }),
    ).toThrow(
      'SETTLEGRAPH_SYNC_LEASE_RENEW_S (3) must be at most half of SETTLEGRAPH_SYNC_LEASE_S (4)',
    );
    expect(() => readConfig({ SETTLEGRAPH_SYNC_LEASE_S: '1' })).toThrow(
      'SETTLEGRAPH_SYNC_LEASE_S must be a whole number of at least 2',
    );
  });

  test('SETTLEGRAPH_SYNC names venues; endpoints and the interval are configurable', () => {
    const { sync } = readConfig({
      SETTLEGRAPH_SYNC: ' kalshi , polymarket ',
      SETTLEGRAPH_SYNC_INTERVAL_S: '15',
      SETTLEGRAPH_KALSHI_URL: 'http://127.0.0.1:9000/trade-api/v2/',
    });
    expect(sync.venues).toEqual(['kalshi', 'polymarket']);
    expect(sync.intervalSeconds).toBe(15);
    expect(sync.endpoints.kalshi).toBe('http://127.0.0.1:9000/trade-api/v2');
  });

  test('the intervals of full passes, trades and history, and one request budget, are configurable', () => {
    const { sync } = readConfig({
      SETTLEGRAPH_SYNC_FULL_INTERVAL_S: '7200',
      SETTLEGRAPH_SYNC_TRADES_INTERVAL_S: '30',
      SETTLEGRAPH_SYNC_HISTORY_INTERVAL_S: '900',
      SETTLEGRAPH_SYNC_REQUESTS_PER_S: '50',
      SETTLEGRAPH_REFERENCE_REFRESH_S: '86400',
    });
    expect(sync).toMatchObject({
      fullIntervalSeconds: 7200,
      tradesIntervalSeconds: 30,
      historyIntervalSeconds: 900,
      referenceRefreshSeconds: 86400,
      requestsPerSecond: 50,
    });
    expect(() => readConfig({ SETTLEGRAPH_SYNC_REQUESTS_PER_S: '0' })).toThrow(
      'SETTLEGRAPH_SYNC_REQUESTS_PER_S must be a whole number of at least 1',
    );
  });

  test('an unknown or repeated venue, a bad URL or interval is refused at start', () => {
    expect(() => readConfig({ SETTLEGRAPH_SYNC: 'betfair' })).toThrow(
      'SETTLEGRAPH_SYNC: unknown venue "betfair" (known: polymarket, kalshi)',
    );
    expect(() => readConfig({ SETTLEGRAPH_SYNC: 'kalshi,kalshi' })).toThrow('names a venue twice');
    expect(() => readConfig({ SETTLEGRAPH_POLYMARKET_CLOB_URL: 'clob' })).toThrow(
      'SETTLEGRAPH_POLYMARKET_CLOB_URL must be an http(s) URL',
    );
    expect(() => readConfig({ SETTLEGRAPH_KALSHI_URL: 'ftp://x' })).toThrow('http(s) URL');
    expect(() => readConfig({ SETTLEGRAPH_SYNC_INTERVAL_S: '0' })).toThrow(
      'SETTLEGRAPH_SYNC_INTERVAL_S must be a whole number of at least 1',
    );
  });
});

describe('the venue stream settings', () => {
  test('stream URLs, intervals and SETTLEGRAPH_STREAMS=off', () => {
    const { sync } = readConfig({
      SETTLEGRAPH_STREAMS: 'off',
      SETTLEGRAPH_POLYMARKET_WS_URL: 'ws://127.0.0.1:9001/ws/market',
      SETTLEGRAPH_KALSHI_WS_URL: 'ws://127.0.0.1:9002/trade-api/ws/v2',
      SETTLEGRAPH_STREAM_POLL_INTERVAL_S: '3',
      SETTLEGRAPH_STREAM_PERSIST_INTERVAL_MS: '250',
      SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS: '0',
    });
    expect(sync.streams).toEqual({
      enabled: false,
      polymarketUrl: 'ws://127.0.0.1:9001/ws/market',
      kalshiUrl: 'ws://127.0.0.1:9002/trade-api/ws/v2',
      pollIntervalSeconds: 3,
      persistIntervalMs: 250,
      bookIntervalMs: 0,
    });
  });

  test('Kalshi credentials: a key ID and a readable PEM RSA key, both or neither', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settlegraph-key-'));
    const file = join(dir, 'kalshi.pem');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(file, privateKey.export({ type: 'pkcs1', format: 'pem' }));
    const { sync } = readConfig({
      SETTLEGRAPH_KALSHI_API_KEY_ID: 'key-1',
      SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE: file,
    });
    expect(sync.streams.kalshiCredentials?.keyId).toBe('key-1');
    expect(() => readConfig({ SETTLEGRAPH_KALSHI_API_KEY_ID: 'key-1' })).toThrow(
      'SETTLEGRAPH_KALSHI_API_KEY_ID and SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE are given together',
    );
    writeFileSync(file, 'not a key');
    expect(() =>
      readConfig({
        SETTLEGRAPH_KALSHI_API_KEY_ID: 'key-1',
        SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE: file,
      }),
    ).toThrow('SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE: not a PEM private key');
    expect(() =>
      readConfig({
        SETTLEGRAPH_KALSHI_API_KEY_ID: 'key-1',
        SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE: join(dir, 'missing.pem'),
      }),
    ).toThrow('SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE: cannot read');
    expect(() => readConfig({ SETTLEGRAPH_STREAMS: 'sometimes' })).toThrow(
      'SETTLEGRAPH_STREAMS must be "on" or "off"',
    );
    expect(() => readConfig({ SETTLEGRAPH_KALSHI_WS_URL: 'https://x' })).toThrow(
      'SETTLEGRAPH_KALSHI_WS_URL must be a ws(s) URL',
    );
  });
});

describe('market data retention', () => {
  test('unset: nothing is pruned by a plain serve; a continuous sync keeps the defaults', () => {
    const { retention } = readConfig({});
    expect(retention).toEqual({
      observationsHours: undefined,
      tradesDays: undefined,
      oneMinuteBarsDays: undefined,
      oneHourBarsDays: undefined,
      pruneIntervalSeconds: 3600,
    });
    expect(effectiveRetention(retention, false)).toEqual({
      observationsHours: null,
      tradesDays: null,
      oneMinuteBarsDays: null,
      oneHourBarsDays: null,
    });
    expect(effectiveRetention(retention, true)).toEqual(DEFAULT_RETENTION);
  });

  test('each window is set in whole hours or days, 0 keeping that kind for ever', () => {
    const { retention } = readConfig({
      SETTLEGRAPH_RETAIN_OBSERVATIONS_H: '6',
      SETTLEGRAPH_RETAIN_TRADES_D: '0',
      SETTLEGRAPH_RETAIN_BARS_1M_D: '7',
      SETTLEGRAPH_PRUNE_INTERVAL_S: '600',
    });
    expect(effectiveRetention(retention, true)).toEqual({
      observationsHours: 6,
      tradesDays: null,
      oneMinuteBarsDays: 7,
      oneHourBarsDays: null,
    });
    expect(retention.pruneIntervalSeconds).toBe(600);
    expect(() => readConfig({ SETTLEGRAPH_RETAIN_TRADES_D: '-1' })).toThrow(
      'SETTLEGRAPH_RETAIN_TRADES_D must be a whole number of at least 0',
    );
  });
});

describe('bounds per tenant (docs/decisions.md, "Bounded memory")', () => {
  test('unset: the defaults', () => {
    const config = readConfig({});
    expect(config.fairValues).toEqual(DEFAULT_FAIR_VALUE_BOUNDS);
    expect(config.workLimits).toEqual(DEFAULT_WORK_LIMITS);
  });

  test('each variable sets its bound', () => {
    const config = readConfig({
      SETTLEGRAPH_FAIR_VALUE_HISTORY: '2',
      SETTLEGRAPH_FAIR_VALUES_PER_SCOPE: '500',
      SETTLEGRAPH_RESPONSE_LIMIT_BYTES: '1048576',
      SETTLEGRAPH_EVALUATION_CELLS_MAX: '1000',
    });
    expect(config.fairValues).toEqual({ historyPerValue: 2, currentPerScope: 500 });
    expect(config.workLimits).toEqual({ responseLimitBytes: 1048576, evaluationCellsMax: 1000 });
  });

  test.each([
    ['SETTLEGRAPH_FAIR_VALUE_HISTORY', '0', 1],
    ['SETTLEGRAPH_FAIR_VALUES_PER_SCOPE', '0', 1],
    ['SETTLEGRAPH_RESPONSE_LIMIT_BYTES', '1000', 1024],
    ['SETTLEGRAPH_EVALUATION_CELLS_MAX', 'many', 1],
  ])('%s=%s is refused at start', (name, value, least) => {
    expect(() => readConfig({ [name]: value })).toThrow(
      `${name} must be a whole number of at least ${least}`,
    );
  });
});

describe('the age past which evaluations warn QUOTE_OLD', () => {
  test('300 s unless SETTLEGRAPH_QUOTE_WARN_AGE_S says otherwise; 0 warns on any age', () => {
    expect(readConfig({}).quoteWarnAgeSeconds).toBe(300);
    expect(readConfig({ SETTLEGRAPH_QUOTE_WARN_AGE_S: '3600' }).quoteWarnAgeSeconds).toBe(3600);
    expect(readConfig({ SETTLEGRAPH_QUOTE_WARN_AGE_S: '0' }).quoteWarnAgeSeconds).toBe(0);
    expect(() => readConfig({ SETTLEGRAPH_QUOTE_WARN_AGE_S: '-1' })).toThrow(
      'SETTLEGRAPH_QUOTE_WARN_AGE_S must be a whole number of at least 0',
    );
  });
});

describe('Idempotency-Key retention', () => {
  test('24 hours unless SETTLEGRAPH_IDEMPOTENCY_RETENTION_H says otherwise', () => {
    expect(readConfig({}).idempotencyRetentionHours).toBe(24);
    expect(
      readConfig({ SETTLEGRAPH_IDEMPOTENCY_RETENTION_H: '72' }).idempotencyRetentionHours,
    ).toBe(72);
  });

  test.each(['0', '1.5', 'day'])(
    'SETTLEGRAPH_IDEMPOTENCY_RETENTION_H=%s is refused at start',
    (value) => {
      expect(() => readConfig({ SETTLEGRAPH_IDEMPOTENCY_RETENTION_H: value })).toThrow(
        'SETTLEGRAPH_IDEMPOTENCY_RETENTION_H must be a whole number of at least 1',
      );
    },
  );
});

describe('Neo4j limits: a request’s and an import’s (docs/decisions.md, "Imports get the import limits")', () => {
  const neo4jOf = (env: NodeJS.ProcessEnv) =>
    readConfig({ NEO4J_URI: 'bolt://db:7687', ...env }).neo4j!;

  test('unset: 10 s for a request, 60 s for an import', () => {
    expect(requestLimits(neo4jOf({}))).toEqual({
      readDeadlineMs: 10_000,
      transactionTimeoutMs: 10_000,
    });
    expect(importLimits(neo4jOf({}))).toEqual({
      readDeadlineMs: 60_000,
      transactionTimeoutMs: 60_000,
    });
  });

  test('the request variables leave an import’s limits alone, and the import variable a request’s', () => {
    const neo4j = neo4jOf({
      SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS: '2000',
      SETTLEGRAPH_NEO4J_WRITE_TIMEOUT_MS: '3000',
      SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS: '120000',
    });
    expect(requestLimits(neo4j)).toEqual({ readDeadlineMs: 2_000, transactionTimeoutMs: 3_000 });
    expect(importLimits(neo4j)).toEqual({ readDeadlineMs: 120_000, transactionTimeoutMs: 120_000 });
    expect(importLimits(neo4jOf({ SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS: '2000' }))).toEqual({
      readDeadlineMs: 60_000,
      transactionTimeoutMs: 60_000,
    });
  });

  test.each(['99', 'soon'])(
    'SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS=%s is refused at start',
    (value) => {
      expect(() => neo4jOf({ SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS: value })).toThrow(
        /SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS must be a whole number of at least 100/,
      );
    },
  );
});
