// SettlementEvidence.terms and Query.crossVenuePairs over real HTTP on both stores
// (docs/decisions.md, "Cross-venue pairs"): the catalog adapted from the recorded World Cup and
// Fed Chair payloads of test/fixtures/cross-venue/ shows each market's terms with exactly the
// spans extractTerms gives; the pairs are the matcher's, paged forward and backward at one
// snapshot, filtered by verdict; bad arguments are errors in GraphQL's names; the field's cost
// is bounded (spans count their declared list size).
import { importCatalog } from '../../src/catalog/import-catalog';
import { DEFAULT_GRAPHQL_LIMITS } from '../../src/domain/limits';
import type { SettlementTerms, Term } from '../../src/domain/settlement-terms/settlement-terms';
import { buildGraphqlSchema } from '../../src/graphql/build-schema';
import { QueryLimits } from '../../src/graphql/query-limits';
import {
  documentedSet,
  pairKey,
  pairsTogether,
  recordedSet,
  type AdaptedSet,
} from '../support/cross-venue-catalog';
import { STORE_KINDS } from '../support/stores';
import { startTestServer, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

const recorded: AdaptedSet = recordedSet();
const documented: AdaptedSet = documentedSet();

const SPANS = 'spans { field start end text }';
const TERMS = `venue venueMarketId conditionId
  quantity { status reason statedNone ${SPANS} value { subject name kind } }
  source { status reason statedNone ${SPANS} value }
  window { status reason statedNone ${SPANS} value { kind at start end zone event } }
  boundary { status reason statedNone ${SPANS} value { comparator threshold upper stage entity unit } }
  exceptions { status reason statedNone ${SPANS} value { rule } }
  yes { status reason statedNone ${SPANS} value }`;
const SIDE = `marketId venue venueMarketId terms { ${TERMS} }`;
const PAIR = `pairKey verdict relation term values { kalshi polymarket } reason yesAligned
  differences { term kalshi polymarket } unread rank sharedEntities
  kalshi { ${SIDE} } polymarket { ${SIDE} }`;
const PAIRS = `query Pairs($verdicts: [PairVerdict!], $first: Int, $after: String, $last: Int, $before: String) {
  crossVenuePairs(verdicts: $verdicts, first: $first, after: $after, last: $last, before: $before) {
    totalCount snapshotId
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { ${PAIR} } }
  }
}`;

/** GraphQL's names of the comparators REST spells as symbols. */
const COMPARATOR_NAMES: Record<string, string> = {
  '>': 'GREATER_THAN',
  '>=': 'AT_LEAST',
  '<': 'LESS_THAN',
  '<=': 'AT_MOST',
  '=': 'EQUAL_TO',
  BETWEEN_INCLUSIVE: 'BETWEEN_INCLUSIVE',
  REACHES: 'REACHES',
  BETWEEN_LOWER_INCLUSIVE: 'BETWEEN_LOWER_INCLUSIVE',
};

/** The terms as the query above selects them: absent fields are null. */
function graphqlTerms(t: SettlementTerms): unknown {
  const term = <T>(x: Term<T>, value: (v: T) => unknown) => ({
    status: x.status,
    reason: x.status === 'UNKNOWN' ? x.reason : null,
    statedNone: x.status === 'UNKNOWN' && x.statedNone ? true : null,
    spans: x.spans,
    value: x.status === 'KNOWN' ? value(x.value) : null,
  });
  const or = (v: string | undefined) => v ?? null;
  return {
    venue: t.venue,
    venueMarketId: t.venueMarketId,
    conditionId: or(t.conditionId),
    quantity: term(t.quantity, (q) => ({ ...q })),
    source: term(t.source, (s) => s),
    window: term(t.window, (w) => ({
      kind: w.kind,
      at: or('at' in w ? w.at : undefined),
      start: or('start' in w ? w.start : undefined),
      end: or('end' in w ? w.end : undefined),
      zone: or('zone' in w ? w.zone : undefined),
      event: or('event' in w ? w.event : undefined),
    })),
    boundary: term(t.boundary, (b) => ({
      comparator: COMPARATOR_NAMES[b.comparator],
      threshold: or(b.threshold),
      upper: or(b.upper),
      stage: or(b.stage),
      entity: or(b.entity),
      unit: b.unit,
    })),
    exceptions: term(t.exceptions, (e) => ({ ...e })),
    yes: term(t.yes, (y) => y),
  };
}

const keyOf = (p: any) =>
  pairKey(p.kalshi.venueMarketId, p.polymarket.venueMarketId, p.verdict, p.relation);

describe.each(STORE_KINDS)('cross-venue pairs over GraphQL ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [recorded.catalog]);
  });
  afterAll(async () => {
    await server.close();
  });

  async function walk(verdicts?: string[]): Promise<any[]> {
    const edges: any[] = [];
    let after: string | null = null;
    for (;;) {
      const page: any = (await data(server, PAIRS, { verdicts, first: 500, after }))
        .crossVenuePairs;
      edges.push(...page.edges);
      if (!page.pageInfo.hasNextPage) return edges;
      after = page.pageInfo.endCursor;
    }
  }

  test('SettlementEvidence.terms is what extractTerms gives, spans and all', async () => {
    const found = await data(
      server,
      `{ markets(first: 500) { nodes { marketId settlementEvidence { terms { ${TERMS} } } } } }`,
    );
    const markets: any[] = found.markets.nodes;
    expect(markets).toHaveLength(recorded.catalog.markets.length);
    for (const m of markets) {
      const terms = m.settlementEvidence.terms;
      expect([m.marketId, terms]).toEqual([
        m.marketId,
        graphqlTerms(recorded.terms.get(terms.venueMarketId)!),
      ]);
    }
  });

  test('crossVenuePairs are the matcher’s, with the labelled relations', async () => {
    const edges = await walk();
    expect(edges.map((e) => keyOf(e.node)).sort()).toEqual([...recorded.pairs].sort());
    const england = edges.find(
      (e) =>
        e.node.kalshi.venueMarketId === 'KXWCROUND-26RO16-ENG' &&
        e.node.polymarket.venueMarketId === '558935',
    ).node;
    expect(england).toMatchObject({
      verdict: 'RELATED',
      relation: 'IMPLICATION_POLYMARKET_TO_KALSHI',
      term: 'BOUNDARY',
      values: null,
      yesAligned: true,
      kalshi: { marketId: 'mkt-kx-kxwcround-26ro16-eng', venue: 'kalshi' },
      polymarket: { marketId: 'mkt-pm-558935', venue: 'polymarket' },
    });
    expect(england.kalshi.terms).toEqual(graphqlTerms(recorded.terms.get('KXWCROUND-26RO16-ENG')!));
    expect(england.kalshi.terms.boundary.value).toMatchObject({
      comparator: 'REACHES',
      stage: 'ROUND_OF_16',
      threshold: null,
    });
  });

  test('last and before page backward at the snapshot of the cursor', async () => {
    const all = (await walk()).map((e) => keyOf(e.node));
    const tail = (await data(server, PAIRS, { last: 2 })).crossVenuePairs;
    expect(tail.edges.map((e: any) => keyOf(e.node))).toEqual(all.slice(-2));
    expect(tail.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    await importCatalog(server.store, documented.catalog);
    const before = (await data(server, PAIRS, { last: 3, before: tail.pageInfo.startCursor }))
      .crossVenuePairs;
    expect(before.snapshotId).toBe(tail.snapshotId);
    expect(before.totalCount).toBe(all.length);
    expect(before.edges.map((e: any) => keyOf(e.node))).toEqual(all.slice(-5, -2));
    const now = (await data(server, PAIRS, { first: 1 })).crossVenuePairs;
    expect(now.totalCount).toBe(pairsTogether(recorded, documented).length);
  });

  test('verdicts keeps those verdicts; other verdicts cannot continue its cursor', async () => {
    const equivalent = (await data(server, PAIRS, { verdicts: ['EQUIVALENT'], first: 1 }))
      .crossVenuePairs;
    expect(equivalent.totalCount).toBe(2);
    expect(equivalent.edges[0].node).toMatchObject({ verdict: 'EQUIVALENT', term: null });
    const different = (await walk(['DIFFERENT'])).map((e) => e.node);
    // The documented Bitcoin pairs and the recorded NFL game's (postponement, YES/NO inversion).
    const isDifferent = (k: string) => k.includes('|DIFFERENT|');
    expect(different.map(keyOf).sort()).toEqual(
      pairsTogether(recorded, documented).filter(isDifferent).sort(),
    );
    for (const pair of different) {
      expect(pair.values).toEqual({ kalshi: expect.any(String), polymarket: expect.any(String) });
      expect(pair.term).toMatch(/^[A-Z]+$/);
      // Every differing term is named, the deciding one among them.
      expect(pair.differences).toContainEqual({ term: pair.term, ...pair.values });
      expect(pair.pairKey).toBe(`${pair.kalshi.venueMarketId}|${pair.polymarket.venueMarketId}`);
    }
    // UNKNOWN, deprecated, asks for the CANDIDATE pairs; no pair is served as UNKNOWN.
    const candidates = (await walk(['CANDIDATE'])).map((e) => e.node);
    expect(candidates.length).toBeGreaterThan(0);
    expect((await walk(['UNKNOWN'])).map((e) => e.node)).toEqual(candidates);
    // A candidate names its unread terms, or says which read terms it could not compare.
    for (const pair of candidates)
      expect([
        pair.pairKey,
        pair.unread.includes(pair.term) || /not compared/.test(pair.reason),
      ]).toEqual([pair.pairKey, true]);
    const res = await graphql(server, PAIRS, {
      verdicts: ['RELATED'],
      after: equivalent.pageInfo.endCursor,
    });
    expect(res.body.data?.crossVenuePairs).toBeNull();
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_REQUEST',
      details: { problems: [{ path: 'after' }] },
    });
  });

  test.each([
    [{ verdicts: [] }, 'INVALID_REQUEST', 'verdicts', 'verdicts needs at least one verdict'],
    [{ first: 501 }, 'PAGE_SIZE_TOO_LARGE', 'first', 'first 501 is above the service cap of 500'],
    [{ first: 1, last: 1 }, 'INVALID_REQUEST', 'last', 'first and last cannot be given together'],
    [{ last: 0 }, 'INVALID_REQUEST', 'last', 'last must be an integer of at least 1'],
  ])('%j is %s naming %s', async (variables, code, path, message) => {
    const res = await graphql(server, PAIRS, variables);
    expect(res.status).toBe(200);
    expect(res.body.data?.crossVenuePairs).toBeNull();
    const [error] = res.body.errors!;
    expect(error!.message).toBe(message);
    expect(error!.extensions).toMatchObject({ code, details: { problems: [{ path }] } });
    if (code === 'PAGE_SIZE_TOO_LARGE') expect(error!.extensions.details.maxPageSize).toBe(500);
  });

  test('a verdict outside the enum is refused before anything runs', async () => {
    const res = await graphql(server, PAIRS, { verdicts: ['MAYBE'] });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions.code).toBe('INVALID_REQUEST');
  });
});

describe('the cost of Query.crossVenuePairs', () => {
  let limits: QueryLimits;

  beforeAll(async () => {
    limits = new QueryLimits(await buildGraphqlSchema(), DEFAULT_GRAPHQL_LIMITS);
  });

  const complexity = (query: string) =>
    limits.measure(limits.parse(query), undefined, {})?.complexity ?? NaN;

  test('spans count their declared size (3), not the default list size', () => {
    const spans = complexity(
      '{ crossVenuePairs(first: 1) { nodes { kalshi { terms { quantity { spans { text } } } } } } }',
    );
    const reason = complexity(
      '{ crossVenuePairs(first: 1) { nodes { kalshi { terms { quantity { reason } } } } } }',
    );
    expect(spans - reason).toBe(3);
  });

  test('a full page of 500 pairs with both sides’ terms and spans is within the limits', () => {
    const query = PAIRS.replace('$first: Int,', '').replace('first: $first', 'first: 500');
    const document = limits.parse(query);
    expect(limits.measure(document, undefined, {})?.complexity).toBeLessThan(
      DEFAULT_GRAPHQL_LIMITS.maxComplexity,
    );
    expect(() => limits.check(document, undefined, {})).not.toThrow();
  });
});
