// Cross-venue pairs matched in a worker thread (docs/decisions.md, "Cross-venue pairs matched off
// the event loop"), over real HTTP on the memory store. With a generated catalog large enough that
// matching takes seconds of a core, /healthz answers while the first pairs request is computed;
// two requests for the same terms share one matching; a GraphQL operation that stops waiting at its
// time limit gets QUERY_TOO_COMPLEX while the matching goes on and answers the next request. On
// the recorded catalog the pairs matched in a thread are those matched inline, page by page.
import { MemoryStore } from '../../src/store/memory/memory-store';
import { catalogOf } from '../../bench/candidates.bench';
import { generateCandidateMarkets } from '../support/candidate-markets';
import { recordedSet } from '../support/cross-venue-catalog';
import { allPairPages } from '../support/cross-venue-server';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { graphql } from '../graphql/graphql-client';

/** Markets on each venue: several seconds of a core to match, a few to import. */
const PER_VENUE = 4_000;

const PAIRS_QUERY = '{ crossVenuePairs(first: 5) { totalCount nodes { pairKey verdict } } }';

describe('cross-venue pairs matched off the event loop', () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    const { markets } = generateCandidateMarkets(PER_VENUE);
    server = await startTestServer(new MemoryStore(), [catalogOf(markets)], undefined, {
      // Long enough to start the matching, far shorter than the matching itself.
      graphqlLimits: { timeoutMs: 500 },
    });
  }, 900_000);
  afterAll(async () => {
    await server?.close();
  });

  test('/healthz answers while the first pairs request is matched; a request for the same terms waits for the same matching; a GraphQL operation past its limit gets QUERY_TOO_COMPLEX and the matching goes on', async () => {
    const s = server!;
    const events: string[] = [];
    const first = get(s, '/v1/cross-venue-pairs?page_size=50').then((res) => {
      events.push('pairs');
      return res;
    });
    const health = await get(s, '/healthz', null);
    expect(health.status).toBe(200);
    events.push('healthz');
    const second = get(s, '/v1/cross-venue-pairs?page_size=20');
    const timedOut = await graphql(s, PAIRS_QUERY);
    events.push('graphql');

    const [a, b] = await Promise.all([first, second]);
    expect(events).toEqual(['healthz', 'graphql', 'pairs']);
    expect(a.status).toBe(200);
    expect(a.body.items).toHaveLength(50);
    expect(b.status).toBe(200);
    expect(b.body.items).toEqual(a.body.items.slice(0, 20));

    expect(timedOut.status).toBe(200);
    expect(timedOut.body.data?.crossVenuePairs).toBeNull();
    expect(timedOut.body.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(timedOut.body.errors?.[0]?.extensions.details).toMatchObject({
      limit: 'timeoutMs',
      maximum: 500,
    });

    // One matching for the three requests; the next GraphQL operation reads it. The page of 20
    // waits for it; the operation past its limit does too when its resolver is reached before the
    // limit, which a fresh-clone run on a quiet machine once did not (reused 1): one matching is
    // the proof, not how many waited.
    const counts = s.services.crossVenuePairs.matchingCounts();
    expect(counts.computed).toBe(1);
    expect(counts.reused).toBeGreaterThanOrEqual(1);
    const served = await graphql(s, PAIRS_QUERY);
    expect(served.body.errors).toBeUndefined();
    expect(served.body.data.crossVenuePairs.nodes.map((p: any) => p.pairKey)).toEqual(
      a.body.items
        .slice(0, 5)
        .map((p: any) => `${p.kalshi.venue_market_id}|${p.polymarket.venue_market_id}`),
    );
    expect(s.services.crossVenuePairs.matchingCounts().computed).toBe(1);
    expect(s.services.evaluation.pool.inFlight).toBe(0);
  }, 600_000);
});

describe('pairs matched in a thread are the pairs matched inline', () => {
  const recorded = recordedSet();
  let inline: TestServer | undefined;
  let threaded: TestServer | undefined;
  beforeAll(async () => {
    inline = await startTestServer(new MemoryStore(), [recorded.catalog], undefined, {
      pairMatchingInlineMarkets: Number.MAX_SAFE_INTEGER,
    });
    threaded = await startTestServer(new MemoryStore(), [recorded.catalog], undefined, {
      pairMatchingInlineMarkets: 0,
      evaluationPool: { threads: 1 },
    });
  }, 900_000);
  afterAll(async () => {
    await inline?.close();
    await threaded?.close();
  });

  test.each(['page_size=7', 'page_size=500&verdicts=DIFFERENT&verdicts=RELATED'])(
    'every page of %s, pair by pair',
    async (query) => {
      const fromThread = await allPairPages(threaded!, query);
      const fromLoop = await allPairPages(inline!, query);
      const items = (pages: any[]) => pages.map((p) => p.items);
      expect(items(fromThread)).toEqual(items(fromLoop));
      expect(items(fromThread).flat().length).toBeGreaterThan(0);
      expect(threaded!.services.crossVenuePairs.matchingCounts().computed).toBe(1);
    },
    600_000,
  );
});
