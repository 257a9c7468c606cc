// Review of cross-venue pairs over real HTTP on loopback, on both stores (docs/decisions.md,
// "Cross-venue pair review"): the catalog adapted from test/fixtures/venues/ (the December 2026
// FOMC and bitcoin markets, whose H0 pair the matcher finds EQUIVALENT). A reviewer decides
// through POST /v1/cross-venue-pairs:decide and Mutation.decideCrossVenuePair; each decision is
// the pair's next version with who, when and why, read back whole through GET
// /v1/cross-venue-pairs/decisions and Query.crossVenuePairDecisions, and shown on the pair in
// GET /v1/cross-venue-pairs and Query.crossVenuePairs. Keys without the permission are refused
// before anything is looked at; unknown markets, markets of the wrong venue and malformed bodies
// are refused with nothing written.
import type { ApiKeyConfig } from '../../src/http/auth';
import { documentedSet } from '../support/cross-venue-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, http, post, startTestServer, type TestServer } from '../support/test-server';

const OPERATOR = 'review-test-operator';
const REVIEWER = 'review-test-reviewer';
const TENANT = 'review-test-tenant';
const KEYS: ApiKeyConfig[] = [
  { key: OPERATOR, scopes: [], operator: true, name: 'operations' },
  { key: REVIEWER, scopes: ['cross-venue-review'], name: 'ann' },
  { key: TENANT, scopes: ['scope-b'] },
];

const H0 = { kalshi_ticker: 'KXFEDDECISION-26DEC-H0', polymarket_market_id: '612803' };
const C25 = { kalshi_ticker: 'KXFEDDECISION-26DEC-C25', polymarket_market_id: '612802' };

const decide = (server: TestServer, body: unknown, key = REVIEWER) =>
  post(server, '/v1/cross-venue-pairs:decide', body, key);

const historyOf = (server: TestServer, pair: typeof H0, key = REVIEWER) =>
  get(
    server,
    `/v1/cross-venue-pairs/decisions?kalshi_ticker=${pair.kalshi_ticker}&polymarket_market_id=${pair.polymarket_market_id}`,
    key,
  );

const graphql = (server: TestServer, query: string, variables: unknown, key = REVIEWER) =>
  post(server, '/graphql', { query, variables }, key);

/** The pair of the list, with its decision. */
async function listed(server: TestServer, pair: typeof H0, key = TENANT): Promise<any> {
  const res = await get(server, '/v1/cross-venue-pairs?page_size=500', key);
  expect(res.status).toBe(200);
  return (res.body.items as any[]).find(
    (p) =>
      p.kalshi.venue_market_id === pair.kalshi_ticker &&
      p.polymarket.venue_market_id === pair.polymarket_market_id,
  );
}

describe.each(STORE_KINDS)('cross-venue pair review over HTTP ($name store)', (kind) => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer(await kind.open(), [documentedSet().catalog], KEYS, {
      clock: () => new Date('2026-11-28T12:00:00Z'),
    });
  });
  afterEach(async () => {
    await server.close();
  });

  test('a decision is kept with who, when and why; a new one is the next version, the history whole', async () => {
    expect((await listed(server, H0)).decision).toBeNull();
    const accepted = await decide(server, {
      ...H0,
      decision: 'ACCEPT',
      reason: 'same FOMC statement, same close, no exceptional settlement',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      ...H0,
      version: 1,
      decision: 'ACCEPT',
      status: 'ACCEPTED',
      reason: 'same FOMC statement, same close, no exceptional settlement',
      decided_by: 'ann',
      decided_at: '2026-11-28T12:00:00.000Z',
      terms_fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // A retry of the same decision is that decision, not a new version.
    const again = await decide(server, {
      ...H0,
      decision: 'ACCEPT',
      reason: 'same FOMC statement, same close, no exceptional settlement',
    });
    expect(again.body).toEqual(accepted.body);

    const rejected = await decide(
      server,
      { ...H0, decision: 'REJECT', reason: 'the Polymarket text counts an intermeeting move' },
      OPERATOR,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      version: 2,
      decision: 'REJECT',
      status: 'REJECTED',
      decided_by: 'operations',
    });

    const history = await historyOf(server, H0);
    expect(history.status).toBe(200);
    expect(history.body).toEqual({
      ...H0,
      status: 'REJECTED',
      decisions: [accepted.body, rejected.body],
    });

    // A rejected pair keeps its verdict: its decision is shown, not hidden, to every key.
    const pair = await listed(server, H0);
    expect(pair.verdict).toBe('EQUIVALENT');
    expect(pair.decision).toEqual({
      version: 2,
      decision: 'REJECT',
      status: 'REJECTED',
      reason: 'the Polymarket text counts an intermeeting move',
      decided_at: '2026-11-28T12:00:00.000Z',
    });
    expect(JSON.stringify(pair)).not.toContain('operations');
    expect((await listed(server, C25)).decision).toBeNull();
    const rejectedOnly = await get(server, '/v1/cross-venue-pairs?verdicts=EQUIVALENT', TENANT);
    expect(rejectedOnly.body.items.map((p: any) => p.decision?.status ?? null)).toContain(
      'REJECTED',
    );
  });

  test('GraphQL: the mutation decides, the query reads the history, the pair shows the decision', async () => {
    const mutation = `mutation Decide($input: DecideCrossVenuePairInput!) {
      decideCrossVenuePair(input: $input) {
        kalshiTicker polymarketMarketId version decision status reason decidedBy decidedAt termsFingerprint
      }
    }`;
    const pairsQuery = `{ crossVenuePairs(verdicts: [EQUIVALENT], first: 10) {
        nodes { kalshi { venueMarketId } polymarket { venueMarketId } verdict decision { version decision status } }
    } }`;
    // Asked before the decision: the same query after it must not be answered from a cache.
    const before = await graphql(server, pairsQuery, {}, TENANT);
    expect((before.body.data.crossVenuePairs.nodes as any[]).map((n) => n.decision)).toEqual([
      null,
      null,
    ]);
    const first = await graphql(server, mutation, {
      input: {
        kalshiTicker: C25.kalshi_ticker,
        polymarketMarketId: C25.polymarket_market_id,
        decision: 'ACCEPT',
        reason: 'both pay on a 25 bp cut at the December meeting',
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.decideCrossVenuePair).toMatchObject({
      kalshiTicker: C25.kalshi_ticker,
      version: 1,
      decision: 'ACCEPT',
      status: 'ACCEPTED',
      decidedBy: 'ann',
    });
    const history = await graphql(
      server,
      `
        query History($k: String!, $p: String!) {
          crossVenuePairDecisions(kalshiTicker: $k, polymarketMarketId: $p) {
            status
            decisions {
              version
              decision
              reason
              decidedBy
            }
          }
        }
      `,
      { k: C25.kalshi_ticker, p: C25.polymarket_market_id },
    );
    expect(history.body.data.crossVenuePairDecisions).toEqual({
      status: 'ACCEPTED',
      decisions: [
        {
          version: 1,
          decision: 'ACCEPT',
          reason: 'both pay on a 25 bp cut at the December meeting',
          decidedBy: 'ann',
        },
      ],
    });
    const pairs = await graphql(server, pairsQuery, {}, TENANT);
    expect(pairs.body.errors).toBeUndefined();
    const nodes = pairs.body.data.crossVenuePairs.nodes as any[];
    expect(nodes.find((n) => n.kalshi.venueMarketId === C25.kalshi_ticker).decision).toEqual({
      version: 1,
      decision: 'ACCEPT',
      status: 'ACCEPTED',
    });
    expect(nodes.find((n) => n.kalshi.venueMarketId === H0.kalshi_ticker).decision).toBeNull();

    // The same permission as REST: a tenant's key is FORBIDDEN and nothing is written.
    const refused = await graphql(
      server,
      mutation,
      {
        input: {
          kalshiTicker: H0.kalshi_ticker,
          polymarketMarketId: H0.polymarket_market_id,
          decision: 'ACCEPT',
          reason: 'x',
        },
      },
      TENANT,
    );
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(refused.body.data.decideCrossVenuePair).toBeNull();
    expect((await historyOf(server, H0)).body.decisions).toEqual([]);
  });

  test('keys without the permission are FORBIDDEN, whatever the pair', async () => {
    for (const body of [
      { ...H0, decision: 'ACCEPT', reason: 'r' },
      { kalshi_ticker: 'NO-SUCH', polymarket_market_id: '1', decision: 'REJECT', reason: 'r' },
    ]) {
      const res = await decide(server, body, TENANT);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'FORBIDDEN' });
      expect(res.body.error.message).toContain('cross-venue-review');
    }
    expect((await historyOf(server, H0, TENANT)).status).toBe(403);
    expect(
      (await http(server, 'POST', '/v1/cross-venue-pairs:decide', { body: H0, key: null })).status,
    ).toBe(401);
    expect((await historyOf(server, H0)).body.decisions).toEqual([]);
  });

  test('unknown markets, markets of the wrong venue and malformed bodies are 400, nothing written', async () => {
    const cases: [unknown, string, string][] = [
      [
        { ...H0, kalshi_ticker: 'KXNOSUCH-1', decision: 'ACCEPT', reason: 'r' },
        'kalshi_ticker',
        'no Kalshi market with ticker "KXNOSUCH-1"',
      ],
      [
        { ...H0, polymarket_market_id: '999999', decision: 'ACCEPT', reason: 'r' },
        'polymarket_market_id',
        'no Polymarket market with ID "999999"',
      ],
      [
        {
          kalshi_ticker: '612802',
          polymarket_market_id: '612803',
          decision: 'ACCEPT',
          reason: 'r',
        },
        'kalshi_ticker',
        'is a Polymarket market',
      ],
      [
        { ...H0, polymarket_market_id: 'KXFEDDECISION-26DEC-C25', decision: 'ACCEPT', reason: 'r' },
        'polymarket_market_id',
        'is a Kalshi market',
      ],
      [{ ...H0, decision: 'ACCEPT', reason: '   ' }, 'reason', 'say why'],
    ];
    for (const [body, path, reason] of cases) {
      const res = await decide(server, body);
      expect([res.status, res.body.error?.code]).toEqual([400, 'INVALID_REQUEST']);
      expect(res.body.error.details.problems).toEqual(
        expect.arrayContaining([{ path, reason: expect.stringContaining(reason) }]),
      );
      expect(res.body.error.request_id).toEqual(expect.any(String));
    }
    for (const body of [
      { ...H0, decision: 'MAYBE', reason: 'r' },
      { ...H0, reason: 'r' },
      { ...H0, decision: 'ACCEPT', reason: 'r', extra: true },
      { ...H0, decision: 'ACCEPT', reason: 'x'.repeat(1025) },
      '{"kalshi_ticker": ',
    ]) {
      const res = await decide(server, body);
      expect([res.status, res.body.error?.code]).toEqual([400, 'INVALID_REQUEST']);
    }
    const history = await historyOf(server, H0);
    expect(history.body).toEqual({ ...H0, status: null, decisions: [] });
  });
});
